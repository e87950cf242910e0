import {
  BridgeError,
  bridgeErrorInfo,
  bridgeResultSchema,
  type BridgeResult,
} from './bridge-error';
import {
  callNames,
  contract,
  isEventName,
  type CallArgs,
  type CallName,
  type CallResult,
  type EventName,
  type EventPayload,
} from './ipc-contract';

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

/** Builds the nested `domain.verb` object once, for whatever each call should do. */
function buildNested(fnFor: (name: CallName) => (args?: unknown) => Promise<unknown>) {
  const api: Record<string, Record<string, unknown>> = {};
  for (const name of callNames) {
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
 * against the contract: the renderer trusts nothing it did not check.
 */
export function unwrapApi(wire: WireApi): Api {
  const wireCalls = wire as unknown as Record<
    string,
    Record<string, (a?: unknown) => Promise<unknown>>
  >;
  const api = buildNested((name) => {
    const [domain, verb] = splitName(name);
    const schema = bridgeResultSchema(contract.calls[name].result);
    return async (args?: unknown) => {
      const fn = wireCalls[domain]?.[verb];
      if (!fn) throw new BridgeError(bridgeErrorInfo('internal'));
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
      const parsed = contract.events[event].safeParse(payload);
      if (parsed.success) listener(parsed.data as EventPayload<E>);
    });
  return Object.freeze({ ...api, on }) as unknown as Api;
}
