import { createStore, type StoreApi } from 'zustand/vanilla';
import { type Api, type LiveNotification, type MyStatus } from '../../shared/contract';
import { type Directory } from '../directory/directory';
import { type LiveUpdatesState } from './live-updates';

export interface MyStatusState {
  /** As main last read it; undefined until the first read answers. */
  status?: MyStatus;
  /** The statuses the server offers to pick. */
  selectable: readonly string[];
  /** How many times the tray asked for the header's status menu (`desktop.statusMenuAsked`). */
  asked?: number;
}

/**
 * The signed-in user's own status, for the header's status menu: read at sign-in and on each
 * new connection of main's WebSocket, and again when a presence notification names the user,
 * so a change made on another device shows at once. Each change answers the status read back.
 * A failure rejects with the bridge's error (its `sentence`) and leaves the state as it was.
 * Main tells of a change it read (`status.changed`: one made in the tray, in another window, or
 * found by a read): it shows at once, and answers asked before it are older.
 */
export interface MyStatusService {
  readonly state: StoreApi<MyStatusState>;
  set(status: string): Promise<void>;
  setTemporary(status: string, until: Date): Promise<void>;
  setMessage(message: string): Promise<void>;
  setDoNotDisturb(on: boolean): Promise<void>;
  close(): void;
}

/** Whether a notification is about the user (their person oid, from the directory's `me`). */
function namesPerson(notification: LiveNotification, person: string): boolean {
  if (notification.kind === 'presence') return notification.entry.person === person;
  return notification.kind === 'doNotDisturb' && notification.person === person;
}

export function openMyStatus(options: {
  api: Pick<Api, 'status' | 'on'>;
  directory: Pick<Directory, 'meta'>;
  live: StoreApi<LiveUpdatesState>;
}): MyStatusService {
  const { api, directory, live } = options;
  const state = createStore<MyStatusState>(() => ({ selectable: [] }));
  let closed = false;
  // Answers may cross (a notification's read and a change's): the last one asked wins.
  let asked = 0;
  const store = async (read: Promise<MyStatus>) => {
    const mine = ++asked;
    const status = await read;
    if (!closed && mine === asked) state.setState({ status });
  };
  // One read at a time, and one more if asked meanwhile (its answer may predate the change). A
  // read that fails leaves the header as it was; the next notification or connection retries.
  let reading = false;
  let again = false;
  const refresh = (): void => {
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    void store(api.status.get())
      .catch(() => undefined)
      .finally(() => {
        reading = false;
        if (again && !closed) {
          again = false;
          refresh();
        }
      });
  };

  refresh();
  void api.status
    .selectable()
    .then(({ statuses }) => {
      if (!closed) state.setState({ selectable: statuses });
    })
    .catch(() => undefined);

  const offNotification = api.on('live.notification', (notification) => {
    if (notification.kind !== 'presence' && notification.kind !== 'doNotDisturb') return;
    void directory
      .meta('me')
      .then((me) => {
        // Until the directory knows who the user is (its first read follows the first screen),
        // any presence may be theirs: read it again rather than miss a change made elsewhere.
        if (!me || namesPerson(notification, me.person)) refresh();
      })
      .catch(() => undefined);
  });
  const offLive = live.subscribe((now, before) => {
    if (now.connection !== before.connection) refresh();
  });
  const offChanged = api.on('status.changed', (status) => {
    asked += 1;
    if (!closed) state.setState({ status });
  });
  const offAsked = api.on('desktop.statusMenuAsked', () =>
    state.setState((was) => ({ asked: (was.asked ?? 0) + 1 })),
  );

  return {
    state,
    set: (status) => store(api.status.set({ status })),
    setTemporary: (status, until) =>
      store(api.status.setTemporary({ status, until: until.toISOString() })),
    setMessage: (message) => store(api.status.setMessage({ message })),
    setDoNotDisturb: (on) => store(api.status.setDoNotDisturb({ on })),
    close() {
      closed = true;
      offNotification();
      offLive();
      offChanged();
      offAsked();
    },
  };
}
