import { createStore } from 'zustand/vanilla';

/**
 * The unread total of the signed-in account: the one source of the count the window title, the
 * taskbar or dock badge and the tray show. Conversations sets it from its list (every unread
 * message after the read marks); it keeps its last value while another section is shown.
 */
export const unreadCount = createStore<{ count: number }>(() => ({ count: 0 }));

export function setUnreadCount(count: number): void {
  if (unreadCount.getState().count !== count) unreadCount.setState({ count });
}

/** The window title with the count in front, as mail and chat apps show it: `(3) Title`. */
export function titleWithUnread(title: string, count: number): string {
  return count > 0 ? `(${count > 99 ? '99+' : count}) ${title}` : title;
}
