// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BridgeError, toLogRow } from '../../src/shared/contract';
import {
  formatTimestamp,
  type ChatMessage,
  type CommunicationFull,
} from '../../src/shared/interface';
import { CommunicationCache } from '../../src/renderer/cache';
import { type AccountData } from '../../src/renderer/data';
import { applyLanguage } from '../../src/renderer/i18n/language-store';
import { NotificationSettings } from '../../src/renderer/sections/NotificationSettings';
import { useChatWatch } from '../../src/renderer/shell/use-chat-watch';
import { useCallWatch } from '../../src/renderer/shell/use-call-watch';
import { useAppStore } from '../../src/renderer/state/app-store';
import { preferences, setNotify } from '../../src/renderer/state/preferences';
import { communicationFull } from '../api/fixtures';
import { freshAccount, readNow } from '../renderer-data/fake-server';
import { fakeApi } from './fake-api';
import { act, cleanup, fireEvent, render, screen } from './render';

/**
 * Desktop notifications as the user meets them: one for several messages or missed calls that
 * arrive at once, none of a kind switched off in Settings, and a missed call's click opening it
 * in History.
 */
interface Shown {
  title: string;
  body: string;
  click: () => void;
}
let shown: Shown[] = [];

beforeEach(() => {
  shown = [];
  // The page's Notification API, granted and recorded.
  class RecordingNotification {
    static permission = 'granted';
    static requestPermission = () => Promise.resolve('granted');
    onclick: (() => void) | null = null;
    constructor(title: string, options: { body: string }) {
      shown.push({ title, body: options.body, click: () => this.onclick?.() });
    }
    close() {}
  }
  vi.stubGlobal('Notification', RecordingNotification);
  setNotify('messages', true);
  setNotify('missedCalls', true);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  return applyLanguage('en');
});

const { api } = fakeApi({
  'me.info': () => ({ ok: false, error: { kind: 'internal', sentence: 'x', transient: false } }),
});

let nextOid = 5000;
const now = () => formatTimestamp(Date.now());

function messageFrom(sender: string, session: string, text: string): ChatMessage {
  return {
    oid: String(nextOid++),
    objectType: 'XCCUserChat',
    commonName: `${sender} to Ann Example`,
    subject: text,
    date: now(),
    incoming: true,
    hasAttachment: false,
    participants: [{ oid: '1', objectType: 'Addressee', commonName: sender, role: 'rtFrom' }],
    chatSession: {
      oid: session,
      objectType: 'XCCChatSession',
      commonName: `Chat Ann Example <-> ${sender}`,
    },
  };
}

function ChatWatch({
  messages,
  onOpen,
  groups = {},
}: {
  messages: ChatMessage[];
  onOpen: () => void;
  /** The group chats' names by session, as the data layer has read them. */
  groups?: Record<string, string>;
}) {
  useChatWatch({
    api,
    messages,
    openSession: undefined,
    since: '',
    me: 'Ann Example',
    groupName: (session) => groups[session],
    onOpen,
  });
  return null;
}

describe('new messages', () => {
  it('several at once are one notification, which opens the newest thread', () => {
    const onOpen = vi.fn();
    const { rerender } = render(<ChatWatch messages={[]} onOpen={onOpen} />);
    const burst = [
      messageFrom('Bob Builder', '400', 'one'),
      messageFrom('Bob Builder', '400', 'two'),
      messageFrom('Carol Chen', '401', 'three'),
    ];
    rerender(<ChatWatch messages={burst} onOpen={onOpen} />);
    expect(shown.map(({ title, body }) => ({ title, body }))).toEqual([
      { title: '3 new messages', body: 'Bob Builder and Carol Chen' },
    ]);
    shown[0]!.click();
    expect(onOpen).toHaveBeenCalledWith('401', 'Carol Chen');

    rerender(
      <ChatWatch
        messages={[...burst, messageFrom('Bob Builder', '400', 'four')]}
        onOpen={onOpen}
      />,
    );
    expect(shown.at(-1)).toMatchObject({ title: 'Bob Builder', body: 'four' });
  });

  it("a message in a group chat names its sender and the group, and opens it by the group's name", () => {
    const onOpen = vi.fn();
    const groups = { '402': 'Launch crew' };
    const { rerender } = render(<ChatWatch messages={[]} onOpen={onOpen} groups={groups} />);
    rerender(
      <ChatWatch
        messages={[messageFrom('Bob Builder', '402', 'Lift-off at nine')]}
        onOpen={onOpen}
        groups={groups}
      />,
    );
    expect(shown.map(({ title, body }) => ({ title, body }))).toEqual([
      { title: 'Bob Builder in Launch crew', body: 'Lift-off at nine' },
    ]);
    shown[0]!.click();
    expect(onOpen).toHaveBeenCalledWith('402', 'Launch crew');
  });

  it('says how many and from whom in the language the user chose', async () => {
    await applyLanguage('nl');
    const { rerender } = render(<ChatWatch messages={[]} onOpen={vi.fn()} />);
    rerender(
      <ChatWatch
        messages={[
          messageFrom('Bob Builder', '400', 'een'),
          messageFrom('Carol Chen', '401', 'twee'),
        ]}
        onOpen={vi.fn()}
      />,
    );
    expect(shown.map(({ title, body }) => ({ title, body }))).toEqual([
      { title: '2 nieuwe berichten', body: 'Bob Builder en Carol Chen' },
    ]);
  });

  it('none once switched off in Settings', () => {
    render(<NotificationSettings />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', {
      name: 'Show a desktop notification for each new message',
    });
    expect(box.checked).toBe(true);
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', {
        name: 'Show a desktop notification for each missed call',
      }).checked,
    ).toBe(true);
    fireEvent.click(box);
    expect(preferences.getState().notify.messages).toBe(false);
    expect(JSON.parse(localStorage.getItem('switchboard.notifications') ?? '{}')).toMatchObject({
      messages: false,
    });
    cleanup();
    const { rerender } = render(<ChatWatch messages={[]} onOpen={vi.fn()} />);
    rerender(<ChatWatch messages={[messageFrom('Bob Builder', '400', 'hi')]} onOpen={vi.fn()} />);
    expect(shown).toEqual([]);
  });
});

function call(name: string, answered: boolean): CommunicationFull {
  return {
    ...communicationFull,
    oid: String(nextOid++),
    commonName: `${name} to Ann Example`,
    subject: answered ? 'Incoming call' : 'Missed call',
    date: now(),
    durationSec: answered ? 30 : 0,
    callAnswerTimeSec: answered ? 4 : 0,
    // A missed call reaches the app not yet seen (the server's `displayed`).
    displayed: answered,
    incoming: true,
    participants: [
      { oid: '1', objectType: 'Addressee', commonName: name, role: 'rtFrom', address: '0612' },
    ],
  };
}

function CallWatch({ data }: { data: AccountData }) {
  useCallWatch(api, data);
  return null;
}

describe('missed calls', () => {
  it('reach the cache and show one notification for several; a click opens the call in History', async () => {
    const cache = await CommunicationCache.open({ account: freshAccount() });
    const data = { cache, openedAt: Date.now() } as unknown as AccountData;
    try {
      render(<CallWatch data={data} />);
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      const first = call('Carol Chen', false);
      await act(async () => {
        await cache.storeRows([
          toLogRow(call('Dan Dekker', true), true, readNow()),
          toLogRow(first, true, readNow()),
        ]);
      });
      await vi.waitFor(() => expect(shown).toHaveLength(1), { timeout: 5_000 });
      expect(shown[0]).toMatchObject({ title: 'Missed call', body: 'Carol Chen' });
      act(() => shown[0]!.click());
      expect(useAppStore.getState()).toMatchObject({ section: 'history', historyFocus: first.oid });

      await act(async () => {
        await cache.storeRows([
          toLogRow(call('Eve Evers', false), true, readNow()),
          toLogRow(call('Fay Faber', false), true, readNow()),
        ]);
      });
      await vi.waitFor(() => expect(shown).toHaveLength(2), { timeout: 5_000 });
      expect(shown[1]).toMatchObject({ title: '2 missed calls' });
      expect(shown[1]!.body.split(' and ').sort()).toEqual(['Eve Evers', 'Fay Faber']);

      setNotify('missedCalls', false);
      await act(async () => {
        await cache.storeRows([toLogRow(call('Gus Grant', false), true, readNow())]);
      });
      await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
      expect(shown).toHaveLength(2);
    } finally {
      cache.close();
    }
  });
});

/** The call watch over a fresh cache into which `calls` arrive: the notifications it showed. */
async function announcedOf(calls: CommunicationFull[]) {
  const cache = await CommunicationCache.open({ account: freshAccount() });
  const data = { cache, openedAt: Date.now() } as unknown as AccountData;
  try {
    render(<CallWatch data={data} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await act(async () => {
      await cache.storeRows(calls.map((c) => toLogRow(c, true, readNow())));
    });
    await vi.waitFor(() => expect(shown).toHaveLength(1), { timeout: 5_000 });
    return shown;
  } finally {
    cache.close();
  }
}

describe('a missed call already seen', () => {
  it('is not news: looked at on the phone, or from before the sign-in', async () => {
    const announced = await announcedOf([
      { ...call('Jan Jansen', false), displayed: true },
      call('Kim Kok', false),
    ]);
    expect(announced[0]).toMatchObject({ title: 'Missed call', body: 'Kim Kok' });
  });
});

describe('a missed call that left a message', () => {
  it('is announced as a voicemail only, not also as a missed call', async () => {
    const announced = await announcedOf([
      { ...call('Hal Hendriks', false), voicemail: true },
      call('Ida Ivens', false),
    ]);
    expect(announced[0]).toMatchObject({ title: 'Missed call', body: 'Ida Ivens' });
  });
});

describe("a missed call's buttons (the desktop app's native notification)", () => {
  const withPerson = (name: string): CommunicationFull => {
    const missed = call(name, false);
    return {
      ...missed,
      participants: missed.participants.map((p) => ({
        ...p,
        person: { oid: '77', objectType: 'Person', commonName: name },
      })),
    };
  };

  async function missedWith(
    choice: { clicked: boolean; action?: number },
    placed: () => Promise<void>,
  ) {
    // Electron denies the page's permission: main shows the notification and says what was chosen.
    vi.stubGlobal('Notification', { permission: 'denied' });
    const { api: desktopApi, invoke } = fakeApi({
      'desktop.notify': () => ({ ok: true, value: choice }),
      'people.chatSession': () => ({ ok: true, value: { session: '900', disabled: false } }),
    });
    const cache = await CommunicationCache.open({ account: freshAccount() });
    const phone = { call: vi.fn(placed) };
    const data = { cache, phone, openedAt: Date.now() } as unknown as AccountData;
    function Watch() {
      useCallWatch(desktopApi, data);
      return null;
    }
    render(<Watch />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await act(async () => {
      await cache.storeRows([toLogRow(withPerson('Carol Chen'), true, readNow())]);
    });
    await vi.waitFor(() =>
      expect(invoke).toHaveBeenCalledWith('desktop.notify', {
        title: 'Missed call',
        body: 'Carol Chen',
        actions: ['Call back', 'Message'],
      }),
    );
    return { phone, invoke, close: () => cache.close() };
  }

  it('Call back places the call to their number', async () => {
    const { phone, close } = await missedWith({ clicked: true, action: 0 }, () =>
      Promise.resolve(),
    );
    await vi.waitFor(() => expect(phone.call).toHaveBeenCalledWith('0612'));
    close();
  });

  it('Call back refused: "Call a number" opens with the number and the sentence', async () => {
    const sentence = 'Your phone is not registered.';
    useAppStore.setState({ dialer: null });
    const { close } = await missedWith({ clicked: true, action: 0 }, () =>
      Promise.reject(new BridgeError({ kind: 'invalid-request', sentence, transient: false })),
    );
    await vi.waitFor(() =>
      expect(useAppStore.getState().dialer).toEqual({ number: '0612', error: sentence }),
    );
    close();
  });

  it('Message opens the chat with them', async () => {
    const { invoke, close } = await missedWith({ clicked: true, action: 1 }, () =>
      Promise.resolve(),
    );
    await vi.waitFor(() =>
      expect(useAppStore.getState()).toMatchObject({
        section: 'conversations',
        pendingChat: { session: '900', name: 'Carol Chen' },
      }),
    );
    expect(invoke).toHaveBeenCalledWith('people.chatSession', { person: '77' });
    close();
  });
});

describe('the switches kept in this profile', () => {
  const read = async (stored: string) => {
    localStorage.setItem('switchboard.notifications', stored);
    vi.resetModules();
    const fresh = await import('../../src/renderer/state/preferences');
    return fresh.preferences.getState().notify;
  };

  it('read the one switch for new messages kept before the per-kind ones', async () => {
    expect(await read('off')).toEqual({ messages: false, missedCalls: true, voicemail: true });
    expect(await read('on')).toEqual({ messages: true, missedCalls: true, voicemail: true });
  });

  it('read a damaged value as every kind on', async () => {
    expect(await read('{"messages":"no"')).toEqual({
      messages: true,
      missedCalls: true,
      voicemail: true,
    });
    expect(await read('{"missedCalls":false}')).toEqual({
      messages: true,
      missedCalls: false,
      voicemail: true,
    });
  });
});
