import { type Handlers } from '../handler-registry';
import { appHandlers } from './app';
import { connectivityHandlers } from './connectivity';
import { type HandlerContext } from './context';
import { linkHandlers } from './links';
import { meHandlers } from './me';
import { sessionHandlers } from './session';

/** Every domain's handlers; `satisfies Handlers` fails to compile when a contract call has none. */
export function createHandlers(context: HandlerContext): Handlers {
  return {
    ...appHandlers(context),
    ...sessionHandlers(context),
    ...meHandlers(context),
    ...connectivityHandlers(context),
    ...linkHandlers(context),
  } satisfies Handlers;
}

export { type HandlerContext } from './context';
