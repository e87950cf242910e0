// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, render, screen, waitFor } from './render';
import { afterEach, describe, expect, it } from 'vitest';
import { type CurrentCalls } from '../../src/shared/contract';
import { type AccountData } from '../../src/renderer/data';
import { AccountDataStateProvider } from '../../src/renderer/data/AccountDataProvider';
import { openPhoneCalls } from '../../src/renderer/data/phone-calls';
import { Directory } from '../../src/renderer/directory/directory';
import { CallBar } from '../../src/renderer/shell/CallBar';
import { FakeDirectory } from '../renderer-data/fake-directory';
import { freshAccount } from '../renderer-data/fake-server';
import { fakeApi } from './fake-api';

/** The call bar over the account's calls: who calls, Hang up, and Transfer's picker. */

const closers: (() => void)[] = [];
afterEach(() => {
  cleanup();
  for (const close of closers.splice(0)) close();
});

async function setup(calls: CurrentCalls) {
  const { api, invoke, emit } = fakeApi({
    'phone.calls': () => ({ ok: true, value: calls }),
    'phone.hangup': () => ({ ok: true, value: undefined }),
    'phone.transfer': () => ({
      ok: false,
      error: { kind: 'invalid-request', sentence: 'Carol did not answer.', transient: false },
    }),
  });
  const server = new FakeDirectory();
  server.people = [
    { oid: '11', person: '21', name: 'Carol Smit', number: '+31 20 555 0107' },
    { oid: '12', person: '22', name: 'Dave Bos', extension: '204' },
    { oid: '13', person: '23', name: 'No Line' },
  ];
  const directory = await Directory.open({ account: freshAccount(), port: server });
  await directory.refreshColleagues();
  const phone = openPhoneCalls(api);
  closers.push(
    () => directory.close(),
    () => phone.close(),
  );
  const data = {
    directory,
    phone,
    firstScreen: { drawn: Promise.resolve() },
  } as unknown as AccountData;
  render(
    <AccountDataStateProvider value={{ status: 'ready', data }}>
      <CallBar />
    </AccountDataStateProvider>,
  );
  const bar = await screen.findByRole('region', { name: 'Current call' });
  return { bar, invoke, emit: (next: CurrentCalls) => act(() => emit('phone.changed', next)) };
}

describe('the call bar', () => {
  it('says who calls the user, and Hang up declines by their channel', async () => {
    const { invoke } = await setup({
      calls: [{ channel: '300.2', state: 'incoming', name: 'Dave Bos' }],
    });
    expect(screen.getByRole('status').textContent).toBe(
      'Dave Bos is calling you. Answer on your phone.',
    );
    expect(screen.queryByRole('button', { name: /^Transfer/ })).toBeNull();
    fireEvent.click(
      screen.getByRole('button', { name: 'Hang up: decline the call from Dave Bos' }),
    );
    await waitFor(() => expect(invoke).toHaveBeenCalledWith('phone.hangup', { channel: '300.2' }));
  });

  it('transfers a call placed here to a colleague picked by name, and says a refusal', async () => {
    const { invoke } = await setup({
      calls: [
        {
          channel: '100.1',
          state: 'connected',
          name: 'Bob',
          connectedAt: new Date().toISOString(),
          transferable: true,
        },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer the call with Bob' }));
    const picker = await screen.findByRole('dialog', { name: 'Transfer the call with Bob' });
    // Only colleagues with a number or an extension can be put through to.
    await waitFor(() => expect(picker.querySelectorAll('.transfer-person')).toHaveLength(2));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a colleague' }), {
      target: { value: 'car' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer to Carol Smit' }));
    await waitFor(() =>
      expect(invoke).toHaveBeenCalledWith('phone.transfer', {
        channel: '100.1',
        number: '+31 20 555 0107',
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Carol did not answer.');
  });

  it('follows a transfer under way, offers to cancel it, and says where the call went', async () => {
    const connected = { channel: '100.1', state: 'connected' as const, name: 'Bob' };
    const { emit, invoke } = await setup({
      calls: [{ ...connected, transfer: { to: 'Carol', step: 'ringingThem', channel: '200.1' } }],
    });
    expect(screen.getByRole('status').textContent).toBe(
      'Transferring Bob to Carol: calling Carol…',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the transfer to Carol' }));
    await waitFor(() => expect(invoke).toHaveBeenCalledWith('phone.hangup', { channel: '200.1' }));
    emit({ calls: [{ ...connected, state: 'transferred', transfer: { to: 'Carol' } }] });
    expect(screen.getByRole('status').textContent).toBe('Call with Bob transferred to Carol');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
