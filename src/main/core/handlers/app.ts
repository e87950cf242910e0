import { type HandlerContext } from './context';
import { aboutThisCopy, diagnosticsText } from '../diagnostics';
import { type Handlers } from '../handler-registry';

type AppCalls = 'app.info' | 'app.language' | 'app.setLanguage' | 'app.about' | 'app.diagnostics';

export function appHandlers({
  platform,
  language,
  desktop,
  demo,
  updates,
  recentLog,
}: HandlerContext): Pick<Handlers, AppCalls> {
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
    'app.about': () => aboutThisCopy(platform.version),
    'app.diagnostics': () => ({
      text: diagnosticsText({
        about: aboutThisCopy(platform.version),
        host: platform.host,
        updates: updates.state(),
        logLines: recentLog.lines(),
      }),
    }),
  };
}
