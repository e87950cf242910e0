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

type Item = {
  id?: string;
  label?: string;
  checked?: boolean;
  enabled?: boolean;
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
async function setup(platform: NodeJS.Platform = 'linux') {
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
  const desktop = createDesktopService({
    shell,
    preferences: await openPreferences(dir),
    events,
    session,
    onError: vi.fn(),
  });
  const tray = () => Tray.instances[0]!;
  const menu = () =>
    (tray().setContextMenu.mock.calls.at(-1)![0] as { items: Item[] }).items.filter((i) => i.id);
  const item = (id: string) => menu().find((i) => i.id === id)!;
  const tooltip = () => tray().setToolTip.mock.calls.at(-1)![0] as string;
  return { desktop, shell, hooks, session, events, tray, menu, item, tooltip };
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
});
