import { type Handlers } from '../handler-registry';
import { type HandlerContext } from './context';

export function meHandlers({ session }: HandlerContext): Pick<Handlers, 'me.info'> {
  return {
    'me.info': () => session.withClient((client) => client.me.info()),
  };
}
