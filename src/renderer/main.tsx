import { storedDatabases } from './warm-storage';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { openEarlyCache } from './data/early-cache';
import { initTheme } from './state/theme';
import './styles/tokens.css';
import './styles/base.css';
import './styles/sign-in.css';
import './styles/shell.css';

initTheme();
openEarlyCache(storedDatabases);
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
