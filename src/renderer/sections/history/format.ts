import { type Formatter, type MessageKey } from '../../../shared/i18n';
import { type CachedCommunication } from '../../cache';
import { formatTimestamp, parseTimestamp } from '../../../shared/interface';
import { entryKind, kindLabels } from '../../state/entry-kind';

/** The filter choices: the server's object types (docs/interface.md, wire decisions). */
export const kindFilters = [
  { value: 'CallLog', label: 'history.toolbar.kind.calls' },
  { value: 'XCCUserChat', label: 'history.toolbar.kind.chats' },
  { value: 'XCCMessage', label: 'history.toolbar.kind.emails' },
  { value: 'SMSMessage', label: 'history.toolbar.kind.sms' },
] as const satisfies readonly { value: string; label: MessageKey }[];

/** Server timestamps are UTC; the user reads local time. */
export function localDate(timestamp: string): Date {
  return new Date(parseTimestamp(timestamp));
}

/** Short list date: the time today, the day this year, the full date before. */
export function listDate(intl: Formatter, timestamp: string, now = new Date()): string {
  const date = localDate(timestamp);
  if (date.toDateString() === now.toDateString()) {
    return intl.formatTime(date, { hour: '2-digit', minute: '2-digit' });
  }
  if (date.getFullYear() === now.getFullYear()) {
    return intl.formatDate(date, { day: 'numeric', month: 'short' });
  }
  return intl.formatDate(date, { day: 'numeric', month: 'short', year: 'numeric' });
}

export function fullDate(intl: Formatter, timestamp: string): string {
  return intl.formatDate(localDate(timestamp), { dateStyle: 'full', timeStyle: 'medium' });
}

function clockParts(seconds: number): { h: number; m: number; s: number } {
  const total = Math.max(0, Math.round(seconds));
  return { h: Math.floor(total / 3600), m: Math.floor((total % 3600) / 60), s: total % 60 };
}

const two = (n: number) => String(n).padStart(2, '0');

/** 0:42, 12:05, 1:02:09 (next to a label saying it is a duration; the same in every language). */
export function duration(seconds: number): string {
  const { h, m, s } = clockParts(seconds);
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

type Unit = 'hour' | 'minute' | 'second';

/** `amount` of `unit` as the language writes it ("12m", "12 min.", "12 minutes", "12 minuten"). */
function unitAmount(
  intl: Formatter,
  amount: number,
  unit: Unit,
  display: 'narrow' | 'long',
  digits = 1,
): string {
  return intl.formatNumber(amount, {
    style: 'unit',
    unit,
    unitDisplay: display,
    minimumIntegerDigits: digits,
  });
}

/**
 * In a row, under the time of day, where "18:10" would read as a time: 42s, 18m 10s, 1h 02m
 * (Dutch: 42 s, 18 m 10 s, 1 u 02 m). Units and their order are the language's (Intl).
 */
export function shortDuration(intl: Formatter, seconds: number): string {
  const { h, m, s } = clockParts(seconds);
  const parts =
    h > 0
      ? [unitAmount(intl, h, 'hour', 'narrow'), unitAmount(intl, m, 'minute', 'narrow', 2)]
      : m > 0
        ? [unitAmount(intl, m, 'minute', 'narrow'), unitAmount(intl, s, 'second', 'narrow', 2)]
        : [unitAmount(intl, s, 'second', 'narrow')];
  return intl.formatList(parts, { type: 'unit', style: 'narrow' });
}

/** The same for a screen reader: "18 minutes 10 seconds", "18 minuten 10 seconden". */
export function spokenDuration(intl: Formatter, seconds: number): string {
  const { h, m, s } = clockParts(seconds);
  const unit = (n: number, name: Unit) => (n > 0 ? [unitAmount(intl, n, name, 'long')] : []);
  const words = [...unit(h, 'hour'), ...unit(m, 'minute'), ...(h > 0 ? [] : unit(s, 'second'))];
  return intl.formatList(words.length > 0 ? words : [unitAmount(intl, 0, 'second', 'long')], {
    type: 'unit',
    style: 'narrow',
  });
}

/**
 * The second line of an entry. A call is labelled from its fields in the app's language: the
 * server words a call's subject itself ("Outgoing call"), in its own language. Anything else:
 * its subject, else its content summary.
 */
export function summary(intl: Formatter, entry: CachedCommunication): string {
  if (entry.kind === 'CallLog') return intl.formatMessage({ id: kindLabels[entryKind(entry)] });
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

const transcriptionStates: Record<string, { badge: MessageKey; detail: MessageKey }> = {
  done: { badge: 'history.transcription.done', detail: 'history.transcription.done.detail' },
  inprogress: {
    badge: 'history.transcription.inprogress',
    detail: 'history.transcription.inprogress.detail',
  },
  pending: {
    badge: 'history.transcription.pending',
    detail: 'history.transcription.pending.detail',
  },
  failed: { badge: 'history.transcription.failed', detail: 'history.transcription.failed.detail' },
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
export function transcriptionWords(intl: Formatter, status: string): TranscriptionWords {
  const key = status.toLowerCase().replace(/[\s_-]/g, '');
  const known = transcriptionStates[sameState[key] ?? key];
  if (known) {
    return {
      badge: intl.formatMessage({ id: known.badge }),
      detail: intl.formatMessage({ id: known.detail }),
    };
  }
  const words = status
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return {
    badge: intl.formatMessage({ id: 'history.transcription.other' }, { status: words }),
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
  return { start: formatTimestamp(start), end: formatTimestamp(end) };
}
