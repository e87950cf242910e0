import { dialog, type BrowserWindow } from 'electron';

/** What the user reads when closing the app with changes not saved (an admin form). */
export const unsavedChangesStrings = {
  title: 'Leave without saving?',
  message: 'You have changes that are not saved.',
  detail: 'If you close Switchboard now, they are lost.',
  leave: 'Discard changes',
  stay: 'Stay',
} as const;

/**
 * A page with unsaved changes cancels its unload (`beforeunload`); Electron would then silently
 * keep the window open. Ask instead, and unload only if the user agrees to discard them.
 */
export function askBeforeDiscarding(window: BrowserWindow): void {
  window.webContents.on('will-prevent-unload', (event) => {
    const s = unsavedChangesStrings;
    const choice = dialog.showMessageBoxSync(window, {
      type: 'question',
      title: s.title,
      message: s.message,
      detail: s.detail,
      buttons: [s.stay, s.leave],
      defaultId: 0,
      cancelId: 0,
      noLink: true,
    });
    // Preventing this event's default lets the unload go ahead.
    if (choice === 1) event.preventDefault();
  });
}
