import { type ApiClient, type SessionApi } from '../api';

/**
 * The part of the API client (`src/main/api`) the session service drives, narrowed from the
 * client's own types so the core can be tested with a fake.
 */
export interface SessionClient {
  session: Pick<SessionApi, 'login' | 'restore' | 'logout' | 'renewalToken' | 'onChange'>;
  me: Pick<ApiClient['me'], 'info'>;
}

export type CreateSessionClient<C extends SessionClient> = (
  baseUrl: string,
  fetchFn: typeof fetch,
) => C;
