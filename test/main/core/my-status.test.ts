import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from '../../../src/main/common/event-bus';
import { createMyStatus, type StatusClient } from '../../../src/main/core/my-status';
import { type MyStatus, type SessionState } from '../../../src/shared/contract';

/**
 * The core's holder of the user's status against a scripted server: what it keeps, when it
 * tells the windows, whose answers count, and what a sign-out forgets.
 */

const userOf = (userName: string) =>
  ({
    userName,
    displayName: userName,
    role: 'user',
    serverUrl: 'https://pbx.example',
    serverLabel: 'pbx.example',
    demo: false,
    remembered: false,
  }) as const;
const account = (userName: string): SessionState => ({
  status: 'signed-in',
  user: userOf(userName),
});
const signedOut: SessionState = { status: 'signed-out', canResume: false };

/** A promise the test settles. */
function later<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup() {
  const events = createEventBus((error) => {
    throw error;
  });
  const told: MyStatus[] = [];
  events.subscribe((event, payload) => {
    if (event === 'status.changed') told.push(payload as MyStatus);
  });
  let state: SessionState = account('ann');
  const server = { status: 'available', doNotDisturb: false };
  /** When set, `/me/info` answers only when the test settles it. */
  let held: ReturnType<typeof later<void>>[] | undefined;
  const client = {
    me: {
      info: vi.fn(async () => {
        const presence = { status: server.status };
        if (held) {
          const wait = later<void>();
          held.push(wait);
          await wait.promise;
        }
        return { presenceInfo: presence };
      }),
    },
    mePhone: {
      settings: vi.fn(() => Promise.resolve({ doNotDisturb: server.doNotDisturb })),
      selectableStatuses: vi.fn(() => Promise.resolve(['available', 'dont_disturb'])),
      setStatus: vi.fn((status: string) => {
        if (status === 'offline') return Promise.reject(new Error('refused'));
        server.status = status;
        return Promise.resolve();
      }),
      setTemporaryStatus: vi.fn(() => Promise.resolve()),
      setMessage: vi.fn(() => Promise.resolve()),
      updateSettings: vi.fn(() => Promise.resolve()),
    },
  };
  const holder = createMyStatus({
    events,
    session: {
      current: () => state,
      withClient: (run) => run(client as unknown as StatusClient),
    },
  });
  const heard = vi.fn();
  holder.subscribe(heard);
  const signIn = (next: SessionState) => {
    state = next;
    events.emit('session.changed', next);
  };
  const hold = () => {
    held = [];
    return held;
  };
  return { holder, client, server, told, heard, signIn, hold };
}

describe("the core's holder of the user's status", () => {
  it('knows nothing until the status is read, then keeps it with the selectable statuses', async () => {
    const { holder, heard } = setup();
    expect(holder.known()).toBeUndefined();
    await holder.read();
    expect(holder.known()).toEqual({
      status: { status: 'available', message: '', doNotDisturb: false },
      selectable: [],
    });
    await holder.selectable();
    expect(holder.known()?.selectable).toEqual(['available', 'dont_disturb']);
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('tells the windows of a change it read, once, and keeps each change read back', async () => {
    const { holder, server, told } = setup();
    await holder.read();
    await holder.read();
    expect(told).toHaveLength(1);
    server.status = 'dont_disturb';
    await holder.read();
    expect(await holder.set('available')).toMatchObject({ status: 'available' });
    expect(told.map((s) => s.status)).toEqual(['available', 'dont_disturb', 'available']);
    expect(holder.known()?.status.status).toBe('available');
  });

  it('keeps nothing of a refused change', async () => {
    const { holder, told } = setup();
    await holder.read();
    await expect(holder.set('offline')).rejects.toThrow('refused');
    expect(holder.known()?.status.status).toBe('available');
    expect(told).toHaveLength(1);
  });

  it('keeps the read started last when answers cross', async () => {
    const { holder, server, hold } = setup();
    const held = hold();
    const first = holder.read();
    await vi.waitFor(() => expect(held).toHaveLength(1));
    server.status = 'dont_disturb';
    const second = holder.read();
    await vi.waitFor(() => expect(held).toHaveLength(2));
    held[1]!.resolve();
    await second;
    held[0]!.resolve();
    // The first read began before the change: its answer is older, whatever its arrival.
    expect(await first).toMatchObject({ status: 'available' });
    expect(holder.known()?.status.status).toBe('dont_disturb');
  });

  it('reads the selectable statuses once per sign-in, and again after a failed read', async () => {
    const { holder, client, signIn } = setup();
    client.mePhone.selectableStatuses.mockRejectedValueOnce(new Error('offline'));
    await expect(holder.selectable()).rejects.toThrow('offline');
    await holder.selectable();
    await holder.selectable();
    expect(client.mePhone.selectableStatuses).toHaveBeenCalledTimes(2);
    signIn(signedOut);
    signIn(account('ann'));
    await holder.selectable();
    expect(client.mePhone.selectableStatuses).toHaveBeenCalledTimes(3);
  });

  it('forgets the status at sign-out, and drops an answer meant for the account before', async () => {
    const { holder, heard, signIn, hold } = setup();
    await holder.read();
    await holder.selectable();
    heard.mockClear();
    signIn(signedOut);
    expect(holder.known()).toBeUndefined();
    expect(heard).toHaveBeenCalledOnce();

    signIn(account('ann'));
    const held = hold();
    const late = holder.read();
    await vi.waitFor(() => expect(held).toHaveLength(1));
    signIn(account('bob'));
    held[0]!.resolve();
    await late;
    expect(holder.known()).toBeUndefined();
  });

  it('keeps the status while the same account signs in again after an expiry', async () => {
    const { holder, signIn } = setup();
    await holder.read();
    signIn({ status: 'reauth-required', user: userOf('ann'), sentence: 'Sign in again.' });
    signIn(account('ann'));
    expect(holder.known()).toBeDefined();
  });
});
