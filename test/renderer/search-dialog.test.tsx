// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, expect, it } from 'vitest';
import { AccountDataProvider } from '../../src/renderer/data';
import { SearchDialog } from '../../src/renderer/shell/SearchDialog';
import { freshAccount } from '../renderer-data/fake-server';
import { fakeApi } from './fake-api';
import { cleanup, render, screen, waitFor } from './render';

afterEach(cleanup);

it('opened before the account’s data is, the search field takes focus once it is there', async () => {
  const { api } = fakeApi({});
  render(
    <AccountDataProvider api={api} account={freshAccount()}>
      <SearchDialog api={api} me="Ann Smit" onClose={() => {}} />
    </AccountDataProvider>,
  );
  // The account's data opens after the dialog did (Ctrl+K at once after sign-in).
  expect(screen.queryByRole('combobox')).toBeNull();
  const field = await screen.findByRole('combobox', {}, { timeout: 5_000 });
  await waitFor(() => expect(document.activeElement).toBe(field));
});
