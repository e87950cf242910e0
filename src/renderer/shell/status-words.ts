import { type Formatter, type MessageKey } from '../../shared/i18n';

/**
 * The statuses of the platform (guide: Presence.PresenceStatus.html) in the header's words: the
 * shell's own, since People's (`people.presence.*`) load with People.
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
  const id = words[status];
  return id ? intl.formatMessage({ id }) : status;
}
