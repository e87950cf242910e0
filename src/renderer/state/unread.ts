import { createStore } from 'zustand/vanilla';

/** What the signed-in account has not seen yet, by where it is counted. */
export interface UnreadCounts {
  /** Unread messages, after the server's read marks. */
  chats: number;
  /** Missed calls the user has not looked at in History yet. */
  missedCalls: number;
}

/**
 * The unread counts of the signed-in account: the one source of the total the window title, the
 * sidebar, the taskbar or dock badge and the tray show. Kept by the account's data
 * (`data/unread.ts`), whatever screen is shown; cleared when it closes.
 */
export const unreadCounts = createStore<UnreadCounts>(() => ({ chats: 0, missedCalls: 0 }));

export function setUnread(part: keyof UnreadCounts, count: number): void {
  if (unreadCounts.getState()[part] !== count) unreadCounts.setState({ [part]: count });
}

/** Signing out: nothing is unread for nobody. */
export function clearUnread(): void {
  unreadCounts.setState({ chats: 0, missedCalls: 0 });
}

/** What the title and the badge count: every unread message and every missed call not seen. */
export const totalUnread = (counts: UnreadCounts): number => counts.chats + counts.missedCalls;

/** The window title with the count in front, as mail and chat apps show it: `(3) Title`. */
export function titleWithUnread(title: string, count: number): string {
  return count > 0 ? `(${count > 99 ? '99+' : count}) ${title}` : title;
}
