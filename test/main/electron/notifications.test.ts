import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElectronPlatform } from '../../../src/main/electron/electron-platform';
import { noDesktopShell } from '../../../src/main/platform/desktop';
import { BrowserWindow, Notification, resetElectronMock } from '../../mocks/electron';

/** Electron's native notifications, with Electron mocked and the platform set per test. */
const realPlatform = process.platform;
function onPlatform(platform: NodeJS.Platform) {
  Object.defineProperty(process, 'platform', { value: platform, configurable: true });
}

const hostile = {
  title: 'Tom & "Jerry" <b>',
  body: 'Click <a href="https://evil.example/">here</a> & <img src="file:///etc/passwd"> it\'s',
};

function show(
  request: Parameters<ReturnType<typeof createElectronPlatform>['notifications']['show']>[0],
) {
  createElectronPlatform(noDesktopShell, {
    supported: false,
    reason: 'development',
  }).notifications.show(request);
  const shown = Notification.instances.at(-1);
  if (!shown) throw new Error('no notification');
  return shown;
}

describe('native notifications (Electron)', () => {
  beforeEach(() => resetElectronMock());
  afterEach(() => onPlatform(realPlatform));

  it('on Linux, the body reaches the notification daemon as text, never as markup', () => {
    onPlatform('linux');
    const shown = show(hostile);
    expect(shown.options.body).toBe(
      'Click &lt;a href=&quot;https://evil.example/&quot;&gt;here&lt;/a&gt; &amp; ' +
        '&lt;img src=&quot;file:///etc/passwd&quot;&gt; it&apos;s',
    );
    // The title is plain text to the daemons (GNOME Shell escapes it itself): left as it is.
    expect(shown.options.title).toBe(hostile.title);
    expect(shown.show).toHaveBeenCalledOnce();
  });

  it.each(['win32', 'darwin'] as const)('on %s, title and body are unchanged', (platform) => {
    onPlatform(platform);
    const shown = show(hostile);
    expect(shown.options).toMatchObject({ title: hostile.title, body: hostile.body });
  });

  it('a click brings the window forward and reports the click', () => {
    onPlatform('linux');
    const window = new BrowserWindow({});
    const onClick = vi.fn();
    const shown = show({ title: 'Ann', body: 'Hello', onClick });
    expect(shown.options.body).toBe('Hello');
    shown.emit('click');
    expect(window.focus).toHaveBeenCalledOnce();
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('shows its buttons, and a button chosen brings the window forward and says which', () => {
    onPlatform('win32');
    const window = new BrowserWindow({});
    const onClick = vi.fn();
    const onAction = vi.fn();
    const shown = show({
      title: 'Missed call',
      body: 'Ann',
      actions: ['Call back', 'Message'],
      onClick,
      onAction,
    });
    expect(shown.options).toMatchObject({
      actions: [
        { type: 'button', text: 'Call back' },
        { type: 'button', text: 'Message' },
      ],
    });
    shown.emit('action', { actionIndex: 1, selectionIndex: -1 }, 1);
    expect(window.focus).toHaveBeenCalledOnce();
    expect(onAction).toHaveBeenCalledWith(1);
    expect(onClick).not.toHaveBeenCalled();
  });
});
