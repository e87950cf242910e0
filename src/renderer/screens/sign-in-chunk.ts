import { sectionChunk } from '../shell/lazy-section';

/**
 * The sign-in screen, a chunk of its own: a user the app signs in by itself (the usual start)
 * never needs it, so the first screen's script does not carry it (`npm run test:size`). Its
 * messages are in the core catalogue: a sign-in refused offline must still be said.
 */
export const signInChunk = sectionChunk(() => import('./SignIn').then((m) => m.SignIn), []);
