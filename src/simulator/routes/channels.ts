import { roleMeetsLevel, ServiceCode, type OperationId } from '../../shared/interface';
import { noContent, ok, type Handler } from '../context';
import { unpagedList } from '../envelope';
import { notFound, SimError } from '../errors';
import { channelsOf } from '../phone/calls';
import { activeChannelView } from '../phone/views';

/**
 * channels_hangup.html: "a user may only hang up his/her own channels" (403/10101 otherwise,
 * administrators excepted). Own: a channel of the user's phone, or of a call the user placed.
 */
const hangup: Handler = (ctx) => {
  const { phone } = ctx.state;
  const channelId = ctx.params.channelId ?? '';
  const call = phone.calls.withChannel(channelId);
  if (!call || call.owner.tenantOid !== ctx.tenant.oid) throw notFound(`channel ${channelId}`);
  const channel = channelsOf(call).find((c) => c.channelId === channelId);
  const own = call.owner === ctx.user || channel?.user === ctx.user;
  if (!own && !roleMeetsLevel(ctx.user.role, 'administrator')) {
    throw new SimError(403, ServiceCode.NoPermission, `channel ${channelId} is not the user's`);
  }
  phone.hangup(ctx.state, call);
  return noContent;
};

/** communications_active_channels.html: "the current active channels on the PBX" (the tenant). */
const activeChannels: Handler = (ctx) => {
  const data = ctx.state.phone.calls
    .all()
    .filter((call) => call.owner.tenantOid === ctx.tenant.oid)
    .flatMap(channelsOf)
    .map((channel) => ({ object: activeChannelView(channel) }));
  return ok(unpagedList(ctx.url, data));
};

export const channelHandlers = {
  'channels.hangup': hangup,
  'communications.activeChannels': activeChannels,
} satisfies Partial<Record<OperationId, Handler>>;
