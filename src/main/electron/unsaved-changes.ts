import { dialog, type BrowserWindow } from 'electron';
import { t } from '../../shared/i18n';

/**
 * A page with unsaved changes cancels its unload (`beforeunload`); Electron would then silently
 * keep the window open. Ask instead, in the user's language, and unload only if the user agrees
 * to discard them.
 */
export function askBeforeDiscarding(window: BrowserWindow): void {
  window.webContents.on('will-prevent-unload', (event) => {
    const choice = dialog.showMessageBoxSync(window, {
      type: 'question',
      title: t('admin.leave.title'),
      message: t('admin.unsaved.message'),
      detail: t('admin.unsaved.detail'),
      buttons: [t('admin.leave.stay'), t('admin.leave.discard')],
      defaultId: 0,
      cancelId: 0,
      noLink: true,
    });
    // Preventing this event's default lets the unload go ahead.
    if (choice === 1) event.preventDefault();
  });
}
