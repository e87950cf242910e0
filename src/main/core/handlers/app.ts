import { type HandlerContext } from './context';
import { type Handlers } from '../handler-registry';

export function appHandlers({ platform }: HandlerContext): Pick<Handlers, 'app.info'> {
  return {
    'app.info': () => ({
      host: platform.host,
      version: platform.version,
      platform: process.platform,
    }),
  };
}
