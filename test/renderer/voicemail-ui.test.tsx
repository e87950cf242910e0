// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { CommunicationCache } from '../../src/renderer/cache';
import { type AccountData } from '../../src/renderer/data';
import { AccountDataStateProvider } from '../../src/renderer/data/AccountDataProvider';
import { Voicemail } from '../../src/renderer/sections/voicemail/Voicemail';
import { FakeLog, freshAccount, fullOf } from '../renderer-data/fake-server';
import { fakeApi } from './fake-api';
import { act, cleanup, fireEvent, render, screen, within } from './render';

const closers: (() => void)[] = [];
afterEach(() => {
  cleanup();
  for (const close of closers.splice(0)) close();
});

const log = new FakeLog();

/** A voicemail Ann Lee left, as the cache holds it. */
function voicemail(date: string, heard: boolean) {
  return {
    ...fullOf(log.add(date)),
    incoming: true,
    displayed: heard,
    voicemail: true,
    voicemailIsHeard: heard,
    participants: [
      {
        commonName: 'Ann Lee',
        role: 'rtFrom',
        address: '+31 20 555 0101',
        oid: '77',
        objectType: 'Addressee',
      },
    ],
  };
}

async function renderVoicemail() {
  const cache = await CommunicationCache.open({ account: freshAccount() });
  closers.push(() => cache.close());
  await cache.store([voicemail('2024-05-01 09:00:00', false)]);
  const data = { cache, openedAt: Date.now() } as unknown as AccountData;
  const { api, invoke } = fakeApi({
    'voicemail.audio': () => ({
      ok: true,
      value: { mimeType: 'audio/wav', contentsB64String: 'UklGRg==' },
    }),
    'voicemail.markHeard': () => ({ ok: true, value: undefined }),
    'voicemail.save': () => ({ ok: true, value: { saved: true } }),
  });
  render(
    <AccountDataStateProvider value={{ status: 'ready', data }}>
      <Voicemail api={api} />
    </AccountDataStateProvider>,
  );
  return { invoke };
}

describe('Voicemail', () => {
  it('marks a new voicemail, plays it in the page and marks it heard when it plays', async () => {
    const { invoke } = await renderVoicemail();
    const list = await screen.findByRole('list', { name: 'Voicemails' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByText('New')).toBeTruthy();
    expect(within(item).getByText('+31 20 555 0101')).toBeTruthy();

    fireEvent.click(within(item).getByRole('button', { name: 'Play the voicemail from Ann Lee' }));
    const player = await within(item).findByLabelText('Voicemail from Ann Lee');
    expect(invoke).toHaveBeenCalledWith('voicemail.audio', { oid: expect.any(String) });
    expect(player.getAttribute('src')).toMatch(/^blob:/);
    expect(invoke).not.toHaveBeenCalledWith('voicemail.markHeard', expect.anything());

    await act(async () => {
      fireEvent.play(player);
      await Promise.resolve();
    });
    expect(invoke).toHaveBeenCalledWith('voicemail.markHeard', { oid: expect.any(String) });
    // The cache now holds it heard: the list follows.
    await expect.poll(() => within(item).queryByText('New'), { timeout: 4000 }).toBeNull();
  });

  it('saves a voicemail through main and says so', async () => {
    const { invoke } = await renderVoicemail();
    const save = await screen.findByRole('button', {
      name: 'Save to file: the voicemail from Ann Lee',
    });
    fireEvent.click(save);
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(invoke).toHaveBeenCalledWith('voicemail.save', { oid: expect.any(String) });
  });
});
