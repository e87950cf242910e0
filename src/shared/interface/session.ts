import { z } from 'zod';
import { referenceSchema, singleEnvelope, timestampSchema } from './primitives';
import { roles } from './operations';

/**
 * `POST /me/login` body (guide: model/LoginCredentials.html). `mfa` (the code) and `email` (where
 * it was sent) only when a first login answered that a second factor is required.
 */
export const loginRequestSchema = z.object({
  userName: z.string(),
  password: z.string(),
  userSpace: z.string().max(200),
  appKey: z.string().optional(),
  mfa: z.string().optional(),
  email: z.string().optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Login and renewal answer: a token pair and its UTC expiry. */
export const tokenPairSchema = z.looseObject({
  authentication: z.string().min(1),
  renewalToken: z.string().min(1),
  validUntil: timestampSchema,
  version: z.string().optional(),
  serverVersion: z.string().optional(),
  tenant: z.string().nullable().optional(),
  userName: z.string().nullable().optional(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** `POST /me/renew` sends the renewal token as a bare JSON string. */
export const renewRequestSchema = z.string().min(1);

export const roleSchema = z.enum(roles);

/** The platform's presence of a person or line (guide: me_info.html, addressables_presence.html). */
export const presenceInfoSchema = z.looseObject({
  status: z.string().optional(),
  statusIcon: z.string().optional(),
  message: z.string().optional(),
  busy: z.boolean().optional(),
});
export type PresenceInfo = z.infer<typeof presenceInfoSchema>;

/**
 * `GET /me/info` (guide: me_info.html): the signed-in user's person, presence and phone line.
 * It names no user, no user oid and no role: those come from 4.8 (`whoAmI` in the core).
 */
export const meInfoSchema = z.looseObject({
  person: referenceSchema,
  presenceInfo: presenceInfoSchema.optional(),
  phoneLine: referenceSchema.optional(),
});
export type MeInfo = z.infer<typeof meInfoSchema>;
export const meInfoResponseSchema = singleEnvelope(meInfoSchema);
