import { type Api } from '../../shared/contract';

/** What the user sees: plain text, bounded (the contract's `chat.notify` limits). */
export interface DesktopNotification {
  title: string;
  body: string;
  /** Replaces an earlier notification of the same tag where the platform groups them. */
  tag: string;
}

/**
 * Shows a desktop notification; `onClick` runs when the user clicks it. The page's Notification
 * API where it is granted (browser host); otherwise main shows a native one (Electron denies the
 * web permission) and says whether it was clicked. Either way the system's own do-not-disturb
 * (Focus, Focus Assist, a desktop's "do not disturb") decides whether it is shown.
 */
export function showDesktopNotification(
  api: Api,
  { title, body, tag }: DesktopNotification,
  onClick: () => void,
): void {
  const bounded = { title: title.slice(0, 200), body: body.slice(0, 500) };
  if ('Notification' in window && Notification.permission === 'granted') {
    // The Notification API shows title and body as plain text.
    const shown = new Notification(bounded.title, { body: bounded.body, tag });
    shown.onclick = () => {
      window.focus();
      onClick();
      shown.close();
    };
  } else {
    api.chat
      .notify(bounded)
      .then(({ clicked }) => {
        if (clicked) onClick();
      })
      .catch(() => {});
  }
}
