// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toLogRow } from '../../src/shared/contract';
import { type ChatMessage, type CommunicationFull } from '../../src/shared/interface';
import { CommunicationCache } from '../../src/renderer/cache';
import { formatTimestamp } from '../../src/renderer/cache/timestamps';
import { type AccountData } from '../../src/renderer/data';
import { Settings } from '../../src/renderer/sections/Settings';
import {
  manyMessages,
  useChatWatch,
} from '../../src/renderer/sections/conversations/use-chat-watch';
import { manyMissedCalls, useCallWatch } from '../../src/renderer/shell/use-call-watch';
import { useAppStore } from '../../src/renderer/state/app-store';
import { notifyPrefs, setNotify } from '../../src/renderer/state/notify-prefs';
import { communicationFull } from '../api/fixtures';
import { freshAccount } from '../renderer-data/fake-server';
import { fakeApi, user } from './fake-api';

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

function ChatWatch({ messages, onOpen }: { messages: ChatMessage[]; onOpen: () => void }) {
  useChatWatch({
    api,
    messages,
    openSession: undefined,
    unread: 0,
    marks: { since: 0, sessions: {} },
    me: 'Ann Example',
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
      { title: manyMessages(3), body: 'Bob Builder, Carol Chen' },
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

  it('none once switched off in Settings', () => {
    render(<Settings api={api} user={user} appInfo={null} />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'New messages' });
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    expect(notifyPrefs.getState().messages).toBe(false);
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
    const data = { cache } as unknown as AccountData;
    try {
      render(<CallWatch data={data} />);
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      const first = call('Carol Chen', false);
      await act(async () => {
        await cache.storeRows([toLogRow(call('Dan Dekker', true), true), toLogRow(first, true)]);
      });
      await vi.waitFor(() => expect(shown).toHaveLength(1), { timeout: 5_000 });
      expect(shown[0]).toMatchObject({ title: 'Missed call', body: 'Carol Chen' });
      act(() => shown[0]!.click());
      expect(useAppStore.getState()).toMatchObject({ section: 'history', historyFocus: first.oid });

      await act(async () => {
        await cache.storeRows([
          toLogRow(call('Eve Evers', false), true),
          toLogRow(call('Fay Faber', false), true),
        ]);
      });
      await vi.waitFor(() => expect(shown).toHaveLength(2), { timeout: 5_000 });
      expect(shown[1]).toMatchObject({ title: manyMissedCalls(2) });
      expect(shown[1]!.body.split(', ').sort()).toEqual(['Eve Evers', 'Fay Faber']);

      setNotify('missedCalls', false);
      await act(async () => {
        await cache.storeRows([toLogRow(call('Gus Grant', false), true)]);
      });
      await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
      expect(shown).toHaveLength(2);
    } finally {
      cache.close();
    }
  });
});
