import { type SectionId } from '../state/sections';
import { sectionChunk } from './lazy-section';

/**
 * Every section's code is a chunk of its own, so the first screen carries the shell and only
 * the section it opens on (Conversations or History, asked for by `main.tsx` beside main's
 * first answers): Admin brings react-hook-form and the admin area, Favorites @dnd-kit. Beside
 * each, the areas whose messages it shows (`src/shared/i18n/areas.ts`), loaded with it in the
 * UI's language: Favorites shows People's colleague lines too. `npm run test:size` keeps the
 * first screen's script within its budget.
 */
export const sectionChunks = {
  conversations: sectionChunk(
    () => import('../sections/conversations/Conversations').then((m) => m.Conversations),
    ['chatGroups'],
  ),
  history: sectionChunk(() => import('../sections/history/History').then((m) => m.History), []),
  voicemail: sectionChunk(
    () => import('../sections/voicemail/Voicemail').then((m) => m.Voicemail),
    ['voicemail'],
  ),
  people: sectionChunk(() => import('../sections/people/People').then((m) => m.People), ['people']),
  favorites: sectionChunk(
    () => import('../sections/favorites/Favorites').then((m) => m.Favorites),
    ['favorites', 'people'],
  ),
  settings: sectionChunk(
    () => import('../sections/Settings').then((m) => m.Settings),
    ['settings', 'callSettings', 'updates', 'shortcuts'],
  ),
  webpages: sectionChunk(
    () => import('../sections/webpages/WebPages').then((m) => m.WebPages),
    ['webPages'],
  ),
  admin: sectionChunk(() => import('../sections/admin/Admin').then((m) => m.Admin), ['admin']),
} satisfies Record<SectionId, unknown>;

/**
 * Calls `run` when the browser is idle, or after `timeoutMs` at the latest (requestIdleCallback's
 * own timeout; a plain timer where there is no requestIdleCallback). Returns a cancel function.
 */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => run(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, timeoutMs);
  return () => clearTimeout(id);
}

/**
 * Loads `chunks` one after another, each when the browser is idle (one chunk's download and
 * evaluation at a time, never in the way of what the user does), so that opening its section
 * later is instant. A failed load is left to the section, which tries again when it is opened.
 * Returns a function that stops before the next chunk.
 */
export function prefetchChunks(
  chunks: readonly { load: () => Promise<unknown> }[],
  timeoutMs = 2_000,
): () => void {
  let stopped = false;
  let cancel = () => {};
  const next = (index: number) => {
    const chunk = chunks[index];
    if (stopped || !chunk) return;
    cancel = whenIdle(() => {
      const onward = () => next(index + 1);
      chunk.load().then(onward, onward);
    }, timeoutMs);
  };
  next(0);
  return () => {
    stopped = true;
    cancel();
  };
}
