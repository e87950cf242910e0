import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isTrustedIpcSender, registerIpc } from '../../../src/main/electron/ipc';
import { type AppCore } from '../../../src/main/core/app-core';
import { createEventBus } from '../../../src/main/common/event-bus';
import { callChannel, callNames, eventChannel } from '../../../src/shared/contract';
import { ipcMain, MockWebContents, MockWebFrame, resetElectronMock } from '../../mocks/electron';

function fakeCore() {
  const events = createEventBus(() => {});
  const dispatch = vi.fn((_call: string, _args: unknown, sender: unknown) =>
    Promise.resolve({ ok: true as const, value: sender }),
  );
  let predicate: (sender: unknown) => boolean = () => false;
  const core = {
    events,
    createRegistry: (isTrusted: (s: unknown) => boolean) => {
      predicate = isTrusted;
      return { dispatch };
    },
  } as unknown as AppCore;
  return { core, events, dispatch, trusted: (s: unknown) => predicate(s) };
}

function invokeEvent(contents: MockWebContents, frame: MockWebFrame | null = contents.mainFrame) {
  return { sender: contents, senderFrame: frame } as never;
}

describe('IPC', () => {
  beforeEach(() => resetElectronMock());

  it('registers exactly one handler per contract call, all through the registry', async () => {
    const { core, dispatch } = fakeCore();
    const ours = new MockWebContents();
    registerIpc(core, new Set([ours as never]));
    expect([...ipcMain.handlers.keys()].sort()).toEqual(callNames.map(callChannel).sort());
    const handler = ipcMain.handlers.get(callChannel('session.get'))!;
    const event = invokeEvent(ours);
    await handler(event, undefined);
    expect(dispatch).toHaveBeenCalledWith('session.get', undefined, event);
  });

  it('trusts only the top frame of our window showing our app', () => {
    const ours = new MockWebContents();
    const set = new Set([ours as never]);
    expect(isTrustedIpcSender(invokeEvent(ours), set)).toBe(true);
    expect(isTrustedIpcSender(invokeEvent(new MockWebContents()), set)).toBe(false);
    expect(isTrustedIpcSender(invokeEvent(ours, null), set)).toBe(false);
    expect(
      isTrustedIpcSender(invokeEvent(ours, new MockWebFrame('app://switchboard/x')), set),
    ).toBe(false);
    ours.mainFrame = new MockWebFrame('https://evil.example/');
    expect(isTrustedIpcSender(invokeEvent(ours), set)).toBe(false);
  });

  it('sends events to our windows only, and stops on dispose', () => {
    const { core, events } = fakeCore();
    const ours = new MockWebContents();
    const stop = registerIpc(core, new Set([ours as never]));
    const payload = { status: 'unknown' as const, since: new Date(0).toISOString() };
    events.emit('connectivity.changed', payload);
    expect(ours.send).toHaveBeenCalledWith(eventChannel('connectivity.changed'), payload);
    stop();
    expect(ipcMain.handlers.size).toBe(0);
    events.emit('connectivity.changed', payload);
    expect(ours.send).toHaveBeenCalledTimes(1);
  });
});
