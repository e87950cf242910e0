import { type Timestamp } from '../../shared/interface';

/** The interface's timestamp form, `YYYY-MM-DD HH:MM:SS` in UTC, for an epoch time (seconds truncated). */
export function formatTimestamp(ms: number): Timestamp {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** Epoch milliseconds of an interface timestamp (UTC). */
export function parseTimestamp(timestamp: Timestamp): number {
  return Date.parse(`${timestamp.replace(' ', 'T')}Z`);
}

/** Start of the second `ms` falls in. */
export function floorToSecond(ms: number): number {
  return Math.floor(ms / 1000) * 1000;
}
