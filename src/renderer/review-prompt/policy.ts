import { parseTimestamp, type CommunicationFull } from '../../shared/interface';
import { seededUnit } from './seeded';

/** The Settings choice: never, about one call in ten, after every call. */
export const promptFrequencies = ['never', 'sometimes', 'always'] as const;
export type PromptFrequency = (typeof promptFrequencies)[number];

export interface PromptSettings {
  frequency: PromptFrequency;
  /** "sometimes": the share of eligible calls that get a prompt. */
  sampleRate: number;
  /** Calls shorter than this (talk time) are not worth asking about. */
  minDurationSec: number;
  /** A call that ended longer ago than this is history, not "the call you just had". */
  maxAgeSec: number;
  /** The prompt goes away on its own after this long. */
  dismissAfterMs: number;
}

export const defaultPromptSettings: PromptSettings = {
  frequency: 'sometimes',
  sampleRate: 0.1,
  minDurationSec: 30,
  maxAgeSec: 10 * 60,
  dismissAfterMs: 30_000,
};

/**
 * A call as the cache holds it (full representation, 2.6/2.2). The policy needs neither name nor
 * participants; the prompt names the other party with them when they are there.
 */
export type EndedCall = Pick<
  CommunicationFull,
  'oid' | 'objectType' | 'date' | 'durationSec' | 'incoming'
> &
  Partial<Pick<CommunicationFull, 'callAnswerTimeSec' | 'commonName' | 'participants'>>;

export interface PromptContext {
  now: number;
  /** The user's do-not-disturb is on. */
  doNotDisturb: boolean;
  /** The user is typing somewhere (a prompt would steal their keystrokes or attention). */
  isTyping: boolean;
  /** A prompt is already showing. */
  promptOpen: boolean;
  /** This call was prompted for before. */
  alreadyPrompted: boolean;
  /** Per-install seed of the "sometimes" draw. */
  seed: number;
}

export type SkipReason =
  | 'disabled'
  | 'not-a-call'
  | 'not-answered'
  | 'too-short'
  | 'too-old'
  | 'already-prompted'
  | 'not-sampled'
  | 'do-not-disturb'
  | 'prompt-open'
  | 'typing';

export type PromptDecision =
  | { show: true; dismissAfterMs: number }
  /** `later`: the call qualifies, only the moment is wrong; offer it again when it is better. */
  | { show: false; reason: SkipReason; later: boolean };

const skip = (reason: SkipReason, later = false): PromptDecision => ({
  show: false,
  reason,
  later,
});

/**
 * Whether to ask about a call that just ended. Only answered calls (incoming or outgoing, with an
 * answer time) of at least `minDurationSec` talk time, that ended within `maxAgeSec`; never twice
 * for a call; never with do-not-disturb on; "sometimes" keeps a seeded `sampleRate` share; never
 * on top of another prompt or while the user types — those two are "later", not "no".
 */
export function decidePrompt(
  call: EndedCall,
  context: PromptContext,
  settings: PromptSettings,
): PromptDecision {
  if (settings.frequency === 'never') return skip('disabled');
  if (call.objectType !== 'CallLog') return skip('not-a-call');
  const answerSec = call.callAnswerTimeSec ?? 0;
  if (answerSec <= 0) return skip('not-answered');
  if (call.durationSec < settings.minDurationSec) return skip('too-short');
  const endedAt = parseTimestamp(call.date) + (answerSec + call.durationSec) * 1000;
  if (context.now - endedAt > settings.maxAgeSec * 1000) return skip('too-old');
  if (context.alreadyPrompted) return skip('already-prompted');
  if (
    settings.frequency === 'sometimes' &&
    seededUnit(context.seed, call.oid) >= settings.sampleRate
  ) {
    return skip('not-sampled');
  }
  if (context.doNotDisturb) return skip('do-not-disturb');
  if (context.promptOpen) return skip('prompt-open', true);
  if (context.isTyping) return skip('typing', true);
  return { show: true, dismissAfterMs: settings.dismissAfterMs };
}
