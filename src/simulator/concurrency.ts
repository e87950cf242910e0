import { type FastifyInstance } from 'fastify';
import { ServiceCode } from '../shared/interface';
import { bearerToken } from './auth';
import { SimError } from './errors';

/**
 * The most requests one session may have in flight. The platform refuses more with 429/10400
 * ("the session exceeded the max number of concurrent requests", common_errors.html) without
 * publishing the number; this one is small on purpose, so that a client that does not keep its
 * own limit per session is caught by the tests.
 */
export const MAX_CONCURRENT_PER_SESSION = 5;

/** Counts each session's requests in flight (by its token) and refuses those over the limit. */
export function installConcurrencyLimit(app: FastifyInstance): void {
  const inFlight = new Map<string, number>();
  app.addHook('onRequest', async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    if (token === undefined || !request.url.startsWith('/api/')) return;
    const count = inFlight.get(token) ?? 0;
    if (count >= MAX_CONCURRENT_PER_SESSION) {
      throw new SimError(
        429,
        ServiceCode.TooManyRequests,
        'The session exceeded the max number of concurrent requests. Try again later.',
        { 'retry-after': '1' },
      );
    }
    inFlight.set(token, count + 1);
    // `close` comes once the answer is sent or the connection is gone, dropped faults included.
    reply.raw.once('close', () => {
      const left = (inFlight.get(token) ?? 1) - 1;
      if (left > 0) inFlight.set(token, left);
      else inFlight.delete(token);
    });
  });
}
