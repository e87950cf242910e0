import { type MyStatus, type SessionState } from '../../shared/contract';
import { formatTimestamp, parseTimestamp, type PhoneSettings } from '../../shared/interface';
import { patch, type ApiClient } from '../api';
import { type EventBus } from '../common/event-bus';
import { unlessNotOffered } from './handlers/not-offered';

/** What the user's status is read and set with. */
export type StatusClient = Pick<ApiClient, 'me' | 'mePhone'>;

/** The guide's UTC `YYYY-MM-DD HH:MM:SS` of an ISO time. */
export function serverTime(iso: string): string {
  return formatTimestamp(Date.parse(iso));
}

/** The ISO time of the guide's UTC timestamp; undefined when it is none. */
function isoOf(timestamp: string): string | undefined {
  const time = parseTimestamp(timestamp);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** Phone settings are beyond the guide (docs/decisions.md): a server without them has none. */
const settingsOf = (client: StatusClient): Promise<PhoneSettings> =>
  unlessNotOffered(() => client.mePhone.settings(), {});

/**
 * The status as colleagues see it (`/me/info`'s presence, the presence list's entry) with what
 * only the phone settings tell: a temporary status's end, and the do-not-disturb switch.
 */
export async function readMyStatus(client: StatusClient, now = Date.now()): Promise<MyStatus> {
  const [info, settings] = await Promise.all([client.me.info(), settingsOf(client)]);
  const presence = info.presenceInfo;
  const until = settings.temporaryUserStatusUntil
    ? isoOf(settings.temporaryUserStatusUntil)
    : undefined;
  // An end gone by is the server's to clear; until then the status set before is what counts.
  const temporary =
    settings.temporaryUserStatus && until && Date.parse(until) > now
      ? { status: settings.temporaryUserStatus, until }
      : undefined;
  const status = presence?.status ?? temporary?.status ?? settings.userStatus;
  return {
    ...(status && { status }),
    message: presence?.message ?? settings.message ?? '',
    ...(temporary && { temporary }),
    doNotDisturb: settings.doNotDisturb === true,
  };
}

/** What the core knows of the user's status: the status last read, the statuses to pick. */
export interface KnownStatus {
  readonly status: MyStatus;
  /** Empty until read. */
  readonly selectable: readonly string[];
}

/**
 * The signed-in user's own status in the core, its one owner: the `status.*` handlers and the
 * tray's Status menu read and change it here. Each change answers the status read back
 * (`/me/info`'s presence and the phone settings). The status last read is kept, whoever read
 * it (the window re-reads it when a presence notification names the user, which is how a change
 * on another device arrives): each read that finds it changed tells the windows
 * (`status.changed`) and the listeners (the tray). The selectable statuses are read once per
 * sign-in. All of it is forgotten when the account signs out or another signs in.
 */
export interface MyStatusHolder {
  /** Reads the status from the server (`status.get`). */
  read(): Promise<MyStatus>;
  /** The statuses the server offers to pick: read at the first ask after sign-in, then kept. */
  selectable(): Promise<string[]>;
  /** Picks a status; a temporary one ends. */
  set(status: string): Promise<MyStatus>;
  /** A status until `until` (an ISO time), then the one before again. */
  setTemporary(status: string, until: string): Promise<MyStatus>;
  /** An empty message clears it. */
  setMessage(message: string): Promise<MyStatus>;
  /** The line's do-not-disturb switch (the phone settings). */
  setDoNotDisturb(on: boolean): Promise<MyStatus>;
  /** Undefined while signed out and until the status is first read. */
  known(): KnownStatus | undefined;
  /** `listener` hears each change of `known()`; answers the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

/** Whose status it is: a new account's starts unknown. */
const accountOf = (state: SessionState) =>
  state.status === 'signed-in' || state.status === 'reauth-required'
    ? `${state.user.serverUrl}\n${state.user.tenant ?? ''}\n${state.user.userName}`
    : undefined;

const same = (a: MyStatus, b: MyStatus) => JSON.stringify(a) === JSON.stringify(b);

export function createMyStatus(deps: {
  events: EventBus;
  session: {
    current(): SessionState;
    withClient<T>(run: (client: StatusClient) => Promise<T>): Promise<T>;
  };
  now?: () => number;
}): MyStatusHolder {
  const { events, session } = deps;
  const now = deps.now ?? Date.now;
  let account = accountOf(session.current());
  /** Bumped when the account changes: an answer for the account before is dropped. */
  let epoch = 0;
  /** Reads are numbered as they start; the latest started that has answered wins. */
  let reads = 0;
  let kept = 0;
  let status: MyStatus | undefined;
  let selectable: string[] | undefined;
  let selectableRead: Promise<string[]> | undefined;
  const listeners = new Set<() => void>();
  const tell = () => {
    for (const listener of [...listeners]) listener();
  };

  function keep(at: number, read: number, next: MyStatus) {
    if (at !== epoch || read < kept) return;
    kept = read;
    if (status && same(status, next)) return;
    status = next;
    events.emit('status.changed', next);
    tell();
  }

  /** Sends `change` (if any), then reads the status back and keeps it. */
  const readBack = (change?: (client: StatusClient) => Promise<unknown>) => {
    const at = epoch;
    return session.withClient(async (client) => {
      if (change) await change(client);
      const read = ++reads;
      const next = await readMyStatus(client, now());
      keep(at, read, next);
      return next;
    });
  };

  const unsubscribe = events.subscribe((event, payload) => {
    if (event !== 'session.changed') return;
    const next = accountOf(payload as SessionState);
    if (next === account) return;
    account = next;
    epoch += 1;
    const wasKnown = status !== undefined || selectable !== undefined;
    status = undefined;
    selectable = undefined;
    selectableRead = undefined;
    if (wasKnown) tell();
  });

  return {
    read: () => readBack(),
    selectable() {
      const at = epoch;
      selectableRead ??= session
        .withClient((client) => client.mePhone.selectableStatuses())
        .then(
          (statuses) => {
            if (at === epoch) {
              selectable = statuses;
              if (status) tell();
            }
            return statuses;
          },
          (error: unknown) => {
            // A failed read is asked again next time.
            if (at === epoch) selectableRead = undefined;
            throw error;
          },
        );
      return selectableRead;
    },
    set: (name) => readBack((client) => client.mePhone.setStatus(name)),
    setTemporary: (name, until) =>
      readBack((client) => client.mePhone.setTemporaryStatus(name, serverTime(until))),
    setMessage: (message) => readBack((client) => client.mePhone.setMessage(message)),
    setDoNotDisturb: (on) =>
      readBack((client) =>
        client.mePhone.updateSettings(patch('phoneSettings').replace('doNotDisturb', on)),
      ),
    known: () => (status ? { status, selectable: selectable ?? [] } : undefined),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      unsubscribe();
      listeners.clear();
    },
  };
}
