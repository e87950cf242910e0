import { type liveEn } from './en';

/** Live updates and desktop notifications (Dutch), typed against English: see `../nl.ts`. */
export const liveNl: Record<keyof typeof liveEn, string> = {
  'history.sync.live': 'Bijgewerkt · Wijzigingen komen direct binnen',
  'history.sync.live.updated': 'Bijgewerkt · Wijzigingen komen direct binnen · Laatst om {time}',
  'settings.notifications.missedCalls': 'Een bureaubladmelding tonen bij elke gemiste oproep',
  'live.notify.messages': '{count, plural, one {# nieuw bericht} other {# nieuwe berichten}}',
  'live.notify.inGroup': '{sender} in {group}',
  'live.notify.missedCalls': '{count, plural, one {Gemiste oproep} other {# gemiste oproepen}}',
  'thread.typing': '{name} is aan het typen…',
  'thread.receipt.delivered': 'Bezorgd',
  'thread.receipt.read': 'Gelezen',
};
