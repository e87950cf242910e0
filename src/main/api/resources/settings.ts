import {
  favoritesResponseSchema,
  serverEmailResponseSchema,
  serverProvisioningResponseSchema,
  webpageListSchema,
} from '../../../shared/interface';
import { type CallOptions } from '../http';
import { type PatchInput } from '../patch-builder';
import { type Caller } from '../session';
import { fetchObject, fetchPage, sendPatch } from './kit';

/**
 * Settings without an oid in the path: server provisioning (4.14), server e-mail (4.19), the
 * user's favorites (4.15) and integrated web pages (4.16). The GETs of the first three are
 * beyond the interface (design section 4).
 */
export function serverProvisioningApi(call: Caller) {
  return {
    get: (options?: CallOptions) =>
      fetchObject(call, () => ({
        operation: 'serverProvisioning.get',
        response: serverProvisioningResponseSchema,
        ...options,
      })),
    update: (input: PatchInput<'serverProvisioning'>, options?: CallOptions) =>
      sendPatch(
        call,
        { operation: 'serverProvisioning.update', resource: 'serverProvisioning' },
        input,
        options,
      ),
  };
}

export function serverEmailApi(call: Caller) {
  return {
    get: (options?: CallOptions) =>
      fetchObject(call, () => ({
        operation: 'serverEmail.get',
        response: serverEmailResponseSchema,
        ...options,
      })),
    update: (input: PatchInput<'serverEmail'>, options?: CallOptions) =>
      sendPatch(call, { operation: 'serverEmail.update', resource: 'serverEmail' }, input, options),
  };
}

export function favoritesApi(call: Caller) {
  return {
    get: (options?: CallOptions) =>
      fetchObject(call, () => ({
        operation: 'favorites.get',
        response: favoritesResponseSchema,
        ...options,
      })),
    update: (input: PatchInput<'favorites'>, options?: CallOptions) =>
      sendPatch(call, { operation: 'favorites.update', resource: 'favorites' }, input, options),
  };
}

/** 4.16: not paged; the list carries only a refresh link. */
export function webpagesApi(call: Caller) {
  return {
    list: (options?: CallOptions) =>
      fetchPage(call, () => ({
        operation: 'webpages.list',
        response: webpageListSchema,
        ...options,
      })),
  };
}
