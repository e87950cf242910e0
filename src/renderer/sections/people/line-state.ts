import { type Colleague, type PresenceEntry } from '../../../shared/contract';
import { lineStrings, presenceLabels } from './strings';

/** How reachable someone looks at a glance: the dot's colour. */
export type Tone = 'available' | 'busy' | 'away' | 'offline' | 'unknown';

export interface LineState {
  tone: Tone;
  /** The presence status in words, when there is one (or do-not-disturb from the line). */
  status?: string;
  /** What else a caller should know, short: do-not-disturb, redirection, phone, extension. */
  facts: string[];
}

const awayStatuses = new Set([
  'unavailable',
  'at_appointment',
  'short_out_of_office',
  'long_out_of_office',
]);

function toneOf(colleague: Colleague, presence: PresenceEntry | undefined): Tone {
  if (colleague.doNotDisturb || presence?.status === 'dont_disturb') return 'busy';
  if (presence && awayStatuses.has(presence.status)) return 'away';
  if (presence?.status === 'offline' || colleague.registered === false) return 'offline';
  if (presence || colleague.registered) return 'available';
  return 'unknown';
}

/**
 * What a business user needs before reaching out, from 4.8's includes and the presence list:
 * the status, then the line's do-not-disturb and redirection (and to where), whether a phone is
 * registered, and the extension.
 */
export function lineStateOf(colleague: Colleague, presence?: PresenceEntry): LineState {
  const facts: string[] = [];
  const dnd = colleague.doNotDisturb === true;
  if (dnd && presence?.status !== 'dont_disturb') facts.push(lineStrings.doNotDisturb);
  if (colleague.redirection?.active) {
    const to = colleague.redirection.to;
    facts.push(to ? lineStrings.redirectedTo(to) : lineStrings.redirected);
  }
  if (colleague.registered === false && presence?.status !== 'offline') {
    facts.push(lineStrings.noPhone);
  }
  if (colleague.extension) facts.push(lineStrings.extension(colleague.extension));
  const status = presence
    ? (presenceLabels[presence.status] ?? lineStrings.unknownStatus(presence.status))
    : undefined;
  return { tone: toneOf(colleague, presence), ...(status && { status }), facts };
}
