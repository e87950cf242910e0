import { type FastifyInstance, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ServiceCode } from '../shared/interface';
import { SimError } from './errors';
import { Prng } from './seed/prng';

const rate = z.number().min(0).max(1).optional();

/** The fault-injection object of `--faults` and `POST /__simulator/faults`; `{}` clears all. */
export const faultsSchema = z.strictObject({
  latencyMs: z.number().int().min(0).max(60_000).optional(),
  dropRate: rate,
  dropAfterApplyRate: rate,
  errorRate: rate,
  errorStatus: z.union([z.literal(500), z.literal(503)]).optional(),
  throttleRate: rate,
  malformedRate: rate,
  /** One-shot: every live session token stops working at once (renewal tokens keep working). */
  expireTokens: z.boolean().optional(),
  /**
   * One-shot: every session ends, renewal tokens included, as when an administrator signs users
   * out or the server restarts: a client's renewal fails and its user must sign in again.
   */
  endSessions: z.boolean().optional(),
  /** `POST /me/websocket` answers 404, as a server without WebSockets: clients poll instead. */
  refuseWebSocket: z.boolean().optional(),
  /**
   * `POST /me/request_mfa` answers 404/10100, as a server without that call which e-mails the
   * code by itself: a login that needs a code and carries none then "sends" one (the mailbox).
   */
  refuseMfaRequest: z.boolean().optional(),
  /**
   * The admin lists beyond the interface (`GET /phonetemplates`, `/reportschedules`, …) answer
   * 404/10100, as a server without them: the admin screens then open an object by its id.
   */
  refuseAdminLists: z.boolean().optional(),
  /** Every socket opened is closed at once with an error message: one cannot be kept. */
  refuseSockets: z.boolean().optional(),
  /**
   * The answer to a write (any method but GET) waits this long after the write was applied:
   * its notification goes out first, and reads are answered meanwhile.
   */
  writeAnswerDelayMs: z.number().int().min(0).max(60_000).optional(),
  /** Notifications wait this long before they are sent. */
  notificationDelayMs: z.number().int().min(0).max(60_000).optional(),
  /** One-shot: every open socket is cut, without a close frame (a network drop). */
  dropSockets: z.boolean().optional(),
  /**
   * One-shot: the server is gone for this long, then back with its data as it was. Meanwhile
   * its port refuses connections (it stops listening; open connections and sockets are cut, an
   * answer under way still finishes): a request is refused before it is written. Compare
   * `dropRate`, which cuts the connection after the request was read (a reset).
   */
  refuseConnectionsMs: z.number().int().min(1).max(600_000).optional(),
});
export type Faults = z.infer<typeof faultsSchema>;
export type StandingFaults = Omit<
  Faults,
  'expireTokens' | 'endSessions' | 'dropSockets' | 'refuseConnectionsMs'
>;

/** What the one-shot faults do to the sessions and their sockets. */
export interface SessionFaults {
  expireTokens(): void;
  endSessions(): void;
  dropSockets(): void;
  /** The server goes away for `ms`, then listens again. */
  refuseConnections(ms: number): void;
}

type Action = 'drop' | 'error' | 'throttle' | 'malformed' | 'dropAfterApply';

/** A body that starts like a list answer and stops mid-string: not JSON. */
const MALFORMED_BODY = '{"data":[{"object":{"oid":"1';

/**
 * The standing faults and the seeded PRNG that decides which requests they hit. Setting faults
 * reseeds the PRNG, so the same fault object over the same request sequence hits the same requests.
 */
export class FaultState {
  private current: StandingFaults = {};
  private prng: Prng;

  constructor(
    private readonly seed: number,
    private readonly sessions: SessionFaults,
  ) {
    this.prng = new Prng(seed);
  }

  set(faults: Faults): void {
    const { expireTokens, endSessions, dropSockets, refuseConnectionsMs, ...standing } = faults;
    this.current = standing;
    this.prng = new Prng(this.seed ^ 0x5eed);
    if (expireTokens) this.sessions.expireTokens();
    if (endSessions) this.sessions.endSessions();
    if (dropSockets) this.sessions.dropSockets();
    if (refuseConnectionsMs !== undefined) this.sessions.refuseConnections(refuseConnectionsMs);
  }

  get(): StandingFaults {
    return { ...this.current };
  }

  /** One independent draw per configured kind, in a fixed order. */
  decide(): Action | undefined {
    const f = this.current;
    const kinds: [Action, number | undefined][] = [
      ['drop', f.dropRate],
      ['error', f.errorRate],
      ['throttle', f.throttleRate],
      ['malformed', f.malformedRate],
      ['dropAfterApply', f.dropAfterApplyRate],
    ];
    for (const [action, p] of kinds) {
      if (p && this.prng.next() < p) return action;
    }
    return undefined;
  }

  latencyMs(): number {
    return this.current.latencyMs ?? 0;
  }

  writeAnswerDelayMs(): number {
    return this.current.writeAnswerDelayMs ?? 0;
  }

  errorStatus(): 500 | 503 {
    return this.current.errorStatus ?? 500;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Faults apply to the interface's routes only, never to the control API. */
function isApiRequest(request: FastifyRequest): boolean {
  return request.url.startsWith('/api/') && !request.url.includes('/__simulator');
}

/** Hooks that inject the standing faults around every API request. */
export function installFaultHooks(app: FastifyInstance, faults: FaultState): void {
  const dropAfterApply = new WeakSet<FastifyRequest>();

  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRequest(request)) return;
    switch (faults.decide()) {
      case 'drop':
        reply.hijack();
        request.raw.socket.destroy();
        return;
      case 'error': {
        const status = faults.errorStatus();
        const headers: Record<string, string> = status === 503 ? { 'retry-after': '1' } : {};
        throw new SimError(status, ServiceCode.ServerError, 'injected server error', headers);
      }
      case 'throttle':
        throw new SimError(429, ServiceCode.TooManyRequests, 'too many requests', {
          'retry-after': '1',
        });
      case 'malformed':
        return reply.code(200).header('content-type', 'application/json').send(MALFORMED_BODY);
      case 'dropAfterApply':
        dropAfterApply.add(request);
        return;
      case undefined:
        return;
    }
  });

  // After the body is read: a slow server has the whole request, and applies it even when the
  // client gave up waiting meanwhile (the ambiguous case an outbox must settle).
  app.addHook('preHandler', async (request) => {
    if (!isApiRequest(request)) return;
    const latency = faults.latencyMs();
    if (latency > 0) await sleep(latency);
  });

  // onSend runs after the handler: the change is applied, only the answer is lost or late.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (dropAfterApply.has(request)) request.raw.socket.destroy();
    const delay = isApiRequest(request) && request.method !== 'GET' && faults.writeAnswerDelayMs();
    if (delay) await sleep(delay);
    return payload;
  });
}
