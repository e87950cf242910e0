import { sectionChunk } from '../shell/lazy-section';

/**
 * The sign-in screen, a chunk of its own: a user the app signs in by itself (the usual start)
 * never needs it, so the first screen's script does not carry it (`npm run test:size`), nor its
 * messages (the `signIn` area). Main's sign-in sentences are in the core catalogue.
 */
export const signInChunk = sectionChunk(() => import('./SignIn').then((m) => m.SignIn), ['signIn']);
