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

/** 0:42, 12:05, 1:02:09 */
export function duration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/** The second line of an entry: its subject, else its content summary. */
export function summary(entry: CachedCommunication): string {
  return entry.item.subject || entry.full?.contentSummary || '';
}

export function isRecorded(entry: CachedCommunication): boolean {
  const status = entry.item.recordingStatus;
  return status !== undefined && !['', 'none', 'unknown'].includes(status.toLowerCase());
}

export function transcriptionStatus(entry: CachedCommunication): string | undefined {
  return entry.item.transcription?.status;
}

/** The server's transcription status in words: `inProgress` → "Transcribing". */
export function transcriptionLabel(status: string): string {
  const known: Record<string, string> = {
    done: 'Transcribed',
    inprogress: 'Transcribing',
    pending: 'Transcription pending',
    failed: 'Transcription failed',
  };
  return known[status.toLowerCase()] ?? `Transcription: ${status}`;
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
