import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDesktopService, MUTE_MS } from '../../../src/main/core/desktop-service';
import { createEventBus } from '../../../src/main/common/event-bus';
import { openPreferences } from '../../../src/main/core/preferences';
import { createCallLinkClaim } from '../../../src/main/electron/call-links';
import { createElectronDesktopShell } from '../../../src/main/electron/desktop-shell';
import { type SessionState } from '../../../src/shared/contract';
import { setProcessLanguage } from '../../../src/shared/i18n';
import { app, resetElectronMock, Tray } from '../../mocks/electron';
import { scriptedStatusServer, statusHolderOver } from '../core/status-fakes';
import { FakeEngine, updateServiceOver } from '../core/update-fakes';

type Item = {
  id?: string;
  label?: string;
  type?: string;
  checked?: boolean;
  enabled?: boolean;
  submenu?: Item[];
  click?: () => void;
};

let dir: string;
beforeEach(async () => {
  resetElectronMock();
  dir = await mkdtemp(join(tmpdir(), 'sb-tray-'));
});
afterEach(async () => {
  vi.useRealTimers();
  setProcessLanguage('en');
  await rm(dir, { recursive: true, force: true });
});

const user = {
  userName: 'ann',
  displayName: 'Ann',
  role: 'user',
  serverUrl: 'https://pbx.example',
  serverLabel: 'pbx.example',
  demo: false,
  remembered: false,
} as const;

/** The Electron desktop (mocked Electron) behind the real core service, as the entry wires them. */
async function setup(platform: NodeJS.Platform = 'linux', options = { notifications: true }) {
  const events = createEventBus(() => undefined);
  const hooks = { open: vi.fn(), quit: vi.fn() };
  const shell = createElectronDesktopShell({
    platform,
    packaged: true,
    trayIconPath: '/res/tray.png',
    overlayIconPath: '/res/badge.png',
    loginItem: { get: () => Promise.resolve(false), set: () => Promise.resolve() },
    callLinks: createCallLinkClaim(),
    window: () => undefined,
    hooks,
  });
  let state: SessionState = { status: 'signed-in', user };
  const session = {
    current: () => state,
    signOut: vi.fn(() => {
      state = { status: 'signed-out', canResume: false };
      events.emit('session.changed', state);
      return Promise.resolve(state);
    }),
  };
  const { server, client } = scriptedStatusServer();
  const myStatus = statusHolderOver(client, events, session.current);
  const notify = vi.fn();
  const preferences = await openPreferences(dir);
  const engine = new FakeEngine();
  const updates = updateServiceOver({ supported: true, engine }, { events, preferences });
  const desktop = createDesktopService({
    shell,
    preferences,
    events,
    session,
    myStatus,
    updates,
    notifications: { supported: () => options.notifications, reportsClicks: true, show: notify },
    onError: vi.fn(),
  });
  const tray = () => Tray.instances[0]!;
  const menu = () =>
    (tray().setContextMenu.mock.calls.at(-1)![0] as { items: Item[] }).items.filter((i) => i.id);
  const item = (id: string) => menu().find((i) => i.id === id)!;
  /** The Status submenu's items (separators left out). */
  const statusItems = () => item('status').submenu!.filter((i) => i.id);
  const statusItem = (id: string) => statusItems().find((i) => i.id === id)!;
  const tooltip = () => tray().setToolTip.mock.calls.at(-1)![0] as string;
  /** The window reads the status, as it does at sign-in: the tray has it from then on. */
  const windowReads = async () => {
    await myStatus.selectable();
    await myStatus.read();
  };
  return {
    desktop,
    shell,
    hooks,
    session,
    events,
    tray,
    menu,
    item,
    statusItems,
    statusItem,
    tooltip,
    server,
    myStatus,
    notify,
    windowReads,
    engine,
    updates,
  };
}

describe('the tray', () => {
  it('offers open, mute for an hour, sign out and quit', async () => {
    const { menu, tray } = await setup();
    expect(Tray.instances).toHaveLength(1);
    expect(tray().image).toBe('/res/tray.png');
    expect(menu().map((i) => i.label)).toEqual([
      'Open Switchboard',
      'Mute notifications for an hour',
      'Sign out',
      'Quit Switchboard',
    ]);
  });

  it('says the unread count in its tooltip', async () => {
    const { desktop, tooltip } = await setup();
    expect(tooltip()).toBe('Switchboard');
    desktop.setUnread(1);
    expect(tooltip()).toBe('Switchboard – 1 unread message');
    desktop.setUnread(12);
    expect(tooltip()).toBe('Switchboard – 12 unread messages');
  });

  it('speaks the chosen language', async () => {
    const { desktop, menu, tooltip } = await setup();
    setProcessLanguage('nl');
    desktop.setUnread(2);
    expect(tooltip()).toBe('Switchboard – 2 ongelezen berichten');
    expect(menu().map((i) => i.label)).toEqual([
      'Switchboard openen',
      'Meldingen een uur dempen',
      'Afmelden',
      'Switchboard afsluiten',
    ]);
  });

  it('checks "mute" while muted, says until when, and un-mutes itself after the hour', async () => {
    vi.useFakeTimers({ now: new Date('2026-05-01T10:00:00') });
    const { desktop, item, tooltip } = await setup();
    expect(item('mute').checked).toBe(false);
    item('mute').click!();
    expect(item('mute').checked).toBe(true);
    expect(tooltip()).toBe('Switchboard\nNotifications muted until 11:00 AM');
    expect((await desktop.state()).mutedUntil).toBeDefined();
    await vi.advanceTimersByTimeAsync(MUTE_MS);
    expect(item('mute').checked).toBe(false);
    expect(tooltip()).toBe('Switchboard');
    expect((await desktop.state()).mutedUntil).toBeUndefined();
  });

  it('un-mutes when "mute" is clicked again', async () => {
    const { item } = await setup();
    item('mute').click!();
    item('mute').click!();
    expect(item('mute').checked).toBe(false);
  });

  it('asks the window to sign out (it asks about unsent messages) and shows it', async () => {
    const { item, session, hooks, events } = await setup();
    const asked: string[] = [];
    events.subscribe((event) => asked.push(event));
    item('signOut').click!();
    // Main does not sign out behind the window's back: only the renderer knows its outbox.
    expect(asked).toEqual(['desktop.signOutAsked']);
    expect(session.signOut).not.toHaveBeenCalled();
    expect(hooks.open).toHaveBeenCalledOnce();
    await session.signOut();
    expect(item('signOut').enabled).toBe(false);
  });

  it('offers "Restart to update" once an update is downloaded and verified, and not before', async () => {
    const { menu, engine, updates } = await setup();
    engine.offered = '1.2.0';
    engine.download.mockImplementationOnce(async (onProgress) => {
      onProgress(40);
      // While it downloads, the menu offers no restart.
      expect(menu().map((i) => i.id)).not.toContain('restartToUpdate');
      return Promise.resolve();
    });
    await updates.check();
    expect(menu().map((i) => i.label)).toEqual([
      'Open Switchboard',
      'Restart to update to 1.2.0',
      'Mute notifications for an hour',
      'Sign out',
      'Quit Switchboard',
    ]);
  });

  it('asks the window to restart (it asks about unsent messages) and shows it', async () => {
    const { item, engine, updates, hooks, events } = await setup();
    engine.offered = '1.2.0';
    await updates.check();
    const asked: string[] = [];
    events.subscribe((event) => asked.push(event));
    item('restartToUpdate').click!();
    // Main restarts only when the window asks: it checks the outbox and calls `updates.restart`.
    expect(asked).toEqual(['updates.restartAsked']);
    expect(engine.quitAndInstall).not.toHaveBeenCalled();
    expect(hooks.open).toHaveBeenCalledOnce();
  });

  it('opens the window from "Open Switchboard" and a click on the icon, and quits from "Quit"', async () => {
    const { item, hooks, tray } = await setup();
    item('open').click!();
    tray().emit('click');
    expect(hooks.open).toHaveBeenCalledTimes(2);
    item('quit').click!();
    expect(hooks.quit).toHaveBeenCalledOnce();
  });

  it('is removed when the app quits', async () => {
    const { tray } = await setup();
    app.emit('will-quit');
    expect(tray().destroy).toHaveBeenCalledOnce();
  });

  it("has the user's status once the window has read it, the current one checked", async () => {
    const { menu, statusItems, windowReads } = await setup();
    expect(menu().map((i) => i.id)).not.toContain('status');
    await windowReads();
    expect(menu().map((i) => i.id)).toEqual(['open', 'status', 'mute', 'signOut', 'quit']);
    expect(menu()[1]!.label).toBe('Status: Available');
    expect(statusItems().map((i) => [i.label, i.type, i.checked])).toEqual([
      ['Available', 'radio', true],
      ['Unavailable', 'radio', false],
      ['Do not disturb', 'radio', false],
      ['In an appointment', 'radio', false],
      ['Do not disturb for 1 hour', undefined, undefined],
      ['Do not disturb on my line (calls do not ring)', 'checkbox', false],
      ['Status message and more…', undefined, undefined],
    ]);
  });

  it('speaks Dutch in the Status menu, with the header’s words for the statuses', async () => {
    const { desktop, menu, statusItems, windowReads } = await setup();
    await windowReads();
    setProcessLanguage('nl');
    // The language service shows the view again when the language changes.
    desktop.refresh();
    expect(menu()[1]!.label).toBe('Status: Beschikbaar');
    expect(statusItems().map((i) => i.label)).toEqual([
      'Beschikbaar',
      'Niet beschikbaar',
      'Niet storen',
      'In een afspraak',
      '1 uur niet storen',
      'Niet storen op mijn lijn (oproepen gaan niet over)',
      'Statusbericht en meer…',
    ]);
  });

  it('sets a status, do not disturb for an hour and the line’s do-not-disturb on the server', async () => {
    vi.useFakeTimers({ now: new Date('2026-05-01T10:00:00'), toFake: ['Date'] });
    const { item, statusItem, server, windowReads } = await setup();
    await windowReads();

    statusItem('status:at_appointment').click!();
    await vi.waitFor(() => expect(statusItem('status:at_appointment').checked).toBe(true));
    expect(server.status).toBe('at_appointment');
    expect(statusItem('status:available').checked).toBe(false);

    statusItem('doNotDisturbHour').click!();
    await vi.waitFor(() =>
      expect(item('status').label).toBe('Status: Do not disturb · until 11:00 AM'),
    );
    expect(server.temporary?.status).toBe('dont_disturb');
    expect(new Date(`${server.temporary!.until.replace(' ', 'T')}Z`)).toEqual(
      new Date('2026-05-01T11:00:00'),
    );
    expect(statusItem('status:dont_disturb').checked).toBe(true);

    statusItem('doNotDisturb').click!();
    await vi.waitFor(() => expect(statusItem('doNotDisturb').checked).toBe(true));
    expect(server.doNotDisturb).toBe(true);
    statusItem('doNotDisturb').click!();
    await vi.waitFor(() => expect(statusItem('doNotDisturb').checked).toBe(false));
  });

  it('shows a status none of the items is (the server set it) checked, not to be picked', async () => {
    const { item, statusItems, server, windowReads } = await setup();
    server.status = 'online';
    await windowReads();
    expect(item('status').label).toBe('Status: Online');
    expect(
      statusItems()
        .filter((i) => i.type === 'radio')
        .map((i) => [i.id, i.checked, i.enabled]),
    ).toEqual([
      ['status:current', true, false],
      ['status:available', false, undefined],
      ['status:unavailable', false, undefined],
      ['status:dont_disturb', false, undefined],
      ['status:at_appointment', false, undefined],
    ]);
  });

  it("opens the window's status menu for the message and other ends", async () => {
    const { statusItem, hooks, events, windowReads } = await setup();
    await windowReads();
    const asked: string[] = [];
    events.subscribe((event) => asked.push(event));
    statusItem('statusMenu').click!();
    expect(asked).toEqual(['desktop.statusMenuAsked']);
    expect(hooks.open).toHaveBeenCalledOnce();
  });

  it('says a refused status in a notification, the menu showing what holds', async () => {
    const { statusItem, server, notify, windowReads } = await setup();
    await windowReads();
    server.refusal = new Error('refused');
    statusItem('status:unavailable').click!();
    await vi.waitFor(() => expect(notify).toHaveBeenCalledOnce());
    expect(notify.mock.calls[0]![0]).toMatchObject({ title: 'Your status was not changed' });
    expect(statusItem('status:available').checked).toBe(true);
  });

  it('says a refused status at the head of the Status menu where no notification can', async () => {
    const { statusItems, statusItem, server, notify, windowReads } = await setup('linux', {
      notifications: false,
    });
    await windowReads();
    server.refusal = new Error('refused');
    statusItem('status:unavailable').click!();
    await vi.waitFor(() => expect(statusItems()[0]!.id).toBe('status:refused'));
    expect(statusItems()[0]).toMatchObject({ enabled: false, label: expect.any(String) as string });
    expect(notify).not.toHaveBeenCalled();
    server.refusal = undefined;
    statusItem('status:unavailable').click!();
    await vi.waitFor(() => expect(statusItem('status:unavailable').checked).toBe(true));
    expect(statusItems().map((i) => i.id)).not.toContain('status:refused');
  });

  it('has no status once signed out', async () => {
    const { menu, session, windowReads } = await setup();
    await windowReads();
    await session.signOut();
    expect(menu().map((i) => i.id)).not.toContain('status');
  });

  it('is the dock on macOS: no tray icon, no "keep in tray", the menu without Quit', async () => {
    const { shell, desktop } = await setup('darwin');
    expect(Tray.instances).toHaveLength(0);
    expect(shell.features.tray).toBe(false);
    expect((await desktop.state()).keepInTray).toBe(false);
    const dockMenu = app.dock.setMenu.mock.calls.at(-1)![0] as { items: Item[] };
    expect(dockMenu.items.filter((i) => i.id).map((i) => i.id)).toEqual([
      'open',
      'mute',
      'signOut',
    ]);
  });

  it('has the Status menu in the dock on macOS too', async () => {
    const { windowReads } = await setup('darwin');
    await windowReads();
    const dockMenu = app.dock.setMenu.mock.calls.at(-1)![0] as { items: Item[] };
    expect(dockMenu.items.filter((i) => i.id).map((i) => i.id)).toEqual([
      'open',
      'status',
      'mute',
      'signOut',
    ]);
  });
});
