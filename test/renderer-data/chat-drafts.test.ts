import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { openChatDrafts, type ChatDrafts } from '../../src/renderer/data/chat-drafts';
import { fakeApi } from '../renderer/fake-api';
import { freshAccount } from './fake-server';
import { setupOutbox } from './outbox-setup';

/** A server's concept for one session, and what reached it. */
function fakeServer() {
  const server = { text: '', offline: false, refuse: false, writes: [] as string[] };
  const { api } = fakeApi({
    'chat.draft': () =>
      server.offline
        ? { ok: false, error: { kind: 'network', sentence: 'No connection.', transient: true } }
        : { ok: true, value: { text: server.text } },
    'chat.setDraft': (args) => {
      if (server.offline) {
        return {
          ok: false,
          error: { kind: 'network', sentence: 'No connection.', transient: true },
        };
      }
      if (server.refuse) {
        return {
          ok: false,
          error: {
            kind: 'service',
            sentence: 'The server refused it.',
            transient: false,
            code: 10203,
          },
        };
      }
      server.text = (args as { text: string }).text;
      server.writes.push(server.text);
      return { ok: true, value: undefined };
    },
  });
  return { server, api };
}

let drafts: ChatDrafts | undefined;
afterEach(() => drafts?.close());

async function setup() {
  const { box } = await setupOutbox({ account: freshAccount() });
  const { server, api } = fakeServer();
  drafts = openChatDrafts({ api, db: box.database });
  return { server, drafts, db: box.database };
}

/** `typed` stores in the background: wait until this device holds the text. */
async function typed(d: ChatDrafts, session: string, text: string) {
  d.typed(session, text);
  for (let i = 0; i < 100 && (await d.local(session)) !== text; i++) {
    await new Promise((r) => setTimeout(r, 5));
  }
  expect(await d.local(session)).toBe(text);
}

describe('drafts', () => {
  it('keeps what is typed here at once, and on the server once sent', async () => {
    const { server, drafts: d, db } = await setup();
    await typed(d, '400', 'Half a thought');
    expect(server.writes).toEqual([]);
    await d.flush();
    expect(server.text).toBe('Half a thought');
    expect((await db.drafts.get('400'))?.pending).toBe(false);
  });

  it('waits while the server is away and sends when it is back', async () => {
    const { server, drafts: d, db } = await setup();
    server.offline = true;
    await typed(d, '400', 'Written offline');
    await d.flush();
    expect((await db.drafts.get('400'))?.pending).toBe(true);
    expect(d.state.getState()['400']?.sentence).toBeUndefined();
    server.offline = false;
    await d.flush();
    expect(server.text).toBe('Written offline');
  });

  it('never overwrites a newer draft from another device without asking', async () => {
    const { server, drafts: d } = await setup();
    await typed(d, '400', 'Mine');
    server.text = 'Theirs, written on the laptop';
    await d.flush();
    expect(server.text).toBe('Theirs, written on the laptop');
    expect(d.state.getState()['400']?.conflict).toEqual({
      theirs: 'Theirs, written on the laptop',
    });
    await d.keepMine('400');
    expect(server.text).toBe('Mine');
    expect(d.state.getState()['400']?.conflict).toBeUndefined();
  });

  it('takes the other device’s draft when the user says so', async () => {
    const { server, drafts: d } = await setup();
    await typed(d, '400', 'Mine');
    server.text = 'Theirs';
    await d.flush();
    expect(await d.takeTheirs('400')).toBe('Theirs');
    expect(await d.local('400')).toBe('Theirs');
    await d.flush();
    expect(server.writes).toEqual([]);
  });

  it('shows a newer server draft when nothing typed here waits, and clears when sent', async () => {
    const { server, drafts: d } = await setup();
    server.text = 'From the phone app';
    expect(await d.refresh('400')).toBe('From the phone app');
    await d.showing('400', 'From the phone app');
    expect(await d.refresh('400')).toBeUndefined();
    expect(await d.local('400')).toBe('From the phone app');
    // Sending empties the composer: the draft is cleared on the server too.
    await typed(d, '400', '');
    await d.flush();
    expect(server.text).toBe('');
  });

  it('asks when the server’s draft arrived after typing here began', async () => {
    const { server, drafts: d } = await setup();
    server.text = 'From the phone app';
    // The composer held typing when the server's draft came, so it was not shown.
    expect(await d.refresh('400')).toBe('From the phone app');
    await typed(d, '400', 'Typed meanwhile');
    await d.flush();
    expect(server.text).toBe('From the phone app');
    expect(d.state.getState()['400']?.conflict).toEqual({ theirs: 'From the phone app' });
  });

  it('says so when the server refuses a draft, and keeps it here', async () => {
    const { server, drafts: d } = await setup();
    server.refuse = true;
    await typed(d, '400', 'Refused');
    await d.flush();
    expect(d.state.getState()['400']?.sentence).toBe('The server refused it.');
    expect(await d.local('400')).toBe('Refused');
  });

  it('keeps a draft too long for the server on this device only', async () => {
    const { server, drafts: d } = await setup();
    await typed(d, '400', 'x'.repeat(4001));
    await d.flush();
    expect(server.writes).toEqual([]);
  });
});
