import { type Handlers } from '../handler-registry';
import { type HandlerContext } from './context';

export function liveHandlers({ live }: HandlerContext): Pick<Handlers, 'live.get'> {
  return { 'live.get': () => live.status() };
}
