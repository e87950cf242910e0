import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTLE_MS, LOOK_EVERY_MS } from '../../src/renderer/outbox';
import { deferred, failure } from './fake-server';
import { fakeLocks, pageBus } from './fake-locks';
import { setupOutbox } from './outbox-setup';

/**
 * Two windows or tabs of one profile share the account's outbox database. One page drains it at
 * a time (the account's drain lock, Web Locks in the app, `fakeLocks` here); another waits, and
 * only once it holds the lock takes what was left `sending` as cut off (drain-lock.ts).
 */
const SESSION = '900';

/** Two pages of one profile: `a` opened first (and so draining once started), then `b`. */
async function twoPages() {
  const locks = fakeLocks();
  const bus = pageBus();
  const setup = await setupOutbox({
    page: () => ({ requestLock: locks.request, signals: bus() }),
  });
  const b = await setup.open();
  return { ...setup, a: { box: setup.box, delivered: setup.delivered }, b, locks };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('two pages of one profile', () => {
  it('the second page waits for the lock, and leaves a send still on its way alone', async () => {
    const { server, a, b, locks, clock } = await twoPages();
    await a.box.start();
    const inFlight = deferred();
    server.hold = inFlight.promise;
    await a.box.send({ session: SESSION, text: 'Once, from two tabs' });
    await vi.waitFor(() => expect(server.sends).toHaveLength(1));

    // The second tab opens while the first one's request is on its way.
    let bStarted = false;
    const bStarting = b.box.start().then(() => (bStarted = true));
    await flush();
    expect(bStarted).toBe(false);
    expect(locks.waiting(a.box.name)).toBe(1);
    // Not taken for one cut off by a reload: still sending, never uncertain.
    expect(await b.box.messages()).toMatchObject([{ state: 'sending' }]);

    clock.advance(2_000);
    server.hold = undefined;
    inFlight.resolve();
    await vi.waitFor(() => expect(a.delivered).toHaveLength(1));
    expect(await b.box.messages()).toEqual([]);

    // The first tab goes: the second takes over, and finds nothing left to settle.
    a.box.close();
    await bStarting;
    await b.box.whenIdle();
    expect(server.sends).toHaveLength(1);
    expect(server.reads).toBe(0);
    expect(server.sessions.get(SESSION)?.map((m) => m.subject)).toEqual(['Once, from two tabs']);
    b.box.close();
  });

  it('a message written in the waiting page is sent at once by the page that drains', async () => {
    const { server, a, b } = await twoPages();
    await a.box.start();
    void b.box.start();
    await b.box.send({ session: SESSION, text: 'Written in the other tab' });
    // B does not send it; A hears that something is due and sends it, once.
    await vi.waitFor(() => expect(a.delivered).toHaveLength(1));
    expect(b.delivered).toHaveLength(0);
    expect(server.sends).toMatchObject([{ body: { text: 'Written in the other tab' } }]);
    expect(await b.box.messages()).toEqual([]);
    a.box.close();
    b.box.close();
  });

  it('when the draining page goes mid-send, the other takes over: uncertain, found, not resent', async () => {
    const { server, a, b, elapse } = await twoPages();
    await a.box.start();
    const inFlight = deferred();
    server.hold = inFlight.promise;
    await a.box.send({ session: SESSION, text: 'Cut off by a closed tab' });
    await vi.waitFor(() => expect(server.sends).toHaveLength(1));
    server.hold = undefined;
    const bStarting = b.box.start();
    a.box.close(); // the tab is closed; main still has the request
    await bStarting;
    await b.box.whenIdle();
    expect(await b.box.messages()).toMatchObject([{ state: 'uncertain' }]);

    inFlight.resolve(); // the server applies it
    await vi.waitFor(() => expect(server.sessions.get(SESSION)).toHaveLength(1));
    for (let t = 0; t < LOOK_EVERY_MS; t += 1_000) await elapse(1_000, b.box);
    expect(b.delivered).toMatchObject([{ via: 'reconciled' }]);
    await elapse(DEFAULT_SETTLE_MS, b.box);
    expect(server.sends).toHaveLength(1);
    b.box.close();
  });

  it('a page closed while it waits never drains, and lets the other go on', async () => {
    const { server, a, b, locks } = await twoPages();
    await a.box.start();
    const bStarting = b.box.start();
    await flush();
    b.box.close();
    await bStarting; // resolves: there is nothing to start
    expect(locks.waiting(a.box.name)).toBe(0);
    await a.box.send({ session: SESSION, text: 'Still sent' });
    await a.box.whenIdle();
    expect(server.sends).toHaveLength(1);
    a.box.close();
    await flush();
    expect(locks.isHeld(a.box.name)).toBe(false);
  });
});

describe('a send main never wrote (notSent)', () => {
  it('is pending again, not uncertain, and goes as soon as the server is back', async () => {
    for (const kind of ['network', 'timeout'] as const) {
      const { server, box, delivered, elapse } = await setupOutbox();
      await box.start();
      // Refused, not resolved, offline (network), or given up waiting for a slot (timeout).
      server.sendScript.push({ failure: failure(kind, { notSent: true }) });
      await box.send({ session: SESSION, text: `Never written (${kind})` });
      await box.whenIdle();
      expect(await box.messages()).toMatchObject([{ state: 'pending' }]);
      box.offline(); // the app learns the server is unreachable
      await elapse(30_000);
      expect(server.sends).toHaveLength(1);
      expect(server.reads).toBe(0); // nothing to look for: the server never had it
      await box.reconnect(); // the server is back
      await box.whenIdle();
      expect(server.sends).toHaveLength(2);
      expect(delivered).toMatchObject([{ via: 'response' }]);
      expect(server.sessions.get(SESSION)).toHaveLength(1);
      box.close();
    }
  });

  it('is sent again on its own backoff while the app still thinks it is online', async () => {
    const { server, box, delivered, elapse } = await setupOutbox();
    await box.start();
    server.sendScript.push({ failure: failure('network', { notSent: true }) });
    await box.send({ session: SESSION, text: 'Refused once' });
    await box.whenIdle();
    await elapse(2_000); // the first retry's backoff (2 s), not the settle window (90 s)
    expect(server.sends).toHaveLength(2);
    expect(delivered).toHaveLength(1);
    box.close();
  });

  it('while the same failure without notSent is uncertain', async () => {
    const { server, box } = await setupOutbox();
    await box.start();
    server.sendScript.push({ failure: failure('network') });
    await box.send({ session: SESSION, text: 'Reset after it left' });
    await box.whenIdle();
    expect(await box.messages()).toMatchObject([{ state: 'uncertain' }]);
    box.close();
  });
});

describe('a chat notification', () => {
  it("carrying the entry's clientId settles it at once by the message it names", async () => {
    // The server's clock is too far behind for the text rule (a known limit): the id decides.
    const { server, box, delivered } = await setupOutbox({ serverBehindMs: 8_000 });
    await box.start();
    server.sendScript.push({ lost: failure('timeout') });
    const entry = await box.send({ session: SESSION, text: 'Named by the event' });
    await box.whenIdle();
    expect(await box.messages()).toMatchObject([{ state: 'uncertain' }]);
    const stored = server.sessions.get(SESSION)!.at(-1)!;
    await box.heard({ session: SESSION, message: stored.oid, clientId: entry.clientId });
    await box.whenIdle();
    expect(delivered).toMatchObject([{ via: 'reconciled', message: { oid: stored.oid } }]);
    expect(await box.messages()).toEqual([]);
    expect(server.sends).toHaveLength(1);
    box.close();
  });

  it('without a clientId has a send in doubt looked for now, not at its next look', async () => {
    const { server, box, delivered, clock, elapse } = await setupOutbox();
    await box.start();
    server.sendScript.push({ late: failure('timeout'), afterMs: 5_000 });
    await box.send({ session: SESSION, text: 'Announced by the socket' });
    await box.whenIdle();
    await elapse(2_000); // the first look: not there yet; the next one is 4 s away
    expect(delivered).toHaveLength(0);
    clock.advance(3_000); // the server applies it, and announces it
    const reads = server.reads;
    await box.heard({ session: SESSION });
    await box.whenIdle();
    expect(server.reads).toBe(reads + 1);
    expect(delivered).toMatchObject([{ via: 'reconciled' }]);
    box.close();
  });

  it("with another sender's clientId changes nothing of the entry but the time of its look", async () => {
    const { server, box } = await setupOutbox();
    await box.start();
    server.sendScript.push({ failure: failure('timeout') });
    await box.send({ session: SESSION, text: 'Not this one' });
    await box.whenIdle();
    await box.heard({ session: SESSION, message: '1234', clientId: 'smartphone' });
    await box.whenIdle();
    expect(await box.messages()).toMatchObject([{ state: 'uncertain' }]);
    expect((await box.messages())[0]).not.toHaveProperty('arrivedAs');
    expect(server.sends).toHaveLength(1);
    box.close();
  });
});
