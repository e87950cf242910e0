import { type OperationId, type Tenant, operations } from '../shared/interface';
import { type Session, type Sessions } from './auth';
import { type Clock } from './clock';
import { type RequestUrl } from './envelope';
import { type FaultState } from './faults';
import { type LiveHub } from './live/hub';
import { type Mailbox } from './mailbox';
import { type PhoneSystem } from './phone/phone-system';
import { type RequestLog } from './request-log';
import { type Prng } from './seed/prng';
import { type Store } from './store/store';
import { type UserRecord } from './store/types';

/** Everything the running simulator holds. */
export interface SimState {
  readonly store: Store;
  readonly sessions: Sessions;
  readonly clock: Clock;
  readonly faults: FaultState;
  readonly singleTenant: boolean;
  readonly masterTenantOid: string;
  /** The `user` account: where control-API events land. */
  readonly primaryUserOid: string;
  /** Randomness for objects created at run time (call ids). */
  readonly prng: Prng;
  /** Every API request received (the control API's `requests`). */
  readonly requests: RequestLog;
  /** The WebSocket's sockets and subscriptions: where notifications go. */
  readonly live: LiveHub;
  /** The sign-in codes sent by e-mail (the control API's `mail`). */
  readonly mailbox: Mailbox;
  /** Registered devices and the calls the PBX places for them. */
  readonly phone: PhoneSystem;
}

export interface RequestContext {
  readonly state: SimState;
  readonly params: Readonly<Record<string, string>>;
  readonly query: unknown;
  readonly body: unknown;
  readonly url: RequestUrl;
  readonly authorization: string | undefined;
  /** The tenant named by the base URL's segment, if any. */
  readonly tenant: Tenant | undefined;
}

export interface AuthedContext extends RequestContext {
  readonly session: Session;
  readonly user: UserRecord;
  readonly tenant: Tenant;
}

/** A file sent as itself rather than as JSON (the guide's `response_type=stream`). */
export interface FileBody {
  readonly bytes: Buffer;
  readonly mimeType: string;
  readonly fileName: string;
}

export type Result =
  { status: 200; body: unknown } | { status: 200; file: FileBody } | { status: 204 };

export const ok = (body: unknown): Result => ({ status: 200, body });
export const fileResult = (file: FileBody): Result => ({ status: 200, file });
export const noContent: Result = { status: 204 };

export type GuestOperationId = {
  [K in OperationId]: (typeof operations)[K]['level'] extends 'guest' ? K : never;
}[OperationId];
export type UserOperationId = Exclude<OperationId, GuestOperationId>;

export function isGuestOperation(id: OperationId): id is GuestOperationId {
  return operations[id].level === 'guest';
}

export type GuestHandler = (ctx: RequestContext) => Result;
export type Handler = (ctx: AuthedContext) => Result;

export type GuestHandlers = { readonly [K in GuestOperationId]: GuestHandler };
export type Handlers = { readonly [K in UserOperationId]: Handler };
