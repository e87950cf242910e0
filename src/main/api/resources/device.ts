import { type z } from 'zod';
import {
  activeChannelListSchema,
  channelIdSchema,
  deviceCallListSchema,
  deviceRegistrationSchema,
  dialRequestSchema,
  type DeviceRegistration,
  type ListEnvelope,
} from '../../../shared/interface';
import { ApiError } from '../api-error';
import { type CallOptions } from '../http';
import { type Caller } from '../session';
import { checkParams, fetchNothing, fetchPage } from './kit';

/**
 * The phone (guide: resources/me_device_*.html, channels_hangup.html,
 * communications_active_channels.html): the session's device, the calls the PBX places for it,
 * and the PBX's active channels. Every call needs a registered device (10050); pbx_call one with
 * a phone number (10052), twin_call one with a twin (10053). No write answers anything: what a
 * call does shows in `calls()`, `activeChannels()` and the `activeChannelEvent` notifications.
 */
export function deviceApi(call: Caller) {
  const dial =
    (operation: 'device.pbxCall' | 'device.twinCall') => (number: string, options?: CallOptions) =>
      fetchNothing(call, () => ({
        operation,
        body: checkParams(operation, dialRequestSchema, number),
        response: null,
        ...options,
      }));
  /** The two lists are not paged: their items, without the envelope. */
  const unpaged =
    <T>(
      operation: 'device.calls' | 'communications.activeChannels',
      response: z.ZodType<ListEnvelope<T>>,
    ) =>
    async (options?: CallOptions) =>
      (await fetchPage(call, () => ({ operation, response, ...options }))).items;
  const hangupWith = (channelId: string, fallback: boolean, options?: CallOptions) =>
    fetchNothing(call, () => ({
      operation: 'channels.hangup',
      params: { channelId },
      response: null,
      ...(fallback && { fallback: true as const }),
      ...options,
    }));
  return {
    /** Associates the device (stable `uuid` per installation) with the session. */
    register: (device: DeviceRegistration, options?: CallOptions) =>
      fetchNothing(call, () => ({
        operation: 'device.register',
        body: checkParams('device.register', deviceRegistrationSchema, device),
        response: null,
        ...options,
      })),
    /** Ends the association; sent with no payload (the guide's example). */
    unregister: (options?: CallOptions) =>
      fetchNothing(call, () => ({ operation: 'device.unregister', response: null, ...options })),
    /** The PBX rings the device's phone, then dials `number` (as typed) and bridges the two. */
    pbxCall: dial('device.pbxCall'),
    /** As `pbxCall`, ringing the device's twinned phone first. */
    twinCall: dial('device.twinCall'),
    /** The device's running calls (not paged). */
    calls: unpaged('device.calls', deviceCallListSchema),
    /** Connects two of the device's running calls and hangs up its own legs. */
    transfer: (options?: CallOptions) =>
      fetchNothing(call, () => ({ operation: 'device.transfer', response: null, ...options })),
    /** Connects the caller of `source` with the caller of `target` (device channel ids). */
    transferSelected: (source: string, target: string, options?: CallOptions) =>
      fetchNothing(call, () => ({
        operation: 'device.transferSelected',
        params: { channelId: source },
        body: checkParams('device.transferSelected', channelIdSchema, target),
        response: null,
        ...options,
      })),
    /**
     * Hangs up a channel and so its call. Asked with POST (the guide's resource line), and with
     * GET (its example) only when the server answers 405 to that.
     */
    hangup: async (channelId: string, options?: CallOptions) => {
      try {
        await hangupWith(channelId, false, options);
      } catch (error) {
        if (error instanceof ApiError && error.status === 405) {
          return hangupWith(channelId, true, options);
        }
        throw error;
      }
    },
    /** Every active channel on the PBX the user may see (not paged); then `activeChannelEvent`s. */
    activeChannels: unpaged('communications.activeChannels', activeChannelListSchema),
  };
}
