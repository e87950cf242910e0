import {
  fullItemOf,
  type Api,
  type Connectivity,
  type LogRow,
  type SessionUser,
} from '../../shared/contract';
import {
  type CommunicationCache,
  HistoryPager,
  SyncEngine,
  type Account,
  type CacheOptions,
  type ServerPort,
} from '../cache';
import { databaseName } from '../cache/account';
import { deleteDatabase } from '../cache/open-database';
import { SYNC_LAG_SECONDS, windowUntil } from '../cache/sync-window';
import { Directory } from '../directory/directory';
import { Outbox } from '../outbox';
import { FavoriteChanges } from '../outbox/favorite-changes';
import {
  PromptedCalls,
  ReviewPrompter,
  type PromptSettings,
  type Surroundings,
} from '../review-prompt';
import { openWithNewestRows, type EarlyCache } from './early-cache';
import { firstScreenGate, type FirstScreen } from './first-screen';
import { openMyStatus, type MyStatusService } from './my-status';
import { openPhoneCalls, type PhoneCalls } from './phone-calls';
import { openSms, type SmsSender } from './sms';
import { presenceWatch, type PresenceWatch } from './presence-watch';
import { promptSeed, promptSettings } from './prompt-settings';
import { ServerClock } from './server-clock';
import { createDirectoryPort, favoritesPortOf } from './directory-port-adapter';
import { CATCH_UP_DELAY_MS, connectLiveUpdates, type LiveUpdates } from './live-updates';
import { openReadState, type ReadStateService } from './read-state';
import { recentCalls } from './recent-calls';
import { followUnread } from './unread';
import { createServerPort } from './server-port-adapter';
import { openChats, type Chats } from './chats';
import { groupSessionsOf } from './chat-groups';
import { chatLog } from './use-chat-log';

/**
 * How often the log is asked for changes without main's WebSocket (the server has none, or one
 * cannot be kept). The guide warns that asking too often can get a client blocked and names no
 * rate: four a minute, doubled while the server refuses (429).
 */
export const POLL_INTERVAL_MS = 15_000;
/**
 * With the WebSocket: for changes no notification announces (calls placed elsewhere, e-mail, SMS,
 * a transcription done), as often as History asked before it had one.
 */
export const LIVE_SYNC_INTERVAL_MS = 30_000;
/** The whole directory is walked again at sign-in when the last walk is older than this. */
const DIRECTORY_MAX_AGE_MS = 60 * 60_000;

/** Everything local to one signed-in account, open from sign-in to sign-out. */
export interface AccountData {
  readonly account: Account;
  /** The server, as the data layer reaches it (through the bridge). */
  readonly port: ServerPort;
  readonly cache: CommunicationCache;
  readonly pager: HistoryPager;
  readonly sync: SyncEngine;
  readonly outbox: Outbox;
  /** Colleagues, presence, the favorites list and web pages as last read (People, Favorites, Web pages). */
  readonly directory: Directory;
  /** Favorites changes not yet confirmed by the server. Already started: never start or close it. */
  readonly favorites: FavoriteChanges;
  readonly prompter: ReviewPrompter;
  /**
   * The sync engine, paging, the outbox's sending and the directory's reads wait for
   * `firstScreen.drawn`: the first screen's reads served and painted (first-screen.ts).
   */
  readonly firstScreen: FirstScreen;
  /** Main's WebSocket as the local data hears it: its state and the sync engine's period now. */
  readonly live: LiveUpdates;
  /** What the Conversations screens ask of the server; each message read enters the cache. */
  readonly chats: Chats;
  /** Presence is read from the server while a screen shows it (`watch`; presence-watch.ts). */
  readonly presence: PresenceWatch;
  /** The user's own status (the header's status menu), kept current by main's WebSocket. */
  readonly myStatus: MyStatusService;
  /** The calls in progress, as main follows them (the call bar); calls placed and transferred. */
  readonly phone: PhoneCalls;
  /** What the server says is read: every unread mark and count reads it (`read-state.ts`). */
  readonly readState: ReadStateService;
  /** SMS sent from People and History; each one sent makes a catch-up sync bring it in. */
  readonly sms: SmsSender;
  /**
   * When the user signed in (epoch ms, this machine's clock): what arrived before it on a fresh
   * profile is not news. Screens mount later, after the databases open (seconds on a slow start).
   */
  readonly openedAt: number;
  /**
   * Settings' "Clear cache and resync": the cache and the directory, both copies of server data,
   * deleted and read again; the outbox (unsent messages, ratings) stays. Rejects with the
   * cache's `CacheError` (its sentence) or the directory's failure.
   */
  clearAndResync(): Promise<void>;
  /** Stops every timer and listener and closes both databases. */
  close(): void;
}

export interface OpenAccountDataOptions {
  account: Account;
  api: Api;
  /** The sync engine's period without a socket (default `POLL_INTERVAL_MS`). */
  syncIntervalMs?: number;
  /** Its period with one (default `LIVE_SYNC_INTERVAL_MS`). */
  liveSyncIntervalMs?: number;
  promptSettings?: () => PromptSettings;
  /** Read each time a call is offered for a review prompt. */
  surroundings?: () => Surroundings;
  /** Where focus events come from (the window). */
  focusTarget?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** How long background work waits for a list to say it has drawn (ms). */
  firstScreenFallbackMs?: number;
  /** How long after the first sync run has ended the search texts are read (ms). */
  prepareSearchAfterMs?: number;
  /** Called when the cache carries an older layout's rows over as it opens (see `CacheOptions`). */
  onUpgrade?: () => void;
  /** This account's cache, opened at start before the session was known (early-cache.ts). */
  early?: EarlyCache;
}

/** Offered again every so often while a prompt waits for a better moment (typing, another prompt). */
const RESUME_MS = 5_000;
/** After the first sync run, the search texts are read this much later (see below). */
const PREPARE_MS = 1_000;
/** A window that paints no frames (hidden at start) never draws: background work starts this late. */
const FIRST_SCREEN_FALLBACK_MS = 1_500;

/**
 * Opens the account's cache and outbox, and starts the sync engine with its triggers: now, on a
 * timer (`liveSyncIntervalMs` while main's WebSocket is live, else `syncIntervalMs`; not while
 * offline), once after each new connection of the socket, when the window gains focus, and
 * when the server is reachable again (which also makes the outbox retry at once). The socket's
 * notifications enter the cache (`live-updates.ts`). Calls that change on the server are
 * offered to the review prompter. A failure to open is a `CacheError`.
 */
export async function openAccountData(options: OpenAccountDataOptions): Promise<AccountData> {
  const { account, api } = options;
  const openedAt = Date.now();
  const surroundings = options.surroundings ?? (() => ({ doNotDisturb: false, isTyping: false }));
  const clock = options.early?.clock ?? new ServerClock();
  let offerChanged: (rows: readonly LogRow[]) => void = () => {};
  const port = createServerPort(api, {
    serverDate: (date) => clock.observe(date),
    changed: (rows) => offerChanged(rows),
  });

  const directoryPort = createDirectoryPort(api);
  const [cache, outbox, directory] = await openAll(
    openCache({ account, clock, onUpgrade: options.onUpgrade }, options.early),
    Outbox.open({ account, port }),
    Directory.open({ account, port: directoryPort }),
  );
  // The favorites queue and the prompter's memory keep their tables in the outbox's database,
  // on its connection.
  const favorites = new FavoriteChanges({
    db: outbox.database,
    port: favoritesPortOf(directoryPort),
    onList: (list) => directory.storeFavorites(list),
  });
  const prompted = new PromptedCalls(outbox.database);
  const readState = await openReadState({ account, api, cache, db: outbox.database });
  const chats = openChats({ api, cache, db: outbox.database });
  const firstScreen = firstScreenGate(options.firstScreenFallbackMs ?? FIRST_SCREEN_FALLBACK_MS);
  const pager = new HistoryPager({ cache, port });
  const sync = new SyncEngine({ cache, port, pager, clock });
  const live = connectLiveUpdates({
    api,
    cache,
    sync,
    directory,
    pollIntervalMs: options.syncIntervalMs ?? POLL_INTERVAL_MS,
    liveIntervalMs: options.liveSyncIntervalMs ?? LIVE_SYNC_INTERVAL_MS,
    catchUpDelayMs: CATCH_UP_DELAY_MS,
  });
  const startSync = () => sync.start({ intervalMs: live.status.getState().intervalMs });
  const presence = presenceWatch({
    refresh: () => directory.refreshPresence(),
    live: live.status,
  });
  const myStatus = openMyStatus({ api, directory, live: live.status });
  const phone = openPhoneCalls(api);
  const prompter = new ReviewPrompter({
    store: prompted,
    seed: promptSeed(),
    settings: options.promptSettings ?? promptSettings,
  });

  offerChanged = (rows) => {
    for (const row of rows) {
      const call = row.kind === 'CallLog' ? fullItemOf(row) : undefined;
      if (call) void prompter.offer(call, surroundings()).catch(logOnce);
    }
  };

  let online = true;
  let closed = false;
  const onConnectivity = ({ status }: Connectivity) => {
    const wasOnline = online;
    online = status !== 'offline';
    presence.setOnline(online);
    if (!online && wasOnline) {
      sync.stop();
      // A message sent now could only fail, perhaps ambiguously, and then wait out settle.ts.
      outbox.offline();
    }
    if (online && !wasOnline) {
      void startSync();
      void outbox.reconnect().catch(logOnce);
      void favorites.reconnect().catch(logOnce);
      void chats.drafts.flush().catch(logOnce);
    }
  };
  const onFocus = () => {
    if (online) void sync.syncNow();
  };
  const focusTarget = options.focusTarget ?? window;
  const offConnectivity = api.on('connectivity.changed', onConnectivity);
  // A message in a conversation with a send in doubt: looked for now; one naming the outbox's
  // own clientId settles that send at once (Outbox.heard).
  const offChat = api.on('live.notification', (notification) => {
    if (notification.kind === 'chat') void outbox.heard(notification).catch(logOnce);
  });
  // A delivered message joins the log at once, whatever screen is shown (the lists, and a
  // later offline start), rather than at the next sync.
  const offDelivered = outbox.onDelivered(({ message }) => {
    void cache.store([message]).catch(logOnce);
  });
  focusTarget.addEventListener('focus', onFocus);
  const resumeTimer = setInterval(() => {
    void prompter.resume(surroundings()).catch(logOnce);
  }, RESUME_MS);

  // Whether the server is reachable is known before the outbox starts: a message left waiting
  // offline is not tried (and made uncertain) by a restart that is still offline.
  const connectivityKnown = api.connectivity
    .get()
    .then(onConnectivity)
    .catch(() => {});
  // Behind the first screen too: its reads and writes of the outbox (messages and reviews left
  // in flight, old claims) took 1.5–6 ms of the main thread between a cold start's data and its
  // first rows (profiles). Anything queued meanwhile waits for it, as it would offline.
  void Promise.all([firstScreen.drawn, connectivityKnown])
    .then(() => (closed ? undefined : outbox.start()))
    .catch(logOnce);
  // The server's read state: the recent inbox, once the first screen is drawn.
  void firstScreen.drawn.then(() => (closed ? undefined : readState.refresh())).catch(logOnce);
  // Drafts typed while the server was away (or before a restart) go once the screen is up.
  void Promise.all([firstScreen.drawn, connectivityKnown])
    .then(() => (online && !closed ? chats.drafts.flush() : undefined))
    .catch(logOnce);
  // The directory's reads wait for the first screen too; the colleagues only when stale.
  void firstScreen.drawn
    .then(() => (closed ? undefined : refreshDirectory(directory, favorites)))
    .catch(logOnce);
  // Learn the server's clock before the first window: one cheap read (offline, sync starts anyway).
  const firstRun = firstScreen.drawn
    .then(() => port.searchCommunications({ limit: 1 }))
    .then(() => alignWatermark(cache, clock))
    .catch(() => {})
    .then(() => (online && !closed ? startSync() : undefined));
  // The search texts are read on the first search otherwise (seconds for a big log): read them
  // soon, but a while after the first sync run, so that a first download does not hold them in
  // memory as it goes (see `CommunicationCache.heldTexts`) and its last stores, compaction and
  // the lists' re-reads are done before they start.
  let prepareTimer: ReturnType<typeof setTimeout> | undefined;
  void firstRun
    .then(
      () =>
        new Promise((resolve) => {
          prepareTimer = setTimeout(resolve, options.prepareSearchAfterMs ?? PREPARE_MS);
        }),
    )
    .then(() => (closed ? undefined : cache.prepareSearch()))
    .catch(logOnce);

  const data: AccountData = {
    account,
    port,
    cache,
    pager,
    sync,
    outbox,
    directory,
    favorites,
    prompter,
    firstScreen,
    live,
    chats,
    presence,
    myStatus,
    phone,
    readState,
    sms: openSms(api, live),
    openedAt,
    clearAndResync: async () => {
      await Promise.all([cache.clearAndResync(), directory.resync()]);
    },
    close() {
      closed = true;
      firstScreen.dispose();
      presence.close();
      myStatus.close();
      phone.close();
      readState.close();
      live.close();
      offConnectivity();
      offChat();
      offDelivered();
      focusTarget.removeEventListener('focus', onFocus);
      clearInterval(resumeTimer);
      clearTimeout(prepareTimer);
      prompter.close();
      sync.dispose();
      favorites.close();
      chats.drafts.close();
      outbox.close();
      stopWatchingLog();
      stopUnread();
      directory.close();
      cache.close();
    },
  };
  // The first screen's reads: History's newest rows came with the cache (`openCache`); the
  // chat log is Conversations' list and every screen's unread count. Each read of the log also
  // names the group chats in it (their messages say `chatSessionType: group`), whose names and
  // members are read once, whatever screen is shown: the list and notifications name them.
  const log = chatLog(data);
  let served = false;
  const stopWatchingLog = log.subscribe(() => {
    if (!served) firstScreen.served();
    served = true;
    const read = log.get();
    if (read) chats.groups.learn(groupSessionsOf(read.messages));
  });
  const stopUnread = followUnread({
    api,
    chatLog: log,
    readMarks: readState.state,
    recentCalls: recentCalls(data),
  });
  return data;
}

/** The early cache if there is one, else the cache opened now; with its newest rows read. */
async function openCache(options: CacheOptions, early?: EarlyCache): Promise<CommunicationCache> {
  return (await early?.cache) ?? openWithNewestRows(options);
}

/** Reads at sign-in: who the user is, favorites and web pages, and the directory if stale. */
async function refreshDirectory(directory: Directory, favorites: FavoriteChanges): Promise<void> {
  await favorites.start();
  await Promise.all([
    directory.refreshMe().catch(() => undefined),
    directory.refreshFavorites(),
    directory.refreshWebPages(),
  ]);
  const walked = await directory.meta('colleagues');
  if (!walked || Date.now() - walked.at > DIRECTORY_MAX_AGE_MS) await directory.refreshColleagues();
}

/** The databases, opened side by side: if any fails, the others are closed, and it throws. */
async function openAll<T extends readonly { close(): void }[]>(
  ...opening: { [K in keyof T]: Promise<T[K]> }
): Promise<T> {
  const settled = await Promise.allSettled(opening);
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) {
    for (const s of settled) if (s.status === 'fulfilled') s.value.close();
    throw failed.reason;
  }
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

/**
 * A watermark after the server's "now" was taken by a client clock running ahead (a cache born
 * before the server answered, or written by a version that ended windows by the local clock):
 * changes made in between would never fall in a window. Move it back; fetching a stretch again
 * is harmless (merges are idempotent).
 */
async function alignWatermark(cache: CommunicationCache, clock: ServerClock): Promise<void> {
  if (!clock.measured) return;
  const latest = windowUntil(clock.now(), SYNC_LAG_SECONDS);
  if ((await cache.watermark()) > latest) await cache.setWatermark(latest);
}

/**
 * Deletes the account's copies of server data (the cache and the directory; never the outbox):
 * the way out of a local copy that won't open.
 */
export async function discardCache(account: Account): Promise<void> {
  await deleteDatabase(databaseName('cache', account), 'cache');
  await Directory.discard(account);
}

function logOnce(error: unknown): void {
  // Database failures surface through the engine's and the outbox's status; this is for faults.
  console.error('account data:', error);
}

/** The account a signed-in user's data belongs to: their server (and tenant) and user name. */
export function accountOf(user: Pick<SessionUser, 'serverUrl' | 'tenant' | 'userName'>): Account {
  const tenant = user.tenant ? `#${user.tenant}` : '';
  return { baseUrl: `${user.serverUrl}${tenant}`, userName: user.userName };
}
