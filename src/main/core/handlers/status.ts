import { type MyStatus } from '../../../shared/contract';
import { type PhoneSettings } from '../../../shared/interface';
import { patch, type ApiClient } from '../../api';
import { type Handlers } from '../handler-registry';
import { type HandlerContext } from './context';
import { unlessNotOffered } from './not-offered';

type Name =
  | 'status.get'
  | 'status.selectable'
  | 'status.set'
  | 'status.setTemporary'
  | 'status.setMessage'
  | 'status.setDoNotDisturb';

/** The guide's UTC `YYYY-MM-DD HH:MM:SS` of an ISO time. */
export function serverTime(iso: string): string {
  return new Date(iso).toISOString().slice(0, 19).replace('T', ' ');
}

/** The ISO time of the guide's UTC timestamp; undefined when it is none. */
function isoOf(timestamp: string): string | undefined {
  const time = Date.parse(`${timestamp.replace(' ', 'T')}Z`);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** Phone settings are beyond the guide (docs/decisions.md): a server without them has none. */
const settingsOf = (client: ApiClient): Promise<PhoneSettings> =>
  unlessNotOffered(() => client.mePhone.settings(), {});

/**
 * The status as colleagues see it (`/me/info`'s presence, the presence list's entry) with what
 * only the phone settings tell: a temporary status's end, and the do-not-disturb switch.
 */
export async function readMyStatus(client: ApiClient, now = Date.now()): Promise<MyStatus> {
  const [info, settings] = await Promise.all([client.me.info(), settingsOf(client)]);
  const presence = info.presenceInfo;
  const until = settings.temporaryUserStatusUntil
    ? isoOf(settings.temporaryUserStatusUntil)
    : undefined;
  // An end gone by is the server's to clear; until then the status set before is what counts.
  const temporary =
    settings.temporaryUserStatus && until && Date.parse(until) > now
      ? { status: settings.temporaryUserStatus, until }
      : undefined;
  const status = presence?.status ?? temporary?.status ?? settings.userStatus;
  return {
    ...(status && { status }),
    message: presence?.message ?? settings.message ?? '',
    ...(temporary && { temporary }),
    doNotDisturb: settings.doNotDisturb === true,
  };
}

/** The user's own status: read, and set (each change answers the status read back). */
export function statusHandlers({ session }: HandlerContext): Pick<Handlers, Name> {
  const change = (send: (client: ApiClient) => Promise<unknown>) =>
    session.withClient(async (client) => {
      await send(client);
      return readMyStatus(client);
    });
  return {
    'status.get': () => session.withClient((client) => readMyStatus(client)),
    'status.selectable': () =>
      session.withClient(async (client) => ({
        statuses: await client.mePhone.selectableStatuses(),
      })),
    'status.set': ({ status }) => change((client) => client.mePhone.setStatus(status)),
    'status.setTemporary': ({ status, until }) =>
      change((client) => client.mePhone.setTemporaryStatus(status, serverTime(until))),
    'status.setMessage': ({ message }) => change((client) => client.mePhone.setMessage(message)),
    'status.setDoNotDisturb': ({ on }) =>
      change((client) =>
        client.mePhone.updateSettings(patch('phoneSettings').replace('doNotDisturb', on)),
      ),
  };
}
