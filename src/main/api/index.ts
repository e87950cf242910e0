/** The typed client of the service interface. Electron-free: it is given a `fetch`. */
export { createApiClient, type ApiClient, type ApiClientOptions } from './client';
export { ApiError, isApiError } from './api-error';
export { type CallOptions } from './http';
export {
  patch,
  PatchBuilder,
  type PatchInput,
  type ListEntry,
  type ReplacePath,
  type ReplaceValue,
} from './patch-builder';
export { newer, older, type Direction, type Page, type WalkOptions } from './paging';
export {
  type Credentials,
  type MfaRequest,
  type MfaRequestOutcome,
  type SessionApi,
  type SessionEvent,
  type SessionInfo,
  type SessionTokens,
} from './session';
export { type AddressableSearch } from './resources/addressables';
export { type CommunicationOf } from './resources/communications';
