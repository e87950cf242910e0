import { type Connectivity } from '../../shared/contract';
import { type EventBus } from '../common/event-bus';
import { t } from '../../shared/i18n';

/**
 * Whether the signed-in server is reachable. A probe runs on a heartbeat while online and with
 * exponential backoff while offline, so the header's indicator turns back to online by itself
 * when the server returns. Any HTTP answer counts as reachable; only a transport failure or a
 * timeout counts as offline.
 */
export interface ConnectivityOptions {
  events: EventBus;
  /** Resolves true when the server answered at all. */
  probe: (target: ProbeTarget) => Promise<boolean>;
  heartbeatMs?: number;
  backoffInitialMs?: number;
  backoffMaxMs?: number;
  now?: () => Date;
}

export interface ProbeTarget {
  baseUrl: string;
  label: string;
}

export interface ConnectivityMonitor {
  state(): Connectivity;
  /** Starts watching a server (after sign-in); replaces any previous one. */
  watch(target: ProbeTarget): void;
  /** Stops watching (after sign-out); the state becomes unknown. */
  unwatch(): void;
  /** Probes now and resolves with the new state. */
  check(): Promise<Connectivity>;
  /** A call through the API client learned something: feed it in without waiting for a probe. */
  report(reachable: boolean): void;
}

export function createConnectivityMonitor(options: ConnectivityOptions): ConnectivityMonitor {
  const heartbeatMs = options.heartbeatMs ?? 30_000;
  const backoffInitialMs = options.backoffInitialMs ?? 1_000;
  const backoffMaxMs = options.backoffMaxMs ?? 30_000;
  const now = options.now ?? (() => new Date());

  let state: Connectivity = { status: 'unknown', since: now().toISOString() };
  let target: ProbeTarget | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let backoffMs = backoffInitialMs;
  // Each watch() gets a new generation; a probe that resolves for an old one is ignored.
  let generation = 0;

  const set = (status: Connectivity['status']) => {
    if (state.status === status) return;
    state = {
      status,
      since: now().toISOString(),
      ...(status === 'offline' &&
        target && {
          sentence: t('connectivity.offline', { server: target.label }),
        }),
    };
    options.events.emit('connectivity.changed', state);
  };

  const schedule = () => {
    clearTimeout(timer);
    if (!target) return;
    const delay = state.status === 'offline' ? backoffMs : heartbeatMs;
    if (state.status === 'offline') backoffMs = Math.min(backoffMs * 2, backoffMaxMs);
    timer = setTimeout(() => void runProbe(), delay);
    timer.unref?.();
  };

  const apply = (reachable: boolean) => {
    if (reachable) backoffMs = backoffInitialMs;
    set(reachable ? 'online' : 'offline');
  };

  const runProbe = async (): Promise<Connectivity> => {
    const current = target;
    const mine = generation;
    if (!current) return state;
    let reachable: boolean;
    try {
      reachable = await options.probe(current);
    } catch {
      reachable = false;
    }
    if (mine !== generation) return state;
    apply(reachable);
    schedule();
    return state;
  };

  return {
    state: () => state,
    watch(next) {
      generation += 1;
      target = next;
      backoffMs = backoffInitialMs;
      void runProbe();
    },
    unwatch() {
      generation += 1;
      target = null;
      clearTimeout(timer);
      set('unknown');
    },
    check: runProbe,
    report(reachable) {
      if (!target) return;
      const wasOffline = state.status === 'offline';
      apply(reachable);
      // Going offline starts the fast backoff probing at once instead of after a heartbeat.
      if (!reachable && !wasOffline) schedule();
    },
  };
}

/** The default probe: any HTTP answer from the API base means the server is there. */
export function httpProbe(fetchFn: typeof fetch, timeoutMs = 5_000) {
  return async ({ baseUrl }: ProbeTarget): Promise<boolean> => {
    try {
      const response = await fetchFn(`${baseUrl}/me/info`, {
        method: 'GET',
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'manual',
      });
      await response.body?.cancel();
      return true;
    } catch {
      return false;
    }
  };
}
