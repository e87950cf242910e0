import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { type Api } from '../../shared/contract';
import { type Account } from '../cache';
import { CacheError } from '../cache/cache-error';
import { useChanged } from '../components/use-changed';
import { discardCache, openAccountData, type AccountData } from './account-data';
import { claimEarlyCache, rememberAccount } from './early-cache';

export type AccountDataState =
  /** `upgrading`: the cache is carrying an older layout's rows over, which can take a while. */
  | { status: 'opening'; upgrading?: true }
  | { status: 'ready'; data: AccountData }
  /**
   * The local databases could not be opened. `retry` opens them again; `clearAndRetry` (cache
   * failures only) deletes the cache — never the outbox — and opens again.
   */
  | {
      status: 'failed';
      error: CacheError;
      retry: () => void;
      clearAndRetry?: () => Promise<void>;
    };

const AccountDataContext = createContext<AccountDataState | undefined>(undefined);

/**
 * Opens the signed-in account's local data (cache, outbox, sync, review prompter) and closes it
 * when the account changes or the user signs out (the provider unmounts). Children render in
 * every state: sections read `useAccountData()` and show the cache when it is ready.
 */
export function AccountDataProvider({
  api,
  account,
  children,
}: {
  api: Api;
  account: Account;
  children: ReactNode;
}) {
  const [state, setState] = useState<AccountDataState>({ status: 'opening' });
  const [attempt, setAttempt] = useState(0);
  const { baseUrl, userName } = account;
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // Another account, or another attempt, shows "opening" until its data opens.
  if (useChanged([api, baseUrl, userName, attempt])) setState({ status: 'opening' });

  useEffect(() => {
    let closed = false;
    let opened: AccountData | undefined;
    openAccountData({
      account: { baseUrl, userName },
      api,
      early: claimEarlyCache({ baseUrl, userName }),
      onUpgrade: () => {
        if (!closed) setState({ status: 'opening', upgrading: true });
      },
    }).then(
      (data) => {
        if (closed) data.close();
        else {
          opened = data;
          rememberAccount({ baseUrl, userName });
          setState({ status: 'ready', data });
        }
      },
      (error: unknown) => {
        if (closed) return;
        const cacheError =
          error instanceof CacheError ? error : new CacheError('unavailable', 'cache');
        if (!(error instanceof CacheError)) console.error('account data:', error);
        const clearable = cacheError.database !== 'outbox' && cacheError.kind !== 'blocked';
        setState({
          status: 'failed',
          error: cacheError,
          retry,
          ...(clearable && {
            clearAndRetry: async () => {
              await discardCache({ baseUrl, userName });
              retry();
            },
          }),
        });
      },
    );
    return () => {
      closed = true;
      opened?.close();
    };
  }, [api, baseUrl, userName, attempt, retry]);

  return <AccountDataContext.Provider value={state}>{children}</AccountDataContext.Provider>;
}

/**
 * Hands the sections a given state instead of opening the databases: for tests of what sits
 * above the sections (the shell), where a section only needs to render.
 */
export const AccountDataStateProvider = AccountDataContext.Provider;

/** The signed-in account's local data; must be used under `AccountDataProvider`. */
export function useAccountData(): AccountDataState {
  const state = useContext(AccountDataContext);
  if (!state) throw new Error('useAccountData needs an AccountDataProvider above it');
  return state;
}

/** The account's data once it is open, else undefined (opening or failed). */
export function useReadyAccountData(): AccountData | undefined {
  const state = useAccountData();
  return state.status === 'ready' ? state.data : undefined;
}
