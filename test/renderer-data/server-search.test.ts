import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { CommunicationCache } from '../../src/renderer/cache';
import { openServerSearch } from '../../src/renderer/data/server-search';
import { toLogRow, type HistorySearch, type Me } from '../../src/shared/contract';
import { FakeLog, failure, freshAccount, fullOf, readNow, rejection } from './fake-server';

const me = (line?: string): Me => ({
  person: { oid: '1', commonName: 'Alice' },
  ...(line !== undefined && { phoneLine: { oid: line, commonName: 'Alice line' } }),
});

describe('the server search (serverSearchOf)', () => {
  it("asks the user's line for the words, stores what it finds, and reads it back", async () => {
    const log = new FakeLog();
    const old = log.add('2001-02-03 10:00:00', {
      kind: 'XCCUserChat',
      subject: 'the invoice from March',
      session: '77',
    });
    const cache = await CommunicationCache.open({ account: freshAccount() });
    const asked: HistorySearch[] = [];
    let meCalls = 0;
    const search = openServerSearch({
      api: { me: { info: () => (meCalls++, Promise.resolve(me('501'))) } },
      port: {
        searchCommunications: (params) => {
          asked.push(params);
          return Promise.resolve({ rows: [toLogRow(fullOf(old), true, readNow())] });
        },
      },
      cache,
    });
    const found = await search.find('  invoice ');
    expect(asked).toEqual([
      { where: { phoneLine: '501', search: 'invoice' }, include: 'all', limit: 50 },
    ]);
    expect('rows' in found && found.rows.map((r) => r.oid)).toEqual([old.oid]);
    // Stored: the cache's own search finds it from now on.
    expect((await cache.find('invoice')).items.map((r) => r.oid)).toEqual([old.oid]);
    await search.find('march');
    expect(meCalls).toBe(1);
    expect(await search.find('   ')).toEqual({ rows: [] });
    cache.close();
  });

  it('asks by the line this device already knows, without reading /me/info again', async () => {
    const cache = await CommunicationCache.open({ account: freshAccount() });
    const asked: HistorySearch[] = [];
    const search = openServerSearch({
      api: { me: { info: () => Promise.reject(new Error('not asked')) } },
      port: {
        searchCommunications: (params) => {
          asked.push(params);
          return Promise.resolve({ rows: [] });
        },
      },
      cache,
      knownLine: () => Promise.resolve('502'),
    });
    expect(await search.find('invoice')).toEqual({ rows: [] });
    expect(asked[0]?.where).toEqual({ phoneLine: '502', search: 'invoice' });
    cache.close();
  });

  it('says why in a sentence: no line, or the server refused', async () => {
    const cache = await CommunicationCache.open({ account: freshAccount() });
    const noLine = openServerSearch({
      api: { me: { info: () => Promise.resolve(me()) } },
      port: { searchCommunications: () => Promise.reject(new Error('not asked')) },
      cache,
    });
    expect(await noLine.find('x')).toEqual({ noLine: true });
    const refused = openServerSearch({
      api: { me: { info: () => Promise.resolve(me('501')) } },
      port: {
        searchCommunications: () =>
          Promise.reject(rejection(failure('service', { status: 400, code: 10202 }))),
      },
      cache,
    });
    expect(await refused.find('x')).toEqual({ sentence: 'The request failed (service).' });
    cache.close();
  });
});
