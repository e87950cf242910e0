import { z } from 'zod';
import { oidSchema, referenceSchema, singleEnvelope, timestampSchema } from './primitives';
import { roles } from './operations';

/** `POST /me/login` body (design section 4, platform documentation). */
export const loginRequestSchema = z.object({
  userName: z.string(),
  password: z.string(),
  userSpace: z.string(),
  appKey: z.string().optional(),
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

/** `GET /me/info` (beyond the interface): who is signed in, and their role for the admin area. */
export const meInfoSchema = z.looseObject({
  oid: oidSchema,
  objectType: z.string(),
  commonName: z.string(),
  userName: z.string(),
  role: roleSchema,
  person: referenceSchema,
  primaryLine: referenceSchema.optional(),
  tenant: referenceSchema.optional(),
});
export type MeInfo = z.infer<typeof meInfoSchema>;
export const meInfoResponseSchema = singleEnvelope(meInfoSchema);
