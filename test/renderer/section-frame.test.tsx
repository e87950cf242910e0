// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CacheError } from '../../src/renderer/cache/cache-error';
import { AccountDataStateProvider } from '../../src/renderer/data/AccountDataProvider';
import { People } from '../../src/renderer/sections/people/People';
import { WebPages } from '../../src/renderer/sections/webpages/WebPages';
import { fakeApi } from './fake-api';
import { cleanup, fireEvent, render, screen } from './render';

afterEach(cleanup);

describe('a section whose local data cannot be opened', () => {
  it('says why, and offers to try again and to download a damaged copy anew', () => {
    const retry = vi.fn();
    const clearAndRetry = vi.fn(() => Promise.resolve());
    render(
      <AccountDataStateProvider
        value={{
          status: 'failed',
          error: new CacheError('corrupt', 'directory'),
          retry,
          clearAndRetry,
        }}
      >
        <People api={fakeApi({}).api} />
      </AccountDataStateProvider>,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'The local copy of your colleagues and favorites is damaged.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Clear cache and resync' }));
    expect(clearAndRetry).toHaveBeenCalledTimes(1);
  });

  it('offers only to try again where clearing would not help', () => {
    render(
      <AccountDataStateProvider
        value={{ status: 'failed', error: new CacheError('blocked', 'directory'), retry: vi.fn() }}
      >
        <WebPages api={fakeApi({}).api} />
      </AccountDataStateProvider>,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear cache and resync' })).toBeNull();
  });

  it('says what it opens, or that the data is being upgraded', () => {
    const { rerender } = render(
      <AccountDataStateProvider value={{ status: 'opening' }}>
        <People api={fakeApi({}).api} />
      </AccountDataStateProvider>,
    );
    expect(screen.getByText('Opening your colleagues…')).toBeTruthy();
    rerender(
      <AccountDataStateProvider value={{ status: 'opening', upgrading: true }}>
        <People api={fakeApi({}).api} />
      </AccountDataStateProvider>,
    );
    expect(screen.queryByText('Opening your colleagues…')).toBeNull();
  });
});
