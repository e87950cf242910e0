import { type Me } from '../../../shared/contract';
import { type MeInfo } from '../../../shared/interface';
import { type Handlers } from '../handler-registry';
import { type HandlerContext } from './context';

const named = ({ oid, commonName }: { oid: string; commonName: string }) => ({ oid, commonName });

/** The parts of `/me/info` the app shows: the person, their phone line and presence. */
export function toMe(info: MeInfo): Me {
  const presence = info.presenceInfo;
  return {
    person: named(info.person),
    ...(info.phoneLine && { phoneLine: named(info.phoneLine) }),
    ...(presence && {
      presence: {
        ...(presence.status !== undefined && { status: presence.status }),
        ...(presence.message !== undefined && { message: presence.message }),
      },
    }),
  };
}

export function meHandlers({ session }: HandlerContext): Pick<Handlers, 'me.info'> {
  return {
    'me.info': () => session.withClient(async (client) => toMe(await client.me.info())),
  };
}
