import {
  type ActiveChannel,
  type channelUpdateTypes,
  type DeviceCall,
} from '../../shared/interface';
import { formatTimestamp } from '../clock';
import { type SimState } from '../context';
import { channelsOf, type Channel, type SimCall } from './calls';

/** model/ActiveChannel.html; `phone` is the SIP account: the user's name, for users' phones. */
export function activeChannelView(channel: Channel): ActiveChannel {
  return {
    callId: channel.callId,
    channelId: channel.channelId,
    state: channel.state,
    name: channel.name,
    role: channel.role,
    ...(channel.user && { phone: channel.user.userName }),
    twinChannel: channel.twinChannel,
  };
}

/** One running call of the device (me_device_calls_list.html), from the device's side. */
export function deviceCallView(call: SimCall, channel: Channel): DeviceCall {
  const { owner, callee } = call;
  return {
    channelId: channel.channelId,
    // Channel states as the guide's example gives them: `Up` once the device's phone answered.
    state: channel.state === 'RINGING' ? 'Ringing' : 'Up',
    callDate: formatTimestamp(call.placedMs),
    callDirection: 'Outbound',
    localName: owner.person.commonName,
    localNumber: call.from,
    localAddressable: { ...owner.person },
    phoneLine: { ...owner.primaryLine },
    personalLine: true,
    remoteName: callee.name,
    remoteNumber: call.to,
    ...(callee.addressable && { remoteAddressable: { ...callee.addressable } }),
  };
}

/** What the control API shows of a call: who, where it is, and when each step happened. */
export function controlCallView(call: SimCall) {
  const at = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());
  return {
    id: call.id,
    userName: call.owner.userName,
    from: call.from,
    to: call.to,
    twin: call.twin,
    calleeUserName: call.calleeUser?.userName ?? null,
    state: call.state,
    outcome: call.outcome ?? null,
    placedAt: at(call.placedMs),
    deviceAnsweredAt: at(call.deviceAnsweredMs),
    answeredAt: at(call.answeredMs),
    endedAt: at(call.endedMs),
    channels: channelsOf(call).map(activeChannelView),
  };
}

/** An activeChannelEvent to every user of the call's tenant (the active calls list). */
export function publishChannel(
  state: SimState,
  call: SimCall,
  channel: Channel,
  updateType: (typeof channelUpdateTypes)[number],
): void {
  const tenantOid = call.owner.tenantOid;
  state.live.publish({
    type: 'activeChannelEvent',
    to: (user) => state.store.users.get(user)?.tenantOid === tenantOid,
    object: {
      updateType,
      version: state.phone.calls.nextVersion(),
      activeChannel: activeChannelView(channel),
    },
  });
}
