import { type z } from 'zod';
import {
  callerIdResponseSchema,
  callerIdSchema,
  phoneSettingsResponseSchema,
  selectableStatusesResponseSchema,
  statusMessageSchema,
  temporaryStatusSchema,
  userStatusSchema,
  validCallerIdsResponseSchema,
} from '../../../shared/interface';
import { type CallOptions } from '../http';
import { type PatchInput } from '../patch-builder';
import { type Caller } from '../session';
import { checkParams, fetchNothing, fetchObject, fetchValue, sendPatch } from './kit';

/**
 * The signed-in user's phone: status (selectable, temporary, message), phone settings and caller
 * ID (guide: me_status_set.html, me_temporary_status_set.html, me_message_set.html,
 * me_phone_settings_update.html, me_phone_caller_id_get.html / _set.html).
 */
export function mePhoneApi(call: Caller) {
  /** A list whose page is not published, read tolerantly into its names. */
  const names = (
    operation: 'mePhone.selectableStatuses' | 'mePhone.validCallerIds',
    response: z.ZodType<string[]>,
    options?: CallOptions,
  ) => fetchValue(call, () => ({ operation, response, ...options }));

  /** A PUT of one JSON value, checked first; answered with no body. */
  const put = <T>(
    operation:
      | 'mePhone.setStatus'
      | 'mePhone.setTemporaryStatus'
      | 'mePhone.setMessage'
      | 'mePhone.setCallerId',
    schema: z.ZodType<T>,
    value: T,
    options?: CallOptions,
  ) =>
    fetchNothing(call, () => ({
      operation,
      body: checkParams(operation, schema, value),
      response: null,
      ...options,
    }));

  return {
    /** The statuses the user may pick (`setStatus`, `setTemporaryStatus`). */
    selectableStatuses: (options?: CallOptions) =>
      names('mePhone.selectableStatuses', selectableStatusesResponseSchema, options),
    setStatus: (status: string, options?: CallOptions) =>
      put('mePhone.setStatus', userStatusSchema, status, options),
    /** `until`: UTC `YYYY-MM-DD HH:MM:SS`, when the status set before shows again. */
    setTemporaryStatus: (status: string, until: string, options?: CallOptions) =>
      put(
        'mePhone.setTemporaryStatus',
        temporaryStatusSchema,
        { temporaryUserStatus: status, temporaryUserStatusUntil: until },
        options,
      ),
    /** An empty message clears it. */
    setMessage: (message: string, options?: CallOptions) =>
      put('mePhone.setMessage', statusMessageSchema, message, options),
    settings: (options?: CallOptions) =>
      fetchObject(call, () => ({
        operation: 'mePhone.settings',
        response: phoneSettingsResponseSchema,
        ...options,
      })),
    updateSettings: (input: PatchInput<'phoneSettings'>, options?: CallOptions) =>
      sendPatch(
        call,
        { operation: 'mePhone.updateSettings', resource: 'phoneSettings' },
        input,
        options,
      ),
    /** The number sent to those the user calls; '' while the trunk's default is used. */
    callerId: (options?: CallOptions) =>
      fetchObject(call, () => ({
        operation: 'mePhone.callerId',
        response: callerIdResponseSchema,
        ...options,
      })),
    /** One of `validCallerIds`, or '' for the trunk's default. */
    setCallerId: (id: string, options?: CallOptions) =>
      put('mePhone.setCallerId', callerIdSchema, id, options),
    validCallerIds: (options?: CallOptions) =>
      names('mePhone.validCallerIds', validCallerIdsResponseSchema, options),
  };
}
