import { type Handlers } from '../handler-registry';
import { type HandlerContext } from './context';

export function connectivityHandlers({
  connectivity,
}: HandlerContext): Pick<Handlers, 'connectivity.get' | 'connectivity.check'> {
  return {
    'connectivity.get': () => connectivity.state(),
    'connectivity.check': () => connectivity.check(),
  };
}
