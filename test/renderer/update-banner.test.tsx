// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from './render';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AccountData } from '../../src/renderer/data';
import { AccountDataStateProvider } from '../../src/renderer/data/AccountDataProvider';
import { openPhoneCalls } from '../../src/renderer/data/phone-calls';
import { applyLanguage } from '../../src/renderer/i18n/language-store';
import { UpdateBanner } from '../../src/renderer/shell/UpdateBanner';
import { useAppStore } from '../../src/renderer/state/app-store';
import { updatesState } from '../../src/renderer/state/updates';
import { type CurrentCalls } from '../../src/shared/contract';
import { type UpdateState } from '../../src/shared/contract/update-calls';
import { fakeApi } from './fake-api';

/** The shell's quiet line once an update is ready: when it shows, what it does, and in Dutch. */

const closers: (() => void)[] = [];
afterEach(() => {
  cleanup();
  void applyLanguage('en');
  for (const close of closers.splice(0)) close();
});
beforeEach(() => {
  updatesState.setState({ state: null, dismissed: undefined });
  useAppStore.setState({ section: 'conversations', restartAsked: false });
});

const installed: UpdateState = {
  supported: true,
  currentVersion: '1.4.0',
  channel: 'stable',
  status: { phase: 'downloading', version: '1.5.0', percent: 90 },
};
const ready = (version = '1.5.0'): UpdateState => ({
  ...installed,
  status: { phase: 'ready', version },
});
const connected: CurrentCalls = {
  calls: [
    { channel: 'c1', state: 'connected', number: '204', connectedAt: new Date().toISOString() },
  ],
};

function setup(calls: CurrentCalls = { calls: [] }) {
  const { api, emit } = fakeApi({ 'phone.calls': () => ({ ok: true, value: calls }) });
  const phone = openPhoneCalls(api);
  closers.push(() => phone.close());
  const data = { phone } as unknown as AccountData;
  render(
    <AccountDataStateProvider value={{ status: 'ready', data }}>
      <UpdateBanner />
    </AccountDataStateProvider>,
  );
  return { phone: (next: CurrentCalls) => act(() => emit('phone.changed', next)) };
}

const set = (state: UpdateState) => act(() => updatesState.setState({ state }));
const line = (text = 'Switchboard 1.5.0 is ready.') => screen.findByText(text);

describe('the update banner', () => {
  it('shows nothing before an update is ready', async () => {
    setup();
    set(installed);
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(screen.queryByText(/is ready/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Restart to update' })).toBeNull();
  });

  it('says a ready version in a status (not an alert), with Restart and a hide', async () => {
    setup();
    set(ready());
    const text = await line();
    expect(text.closest('[role="status"]')).not.toBeNull();
    expect(text.closest('[role="alert"]')).toBeNull();
    screen.getByRole('button', { name: 'Restart to update' });
    screen.getByRole('button', { name: 'Hide until the next start' });
  });

  it('Restart has Settings → About & updates run the restart', async () => {
    setup();
    set(ready());
    await line();
    fireEvent.click(screen.getByRole('button', { name: 'Restart to update' }));
    expect(useAppStore.getState().section).toBe('settings');
    expect(useAppStore.getState().restartAsked).toBe(true);
  });

  it('hidden, stays hidden for that version this run; a newer one shows again', async () => {
    setup();
    set(ready());
    await line();
    fireEvent.click(screen.getByRole('button', { name: 'Hide until the next start' }));
    expect(screen.queryByText(/is ready/)).toBeNull();
    set({ ...installed, status: { phase: 'checking' } });
    set(ready());
    expect(screen.queryByText(/is ready/)).toBeNull();
    set(ready('1.6.0'));
    await line('Switchboard 1.6.0 is ready.');
  });

  it('is not shown during a call, and comes back after it', async () => {
    const { phone } = setup(connected);
    // The call is known before the update is ready.
    await act(() => new Promise((r) => setTimeout(r, 0)));
    set(ready());
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(screen.queryByText(/is ready/)).toBeNull();
    phone({ calls: [] });
    await line();
  });

  it('in Dutch', async () => {
    await applyLanguage('nl');
    setup();
    set(ready());
    await line('Switchboard 1.5.0 staat klaar.');
    screen.getByRole('button', { name: 'Opnieuw starten om bij te werken' });
    screen.getByRole('button', { name: 'Verbergen tot de volgende start' });
  });
});
