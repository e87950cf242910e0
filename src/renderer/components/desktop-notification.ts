import { type Api } from '../../shared/contract';

/** What the user sees: plain text, bounded (the contract's `desktop.notify` limits). */
export interface DesktopNotification {
  title: string;
  body: string;
  /** Replaces an earlier notification of the same tag where the platform groups them. */
  tag: string;
  /**
   * Its buttons (at most two), where the system shows them (the desktop app on Windows and
   * macOS). Each does what a click does and more; where there are none, a click still leads to
   * a screen that offers them.
   */
  actions?: readonly { label: string; run: () => void }[];
}

/**
 * Shows a desktop notification; `onClick` runs when the user clicks it. The page's Notification
 * API where it is granted (browser host; it has no buttons there); otherwise main shows a native
 * one (Electron denies the web permission) and says what was chosen. Either way the system's own
 * do-not-disturb (Focus, Focus Assist, a desktop's "do not disturb") decides whether it is shown.
 */
export function showDesktopNotification(
  api: Api,
  { title, body, tag, actions = [] }: DesktopNotification,
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
    const buttons = actions.slice(0, 2);
    api.desktop
      .notify({
        ...bounded,
        ...(buttons.length > 0 && { actions: buttons.map((a) => a.label.slice(0, 40)) }),
      })
      .then(({ clicked, action }) => {
        if (action !== undefined) buttons[action]?.run();
        else if (clicked) onClick();
      })
      .catch(() => {});
  }
}
