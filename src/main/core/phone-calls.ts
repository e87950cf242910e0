import { type CurrentCall } from '../../shared/contract';
import { type ActiveChannel, type DeviceCall } from '../../shared/interface';

/**
 * The calls in progress, worked out from what the platform tells: the device's calls (its own
 * channel, who was called) and the PBX's active channels (one call's channels share a `callId`).
 * Pure, so the phone service's bookkeeping and this reading are tested apart.
 */

/** The guide's Call State page is not published: any state that starts "ring" rings. */
const rings = (state: string | null | undefined) => /^ring/i.test(state ?? '');

/** Who rings now: the user's own phone, the far side, or nobody (connected). */
export function stateOf(
  call: Pick<DeviceCall, 'channelId' | 'state'>,
  channels: ReadonlyMap<string, ActiveChannel>,
): Exclude<CurrentCall['state'], 'ended'> {
  const own = channels.get(call.channelId);
  // Before the channel's first event the device's own word says whether its phone rings.
  if (!own) return rings(call.state) ? 'ringingYou' : 'ringingThem';
  if (rings(own.state)) return 'ringingYou';
  const others = [...channels.values()].filter(
    (c) => c.callId === own.callId && c.channelId !== own.channelId,
  );
  return others.some((c) => !rings(c.state)) ? 'connected' : 'ringingThem';
}

const text = (value: string | null | undefined, max: number) =>
  value?.trim() ? value.trim().slice(0, max) : undefined;

/** A device call as the call bar shows it. */
export function currentCallOf(
  call: DeviceCall,
  state: CurrentCall['state'],
  connectedAt: string | undefined,
): CurrentCall {
  const number = text(call.remoteNumber, 64);
  const name = text(call.remoteName, 200);
  return {
    channel: call.channelId,
    state,
    ...(number !== undefined && { number }),
    ...(name !== undefined && { name }),
    ...(connectedAt !== undefined && { connectedAt }),
  };
}

/**
 * Whether a channel is the user's own phone (model/ActiveChannel.html: `phone` "the sip account",
 * `phoneUser` "the phone user" connected with it): either naming the user, in any case.
 */
export function isUsersChannel(channel: ActiveChannel, userName: string): boolean {
  const name = userName.toLowerCase();
  return [channel.phone, channel.phoneUser].some((v) => v?.toLowerCase() === name);
}

/**
 * A call on the user's own line that this device did not place (someone calls them, or they
 * called from their desk phone), from the user's channel and the others of its `callId`: their
 * phone rings for someone (`incoming`), the far side rings, or the two are connected.
 */
export function lineCallOf(
  own: ActiveChannel,
  channels: ReadonlyMap<string, ActiveChannel>,
): Omit<CurrentCall, 'connectedAt'> {
  const others = [...channels.values()].filter(
    (c) => c.callId === own.callId && c.channelId !== own.channelId,
  );
  const connected = others.find((c) => !rings(c.state));
  const state = rings(own.state)
    ? /^caller$/i.test(own.role)
      ? 'ringingYou'
      : 'incoming'
    : connected
      ? 'connected'
      : 'ringingThem';
  const name = text((connected ?? others[0])?.name, 200);
  return { channel: own.channelId, state, ...(name !== undefined && { name }) };
}
