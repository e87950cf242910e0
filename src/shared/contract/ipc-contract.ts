import { type z } from 'zod';
import { adminCalls } from './admin-calls';
import { userContract, type EventName } from './user-contract';

export * from './user-contract';

/**
 * The one contract between the renderer and the main process (Electron IPC or the browser
 * host's WebSocket). Every call the renderer may make is one `domain.verb` entry with its
 * argument and result schemas; every event main sends is one entry with its payload schema.
 * Main validates arguments against these schemas, and every handler's result before sending it;
 * the renderer validates results and payloads. Tokens and passwords never appear in a result or
 * an event: nothing here has a field for them, and a result drops every field it does not name,
 * at any depth (`strippingResults`), so one a server echoed never crosses either.
 *
 * Two parts: `user-contract.ts` (sign-in, the session, every section's calls and every event)
 * and `admin-calls.ts` (the admin area's calls, which the renderer loads at its first admin call).
 */

export const contract = {
  calls: { ...userContract.calls, ...adminCalls },
  events: userContract.events,
} as const;

export type Calls = typeof contract.calls;
export type CallName = Extract<keyof Calls, string>;
export type CallArgs<K extends CallName> = z.input<Calls[K]['args']>;
export type ParsedCallArgs<K extends CallName> = z.output<Calls[K]['args']>;
export type CallResult<K extends CallName> = z.output<Calls[K]['result']>;

export const callNames = Object.keys(contract.calls) as CallName[];

export function isCallName(name: unknown): name is CallName {
  return typeof name === 'string' && Object.hasOwn(contract.calls, name);
}

/** Electron IPC channel names: one namespace per direction so a call never collides with an event. */
export const callChannel = (name: CallName) => `sb:call:${name}`;
export const eventChannel = (name: EventName) => `sb:event:${name}`;
