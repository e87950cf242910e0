// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { act, cleanup, render } from './render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatTimestamp, type ChatMessage } from '../../src/shared/interface';
import { type AccountData } from '../../src/renderer/data';
import { I18nProvider } from '../../src/renderer/i18n/I18nProvider';
import { AccountDataStateProvider } from '../../src/renderer/data/AccountDataProvider';
import { useChatWatch } from '../../src/renderer/shell/use-chat-watch';
import { Shell } from '../../src/renderer/shell/Shell';
import { useAppStore } from '../../src/renderer/state/app-store';
import { desktopState } from '../../src/renderer/state/desktop';
import { clearUnread, setUnread, unreadCounts } from '../../src/renderer/state/unread';
import { followUnread } from '../../src/renderer/data/unread';
import { type ChatLogRead } from '../../src/renderer/data/use-chat-log';
import { type ReadState } from '../../src/renderer/data/read-state';
import { type CachedCommunication } from '../../src/renderer/cache';
import { createStore } from 'zustand/vanilla';
import { type DesktopState } from '../../src/shared/contract';
import { fakeApi, user } from './fake-api';

const desktop: DesktopState = {
  features: { badge: true, tray: true, loginItem: true, callLinks: true },
  keepInTray: true,
  openAtLogin: false,
  opensCallLinks: false,
};

/** The unread counts followed in a test, stopped after it. */
const following: (() => void)[] = [];
afterEach(() => {
  cleanup();
  for (const stop of following.splice(0)) stop();
});
beforeEach(() => {
  useAppStore.setState({ section: 'people' });
  desktopState.setState({ state: desktop });
  clearUnread();
});

const answers = {
  'me.info': () => ({ ok: true, value: { person: { oid: '2', commonName: 'Ann' } } }) as const,
  'desktop.setUnread': () => ({ ok: true, value: undefined }) as const,
  'desktop.notify': () => ({ ok: true, value: { clicked: false } }) as const,
};

/** A shared read of the local data that has answered `value` (undefined: not yet). */
function readOf<T>(value: T | undefined) {
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    answer(next: T) {
      value = next;
      for (const listener of listeners) listener();
    },
  };
}

const noMarks: ReadState = { since: '', sessions: {}, receipts: {}, pending: [] };

/** The shell, and the account's unread count followed as its local data does (no reads yet). */
function renderShell() {
  const fake = fakeApi(answers);
  const stop = followUnread({
    api: fake.api,
    chatLog: readOf<ChatLogRead>(undefined),
    readMarks: createStore(() => noMarks),
    recentCalls: readOf<CachedCommunication[]>(undefined),
  });
  following.push(stop);
  const view = render(
    <AccountDataStateProvider value={{ status: 'opening' }}>
      <Shell api={fake.api} user={user} />
    </AccountDataStateProvider>,
  );
  const sent = () =>
    fake.invoke.mock.calls.filter(([call]) => call === 'desktop.setUnread').map(([, args]) => args);
  return { ...fake, ...view, sent, stop };
}

/** The count in `(N) Section – Switchboard`, 0 when there is none. */
const titleCount = () => Number(/^\((\d+)\) /.exec(document.title)?.[1] ?? 0);

describe('the unread count on the desktop', () => {
  it('sends main the same count the window title shows, each time it changes', () => {
    const { sent } = renderShell();
    for (const count of [3, 12, 0]) {
      act(() => setUnread('chats', count));
      expect(titleCount()).toBe(count);
      expect(sent().at(-1)).toEqual({ count: titleCount() });
    }
    expect(document.title).toBe('People – Switchboard');
  });

  it('counts unread messages and missed calls not seen together', () => {
    const { sent } = renderShell();
    act(() => setUnread('chats', 2));
    act(() => setUnread('missedCalls', 3));
    expect(document.title).toBe('(5) People – Switchboard');
    expect(sent().at(-1)).toEqual({ count: 5 });
    act(() => setUnread('missedCalls', 0));
    expect(document.title).toBe('(2) People – Switchboard');
  });

  it('keeps the count in the title of every section', () => {
    renderShell();
    act(() => setUnread('chats', 2));
    expect(document.title).toBe('(2) People – Switchboard');
    act(() => useAppStore.getState().setSection('favorites'));
    expect(document.title).toBe('(2) Favorites – Switchboard');
  });

  it("clears the count, on screen and in main, when the account's data closes (sign-out)", () => {
    const { stop, sent } = renderShell();
    act(() => setUnread('chats', 5));
    act(() => setUnread('missedCalls', 1));
    act(() => stop());
    expect(unreadCounts.getState()).toEqual({ chats: 0, missedCalls: 0 });
    expect(document.title).toBe('People – Switchboard');
    expect(sent().at(-1)).toEqual({ count: 0 });
  });

  it('counts the unread messages after the read marks, and again when a mark moves', () => {
    const fake = fakeApi(answers);
    const log = readOf<ChatLogRead>(undefined);
    const marks = createStore(() => ({
      ...noMarks,
      sessions: { s: { asOf: '', count: 2 } },
    }));
    const stop = followUnread({
      api: fake.api,
      chatLog: log,
      readMarks: marks,
      recentCalls: readOf<CachedCommunication[]>([]),
    });
    const messages = [message('m1'), message('m2')];
    log.answer({ rows: [], revision: '1', messages });
    // Two by the inbox, and the two incoming messages after its (empty) mark.
    expect(unreadCounts.getState().chats).toBe(4);
    marks.setState({ sessions: { s: { asOf: '\uffff', count: 0 } } });
    expect(unreadCounts.getState().chats).toBe(0);
    stop();
  });

  it("leaves the badge to main in the desktop app, and uses the page's Badging API in the browser host", () => {
    const setAppBadge = vi.fn(() => Promise.resolve());
    Object.assign(navigator, { setAppBadge, clearAppBadge: vi.fn(() => Promise.resolve()) });
    renderShell();
    act(() => setUnread('chats', 4));
    expect(setAppBadge).not.toHaveBeenCalled();
    act(() =>
      desktopState.setState({
        state: {
          ...desktop,
          features: { badge: false, tray: false, loginItem: false, callLinks: false },
        },
      }),
    );
    expect(setAppBadge).toHaveBeenLastCalledWith(4);
  });
});

function message(oid: string): ChatMessage {
  return {
    oid,
    date: formatTimestamp(Date.now()),
    incoming: true,
    subject: `text ${oid}`,
    participants: [{ oid: 'p', role: 'rtFrom', commonName: 'Bob' }],
    chatSession: { oid: 's', commonName: 'Chat Ann <-> Bob' },
  } as ChatMessage;
}

describe("the tray's mute", () => {
  /** A new message arrives after the first look; returns the notifications asked of main. */
  function arrive(state: DesktopState) {
    desktopState.setState({ state });
    const fake = fakeApi(answers);
    const data = { sync: { syncNow: vi.fn(() => Promise.resolve()) } } as unknown as AccountData;
    const props = {
      api: fake.api,
      data,
      messages: [] as ChatMessage[],
      openSession: undefined,
      since: '',
      me: 'Ann',
      groupName: () => undefined,
      onOpen: vi.fn(),
    };
    const { rerender, unmount } = renderHook((p: typeof props) => useChatWatch(p), {
      initialProps: props,
      wrapper: I18nProvider,
    });
    act(() => rerender({ ...props, messages: [message('m1')] }));
    unmount();
    return fake.invoke.mock.calls.filter(([call]) => call === 'desktop.notify');
  }

  it('shows no notification for a new message while notifications are muted', () => {
    const mutedUntil = new Date(Date.now() + 3_600_000).toISOString();
    expect(arrive({ ...desktop, mutedUntil })).toEqual([]);
  });

  it('shows it again once the hour is over', () => {
    const mutedUntil = new Date(Date.now() - 1).toISOString();
    expect(arrive({ ...desktop, mutedUntil })).toEqual([
      ['desktop.notify', { title: 'Bob', body: 'text m1' }],
    ]);
    expect(arrive(desktop)).toHaveLength(1);
  });
});
