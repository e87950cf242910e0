import { z } from 'zod';
import { apiErrorInfoSchema, apiErrorKinds } from '../api-error';
import { t, type MessageKey } from '../i18n';

/**
 * Failures that the bridge itself produces, beside the API client's kinds: a call the main
 * process refused (bad arguments, untrusted sender), a fault inside main that must not leak
 * internals, and a lost connection between renderer and host.
 */
export const bridgeOnlyKinds = [
  'invalid-request',
  'forbidden',
  'internal',
  'disconnected',
] as const;

export const bridgeErrorInfoSchema = apiErrorInfoSchema.extend({
  kind: z.enum([...apiErrorKinds, ...bridgeOnlyKinds]),
  operation: apiErrorInfoSchema.shape.operation.optional(),
});
export type BridgeErrorInfo = z.infer<typeof bridgeErrorInfoSchema>;
export type BridgeErrorKind = BridgeErrorInfo['kind'];

/**
 * What every call answers across a process boundary: never a thrown error (whose fields IPC drops).
 * A call that returns nothing answers `{ ok: true }`, without `value`: JSON (the browser host's
 * WebSocket) has no undefined and drops the key, so main leaves it out on every transport
 * (`okResult`), and the renderer reads a missing value as undefined (`bridgeResultSchema`).
 */
export type BridgeResult<T> = { ok: true; value: T } | { ok: false; error: BridgeErrorInfo };

/** The envelope of a value, the same on every transport (see `BridgeResult`). */
export function okResult<T>(value: T): BridgeResult<T> {
  return value === undefined ? ({ ok: true } as BridgeResult<T>) : { ok: true, value };
}

const isValueless = (raw: unknown): raw is { ok: true } =>
  typeof raw === 'object' && raw !== null && 'ok' in raw && raw.ok === true && !('value' in raw);

export function bridgeResultSchema<T extends z.ZodType>(value: T) {
  return z.preprocess(
    (raw) => (isValueless(raw) ? { ...raw, value: undefined } : raw),
    z.discriminatedUnion('ok', [
      z.object({ ok: z.literal(true), value }),
      z.object({ ok: z.literal(false), error: bridgeErrorInfoSchema }),
    ]),
  );
}

/** What the bridge's own failures say, in the language of the process that says it. */
export const genericMessages = {
  internal: 'error.internal',
  'invalid-request': 'error.invalidRequest',
  forbidden: 'error.forbidden',
  disconnected: 'error.disconnected',
} as const satisfies Record<(typeof bridgeOnlyKinds)[number], MessageKey>;

export function bridgeErrorInfo(
  kind: (typeof bridgeOnlyKinds)[number],
  sentence: string = t(genericMessages[kind]),
): BridgeErrorInfo {
  return { kind, sentence, transient: kind === 'disconnected' };
}

/** The renderer's view of a failed call: the user-facing sentence plus what the UI reacts to. */
export class BridgeError extends Error {
  override readonly name = 'BridgeError';
  readonly info: BridgeErrorInfo;

  constructor(info: BridgeErrorInfo) {
    super(info.sentence);
    this.info = info;
  }

  get kind(): BridgeErrorKind {
    return this.info.kind;
  }

  get code(): number | undefined {
    return this.info.code;
  }

  get sentence(): string {
    return this.info.sentence;
  }
}

export function isBridgeError(e: unknown): e is BridgeError {
  return e instanceof BridgeError;
}
