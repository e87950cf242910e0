// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { CommunicationCache } from '../../src/renderer/cache';
import { type AccountData } from '../../src/renderer/data';
import {
  markHeard,
  useNewVoicemailCount,
  voicemailOf,
  type Voicemail,
} from '../../src/renderer/data/voicemails';
import { fakeApi, serviceError } from '../renderer/fake-api';
import { act, cleanup, render, screen } from '../renderer/render';
import { FakeLog, freshAccount, fullOf, itemOf } from './fake-server';

afterEach(cleanup);

const log = new FakeLog();
/** A missed call as the cache holds it, with the voicemail fields the platform adds. */
function call(date: string, fields: Record<string, unknown>) {
  return { ...fullOf(log.add(date)), incoming: true, ...fields };
}

function Count({ data }: { data: AccountData }) {
  return <p>{`new: ${useNewVoicemailCount(data)}`}</p>;
}

describe('voicemails in the local data', () => {
  it('are the calls whose full representation says voicemail; heard by voicemailIsHeard or displayed', async () => {
    const cache = await CommunicationCache.open({ account: freshAccount() });
    await cache.store([
      call('2024-03-01 09:00:00', { voicemail: true, voicemailIsHeard: false, displayed: false }),
      call('2024-03-01 10:00:00', { voicemail: true, displayed: true }),
      call('2024-03-01 11:00:00', { voicemail: false, displayed: false }),
      itemOf(log.add('2024-03-01 12:00:00')),
    ]);
    const entries = await cache.readOlder('\uffff', 10);
    const found = entries.map((entry) => voicemailOf(entry)?.heard);
    // Newest first: a list item says nothing, a plain call is none, then heard, then new.
    expect(found).toEqual([undefined, undefined, true, false]);
    cache.close();
  });

  it('counts the new ones for every reader, and marking one heard tells the server, then the cache once', async () => {
    const cache = await CommunicationCache.open({ account: freshAccount() });
    const data = { cache, openedAt: Date.now() } as unknown as AccountData;
    await cache.store([
      call('2024-03-02 09:00:00', { voicemail: true, voicemailIsHeard: false, displayed: false }),
      call('2024-03-02 10:00:00', { voicemail: true, voicemailIsHeard: false, displayed: false }),
    ]);
    render(<Count data={data} />);
    expect(await screen.findByText('new: 2')).toBeTruthy();

    const { api, invoke } = fakeApi({
      'voicemail.markHeard': () => ({ ok: true, value: undefined }),
    });
    const [newest] = await cache.readOlder('\uffff', 1);
    const voicemail = voicemailOf(newest!) as Voicemail;
    await act(() => markHeard(api, cache, voicemail));
    expect(invoke).toHaveBeenCalledWith('voicemail.markHeard', { oid: voicemail.entry.oid });
    expect(await screen.findByText('new: 1', {}, { timeout: 4000 })).toBeTruthy();
    // The cache keeps the version it had: the server's next version replaces it.
    const stored = await cache.get(voicemail.entry.oid);
    expect(stored?.version).toBe(voicemail.entry.version);
    expect(voicemailOf(stored!)?.heard).toBe(true);
    cache.close();
  });

  it('are left new in the cache when the server refuses', async () => {
    const cache = await CommunicationCache.open({ account: freshAccount() });
    await cache.store([
      call('2024-03-03 09:00:00', { voicemail: true, voicemailIsHeard: false, displayed: false }),
    ]);
    const { api } = fakeApi({
      'voicemail.markHeard': () => ({
        ok: false,
        error: serviceError(10100, 'This item is no longer in your history.'),
      }),
    });
    const [entry] = await cache.readOlder('\uffff', 1);
    await expect(markHeard(api, cache, voicemailOf(entry!)!)).rejects.toThrow(
      'This item is no longer in your history.',
    );
    expect(voicemailOf((await cache.get(entry!.oid))!)?.heard).toBe(false);
    cache.close();
  });
});
