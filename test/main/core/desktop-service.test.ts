import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDesktopService, MUTE_MS } from '../../../src/main/core/desktop-service';
import { createEventBus } from '../../../src/main/common/event-bus';
import { openPreferences } from '../../../src/main/core/preferences';
import {
  noDesktopShell,
  type DesktopShell,
  type DesktopView,
} from '../../../src/main/platform/desktop';
import { type EventPayload, type SessionState } from '../../../src/shared/contract';

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

async function setup(shell: DesktopShell) {
  const events = createEventBus(() => undefined);
  const changes: EventPayload<'desktop.changed'>[] = [];
  events.subscribe((event, payload) => {
    if (event === 'desktop.changed') changes.push(payload as EventPayload<'desktop.changed'>);
  });
  const preferences = await openPreferences(dir);
  const session = {
    current: (): SessionState => signedIn,
    signOut: vi.fn(() => Promise.resolve()),
  };
  const desktop = createDesktopService({ shell, preferences, events, session, onError: vi.fn() });
  return { desktop, events, changes, session };
}

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
});
