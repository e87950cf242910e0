import { describe, expect, it, vi } from 'vitest';
import { type ApiClient } from '../../../src/main/api';
import { createHandlerRegistry, type Handlers } from '../../../src/main/core/handler-registry';
import { type HandlerContext } from '../../../src/main/core/handlers';
import { historyHandlers } from '../../../src/main/core/handlers/history';
import { silentLogger } from '../../../src/main/common/logger';
import { type SessionService } from '../../../src/main/core/session-service';
import { fakeServer, json, noContent, signedIn } from '../../api/fake-server';
import * as f from '../../api/fixtures';
import { toLogRow } from '../../../src/shared/contract';

/** The history calls end to end in main: registry → handler → real API client → fake server. */
async function setup() {
  const server = fakeServer();
  const { client } = await signedIn(server);
  const session = {
    withClient: <T>(run: (c: ApiClient) => Promise<T>) => run(client),
  } as unknown as SessionService;
  // Only this domain's handlers: the registry dispatches by name, and only these are called.
  const handlers = historyHandlers({ session } as HandlerContext) as Handlers;
  const registry = createHandlerRegistry<string>({
    handlers,
    isTrustedSender: () => true,
    log: silentLogger,
  });
  return { server, dispatch: (call: string, args: unknown) => registry.dispatch(call, args, 'w') };
}

describe('history.search', () => {
  it('answers the page with its cursors and the server clock; links stay in main', async () => {
    const { server, dispatch } = await setup();
    server.on('GET', '/communications', () =>
      json(200, f.list([f.communicationFull], { previousId: '500', nextId: '500' }), {
        date: 'Tue, 14 May 2024 08:30:05 GMT',
      }),
    );
    const result = await dispatch('history.search', { limit: 1, include: 'all', before: '900' });
    expect(result).toEqual({
      ok: true,
      value: {
        // Without a lastModified, the item is as new as the read, by the server's clock.
        rows: [toLogRow(f.communicationFull, true, '2024-05-14 08:30:05')],
        previousId: '500',
        nextId: '500',
        serverDate: Date.UTC(2024, 4, 14, 8, 30, 5),
      },
    });
    const sent = server.calls()[0]!.query;
    expect([sent.get('limit'), sent.get('include'), sent.get('before')]).toEqual([
      '1',
      'all',
      '900',
    ]);
  });

  it('hands each item over as a row: its JSON text and the fields the cache indexes', async () => {
    const { server, dispatch } = await setup();
    const chat = {
      ...f.communicationFull,
      oid: '502',
      objectType: 'XCCUserChat',
      commonName: 'Mila Jansen',
      subject: 'Quote',
      lastModified: '2024-05-02 09:00:00',
      chatSession: { oid: '77', objectType: 'XCCChatSession', commonName: 'Quote' },
      participants: [
        {
          oid: '9',
          objectType: 'Addressee',
          commonName: 'Ana Ruiz',
          role: 'to',
          address: 'A@x.io',
        },
      ],
    };
    server.on('GET', '/communications', () => json(200, f.list([chat])));
    const result = await dispatch('history.search', { limit: 1, include: 'all' });
    expect(result).toEqual({
      ok: true,
      value: {
        rows: [
          {
            oid: '502',
            sortKey: `${chat.date}|${'502'.padStart(20, '0')}`,
            kind: 'XCCUserChat',
            session: '77',
            version: '2024-05-02 09:00:00',
            searchText: 'mila jansen\nquote\nana ruiz\na@x.io',
            full: true,
            json: expect.any(String),
          },
        ],
      },
    });
    const { value } = result as { value: { rows: [{ json: string }] } };
    // lastModified is beyond the interface: it travels as the row's version, not in the text.
    const { lastModified: _, ...named } = chat;
    expect(JSON.parse(value.rows[0].json)).toEqual(named);
  });

  it('says which representation the items were checked against', async () => {
    const { server, dispatch } = await setup();
    server.on('GET', '/communications', () => json(200, f.list([f.communication('501')])));
    const listItem = await dispatch('history.search', { limit: 1 });
    expect(listItem).toMatchObject({ ok: true, value: { rows: [{ oid: '501', full: false }] } });
    // Asked in full, a list item is not the full representation: refused in main.
    const result = await dispatch('history.search', { limit: 1, include: 'all' });
    expect(result).toMatchObject({ ok: false });
    expect(server.calls().map((c) => c.query.get('include'))).toEqual([null, 'all']);
  });

  describe('reading ahead for the chains of a walk (chain)', () => {
    const answer = (pages: Record<string, string[]>) => (req: { query: URLSearchParams }) => {
      const ids = pages[req.query.get('before') ?? 'newest'] ?? [];
      const paged = f.list(
        ids.map((id) => ({ ...f.communicationFull, oid: id })),
        ids.length > 0 ? { previousId: ids.at(-1), nextId: ids[0] } : undefined,
      );
      return json(200, paged);
    };

    it('asks for the next older page before the walk does, and answers it from that', async () => {
      const { server, dispatch } = await setup();
      server.on('GET', '/communications', answer({ newest: ['9', '8'], '8': ['7', '6'] }));
      const first = await dispatch('history.search', { limit: 2, include: 'all', chain: 0 });
      expect(first).toMatchObject({ ok: true, value: { rows: [{ oid: '9' }, { oid: '8' }] } });
      // The next pages were asked for while the first one was answered, to the empty one.
      await vi.waitFor(() => expect(server.calls()).toHaveLength(3));
      expect(server.calls().map((c) => c.query.get('before'))).toEqual([null, '8', '6']);
      const second = await dispatch('history.search', {
        limit: 2,
        include: 'all',
        before: '8',
        chain: 0,
      });
      expect(second).toMatchObject({ ok: true, value: { rows: [{ oid: '7' }, { oid: '6' }] } });
      const end = await dispatch('history.search', {
        limit: 2,
        include: 'all',
        before: '6',
        chain: 0,
      });
      expect(end).toMatchObject({ ok: true, value: { rows: [] } });
      expect(server.calls()).toHaveLength(3);
    });

    it('reads past a short page (the server caps pages) but not past an empty one, nor for a search that is not walking', async () => {
      const { server, dispatch } = await setup();
      server.on('GET', '/communications', answer({ newest: ['9', '8'], '8': ['7'] }));
      await dispatch('history.search', { limit: 2, include: 'all' });
      await dispatch('history.search', { limit: 2, order: 'ascending', chain: 0 });
      await dispatch('history.search', { limit: 3, include: 'all', chain: 0 });
      await dispatch('history.search', { limit: 2, before: '8', chain: 0 });
      await new Promise((resolve) => setTimeout(resolve, 10));
      // Each walk (limit 3, then limit 2 from 8) read on past page 8's one item to the empty
      // page after it, and no further; the other two searches read nothing ahead.
      expect(
        server
          .calls()
          .map((c) => c.query.get('before') ?? 'newest')
          .sort(),
      ).toEqual(['7', '7', '8', '8', 'newest', 'newest', 'newest']);
    });

    it('answers another search in between from the server, and the walk still from its page', async () => {
      const { server, dispatch } = await setup();
      server.on(
        'GET',
        '/communications',
        answer({ newest: ['9', '8'], '9': ['8', '7'], '8': ['7', '6'] }),
      );
      await dispatch('history.search', { limit: 2, include: 'all', chain: 0 });
      const other = await dispatch('history.search', { limit: 2, include: 'all', before: '9' });
      expect(other).toMatchObject({ ok: true, value: { rows: [{ oid: '8' }, { oid: '7' }] } });
      const walk = await dispatch('history.search', {
        limit: 2,
        include: 'all',
        before: '8',
        chain: 0,
      });
      expect(walk).toMatchObject({ ok: true, value: { rows: [{ oid: '7' }, { oid: '6' }] } });
      // The walk's chain went on past its page (to 6) on its own; the other search read 9.
      expect(
        server
          .calls()
          .map((c) => c.query.get('before') ?? 'newest')
          .sort(),
      ).toEqual(['6', '8', '9', 'newest']);
    });

    it('reads ahead for each chain on its own; a chain started at a date goes on by cursor', async () => {
      const { server, dispatch } = await setup();
      server.on('GET', '/communications', (req) =>
        req.query.get('until') === null
          ? answer({ newest: ['9', '8'], '8': [], '5': ['4', '3'], '3': [] })(req)
          : answer({ newest: ['6', '5'] })(req),
      );
      await dispatch('history.search', { limit: 2, include: 'all', chain: 0 });
      await dispatch('history.search', {
        limit: 2,
        include: 'all',
        until: '2026-01-01 00:00:00',
        chain: 1,
      });
      await vi.waitFor(() => expect(server.calls()).toHaveLength(5));
      // Each chain's next page is in hand, as its walk asks for it (by cursor alone).
      const next = await dispatch('history.search', {
        limit: 2,
        include: 'all',
        before: '5',
        chain: 1,
      });
      expect(next).toMatchObject({ ok: true, value: { rows: [{ oid: '4' }, { oid: '3' }] } });
      await dispatch('history.search', { limit: 2, include: 'all', before: '8', chain: 0 });
      expect(server.calls()).toHaveLength(5);
      const asked = server.calls().map((c) => c.query.get('before') ?? c.query.get('until'));
      expect(asked.sort()).toEqual(['2026-01-01 00:00:00', '3', '5', '8', null]);
    });
  });

  it('refuses arguments that are not a 4.18 search, before anything is sent', async () => {
    const { server, dispatch } = await setup();
    const result = await dispatch('history.search', { before: 'line\nbreak' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-request' } });
    expect(server.calls()).toHaveLength(0);
  });
});

describe('history.review', () => {
  const review = {
    userReportedBadAudio: true,
    userReportedOnewayAudio: false,
    userReportedUnstableConnection: true,
    userAudioQualityRating: 2,
    userAudioQualityReview: 'echo',
  };

  it('posts the review for the call', async () => {
    const { server, dispatch } = await setup();
    server.on('POST', '/communications/500/review', () => noContent());
    expect(await dispatch('history.review', { id: '500', review })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(server.calls()[0]!.body).toEqual(review);
  });

  it('a refusal keeps the service code and a sentence', async () => {
    const { server, dispatch } = await setup();
    server.on('POST', '/communications/7/review', () =>
      json(404, { errorCode: 10100, message: 'no such call', info: 'resource=POST /x' }),
    );
    const result = await dispatch('history.review', { id: '7', review });
    expect(result).toMatchObject({ ok: false, error: { status: 404, code: 10100 } });
    expect((result as { error: { sentence: string } }).error.sentence).toMatch(/\w+ \w+/);
  });

  it('refuses a rating outside 1..5', async () => {
    const { dispatch } = await setup();
    const result = await dispatch('history.review', {
      id: '1',
      review: { ...review, userAudioQualityRating: 6 },
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-request' } });
  });
});
