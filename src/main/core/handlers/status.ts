import { type Handlers } from '../handler-registry';
import { type HandlerContext } from './context';

type Name =
  | 'status.get'
  | 'status.selectable'
  | 'status.set'
  | 'status.setTemporary'
  | 'status.setMessage'
  | 'status.setDoNotDisturb';

/**
 * The user's own status: read, and set (each change answers the status read back). The core's
 * holder (`../my-status.ts`) does it, and keeps what it read for the tray.
 */
export function statusHandlers({ myStatus }: HandlerContext): Pick<Handlers, Name> {
  return {
    'status.get': () => myStatus.read(),
    'status.selectable': async () => ({ statuses: await myStatus.selectable() }),
    'status.set': ({ status }) => myStatus.set(status),
    'status.setTemporary': ({ status, until }) => myStatus.setTemporary(status, until),
    'status.setMessage': ({ message }) => myStatus.setMessage(message),
    'status.setDoNotDisturb': ({ on }) => myStatus.setDoNotDisturb(on),
  };
}
