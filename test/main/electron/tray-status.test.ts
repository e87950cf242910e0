import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ApiClient } from '../../../src/main/api';
import { createBrowserPlatform } from '../../../src/main/browser-host/browser-platform';
import { createEventBus } from '../../../src/main/common/event-bus';
import { silentLogger } from '../../../src/main/common/logger';
import { createAppCore, type AppCore } from '../../../src/main/core/app-core';
import { createCallLinkClaim } from '../../../src/main/electron/call-links';
import { createElectronDesktopShell } from '../../../src/main/electron/desktop-shell';
import { type NotificationRequest } from '../../../src/main/platform/notifications';
import {
  createBridge,
  unwrapApi,
  type Api,
  type LiveNotification,
  type MyStatus,
} from '../../../src/shared/contract';
import { startContract, type Contract } from '../../contract/harness';
import { resetElectronMock, Tray } from '../../mocks/electron';

/**
 * The tray's Status menu end to end in main: the Electron desktop (Electron mocked) on the real
 * core, signed in to the simulator, and a window over the core's registry and events through
 * the renderer's bridge (every answer and event checked by the contract, as the page does). A
 * click in the tray changes the status on the server, and the window hears of it at once.
 */
type Item = {
  id?: string;
  label?: string;
  type?: string;
  checked?: boolean;
  submenu?: Item[];
  click?: () => void;
};

let contract: Contract;
let dir: string;
let core: AppCore;
let window: Api;
let colleague: ApiClient;
/** The same user on another device. */
let elsewhere: ApiClient;
let person: string;
const heard: MyStatus[] = [];
const notified: NotificationRequest[] = [];
const notifications: LiveNotification[] = [];
const hooks = { open: vi.fn(), quit: vi.fn() };

beforeAll(async () => {
  resetElectronMock();
  contract = await startContract({ size: 20 });
  dir = await mkdtemp(join(tmpdir(), 'sb-tray-status-'));
  const events = createEventBus(() => undefined);
  const desktop = createElectronDesktopShell({
    platform: 'linux',
    packaged: true,
    trayIconPath: '/res/tray.png',
    overlayIconPath: '/res/badge.png',
    loginItem: { get: () => Promise.resolve(false), set: () => Promise.resolve() },
    callLinks: createCallLinkClaim(),
    window: () => undefined,
    hooks,
  });
  core = await createAppCore({
    platform: {
      ...createBrowserPlatform({ profileDir: dir, version: '9.9.9', events }),
      desktop,
      notifications: {
        supported: () => true,
        reportsClicks: true,
        show: (request) => void notified.push(request),
      },
    },
    log: silentLogger,
    events,
  });
  const account = contract.sim.accounts.find((a) => a.role === 'user')!;
  const state = await core.session.signIn({
    serverUrl: new URL(contract.sim.baseUrl).origin,
    userName: account.userName,
    password: account.password,
    remember: false,
  });
  expect(state.status).toBe('signed-in');
  const registry = core.createRegistry(() => true);
  window = unwrapApi(
    createBridge({
      invoke: (call, args) => registry.dispatch(call, args, 'window'),
      subscribe: (event, listener) => {
        const off = core.events.subscribe((name, payload) => {
          if (name === event) listener(payload);
        });
        return () => void off();
      },
    }),
  );
  window.on('status.changed', (status) => heard.push(status));
  window.on('live.notification', (notification) => notifications.push(notification));
  colleague = await contract.signIn('administrator');
  elsewhere = await contract.signIn(account);
  person = (await window.me.info()).person.oid;
});

afterAll(async () => {
  await core.dispose();
  await contract.close();
  await rm(dir, { recursive: true, force: true });
});

const menu = () =>
  (Tray.instances[0]!.setContextMenu.mock.calls.at(-1)![0] as { items: Item[] }).items;
const statusMenu = () => menu().find((i) => i.id === 'status');
const statusItem = (id: string) => statusMenu()!.submenu!.find((i) => i.id === id)!;

async function colleagueSees() {
  const page = await colleague.presence.list({ limit: 1000 });
  return page.items.find((p) => p.addressable.oid === person);
}

describe("the tray's Status menu on the core and the simulator", () => {
  it('shows once the window has read the status, in the header’s words', async () => {
    expect(statusMenu()).toBeUndefined();
    // What the window's status menu asks at sign-in.
    await window.status.selectable();
    const status = await window.status.get();
    const radios = statusMenu()!.submenu!.filter((i) => i.type === 'radio');
    // One radio item checked: the status colleagues see.
    expect(radios.filter((i) => i.checked).map((i) => i.id)).toEqual([
      radios.some((i) => i.id === `status:${status.status}`)
        ? `status:${status.status}`
        : 'status:current',
    ]);
    expect(statusMenu()!.label).toMatch(/^Status: \S/);
  });

  it('sets a status picked in the tray on the server; the window hears it at once', async () => {
    heard.length = 0;
    statusItem('status:at_appointment').click!();
    await vi.waitFor(() => expect(heard.at(-1)).toMatchObject({ status: 'at_appointment' }));
    expect(await colleagueSees()).toMatchObject({ status: 'at_appointment' });
    expect(statusItem('status:at_appointment').checked).toBe(true);
    expect(statusMenu()!.label).toBe('Status: In an appointment');
  });

  it('sets do not disturb for an hour, and the line’s do-not-disturb', async () => {
    const before = Date.now();
    statusItem('doNotDisturbHour').click!();
    await vi.waitFor(() => expect(heard.at(-1)?.temporary?.status).toBe('dont_disturb'));
    const until = Date.parse(heard.at(-1)!.temporary!.until);
    expect(until - before).toBeGreaterThan(59 * 60_000);
    expect(until - before).toBeLessThan(61 * 60_000);
    expect(statusMenu()!.label).toMatch(/^Status: Do not disturb · until /);
    expect(await colleagueSees()).toMatchObject({ status: 'dont_disturb' });

    statusItem('doNotDisturb').click!();
    await vi.waitFor(() => expect(heard.at(-1)?.doNotDisturb).toBe(true));
    expect((await elsewhere.mePhone.settings()).doNotDisturb).toBe(true);
    expect(statusItem('doNotDisturb').checked).toBe(true);
    statusItem('doNotDisturb').click!();
    await vi.waitFor(() => expect(heard.at(-1)?.doNotDisturb).toBe(false));
    expect((await elsewhere.mePhone.settings()).doNotDisturb).toBe(false);
  });

  it('shows a status set on another device once the window reads it again', async () => {
    const elsewhere = await contract.signIn(contract.sim.accounts.find((a) => a.role === 'user')!);
    notifications.length = 0;
    await elsewhere.mePhone.setStatus('available');
    // The WebSocket's presence notification names the user: the window reads the status again.
    await vi.waitFor(
      () =>
        expect(notifications.some((n) => n.kind === 'presence' && n.entry.person === person)).toBe(
          true,
        ),
      { timeout: 10_000 },
    );
    await window.status.get();
    expect(statusItem('status:available').checked).toBe(true);
    expect(statusMenu()!.label).toBe('Status: Available');
  });

  it('says a refusal in a notification; its click opens the window’s status menu', async () => {
    const asked: unknown[] = [];
    const off = window.on('desktop.statusMenuAsked', (payload) => asked.push(payload));
    contract.sim.setFaults({ errorRate: 1, errorStatus: 500 });
    try {
      statusItem('status:unavailable').click!();
      await vi.waitFor(() => expect(notified).toHaveLength(1));
    } finally {
      contract.sim.setFaults({});
    }
    expect(notified[0]!.title).toBe('Your status was not changed');
    expect(notified[0]!.body.length).toBeGreaterThan(10);
    expect(statusItem('status:available').checked).toBe(true);
    notified[0]!.onClick!();
    await vi.waitFor(() => expect(asked).toEqual([{}]));
    off();
  });
});
