import {
  type CurrentCall,
  type CurrentCalls,
  type LiveStatus,
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
import { invalidInput } from './core-error';
import { currentCallOf, stateOf } from './phone-calls';

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
  now?: () => number;
}

export interface PhoneService {
  current(): CurrentCalls;
  /** The PBX rings the user's own phone, then `typed` (as people type numbers). */
  call(typed: string): Promise<void>;
  hangup(channel: string): Promise<void>;
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
  const connectedAt = new Map<string, string>();
  const ended = new Map<string, { call: CurrentCall; timer: ReturnType<typeof setTimeout> }>();
  let shown: CurrentCalls = { calls: [] };

  function current(): CurrentCalls {
    const running = [...deviceCalls.values()].map((call) => {
      const since = connectedAt.get(call.channelId);
      // Once connected, a call stays so until it ends: its far side's channel goes first.
      const state = since === undefined ? stateOf(call, channels) : 'connected';
      if (state === 'connected' && since === undefined) {
        connectedAt.set(call.channelId, new Date(now()).toISOString());
      }
      return currentCallOf(call, state, connectedAt.get(call.channelId));
    });
    return { calls: [...[...ended.values()].map((e) => e.call), ...running].slice(-20) };
  }

  /** Tells the renderer, when what it shows would change. */
  function publish() {
    const next = current();
    if (JSON.stringify(next) === JSON.stringify(shown)) return;
    shown = next;
    events.emit('phone.changed', next);
  }

  function end(channel: string) {
    const call = deviceCalls.get(channel);
    if (!call) return;
    deviceCalls.delete(channel);
    connectedAt.delete(channel);
    const timer = setTimeout(() => {
      ended.delete(channel);
      publish();
    }, ENDED_MS);
    timer.unref?.();
    ended.set(channel, { call: currentCallOf(call, 'ended', undefined), timer });
  }

  function clear() {
    for (const { timer } of ended.values()) clearTimeout(timer);
    ended.clear();
    deviceCalls = new Map();
    channels = new Map();
    connectedAt.clear();
    version = undefined;
    publish();
  }

  /** Reads the device's calls and the active channels again; a call no longer listed ended. */
  async function refresh(): Promise<void> {
    const [calls, active] = await session.withClient(async (client) =>
      Promise.all([client.device.calls(), client.device.activeChannels()]),
    );
    const listed = new Map(calls.map((c) => [c.channelId, c]));
    for (const channel of deviceCalls.keys()) if (!listed.has(channel)) end(channel);
    deviceCalls = listed;
    channels = new Map(active.map((c) => [c.channelId, c]));
    version = undefined;
    publish();
  }

  const refreshLogged = () =>
    refresh().catch((error: unknown) => log.warn('reading the calls in progress failed', error));

  async function register(): Promise<void> {
    const state = session.current();
    if (state.status !== 'signed-in') return;
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
      });
    });
  }

  /** Registered once per sign-in; a failed registration is tried again at the next call. */
  function registered(): Promise<void> {
    registration ??= register().catch((error: unknown) => {
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

  return {
    current: () => shown,
    async call(typed) {
      if (!typed.trim()) throw invalidInput(t('error.call.noNumber'));
      if (dialableNumber(typed) === undefined) throw invalidInput(t('error.call.badNumber'));
      await registered();
      await session.withClient((client) => client.device.pbxCall(typed));
      await refreshLogged();
    },
    async hangup(channel) {
      await session.withClient((client) => client.device.hangup(channel));
      end(channel);
      publish();
    },
    heard({ updateType, version: next, activeChannel }) {
      if (account === undefined) return;
      // A version that does not rise means an event was missed: the list is read again.
      if (version !== undefined && next <= version) {
        void refreshLogged();
        return;
      }
      version = next;
      channels.delete(activeChannel.channelId);
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
