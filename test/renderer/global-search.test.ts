import { describe, expect, it } from 'vitest';
import { type CachedCommunication } from '../../src/renderer/cache';
import { sortKey } from '../../src/renderer/cache/sort-key';
import { conversationsOf, groupResults, markMatches } from '../../src/renderer/state/global-search';
import { type ChatMessage } from '../../src/shared/interface';

function chat(oid: string, date: string, text: string, session = '70'): CachedCommunication {
  const full = {
    oid,
    objectType: 'XCCUserChat',
    commonName: 'Chat Alice <-> Bob Jansen',
    subject: text,
    date,
    incoming: true,
    hasAttachment: false,
    participants: [],
    chatSession: {
      oid: session,
      objectType: 'XCCChatSession',
      commonName: 'Chat Alice <-> Bob Jansen',
    },
    from: { commonName: 'Bob Jansen', objectType: 'Addressee' },
  } as unknown as ChatMessage;
  return {
    oid,
    sortKey: sortKey(date, oid),
    kind: 'XCCUserChat',
    item: { oid, objectType: 'XCCUserChat', commonName: full.commonName, subject: text, date },
    full,
  } as unknown as CachedCommunication;
}

function call(oid: string, date: string, name: string): CachedCommunication {
  return {
    oid,
    sortKey: sortKey(date, oid),
    kind: 'CallLog',
    item: { oid, objectType: 'CallLog', commonName: name, subject: '', date },
  } as unknown as CachedCommunication;
}

const base = { people: [], conversations: [], me: 'Alice', groupNames: new Map<string, string>() };

describe('the global search’s groups', () => {
  it('keeps messages whose text matches, newest first, local before the server’s copy', () => {
    const cached = [
      chat('11', '2024-01-02 10:00:00', 'The INVOICE is paid'),
      chat('10', '2024-01-01 10:00:00', 'nothing here'),
      call('12', '2024-01-03 10:00:00', 'Invoice desk <- Alice'),
    ];
    const server = [
      chat('5', '2020-01-01 10:00:00', 'old invoice'),
      chat('11', '2024-01-02 10:00:00', 'The INVOICE is paid'),
    ];
    const groups = groupResults({ ...base, query: 'invoice', cached, server });
    expect(groups.messages.map((m) => [m.oid, m.fromServer, m.conversation])).toEqual([
      ['11', false, 'Bob Jansen'],
      ['5', true, 'Bob Jansen'],
    ]);
    expect(groups.history.map((h) => [h.oid, h.kind, h.name])).toEqual([
      ['12', 'incoming', 'Invoice desk <- Alice'],
    ]);
  });

  it('names a History entry by its other party, as History does, not the server’s name', () => {
    const missed = {
      ...call('20', '2024-02-01 09:00:00', 'Emma Jansen to Alice, 2024-02-01 09:00:00'),
      full: {
        oid: '20',
        objectType: 'CallLog',
        commonName: 'Emma Jansen to Alice, 2024-02-01 09:00:00',
        subject: 'Missed call',
        date: '2024-02-01 09:00:00',
        incoming: true,
        participants: [
          { oid: '1', objectType: 'Addressee', commonName: 'Emma Jansen', role: 'rtFrom' },
          { oid: '2', objectType: 'Addressee', commonName: 'Alice', role: 'rtTo' },
        ],
      },
    } as unknown as CachedCommunication;
    missed.item.subject = 'Missed call';
    for (const query of ['jansen', 'missed']) {
      const groups = groupResults({ ...base, query, cached: [missed], server: [] });
      expect(groups.history.map((h) => h.name)).toEqual(['Emma Jansen']);
    }
  });

  it('lists each conversation once, by the words of its name, a group by its own name', () => {
    const messages = [
      chat('1', '2024-01-01 10:00:00', 'a'),
      chat('2', '2024-01-01 11:00:00', 'b', '71'),
    ].map((row) => row.full as ChatMessage);
    const conversations = conversationsOf(messages, 'Alice', new Map([['71', 'Sales team']]));
    expect(conversations).toEqual([
      { session: '70', name: 'Bob Jansen' },
      { session: '71', name: 'Sales team' },
    ]);
    const found = (query: string) =>
      groupResults({ ...base, query, conversations, cached: [], server: [] }).conversations;
    expect(found('jansen bob').map((c) => c.session)).toEqual(['70']);
    expect(found('sales').map((c) => c.session)).toEqual(['71']);
    expect(found('  ')).toEqual([]);
  });
});

describe('markMatches', () => {
  it('marks each word typed, in any case, and cuts a long text around the first match', () => {
    expect(markMatches('Pay the Invoice today', 'invoice')).toEqual([
      { text: 'Pay the ', match: false },
      { text: 'Invoice', match: true },
      { text: ' today', match: false },
    ]);
    expect(
      markMatches('a+b (c)', 'a+b (c)')
        .filter((p) => p.match)
        .map((p) => p.text),
    ).toEqual(['a+b', '(c)']);
    const long = `${'x'.repeat(300)} needle ${'y'.repeat(300)}`;
    const parts = markMatches(long, 'needle');
    const text = parts.map((p) => p.text).join('');
    expect(text.startsWith('…')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(parts.some((p) => p.match && p.text === 'needle')).toBe(true);
    expect(markMatches('plain', '')).toEqual([{ text: 'plain', match: false }]);
  });
});
