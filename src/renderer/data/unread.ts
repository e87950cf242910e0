import { type StoreApi } from 'zustand/vanilla';
import { unreadCountSchema, type Api } from '../../shared/contract';
import { type CachedCommunication } from '../cache';
import { countUnread } from '../state/conversation-list';
import { desktopState } from '../state/desktop';
import { clearUnread, setUnread, totalUnread, unreadCounts } from '../state/unread';
import { isUnseenMissedCall } from './missed-calls';
import { type ReadState } from './read-state';
import { type SharedCacheRead } from './shared-cache-read';
import { type ChatLogRead } from './use-chat-log';

type BadgingNavigator = Navigator & {
  setAppBadge?: (n: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

/** What the account's unread count is made of: each read the local data already shares. */
export interface UnreadSources {
  api: Api;
  chatLog: SharedCacheRead<ChatLogRead>;
  readMarks: StoreApi<ReadState>;
  recentCalls: SharedCacheRead<CachedCommunication[]>;
}

/**
 * The signed-in account's unread count, kept by its local data whatever screen is shown: the
 * unread messages (the chat log after the server's read marks) and the missed calls not seen
 * (among the recent calls), in `state/unread.ts` for the title and the sidebar. Each change of
 * the total goes to main, checked against the contract first, for the taskbar or dock badge and
 * the tray; where main has no badge (the browser host), an installed page shows it with the
 * Badging API instead. Closing (sign-out) clears the count. Returns the close function.
 */
export function followUnread({ api, chatLog, readMarks, recentCalls }: UnreadSources): () => void {
  const countChats = () => {
    const read = chatLog.get();
    if (read) setUnread('chats', countUnread(read.messages, readMarks.getState()));
  };
  const countCalls = () => {
    const calls = recentCalls.get();
    if (calls) setUnread('missedCalls', calls.filter(isUnseenMissedCall).length);
  };

  let told: number | undefined;
  const tell = () => {
    const count = totalUnread(unreadCounts.getState());
    const hostBadge = desktopState.getState().state?.features.badge;
    if (count !== told) {
      told = count;
      const args = unreadCountSchema.safeParse({ count });
      if (args.success) void api.desktop.setUnread(args.data).catch(() => {});
    }
    if (hostBadge !== false) return;
    const nav = navigator as BadgingNavigator;
    void (count > 0 ? nav.setAppBadge?.(count) : nav.clearAppBadge?.())?.catch(() => {});
  };

  const offs = [
    unreadCounts.subscribe(tell),
    desktopState.subscribe((now, before) => {
      if (now.state?.features.badge !== before.state?.features.badge) tell();
    }),
    chatLog.subscribe(countChats),
    readMarks.subscribe(countChats),
    recentCalls.subscribe(countCalls),
  ];
  countChats();
  countCalls();
  tell();
  return () => {
    clearUnread();
    for (const off of offs) off();
  };
}
