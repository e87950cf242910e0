/**
 * The first half of `npm start`: makes sure Electron's program is on this machine (see
 * `ensureElectron`); `electron-vite preview` then builds and opens the window. With `package`,
 * the first step of `npm run package`, before the build and electron-builder.
 */
import { ensureElectron, forTheInstallers, forTheWindow } from './lib/electron-binary';

const purpose = process.argv[2] === 'package' ? forTheInstallers : forTheWindow;
process.exitCode = ensureElectron(console, undefined, purpose);
