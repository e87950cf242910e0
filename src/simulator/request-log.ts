import { type FastifyInstance } from 'fastify';

/** One API request as the simulator received it: what a client asked, not what it was answered. */
export interface LoggedRequest {
  /** Position in the log since start; `since=` of the control API takes it. */
  index: number;
  method: string;
  /** The path without its query. */
  path: string;
  /** Epoch ms. */
  at: number;
}

/** The newest requests kept (older ones are counted, not listed). */
const KEPT = 10_000;

/**
 * Every request under `/api/` except the control API, so a benchmark or a test can count what
 * an idle client asks (`GET /__simulator/requests`).
 */
export class RequestLog {
  private readonly kept: LoggedRequest[] = [];
  private total = 0;

  record(method: string, path: string, at: number): void {
    this.kept.push({ index: this.total++, method, path, at });
    if (this.kept.length > KEPT) this.kept.splice(0, this.kept.length - KEPT);
  }

  /** The count so far and the requests from `index` on (those still kept). */
  since(index: number): { count: number; requests: LoggedRequest[] } {
    return { count: this.total, requests: this.kept.filter((r) => r.index >= index) };
  }
}

export function installRequestLog(app: FastifyInstance, log: RequestLog, now: () => number): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const path = request.url.split('?', 1)[0] ?? request.url;
    if (path.startsWith('/api/') && !path.includes('/__simulator')) {
      log.record(request.method, path, now());
    }
    done();
  });
}
