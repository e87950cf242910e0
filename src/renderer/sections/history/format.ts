import { type CachedCommunication } from '../../cache';
import { parseTimestamp } from '../../cache/timestamps';

/** What the list shows as the kind of an entry. */
export type EntryKind = 'incoming' | 'outgoing' | 'missed' | 'chat' | 'email' | 'sms' | 'other';

export const kindLabels: Record<EntryKind, string> = {
  incoming: 'Incoming call',
  outgoing: 'Outgoing call',
  missed: 'Missed call',
  chat: 'Chat',
  email: 'E-mail',
  sms: 'SMS',
  other: 'Communication',
};

/** The filter choices: the server's object types (docs/interface.md, wire decisions). */
export const kindFilters = [
  { value: 'CallLog', label: 'Calls' },
  { value: 'XCCUserChat', label: 'Chats' },
  { value: 'XCCMessage', label: 'E-mails' },
  { value: 'SMSMessage', label: 'SMS' },
] as const;

/** A call nobody answered: incoming, no answer time and no talk time. */
export function entryKind(entry: CachedCommunication): EntryKind {
  switch (entry.kind) {
    case 'CallLog': {
      const full = entry.full;
      if (!full) return 'incoming';
      if (!full.incoming) return 'outgoing';
      const answered = (full.callAnswerTimeSec ?? 0) > 0 || full.durationSec > 0;
      return answered ? 'incoming' : 'missed';
    }
    case 'XCCUserChat':
      return 'chat';
    case 'XCCMessage':
      return 'email';
    case 'SMSMessage':
      return 'sms';
    default:
      return 'other';
  }
}

/** Server timestamps are UTC; the user reads local time. */
export function localDate(timestamp: string): Date {
  return new Date(parseTimestamp(timestamp));
}

const sameDay = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
const thisYear = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });
const older = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const full = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'medium' });

/** Short list date: the time today, the day this year, the full date before. */
export function listDate(timestamp: string, now = new Date()): string {
  const date = localDate(timestamp);
  if (date.toDateString() === now.toDateString()) return sameDay.format(date);
  if (date.getFullYear() === now.getFullYear()) return thisYear.format(date);
  return older.format(date);
}

export function fullDate(timestamp: string): string {
  return full.format(localDate(timestamp));
}

function clockParts(seconds: number): { h: number; m: number; s: number } {
  const total = Math.max(0, Math.round(seconds));
  return { h: Math.floor(total / 3600), m: Math.floor((total % 3600) / 60), s: total % 60 };
}

const two = (n: number) => String(n).padStart(2, '0');

/** 0:42, 12:05, 1:02:09 (next to a label saying it is a duration). */
export function duration(seconds: number): string {
  const { h, m, s } = clockParts(seconds);
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** In a row, under the time of day, where "18:10" would read as a time: 42s, 18m 10s, 1h 02m. */
export function shortDuration(seconds: number): string {
  const { h, m, s } = clockParts(seconds);
  if (h > 0) return `${h}h ${two(m)}m`;
  return m > 0 ? `${m}m ${two(s)}s` : `${s}s`;
}

/** The same for a screen reader: "18 minutes 10 seconds". */
export function spokenDuration(seconds: number): string {
  const { h, m, s } = clockParts(seconds);
  const unit = (n: number, name: string) => (n > 0 ? [`${n} ${name}${n === 1 ? '' : 's'}`] : []);
  const words = [...unit(h, 'hour'), ...unit(m, 'minute'), ...(h > 0 ? [] : unit(s, 'second'))];
  return words.length > 0 ? words.join(' ') : '0 seconds';
}

/** The second line of an entry: its subject, else its content summary. */
export function summary(entry: CachedCommunication): string {
  return entry.item.subject || entry.full?.contentSummary || '';
}

export function isRecorded(entry: CachedCommunication): boolean {
  const status = entry.item.recordingStatus;
  return status !== undefined && !['', 'none', 'unknown'].includes(status.toLowerCase());
}

/** The call's transcription status, when it has one worth showing. */
export function transcriptionStatus(entry: CachedCommunication): string | undefined {
  const status = entry.item.transcription?.status.trim();
  return status && !['none', 'unknown'].includes(status.toLowerCase()) ? status : undefined;
}

/** How a transcription status reads: a badge next to "Recorded", and a value under "Transcription". */
export interface TranscriptionWords {
  badge: string;
  detail: string;
}

const transcriptionStates: Record<string, TranscriptionWords> = {
  done: { badge: 'Transcribed', detail: 'Done' },
  inprogress: { badge: 'Transcribing', detail: 'In progress' },
  pending: { badge: 'Transcription pending', detail: 'Pending' },
  failed: { badge: 'Transcription failed', detail: 'Failed' },
};

// The interface shows only inProgress (and the simulator done); these are the same states under
// the names other platform versions may use.
const sameState: Record<string, string> = {
  completed: 'done',
  complete: 'done',
  finished: 'done',
  ready: 'done',
  processing: 'inprogress',
  running: 'inprogress',
  queued: 'pending',
  requested: 'pending',
  error: 'failed',
  failure: 'failed',
};

/**
 * The server's transcription status in words: `inProgress` → "Transcribing" / "In progress". A
 * status not known here is spelled out as words (`notAvailable` → "Transcription not
 * available"), never shown as the raw value.
 */
export function transcriptionWords(status: string): TranscriptionWords {
  const key = status.toLowerCase().replace(/[\s_-]/g, '');
  const known = transcriptionStates[sameState[key] ?? key];
  if (known) return known;
  const words = status
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return {
    badge: `Transcription ${words}`,
    detail: words.charAt(0).toUpperCase() + words.slice(1),
  };
}

/** `YYYY-MM-DD` of a local day → the UTC timestamps of its first and last second. */
export function localDayBounds(day: string): { start: string; end: string } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [y, m, d] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const start = new Date(y, m, d, 0, 0, 0).getTime();
  const end = new Date(y, m, d, 23, 59, 59).getTime();
  const utc = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
  return { start: utc(start), end: utc(end) };
}
