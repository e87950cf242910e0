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
