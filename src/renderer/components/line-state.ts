import { type Colleague, type PresenceEntry } from '../../shared/contract';
import { type Formatter, type MessageKey } from '../../shared/i18n';
import { statusTone, type Tone } from './status-tone';

export { type Tone } from './status-tone';

export interface LineState {
  tone: Tone;
  /** The presence status in words, when there is one. */
  status?: string;
  /** The line's own state, short: do-not-disturb, redirection (and to where), no phone. */
  line: string[];
  /** The extension, as a caller reads it ("Ext. 104"). */
  extension?: string;
}

/** The presence statuses of the platform (guide: Presence.PresenceStatus.html), in words. */
const presenceWords: Readonly<Record<string, MessageKey>> = {
  online: 'people.presence.online',
  offline: 'people.presence.offline',
  available: 'people.presence.available',
  unavailable: 'people.presence.unavailable',
  dont_disturb: 'people.presence.dontDisturb',
  at_appointment: 'people.presence.atAppointment',
  short_out_of_office: 'people.presence.shortOutOfOffice',
  long_out_of_office: 'people.presence.longOutOfOffice',
};

function toneOf(colleague: Colleague, presence: PresenceEntry | undefined): Tone {
  if (colleague.doNotDisturb) return 'busy';
  const tone = presence && statusTone(presence.status);
  if (tone === 'busy' || tone === 'away' || tone === 'offline') return tone;
  if (colleague.registered === false) return 'offline';
  if (presence || colleague.registered) return 'available';
  return 'unknown';
}

/**
 * What a business user needs before reaching out, from 4.8's includes and the presence list:
 * the status, then the line's do-not-disturb and redirection (and to where), whether a phone is
 * registered, and the extension; in the language of `intl`.
 */
export function lineStateOf(
  intl: Formatter,
  colleague: Colleague,
  presence?: PresenceEntry,
): LineState {
  const say = (id: MessageKey, values?: Record<string, string>) =>
    intl.formatMessage({ id }, values);
  const line: string[] = [];
  if (colleague.doNotDisturb === true && presence?.status !== 'dont_disturb') {
    line.push(say('people.line.doNotDisturb'));
  }
  if (colleague.redirection?.active) {
    const to = colleague.redirection.to;
    line.push(to ? say('people.line.redirectedTo', { to }) : say('people.line.redirected'));
  }
  if (colleague.registered === false && presence?.status !== 'offline') {
    line.push(say('people.line.noPhone'));
  }
  const words = presence && presenceWords[presence.status];
  const status = presence
    ? words
      ? say(words)
      : say('people.presence.other', { status: presence.status })
    : undefined;
  const extension = colleague.extension
    ? say('people.line.extension', { extension: colleague.extension })
    : undefined;
  return {
    tone: toneOf(colleague, presence),
    ...(status && { status }),
    line,
    ...(extension && { extension }),
  };
}

/** A row's one line about someone: status, line state and extension. */
export function summaryOf(state: LineState): string {
  return [state.status, ...state.line, state.extension].filter(Boolean).join(' · ');
}
