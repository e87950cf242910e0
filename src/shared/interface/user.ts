import { z } from 'zod';
import { cursorParamsSchema, listEnvelope, objectBase, referenceSchema } from './primitives';

const lineSubPaths = [
  'associatedAddressable',
  'autoAttendant',
  'answerWithMusicOnHold',
  'defaultFallback',
  'dayNightMode.enableDayNightMode',
  'dayNightMode.manualNightMode',
  'userPhoneLine.redirectionActive',
  'userPhoneLine.redirection',
  'userPhoneLine.doNotDisturb',
  'userPhoneLine.voicemailActive',
  'userPhoneLine.fallbackActive',
  'userPhoneLine.fallback',
] as const;

const primaryLineSubPaths = [
  'autoAttendantOn',
  'answerWithMusicOnHold',
  'defaultFallback',
  'associatedAddressable',
  'dayNightMode.enableDayNightMode',
  'dayNightMode.manualNightMode',
  'userPhoneLine.redirectionActive',
  'userPhoneLine.redirection',
  'userPhoneLine.doNotDisturb',
  'userPhoneLine.voicemailActive',
  'userPhoneLine.fallbackActive',
  'userPhoneLine.fallback',
  'phones',
  'phones.phone.active',
  'phones.phone.doNotDisturb',
  'phones.phone.user',
  'phones.phone.users',
  'phones.phone.isRegistered',
  'phones.phone.phoneNumber',
  'extensions',
] as const;

/** 4.8 include values, exactly as the interface spells them (mangedLines included). */
export const userIncludeValues = [
  'person',
  'active',
  'userName',
  'userLicense',
  'xccRole',
  'loginDate',
  'logoutDate',
  'primaryLine',
  'lines',
  'mangedLines',
  ...primaryLineSubPaths.map((p) => `primaryLine.${p}` as const),
  ...lineSubPaths.map((p) => `lines.line.${p}` as const),
  ...lineSubPaths.map((p) => `mangedLines.phoneLine.${p}` as const),
] as const;
export type UserInclude = (typeof userIncludeValues)[number];

/** 2.19 user; fields beyond the list item appear only when included. */
export const userSchema = z.looseObject({
  ...objectBase,
  objectType: z.literal('UserProfile'),
  commonName: z.string(),
  person: referenceSchema.optional(),
  active: z.boolean().optional(),
  userName: z.string().optional(),
  userLicense: z.unknown().optional(),
  xccRole: z.unknown().optional(),
  loginDate: z.string().optional(),
  logoutDate: z.string().optional(),
  primaryLine: z.looseObject({}).optional(),
  lines: z.array(z.looseObject({})).optional(),
  mangedLines: z.array(z.looseObject({})).optional(),
});
export type User = z.infer<typeof userSchema>;

export const userListSchema = listEnvelope(userSchema);

/** One condition per request; strict, so a second condition is refused, not silently dropped. */
export const userWhereSchema = z.union([
  z.strictObject({ userName: z.string() }),
  z.strictObject({ 'provisioningAddresses.addressType': z.string() }),
  z.strictObject({ 'provisioningAddresses.address': z.string() }),
]);
export type UserWhere = z.infer<typeof userWhereSchema>;

export const userSearchSchema = cursorParamsSchema.extend({
  where: userWhereSchema.optional(),
  include: z.array(z.enum(userIncludeValues)).optional(),
});
export type UserSearch = z.infer<typeof userSearchSchema>;

/** `GET /phonelines` items (beyond the interface): what an external session needs. */
export const phoneLineSchema = z.looseObject({
  ...objectBase,
  objectType: z.literal('XCCPhoneLine'),
  commonName: z.string(),
  number: z.string().optional(),
});
export type PhoneLine = z.infer<typeof phoneLineSchema>;
export const phoneLineListSchema = listEnvelope(phoneLineSchema);
