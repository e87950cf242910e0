import { type HandlerContext } from './context';
import { type Handlers } from '../handler-registry';

export function appHandlers({
  platform,
  language,
  desktop,
  demo,
}: HandlerContext): Pick<Handlers, 'app.info' | 'app.language' | 'app.setLanguage'> {
  return {
    'app.info': () => ({
      host: platform.host,
      version: platform.version,
      platform: process.platform,
      demo: demo.available,
    }),
    'app.language': ({ pageLocales }) => {
      const resolved = language.resolve(pageLocales);
      // The tray's words follow the language main speaks.
      desktop.refresh();
      return { language: resolved };
    },
    'app.setLanguage': async ({ language: chosen }) => {
      await language.choose(chosen);
      desktop.refresh();
      return undefined;
    },
  };
}
