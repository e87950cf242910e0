import { type MeInfo } from '../../shared/interface';

/**
 * The part of the API client (`src/main/api`) the session service drives. Declared by use, so
 * the core can be tested with a fake; the real client satisfies it structurally.
 */
export interface SessionInfoLike {
  userName: string;
  validUntil: string;
  tenant?: string | null;
  serverVersion?: string | null;
}

export type SessionChange = {
  type: 'signed-in' | 'renewed' | 'signed-out' | 'expired';
  session?: SessionInfoLike | null;
};

export interface SessionClient {
  session: {
    login(
      credentials: { userName: string; password: string },
      options?: { signal?: AbortSignal },
    ): Promise<SessionInfoLike>;
    restore(renewalToken: string): Promise<SessionInfoLike>;
    logout(): Promise<void>;
    renewalToken(): string | null;
    onChange(listener: (event: SessionChange) => void): () => void;
  };
  me: { info(): Promise<MeInfo> };
}

export type CreateSessionClient<C extends SessionClient> = (
  baseUrl: string,
  fetchFn: typeof fetch,
) => C;
