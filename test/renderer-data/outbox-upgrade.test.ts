import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { databaseName } from '../../src/renderer/cache';
import { FavoriteChanges } from '../../src/renderer/outbox/favorite-changes';
import { OUTBOX_SCHEMA_VERSION } from '../../src/renderer/outbox/outbox-db';
import { PromptedCalls } from '../../src/renderer/review-prompt';
import { FakeDirectory, favorite, person } from './fake-directory';
import { freshAccount } from './fake-server';
import { setupOutbox } from './outbox-setup';

/**
 * The outbox's v1 layout as published (messages with the settle fields, reviews, claims,
 * prompted calls). Deliberately a frozen copy, not an import: what a user's unsent messages were
 * written with must still open once the favorites queue's table is added.
 */
const V1_STORES = {
  messages: 'clientId, session, createdAt',
  reviews: 'id, createdAt',
  claims: 'serverOid, at',
  prompted: 'callOid, at',
};

describe('the outbox database written before the favorites queue', () => {
  it('opens with its unsent message and prompted calls intact, and takes favorites changes', async () => {
    expect(OUTBOX_SCHEMA_VERSION).toBe(5);
    const account = freshAccount();
    const v1 = new Dexie(databaseName('outbox', account));
    v1.version(1).stores(V1_STORES);
    await v1.open();
    const waiting = {
      clientId: 'c-old',
      session: '900',
      text: 'Sent just before the update',
      createdAt: 1_000,
      state: 'uncertain',
      attempts: 1,
      firstAttemptAt: 1_000,
      nextAttemptAt: 2_000,
      sentence: 'This message may not have been sent.',
      openUntil: 91_000,
      failedLooks: 2,
    };
    await v1.table('messages').add(waiting);
    await v1.table('prompted').add({ callOid: '700', at: 1_500 });
    v1.close();

    // The favorites queue opens the same database first (it is opened beside the outbox).
    const server = new FakeDirectory();
    server.list = [favorite('81', 10, '11')];
    const { box } = await setupOutbox({ account });
    expect(await box.messages()).toEqual([waiting]);
    const favorites = new FavoriteChanges({
      db: box.database,
      port: { read: () => server.favorites(), update: (c) => server.updateFavorites(c) },
      onList: () => Promise.resolve(),
    });
    expect(await new PromptedCalls(box.database).has('700')).toBe(true);
    // v3's rated calls start empty.
    expect(await box.ratings()).toEqual(new Map());
    // v4's drafts and chat groups too.
    expect(await box.database.drafts.count()).toBe(0);
    expect(await box.database.chatGroups.count()).toBe(0);
    // v5's read state too.
    expect(await box.database.readState.count()).toBe(0);

    await favorites.start();
    await favorites.queue({ kind: 'add', referable: person('12') });
    await favorites.whenIdle();
    expect(server.order()).toEqual(['11', '12']);
    expect(await favorites.entries()).toEqual([]);
    favorites.close();
    box.close();
  });
});
