import { meInfoResponseSchema } from '../../../shared/interface';
import { type CallOptions } from '../http';
import { type Caller } from '../session';
import { fetchObject } from './kit';

/** The signed-in user (design section 4): person, line and role for the admin area. */
export function meApi(call: Caller) {
  return {
    info: (options?: CallOptions) =>
      fetchObject(call, () => ({
        operation: 'me.info',
        response: meInfoResponseSchema,
        ...options,
      })),
  };
}
