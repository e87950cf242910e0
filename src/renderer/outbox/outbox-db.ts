import { Dexie, type Table } from 'dexie';
import { z } from 'zod';
import { callReviewSchema, inlineAttachmentSchema, oidSchema } from '../../shared/interface';
import { databaseName, type Account } from '../cache/account';
import { inDatabase, openDatabase } from '../cache/open-database';
import { favoriteChangeSchema } from '../directory/favorite-changes-model';

/** States of a queued item. Delivered ones are removed (the server's message replaces them). */
export const queuedStates = ['pending', 'sending', 'failed', 'uncertain'] as const;
export type QueuedState = (typeof queuedStates)[number];

export const attemptFields = {
  createdAt: z.number(),
  state: z.enum(queuedStates),
  attempts: z.number().int().nonnegative(),
  /** When the first attempt began: delivery of any attempt is looked for from here. */
  firstAttemptAt: z.number().optional(),
  nextAttemptAt: z.number(),
  /** Why it failed, or why it is uncertain: the sentence the user reads. */
  sentence: z.string().optional(),
  /** The server's code for a refusal (e.g. 10066: the chat is closed), for the UI to act on. */
  refusedCode: z.number().int().optional(),
};

/** A chat message not yet confirmed by the server (4.2; 4.5 when `replyTo` is set). */
export const outboxMessageSchema = z.object({
  clientId: z.string().min(1),
  session: oidSchema,
  text: z.string(),
  attachment: inlineAttachmentSchema.optional(),
  replyTo: oidSchema.optional(),
  ...attemptFields,
  /**
   * Until when an attempt may still be applied by the server (settle.ts): a look that finds
   * nothing proves the message absent only if it began after this.
   */
  openUntil: z.number().optional(),
  /** Looks that failed since the last one answered: the backoff of the next. */
  failedLooks: z.number().int().nonnegative().optional(),
  /**
   * The server's message a `newChatEvent` carrying this entry's `clientId` named: it arrived
   * (`heard`); never sent again, settled by the next look.
   */
  arrivedAs: oidSchema.optional(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** A call review (4.20) not yet confirmed. */
export const queuedReviewSchema = z.object({
  id: z.string().min(1),
  /** A CallLog oid or a call id (4.20). */
  callId: z.string().min(1),
  review: callReviewSchema,
  ...attemptFields,
});
export type QueuedReview = z.infer<typeof queuedReviewSchema>;

/** A change to the favorites list (4.15) not yet confirmed: see `favorite-changes.ts`. */
export const queuedFavoriteChangeSchema = z.object({
  id: z.string().min(1),
  change: favoriteChangeSchema,
  /** The server cannot show the list (no `GET /me/favorites`), so the change cannot be made. */
  notAvailable: z.literal(true).optional(),
  ...attemptFields,
});
export type QueuedFavoriteChange = z.infer<typeof queuedFavoriteChangeSchema>;

/** A server message already matched to an entry: it cannot confirm another one. */
export interface Claim {
  serverOid: string;
  clientId: string;
  at: number;
}

/**
 * A call the review prompt was shown for (never twice): the review prompter's memory, which keeps
 * its table in this database and reads and writes it itself (`review-prompt/prompted-calls.ts`).
 */
export interface PromptedCall {
  callOid: string;
  at: number;
}

/**
 * A call rating the server took (4.20). The platform has no way to show a review back (2.18 is
 * request only), so History shows the user's rating from here, and the rating form opens with it.
 */
export const ratedCallSchema = z.object({
  /** The CallLog oid or call id the review was sent for. */
  callId: z.string().min(1),
  review: callReviewSchema,
  /** Epoch ms the server took it. */
  sentAt: z.number(),
});
export type RatedCall = z.infer<typeof ratedCallSchema>;

/**
 * The account's read state as last known (`data/read-state.ts`), one row: it is read whole at
 * start and written whole on each change, and holds a few entries per conversation.
 */
export interface StoredReadState {
  key: 'state';
  /** Validated when read (`read-state.ts`). */
  value: unknown;
}

/**
 * The outbox database of one account, apart from the cache so that clearing the cache never
 * loses an unsent message. Every transaction is committed with strict durability: an entry the
 * user saw accepted is on disk, not in a write-back buffer, if the machine loses power.
 *
 * v1: messages by clientId (indexed by session and createdAt), reviews, claims, prompted calls.
 * v2: favorite changes by id (indexed by createdAt).
 * v3: rated calls by call id: ratings the server took, kept as History's record of them.
 * v4: drafts by session (what the user typed and did not send, `data/chat-drafts.ts`) and chat
 * groups by session (their names and members as last read, `data/chat-groups.ts`).
 * v5: the read state (`data/read-state.ts`), kept in the page's local storage before.
 */
export const OUTBOX_SCHEMA_VERSION = 5;

/** The user's draft in a session, as this device holds it (`data/chat-drafts.ts`). */
export interface StoredDraft {
  session: string;
  text: string;
  /** The server's text when the two last agreed: a newer one there was written elsewhere. */
  base: string;
  /** Typed here and not yet on the server. */
  pending: boolean;
  updatedAt: number;
}

/** A group chat as last read from the server (`data/chat-groups.ts`). */
export interface StoredGroup {
  session: string;
  name?: string;
  members: { person: string; name: string; admin: boolean }[];
  readAt: number;
}

export class OutboxDatabase extends Dexie {
  declare messages: Table<OutboxMessage, string>;
  declare reviews: Table<QueuedReview, string>;
  declare claims: Table<Claim, string>;
  declare prompted: Table<PromptedCall, string>;
  declare favoriteChanges: Table<QueuedFavoriteChange, string>;
  declare rated: Table<RatedCall, string>;
  declare drafts: Table<StoredDraft, string>;
  declare chatGroups: Table<StoredGroup, string>;
  declare readState: Table<StoredReadState, string>;

  constructor(name: string) {
    super(name, { chromeTransactionDurability: 'strict' });
    this.version(1).stores({
      messages: 'clientId, session, createdAt',
      reviews: 'id, createdAt',
      claims: 'serverOid, at',
      prompted: 'callOid, at',
    });
    this.version(2).stores({ favoriteChanges: 'id, createdAt' });
    this.version(3).stores({ rated: 'callId' });
    this.version(4).stores({ drafts: 'session, pending', chatGroups: 'session' });
    this.version(5).stores({ readState: 'key' });
  }
}

/**
 * The account's outbox database, open: one connection, which the outbox owns (and closes) and
 * lends to the favorites changes and the review prompter's memory, whose tables it holds.
 */
export async function openOutboxDatabase(account: Account): Promise<OutboxDatabase> {
  const db = new OutboxDatabase(databaseName('outbox', account));
  await openDatabase(db, 'outbox', OUTBOX_SCHEMA_VERSION);
  return db;
}

/** Runs work on the outbox database (see `inDatabase`). */
export function inOutbox<T>(
  db: OutboxDatabase,
  work: (db: OutboxDatabase) => Promise<T>,
): Promise<T> {
  return inDatabase(db, 'outbox', work);
}
