import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { type Api, type MyStatus } from '../../src/shared/contract';
import { type LiveUpdatesState } from '../../src/renderer/data/live-updates';
import { openMyStatus } from '../../src/renderer/data/my-status';
import { fakeApi, scriptedApi, serviceError } from '../renderer/fake-api';

/**
 * The user's own status in the data layer: read at sign-in, again when a presence notification
 * names the user (a change on another device) and on each new connection; each change shows
 * the server's answer, and a refusal leaves the state as it was.
 */
const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

const available: MyStatus = { status: 'available', message: '', doNotDisturb: false };

/**
 * The status service over `api`, for user 42 (`me`: undefined until the directory has read who
 * the user is), on a live connection; closed after the test.
 */
function openFor(api: Api, me: string | undefined = '42') {
  const live = createStore<LiveUpdatesState>(() => ({
    state: 'live',
    intervalMs: 60_000,
    connection: 1,
  }));
  const directory = {
    meta: vi.fn(() => Promise.resolve(me === undefined ? undefined : { person: me })),
  };
  const service = openMyStatus({ api, directory: directory as never, live });
  closers.push(() => service.close());
  return { live, service };
}

function setup(first: MyStatus = available, me: string | undefined = '42') {
  let current = first;
  const { api, emit, invoke } = fakeApi({
    'status.get': () => ({ ok: true, value: current }),
    'status.selectable': () => ({ ok: true, value: { statuses: ['available', 'dont_disturb'] } }),
    'status.set': (args) => {
      const { status } = args as { status: string };
      if (status === 'offline') {
        return { ok: false, error: serviceError(10203, 'That status can’t be chosen here.') };
      }
      current = { ...current, status };
      return { ok: true, value: current };
    },
    'status.setTemporary': (args) => {
      const { status, until } = args as { status: string; until: string };
      current = { ...current, status, temporary: { status, until } };
      return { ok: true, value: current };
    },
    'status.setMessage': (args) => {
      current = { ...current, message: (args as { message: string }).message };
      return { ok: true, value: current };
    },
    'status.setDoNotDisturb': (args) => {
      current = { ...current, doNotDisturb: (args as { on: boolean }).on };
      return { ok: true, value: current };
    },
  });
  const { live, service } = openFor(api, me);
  const elsewhere = (next: MyStatus) => {
    current = next;
  };
  const gets = () => invoke.mock.calls.filter(([name]) => name === 'status.get').length;
  return { service, emit, live, elsewhere, gets };
}

describe('my status', () => {
  it('reads the status and the selectable statuses at once', async () => {
    const { service } = setup();
    await vi.waitFor(() =>
      expect(service.state.getState()).toEqual({
        status: available,
        selectable: ['available', 'dont_disturb'],
      }),
    );
  });

  it('shows each change as the server answers it', async () => {
    const { service } = setup();
    const until = new Date('2030-01-01T10:00:00.000Z');
    await service.setTemporary('dont_disturb', until);
    expect(service.state.getState().status).toMatchObject({
      status: 'dont_disturb',
      temporary: { status: 'dont_disturb', until: until.toISOString() },
    });
    await service.setMessage('Back at two');
    await service.setDoNotDisturb(true);
    expect(service.state.getState().status).toMatchObject({
      message: 'Back at two',
      doNotDisturb: true,
    });
  });

  it('rejects with the sentence and keeps the state as it was', async () => {
    const { service } = setup();
    await vi.waitFor(() => expect(service.state.getState().status).toEqual(available));
    await expect(service.set('offline')).rejects.toMatchObject({
      sentence: 'That status can’t be chosen here.',
    });
    expect(service.state.getState().status).toEqual(available);
  });

  it('reads again when a presence notification names the user, not a colleague', async () => {
    const { service, emit, elsewhere, gets } = setup();
    await vi.waitFor(() => expect(gets()).toBe(1));
    const away: MyStatus = { status: 'at_appointment', message: 'Dentist', doNotDisturb: false };
    elsewhere(away);
    emit('live.notification', {
      kind: 'presence',
      version: 3,
      removed: false,
      entry: { person: '7', status: 'available' },
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(gets()).toBe(1);
    emit('live.notification', {
      kind: 'presence',
      version: 4,
      removed: false,
      entry: { person: '42', status: 'at_appointment', message: 'Dentist' },
    });
    await vi.waitFor(() => expect(service.state.getState().status).toEqual(away));
    emit('live.notification', { kind: 'doNotDisturb', person: '42', on: true });
    await vi.waitFor(() => expect(gets()).toBe(3));
  });

  it('reads again on any presence while the directory does not know the user yet, one read at a time', async () => {
    const { service, emit, elsewhere, gets } = setup(available, undefined);
    await vi.waitFor(() => expect(gets()).toBe(1));
    const away: MyStatus = { status: 'at_appointment', message: '', doNotDisturb: false };
    elsewhere(away);
    for (const version of [5, 6, 7]) {
      emit('live.notification', {
        kind: 'presence',
        version,
        removed: false,
        entry: { person: '42', status: 'at_appointment' },
      });
    }
    await vi.waitFor(() => expect(service.state.getState().status).toEqual(away));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Three notifications while one read was out: that read, then one more.
    expect(gets()).toBeLessThanOrEqual(3);
  });

  it('reads again on a new connection of the WebSocket (what changed meanwhile)', async () => {
    const { live, gets } = setup();
    await vi.waitFor(() => expect(gets()).toBe(1));
    live.setState({ connection: 2 });
    await vi.waitFor(() => expect(gets()).toBe(2));
  });

  it('shows a change main tells of (status.changed: the tray, another window) at once', async () => {
    const { service, emit } = setup();
    await vi.waitFor(() => expect(service.state.getState().status).toEqual(available));
    const fromTray: MyStatus = { status: 'dont_disturb', message: '', doNotDisturb: true };
    emit('status.changed', fromTray);
    expect(service.state.getState().status).toEqual(fromTray);
  });

  it('counts an answer asked before main told of a change as older', async () => {
    let answerRead!: () => void;
    const held = new Promise<void>((resolve) => (answerRead = resolve));
    // The first read is on its way, answering what the server held before the tray's change.
    const { api, emit } = scriptedApi(async (call) => {
      if (call === 'status.get') {
        await held;
        return { ok: true, value: available };
      }
      return { ok: true, value: { statuses: ['available', 'dont_disturb'] } };
    });
    const { service } = openFor(api);
    const fromTray: MyStatus = { status: 'at_appointment', message: '', doNotDisturb: false };
    emit('status.changed', fromTray);
    answerRead();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(service.state.getState().status).toEqual(fromTray);
  });

  it('counts the tray’s asks for the status menu (desktop.statusMenuAsked)', () => {
    const { service, emit } = setup();
    expect(service.state.getState().asked).toBeUndefined();
    emit('desktop.statusMenuAsked', {});
    emit('desktop.statusMenuAsked', {});
    expect(service.state.getState().asked).toBe(2);
  });

  it('stops hearing of changes once closed', async () => {
    const { service, emit } = setup();
    await vi.waitFor(() => expect(service.state.getState().status).toEqual(available));
    service.close();
    emit('status.changed', { status: 'dont_disturb', message: '', doNotDisturb: false });
    expect(service.state.getState().status).toEqual(available);
  });
});
