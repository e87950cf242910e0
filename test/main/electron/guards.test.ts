import { beforeEach, describe, expect, it } from 'vitest';
import {
  denyAllPermissions,
  guardWebContents,
  installGlobalGuards,
} from '../../../src/main/electron/guards';
import { app, MockWebContents, resetElectronMock, session, shell } from '../../mocks/electron';

type Guarded = MockWebContents & { windowOpenHandler: (d: { url: string }) => { action: string } };

function guarded(): Guarded {
  const contents = new MockWebContents();
  guardWebContents(contents as never);
  return contents as Guarded;
}

function navigate(contents: MockWebContents, event: string, url: string): boolean {
  let prevented = false;
  contents.emit(event, { preventDefault: () => (prevented = true) }, url);
  return prevented;
}

describe('web contents guards', () => {
  beforeEach(() => resetElectronMock());

  it.each(['will-navigate', 'will-redirect'])('%s stays inside the app', (event) => {
    const contents = guarded();
    expect(navigate(contents, event, 'app://switchboard/index.html#/history')).toBe(false);
    expect(navigate(contents, event, 'https://evil.example/')).toBe(true);
    expect(navigate(contents, event, 'file:///etc/passwd')).toBe(true);
    expect(navigate(contents, event, 'app://other/index.html')).toBe(true);
  });

  it('will-frame-navigate keeps every frame inside the app', () => {
    const contents = guarded();
    const frame = (url: string, isMainFrame = false) => {
      let prevented = false;
      contents.emit('will-frame-navigate', {
        url,
        isMainFrame,
        isSameDocument: false,
        preventDefault: () => (prevented = true),
      });
      return prevented;
    };
    expect(frame('app://switchboard/index.html#/history')).toBe(false);
    expect(frame('https://evil.example/')).toBe(true);
    expect(frame('file:///etc/passwd')).toBe(true);
    expect(frame('https://evil.example/', true)).toBe(true);
    expect(shell.openExternal).not.toHaveBeenCalled();
  });

  it('never opens a window, and hands only safe links to the system', () => {
    const contents = guarded();
    expect(contents.windowOpenHandler({ url: 'https://docs.example/help' })).toEqual({
      action: 'deny',
    });
    expect(shell.openExternal).toHaveBeenCalledWith('https://docs.example/help');
    expect(contents.windowOpenHandler({ url: 'file:///c:/windows/system32/calc.exe' })).toEqual({
      action: 'deny',
    });
    expect(contents.windowOpenHandler({ url: 'app://switchboard/index.html' })).toEqual({
      action: 'deny',
    });
    expect(shell.openExternal).toHaveBeenCalledTimes(1);
  });

  it('refuses webviews', () => {
    const contents = guarded();
    expect(navigate(contents, 'will-attach-webview', '')).toBe(true);
  });

  it('guards every web contents the app creates', () => {
    installGlobalGuards(app as never);
    const contents = new MockWebContents();
    app.emit('web-contents-created', {}, contents);
    expect(contents.setWindowOpenHandler).toHaveBeenCalledOnce();
    expect(navigate(contents, 'will-navigate', 'https://evil.example/')).toBe(true);
  });

  it('denies every permission request and check', () => {
    const target = session.defaultSession;
    denyAllPermissions(target as never);
    const request = target.setPermissionRequestHandler.mock.calls[0]?.[0] as (
      c: unknown,
      p: string,
      cb: (granted: boolean) => void,
    ) => void;
    const answers: boolean[] = [];
    for (const permission of ['media', 'geolocation', 'notifications', 'openExternal']) {
      request({}, permission, (granted) => answers.push(granted));
    }
    expect(answers).toEqual([false, false, false, false]);
    const check = target.setPermissionCheckHandler.mock.calls[0]?.[0] as () => boolean;
    expect(check()).toBe(false);
  });
});
