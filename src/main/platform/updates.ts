import { type UpdateChannel, type UpdateState } from '../../shared/contract';

export type UpdateUnsupportedReason = NonNullable<UpdateState['unsupportedReason']>;

/** Where an engine looks: the channel's feed at the company's mirror, or at the build's own. */
export interface UpdateFeed {
  channel: UpdateChannel;
  /** A generic feed's address (already checked); absent: the build's publish configuration. */
  mirror: string | undefined;
}

/**
 * What checks, downloads and installs releases: electron-updater in the app
 * (`electron/update-engine.ts`), a check-and-download-only one in the browser host. The core's
 * `UpdateService` decides when; an engine's failures are thrown as they come (the service words
 * them, `core/updates/update-failures.ts`).
 */
export interface UpdateEngine {
  /** The feed's newest version when it is newer than this copy's, else null. */
  check(feed: UpdateFeed): Promise<string | null>;
  /** Downloads what the last check found and verifies its sha512 (and signature, where one is). */
  download(onProgress: (percent: number) => void): Promise<void>;
  /** Quits and installs the verified download; false where this host never installs. */
  quitAndInstall(): boolean;
}

/** A host's updates: an engine, or why this copy does not update itself. */
export type Updates =
  { supported: true; engine: UpdateEngine } | { supported: false; reason: UpdateUnsupportedReason };
