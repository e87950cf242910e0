import { type MessageKey } from './catalogues';
import { type Formatter } from './translate';

/**
 * The statuses of the platform (guide: Presence.PresenceStatus.html) in the words of the
 * header's status menu and the tray's: the core's own (`myStatus.status.*`), since People's
 * (`people.presence.*`) load with People.
 */
const words: Readonly<Record<string, MessageKey>> = {
  online: 'myStatus.status.online',
  offline: 'myStatus.status.offline',
  available: 'myStatus.status.available',
  unavailable: 'myStatus.status.unavailable',
  dont_disturb: 'myStatus.status.dontDisturb',
  at_appointment: 'myStatus.status.atAppointment',
  short_out_of_office: 'myStatus.status.shortOutOfOffice',
  long_out_of_office: 'myStatus.status.longOutOfOffice',
};

/** A status in words; a tenant's own status by the name the server gives it. */
export function statusWords(intl: Formatter, status: string): string {
  const id = Object.hasOwn(words, status) ? words[status] : undefined;
  return id ? intl.formatMessage({ id }) : status;
}

/** A status's end time as people read it: the time today, else with the day ("Sat 09:00"). */
export function statusEndWords(intl: Formatter, until: Date, now: Date): string {
  const sameDay = until.toDateString() === now.toDateString();
  return intl.formatDate(until, {
    ...(sameDay ? {} : { weekday: 'short' }),
    hour: 'numeric',
    minute: '2-digit',
  });
}
