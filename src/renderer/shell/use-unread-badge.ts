import { useEffect } from 'react';
import { useStore } from 'zustand';
import { unreadCountSchema, type Api } from '../../shared/contract';
import { desktopState } from '../state/desktop';
import { clearUnread } from '../state/unread';

type BadgingNavigator = Navigator & {
  setAppBadge?: (n: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

/**
 * Hands the count the title shows to main, for the taskbar or dock badge and the tray, checked
 * against the contract first. Where main has no badge (the browser host), an installed page
 * shows it with the Badging API instead. Signing out (the shell going away) clears the count.
 */
export function useUnreadBadge(api: Api, count: number): void {
  const hostBadge = useStore(desktopState, (s) => s.state?.features.badge);

  useEffect(() => {
    const args = unreadCountSchema.safeParse({ count });
    if (!args.success) return;
    void api.desktop.setUnread(args.data).catch(() => {});
  }, [api, count]);

  useEffect(() => {
    if (hostBadge !== false) return;
    const nav = navigator as BadgingNavigator;
    void (count > 0 ? nav.setAppBadge?.(count) : nav.clearAppBadge?.())?.catch(() => {});
  }, [count, hostBadge]);

  useEffect(() => clearUnread, []);
}
