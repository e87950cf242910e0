import { storedDatabases } from './warm-storage';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { api } from './bridge';
import { openEarlyCache } from './data/early-cache';
import { I18nProvider } from './i18n/I18nProvider';
import { speakPageLanguage } from './i18n/language-store';
import { sectionChunks } from './shell/section-chunks';
import { connectStore, useAppStore } from './state/app-store';
import { connectDesktop } from './state/desktop';
import { initTheme } from './state/theme';
import { connectUpdates } from './state/updates';
import './styles/tokens.css';
import './styles/base.css';
import './styles/sign-in.css';
import './styles/shell.css';

initTheme();
openEarlyCache(storedDatabases);
// A Dutch page's catalogue is asked for first: the first render waits for it (see below).
const pageLanguage = speakPageLanguage();
// Before the first render: main's answers (who is signed in) are asked as soon as the bridge is up.
connectStore(api);
connectDesktop(api);
connectUpdates(api);
// The app opens on the section left last: its chunk is asked for now, beside main's answers, so
// the shell does not wait for it.
sectionChunks[useAppStore.getState().section].load().catch(() => {});
const root = document.getElementById('root');
const render = () => {
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <I18nProvider>
        <App />
      </I18nProvider>
    </StrictMode>,
  );
};
// The first render speaks the page's language (at once for English, which is in this script);
// should its catalogue fail to load, the app starts in English.
void pageLanguage.then(render, render);
