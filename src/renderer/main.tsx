import { storedDatabases } from './warm-storage';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { api } from './bridge';
import { openEarlyCache } from './data/early-cache';
import { I18nProvider } from './i18n/I18nProvider';
import { connectStore } from './state/app-store';
import { connectDesktop } from './state/desktop';
import { initTheme } from './state/theme';
import './styles/tokens.css';
import './styles/base.css';
import './styles/sign-in.css';
import './styles/shell.css';

initTheme();
openEarlyCache(storedDatabases);
// Before the first render: main's answers (who is signed in) are asked as soon as the bridge is up.
connectStore(api);
connectDesktop(api);
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <I18nProvider>
        <App />
      </I18nProvider>
    </StrictMode>,
  );
}
