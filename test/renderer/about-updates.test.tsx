// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from './render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../src/renderer/i18n/language-store';
import { AboutUpdates } from '../../src/renderer/sections/AboutUpdates';
import { useAppStore } from '../../src/renderer/state/app-store';
import { connectUpdates, updatesState } from '../../src/renderer/state/updates';
import { type AppInfo, type CallName } from '../../src/shared/contract';
import { type About, type UpdateState } from '../../src/shared/contract/update-calls';
import { setupOutbox } from '../renderer-data/outbox-setup';
import { fakeApi, user, type Answer } from './fake-api';

/**
 * Settings → About & updates over a scripted main: the versions, the updater's sentence as main's
 * events move it, its controls, Restart to update (asking about unsent messages first, and
 * saying main's refusals), and Copy diagnostics.
 */

const closers: (() => void)[] = [];
afterEach(() => {
  cleanup();
  void applyLanguage('en');
  for (const close of closers.splice(0)) close();
});
beforeEach(() => {
  updatesState.setState({ state: null, dismissed: undefined });
  useAppStore.setState({ restartAsked: false });
});

const about: About = {
  version: '1.4.0',
  electron: '37.2.0',
  chrome: '138.0.7204.97',
  node: '22.17.0',
  platform: 'linux',
  arch: 'x64',
  osRelease: '6.8.0',
};
const appInfo: AppInfo = { host: 'electron', version: '1.4.0', platform: 'linux', demo: false };
const installed: UpdateState = {
  supported: true,
  currentVersion: '1.4.0',
  channel: 'stable',
  status: { phase: 'idle' },
};
const ready: UpdateState = { ...installed, status: { phase: 'ready', version: '1.5.0' } };
const ok = (value: unknown) => () => ({ ok: true as const, value });

async function setup(state: UpdateState, answers: Partial<Record<CallName, Answer>> = {}) {
  const { box } = await setupOutbox();
  await box.start();
  const { api, invoke, emit } = fakeApi({
    'app.about': ok(about),
    'updates.get': ok(state),
    'updates.restart': ok({ outcome: 'restarting' }),
    ...answers,
  });
  closers.push(connectUpdates(api), () => box.close());
  render(<AboutUpdates api={api} user={user} appInfo={appInfo} outbox={box} />);
  await screen.findByText('37.2.0');
  const calls = (name: CallName) => invoke.mock.calls.filter(([call]) => call === name);
  return { box, calls, emit: (next: UpdateState) => act(() => emit('updates.changed', next)) };
}

const status = () => screen.getByText((_, el) => el?.classList.contains('update-status') ?? false);

describe('Settings → About & updates', () => {
  it('shows the versions and the platform', async () => {
    await setup(installed);
    const card = screen.getByRole('region', { name: 'About & updates' });
    for (const text of ['1.4.0', '37.2.0', '138.0.7204.97', '22.17.0', 'linux x64 (6.8.0)'])
      within(card).getByText(text);
    within(card).getByText('Electron');
    within(card).getByText('Chromium');
  });

  it("follows main's events in a live sentence: checking, downloading, ready, failed", async () => {
    const { emit } = await setup(installed);
    await waitFor(() =>
      expect(status().textContent).toBe('Switchboard has not checked for updates yet.'),
    );
    expect(status().getAttribute('role')).toBe('status');
    emit({ ...installed, status: { phase: 'checking' } });
    expect(status().textContent).toBe('Checking for updates…');
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Check for updates' }).disabled,
    ).toBe(true);
    emit({ ...installed, status: { phase: 'downloading', version: '1.5.0', percent: 60 } });
    expect(status().textContent).toBe('Downloading version 1.5.0: 60%.');
    expect(screen.queryByRole('button', { name: 'Restart to update' })).toBeNull();
    emit(ready);
    expect(status().textContent).toBe('Version 1.5.0 is ready. Restart Switchboard to update.');
    screen.getByRole('button', { name: 'Restart to update' });
    emit({ ...installed, status: { phase: 'failed', failure: 'checksum' } });
    expect(status().textContent).toMatch(/^The downloaded update didn't match its description/);
  });

  it('a copy that does not update itself says why, without the controls', async () => {
    await setup({ ...installed, supported: false, unsupportedReason: 'browser-host' });
    await screen.findByText(/^This copy does not update itself/);
    expect(screen.queryByRole('button', { name: 'Check for updates' })).toBeNull();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    screen.getByRole('button', { name: 'Copy diagnostics' });
  });

  it('in Dutch', async () => {
    await applyLanguage('nl');
    await setup({ ...installed, supported: false, unsupportedReason: 'package-manager' });
    screen.getByRole('region', { name: 'Over en updates' });
    await screen.findByText(/^Updates komen van het pakketbeheer van je systeem/);
    screen.getByRole('button', { name: 'Diagnose kopiëren' });
  });

  it('"Check for updates" asks main and shows the state it answers', async () => {
    const { calls } = await setup(installed, {
      'updates.check': ok({ ...installed, status: { phase: 'current' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Check for updates' }));
    await waitFor(() => expect(status().textContent).toBe('Switchboard is up to date.'));
    expect(calls('updates.check')).toHaveLength(1);
  });

  it('the channel is a labelled choice that main keeps', async () => {
    const { calls } = await setup(installed, {
      'updates.setChannel': (args) => ok({ ...installed, ...(args as object) })(),
    });
    const group = await screen.findByRole('radiogroup', { name: 'Updates to install' });
    expect(within(group).getByRole<HTMLInputElement>('radio', { name: 'Stable' }).checked).toBe(
      true,
    );
    fireEvent.click(within(group).getByRole('radio', { name: 'Beta' }));
    await waitFor(() =>
      expect(within(group).getByRole<HTMLInputElement>('radio', { name: 'Beta' }).checked).toBe(
        true,
      ),
    );
    expect(calls('updates.setChannel')[0]?.[1]).toEqual({ channel: 'beta' });
  });

  it('the mirror address: https only, a refusal said next to it with the address kept', async () => {
    const { calls } = await setup(installed, {
      'updates.setFeed': () => ({
        ok: false,
        error: { kind: 'invalid-request', sentence: 'No feed at that address.', transient: false },
      }),
    });
    const field = await screen.findByRole<HTMLInputElement>('textbox', {
      name: 'Company mirror address (optional)',
    });
    fireEvent.change(field, { target: { value: 'http://updates.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await screen.findByText(
      'Enter an address that starts with https://, or leave the field empty.',
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(calls('updates.setFeed')).toHaveLength(0);

    fireEvent.change(field, { target: { value: 'https://updates.example.com/switchboard' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await screen.findByText('No feed at that address.');
    expect(field.value).toBe('https://updates.example.com/switchboard');
    expect(calls('updates.setFeed')[0]?.[1]).toEqual({
      url: 'https://updates.example.com/switchboard',
    });
  });

  it('an empty mirror address returns to the build’s feed', async () => {
    const { calls } = await setup(
      { ...installed, customFeedUrl: 'https://mirror.example.com/' },
      { 'updates.setFeed': ok(installed) },
    );
    const field = await screen.findByRole<HTMLInputElement>('textbox', {
      name: 'Company mirror address (optional)',
    });
    expect(field.value).toBe('https://mirror.example.com/');
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await screen.findByText('Saved.');
    expect(calls('updates.setFeed')[0]?.[1]).toEqual({ url: null });
  });
});

describe('Copy diagnostics', () => {
  const writeText = vi.fn<(text: string) => Promise<void>>();
  beforeEach(() => {
    writeText.mockReset();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });

  it("copies main's text and says so in a live status", async () => {
    writeText.mockResolvedValue();
    await setup(installed, { 'app.diagnostics': ok({ text: 'Switchboard 1.4.0\nlinux x64' }) });
    fireEvent.click(screen.getByRole('button', { name: 'Copy diagnostics' }));
    const note = await screen.findByText(
      'Diagnostics copied. Paste them into your support request.',
    );
    expect(note.getAttribute('role')).toBe('status');
    expect(writeText).toHaveBeenCalledWith('Switchboard 1.4.0\nlinux x64');
  });

  it('says when the clipboard refused', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    await setup(installed, { 'app.diagnostics': ok({ text: 'x' }) });
    fireEvent.click(screen.getByRole('button', { name: 'Copy diagnostics' }));
    await screen.findByText("The diagnostics couldn't be copied. Please try again.");
  });

  it('says so too when main could not make the text', async () => {
    await setup(installed);
    fireEvent.click(screen.getByRole('button', { name: 'Copy diagnostics' }));
    await screen.findByText("The diagnostics couldn't be copied. Please try again.");
    expect(writeText).not.toHaveBeenCalled();
  });
});

describe('Restart to update', () => {
  const restart = () =>
    act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Restart to update' }));
      await Promise.resolve();
    });

  it('with nothing unsent, restarts at once, asking nothing', async () => {
    const { calls } = await setup(ready);
    await screen.findByRole('button', { name: 'Restart to update' });
    await restart();
    await waitFor(() => expect(calls('updates.restart')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Restarting…' }).disabled).toBe(
      true,
    );
  });

  it.each([
    ['in-call', /^Finish your call first/],
    ['nothing-ready', /^There is no downloaded update to install yet/],
    ['unsupported', /^This copy of Switchboard can't install updates itself/],
  ] as const)('says main’s refusal %s as a sentence', async (outcome, sentence) => {
    await setup(ready, { 'updates.restart': ok({ outcome }) });
    await screen.findByRole('button', { name: 'Restart to update' });
    await restart();
    const alert = await screen.findByText(sentence);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    screen.getByRole('button', { name: 'Restart to update' });
  });

  it('with unsent messages asks first; Cancel stays, "Restart anyway" restarts and keeps them', async () => {
    const { box, calls } = await setup(ready);
    box.offline();
    await box.send({ session: '900', text: 'Still going' });
    await screen.findByRole('button', { name: 'Restart to update' });
    await restart();
    let dialog = await screen.findByRole('dialog', { name: 'Restart with unsent messages?' });
    await within(dialog).findByText(
      /^1 message has not been sent yet\. Send first, or restart anyway\?/,
    );
    within(dialog).getByRole('button', { name: 'Send first' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls('updates.restart')).toHaveLength(0);

    await restart();
    dialog = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Restart anyway' }));
      await Promise.resolve();
    });
    await waitFor(() => expect(calls('updates.restart')).toHaveLength(1));
    expect(await box.messages()).toHaveLength(1);
  });

  it('"Send first" restarts once they are sent', async () => {
    const { box, calls } = await setup(ready);
    box.offline();
    await box.send({ session: '900', text: 'Before the restart' });
    await screen.findByRole('button', { name: 'Restart to update' });
    await restart();
    const dialog = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send first' }));
      await Promise.resolve();
    });
    await within(dialog).findByText(
      'Sending… 1 message to go. Switchboard restarts once they are sent.',
    );
    expect(calls('updates.restart')).toHaveLength(0);
    await act(async () => {
      await box.reconnect();
      await box.whenIdle();
    });
    await waitFor(() => expect(calls('updates.restart')).toHaveLength(1));
  });

  it("the tray's (or the banner's) request runs the same flow, once", async () => {
    const { box, calls } = await setup(ready);
    box.offline();
    await box.send({ session: '900', text: 'From the tray' });
    act(() => useAppStore.getState().askRestart());
    expect(useAppStore.getState().section).toBe('settings');
    await screen.findByRole('dialog', { name: 'Restart with unsent messages?' });
    expect(useAppStore.getState().restartAsked).toBe(false);
    expect(calls('updates.restart')).toHaveLength(0);
  });

  it("the tray's request while a call goes on says so", async () => {
    await setup(ready, { 'updates.restart': ok({ outcome: 'in-call' }) });
    act(() => useAppStore.getState().askRestart());
    await screen.findByText(/^Finish your call first/);
  });
});
