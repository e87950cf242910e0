import { type Api } from '../../shared/contract';
import { type UpdateChannel, type UpdateRestartResult } from '../../shared/contract/update-calls';
import { keepUpdateState as keep } from './updates';

/**
 * What Settings → About & updates asks of main's updater; each answer becomes the state every
 * screen reads (`updates.ts`). Apart from that store so that the first screen, which only reads
 * it, does not carry them.
 */

/** Checks the feed now; settles with the state once the check has (a refusal rejects). */
export const checkForUpdates = (api: Api) => api.updates.check().then(keep);

export const setUpdateChannel = (api: Api, channel: UpdateChannel) =>
  api.updates.setChannel({ channel }).then(keep);

/** The company's own mirror of the feed, or `null` for the build's. */
export const setUpdateFeed = (api: Api, url: string | null) =>
  api.updates.setFeed({ url }).then(keep);

/** Quits and installs the verified update, unless main says why not. */
export const restartToUpdate = (api: Api): Promise<UpdateRestartResult> => api.updates.restart();
