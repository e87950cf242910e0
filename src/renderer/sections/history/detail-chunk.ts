import { sectionChunk } from '../../shell/lazy-section';

/**
 * An entry's details, a chunk of its own: History does not wait for the code of a pane that
 * shows once an entry is chosen (issue #33's budget); the shell loads it first when the browser
 * is idle after the first screen (`Shell.tsx`).
 */
export const historyDetailChunk = sectionChunk(
  () => import('./HistoryDetail').then((m) => m.HistoryDetail),
  ['historyDetail'],
);
