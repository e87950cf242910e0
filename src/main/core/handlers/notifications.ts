import { type Handlers } from '../handler-registry';
import { createClickWaits } from './click-waits';
import { type HandlerContext } from './context';

/** How long a native notification's click still does what it offers (opens the thread, …). */
const NOTIFICATION_CLICK_MS = 10 * 60_000;
/** How many notification calls may wait for a click at once (Electron has one window). */
const NOTIFICATIONS_WAITING = 20;

/** Desktop notifications shown by main, and what the user chose on them. */
export function notificationHandlers({
  platform,
}: HandlerContext): Pick<Handlers, 'desktop.notify'> {
  const clicks = createClickWaits({
    max: NOTIFICATIONS_WAITING,
    timeoutMs: NOTIFICATION_CLICK_MS,
  });
  return {
    'desktop.notify': ({ title, body, actions }) =>
      new Promise((resolve) => {
        const { notifications } = platform;
        if (!notifications.supported()) {
          resolve({ clicked: false });
        } else if (!notifications.reportsClicks) {
          // Nothing to wait for: the page handles its own notifications' clicks.
          notifications.show({ title, body });
          resolve({ clicked: false });
        } else {
          const chosen = clicks.wait(resolve);
          notifications.show({
            title,
            body,
            ...(actions && { actions }),
            onClick: () => chosen({ clicked: true }),
            onAction: (action) => chosen({ clicked: true, action }),
          });
        }
      }),
  };
}
