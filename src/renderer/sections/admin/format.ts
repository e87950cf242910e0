import { parseTimestamp } from '../../cache/timestamps';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const numbers = new Intl.NumberFormat();

/** The interface's timestamps are UTC; the admin screens show local time. */
export const localDateTime = (timestamp: string) =>
  timestamp === '' ? '' : dateTime.format(new Date(parseTimestamp(timestamp)));

/** A count or size as the server gives it, grouped for reading. */
export const grouped = (value: number | undefined) =>
  value === undefined ? '' : numbers.format(value);
