import { vi } from 'vitest';
import { type EventBus } from '../../../src/main/common/event-bus';
import { silentLogger } from '../../../src/main/common/logger';
import { type PreferencesStore } from '../../../src/main/core/preferences';
import {
  createUpdateService,
  type UpdateService,
  type UpdateTimers,
} from '../../../src/main/core/updates/update-service';
import {
  type UpdateEngine,
  type UpdateFeed,
  type Updates,
} from '../../../src/main/platform/updates';

/** A scriptable engine: what the feed offers, what fails, and what was asked of it. */
export class FakeEngine implements UpdateEngine {
  /** The newer version the feed offers; null: none newer. */
  offered: string | null = null;
  checkError: Error | undefined;
  downloadError: Error | undefined;
  /** The progress each download reports, in order (NaN: a length the server did not say). */
  progress = [10.4, 10.9, Number.NaN, 55, 100];
  readonly feeds: UpdateFeed[] = [];
  downloads = 0;
  installs = 0;
  /** Whether `quitAndInstall` installs (false: the browser host's). */
  installable = true;

  check = vi.fn((feed: UpdateFeed) => {
    this.feeds.push(feed);
    return this.checkError ? Promise.reject(this.checkError) : Promise.resolve(this.offered);
  });

  download = vi.fn((onProgress: (percent: number) => void) => {
    this.downloads += 1;
    if (this.downloadError) return Promise.reject(this.downloadError);
    for (const percent of this.progress) onProgress(percent);
    return Promise.resolve();
  });

  quitAndInstall = vi.fn(() => {
    if (this.installable) this.installs += 1;
    return this.installable;
  });
}

/** Timers run by hand: `fire()` runs the earliest one. */
export function manualTimers(): UpdateTimers & { pending: number[]; fire(): void } {
  let handles = 0;
  const waiting = new Map<number, { run: () => void; ms: number }>();
  return {
    get pending() {
      return [...waiting.values()].map((timer) => timer.ms);
    },
    setTimeout(run, ms) {
      handles += 1;
      waiting.set(handles, { run, ms });
      return handles;
    },
    clearTimeout(handle) {
      waiting.delete(handle as number);
    },
    fire() {
      const [handle, timer] = [...waiting.entries()][0] ?? [];
      if (handle === undefined || !timer) throw new Error('no timer waits');
      waiting.delete(handle);
      timer.run();
    },
  };
}

export function updateServiceOver(
  updates: Updates,
  deps: {
    events: EventBus;
    preferences: Pick<PreferencesStore, 'get' | 'update'>;
    inCall?: () => boolean;
    timers?: UpdateTimers;
  },
): UpdateService {
  return createUpdateService({
    updates,
    currentVersion: '1.0.0',
    events: deps.events,
    log: silentLogger,
    preferences: deps.preferences,
    inCall: deps.inCall ?? (() => false),
    ...(deps.timers && { timers: deps.timers }),
    now: () => new Date('2026-11-28T10:00:00.000Z'),
  });
}
