import { type HandlerContext } from './context';
import { type Handlers } from '../handler-registry';

export function appHandlers({
  platform,
  language,
}: HandlerContext): Pick<Handlers, 'app.info' | 'app.language' | 'app.setLanguage'> {
  return {
    'app.info': () => ({
      host: platform.host,
      version: platform.version,
      platform: process.platform,
    }),
    'app.language': ({ pageLocales }) => ({ language: language.resolve(pageLocales) }),
    'app.setLanguage': async ({ language: chosen }) => {
      await language.choose(chosen);
      return undefined;
    },
  };
}
