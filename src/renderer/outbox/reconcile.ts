import { parseTimestamp, type ChatMessage } from '../../shared/interface';

/** What an uncertain send is matched on. */
export interface SentAttempt {
  text: string;
  attachmentName?: string;
  replyTo?: string;
  /** When the first attempt began (client clock, epoch ms). */
  firstAttemptAt: number;
  /** The `clientId` every attempt carried (the outbox entry's own, unique per message). */
  clientId?: string;
  /** The message a `newChatEvent` with our `clientId` named (`chatOid`): ours for certain. */
  arrivedAs?: string;
}

/** A `clientId` the server's message carries, if any (null or "" is none). */
function carriedClientId(message: ChatMessage): string | undefined {
  return typeof message.clientId === 'string' && message.clientId !== ''
    ? message.clientId
    : undefined;
}

/** Default allowance for the server's clock being behind ours. */
export const DEFAULT_SKEW_MS = 5_000;

/**
 * Did an uncertain send reach the server? First by identity, where the server gives one: the
 * message a `newChatEvent` carrying our `clientId` named (`arrivedAs`), or a message that
 * carries our `clientId` itself. A message carrying another `clientId` is not ours. The guide
 * shows neither for certain (docs/decisions.md, `clientId`), so a message without one is
 * matched as before: ours (incoming false), says the same (subject equals the text sent),
 * carries an attachment of the same name (or none), answers the same message (or none), is
 * dated no earlier than the first attempt began less `skewMs`, and is not already matched to
 * another entry. The oldest such message is the match, so entries written in order take
 * messages in order.
 *
 * Dates have second resolution (truncated), so a message counts from the end of its second.
 * Limits of the text rule (docs/outbox.md): the same text sent by the same user from
 * another device within the window matches too; a server clock more than `skewMs` behind hides
 * a delivered message; a message older than the recent ones read is not seen.
 */
export function findDelivered(
  attempt: SentAttempt,
  recent: readonly ChatMessage[],
  claimed: ReadonlySet<string>,
  skewMs: number,
): ChatMessage | undefined {
  const unclaimed = recent.filter((message) => !message.incoming && !claimed.has(message.oid));
  const named = unclaimed.find(
    (message) =>
      (attempt.arrivedAs !== undefined && message.oid === attempt.arrivedAs) ||
      (attempt.clientId !== undefined && carriedClientId(message) === attempt.clientId),
  );
  if (named) return named;
  const earliest = attempt.firstAttemptAt - skewMs;
  const candidates = unclaimed.filter((message) => {
    // Another sender's id: never ours, however alike.
    if (carriedClientId(message) !== undefined) return false;
    if (message.subject !== attempt.text) return false;
    if (parseTimestamp(message.date) + 1000 <= earliest) return false;
    const names = (message.attachments ?? []).map((a) => a.commonName);
    const attachmentMatches =
      attempt.attachmentName === undefined
        ? names.length === 0 && !message.hasAttachment
        : names.includes(attempt.attachmentName);
    return attachmentMatches && message.original?.oid === attempt.replyTo;
  });
  return candidates.sort((a, b) =>
    a.date < b.date
      ? -1
      : a.date > b.date
        ? 1
        : a.oid.length - b.oid.length || (a.oid < b.oid ? -1 : 1),
  )[0];
}
