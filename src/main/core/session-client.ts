import { type SessionApi } from '../api';
import { type IdentityClient } from './who-am-i';

/**
 * The part of the API client (`src/main/api`) the session service drives, narrowed from the
 * client's own types so the core can be tested with a fake.
 */
export interface SessionClient extends IdentityClient {
  session: Pick<SessionApi, 'login' | 'requestMfa' | 'restore' | 'logout' | 'tokens' | 'onChange'>;
}

export type CreateSessionClient<C extends SessionClient> = (
  baseUrl: string,
  fetchFn: typeof fetch,
) => C;
