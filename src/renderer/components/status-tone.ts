/** How reachable someone looks at a glance: the dot's colour. */
export type Tone = 'available' | 'busy' | 'away' | 'offline' | 'unknown';

const awayStatuses = new Set([
  'unavailable',
  'at_appointment',
  'short_out_of_office',
  'long_out_of_office',
]);

/**
 * The dot's colour of a presence status alone (guide: Presence.PresenceStatus.html): People's
 * (`line-state.ts`, with the line's state) and the header's status menu, which may not load
 * People's messages.
 */
export function statusTone(status: string): Tone {
  if (status === 'dont_disturb') return 'busy';
  if (awayStatuses.has(status)) return 'away';
  return status === 'offline' ? 'offline' : 'available';
}
