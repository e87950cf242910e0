import {
  type UpdateChannel,
  type UpdatePhase,
  type UpdateRestartResult,
  type UpdateState,
} from '../../../shared/contract';
import { t } from '../../../shared/i18n';
import { type EventBus } from '../../common/event-bus';
import { type Logger } from '../../common/logger';
import { type Updates } from '../../platform/updates';
import { invalidInput } from '../core-error';
import { type PreferencesStore } from '../preferences';
import { mirrorAddress } from './feed-address';
import { updateFailureOf } from './update-failures';

/** The first check waits this long after start, so it never competes with the first screen. */
export const FIRST_CHECK_MS = 30_000;
/** Then a check every four hours, for as long as the app runs. */
export const CHECK_EVERY_MS = 4 * 60 * 60_000;

/** The timers the service schedules its checks with (tests drive them by hand). */
export interface UpdateTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: UpdateTimers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface UpdateServiceDeps {
  updates: Updates;
  /** This copy's version (`platform.version`). */
  currentVersion: string;
  events: EventBus;
  log: Logger;
  /** Where the channel and the company's mirror are kept, per profile. */
  preferences: Pick<PreferencesStore, 'get' | 'update'>;
  /** Whether the phone has a call going on now: no restart then. */
  inCall: () => boolean;
  timers?: UpdateTimers;
  now?: () => Date;
}

export interface UpdateService {
  state(): UpdateState;
  /** Schedules the first check (after `FIRST_CHECK_MS`) and every one after it. */
  start(): void;
  /** Checks now, downloads what it finds, and answers the state once that has settled. */
  check(): Promise<UpdateState>;
  setChannel(channel: UpdateChannel): Promise<UpdateState>;
  /** A company mirror (https; http only on this computer), or null for the build's own feed. */
  setFeed(url: string | null): Promise<UpdateState>;
  /** Quits and installs the verified update, unless a call is going on. */
  restart(): UpdateRestartResult;
  /** Hears every change of the state (the tray's "Restart to update"). */
  subscribe(listener: (state: UpdateState) => void): () => void;
  dispose(): void;
}

/**
 * The updater in the core, the same for both hosts: it decides when the host's engine checks
 * (at start, after a short wait, then every four hours, and when asked), downloads what a check
 * finds at once, and says every step (`updates.changed`). It never restarts by itself; a restart
 * asked for waits for no call to be going on. A verified download stays ready until the app
 * restarts: a later check only replaces it with a newer one, and a later failure is only logged.
 */
export function createUpdateService(deps: UpdateServiceDeps): UpdateService {
  const { updates, events, log, preferences, inCall } = deps;
  const timers = deps.timers ?? realTimers;
  const now = deps.now ?? (() => new Date());
  const listeners = new Set<(state: UpdateState) => void>();
  let status: UpdatePhase = { phase: 'idle' };
  let lastCheckedAt: string | undefined;
  /** The version downloaded and verified this run: what a restart installs. */
  let ready: string | undefined;
  let running: Promise<void> | undefined;
  let timer: unknown;
  let disposed = false;

  const channel = (): UpdateChannel => preferences.get().updateChannel ?? 'stable';
  const mirror = () => preferences.get().updateFeedUrl;

  function state(): UpdateState {
    const customFeedUrl = mirror();
    return {
      supported: updates.supported,
      ...(!updates.supported && { unsupportedReason: updates.reason }),
      currentVersion: deps.currentVersion,
      channel: channel(),
      ...(customFeedUrl !== undefined && { customFeedUrl }),
      ...(lastCheckedAt !== undefined && { lastCheckedAt }),
      status,
    };
  }

  function changed() {
    if (disposed) return;
    const next = state();
    events.emit('updates.changed', next);
    for (const listener of [...listeners]) listener(next);
  }

  function show(next: UpdatePhase) {
    status = next;
    changed();
  }

  /** One check (and its download) at a time: a second asker waits for the one under way. */
  function run(): Promise<void> {
    if (!updates.supported) return Promise.resolve();
    const { engine } = updates;
    running ??= (async () => {
      // A ready update stays shown while a later check looks for a newer one.
      if (ready === undefined) show({ phase: 'checking' });
      try {
        const found = await engine.check({ channel: channel(), mirror: mirror() });
        lastCheckedAt = now().toISOString();
        if (found === null || found === ready) {
          show(ready === undefined ? { phase: 'current' } : { phase: 'ready', version: ready });
          return;
        }
        let percent = 0;
        show({ phase: 'downloading', version: found, percent });
        await engine.download((progress) => {
          // A download of unknown length has no percent to show.
          if (!Number.isFinite(progress)) return;
          // Whole percents: a window needs no more, and a fast download sends many chunks.
          const whole = Math.min(100, Math.max(0, Math.floor(progress)));
          if (whole === percent) return;
          percent = whole;
          show({ phase: 'downloading', version: found, percent });
        });
        ready = found;
        show({ phase: 'ready', version: found });
      } catch (error) {
        log.warn('the update check failed', error);
        show(
          ready === undefined
            ? { phase: 'failed', failure: updateFailureOf(error) }
            : { phase: 'ready', version: ready },
        );
      }
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule(ms: number) {
    timer = timers.setTimeout(() => {
      void run().finally(() => {
        if (!disposed) schedule(CHECK_EVERY_MS);
      });
    }, ms);
  }

  /** A new channel or feed is looked at now; the answer says "checking" while it is. */
  function checkAgain() {
    void run();
    return state();
  }

  return {
    state,
    start() {
      if (updates.supported && timer === undefined) schedule(FIRST_CHECK_MS);
    },
    async check() {
      await run();
      return state();
    },
    async setChannel(next) {
      if (next === channel()) return state();
      await preferences.update({ updateChannel: next });
      changed();
      return checkAgain();
    },
    async setFeed(url) {
      const kept = url === null ? undefined : mirrorAddress(url);
      if (kept === null) throw invalidInput(t('desktop.updates.badFeed'));
      if (kept === mirror()) return state();
      await preferences.update({ updateFeedUrl: kept });
      changed();
      return checkAgain();
    },
    restart() {
      if (!updates.supported) return { outcome: 'unsupported' };
      if (ready === undefined) return { outcome: 'nothing-ready' };
      if (inCall()) return { outcome: 'in-call' };
      return { outcome: updates.engine.quitAndInstall() ? 'restarting' : 'unsupported' };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      disposed = true;
      timers.clearTimeout(timer);
      listeners.clear();
    },
  };
}
