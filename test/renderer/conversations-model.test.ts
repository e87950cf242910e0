import { describe, expect, it } from 'vitest';
import { type ChatMessage } from '../../src/shared/interface';
import { type OutboxMessage } from '../../src/renderer/outbox';
import {
  countUnread,
  filterByName,
  partyName,
  summarize,
} from '../../src/renderer/state/conversation-list';
import { readMarkOf, type ReadState } from '../../src/renderer/data/read-state';
import { linkify } from '../../src/renderer/sections/conversations/linkify';
import { buildRows, fileSize, senderOf } from '../../src/renderer/state/thread-model';
import { toBase64 } from '../../src/renderer/sections/conversations/files';
import { hostileStrings, spoofedLinks } from './conversations-hostile-strings';
import { intlFor } from '../../src/shared/i18n';

const en = intlFor('en');

function message(oid: string, date: string, fields: Partial<ChatMessage> = {}): ChatMessage {
  const from = fields.incoming === false ? 'Ann Example' : 'Bob Builder';
  return {
    oid,
    objectType: 'XCCUserChat',
    commonName: `${from}, ${date}`,
    subject: `text ${oid}`,
    date,
    incoming: true,
    hasAttachment: false,
    participants: [
      { oid: `${oid}1`, objectType: 'Addressee', commonName: from, role: 'rtFrom' },
      { oid: `${oid}2`, objectType: 'Addressee', commonName: 'Other', role: 'rtTo' },
    ],
    chatSession: {
      oid: '500',
      objectType: 'XCCChatSession',
      commonName: 'Ann Example, Bob Builder',
    },
    ...fields,
  };
}

function pending(
  clientId: string,
  createdAt: number,
  fields: Partial<OutboxMessage> = {},
): OutboxMessage {
  return {
    clientId,
    session: '500',
    text: `pending ${clientId}`,
    createdAt,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: createdAt,
    ...fields,
  };
}

describe('thread rows', () => {
  it('orders oldest to newest, heads each day, shows the sender when it changes, and puts pending last', () => {
    const now = Date.UTC(2026, 0, 2, 12);
    const rows = buildRows(
      [
        message('12', '2026-01-02 10:00:00', { incoming: false }),
        message('10', '2026-01-01 09:00:00'),
        message('11', '2026-01-01 09:01:00'),
        message('11', '2026-01-01 09:01:00'),
      ],
      [pending('a', Date.UTC(2026, 0, 2, 10, 0, 0))],
      'Ann Example',
      now,
      en,
    );
    expect(
      rows.map((r) => (r.kind === 'day' ? `day` : `${r.message.key}${r.first ? '*' : ''}`)),
    ).toEqual(['day', '10*', '11', 'day', '12*', 'local:a']);
    const last = rows.at(-1);
    expect(last?.kind === 'message' && last.message.outbox?.state).toBe('pending');
  });

  it("shows a send once when the server's message is in before the send's answer", () => {
    const rows = buildRows(
      [
        message('20', '2026-01-02 10:00:00', { incoming: false, clientId: 'a' }),
        message('21', '2026-01-02 10:00:01', { incoming: false }),
      ],
      [
        pending('a', 0, { state: 'sending' }),
        pending('b', 0, { state: 'sending', arrivedAs: '21' }),
        pending('c', 0, { state: 'sending', arrivedAs: '99' }),
      ],
      'Ann Example',
      Date.UTC(2026, 0, 2, 12),
      en,
    );
    const keys = rows.flatMap((r) => (r.kind === 'message' ? [r.message.key] : []));
    expect(keys.filter((k) => k.startsWith('local:'))).toEqual(['local:c']);
    expect(keys).toHaveLength(3);
  });

  it("states a file waiting to be sent at its own size, not its base64 text's", () => {
    const file = (bytes: number) => ({
      originalLocation: 'f',
      commonName: 'f',
      mimeType: 'application/pdf',
      contentsB64String: Buffer.alloc(bytes).toString('base64'),
    });
    for (const bytes of [10, 11, 12]) {
      const rows = buildRows([], [pending('f', 0, { attachment: file(bytes) })], 'A', 0, en);
      const sizes = rows.flatMap((r) => (r.kind === 'message' ? r.message.attachments : []));
      expect(sizes.map((a) => a.size)).toEqual([bytes]);
    }
  });

  it('quotes the original of a reply when it is loaded, and names its sender otherwise', () => {
    const original = message('10', '2026-01-01 09:00:00', { subject: 'The question' });
    const reply = message('11', '2026-01-01 09:05:00', {
      incoming: false,
      original: {
        oid: '10',
        objectType: 'XCCUserChat',
        commonName: 'x',
        participants: original.participants,
      },
    });
    const rows = buildRows(
      [reply, original],
      [pending('b', 0, { replyTo: '10' })],
      'Ann',
      Date.now(),
      en,
    );
    const shown = rows.flatMap((r) => (r.kind === 'message' ? [r.message] : []));
    expect(shown.find((m) => m.oid === '11')?.replyTo).toEqual({
      oid: '10',
      sender: 'Bob Builder',
      text: 'The question',
    });
    expect(shown.find((m) => m.key === 'local:b')?.replyTo?.text).toBe('The question');
    expect(senderOf({ participants: [] })).toBe('Unknown');
  });

  it('states file sizes for people, with the number as their language writes it', () => {
    expect([fileSize(en, 512), fileSize(en, 14 * 1024), fileSize(en, 3.2 * 1024 * 1024)]).toEqual([
      '512 B',
      '14 KB',
      '3.2 MB',
    ]);
    expect(fileSize(intlFor('nl'), 3.2 * 1024 * 1024)).toBe('3,2 MB');
  });
});

describe('conversation list', () => {
  const marks: ReadState = {
    since: '2026-01-01 09:30:00|',
    sessions: {},
    receipts: {},
    pending: [],
  };

  it('groups by session, most recent first, with the last message and unread incoming ones', () => {
    const other = { oid: '600', objectType: 'XCCChatSession', commonName: 'Ann Example, Carol' };
    const list = summarize(
      [
        message('10', '2026-01-01 09:00:00'),
        message('11', '2026-01-01 10:00:00'),
        message('12', '2026-01-01 10:05:00', { incoming: false }),
        message('13', '2026-01-01 11:00:00', { chatSession: other }),
      ],
      [],
      marks,
      'Ann Example',
    );
    expect(list.map((s) => [s.name, s.last.oid, s.unread])).toEqual([
      ['Carol', '13', 1],
      ['Bob Builder', '12', 1],
    ]);
  });

  it('counts nothing up to the read mark, and shows a pending message as the last one', () => {
    const list = summarize(
      [message('10', '2026-01-01 10:00:00')],
      [pending('z', Date.UTC(2026, 0, 1, 11))],
      {
        ...marks,
        sessions: { '500': { asOf: '2026-01-01 10:00:00|00000000000000000010', count: 0 } },
      },
      'Ann Example',
    );
    expect(list[0]?.unread).toBe(0);
    expect(list[0]?.last.key).toBe('local:z');
    expect(readMarkOf(marks, '999')).toBe('2026-01-01 09:30:00|');
  });

  it("counts the server's new messages up to its mark, and after it those not displayed", () => {
    const list = summarize(
      [
        message('10', '2026-01-01 10:00:00'),
        message('11', '2026-01-01 10:10:00', { displayed: true }),
        message('12', '2026-01-01 10:20:00', { displayed: false }),
      ],
      [],
      {
        ...marks,
        sessions: { '500': { asOf: '2026-01-01 10:00:00|00000000000000000010', count: 3 } },
      },
      'Ann Example',
    );
    // Three by the inbox up to message 10; 11 was read elsewhere; 12 is new.
    expect(list[0]?.unread).toBe(4);
  });

  it("counts, without the list, what the list's unread add up to", () => {
    const other = { oid: '600', objectType: 'XCCChatSession', commonName: 'Ann Example, Carol' };
    const messages = [
      message('10', '2026-01-01 10:00:00'),
      message('11', '2026-01-01 10:10:00', { displayed: true }),
      message('12', '2026-01-01 10:20:00', { displayed: false }),
      // The same message read twice (two pages) counts once.
      message('12', '2026-01-01 10:20:00', { displayed: false }),
      message('13', '2026-01-01 11:00:00', { chatSession: other }),
      message('14', '2026-01-01 11:05:00', { chatSession: other, incoming: false }),
    ];
    const read = {
      ...marks,
      sessions: { '500': { asOf: '2026-01-01 10:00:00|00000000000000000010', count: 3 } },
    };
    const listed = summarize(messages, [pending('z', Date.UTC(2026, 0, 1, 12))], read, 'Ann');
    expect(countUnread(messages, read)).toBe(listed.reduce((n, s) => n + s.unread, 0));
    expect(countUnread(messages, read)).toBe(5);
  });

  it('names the other party and filters by name', () => {
    expect(partyName('Ann Example, Bob Builder', 'Ann Example')).toBe('Bob Builder');
    expect(partyName('Website chat', 'Ann Example')).toBe('Website chat');
    // The platform's names (guide: chats_get.html, addressables_chat_get.html).
    expect(partyName('Chat Ann Example <-> Bob Builder', 'Ann Example')).toBe('Bob Builder');
    expect(partyName('Chat Bob Builder <-> Ann Example', 'Ann Example')).toBe('Bob Builder');
    expect(
      partyName(
        'Chat Telefoonaansluiting Ann Example <->Telefoonaansluiting Bob Builder',
        'Ann Example',
      ),
    ).toBe('Telefoonaansluiting Bob Builder');
    expect(partyName('External Chat Wesley < - > arno', 'Wesley')).toBe('arno');
    // Never the user's own name alone, never an empty name.
    expect(partyName('Chat Ann Example <-> Ann Example', 'Ann Example')).toBe(
      'Ann Example, Ann Example',
    );
    expect(partyName('Chat ', 'Ann Example')).toBe('Chat');
    // A name without the platform's separator is a name, "chat" and all.
    expect(partyName('External chat on Support desk', 'Ann Example')).toBe(
      'External chat on Support desk',
    );
    expect(partyName('Chat with the team', 'Ann Example')).toBe('Chat with the team');
    expect(filterByName([{ name: 'Bob Builder' }, { name: 'Carol' }], ' bUi ')).toEqual([
      { name: 'Bob Builder' },
    ]);
  });
});

describe('links in text', () => {
  it('recognises https, www and mailto links, without trailing punctuation', () => {
    expect(linkify('See https://example.com/a?b=1. Or www.example.org, mailto:a@b.c')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1', url: 'https://example.com/a?b=1' },
      { kind: 'text', text: '. Or ' },
      { kind: 'link', text: 'www.example.org', url: 'https://www.example.org' },
      { kind: 'text', text: ', ' },
      { kind: 'link', text: 'mailto:a@b.c', url: 'mailto:a@b.c' },
    ]);
  });

  it('never makes a link of a script, data or plain http address', () => {
    for (const text of [
      ...hostileStrings,
      'data:text/html,<script>x</script>',
      'http://plain.example',
    ]) {
      const links = linkify(text).filter((p) => p.kind === 'link');
      for (const link of links) expect(link.url).toMatch(/^(https:|mailto:)/);
      expect(
        linkify(text)
          .map((p) => p.text)
          .join(''),
      ).toBe(text);
    }
  });

  it('reads tel, callto and sip links as the number they call; a SIP address without one as text', () => {
    expect(
      linkify(
        'Ring tel:+31-20-123-4567, callto:0201234567 or sip:201@pbx.example.com; not sip:ann@example.com.',
      ),
    ).toEqual([
      { kind: 'text', text: 'Ring ' },
      { kind: 'call', text: 'tel:+31-20-123-4567', number: '+31201234567' },
      { kind: 'text', text: ', ' },
      { kind: 'call', text: 'callto:0201234567', number: '0201234567' },
      { kind: 'text', text: ' or ' },
      { kind: 'call', text: 'sip:201@pbx.example.com', number: '201' },
      { kind: 'text', text: '; not ' },
      { kind: 'text', text: 'sip:ann@example.com' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('ends a link at any invisible character, so its text is the address it opens', () => {
    expect(linkify(spoofedLinks[0]!)).toEqual([
      { kind: 'text', text: 'see \u202E' },
      {
        kind: 'link',
        text: 'https://evil.example/#ftp.tnemetats/moc.knab-doog//:sptth',
        url: 'https://evil.example/#ftp.tnemetats/moc.knab-doog//:sptth',
      },
    ]);
    expect(linkify(spoofedLinks[2]!)[0]).toEqual({
      kind: 'link',
      text: 'https://good-bank.com',
      url: 'https://good-bank.com',
    });
    for (const text of spoofedLinks) {
      const pieces = linkify(text);
      expect(pieces.map((p) => p.text).join('')).toBe(text);
      for (const link of pieces.filter((p) => p.kind === 'link')) {
        expect(link.text).not.toMatch(/[\p{Cf}\p{Cc}\p{Z}\s]/u);
        expect(link.url).toBe(link.text.startsWith('www.') ? `https://${link.text}` : link.text);
      }
    }
  });
});

describe('files', () => {
  it('encodes bytes as base64 in chunks (large files included)', () => {
    const bytes = new Uint8Array(100_000).map((_, i) => i % 256);
    expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });
});
