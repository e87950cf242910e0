import { createStore } from 'zustand/vanilla';
import { type Api } from '../../shared/contract';
import { type UpdateState } from '../../shared/contract/update-calls';

/**
 * The updater as main last said (`updates.get`, then every `updates.changed`), and the version
 * whose "ready" banner the user dismissed this run. Settings → About & updates and the shell's
 * banner read it here; what Settings asks of the updater goes through `update-actions.ts`, which
 * keeps the answer here, so no screen holds a copy of its own. Null until main has answered.
 */
export const updatesState = createStore<{
  state: UpdateState | null;
  dismissed: string | undefined;
}>(() => ({ state: null, dismissed: undefined }));

/** Keeps main's answer as the state every screen reads. */
export function keepUpdateState(state: UpdateState): UpdateState {
  updatesState.setState({ state });
  return state;
}

/** Loads the state and follows its changes; returns the unsubscribe function. */
export function connectUpdates(api: Api): () => void {
  let heard = false;
  const off = api.on('updates.changed', (state) => {
    heard = true;
    keepUpdateState(state);
  });
  api.updates
    .get()
    .then((state) => {
      // An event that came first is newer than this answer.
      if (!heard) keepUpdateState(state);
    })
    .catch(() => {
      // Nothing shown until main's next `updates.changed`; the host problem screen says more.
    });
  return off;
}

/** Hides the banner for `version` until the next start (a newer version shows it again). */
export function dismissUpdateBanner(version: string): void {
  updatesState.setState({ dismissed: version });
}
