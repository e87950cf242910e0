import { type Formatter } from '../../../shared/i18n';
import { parseTimestamp } from '../../../shared/interface';

/** The interface's timestamps are UTC; the admin screens show local time, in the UI's language. */
export const localDateTime = (intl: Formatter, timestamp: string) =>
  timestamp === ''
    ? ''
    : intl.formatDate(new Date(parseTimestamp(timestamp)), {
        dateStyle: 'medium',
        timeStyle: 'short',
      });

/** A count or size as the server gives it, grouped for reading in the UI's language. */
export const grouped = (intl: Formatter, value: number | undefined) =>
  value === undefined ? '' : intl.formatNumber(value);

/** A read-only on/off value in words. */
export const yesNo = (intl: Formatter, value: boolean) =>
  intl.formatMessage({ id: value ? 'admin.value.yes' : 'admin.value.no' });

/** A read-only text the server holds empty, shown as a dash rather than as nothing. */
export const orDash = (value: string) => (value === '' ? '—' : value);
