import { type z } from 'zod';
import { adminCallNames, type AdminCallName } from './admin-call-names';
import {
  BridgeError,
  bridgeErrorInfo,
  bridgeResultSchema,
  type BridgeResult,
} from './bridge-error';
import { type CallArgs, type CallName, type CallResult } from './ipc-contract';
import { isEventName, userContract, type EventName, type EventPayload } from './user-contract';

/**
 * How calls and events travel: Electron IPC in the preload, a WebSocket in the browser host.
 * `invoke` resolves with the raw result envelope; nothing here trusts it until `unwrapApi`.
 */
export interface BridgeTransport {
  invoke(call: CallName, args: unknown): Promise<unknown>;
  subscribe(event: EventName, listener: (payload: unknown) => void): () => void;
}

type DomainOf<K> = K extends `${infer D}.${string}` ? D : never;
type VerbOf<K, D extends string> = K extends `${D}.${infer V}` ? V : never;
type Domain = DomainOf<CallName>;
type Named<D extends Domain, V extends string> = `${D}.${V}` & CallName;

type Fn<K extends CallName, R> =
  undefined extends CallArgs<K>
    ? (args?: CallArgs<K>) => Promise<R>
    : (args: CallArgs<K>) => Promise<R>;

type Nested<Wrap extends 'wire' | 'typed'> = {
  readonly [D in Domain]: {
    readonly [V in VerbOf<CallName, D>]: Fn<
      Named<D, V>,
      Wrap extends 'wire' ? BridgeResult<CallResult<Named<D, V>>> : CallResult<Named<D, V>>
    >;
  };
};

/**
 * What crosses the process boundary as `window.api`: every contract call, answering with a
 * result envelope (thrown errors lose their fields on the way), and event subscriptions.
 */
export type WireApi = Nested<'wire'> & {
  on(event: EventName, listener: (payload: unknown) => void): () => void;
};

/** What the renderer uses: typed values, failures thrown as `BridgeError`, validated events. */
export type Api = Nested<'typed'> & {
  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void;
};

function splitName(name: CallName): [string, string] {
  const dot = name.indexOf('.');
  return [name.slice(0, dot), name.slice(dot + 1)];
}

type UserCallName = keyof typeof userContract.calls;
type ResultEnvelope = ReturnType<typeof bridgeResultSchema<z.ZodType>>;

const isUserCall = (name: CallName): name is UserCallName =>
  Object.hasOwn(userContract.calls, name);

/**
 * Every call's name: the user contract's and the admin area's. Nothing here imports the admin
 * calls' schemas (`admin-calls.ts`), so a renderer that makes no admin call never loads them.
 */
const everyCallName: readonly CallName[] = [
  ...(Object.keys(userContract.calls) as UserCallName[]),
  ...adminCallNames,
];

/**
 * An admin call's result schema, from `admin-calls.ts`: a chunk of its own in the renderer,
 * loaded at the first admin call (and again at the next if that load failed).
 */
async function adminResultSchema(name: AdminCallName): Promise<z.ZodType> {
  try {
    return (await import('./admin-calls')).adminCalls[name].result;
  } catch {
    throw new BridgeError(bridgeErrorInfo('disconnected'));
  }
}

/** Builds the nested `domain.verb` object once, for whatever each call should do. */
function buildNested(fnFor: (name: CallName) => (args?: unknown) => Promise<unknown>) {
  const api: Record<string, Record<string, unknown>> = {};
  for (const name of everyCallName) {
    const [domain, verb] = splitName(name);
    (api[domain] ??= {})[verb] = fnFor(name);
  }
  return api;
}

/** The transport-neutral `window.api`: used by the preload (IPC) and the browser host (WebSocket). */
export function createBridge(transport: BridgeTransport): WireApi {
  const api = buildNested((name) => (args?: unknown) => transport.invoke(name, args));
  const on = (event: EventName, listener: (payload: unknown) => void): (() => void) => {
    if (!isEventName(event)) throw new TypeError(`Unknown event: ${String(event)}`);
    if (typeof listener !== 'function') throw new TypeError('An event listener must be a function');
    return transport.subscribe(event, (payload) => listener(payload));
  };
  return Object.freeze({ ...api, on }) as unknown as WireApi;
}

/**
 * Turns envelopes into values or `BridgeError`s, validating every result and event payload
 * against the contract: the renderer trusts nothing it did not check. An admin call is made once
 * the admin calls' schemas have loaded (`adminResultSchema`), so its answer is checked as well.
 */
export function unwrapApi(wire: WireApi): Api {
  const wireCalls = wire as unknown as Record<
    string,
    Record<string, (a?: unknown) => Promise<unknown>>
  >;
  const api = buildNested((name) => {
    const [domain, verb] = splitName(name);
    let schema: ResultEnvelope | undefined = isUserCall(name)
      ? bridgeResultSchema(userContract.calls[name].result)
      : undefined;
    return async (args?: unknown) => {
      const fn = wireCalls[domain]?.[verb];
      if (!fn) throw new BridgeError(bridgeErrorInfo('internal'));
      schema ??= bridgeResultSchema(await adminResultSchema(name as AdminCallName));
      let raw: unknown;
      try {
        raw = await fn(args);
      } catch {
        throw new BridgeError(bridgeErrorInfo('disconnected'));
      }
      const parsed = schema.safeParse(raw);
      if (!parsed.success) throw new BridgeError(bridgeErrorInfo('internal'));
      if (!parsed.data.ok) throw new BridgeError(parsed.data.error);
      return parsed.data.value;
    };
  });
  const on = <E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void) =>
    wire.on(event, (payload) => {
      const parsed = userContract.events[event].safeParse(payload);
      if (parsed.success) listener(parsed.data as EventPayload<E>);
    });
  return Object.freeze({ ...api, on }) as unknown as Api;
}
