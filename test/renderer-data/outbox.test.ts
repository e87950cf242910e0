import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CacheError, CommunicationCache } from '../../src/renderer/cache';
import { DEFAULT_SETTLE_MS } from '../../src/renderer/outbox';
import { deferred, failure } from './fake-server';
import { setupOutbox } from './outbox-setup';

afterEach(() => {
  vi.restoreAllMocks();
});

const SESSION = '900';
const review = {
  userReportedBadAudio: true,
  userReportedOnewayAudio: false,
  userReportedUnstableConnection: false,
  userAudioQualityRating: 2,
  userAudioQualityReview: 'crackling',
};

describe('outbox', () => {
  it('sends a message, removes it when confirmed and hands over the server message', async () => {
    const { server, box, delivered } = await setupOutbox();
    await box.start();
    const entry = await box.send({ session: SESSION, text: 'Hello Bob' });
    expect(entry).toMatchObject({ clientId: 'c1', state: 'pending', attempts: 0 });
    await box.whenIdle();
    // Each message carries its own clientId (the entry's), every attempt the same.
    expect(server.sends).toEqual([
      { session: SESSION, body: { text: 'Hello Bob', clientId: 'c1' } },
    ]);
    expect(await box.messages()).toEqual([]);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({
      via: 'response',
      entry: { clientId: 'c1' },
      message: { subject: 'Hello Bob' },
    });
    box.close();
  });

  it('sends replies through 4.5 and attachments in their inline form', async () => {
    const { server, box } = await setupOutbox();
    await box.start();
    const attachment = {
      originalLocation: 'plan.pdf',
      commonName: 'plan.pdf',
      mimeType: 'application/pdf',
      contentsB64String: 'AAEC',
    };
    await box.send({ session: SESSION, text: '', attachment });
    await box.send({ session: SESSION, text: 'Agreed', replyTo: '4242' });
    await box.whenIdle();
    expect(server.sends).toEqual([
      { session: SESSION, body: { attachment, clientId: 'c1' } },
      { session: SESSION, body: { text: 'Agreed', clientId: 'c2' }, replyTo: '4242' },
    ]);
    await expect(box.send({ session: SESSION, text: '  ' })).rejects.toThrow(
      /text or an attachment/,
    );
    await expect(
      box.send({ session: SESSION, text: 'x', attachment, replyTo: '1' }),
    ).rejects.toThrow(/text only/);
    box.close();
  });

  it('keeps a refused message with its sentence; the user edits and retries it, or deletes it', async () => {
    const { server, box, delivered } = await setupOutbox();
    await box.start();
    server.sendScript.push({
      failure: failure('service', {
        status: 404,
        code: 10066,
        sentence: 'This conversation is closed.',
      }),
    });
    const entry = await box.send({ session: SESSION, text: 'Hi' });
    await box.whenIdle();
    expect(await box.messages(SESSION)).toMatchObject([
      {
        clientId: entry.clientId,
        state: 'failed',
        attempts: 1,
        sentence: 'This conversation is closed.',
        refusedCode: 10066,
      },
    ]);
    // Not retried on its own.
    await box.reconnect();
    await box.whenIdle();
    expect(server.sends).toHaveLength(1);
    await box.edit(entry.clientId, 'Hi there');
    await box.retry(entry.clientId);
    await box.whenIdle();
    expect(server.sends.at(-1)?.body).toEqual({ text: 'Hi there', clientId: entry.clientId });
    expect(delivered).toHaveLength(1);
    // Delete.
    server.sendScript.push({ failure: failure('service', { status: 400, code: 10203 }) });
    const other = await box.send({ session: SESSION, text: 'again' });
    await box.whenIdle();
    await box.remove(other.clientId);
    expect(await box.messages()).toEqual([]);
    await expect(box.edit(other.clientId, 'x')).rejects.toThrow(RangeError);
    box.close();
  });

  it('does not resend an uncertain message that did arrive: it finds it among the recent ones', async () => {
    const { server, box, delivered, elapse } = await setupOutbox({ serverBehindMs: 3000 });
    await box.start();
    server.sendScript.push({ lost: failure('timeout') });
    await box.send({ session: SESSION, text: 'Meeting moved to 3' });
    await box.whenIdle();
    expect(await box.messages()).toMatchObject([{ state: 'uncertain', attempts: 1 }]);
    await elapse(2000); // the backoff after one attempt
    expect(server.sends).toHaveLength(1); // never sent twice
    expect(delivered).toMatchObject([
      { via: 'reconciled', message: { subject: 'Meeting moved to 3' } },
    ]);
    expect(await box.messages()).toEqual([]);
    box.close();
  });

  it('cannot see a delivered message when the server clock is further behind than the skew (a known limit)', async () => {
    const { server, box, delivered, elapse } = await setupOutbox({ serverBehindMs: 8000 });
    await box.start();
    server.sendScript.push({ lost: failure('timeout') });
    await box.send({ session: SESSION, text: 'dated too early' });
    await box.whenIdle();
    await elapse(DEFAULT_SETTLE_MS);
    expect(server.sends).toHaveLength(2); // a duplicate: docs/outbox.md says why
    expect(delivered).toMatchObject([{ via: 'response' }]);
    box.close();
  });

  it('sends an uncertain message again when it did not arrive', async () => {
    const { server, box, delivered, elapse } = await setupOutbox();
    await box.start();
    server.sendScript.push({ failure: failure('network') });
    await box.send({ session: SESSION, text: 'Are you there?' });
    await box.whenIdle();
    // The check itself fails while offline: still uncertain, nothing sent.
    server.readFailures.push(failure('network'));
    await elapse(2000);
    expect(await box.messages()).toMatchObject([{ state: 'uncertain' }]);
    expect(server.sends).toHaveLength(1);
    // It is not there, but the attempt might still be applied: not yet.
    await elapse(60_000);
    expect(server.sends).toHaveLength(1);
    await elapse(DEFAULT_SETTLE_MS - 60_000);
    expect(server.sends).toHaveLength(2);
    expect(delivered).toMatchObject([{ via: 'response' }]);
    box.close();
  });

  it('matches each server message to one entry only', async () => {
    const { server, box, delivered, elapse } = await setupOutbox();
    await box.start();
    // Two identical messages: the first is delivered but its answer lost, the second fails before arriving.
    server.sendScript.push({ lost: failure('timeout') }, { failure: failure('network') });
    await box.send({ session: SESSION, text: 'ok' });
    await box.send({ session: SESSION, text: 'ok' });
    await box.whenIdle();
    await elapse(2000); // first: found and claimed; second waits behind it in the queue
    await elapse(2000); // second: the only 'ok' on the server is claimed, so it is not there
    await elapse(DEFAULT_SETTLE_MS); // ...and once its attempt has closed it is sent again
    expect(server.sessions.get(SESSION)?.map((m) => m.subject)).toEqual(['ok', 'ok']);
    expect(delivered.map((d) => [d.entry.clientId, d.via])).toEqual([
      ['c1', 'reconciled'],
      ['c2', 'response'],
    ]);
    expect(new Set(delivered.map((d) => d.message.oid)).size).toBe(2);
    box.close();
  });

  it('a message confirmed normally cannot confirm a later identical uncertain one', async () => {
    const { server, box, elapse } = await setupOutbox();
    await box.start();
    await box.send({ session: SESSION, text: 'thanks' });
    await box.whenIdle();
    server.sendScript.push({ failure: failure('network') });
    await box.send({ session: SESSION, text: 'thanks' });
    await box.whenIdle();
    await elapse(DEFAULT_SETTLE_MS);
    expect(server.sends).toHaveLength(3); // the second was sent again: the first's message was claimed
    box.close();
  });

  it('keeps the order within a conversation; other conversations are not held up', async () => {
    const { server, box, elapse } = await setupOutbox();
    await box.start();
    server.sendScript.push({
      failure: failure('service', { status: 429, code: 10400, retryAfterMs: 30_000 }),
    });
    await box.send({ session: SESSION, text: 'first' });
    await box.send({ session: SESSION, text: 'second' });
    await box.send({ session: '901', text: 'elsewhere' });
    await box.whenIdle();
    expect(server.sends.map((s) => s.body.text)).toEqual(['first', 'elsewhere']);
    expect(await box.messages(SESSION)).toMatchObject([
      { text: 'first', state: 'pending' },
      { text: 'second', state: 'pending' },
    ]);
    await elapse(10_000); // Retry-After not yet over
    expect(server.sends).toHaveLength(2);
    await elapse(20_000);
    expect(server.sends.map((s) => s.body.text)).toEqual(['first', 'elsewhere', 'first', 'second']);
    box.close();
  });

  it('retries at once on reconnect instead of waiting out the backoff', async () => {
    const { server, box, timers } = await setupOutbox();
    await box.start();
    server.sendScript.push({ failure: failure('unauthenticated') });
    await box.send({ session: SESSION, text: 'later' });
    await box.whenIdle();
    expect(timers.delays()).toEqual([2000]);
    await box.reconnect();
    await box.whenIdle();
    expect(server.sends).toHaveLength(2);
    expect(await box.messages()).toEqual([]);
    box.close();
  });

  it('survives a restart; a send cut off mid-flight is uncertain and checked, not resent', async () => {
    const { server, open } = await setupOutbox();
    const first = await open();
    await first.box.send({ session: SESSION, text: 'queued while stopped' });
    expect(server.sends).toHaveLength(0); // not started: only stored
    first.box.close();

    const second = await open();
    expect(await second.box.messages()).toMatchObject([
      { text: 'queued while stopped', state: 'pending' },
    ]);
    const gate = deferred();
    server.hold = gate.promise;
    await second.box.start(); // the send goes out and the app "crashes" before the answer
    await vi.waitFor(() => expect(server.sends).toHaveLength(1));
    second.box.close();
    gate.resolve();
    server.hold = undefined;
    await vi.waitFor(() => expect(server.sessions.get(SESSION)).toHaveLength(1));

    const third = await open();
    expect(await third.box.messages()).toMatchObject([{ state: 'sending' }]);
    await third.box.start();
    await third.box.whenIdle();
    expect(server.sends).toHaveLength(1);
    expect(third.delivered).toMatchObject([{ via: 'reconciled' }]);
    third.box.close();
  });

  it('sends a review made offline once the server is reachable, exactly once', async () => {
    const { server, box, elapse } = await setupOutbox();
    await box.start();
    server.readFailures.push(failure('network'));
    const queued = await box.queueReview('3001', review);
    await box.whenIdle();
    expect(server.reviews).toEqual([]); // the reachability probe failed: nothing was sent
    expect(await box.reviews()).toMatchObject([{ id: queued.id, state: 'pending' }]);
    await elapse(2000);
    expect(server.reviews).toEqual([{ id: '3001', review }]);
    expect(await box.reviews()).toEqual([]);
    // Taken, it is the call's rating from then on (the server cannot show it back).
    expect((await box.ratings()).get('3001')).toMatchObject({ callId: '3001', review });
    box.close();
  });

  it('never resends a review whose outcome is unknown; the user decides', async () => {
    const { server, box, elapse } = await setupOutbox();
    await box.start();
    server.reviewScript.push({ lost: failure('timeout') });
    const queued = await box.queueReview('3002', review);
    await box.whenIdle();
    expect(await box.reviews()).toMatchObject([
      { state: 'uncertain', sentence: expect.stringMatching(/could not confirm/) },
    ]);
    await box.reconnect();
    await elapse(3_600_000);
    expect(server.reviews).toHaveLength(1);
    await box.retryReview(queued.id); // the user chose to send it again
    await box.whenIdle();
    expect(server.reviews).toHaveLength(2);
    // A refused one is kept with its sentence; discarding removes it.
    server.reviewScript.push({
      failure: failure('service', {
        status: 404,
        code: 10100,
        sentence: 'That call is not in your history.',
      }),
    });
    const refused = await box.queueReview('9', review);
    await box.whenIdle();
    expect(await box.reviews()).toMatchObject([
      { state: 'failed', sentence: 'That call is not in your history.' },
    ]);
    await box.discardReview(refused.id);
    expect(await box.reviews()).toEqual([]);
    // Only what the server took is a rating: not the refused one.
    expect([...(await box.ratings()).keys()]).toEqual(['3002']);
    box.close();
  });

  it('is not touched by clearing the cache', async () => {
    const { account, box, open } = await setupOutbox();
    await box.send({ session: SESSION, text: 'keep me' });
    const cache = await CommunicationCache.open({ account });
    await cache.clearAndResync();
    cache.close();
    box.close();
    const again = await open();
    expect(await again.box.messages()).toMatchObject([{ text: 'keep me' }]);
    again.box.close();
  });

  it('reports an unreadable entry without handing it out, and can discard it', async () => {
    const { box } = await setupOutbox();
    await box.send({ session: SESSION, text: 'fine' });
    const raw = new Dexie(box.name);
    await raw.open();
    await raw.table('messages').put({ clientId: 'broken', session: SESSION, createdAt: 1 });
    raw.close();
    expect((await box.messages()).map((m) => m.text)).toEqual(['fine']);
    expect(box.status.getState().error).toMatchObject({ kind: 'corrupt', database: 'outbox' });
    expect(await box.discardUnreadable()).toBe(1);
    expect(box.status.getState().error).toBeUndefined();
    box.close();
  });

  it('says so when the disk is full, and stores nothing', async () => {
    const { box } = await setupOutbox();
    vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const error = await box.send({ session: SESSION, text: 'big' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CacheError);
    expect(error).toMatchObject({ kind: 'quota', database: 'outbox' });
    expect((error as CacheError).sentence).toMatch(/unsent messages/);
    vi.restoreAllMocks();
    expect(await box.messages()).toEqual([]);
    box.close();
  });
});
