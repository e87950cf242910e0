import { z } from 'zod';
import {
  addressableListSchema,
  chatMessageResponseSchema,
  chatSessionResponseSchema,
  chatToAddressableRequestSchema,
  cursorParamsSchema,
  type ChatToAddressableRequest,
  type Oid,
} from '../../../shared/interface';
import { type CallOptions } from '../http';
import { type Caller } from '../session';
import { checkParams, cursorQuery, fetchObject, fetchPage } from './kit';

/** `GET /addressables` parameters (beyond the interface): `type=chattable` lists chat partners. */
export const addressableSearchSchema = cursorParamsSchema.extend({
  type: z.literal('chattable').optional(),
});
export type AddressableSearch = z.infer<typeof addressableSearchSchema>;

/** People and other addressables: 4.3 and the chattable list of design section 4. */
export function addressablesApi(call: Caller) {
  return {
    /** 4.3: the server resolves (or creates) the one-to-one chat with the addressable. */
    chat: (addressable: Oid, message: ChatToAddressableRequest, options?: CallOptions) =>
      fetchObject(call, () => ({
        operation: 'addressables.chat',
        params: { oid: addressable },
        body: checkParams('addressables.chat', chatToAddressableRequestSchema, message),
        response: chatMessageResponseSchema,
        ...options,
      })),
    /** The one-to-one session with the addressable, without sending (guide 4c, beyond). */
    chatSession: (addressable: Oid, options?: CallOptions) =>
      fetchObject(call, () => ({
        operation: 'addressables.chatSession',
        params: { oid: addressable },
        response: chatSessionResponseSchema,
        ...options,
      })),
    list: (params?: AddressableSearch, options?: CallOptions) =>
      fetchPage(call, () => {
        const p = checkParams('addressables.list', addressableSearchSchema, params);
        return {
          operation: 'addressables.list',
          query: { ...cursorQuery(p), type: p.type },
          response: addressableListSchema,
          ...options,
        };
      }),
  };
}
