import { type ApiClient } from '../../../src/main/api';
import { silentLogger } from '../../../src/main/common/logger';
import { createHandlerRegistry, type Handlers } from '../../../src/main/core/handler-registry';
import { type HandlerContext } from '../../../src/main/core/handlers';
import { type SessionService } from '../../../src/main/core/session-service';

export type HandlerCall = (
  name: string,
  args?: unknown,
) => Promise<{ ok: boolean; value?: unknown; error?: { sentence: string } }>;

/**
 * One domain's handlers behind main's registry (the contract's checks, errors as sentences), the
 * session always answering with `client`; `context` gives the other services they use.
 */
export function handlerCaller(
  make: (context: HandlerContext) => Partial<Handlers>,
  client: ApiClient,
  context: Partial<Omit<HandlerContext, 'session'>> = {},
): HandlerCall {
  const session = {
    withClient: <T>(run: (c: ApiClient) => Promise<T>) => run(client),
  } as unknown as SessionService;
  const registry = createHandlerRegistry<string>({
    handlers: make({ ...context, session } as HandlerContext) as Handlers,
    isTrustedSender: () => true,
    log: silentLogger,
  });
  return (name, args) => registry.dispatch(name, args, 'w');
}

/** What a call answers; a refusal fails the test with its sentence. */
export async function answerOf<T>(call: HandlerCall, name: string, args?: unknown): Promise<T> {
  const result = await call(name, args);
  if (!result.ok) throw new Error(`${name}: ${result.error?.sentence}`);
  return result.value as T;
}
