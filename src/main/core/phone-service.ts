import {
  type CurrentCall,
  type CurrentCalls,
  type LiveStatus,
  type RingFirst,
  type SessionState,
} from '../../shared/contract';
import { t } from '../../shared/i18n';
import {
  dialableNumber,
  isChannelRemoval,
  type ActiveChannel,
  type ActiveChannelEvent,
  type DeviceCall,
} from '../../shared/interface';
import { type ApiClient } from '../api';
import { colleagueOf } from '../common/colleagues';
import { type EventBus } from '../common/event-bus';
import { type Logger } from '../common/logger';
import { invalidInput, notSignedIn } from './core-error';
import { currentCallOf, isUsersChannel, lineCallOf, stateOf } from './phone-calls';
import { type PreferencesStore } from './preferences';

/** Reads of the calls in progress that an event overtook, before the last one stands. */
const REFRESH_TRIES = 3;

/** How long an ended call stays in the list, so the call bar can say it ended. */
export const ENDED_MS = 4_000;
/** Signing out waits this long at most for the device to be unregistered. */
const UNREGISTER_MS = 3_000;

type PhoneClient = Pick<ApiClient, 'device' | 'users'>;

export interface PhoneServiceDeps {
  events: EventBus;
  log: Logger;
  session: {
    current(): SessionState;
    withClient<T>(run: (client: PhoneClient) => Promise<T>): Promise<T>;
  };
  /** Stable per installation (the profile's preferences): the registration's `uuid`. */
  deviceId: string;
  /** Where each account's choice of the phone that rings first is kept. */
  preferences: Pick<PreferencesStore, 'get' | 'update'>;
  now?: () => number;
}

export interface PhoneService {
  current(): CurrentCalls;
  /**
   * The PBX rings the phone chosen to ring first (the user's own line, `pbx_call`, or their
   * mobile, `twin_call`), then `typed` (as people type numbers).
   */
  call(typed: string): Promise<void>;
  /** The signed-in user's choice of the phone that rings first (none made: their line). */
  ringFirst(): RingFirst;
  /** Registers the device for `choice` again, then keeps it; a refusal keeps the one before. */
  setRingFirst(choice: RingFirst): Promise<void>;
  hangup(channel: string): Promise<void>;
  /**
   * Hands the connected call on `channel` over to `typed`: the PBX calls them (the user's phone
   * first), and once they answer the two calls are joined (transferSelected). Settles then, or
   * with a sentence when the call to them or the call itself ends first.
   */
  transfer(channel: string, typed: string): Promise<void>;
  /** An `activeChannelEvent` from the WebSocket. */
  heard(event: ActiveChannelEvent): void;
  /** Before signing out: the device's association ends (best effort, the sign-out goes on). */
  release(): Promise<void>;
  dispose(): void;
}

const accountOf = (state: SessionState) =>
  state.status === 'signed-in' || state.status === 'reauth-required'
    ? `${state.user.serverUrl}\n${state.user.tenant ?? ''}\n${state.user.userName}`
    : undefined;

/** A transfer under way: the call handed over, and the call placed to its new party. */
interface Transfer {
  readonly source: string;
  /** The new party as the user chose them; their name once the platform says it. */
  to: string;
  /** The device's calls before the call to them was placed: the new one is not among them. */
  readonly before: ReadonlySet<string>;
  /** The device's channel of the call to them, once listed. */
  consult?: string;
  joining: boolean;
  settle(error?: unknown): void;
}

/**
 * The phone in main: registers this installation's device after sign-in with the user's own
 * line (me_device_register.html), places calls with `pbx_call`, and follows the calls in
 * progress: the device's calls and the active channels read once (again after each call placed
 * and each new WebSocket connection), then kept current by `activeChannelEvent`s. The renderer
 * gets the calls themselves (`phone.changed`), never a request to read them.
 */
export function createPhoneService(deps: PhoneServiceDeps): PhoneService {
  const { events, log, session } = deps;
  const now = deps.now ?? Date.now;
  let account: string | undefined;
  let registration: Promise<void> | undefined;
  let deviceCalls = new Map<string, DeviceCall>();
  let channels = new Map<string, ActiveChannel>();
  let version: number | undefined;
  /** Channel events heard so far (see `refresh`). */
  let heardCount = 0;
  const connectedAt = new Map<string, string>();
  const ended = new Map<string, { call: CurrentCall; timer: ReturnType<typeof setTimeout> }>();
  /** The calls shown running, by the user's channel: one that goes has ended. */
  let running = new Map<string, CurrentCall>();
  /** Calls handed over: to whom, for the call bar's last word on them. */
  const transferredTo = new Map<string, string>();
  /** The calls placed to a transfer's new party: part of the call handed over, never shown. */
  const consults = new Set<string>();
  let transfer: Transfer | undefined;
  let shown: CurrentCalls = { calls: [] };

  /** Once connected, a call stays so until it ends: its far side's channel goes first. */
  function since(channel: string, state: CurrentCall['state']): string | undefined {
    if (state === 'connected' && !connectedAt.has(channel)) {
      connectedAt.set(channel, new Date(now()).toISOString());
    }
    return connectedAt.get(channel);
  }

  /** The device's calls, then the calls on the user's own line it did not place. */
  function runningCalls(): Map<string, CurrentCall> {
    const calls = new Map<string, CurrentCall>();
    const deviceCallIds = new Set<string>();
    for (const call of deviceCalls.values()) {
      const callId = channels.get(call.channelId)?.callId;
      if (callId !== undefined) deviceCallIds.add(callId);
      const state = connectedAt.has(call.channelId) ? 'connected' : stateOf(call, channels);
      calls.set(call.channelId, {
        ...currentCallOf(call, state, since(call.channelId, state)),
        transferable: true,
      });
    }
    const state = session.current();
    const userName = state.status === 'signed-in' ? state.user.userName : undefined;
    for (const channel of channels.values()) {
      if (userName === undefined || !isUsersChannel(channel, userName)) continue;
      if (deviceCallIds.has(channel.callId) || deviceCalls.has(channel.channelId)) continue;
      const call = lineCallOf(channel, channels);
      const state = connectedAt.has(call.channel) ? 'connected' : call.state;
      const at = since(call.channel, state);
      // The far side's channel may go first: the call keeps the name it had.
      const name = call.name ?? running.get(call.channel)?.name;
      calls.set(call.channel, {
        ...call,
        state,
        ...(name !== undefined && { name }),
        ...(at !== undefined && { connectedAt: at }),
      });
    }
    return calls;
  }

  /** A transfer under way shows on the call handed over; the call to the new party does not. */
  function withTransfer(running: ReadonlyMap<string, CurrentCall>): CurrentCall[] {
    const calls = new Map(running);
    const source = transfer && calls.get(transfer.source);
    if (!transfer || !source) return [...calls.values()];
    const consult = transfer.consult === undefined ? undefined : calls.get(transfer.consult);
    if (transfer.consult !== undefined) calls.delete(transfer.consult);
    const step = consult?.state === 'ringingThem' ? 'ringingThem' : 'ringingYou';
    calls.set(transfer.source, {
      ...source,
      transfer: {
        to: transfer.to,
        step,
        ...(transfer.consult !== undefined && { channel: transfer.consult }),
      },
    });
    return [...calls.values()];
  }

  /** A call shown running that has gone: ended, or handed over; said for `ENDED_MS`. */
  function retire(call: CurrentCall) {
    const { channel } = call;
    connectedAt.delete(channel);
    if (consults.delete(channel)) return;
    const to = transferredTo.get(channel);
    transferredTo.delete(channel);
    const timer = setTimeout(() => {
      ended.delete(channel);
      publish();
    }, ENDED_MS);
    timer.unref?.();
    const { connectedAt: _since, transfer: _transfer, transferable: _able, ...rest } = call;
    ended.set(channel, {
      call: {
        ...rest,
        ...(to === undefined ? { state: 'ended' } : { state: 'transferred', transfer: { to } }),
      },
      timer,
    });
  }

  /** Tells the renderer, when what it shows would change. */
  function publish() {
    const next = runningCalls();
    for (const [channel, call] of running) if (!next.has(channel)) retire(call);
    running = next;
    advanceTransfer(next);
    const calls = {
      calls: [...[...ended.values()].map((e) => e.call), ...withTransfer(next)].slice(-20),
    };
    if (JSON.stringify(calls) === JSON.stringify(shown)) return;
    shown = calls;
    events.emit('phone.changed', calls);
  }

  /** A device call or channel gone from the platform. */
  function end(channel: string) {
    deviceCalls.delete(channel);
    channels.delete(channel);
  }

  /**
   * Moves a transfer on: finds the call placed to the new party, joins the two once that party
   * answers, gives up when either call ends first.
   */
  function advanceTransfer(calls: ReadonlyMap<string, CurrentCall>) {
    const pending = transfer;
    if (!pending || pending.joining) return;
    pending.consult ??= [...deviceCalls.keys()].find((c) => !pending.before.has(c));
    if (pending.consult !== undefined) consults.add(pending.consult);
    const consult = pending.consult === undefined ? undefined : deviceCalls.get(pending.consult);
    if (consult?.remoteName?.trim()) pending.to = consult.remoteName.trim();
    if (!calls.has(pending.source)) {
      pending.settle(invalidInput(t('error.transfer.callGone')));
    } else if (pending.consult !== undefined && !consult) {
      pending.settle(invalidInput(t('error.transfer.notReached', { to: pending.to })));
    } else if (consult && connectedAt.has(consult.channelId)) {
      pending.joining = true;
      const target = consult.channelId;
      // Said before asking: the channels' removals may come over the WebSocket before the answer.
      transferredTo.set(pending.source, pending.to);
      void session
        .withClient((client) => client.device.transferSelected(pending.source, target))
        .then(
          () => {
            pending.settle();
            return refreshLogged();
          },
          (error: unknown) => {
            transferredTo.delete(pending.source);
            pending.settle(error);
          },
        );
    }
  }

  function clear() {
    for (const { timer } of ended.values()) clearTimeout(timer);
    ended.clear();
    transfer?.settle(invalidInput(t('error.transfer.callGone')));
    deviceCalls = new Map();
    channels = new Map();
    running = new Map();
    connectedAt.clear();
    transferredTo.clear();
    consults.clear();
    version = undefined;
    publish();
  }

  /**
   * Reads the device's calls and the active channels again; a call no longer listed ended. An
   * event heard while they were read may be newer than the answer (a hang-up the lists were
   * read just before): they are read again then, so the answer does not bring back a call the
   * event ended; after `REFRESH_TRIES` reads the last answer stands, and the events go on.
   */
  async function refresh(): Promise<void> {
    for (let tries = 1; ; tries++) {
      const heardBefore = heardCount;
      const [calls, active] = await session.withClient(async (client) =>
        Promise.all([client.device.calls(), client.device.activeChannels()]),
      );
      if (heardCount !== heardBefore && tries < REFRESH_TRIES) continue;
      deviceCalls = new Map(calls.map((c) => [c.channelId, c]));
      channels = new Map(active.map((c) => [c.channelId, c]));
      version = undefined;
      publish();
      return;
    }
  }

  const refreshLogged = () =>
    refresh().catch((error: unknown) => log.warn('reading the calls in progress failed', error));

  const lineFirst: RingFirst = { phone: 'line', mobile: '' };
  const ringFirst = (): RingFirst =>
    (account !== undefined && deps.preferences.get().ringFirst?.[account]) || lineFirst;

  async function register(choice = ringFirst()): Promise<void> {
    const state = session.current();
    if (state.status !== 'signed-in') return;
    // A twin call rings the mobile registered as the device's twin (me_device_twin_call.html).
    const twin = choice.phone === 'mobile' ? dialableNumber(choice.mobile) : undefined;
    await session.withClient(async (client) => {
      // The user's own line rings first: the number of their primary line's phone (4.8).
      const own = await client.users.list({
        where: { userName: state.user.userName },
        include: ['primaryLine.phones.phone.phoneNumber'],
      });
      const found = own.items[0] && colleagueOf(own.items[0]).number;
      const phoneNumber = found === undefined ? undefined : dialableNumber(found);
      await client.device.register({
        uuid: deps.deviceId,
        deviceName: 'Switchboard',
        ...(phoneNumber !== undefined && { phoneNumber }),
        ...(twin !== undefined && { twinnedPhoneNumber: twin }),
      });
    });
  }

  /** Registered once per sign-in; a failed registration is tried again at the next call. */
  function registered(choice?: RingFirst): Promise<void> {
    registration ??= register(choice).catch((error: unknown) => {
      registration = undefined;
      throw error;
    });
    return registration;
  }

  const offSession = events.subscribe((event, payload) => {
    if (event === 'session.changed') {
      const next = accountOf(payload as SessionState);
      if (next === account) return;
      account = next;
      registration = undefined;
      clear();
      if (next !== undefined) {
        registered()
          .then(refreshLogged)
          .catch((error: unknown) => log.warn('registering the phone failed', error));
      }
    } else if (event === 'live.status' && account !== undefined) {
      // A new connection may have missed events: read the calls again, once registered.
      if ((payload as LiveStatus).state !== 'live') return;
      registered()
        .then(refreshLogged)
        .catch((error: unknown) => log.warn('registering the phone failed', error));
    }
  });

  /** The number as the PBX dials it; a sentence for one it cannot. */
  function checkDialable(typed: string): string {
    if (!typed.trim()) throw invalidInput(t('error.call.noNumber'));
    const number = dialableNumber(typed);
    if (number === undefined) throw invalidInput(t('error.call.badNumber'));
    return number;
  }

  /** The PBX rings the phone chosen to ring first, then `typed`. */
  async function place(typed: string): Promise<void> {
    await registered();
    const twin = ringFirst().phone === 'mobile';
    await session.withClient((client) =>
      twin ? client.device.twinCall(typed) : client.device.pbxCall(typed),
    );
  }

  return {
    current: () => shown,
    async call(typed) {
      checkDialable(typed);
      await place(typed);
      await refreshLogged();
    },
    ringFirst,
    async setRingFirst(choice) {
      const owner = account;
      if (owner === undefined) throw notSignedIn();
      registration = undefined;
      await registered(choice);
      const kept = deps.preferences.get().ringFirst;
      await deps.preferences.update({ ringFirst: { ...kept, [owner]: choice } });
    },
    async hangup(channel) {
      await session.withClient((client) => client.device.hangup(channel));
      end(channel);
      publish();
    },
    async transfer(channel, typed) {
      const number = checkDialable(typed);
      if (running.get(channel)?.state !== 'connected') {
        throw invalidInput(t('error.transfer.notConnected'));
      }
      if (transfer) throw invalidInput(t('error.transfer.underWay'));
      let settled: (error?: unknown) => void = () => {};
      const done = new Promise<void>((resolve, reject) => {
        // The platform's and the core's errors go as they were thrown: the handler registry
        // turns them into sentences.
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
        settled = (error) => (error === undefined ? resolve() : reject(error));
      });
      const mine: Transfer = {
        source: channel,
        to: number,
        before: new Set(deviceCalls.keys()),
        joining: false,
        settle(error) {
          if (transfer !== mine) return;
          transfer = undefined;
          settled(error);
          publish();
        },
      };
      transfer = mine;
      try {
        // The new party is called as any call is: the phone chosen to ring first rings.
        await place(typed);
      } catch (error) {
        mine.settle(error);
      }
      await refreshLogged();
      return done;
    },
    heard({ updateType, version: next, activeChannel }) {
      if (account === undefined) return;
      heardCount += 1;
      // A version that does not rise means an event was missed: the list is read again.
      if (version !== undefined && next <= version) {
        void refreshLogged();
        return;
      }
      version = next;
      if (isChannelRemoval({ updateType })) end(activeChannel.channelId);
      else channels.set(activeChannel.channelId, activeChannel);
      publish();
    },
    async release() {
      if (!registration) return;
      registration = undefined;
      try {
        await session.withClient((client) =>
          client.device.unregister({ signal: AbortSignal.timeout(UNREGISTER_MS) }),
        );
      } catch (error) {
        log.warn('unregistering the phone failed', error);
      }
    },
    dispose() {
      offSession();
      for (const { timer } of ended.values()) clearTimeout(timer);
    },
  };
}
