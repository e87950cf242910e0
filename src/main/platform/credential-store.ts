import { z } from 'zod';
import { sessionUserSchema } from '../../shared/contract';

/** Who the user was when last signed in here: the shell a remembered start shows at once. */
export const rememberedUserSchema = sessionUserSchema.omit({
  remembered: true,
  rememberNotice: true,
});
export type RememberedUser = z.infer<typeof rememberedUserSchema>;

/**
 * What "remember me" keeps: where and who, and the session's tokens (never the password). The
 * tokens are only ever written encrypted, by the host's implementation of `CredentialStore`.
 * Renewing needs both (me_renew.html); what earlier versions stored has no `authentication` (and
 * no `user`), and the server refuses to renew it: the user signs in again.
 */
export const storedCredentialsSchema = z.object({
  serverUrl: z.string().min(1),
  userName: z.string().min(1),
  renewalToken: z.string().min(1),
  authentication: z.string().min(1).optional(),
  user: rememberedUserSchema.optional(),
});
export type StoredCredentials = z.infer<typeof storedCredentialsSchema>;

export type StoreAvailability = { available: true } | { available: false; sentence: string };

export interface CredentialStore {
  /** Whether secrets can be kept safely here; when not, the sentence says why. */
  availability(): Promise<StoreAvailability>;
  save(credentials: StoredCredentials): Promise<void>;
  /** `null` when nothing is stored or what is stored cannot be read any more. */
  load(): Promise<StoredCredentials | null>;
  /** Forgets everything stored; the files are gone afterwards. */
  clear(): Promise<void>;
}
