import { z } from 'zod';
import { listEnvelope, oidSchema, singleEnvelope, timestampSchema } from './primitives';

/**
 * The user's own status, phone settings and caller ID (guide: resources/me_status_set.html,
 * me_temporary_status_set.html, me_message_set.html, me_phone_settings_update.html,
 * me_phone_caller_id_get.html, me_phone_caller_id_set.html). What the guide leaves out (the
 * answers of the selectable statuses, the phone settings read and the valid caller IDs) is
 * decided in docs/decisions.md and read tolerantly.
 */

/** A status name (`available`, `dont_disturb`, …): a string, since a tenant may add its own. */
export const userStatusSchema = z.string().min(1);

/** `PUT /me/temporary_status` (the guide's TemporaryStatusInfo): a status until a UTC time. */
export const temporaryStatusSchema = z.object({
  temporaryUserStatus: userStatusSchema,
  temporaryUserStatusUntil: timestampSchema,
});
export type TemporaryStatus = z.infer<typeof temporaryStatusSchema>;

/** `PUT /me/message`: the text; an empty string clears it. */
export const statusMessageSchema = z.string();

/**
 * An entry of a list whose page is not published: a string, or an object naming it by one of
 * `keys` (the first that is a string). Anything else is dropped, not refused.
 */
function namedEntries(keys: readonly string[]) {
  const entry = z.union([
    z.string(),
    z.looseObject({}).transform((object) => {
      const found = keys.map((key) => object[key]).find((v) => typeof v === 'string');
      return typeof found === 'string' ? found : undefined;
    }),
  ]);
  const names = (entries: readonly (string | undefined)[]) =>
    entries.filter((name): name is string => name !== undefined && name !== '');
  return z.union([
    singleEnvelope(z.array(entry)).transform((answer) => names(answer.object)),
    listEnvelope(entry).transform((answer) => names(answer.data.map((item) => item.object))),
  ]);
}

/** `GET /me/selectable_statuses` (named by me_status_set.html, page not published): the names. */
export const selectableStatusesResponseSchema = namedEntries(['status', 'userStatus', 'name']);

/** `GET /me/phone/valid_caller_ids` (decided; "the valid caller IDs list"): the numbers. */
export const validCallerIdsResponseSchema = namedEntries(['callerId', 'number', 'address']);

/**
 * `GET /me/phone/caller_id`: the chosen number; null or empty while the trunk's default is used
 * (me_phone_caller_id_get.html).
 */
export const callerIdResponseSchema = singleEnvelope(
  z
    .string()
    .nullable()
    .optional()
    .transform((id) => id ?? ''),
);

/** `PUT /me/phone/caller_id`: one of the valid caller IDs, or empty for the trunk's default. */
export const callerIdSchema = z.string();

/**
 * The user's phone settings, the fields me_phone_settings_update.html patches, as read back by
 * `GET /me/phone/settings` (beyond the guide: the public Delphi client reads it). Every field is
 * optional: a server may leave out what it does not use.
 */
export const phoneSettingsSchema = z.looseObject({
  oid: oidSchema.optional(),
  anonymous: z.boolean().optional(),
  doNotDisturb: z.boolean().optional(),
  redirection: z.string().optional(),
  redirectionActive: z.boolean().optional(),
  /** Seconds the line rings before the redirection takes the call. */
  redirectionTimeout: z.number().int().optional(),
  /** Seconds the line rings before the fallback takes the call. */
  timeout: z.number().int().optional(),
  /**
   * A number as a string, as the app sends it; model/XCCUserPhoneLine.html types the line's
   * `fallback` as a Phone Line, which is read as none set (docs/decisions.md).
   */
  fallback: z.string().optional().catch(undefined),
  fallbackActive: z.boolean().optional(),
  voicemailActive: z.boolean().optional(),
  message: z.string().optional(),
  location: z.string().optional(),
  userStatus: z.string().optional(),
  temporaryUserStatus: z.string().nullable().optional(),
  temporaryUserStatusUntil: z.string().nullable().optional(),
});
export type PhoneSettings = z.infer<typeof phoneSettingsSchema>;
export const phoneSettingsResponseSchema = singleEnvelope(phoneSettingsSchema);
