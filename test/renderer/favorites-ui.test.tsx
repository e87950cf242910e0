// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, render, screen, waitFor } from './render';
import { afterEach, describe, expect, it } from 'vitest';
import { type AccountData } from '../../src/renderer/data';
import { AccountDataStateProvider } from '../../src/renderer/data/AccountDataProvider';
import { Directory } from '../../src/renderer/directory/directory';
import { openOutboxDatabase } from '../../src/renderer/outbox/outbox-db';
import { FavoriteChanges } from '../../src/renderer/outbox/favorite-changes';
import { FavoriteStar } from '../../src/renderer/components/FavoriteStar';
import { FakeDirectory, favorite } from '../renderer-data/fake-directory';
import { failure, freshAccount } from '../renderer-data/fake-server';

const closers: (() => void)[] = [];
afterEach(() => {
  cleanup();
  for (const close of closers.splice(0)) close();
});

/** The account's directory and favorites queue over a fake server, as openAccountData wires them. */
async function accountData(server: FakeDirectory): Promise<AccountData> {
  const account = freshAccount();
  const directory = await Directory.open({ account, port: server });
  const db = await openOutboxDatabase(account);
  const favorites = new FavoriteChanges({
    db,
    port: { read: () => server.favorites(), update: (c) => server.updateFavorites(c) },
    onList: (list) => directory.storeFavorites(list),
  });
  await directory.refreshFavorites();
  await directory.refreshMe();
  await favorites.start();
  closers.push(() => {
    favorites.close();
    db.close();
    directory.close();
  });
  return { directory, favorites } as unknown as AccountData;
}

function renderStar(data: AccountData, referable: { oid: string; name: string }) {
  render(
    <AccountDataStateProvider value={{ status: 'ready', data }}>
      <FavoriteStar referable={{ ...referable, objectType: 'Person' }} />
    </AccountDataStateProvider>,
  );
}

describe('the favorites star (a conversation header, a History entry)', () => {
  it('shows the change at once, and keeps it when the server takes it', async () => {
    const server = new FakeDirectory();
    server.list = [favorite('81', 1, '11')];
    const data = await accountData(server);
    renderStar(data, { oid: '12', name: 'Sanne de Boer' });
    const add = await screen.findByRole('button', { name: 'Add Sanne de Boer to favorites' });
    expect(add.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(add);
    const remove = await screen.findByRole('button', {
      name: 'Remove Sanne de Boer from favorites',
    });
    expect(remove.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(server.order()).toEqual(['11', '12']));
    await act(() => data.favorites.whenIdle());
    expect(
      screen.getByRole('button', { name: 'Remove Sanne de Boer from favorites' }),
    ).toBeTruthy();
  });

  it('rolls a refused change back and says why, until dismissed', async () => {
    const server = new FakeDirectory();
    server.list = [favorite('81', 1, '11')];
    server.failNext.update = [
      failure('service', {
        status: 403,
        code: 10101,
        sentence: "You don't have permission to do this.",
      }),
    ];
    const data = await accountData(server);
    renderStar(data, { oid: '12', name: 'Sanne de Boer' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Sanne de Boer to favorites' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      "Sanne de Boer couldn't be added to your favorites. You don't have permission to do this.",
    );
    expect(
      screen
        .getByRole('button', { name: 'Add Sanne de Boer to favorites' })
        .getAttribute('aria-pressed'),
    ).toBe('false');
    expect(server.order()).toEqual(['11']);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('is not offered for the user themselves', async () => {
    const data = await accountData(new FakeDirectory());
    renderStar(data, { oid: '1', name: 'Me Myself' });
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
    renderStar(data, { oid: '2', name: 'Someone Else' });
    expect(
      await screen.findByRole('button', { name: 'Add Someone Else to favorites' }),
    ).toBeTruthy();
  });
});
