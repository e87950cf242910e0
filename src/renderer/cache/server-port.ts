import { z } from 'zod';
import {
  bridgeErrorInfoSchema,
  type CommunicationPage,
  type HistorySearch,
} from '../../shared/contract';
import {
  type CallReview,
  type ChatMessage,
  type CursorParams,
  type ReplyRequest,
  type SendChatRequest,
} from '../../shared/interface';
import { t } from '../../shared/i18n';

/** A page as the port answers it: items plus the 4.18 cursors (both absent on an empty page). */
export interface PortPage<T> {
  items: T[];
  previousId?: string;
  nextId?: string;
}

/**
 * A page of the log as the bridge answers it (`LogRow`s and the 4.18 cursors), without the
 * server's clock, which the port hands to its observer.
 */
export type LogPage = Omit<CommunicationPage, 'serverDate'>;

/**
 * What the local data layer needs from the server. The renderer adapts `window.api` to it; tests
 * give a fake. Nothing here knows about IPC, tokens or HTTP.
 */
export interface ServerPort {
  /** With `readAhead`, the next older page is asked for while this one is delivered. */
  searchCommunications(params: HistorySearch): Promise<LogPage>;
  sendChat(session: string, body: SendChatRequest): Promise<ChatMessage>;
  reply(session: string, messageOid: string, body: ReplyRequest): Promise<ChatMessage>;
  chatMessages(session: string, params: CursorParams): Promise<PortPage<ChatMessage>>;
  reviewCall(id: string, review: CallReview): Promise<void>;
}

const info = bridgeErrorInfoSchema.shape;

/**
 * A failed port call, as the bridge describes it (`ApiErrorInfo` or `BridgeErrorInfo`): the kind
 * the data layer reacts to and the sentence the user reads.
 */
export const portFailureSchema = z.object({
  kind: info.kind,
  sentence: info.sentence,
  status: info.status,
  code: info.code,
  transient: info.transient.optional(),
  retryAfterMs: info.retryAfterMs,
  /** Never written (refused, not resolved, offline, or given up by main before it left). */
  notSent: info.notSent,
});
export type PortFailure = z.infer<typeof portFailureSchema>;

/** A fault of ours, said in the user's language at the moment it is read. */
const unexpected = (): PortFailure => ({ kind: 'internal', sentence: t('error.internal') });

/**
 * Reads whatever a port call rejected with: the info object itself, or an error carrying it in
 * `info` (the bridge's `BridgeError`). Anything else is a fault of ours, never shown raw.
 */
export function toPortFailure(error: unknown): PortFailure {
  // The carried info first: an error object's own getters may expose only part of it.
  const carried =
    typeof error === 'object' && error !== null && 'info' in error ? error.info : error;
  const parsed = portFailureSchema.safeParse(carried);
  return parsed.success ? parsed.data : unexpected();
}

/** The server could not be reached at all (or the host connection dropped): we are offline. */
export function isOffline(failure: PortFailure): boolean {
  return (
    failure.kind === 'network' || failure.kind === 'timeout' || failure.kind === 'disconnected'
  );
}

/** A port failure as a thrown Error, for code paths that abort on the first one. */
export class PortCallError extends Error {
  override readonly name = 'PortCallError';

  constructor(readonly failure: PortFailure) {
    super(failure.sentence);
  }
}

/** Runs a port call; a rejection becomes a PortCallError carrying the failure. */
export async function callPort<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new PortCallError(toPortFailure(error));
  }
}
