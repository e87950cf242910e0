/**
 * The first half of `npm start`: makes sure Electron's program is on this machine (see
 * `ensureElectron`); `electron-vite preview` then builds and opens the window.
 */
import { ensureElectron } from './lib/electron-binary';

process.exitCode = ensureElectron(console);
