import { type AttachmentAddress } from '../../shared/contract/chat-calls';
import { t, type Formatter } from '../../shared/i18n';
import { formatTimestamp, parseTimestamp, type ChatMessage } from '../../shared/interface';
import { type OutboxMessage } from '../outbox';
import { sortKey } from '../cache/sort-key';

/** An attachment as a bubble shows it: a server message's file, or one still in the outbox. */
export interface ShownAttachment {
  /** Where main fetches a server message's file (or finds the bytes it kept of one sent). */
  address?: AttachmentAddress;
  commonName: string;
  mimeType: string;
  size: number;
  /** base64 the renderer holds (a file still in the outbox). */
  localB64?: string;
}

/** One message in a thread: a server message, or an outbox entry not yet confirmed. */
export interface ThreadMessage {
  /** Server oid, or `local:<clientId>` for an outbox entry. */
  key: string;
  oid?: string;
  sortKey: string;
  /** Epoch ms. */
  at: number;
  own: boolean;
  sender: string;
  text: string;
  attachments: ShownAttachment[];
  /** The message this one answers. */
  replyTo?: { oid: string; sender: string; text?: string };
  /** Outbox entries only. */
  outbox?: Pick<OutboxMessage, 'clientId' | 'state' | 'sentence'>;
}

export type ThreadRow =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'message'; key: string; message: ThreadMessage; first: boolean };

/** The participant a message comes from (4.2 `rtFrom`), or the first one named. */
export function senderOf(message: Pick<ChatMessage, 'participants'>): string {
  const from = message.participants.find((p) => p.role === 'rtFrom') ?? message.participants[0];
  return from?.commonName ?? t('thread.unknownSender');
}

export function fromServer(message: ChatMessage, known?: Map<string, ChatMessage>): ThreadMessage {
  const original = message.original;
  const quoted = original ? known?.get(original.oid) : undefined;
  return {
    key: message.oid,
    oid: message.oid,
    sortKey: sortKey(message.date, message.oid),
    at: parseTimestamp(message.date),
    own: !message.incoming,
    sender: senderOf(message),
    text: message.subject,
    attachments: (message.attachments ?? []).map((a) => ({
      address: { oid: a.oid, session: message.chatSession.oid, message: message.oid },
      commonName: a.commonName,
      mimeType: a.mimeType,
      size: a.size,
    })),
    ...(original && {
      replyTo: {
        oid: original.oid,
        sender: senderOf(original),
        ...(quoted && { text: quoted.subject }),
      },
    }),
  };
}

export function fromOutbox(
  entry: OutboxMessage,
  me: string,
  known?: Map<string, ChatMessage>,
): ThreadMessage {
  const quoted = entry.replyTo ? known?.get(entry.replyTo) : undefined;
  const file = entry.attachment;
  return {
    key: `local:${entry.clientId}`,
    // After every server message of its second: a pending message is the newest one.
    sortKey: `${formatTimestamp(entry.createdAt)}|~${entry.clientId}`,
    at: entry.createdAt,
    own: true,
    sender: me,
    text: entry.text,
    attachments: file
      ? [
          {
            commonName: file.commonName,
            mimeType: file.mimeType,
            size: base64Bytes(file.contentsB64String),
            localB64: file.contentsB64String,
          },
        ]
      : [],
    ...(entry.replyTo !== undefined && {
      replyTo: {
        oid: entry.replyTo,
        sender: quoted ? senderOf(quoted) : '',
        ...(quoted && { text: quoted.subject }),
      },
    }),
    outbox: {
      clientId: entry.clientId,
      state: entry.state,
      ...(entry.sentence && { sentence: entry.sentence }),
    },
  };
}

function dayKey(at: number): string {
  const d = new Date(at);
  return `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;
}

/** "Today", "Yesterday", or the local date written out, in the user's language. */
export function dayLabel(intl: Formatter, at: number, now: number): string {
  if (dayKey(at) === dayKey(now)) return intl.formatMessage({ id: 'thread.today' });
  if (dayKey(at) === dayKey(now - 86_400_000))
    return intl.formatMessage({ id: 'thread.yesterday' });
  return intl.formatDate(at, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
}

/** Local time of day, hours and minutes, as the user's language writes it. */
export function timeLabel(intl: Formatter, at: number): string {
  return intl.formatTime(at, { hour: '2-digit', minute: '2-digit' });
}

/** How many bytes a base64 text holds: three for every four characters, less its padding. */
function base64Bytes(text: string): number {
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return Math.floor((text.length * 3) / 4) - padding;
}

/**
 * Whether the server's message for an outbox entry is in the thread already: named by the
 * entry's `clientId` in the message, or in the notification that announced it (`arrivedAs`,
 * `Outbox.heard`). The message can be read into the thread before the send's answer has
 * removed the entry; shown once, as the server's.
 */
function arrived(entry: OutboxMessage, byOid: ReadonlyMap<string, ChatMessage>, ids: Set<string>) {
  return ids.has(entry.clientId) || (entry.arrivedAs !== undefined && byOid.has(entry.arrivedAs));
}

/**
 * The thread, oldest to newest: server messages (deduplicated by oid) then the outbox entries
 * still waiting (not those whose message has arrived), with a day heading before each new local day and the sender shown when it
 * changes (or after a pause of five minutes).
 */
export function buildRows(
  server: readonly ChatMessage[],
  outbox: readonly OutboxMessage[],
  me: string,
  now: number,
  intl: Formatter,
): ThreadRow[] {
  const byOid = new Map(server.map((m) => [m.oid, m]));
  const clientIds = new Set(server.flatMap((m) => (m.clientId ? [m.clientId] : [])));
  const messages = [
    ...[...byOid.values()].map((m) => fromServer(m, byOid)),
    ...outbox.filter((e) => !arrived(e, byOid, clientIds)).map((e) => fromOutbox(e, me, byOid)),
  ].sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0));
  const rows: ThreadRow[] = [];
  let lastDay = '';
  let previous: ThreadMessage | undefined;
  for (const message of messages) {
    const day = dayKey(message.at);
    if (day !== lastDay) {
      rows.push({ kind: 'day', key: `day:${day}`, label: dayLabel(intl, message.at, now) });
      lastDay = day;
      previous = undefined;
    }
    const first =
      !previous ||
      previous.own !== message.own ||
      previous.sender !== message.sender ||
      message.at - previous.at > 5 * 60_000;
    rows.push({ kind: 'message', key: message.key, message, first });
    previous = message;
  }
  return rows;
}

/** A human file size: "512 B", "14 KB", "3.2 MB" (the number as the language writes it: 3,2 MB). */
export function fileSize(intl: Formatter, bytes: number): string {
  const number = (n: number, digits: number) =>
    intl.formatNumber(n, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  if (bytes < 1024) return `${number(bytes, 0)} B`;
  if (bytes < 1024 * 1024) return `${number(Math.round(bytes / 1024), 0)} KB`;
  return `${number(bytes / (1024 * 1024), 1)} MB`;
}
