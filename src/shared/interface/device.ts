import { z } from 'zod';
import { listEnvelope, referenceSchema } from './primitives';

/**
 * The phone: the session's registered device, the calls the PBX places for it, and the PBX's
 * active channels (guide: resources/me_device_*.html, channels_hangup.html,
 * communications_active_channels.html, model/ActiveChannel.html,
 * websockets/model/ActiveChannelEvent.html). Answers are read tolerantly: unknown fields are
 * ignored, optional ones may be null, and the enumerations whose pages are not published
 * (Call State, Caller Role, the update type) are plain strings. See docs/decisions.md, "The
 * phone: devices and calls".
 */

const optionalText = z.string().nullish();
/** A reference of another shape is read as missing, never as a reason to drop the call. */
const optionalReference = referenceSchema.nullish().catch(undefined);

/**
 * `POST me/device/register` (me_device_register.html): the guide's example sends `uuid`,
 * `phoneNumber`, `pushServiceRegistrationId` and `pushServiceId`. The twin's number goes as
 * `twinnedPhoneNumber` and the platform's name as `deviceName`, the fields of the phone the
 * registration describes (model/XCCExternalPhone.html); the Twin Number page is not published.
 */
export const deviceRegistrationSchema = z.looseObject({
  /** Stable per installation: "consequent device requests operate implicitly on this device". */
  uuid: z.string().trim().min(1).max(200),
  /** The phone the PBX rings first for `pbx_call`. */
  phoneNumber: z.string().trim().min(1).max(64).optional(),
  /** The phone the PBX rings first for `twin_call` (a mobile). */
  twinnedPhoneNumber: z.string().trim().min(1).max(64).optional(),
  deviceName: z.string().max(200).optional(),
  pushServiceId: z.string().optional(),
  pushServiceRegistrationId: z.string().optional(),
});
export type DeviceRegistration = z.infer<typeof deviceRegistrationSchema>;

/** What people type between the digits of a number: spaces, dashes, dots, brackets, slashes. */
const SEPARATORS = /[\s\-.()/]/g;
const TRUNK_ZERO = /^\s*(\+\d{1,3})\s*\(0\)/;

/**
 * A number as the PBX dials it: the separators people type removed, and the trunk `(0)` written
 * after a country code (`+31 (0)15 …`); a leading `+`, digits, `*` and `#` kept (extensions and
 * service codes are numbers too). Undefined when nothing dialable is left. `0031…` stays as
 * typed: the PBX applies its own dialling plan.
 */
export function dialableNumber(typed: string): string | undefined {
  const compact = typed.replace(TRUNK_ZERO, '$1').replace(SEPARATORS, '');
  return /^\+?[\d*#]+$/.test(compact) && compact.length <= 64 ? compact : undefined;
}

/**
 * A number as typed, as the app sends an SMS to it: as the PBX dials it (`dialableNumber`: the
 * separators people type and a trunk `(0)` dropped), digits with an optional leading `+`.
 * Undefined for what no phone receives a text at: nothing dialable, or a service code (`*`, `#`).
 */
export function smsNumber(typed: string): string | undefined {
  const number = dialableNumber(typed);
  return number !== undefined && /^\+?\d+$/.test(number) ? number : undefined;
}

/**
 * The payload of `pbx_call` and `twin_call`: the number as a bare JSON string (the guide's
 * example: `"0650005000"`).
 */
export const dialRequestSchema = z.string().transform((typed, ctx) => {
  const number = dialableNumber(typed);
  if (number === undefined) {
    ctx.addIssue({ code: 'custom', message: 'not a phone number that can be dialled' });
    return z.NEVER;
  }
  return number;
});

/** A channel's id (`<seconds>.<sequence>` on the platform): opaque, sent back as it came. */
export const channelIdSchema = z.string().trim().min(1).max(200);

/**
 * One running call of the device (me_device_calls_list.html): `channelId` is the device's own
 * channel, the one `calls/<CHANNEL_ID>/transfer` and `channels/<id>/hangup` take.
 */
export const deviceCallSchema = z.looseObject({
  channelId: z.string().min(1),
  /** A channel state: the guide's example says `Up`; the simulator says `Ringing` before. */
  state: optionalText,
  callDate: optionalText,
  /** `Inbound`, `Outbound` or `NotAvailable` (push/model/IncomingCall.html). */
  callDirection: optionalText,
  localName: optionalText,
  localNumber: optionalText,
  localAddressable: optionalReference,
  phoneLine: optionalReference,
  personalLine: z.boolean().nullish(),
  remoteName: optionalText,
  remoteNumber: optionalText,
  remoteAddressable: optionalReference,
});
export type DeviceCall = z.infer<typeof deviceCallSchema>;
export const deviceCallListSchema = listEnvelope(deviceCallSchema);

/**
 * The values the simulator sends for the unpublished enumerations: Call State (the guide's
 * example says `CONNECTED`) and Caller Role ("caller, callee, conference, listening"; its
 * example says `CALLER`, `CALLEE`). A client reads any string.
 */
export const channelStates = ['RINGING', 'CONNECTED'] as const;
export const channelRoles = ['CALLER', 'CALLEE'] as const;

/** model/ActiveChannel.html: one side of a call; channels with the same `callId` are one call. */
export const activeChannelSchema = z.looseObject({
  callId: z.string().min(1),
  channelId: z.string().min(1),
  state: z.string(),
  name: z.string(),
  organisationName: optionalText,
  role: z.string(),
  phone: optionalText,
  phoneUser: optionalText,
  twinChannel: z.boolean().nullish(),
  parkingSlot: optionalText,
});
export type ActiveChannel = z.infer<typeof activeChannelSchema>;
export const activeChannelListSchema = listEnvelope(activeChannelSchema);

/**
 * websockets/model/ActiveChannelEvent.html: a channel added, changed or removed. "Always remove
 * the channel first from your client and only add it when the type 'insert' is received"; a
 * `version` that does not rise means the list must be read again.
 */
export const activeChannelEventSchema = z.looseObject({
  updateType: z.string(),
  version: z.number(),
  activeChannel: activeChannelSchema,
});
export type ActiveChannelEvent = z.infer<typeof activeChannelEventSchema>;

/** The update types the simulator sends (the UpdateType page is not published). */
export const channelUpdateTypes = ['insert', 'remove'] as const;

/** Whether an event takes its channel away; any other type (in any case) puts it (back) in. */
export function isChannelRemoval(event: Pick<ActiveChannelEvent, 'updateType'>): boolean {
  return event.updateType.toLowerCase() === 'remove';
}
