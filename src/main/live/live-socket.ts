import WebSocket, { type RawData } from 'ws';
import {
  readServerMessage,
  type NotificationEnvelope,
  type NotificationType,
} from '../../shared/interface';
import { type Logger } from '../common/logger';

/** One subscription: a type, and for an object-specific one the object's oid. */
export interface Subscription {
  notificationType: NotificationType;
  oid?: string;
}

export interface LiveSocketOptions {
  /** The address the server answered, checked (`live-address.ts`): its ticket is never logged. */
  url: URL;
  subscriptions: readonly Subscription[];
  onNotification: (envelope: NotificationEnvelope) => void;
  /** A message that is no message of the protocol, or an error the server sent: for the count. */
  onUnknown: (what: string) => void;
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

/** The guide's test message ("a Message with the messageType test"), and nothing else. */
const TEST_MESSAGE = JSON.stringify({ messageType: 'test' });

/** The guide's multi-notification request: the only way this client subscribes. */
const subscribe = (subscriptions: readonly Subscription[], toggle: boolean) =>
  JSON.stringify({
    messageType: 'multiNotificationRequest',
    notifications: subscriptions.map((subscription) => ({ ...subscription, toggle })),
  });

/**
 * One connection of the platform's WebSocket (guide: websockets/index.html): opened, subscribed
 * with one multi-notification request, kept alive with the guide's test message (any test
 * message back is its echo, however the server serialised it again; none in time means the
 * connection is gone, whatever TCP thinks), notifications handed on. Whatever the server sends
 * is checked: an error message or one that is no message of the protocol is handed to
 * `onUnknown`, never thrown.
 */
export function openLiveSocket(options: LiveSocketOptions): LiveSocket {
  const { log } = options;
  const socket = new WebSocket(options.url, {
    handshakeTimeout: options.echoTimeoutMs,
    maxPayload: MAX_MESSAGE_BYTES,
  });
  let awaiting = false;
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
    awaiting = true;
    socket.send(TEST_MESSAGE);
    echoTimer = setTimeout(() => {
      log.warn('the WebSocket did not answer its test message in time: reconnecting');
      socket.terminate();
    }, options.echoTimeoutMs);
  };

  socket.on('open', () => {
    if (options.subscriptions.length > 0) socket.send(subscribe(options.subscriptions, true));
    probe();
  });

  socket.on('message', (data) => {
    const message = receive(text(data));
    if (message.kind === 'test') {
      // One outstanding at a time: an echo that comes when none is awaited changes nothing.
      if (!awaiting) return;
      clearTimeout(echoTimer);
      awaiting = false;
      markReady();
      heartbeatTimer = setTimeout(probe, options.heartbeatMs);
    } else if (message.kind === 'notification') {
      options.onNotification(message.envelope);
    } else if (message.kind === 'error') {
      log.warn(`the WebSocket server: ${message.message}`);
      options.onUnknown('an error message');
    } else {
      options.onUnknown(message.what);
    }
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
      socket.send(subscribe([subscription], on));
    },
    close: () => {
      if (socket.readyState === WebSocket.CONNECTING) socket.terminate();
      else socket.close(1000, 'signing out');
    },
  };
}

function receive(raw: string): ReturnType<typeof readServerMessage> {
  try {
    return readServerMessage(JSON.parse(raw));
  } catch {
    return { kind: 'unknown', what: 'a message that is not JSON' };
  }
}
