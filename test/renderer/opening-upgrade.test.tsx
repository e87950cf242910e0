// @vitest-environment happy-dom
import { cleanup, render, screen } from './render';
import { afterEach, expect, it, vi } from 'vitest';
import { type Api, type SessionUser } from '../../src/shared/contract';
import { type OpenAccountDataOptions } from '../../src/renderer/data';
import { t } from '../../src/shared/i18n';

// The databases "open" only as far as the upgrade: the sections must say why they wait.
vi.mock('../../src/renderer/data/account-data', async (original) => ({
  ...(await original<object>()),
  openAccountData: (options: OpenAccountDataOptions) => {
    options.onUpgrade?.();
    return new Promise(() => {});
  },
}));
const { AccountDataProvider } = await import('../../src/renderer/data');
// What the sections say while the cache carries an older layout over (once per profile).
const UPGRADING_SENTENCE = t('data.upgrading');
const { History } = await import('../../src/renderer/sections/history/History');
const { Conversations } = await import('../../src/renderer/sections/conversations/Conversations');

afterEach(cleanup);

it('History and Conversations say that the saved history is being updated, not just "opening"', async () => {
  const account = { baseUrl: 'https://pbx.example.com', userName: 'ann' };
  const api = {} as Api;
  const user = { displayName: 'Ann' } as SessionUser;
  render(
    <AccountDataProvider api={api} account={account}>
      <History />
      <Conversations api={api} user={user} />
    </AccountDataProvider>,
  );
  expect(await screen.findAllByText(UPGRADING_SENTENCE)).toHaveLength(2);
  expect(screen.queryByText('Opening your history…')).toBeNull();
});
