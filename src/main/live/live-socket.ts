import WebSocket, { type RawData } from 'ws';
import {
  serverMessageSchema,
  type NotificationEnvelope,
  type NotificationType,
} from '../../shared/interface';
import { describeIssues } from '../api/describe-issues';
import { type Logger } from '../core/logger';

/** One subscription: a type, and for an object-specific one the object's oid. */
export interface Subscription {
  notificationType: NotificationType;
  oid?: string;
}

export interface LiveSocketOptions {
  /** The address `GET /me/websocket` answered: it carries the session's ticket, never logged. */
  url: string;
  subscriptions: readonly Subscription[];
  onNotification: (envelope: NotificationEnvelope) => void;
  log: Logger;
  /** A test message goes out this often; its echo must come back within `echoTimeoutMs`. */
  heartbeatMs: number;
  echoTimeoutMs: number;
}

export interface LiveSocket {
  /**
   * Open and subscribed: the test message sent after the subscriptions came back, so the server
   * took them. Rejects when the socket closes first (refused, cut) or the echo is late.
   */
  readonly ready: Promise<void>;
  /** Settles once the socket has closed, whatever closed it. */
  readonly closed: Promise<void>;
  /** Subscribes (`on`) or unsubscribes one more, while open; a closed socket ignores it. */
  toggle(subscription: Subscription, on: boolean): void;
  close(): void;
}

/** Messages come from the server: a bound on what one may cost to read. */
const MAX_MESSAGE_BYTES = 1024 * 1024;

function text(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return (data instanceof ArrayBuffer ? Buffer.from(data) : data).toString('utf8');
}

/**
 * One connection of the platform's WebSocket (guide: websockets/index.html): opened, subscribed
 * with one multi-notification request, kept alive with the guide's test message (echoed exactly;
 * one not echoed in time means the connection is gone, whatever TCP thinks), notifications
 * handed on. Whatever the server sends is checked: an error message or one that is no message
 * of the protocol is logged and dropped, never thrown.
 */
export function openLiveSocket(options: LiveSocketOptions): LiveSocket {
  const { log } = options;
  const socket = new WebSocket(options.url, {
    handshakeTimeout: options.echoTimeoutMs,
    maxPayload: MAX_MESSAGE_BYTES,
  });
  let probes = 0;
  let awaited: string | undefined;
  let echoTimer: ReturnType<typeof setTimeout> | undefined;
  let heartbeatTimer: ReturnType<typeof setTimeout> | undefined;
  let markReady: () => void = () => {};
  let failReady: (error: Error) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    failReady = reject;
  });
  // A caller that stops waiting for `ready` must not leave a rejection unhandled.
  ready.catch(() => {});

  const probe = () => {
    awaited = JSON.stringify({ messageType: 'test', probe: `switchboard-${++probes}` });
    socket.send(awaited);
    echoTimer = setTimeout(() => {
      log.warn('the WebSocket did not answer its test message in time: reconnecting');
      socket.terminate();
    }, options.echoTimeoutMs);
  };

  socket.on('open', () => {
    socket.send(
      JSON.stringify({
        messageType: 'multiNotificationRequest',
        notifications: options.subscriptions.map((subscription) => ({
          ...subscription,
          toggle: true,
        })),
      }),
    );
    probe();
  });

  socket.on('message', (data) => {
    const raw = text(data);
    if (raw === awaited) {
      clearTimeout(echoTimer);
      awaited = undefined;
      markReady();
      heartbeatTimer = setTimeout(probe, options.heartbeatMs);
      return;
    }
    receive(raw, options);
  });

  const closed = new Promise<void>((resolve) => {
    socket.on('close', (code) => {
      clearTimeout(echoTimer);
      clearTimeout(heartbeatTimer);
      failReady(new Error(`the WebSocket closed (${code})`));
      resolve();
    });
  });
  // Every failure also closes the socket; the close is what the caller acts on.
  socket.on('error', (error) => log.warn('WebSocket', error));

  return {
    ready,
    closed,
    toggle: (subscription, on) => {
      if (socket.readyState !== WebSocket.OPEN) return;
      socket.send(
        JSON.stringify({ messageType: 'notificationRequest', ...subscription, toggle: on }),
      );
    },
    close: () => {
      if (socket.readyState === WebSocket.CONNECTING) socket.terminate();
      else socket.close(1000, 'signing out');
    },
  };
}

function receive(raw: string, { log, onNotification }: LiveSocketOptions): void {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    log.warn('dropped a WebSocket message that is not JSON');
    return;
  }
  const parsed = serverMessageSchema.safeParse(value);
  if (!parsed.success) {
    log.warn(`dropped a WebSocket message: ${describeIssues(parsed.error)}`);
    return;
  }
  const message = parsed.data;
  if (message.messageType === 'notification') onNotification(message);
  else if (message.messageType === 'error') log.warn(`the WebSocket server: ${message.message}`);
}
