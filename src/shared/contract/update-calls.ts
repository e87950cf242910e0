import { z } from 'zod';

/**
 * Updates (`updates.*`): an installed Switchboard checks its release feed at start and every few
 * hours, downloads a newer version in the background, verifies it, and offers "Restart to
 * update"; it never restarts by itself. Spread into `userContract.calls` / `userContract.events`
 * in `user-contract.ts`. Main owns the updater (`src/main/core/updates/`); the renderer only
 * reads this state and asks.
 */

function call<A extends z.ZodType, R extends z.ZodType>(args: A, result: R) {
  return { args, result } as const;
}

/** Which releases this copy follows: stable releases only, or pre-releases too. */
export const updateChannelSchema = z.enum(['stable', 'beta']);
export type UpdateChannel = z.infer<typeof updateChannelSchema>;

/** A semantic version as a release feed names it ("1.4.0", "1.5.0-beta.2"). */
const versionSchema = z
  .string()
  .max(64)
  .regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/);

/**
 * Why the last check or download failed, as a code the renderer words in the user's language:
 * - `unreachable`: the feed could not be reached (offline, refused, timed out, 404);
 * - `malformed`: the feed answered something that is not a release description;
 * - `checksum`: the downloaded file is not the one the feed describes (sha512 differs);
 * - `signature`: the installer's code signature is not the publisher's (Windows, macOS);
 * - `failed`: anything else (disk full, an installer that would not start).
 */
export const updateFailureSchema = z.enum([
  'unreachable',
  'malformed',
  'checksum',
  'signature',
  'failed',
]);
export type UpdateFailure = z.infer<typeof updateFailureSchema>;

/**
 * Where the updater is. `idle`: never checked yet this run. `checking`. `current`: the feed's
 * newest version is not newer than this one. `downloading` (`version`, `percent`). `ready`: the
 * newer `version` is downloaded and verified; restarting installs it. `failed` (`failure`).
 */
export const updatePhaseSchema = z.discriminatedUnion('phase', [
  z.object({ phase: z.literal('idle') }),
  z.object({ phase: z.literal('checking') }),
  z.object({ phase: z.literal('current') }),
  z.object({
    phase: z.literal('downloading'),
    version: versionSchema,
    percent: z.number().min(0).max(100),
  }),
  z.object({ phase: z.literal('ready'), version: versionSchema }),
  z.object({ phase: z.literal('failed'), failure: updateFailureSchema }),
]);
export type UpdatePhase = z.infer<typeof updatePhaseSchema>;

export const updateStateSchema = z.object({
  /**
   * Whether this copy updates itself: an installed app (AppImage, Windows installer, macOS app)
   * does; the browser host, a development run, and a deb installed by the system's package
   * manager do not (`unsupportedReason`).
   */
  supported: z.boolean(),
  unsupportedReason: z.enum(['browser-host', 'development', 'package-manager']).optional(),
  /** This copy's version. */
  currentVersion: versionSchema,
  channel: updateChannelSchema,
  /**
   * The feed's address when the user (or the company's policy) set their own mirror; absent
   * while the build's publish configuration is used.
   */
  customFeedUrl: z.url().max(2048).optional(),
  /** ISO time of the last check that reached the feed; absent before the first. */
  lastCheckedAt: z.iso.datetime().optional(),
  status: updatePhaseSchema,
});
export type UpdateState = z.infer<typeof updateStateSchema>;

/**
 * What a restart asked for did: `restarting` (the app quits and installs), or why it did not:
 * `in-call` (a call is going on), `nothing-ready` (no verified update), `unsupported`.
 * Unsent messages are the renderer's to check first: only it knows its outbox.
 */
export const updateRestartResultSchema = z.object({
  outcome: z.enum(['restarting', 'in-call', 'nothing-ready', 'unsupported']),
});
export type UpdateRestartResult = z.infer<typeof updateRestartResultSchema>;

/** Versions and the platform, for the About panel and support requests. */
export const aboutSchema = z.object({
  version: z.string().max(64),
  electron: z.string().max(64).optional(),
  chrome: z.string().max(64).optional(),
  node: z.string().max(64),
  platform: z.string().max(64),
  arch: z.string().max(32),
  osRelease: z.string().max(128),
});
export type About = z.infer<typeof aboutSchema>;

export const updateCalls = {
  'updates.get': call(z.undefined(), updateStateSchema),
  /** Checks the feed now (and downloads what it finds); answers the state once it has settled. */
  'updates.check': call(z.undefined(), updateStateSchema),
  'updates.setChannel': call(z.object({ channel: updateChannelSchema }), updateStateSchema),
  /** A company's own mirror of the release feed (https only); `null` returns to the build's. */
  'updates.setFeed': call(z.object({ url: z.url().max(2048).nullable() }), updateStateSchema),
  /** Quits and installs the verified update, unless a call is going on. */
  'updates.restart': call(z.undefined(), updateRestartResultSchema),
  'app.about': call(z.undefined(), aboutSchema),
  /**
   * Text for a support request: versions, platform, update state, and the last log lines with
   * every secret, token and URL credential removed (main builds it; the renderer copies it).
   */
  'app.diagnostics': call(z.undefined(), z.object({ text: z.string().max(200_000) })),
} as const;

export const updateEvents = {
  /** The updater's state moved (a check began or ended, a download progressed, a setting). */
  'updates.changed': updateStateSchema,
  /**
   * The tray's "Restart to update": the window restarts as Settings does, asking first when
   * messages are unsent.
   */
  'updates.restartAsked': z.object({}),
} as const;
