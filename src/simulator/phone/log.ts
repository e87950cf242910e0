import { formatTimestamp } from '../clock';
import { type SimState } from '../context';
import { publishCall } from '../live/events';
import { addCall, callParty } from '../seed/communications';
import { type Channel, type SimCall } from './calls';

const seconds = (ms: number) => Math.max(0, Math.round(ms / 1000));

/**
 * The caller's call log entry, once their phone's leg is gone (ended or transferred): an
 * outgoing call to the party dialled, with its time connected. Only a call the PBX dialled is
 * logged: one whose own phone never answered reached nobody.
 */
export function logCallerLeg(state: SimState, call: SimCall, nowMs: number): void {
  if (call.deviceAnsweredMs === undefined) return;
  const answered = call.answeredMs;
  const record = addCall(state, {
    owner: call.owner,
    other: call.callee,
    direction: 'outgoing',
    date: formatTimestamp(call.placedMs),
    durationSec: answered === undefined ? 0 : seconds(nowMs - answered),
    answerTimeSec: answered === undefined ? 0 : seconds(answered - call.deviceAnsweredMs),
    callId: call.local?.callId ?? call.id,
  });
  publishCall(state, record);
}

/**
 * A colleague's entry, once their leg is gone: an incoming call, or a missed one (with its
 * `missedCallEvent`) when they never answered.
 */
export function logColleagueLeg(
  state: SimState,
  call: SimCall,
  channel: Channel,
  nowMs: number,
): void {
  const colleague = channel.user;
  if (!colleague || colleague === call.owner) return;
  const answered = channel.answeredMs;
  const record = addCall(state, {
    owner: colleague,
    other: callParty(state, call.owner),
    direction: answered === undefined ? 'missed' : 'incoming',
    date: formatTimestamp(call.placedMs),
    durationSec: answered === undefined ? 0 : seconds(nowMs - answered),
    callId: channel.callId,
    displayed: answered !== undefined,
  });
  publishCall(state, record);
}
