import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTLE_MS, LOOK_EVERY_MS } from '../../src/renderer/outbox';
import { REQUEST_TIMEOUT_MS, WRITE_WAIT_MS } from '../../src/shared/send-bounds';
import { faultsSchema } from '../../src/simulator/faults';
import { deferred, failure, rejection } from './fake-server';
import { setupOutbox } from './outbox-setup';

/**
 * The settle rule (settle.ts, docs/outbox.md): an uncertain message is sent again only when a
 * look begun after its last attempt closed finds nothing. Time is a fake clock with manual timers.
 */
afterEach(() => {
  vi.restoreAllMocks();
});

const SESSION = '900';
const UNCERTAIN = { state: 'uncertain', sentence: expect.stringMatching(/may not have been/) };

describe('the settle window', () => {
  it('holds everything main bounds, with room for a server still working after the client gave up', () => {
    // The simulator's slowest server: its latency fault's maximum.
    const slowest = faultsSchema.shape.latencyMs.unwrap().maxValue ?? Infinity;
    expect(WRITE_WAIT_MS + REQUEST_TIMEOUT_MS + slowest).toBeLessThanOrEqual(DEFAULT_SETTLE_MS);
    // The wait to be written is well inside it: a small part of the window.
    expect(WRITE_WAIT_MS).toBeLessThanOrEqual(DEFAULT_SETTLE_MS / 5);
  });
});

describe('settling an uncertain send', () => {
  it('a send the server applies after the client gave up is found, and never sent twice', async () => {
    const { server, box, delivered, elapse } = await setupOutbox();
    await box.start();
    // The client stops waiting; the server applies the message 20 s later.
    server.sendScript.push({ late: failure('timeout'), afterMs: 20_000 });
    await box.send({ session: SESSION, text: 'Slow server' });
    await box.whenIdle();
    expect(await box.messages()).toMatchObject([UNCERTAIN]);
    for (let t = 1_000; t < 20_000; t += 1_000) await elapse(1_000);
    // Looked for several times, found nowhere, and still not sent again.
    expect(server.reads).toBeGreaterThanOrEqual(4);
    expect(server.sends).toHaveLength(1);
    expect(await box.messages()).toMatchObject([UNCERTAIN]);
    for (let t = 0; t < LOOK_EVERY_MS; t += 1_000) await elapse(1_000);
    expect(delivered).toMatchObject([{ via: 'reconciled', message: { subject: 'Slow server' } }]);
    expect(await box.messages()).toEqual([]);
    await elapse(DEFAULT_SETTLE_MS);
    expect(server.sends).toHaveLength(1);
    expect(server.sessions.get(SESSION)?.map((m) => m.subject)).toEqual(['Slow server']);
    box.close();
  });

  it('after a reload mid-send, waits for the attempt still on its way instead of sending again', async () => {
    const { server, box, clock, open, elapse } = await setupOutbox();
    const inFlight = deferred();
    server.hold = inFlight.promise;
    await box.start();
    await box.send({ session: SESSION, text: 'Reloaded mid-send' });
    await vi.waitFor(() => expect(server.sends).toHaveLength(1));
    server.hold = undefined; // only that request is slow
    box.close(); // the page goes away; main still has the request
    clock.advance(1_000);

    const again = await open();
    await again.box.start();
    await again.box.whenIdle();
    expect(await again.box.messages()).toMatchObject([UNCERTAIN]);
    for (let t = 0; t < 15_000; t += 1_000) await elapse(1_000, again.box);
    expect(server.sends).toHaveLength(1);
    expect(await again.box.messages()).toMatchObject([UNCERTAIN]);

    inFlight.resolve(); // the server applies it, 16 s after it was sent
    await vi.waitFor(() => expect(server.sessions.get(SESSION)).toHaveLength(1));
    for (let t = 0; t < LOOK_EVERY_MS; t += 1_000) await elapse(1_000, again.box);
    expect(again.delivered).toMatchObject([{ via: 'reconciled' }]);
    await elapse(DEFAULT_SETTLE_MS, again.box);
    expect(server.sends).toHaveLength(1);
    again.box.close();
  });

  it('sends a message that did not arrive again once its attempt has closed, and once only', async () => {
    const { server, box, delivered, elapse } = await setupOutbox();
    await box.start();
    server.sendScript.push({ failure: failure('service', { status: 503 }) });
    await box.send({ session: SESSION, text: 'Not applied' });
    await box.whenIdle();
    for (let t = 1_000; t < DEFAULT_SETTLE_MS; t += 1_000) await elapse(1_000);
    expect(server.sends).toHaveLength(1);
    expect(await box.messages()).toMatchObject([UNCERTAIN]);
    // Looked for at a steady pace while open, not in a tight loop.
    expect(server.reads).toBeLessThanOrEqual(DEFAULT_SETTLE_MS / LOOK_EVERY_MS + 2);
    await elapse(1_000);
    expect(server.sends).toHaveLength(2);
    expect(delivered).toMatchObject([{ via: 'response' }]);
    await elapse(DEFAULT_SETTLE_MS);
    expect(server.sessions.get(SESSION)?.map((m) => m.subject)).toEqual(['Not applied']);
    box.close();
  });

  it('keeps looking with backoff while looks fail, even long after the attempt closed', async () => {
    const { server, box, delivered, elapse } = await setupOutbox();
    await box.start();
    server.sendScript.push({ late: failure('network'), afterMs: 30_000 });
    // Looks at 2, 4, 8, 16, 32, 64 and 128 s fail; the one at 256 s is answered.
    server.readFailures.push(...Array.from({ length: 7 }, () => failure('network')));
    await box.send({ session: SESSION, text: 'Hidden by failing reads' });
    await box.whenIdle();
    for (let t = 1_000; t < 200_000; t += 1_000) await elapse(1_000);
    expect(server.reads).toBe(7); // backoff: a fixed pace would have read a hundred times
    expect(server.sends).toHaveLength(1); // a failed look is never taken as "not there"
    expect(await box.messages()).toMatchObject([UNCERTAIN]);
    for (let t = 200_000; t <= 256_000; t += 1_000) await elapse(1_000);
    expect(server.reads).toBe(8);
    expect(server.sends).toHaveLength(1);
    expect(delivered).toMatchObject([{ via: 'reconciled' }]);
    box.close();
  });

  it('a look begun before the attempt closed proves nothing, even when answered after', async () => {
    const { server, box, clock, timers, elapse } = await setupOutbox({ settleMs: 10_000 });
    const slowLook = deferred();
    let looks = 0;
    const read = server.chatMessages.bind(server);
    vi.spyOn(server, 'chatMessages').mockImplementation(async (session, params) => {
      if (++looks === 2) await slowLook.promise;
      return read(session, params);
    });
    await box.start();
    server.sendScript.push({ failure: failure('timeout') });
    await box.send({ session: SESSION, text: 'Looked at too early' });
    await box.whenIdle(); // open until 10 s
    await elapse(2_000); // the first look: nothing there
    clock.advance(4_000);
    timers.fire(); // the second begins at 6 s...
    await vi.waitFor(() => expect(looks).toBe(2));
    clock.advance(6_000);
    slowLook.resolve(); // ...and is answered at 12 s: nothing there either
    await box.whenIdle();
    // Sent again only after a third look, begun after 10 s.
    expect(looks).toBe(3);
    expect(server.sends).toHaveLength(2);
    box.close();
  });

  it('looks again at once when back online while a look was failing', async () => {
    const { server, box, clock, timers, delivered } = await setupOutbox();
    await box.start();
    server.sendScript.push({ late: failure('network'), afterMs: 1_000 });
    await box.send({ session: SESSION, text: 'Back online' });
    await box.whenIdle();
    const failing = deferred<never>();
    const look = vi.spyOn(server, 'chatMessages').mockImplementationOnce(() => failing.promise);
    clock.advance(2_000);
    timers.fire();
    await vi.waitFor(() => expect(look).toHaveBeenCalledTimes(1));
    clock.advance(5_000);
    await box.reconnect();
    failing.reject(rejection(failure('network')));
    await box.whenIdle();
    expect(look).toHaveBeenCalledTimes(2);
    expect(delivered).toMatchObject([{ via: 'reconciled' }]);
    box.close();
  });

  it('only "Send anyway" sends an uncertain message before it settles: the user accepts a duplicate', async () => {
    const { server, box, delivered, elapse } = await setupOutbox();
    await box.start();
    server.sendScript.push({ late: failure('timeout'), afterMs: 20_000 });
    const entry = await box.send({ session: SESSION, text: 'Impatient' });
    await box.whenIdle();
    for (let t = 0; t < 10_000; t += 1_000) await elapse(1_000);
    await box.retry(entry.clientId); // "try again" looks again; it does not send
    await box.whenIdle();
    expect(server.sends).toHaveLength(1);
    expect(await box.messages()).toMatchObject([UNCERTAIN]);
    await box.sendAnyway(entry.clientId);
    await box.whenIdle();
    expect(server.sends).toHaveLength(2);
    expect(delivered).toMatchObject([{ via: 'response' }]);
    box.close();
  });

  it('gives an uncertain entry written without a closing time the whole settling time', async () => {
    const { server, box, elapse } = await setupOutbox();
    const raw = new Dexie(box.name);
    await raw.open();
    await raw.table('messages').put({
      clientId: 'old',
      session: SESSION,
      text: 'From an older version',
      createdAt: 1,
      state: 'uncertain',
      attempts: 1,
      firstAttemptAt: 1,
      nextAttemptAt: 1,
    });
    raw.close();
    await box.start();
    await box.whenIdle();
    expect(server.reads).toBe(1);
    for (let t = 1_000; t < DEFAULT_SETTLE_MS; t += 1_000) await elapse(1_000);
    expect(server.sends).toHaveLength(0);
    await elapse(1_000);
    expect(server.sends).toHaveLength(1);
    box.close();
  });

  it('sends nothing while offline: the message waits, then goes once when back online', async () => {
    const { server, box, elapse } = await setupOutbox();
    await box.start();
    box.offline();
    await box.send({ session: SESSION, text: 'Written offline' });
    await box.whenIdle();
    await elapse(60_000);
    expect(server.sends).toHaveLength(0);
    expect(server.reads).toBe(0);
    expect(await box.messages()).toMatchObject([{ state: 'pending' }]);
    await box.reconnect();
    await box.whenIdle();
    expect(server.sends).toHaveLength(1);
    expect(await box.messages()).toEqual([]);
    box.close();
  });
});
