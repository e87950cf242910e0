import { type Handlers } from '../handler-registry';
import { type HandlerContext } from './context';

/** The call link another program opened: see `../call-link-inbox.ts`. */
export function callLinkHandlers({
  callLinks,
}: HandlerContext): Pick<Handlers, 'phone.takeCallLink'> {
  return { 'phone.takeCallLink': () => callLinks.take() };
}
