import { beforeAll, describe, expect, it } from 'vitest';
import { callChannel, eventChannel, type WireApi } from '../../../src/shared/contract';
import { exposedInMainWorld, ipcRenderer, resetElectronMock } from '../../mocks/electron';

describe('preload', () => {
  beforeAll(async () => {
    resetElectronMock();
    await import('../../../src/preload/index');
  });

  it('exposes only window.api, without ipcRenderer or its event objects', () => {
    expect(Object.keys(exposedInMainWorld)).toEqual(['api']);
    const text = JSON.stringify(exposedInMainWorld.api, (_k, v: unknown) =>
      typeof v === 'function' ? 'fn' : v,
    );
    expect(text).not.toMatch(/invoke|ipc/i);
    // `chat.send` is a contract call; ipcRenderer's own `send` must not appear at the top.
    expect(Object.keys(exposedInMainWorld.api as object)).not.toContain('send');
  });

  it('invokes the call channel and forwards only the payload of events', async () => {
    const api = exposedInMainWorld.api as WireApi;
    ipcRenderer.invoke.mockResolvedValueOnce({ ok: true, value: 'x' });
    await expect(api.session.get()).resolves.toEqual({ ok: true, value: 'x' });
    expect(ipcRenderer.invoke).toHaveBeenCalledWith(callChannel('session.get'), undefined);

    const seen: unknown[][] = [];
    const off = api.on('session.changed', (...args: unknown[]) => seen.push(args));
    ipcRenderer.emit(eventChannel('session.changed'), { sender: ipcRenderer }, { status: 'x' });
    expect(seen).toEqual([[{ status: 'x' }]]);
    off();
    expect(ipcRenderer.listenerCount(eventChannel('session.changed'))).toBe(0);
  });
});
