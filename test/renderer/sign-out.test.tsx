// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from './render';
import { afterEach, describe, expect, it } from 'vitest';
import { SignOut } from '../../src/renderer/sections/SignOut';
import { useAppStore } from '../../src/renderer/state/app-store';
import { applyLanguage } from '../../src/renderer/i18n/language-store';
import { failure } from '../renderer-data/fake-server';
import { setupOutbox } from '../renderer-data/outbox-setup';
import { fakeApi } from './fake-api';

/**
 * Signing out with messages the server has not confirmed asks first: send them, then sign out,
 * or discard them and sign out (or stay). A real outbox (fake IndexedDB) over a fake server.
 */
const boxes: { close(): void }[] = [];
afterEach(() => {
  cleanup();
  void applyLanguage('en');
  for (const box of boxes.splice(0)) box.close();
});

const SESSION = '900';

async function setup() {
  const outbox = await setupOutbox();
  boxes.push(outbox.box);
  await outbox.box.start();
  const { api, invoke } = fakeApi({
    'session.signOut': () => ({ ok: true, value: { status: 'signed-out' } }),
  });
  const signedOut = () => invoke.mock.calls.filter(([call]) => call === 'session.signOut').length;
  render(<SignOut api={api} outbox={outbox.box} />);
  return { ...outbox, signedOut };
}

/** Messages written while the server cannot be reached: they wait, pending. */
async function unsent(box: Awaited<ReturnType<typeof setup>>['box'], ...texts: string[]) {
  box.offline();
  for (const text of texts) await box.send({ session: SESSION, text });
}

const clickSignOut = () =>
  act(async () => {
    // As in a browser, the button clicked has focus.
    screen.getByRole('button', { name: 'Sign out' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await Promise.resolve();
  });

describe('signing out', () => {
  it('with nothing unsent signs out at once, asking nothing', async () => {
    const { signedOut } = await setup();
    await clickSignOut();
    await waitFor(() => expect(signedOut()).toBe(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("the tray's Sign out asks the same way: at once with nothing unsent, else the dialog", async () => {
    const { box, signedOut } = await setup();
    await unsent(box, 'From the tray');
    act(() => useAppStore.getState().askSignOut());
    expect(useAppStore.getState().section).toBe('settings');
    await screen.findByRole('dialog');
    expect(signedOut()).toBe(0);
    expect(useAppStore.getState().signOutAsked).toBe(false);
  });

  it("the tray's Sign out with nothing unsent signs out without asking", async () => {
    const { signedOut } = await setup();
    act(() => useAppStore.getState().askSignOut());
    await waitFor(() => expect(signedOut()).toBe(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('with unsent messages asks first, with both choices; Cancel keeps them and stays', async () => {
    const { box, signedOut } = await setup();
    await unsent(box, 'One', 'Two');
    await clickSignOut();
    const dialog = await screen.findByRole('dialog', { name: 'Sign out with unsent messages?' });
    // Its description is what it asks, read out with it.
    await waitFor(() =>
      expect(dialog.getAttribute('aria-describedby')).toBe(
        within(dialog).getByRole('status').getAttribute('id'),
      ),
    );
    await within(dialog).findByText(
      '2 messages have not been sent yet. Send first, or discard and sign out?',
    );
    expect(within(dialog).getByRole('button', { name: 'Send first' })).toBe(document.activeElement);
    within(dialog).getByRole('button', { name: 'Discard and sign out' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Focus is back on the button that opened it.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign out' }));
    expect(signedOut()).toBe(0);
    expect(await box.messages()).toHaveLength(2);
  });

  it('Escape is Cancel', async () => {
    const { box, signedOut } = await setup();
    await unsent(box, 'Kept');
    await clickSignOut();
    const dialog = await screen.findByRole('dialog');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(signedOut()).toBe(0);
  });

  it('"Discard and sign out" removes them, then signs out', async () => {
    const { box, server, signedOut } = await setup();
    await unsent(box, 'Never mind', 'Nor this');
    await clickSignOut();
    const dialog = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Discard and sign out' }));
      await Promise.resolve();
    });
    await waitFor(() => expect(signedOut()).toBe(1));
    expect(await box.messages()).toEqual([]);
    await box.reconnect();
    await box.whenIdle();
    expect(server.sends).toEqual([]);
  });

  it('"Send first" sends them, counting down, and signs out once none is left', async () => {
    const { box, server, signedOut } = await setup();
    await unsent(box, 'Before I go');
    await clickSignOut();
    const dialog = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send first' }));
      await Promise.resolve();
    });
    await within(dialog).findByText(
      'Sending… 1 message to go. You are signed out once they are sent.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Send first' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBe(document.activeElement);
    expect(signedOut()).toBe(0);
    await act(async () => {
      await box.reconnect(); // the server is back: it goes
      await box.whenIdle();
    });
    expect(server.sends).toHaveLength(1);
    await waitFor(() => expect(signedOut()).toBe(1));
  });

  it('"Send first" says so when what is left was refused, and does not sign out', async () => {
    const { box, server, signedOut } = await setup();
    server.sendScript.push({ failure: failure('service', { status: 404, code: 10066 }) });
    await box.send({ session: SESSION, text: 'Into a closed chat' });
    await box.whenIdle();
    expect(await box.messages()).toMatchObject([{ state: 'failed' }]);
    await clickSignOut();
    const dialog = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send first' }));
      await Promise.resolve();
    });
    await within(dialog).findByText(
      '1 message could not be sent: change or delete it in Conversations, or discard and sign out.',
    );
    expect(signedOut()).toBe(0);
  });

  it('asks in Dutch', async () => {
    await applyLanguage('nl');
    const { box } = await setup();
    await unsent(box, 'Een');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Afmelden' }));
      await Promise.resolve();
    });
    const dialog = await screen.findByRole('dialog', {
      name: 'Afmelden met onverzonden berichten?',
    });
    await within(dialog).findByText(
      '1 bericht is nog niet verzonden. Eerst verzenden, of weggooien en afmelden?',
    );
    within(dialog).getByRole('button', { name: 'Eerst verzenden' });
    within(dialog).getByRole('button', { name: 'Weggooien en afmelden' });
    within(dialog).getByRole('button', { name: 'Annuleren' });
  });
});
