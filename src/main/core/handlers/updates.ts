import { type Handlers } from '../handler-registry';
import { type HandlerContext } from './context';

type UpdateCalls =
  'updates.get' | 'updates.check' | 'updates.setChannel' | 'updates.setFeed' | 'updates.restart';

export function updateHandlers({ updates }: HandlerContext): Pick<Handlers, UpdateCalls> {
  return {
    'updates.get': () => updates.state(),
    'updates.check': () => updates.check(),
    'updates.setChannel': ({ channel }) => updates.setChannel(channel),
    'updates.setFeed': ({ url }) => updates.setFeed(url),
    'updates.restart': () => updates.restart(),
  };
}
