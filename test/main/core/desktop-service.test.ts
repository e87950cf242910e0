import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDesktopService, MUTE_MS } from '../../../src/main/core/desktop-service';
import { ApiError } from '../../../src/main/api';
import { createEventBus } from '../../../src/main/common/event-bus';
import { openPreferences } from '../../../src/main/core/preferences';
import {
  noDesktopShell,
  type DesktopActions,
  type DesktopShell,
  type DesktopView,
} from '../../../src/main/platform/desktop';
import { type NotificationRequest } from '../../../src/main/platform/notifications';
import { type EventName, type EventPayload, type SessionState } from '../../../src/shared/contract';
import { scriptedStatusServer, statusHolderOver } from './status-fakes';
import { updateServiceOver } from './update-fakes';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sb-desktop-'));
});
afterEach(async () => {
  vi.useRealTimers();
  await rm(dir, { recursive: true, force: true });
});

const signedIn = {
  status: 'signed-in',
  user: {
    userName: 'ann',
    displayName: 'Ann',
    role: 'user',
    serverUrl: 'https://pbx.example',
    serverLabel: 'pbx.example',
    demo: false,
    remembered: false,
  },
} satisfies SessionState;

/** A desktop like Electron's on Linux: it records every view it was asked to show. */
function recordingShell(overrides: Partial<DesktopShell> = {}) {
  const views: DesktopView[] = [];
  let openAtLogin = false;
  let opensCallLinks = false;
  const shell: DesktopShell = {
    features: { badge: true, tray: true, loginItem: true, callLinks: true },
    loginItem: {
      get: () => Promise.resolve(openAtLogin),
      set: (on) => {
        openAtLogin = on;
        return Promise.resolve();
      },
    },
    callLinks: {
      get: () => opensCallLinks,
      set: (on) => {
        opensCallLinks = on;
        return true;
      },
    },
    connect: vi.fn(),
    show: (view) => views.push(view),
    ...overrides,
  };
  return { shell, views, last: () => views.at(-1)! };
}

async function setup(shell: DesktopShell, options: { notifications?: boolean } = {}) {
  const events = createEventBus(() => undefined);
  const changes: EventPayload<'desktop.changed'>[] = [];
  const told: { event: EventName; payload: unknown }[] = [];
  events.subscribe((event, payload) => {
    if (event === 'desktop.changed') changes.push(payload as EventPayload<'desktop.changed'>);
    told.push({ event, payload });
  });
  const preferences = await openPreferences(dir);
  const session = {
    current: (): SessionState => signedIn,
    signOut: vi.fn(() => Promise.resolve()),
  };
  const { server, client } = scriptedStatusServer();
  const myStatus = statusHolderOver(client, events, session.current);
  const notified: NotificationRequest[] = [];
  const notifications = {
    supported: () => options.notifications ?? true,
    reportsClicks: true,
    show: (request: NotificationRequest) => void notified.push(request),
  };
  const onError = vi.fn();
  const desktop = createDesktopService({
    shell,
    preferences,
    events,
    session,
    myStatus,
    updates: updateServiceOver(
      { supported: false, reason: 'browser-host' },
      { events, preferences },
    ),
    notifications,
    onError,
  });
  const toldOf = (name: EventName) => told.filter((t) => t.event === name).map((t) => t.payload);
  return { desktop, events, changes, session, myStatus, server, notified, toldOf, onError };
}

/** The actions the service connected to the shell (the tray's menu items call them). */
const actionsOf = (shell: DesktopShell) =>
  (shell.connect as ReturnType<typeof vi.fn>).mock.calls[0]![0] as DesktopActions;

describe('the desktop service', () => {
  it('shows the unread count the renderer sends, and clears it at sign-out', async () => {
    const { shell, last } = recordingShell();
    const { desktop, events } = await setup(shell);
    desktop.setUnread(4);
    expect(last()).toMatchObject({ unread: 4, signedIn: true });
    events.emit('session.changed', { status: 'signed-out', canResume: false });
    expect(last()).toMatchObject({ unread: 0, signedIn: false });
  });

  it('mutes notifications for an hour, tells the renderer, and un-mutes itself', async () => {
    vi.useFakeTimers({ now: new Date('2026-05-01T10:00:00Z') });
    const { shell, last } = recordingShell();
    const { desktop, changes } = await setup(shell);
    desktop.setMuted(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(changes).toHaveLength(1);
    expect(changes[0]!.mutedUntil).toBe('2026-05-01T11:00:00.000Z');
    expect(last().mutedUntil?.toISOString()).toBe('2026-05-01T11:00:00.000Z');
    await vi.advanceTimersByTimeAsync(MUTE_MS - 1);
    expect(last().mutedUntil).toBeDefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(last().mutedUntil).toBeUndefined();
    expect(changes.at(-1)!.mutedUntil).toBeUndefined();
    desktop.dispose();
  });

  it('keeps "keep running in the tray" on by default, and the choice in preferences.json', async () => {
    const { shell, last } = recordingShell();
    const { desktop, changes } = await setup(shell);
    expect((await desktop.state()).keepInTray).toBe(true);
    expect(await desktop.setKeepInTray(false)).toMatchObject({ keepInTray: false });
    expect(last().keepInTray).toBe(false);
    expect(changes.at(-1)!.keepInTray).toBe(false);
    const saved = JSON.parse(await readFile(join(dir, 'preferences.json'), 'utf8')) as object;
    expect(saved).toMatchObject({ keepInTray: false });
  });

  it('turns the login item on and off through the host', async () => {
    const { shell } = recordingShell();
    const { desktop } = await setup(shell);
    expect((await desktop.state()).openAtLogin).toBe(false);
    expect(await desktop.setOpenAtLogin(true)).toMatchObject({ openAtLogin: true });
    expect((await desktop.state()).openAtLogin).toBe(true);
  });

  it('says so in a sentence when the system refuses the login item', async () => {
    const { shell } = recordingShell({
      loginItem: {
        get: () => Promise.resolve(false),
        set: () => Promise.reject(new Error('EACCES')),
      },
    });
    const { desktop } = await setup(shell);
    await expect(desktop.setOpenAtLogin(true)).rejects.toMatchObject({
      info: {
        sentence:
          "Switchboard couldn't change whether it starts when you sign in to your computer. Please try again.",
      },
    });
  });

  it('makes Switchboard the app for call links and lets go of them, telling the renderer', async () => {
    const { shell } = recordingShell();
    const { desktop, changes } = await setup(shell);
    expect((await desktop.state()).opensCallLinks).toBe(false);
    expect(await desktop.setOpensCallLinks(true)).toMatchObject({ opensCallLinks: true });
    expect(changes.at(-1)).toMatchObject({ opensCallLinks: true });
    expect(await desktop.setOpensCallLinks(false)).toMatchObject({ opensCallLinks: false });
  });

  it('says what to do when the system keeps call links from Switchboard', async () => {
    const { shell } = recordingShell({ callLinks: { get: () => false, set: () => false } });
    const { desktop } = await setup(shell);
    await expect(desktop.setOpensCallLinks(true)).rejects.toMatchObject({
      info: {
        sentence:
          "Your computer didn't let Switchboard open phone links. Choose Switchboard for them in your system's default apps settings.",
      },
    });
  });

  it('reports everything unavailable in the browser host, and refuses to change it', async () => {
    const { desktop } = await setup(noDesktopShell);
    expect(await desktop.state()).toEqual({
      features: { badge: false, tray: false, loginItem: false, callLinks: false },
      keepInTray: false,
      openAtLogin: false,
      opensCallLinks: false,
    });
    const unavailable = {
      info: { sentence: "This isn't available in this version of Switchboard." },
    };
    await expect(desktop.setKeepInTray(true)).rejects.toMatchObject(unavailable);
    await expect(desktop.setOpenAtLogin(true)).rejects.toMatchObject(unavailable);
    await expect(desktop.setOpensCallLinks(true)).rejects.toMatchObject(unavailable);
  });

  it("shows the user's status once read, with the selectable statuses; none at sign-out", async () => {
    const { shell, last } = recordingShell();
    const { myStatus, events } = await setup(shell);
    expect(last().status).toBeUndefined();
    await myStatus.read();
    expect(last().status).toEqual({
      current: 'available',
      temporary: undefined,
      selectable: [],
      doNotDisturb: false,
      refused: undefined,
    });
    await myStatus.selectable();
    expect(last().status?.selectable).toEqual([
      'available',
      'unavailable',
      'dont_disturb',
      'at_appointment',
    ]);
    events.emit('session.changed', { status: 'signed-out', canResume: false });
    expect(last().status).toBeUndefined();
  });

  it('changes the status from the tray: on the server, in the tray and in the windows', async () => {
    vi.useFakeTimers({ now: new Date('2026-05-01T10:00:00Z'), toFake: ['Date'] });
    const { shell, last } = recordingShell();
    const { myStatus, server, toldOf } = await setup(shell);
    await myStatus.read();
    const actions = actionsOf(shell);

    actions.setStatus('at_appointment');
    await vi.waitFor(() => expect(last().status?.current).toBe('at_appointment'));
    expect(server.status).toBe('at_appointment');
    expect(toldOf('status.changed').at(-1)).toMatchObject({ status: 'at_appointment' });

    actions.setTemporaryStatus('dont_disturb', new Date('2026-05-01T11:00:00Z'));
    await vi.waitFor(() =>
      expect(last().status?.temporary).toEqual({
        status: 'dont_disturb',
        until: new Date('2026-05-01T11:00:00Z'),
      }),
    );
    expect(server.temporary).toEqual({ status: 'dont_disturb', until: '2026-05-01 11:00:00' });
    expect(last().status?.current).toBe('dont_disturb');

    actions.setDoNotDisturb(true);
    await vi.waitFor(() => expect(last().status?.doNotDisturb).toBe(true));
    expect(toldOf('status.changed').at(-1)).toMatchObject({ doNotDisturb: true });
  });

  it("says a refusal in a notification, whose click opens the window's status menu", async () => {
    const { shell, views, last } = recordingShell();
    const { myStatus, server, notified, toldOf } = await setup(shell);
    await myStatus.read();
    const shown = views.length;
    const refusal = new ApiError({
      kind: 'service',
      operation: 'mePhone.setStatus',
      status: 400,
      code: 10203,
    });
    server.refusal = refusal;
    actionsOf(shell).setStatus('unavailable');
    await vi.waitFor(() => expect(notified).toHaveLength(1));
    expect(notified[0]).toMatchObject({
      title: 'Your status was not changed',
      body: refusal.sentence,
    });
    // The tray shows what holds again (its radio item had checked itself).
    expect(views.length).toBeGreaterThan(shown);
    expect(last().status?.current).toBe('available');
    expect(toldOf('desktop.statusMenuAsked')).toEqual([]);
    notified[0]!.onClick!();
    expect(toldOf('desktop.statusMenuAsked')).toEqual([{}]);
  });

  it('says a refusal in the tray’s Status menu where the system shows no notifications', async () => {
    const { shell, last } = recordingShell();
    const { myStatus, server, notified, onError } = await setup(shell, { notifications: false });
    await myStatus.read();
    server.refusal = new Error('socket hang up');
    const actions = actionsOf(shell);
    actions.setDoNotDisturb(true);
    await vi.waitFor(() => expect(last().status?.refused).toBeDefined());
    // Not a service's answer: logged, and said in general words.
    expect(onError).toHaveBeenCalledWith('status', server.refusal);
    expect(last().status?.refused).toMatch(/\w+/);
    expect(last().status?.doNotDisturb).toBe(false);
    expect(notified).toEqual([]);
    // Until the tray's next change.
    server.refusal = undefined;
    actions.setDoNotDisturb(true);
    await vi.waitFor(() => expect(last().status?.doNotDisturb).toBe(true));
    expect(last().status?.refused).toBeUndefined();
  });

  it('asks the window for its status menu (the message, other ends)', async () => {
    const { shell } = recordingShell();
    const { toldOf } = await setup(shell);
    actionsOf(shell).openStatusMenu();
    expect(toldOf('desktop.statusMenuAsked')).toEqual([{}]);
  });
});
