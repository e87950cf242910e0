import { REQUEST_TIMEOUT_MS, WRITE_WAIT_MS } from '../../shared/send-bounds';
import { createTransport } from './http';
import { RequestSlots } from './request-slots';
import { defaultRetryPolicy, defaultSleep } from './retry';
import { addressablesApi } from './resources/addressables';
import { chatsApi } from './resources/chats';
import { chatGroupsApi } from './resources/chat-groups';
import { communicationsApi } from './resources/communications';
import { deviceApi } from './resources/device';
import { meApi } from './resources/me';
import { mePhoneApi } from './resources/me-phone';
import { phoneLineGroupsApi, phoneTemplatesApi, provisioningApi } from './resources/phone';
import {
  audioFilesApi,
  backupLogsApi,
  backupSchedulesApi,
  reportSchedulesApi,
} from './resources/schedules';
import {
  favoritesApi,
  serverEmailApi,
  serverProvisioningApi,
  webpagesApi,
} from './resources/settings';
import { tenantsApi } from './resources/tenants';
import { phoneLinesApi, presenceApi, usersApi } from './resources/users';
import { websocketApi } from './resources/websocket';
import { createSession } from './session';
import { normalizeBaseUrl } from './url';

export interface ApiClientOptions {
  /** e.g. `https://host/api/v1/master`; a trailing slash is fine. */
  baseUrl: string;
  /** Electron's `net.fetch` in the app (system proxies and certificates), Node's elsewhere. */
  fetch: typeof fetch;
  /** Fixed per device, e.g. `switchboard-<device>`. */
  userSpace: string;
  appKey?: string;
  /** Per attempt; default 15 000 (`REQUEST_TIMEOUT_MS`). */
  timeoutMs?: number;
  /**
   * How long a write may wait to be written (a renewal, a request slot) before it is given up
   * unsent; default 10 000 (`WRITE_WAIT_MS`).
   */
  writeWaitMs?: number;
  /** Requests of the session in flight at once; default 4 (the rest wait their turn). */
  maxConcurrent?: number;
  /** Reads only; POST and PATCH are never retried. */
  retry?: { attempts?: number; baseDelayMs?: number; maxDelayMs?: number };
  /** Renew this long before `validUntil`; default 60. */
  renewMarginSec?: number;
  /** Injectable clock (ms). */
  now?: () => number;
  /** Injectable wait between retries. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export function createApiClient(options: ApiClientOptions) {
  const now = options.now ?? Date.now;
  const writeWaitMs = options.writeWaitMs ?? WRITE_WAIT_MS;
  const transport = createTransport({
    baseUrl: normalizeBaseUrl(options.baseUrl),
    // Called unbound: Electron's net.fetch and browser fetch refuse a foreign `this`.
    fetch: (input, init) => options.fetch(input, init),
    timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    slots: new RequestSlots(options.maxConcurrent ?? 4),
    writeWaitMs,
    retry: { ...defaultRetryPolicy, ...options.retry },
    now,
    sleep: options.sleep ?? defaultSleep,
    random: Math.random,
  });
  const { api: session, call } = createSession({
    transport,
    userSpace: options.userSpace,
    appKey: options.appKey,
    renewMarginSec: options.renewMarginSec ?? 60,
    now,
    writeWaitMs,
  });
  return {
    session,
    me: meApi(call),
    mePhone: mePhoneApi(call),
    chats: chatsApi(call),
    chatGroups: chatGroupsApi(call),
    addressables: addressablesApi(call),
    communications: communicationsApi(call),
    users: usersApi(call),
    tenants: tenantsApi(call),
    phoneTemplates: phoneTemplatesApi(call),
    provisioning: provisioningApi(call),
    backupSchedules: backupSchedulesApi(call),
    backupLogs: backupLogsApi(call),
    reportSchedules: reportSchedulesApi(call),
    audioFiles: audioFilesApi(call),
    phoneLineGroups: phoneLineGroupsApi(call),
    serverProvisioning: serverProvisioningApi(call),
    serverEmail: serverEmailApi(call),
    favorites: favoritesApi(call),
    webpages: webpagesApi(call),
    phoneLines: phoneLinesApi(call),
    websocket: websocketApi(call),
    presence: presenceApi(call),
    device: deviceApi(call),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
