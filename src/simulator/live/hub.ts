import { randomBytes } from 'node:crypto';
import { type RawData, type WebSocket } from 'ws';
import {
  clientMessageSchema,
  notificationTypeRule,
  roleMeetsLevel,
  type NotificationToggle,
  type NotificationType,
} from '../../shared/interface';
import { type Session, type Sessions } from '../auth';
import { describeIssues } from '../errors';
import { type Store } from '../store/store';

/** What the hub needs of the standing faults (read at each use: they change at run time). */
export interface LiveFaults {
  notificationDelayMs?: number;
  refuseSockets?: boolean;
}

interface Ticket {
  readonly session: Session;
  /** The session token it was issued for: a renewal makes the address stale. */
  readonly token: string;
}

interface Connection {
  readonly socket: WebSocket;
  readonly session: Session;
  /** Per type, the subscribed object ids (`''`: the type itself, no object). */
  readonly subscriptions: Map<string, Set<string>>;
}

/** A notification for whoever is subscribed to `type` (for `oid`, when the type needs one). */
export interface Delivery {
  type: NotificationType;
  object: unknown;
  oid?: string;
  /** Which signed-in users may receive it. */
  to: (userOid: string) => boolean;
}

/** How often sockets are checked against their session (a sign-out, an ended session). */
const SWEEP_MS = 1_000;

function text(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return (data instanceof ArrayBuffer ? Buffer.from(data) : data).toString('utf8');
}

/**
 * The simulator's side of the platform's WebSocket (guide: websockets/index.html): addresses
 * (tickets) for a session, the open sockets and their subscriptions, test messages echoed,
 * notifications delivered. A socket lives while its session's token does; an address is good
 * until the session renews (the next connection asks for a new one).
 */
export class LiveHub {
  private readonly tickets = new Map<string, Ticket>();
  private readonly connections = new Set<Connection>();
  private sweepTimer: ReturnType<typeof setInterval> | undefined;
  private presenceVersion = 0;

  constructor(
    private readonly sessions: Sessions,
    private readonly store: Store,
    private readonly faults: () => LiveFaults,
  ) {}

  /** A new address's ticket for `session`. */
  issue(session: Session): string {
    for (const [key, ticket] of this.tickets) if (!this.valid(ticket)) this.tickets.delete(key);
    const key = randomBytes(18).toString('base64url');
    this.tickets.set(key, { session, token: session.token });
    return key;
  }

  /** An opened socket: accepted for a good ticket, else "closed directly with an error message". */
  accept(socket: WebSocket, ticketKey: string): void {
    const ticket = this.tickets.get(ticketKey);
    const refusal = this.faults().refuseSockets
      ? 'the server refuses WebSocket connections now'
      : !ticket || !this.valid(ticket)
        ? 'unknown or expired WebSocket address: ask for a new one'
        : undefined;
    if (refusal !== undefined || !ticket) {
      sendJson(socket, { messageType: 'error', message: refusal });
      socket.close(1008, 'refused');
      return;
    }
    const connection: Connection = { socket, session: ticket.session, subscriptions: new Map() };
    this.connections.add(connection);
    this.startSweep();
    socket.on('message', (data) => this.receive(connection, text(data)));
    socket.on('close', () => this.connections.delete(connection));
    socket.on('error', () => this.connections.delete(connection));
  }

  /** Sends `delivery` to every open socket subscribed to it (after the delay fault, if set). */
  publish(delivery: Delivery): void {
    const delay = this.faults().notificationDelayMs ?? 0;
    if (delay > 0) {
      setTimeout(() => this.deliver(delivery), delay).unref();
    } else {
      this.deliver(delivery);
    }
  }

  /** PresenceListEvent's `version`: "always higher than the previous version". */
  nextPresenceVersion(): number {
    return ++this.presenceVersion;
  }

  /** The `dropSockets` fault: every socket is cut, without a close frame. */
  dropAll(): void {
    for (const connection of this.connections) connection.socket.terminate();
    this.connections.clear();
  }

  close(): void {
    clearInterval(this.sweepTimer);
    this.sweepTimer = undefined;
    this.dropAll();
  }

  private deliver({ type, object, oid, to }: Delivery): void {
    // The envelope the public web chat client reads: the type, and the payload under
    // `notification`; nothing else (the guide shows no `messageType` or `oid` on it).
    const message = JSON.stringify({ notificationType: type, notification: object });
    for (const connection of this.connections) {
      if (!to(connection.session.user.oid)) continue;
      if (!connection.subscriptions.get(type)?.has(oid ?? '')) continue;
      if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(message);
    }
  }

  private valid(ticket: Ticket): boolean {
    return ticket.session.token === ticket.token && this.live(ticket.session);
  }

  private live(session: Session): boolean {
    try {
      return this.sessions.authenticate(session.token) === session;
    } catch {
      return false;
    }
  }

  private startSweep(): void {
    this.sweepTimer ??= setInterval(() => {
      for (const connection of this.connections) {
        if (this.live(connection.session)) continue;
        sendJson(connection.socket, { messageType: 'error', message: 'the session has ended' });
        connection.socket.close(1008, 'session ended');
        this.connections.delete(connection);
      }
      if (this.connections.size === 0) {
        clearInterval(this.sweepTimer);
        this.sweepTimer = undefined;
      }
    }, SWEEP_MS);
    this.sweepTimer.unref();
  }

  private receive(connection: Connection, raw: string): void {
    const fail = (message: string) =>
      sendJson(connection.socket, { messageType: 'error', message });
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      fail('the message is not JSON');
      return;
    }
    const parsed = clientMessageSchema.safeParse(value);
    if (!parsed.success) {
      fail(describeIssues(parsed.error, 'message'));
      return;
    }
    const message = parsed.data;
    switch (message.messageType) {
      case 'test':
        // The exact same message back (websockets/index.html, "Test WebSocket").
        connection.socket.send(raw);
        return;
      case 'notificationRequest':
        this.toggle(connection, message, fail);
        return;
      case 'multiNotificationRequest':
        for (const request of message.notifications) this.toggle(connection, request, fail);
        return;
    }
  }

  private toggle(
    connection: Connection,
    request: NotificationToggle,
    fail: (message: string) => void,
  ): void {
    const { notificationType: type } = request;
    const rule = notificationTypeRule(type);
    const oid = request.oid ?? '';
    const user = connection.session.user;
    if (!rule) return fail(`unknown notification type ${type}`);
    if (rule.admin && !roleMeetsLevel(user.role, 'administrator')) {
      return fail(`${type} is for administrators only`);
    }
    if (rule.object && oid === '') return fail(`${type} needs the oid of the object`);
    if (
      type === 'chatTypingEvent' ||
      type === 'chatHasBeenReadEvent' ||
      type === 'chatHasBeenDeliveredEvent'
    ) {
      const session = this.store.chatSessions.get(oid);
      const member = session?.memberUserOids.includes(user.oid) ?? false;
      const adminOfExternal =
        session?.sessionType === 'external' && roleMeetsLevel(user.role, 'administrator');
      if (!member && !adminOfExternal) return fail(`chat session ${oid} not found`);
    }
    let oids = connection.subscriptions.get(type);
    if (request.toggle) {
      if (!oids) connection.subscriptions.set(type, (oids = new Set()));
      oids.add(oid);
    } else {
      oids?.delete(oid);
    }
  }
}

function sendJson(socket: WebSocket, value: unknown): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(value));
}
