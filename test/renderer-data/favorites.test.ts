import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { type Favorite } from '../../src/shared/contract';
import { renumber } from '../../src/renderer/directory/order-numbers';
import {
  planChange,
  shownFavorites,
  type FavoriteChange,
} from '../../src/renderer/directory/favorite-changes-model';
import { FavoriteChanges } from '../../src/renderer/outbox/favorite-changes';
import { openOutboxDatabase, type OutboxDatabase } from '../../src/renderer/outbox/outbox-db';
import { FakeDirectory, favorite, person } from './fake-directory';
import { failure, fakeClock, freshAccount, manualTimers } from './fake-server';

const numbered = (pairs: [string, number][]) =>
  pairs.map(([id, orderNumber]) => ({ id, orderNumber }));

describe('renumber: the fewest orderNumber replacements', () => {
  it('moving one entry where there is room changes only that entry', () => {
    const first = renumber(
      numbered([
        ['d', 40],
        ['a', 10],
        ['b', 20],
        ['c', 30],
      ]),
    );
    expect([...first]).toEqual([['d', 1]]);
    const last = renumber(
      numbered([
        ['b', 2],
        ['c', 3],
        ['d', 4],
        ['a', 1],
      ]),
    );
    expect([...last]).toEqual([['a', 5]]);
  });

  it('without room below 1 the others move up instead, never below 1', () => {
    const changes = renumber(
      numbered([
        ['d', 4],
        ['a', 1],
        ['b', 2],
        ['c', 3],
      ]),
    );
    expect([...changes]).toEqual([
      ['a', 5],
      ['b', 6],
      ['c', 7],
    ]);
  });

  it('swapping neighbours changes two; an unchanged order changes none', () => {
    expect(
      renumber(
        numbered([
          ['a', 1],
          ['c', 3],
          ['b', 2],
          ['d', 4],
        ]),
      ).size,
    ).toBe(2);
    expect(
      renumber(
        numbered([
          ['a', 1],
          ['b', 2],
          ['c', 3],
        ]),
      ).size,
    ).toBe(0);
  });

  it('equal numbers from the server become strictly increasing', () => {
    const changes = renumber(
      numbered([
        ['a', 1],
        ['b', 1],
        ['c', 1],
      ]),
    );
    expect([...changes]).toEqual([
      ['b', 2],
      ['c', 3],
    ]);
  });
});

describe('planning a change against the list the server has', () => {
  const list: Favorite[] = [favorite('81', 1, '11'), favorite('82', 2, '12')];

  it('an add goes last; a change the list already holds plans nothing', () => {
    expect(planChange({ kind: 'add', referable: person('13') }, list)).toEqual([
      { op: 'add', referable: '13', orderNumber: 3 },
    ]);
    expect(planChange({ kind: 'add', referable: person('11') }, list)).toEqual([]);
    expect(planChange({ kind: 'remove', referable: person('13') }, list)).toEqual([]);
    expect(planChange({ kind: 'remove', referable: person('12') }, list)).toEqual([
      { op: 'remove', item: '82' },
    ]);
    expect(planChange({ kind: 'reorder', order: ['11', '12'] }, list)).toEqual([]);
  });

  it('the lists show unconfirmed changes at once, and a held change twice changes nothing', () => {
    const changes: FavoriteChange[] = [
      { kind: 'add', referable: person('13') },
      { kind: 'reorder', order: ['13', '11', '12'] },
      { kind: 'remove', referable: person('12') },
    ];
    const shown = shownFavorites(list, changes);
    expect(shown.map((s) => [s.referable.oid, s.pending])).toEqual([
      ['13', true],
      ['11', true],
    ]);
    expect(shownFavorites(list, [{ kind: 'add', referable: person('11') }])).toEqual(
      shownFavorites(list, []),
    );
  });
});

/** The outbox database connections the queues were lent (the outbox would close them). */
const connections: OutboxDatabase[] = [];
afterEach(() => {
  for (const db of connections.splice(0)) db.close();
});

async function setup(initial: Favorite[]) {
  const server = new FakeDirectory();
  server.list = initial.map((f) => ({ ...f }));
  const clock = fakeClock();
  const timers = manualTimers();
  const account = freshAccount();
  const stored: Favorite[][] = [];
  let ids = 0;
  const open = async () => {
    const db = await openOutboxDatabase(account);
    connections.push(db);
    return new FavoriteChanges({
      db,
      port: { read: () => server.favorites(), update: (c) => server.updateFavorites(c) },
      onList: (list) => {
        stored.push(list.items);
        return Promise.resolve();
      },
      clock,
      timers,
      random: () => 0.5,
      newId: () => `f${++ids}`,
    });
  };
  const queue = await open();
  await queue.start();
  const elapse = async (ms: number) => {
    clock.advance(ms);
    timers.fire();
    await queue.whenIdle();
  };
  return { server, queue, stored, open, elapse };
}

describe('the favorites queue (4.15)', () => {
  const four = () => [
    favorite('81', 10, '11'),
    favorite('82', 20, '12'),
    favorite('83', 30, '13'),
    favorite('84', 40, '14'),
  ];

  it('a reorder sends only the orderNumber replacements that changed, in one PATCH', async () => {
    const { server, queue, stored } = await setup(four());
    await queue.queue({ kind: 'reorder', order: ['14', '11', '12', '13'] });
    await queue.whenIdle();
    expect(server.patches).toEqual([[{ op: 'order', item: '84', orderNumber: 1 }]]);
    expect(server.order()).toEqual(['14', '11', '12', '13']);
    // The list the server answered afterwards is what the screens now read.
    expect(stored.at(-1)?.map((f) => f.referable.oid)).toEqual(['14', '11', '12', '13']);
    expect(await queue.entries()).toEqual([]);
    queue.close();
  });

  it('adds last and removes by the entry the server has', async () => {
    const { server, queue } = await setup(four());
    await queue.queue({ kind: 'add', referable: person('15') });
    await queue.queue({ kind: 'remove', referable: person('12') });
    await queue.whenIdle();
    expect(server.patches).toEqual([
      [{ op: 'add', referable: '15', orderNumber: 41 }],
      [{ op: 'remove', item: '82' }],
    ]);
    expect(server.order()).toEqual(['11', '13', '14', '15']);
    queue.close();
  });

  it('a refusal rolls the change back and keeps the server sentence until dismissed', async () => {
    const { server, queue, stored } = await setup(four());
    const sentence = "You don't have permission to do this.";
    server.failNext.update = [failure('service', { status: 403, code: 10101, sentence })];
    await queue.queue({ kind: 'add', referable: person('15') });
    await queue.whenIdle();
    const [entry] = await queue.entries();
    expect(entry).toMatchObject({ state: 'failed', sentence, refusedCode: 10101 });
    // What the lists show: the server's list, the refused add no longer in it.
    const waiting = (await queue.entries()).filter((e) => e.state !== 'failed');
    const shown = shownFavorites(
      stored.at(-1) ?? [],
      waiting.map((e) => e.change),
    );
    expect(shown.map((s) => s.referable.oid)).toEqual(['11', '12', '13', '14']);
    await queue.dismiss(entry?.id ?? '');
    expect(await queue.entries()).toEqual([]);
    queue.close();
  });

  it('made offline, a change waits and is applied exactly once when back online', async () => {
    const { server, queue } = await setup(four());
    const offline = failure('network', { sentence: "Switchboard can't reach the server." });
    server.failNext.read = [offline, offline];
    await queue.queue({ kind: 'add', referable: person('15') });
    await queue.whenIdle();
    expect(await queue.entries()).toMatchObject([{ state: 'pending', attempts: 1 }]);
    expect(server.patches).toEqual([]);
    await queue.reconnect();
    await queue.whenIdle();
    expect(server.patches).toEqual([]);
    await queue.reconnect();
    await queue.whenIdle();
    expect(server.patches).toHaveLength(1);
    expect(server.order().filter((oid) => oid === '15')).toHaveLength(1);
    expect(await queue.entries()).toEqual([]);
    queue.close();
  });

  it('a PATCH whose answer was lost is found applied and never sent twice', async () => {
    const { server, queue, elapse } = await setup(four());
    server.loseNextAnswer = true;
    await queue.queue({ kind: 'add', referable: person('15') });
    await queue.whenIdle();
    expect(await queue.entries()).toMatchObject([{ state: 'uncertain' }]);
    await elapse(60_000);
    expect(server.patches).toHaveLength(1);
    expect(server.order()).toEqual(['11', '12', '13', '14', '15']);
    expect(await queue.entries()).toEqual([]);
    queue.close();
  });

  it('survives a restart: what was queued is applied once by the next start', async () => {
    const { server, queue, open } = await setup(four());
    queue.stop();
    await queue.queue({ kind: 'remove', referable: person('11') });
    queue.close();
    const again = await open();
    expect(await again.entries()).toMatchObject([{ change: { kind: 'remove' } }]);
    await again.start();
    await again.whenIdle();
    expect(server.patches).toEqual([[{ op: 'remove', item: '81' }]]);
    again.close();
  });

  it('a server without the list read refuses the change with a reason the UI names', async () => {
    const { server, queue } = await setup(four());
    server.favoritesAvailable = false;
    await queue.queue({ kind: 'add', referable: person('15') });
    await queue.whenIdle();
    expect(await queue.entries()).toMatchObject([{ state: 'failed', notAvailable: true }]);
    expect(server.patches).toEqual([]);
    queue.close();
  });
});
