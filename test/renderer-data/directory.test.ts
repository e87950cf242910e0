import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { type Colleague } from '../../src/shared/contract';
import { ColleagueIndex } from '../../src/renderer/directory/colleague-search';
import { Directory } from '../../src/renderer/directory/directory';
import { FakeDirectory } from './fake-directory';
import { failure, fakeClock, freshAccount } from './fake-server';

const colleague = (oid: string, name: string, extra: Partial<Colleague> = {}): Colleague => ({
  oid,
  person: String(Number(oid) + 1000),
  name,
  userName: name.split(' ')[0]?.toLowerCase() ?? '',
  ...extra,
});

async function setup() {
  const server = new FakeDirectory();
  const clock = fakeClock();
  const directory = await Directory.open({ account: freshAccount(), port: server, clock });
  return { server, clock, directory };
}

describe('the directory', () => {
  it('walks every capped page of 4.8 into its table, in name order', async () => {
    const { server, directory } = await setup();
    server.people = ['Yara Kok', 'Anna de Vries', 'Bram Smit', 'Chris Jansen', 'Zoë Bakker'].map(
      (name, i) => colleague(String(101 + i), name),
    );
    await directory.refreshColleagues();
    // Pages of 3: a short page (2) was not taken for the end; the empty page after it was.
    expect(server.reads.filter((r) => r === 'colleagues')).toHaveLength(3);
    expect((await directory.colleagues()).map((c) => c.name)).toEqual([
      'Anna de Vries',
      'Bram Smit',
      'Chris Jansen',
      'Yara Kok',
      'Zoë Bakker',
    ]);
    expect(directory.status.getState().colleagues).toEqual({ state: 'idle' });
    directory.close();
  });

  it('drops colleagues who left, and keeps the table when a walk fails', async () => {
    const { server, clock, directory } = await setup();
    server.people = [colleague('101', 'Anna Smit'), colleague('102', 'Bram Kok')];
    await directory.refreshColleagues();
    server.people = [colleague('102', 'Bram Kok')];
    clock.advance(1000);
    await directory.refreshColleagues();
    expect((await directory.colleagues()).map((c) => c.oid)).toEqual(['102']);
    server.failNext.colleagues = [failure('network', { sentence: "Can't reach the server." })];
    await directory.refreshColleagues();
    expect((await directory.colleagues()).map((c) => c.oid)).toEqual(['102']);
    expect(directory.status.getState().colleagues).toEqual({
      state: 'failed',
      sentence: "Can't reach the server.",
    });
    directory.close();
  });

  it('completes a search from the server by user name or address, into the table', async () => {
    const { server, directory } = await setup();
    server.people = [colleague('101', 'Anna Smit', { email: 'anna@acme.test' })];
    const found = await directory.findOnServer({ address: 'anna@acme.test' });
    expect(found.map((c) => c.oid)).toEqual(['101']);
    expect((await directory.colleagues()).map((c) => c.oid)).toEqual(['101']);
    // 4.8 does not include e-mail addresses: the one the server matched is kept with them.
    server.people = [colleague('102', 'Bram Kok')];
    server.matchAddress = 'bram@acme.test';
    await directory.findOnServer({ address: 'bram@acme.test' });
    expect((await directory.colleagues()).find((c) => c.oid === '102')?.email).toBe(
      'bram@acme.test',
    );
    directory.close();
  });

  it('says when the server has no presence list', async () => {
    const { server, directory } = await setup();
    server.presenceAvailable = false;
    await directory.refreshPresence();
    expect(await directory.meta('presence')).toMatchObject({ available: false });
    server.presenceAvailable = true;
    server.presenceEntries = [{ person: '1101', status: 'at_appointment', message: 'Back at 3' }];
    await directory.refreshPresence();
    expect(await directory.meta('presence')).toMatchObject({ available: true });
    expect((await directory.presence()).map((p) => p.status)).toEqual(['at_appointment']);
    directory.close();
  });

  it('keeps who the user is and their line, and a user without a line as such', async () => {
    const { server, directory } = await setup();
    server.me = () => Promise.resolve({ person: { oid: '1' }, phoneLine: { oid: '501' } });
    await directory.refreshMe();
    expect(await directory.meta('me')).toEqual({ person: '1', phoneLine: '501' });
    server.me = () => Promise.resolve({ person: { oid: '1' } });
    await directory.refreshMe();
    expect(await directory.meta('me')).toEqual({ person: '1' });
    directory.close();
  });
});

describe('searching the loaded colleagues', () => {
  const index = new ColleagueIndex([
    colleague('1', 'Sanne de Boer', {
      userName: 'sboer',
      extension: '104',
      number: '+31 20 555 0104',
    }),
    colleague('2', 'Bas Sanders', { userName: 'bas' }),
    colleague('3', 'Zoë Visser', { userName: 'zvisser', email: 'zoe.visser@acme.test' }),
    colleague('4', 'Anna Sanne', { userName: 'asanne' }),
  ]);
  const names = (query: string) => index.search(query).map((c) => c.name);

  it('ranks a name that starts with the query first, then a word that does, then the rest', () => {
    expect(names('san')).toEqual(['Sanne de Boer', 'Anna Sanne', 'Bas Sanders']);
    expect(names('sanne boer')).toEqual(['Sanne de Boer']);
  });

  it('finds by user name, accents folded, e-mail, and number digits', () => {
    expect(names('zvis')).toEqual(['Zoë Visser']);
    expect(names('zoe')).toEqual(['Zoë Visser']);
    expect(names('zoe.visser@')).toEqual(['Zoë Visser']);
    expect(names('555 0104')).toEqual(['Sanne de Boer']);
    expect(names('104')).toEqual(['Sanne de Boer']);
  });

  it('an empty query lists everyone by name', () => {
    expect(names('  ')).toEqual(['Anna Sanne', 'Bas Sanders', 'Sanne de Boer', 'Zoë Visser']);
  });
});
