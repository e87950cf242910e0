import { app, nativeImage, type BrowserWindow } from 'electron';
import { t } from '../../shared/i18n';

export interface Badge {
  show(count: number): void;
}

/**
 * The unread count on the app's icon. macOS and Linux (launchers that show counts, e.g. Unity
 * and KDE) take the number (`app.setBadgeCount`); Windows has no count on a taskbar button, so
 * it gets an overlay dot whose description (read by screen readers) says the count.
 */
export function createBadge(options: {
  platform: NodeJS.Platform;
  window: () => BrowserWindow | undefined;
  overlayIconPath: string;
}): Badge {
  const { platform, window, overlayIconPath } = options;
  if (platform !== 'win32') {
    return { show: (count) => void app.setBadgeCount(count) };
  }
  const dot = nativeImage.createFromPath(overlayIconPath);
  return {
    show(count) {
      const shown = window();
      if (!shown) return;
      if (count > 0) shown.setOverlayIcon(dot, t('desktop.badge.description', { count }));
      else shown.setOverlayIcon(null, '');
    },
  };
}
