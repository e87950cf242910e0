import { type Handlers } from '../handler-registry';
import { type HandlerContext } from './context';

export function liveHandlers({
  live,
}: HandlerContext): Pick<Handlers, 'live.get' | 'live.watchTyping'> {
  return {
    'live.get': () => live.status(),
    'live.watchTyping': ({ session, on }) => {
      live.watchTyping(session, on);
      return undefined;
    },
  };
}
