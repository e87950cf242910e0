import { type ApiClient } from '../../../src/main/api';
import { createHandlerRegistry, type Handlers } from '../../../src/main/core/handler-registry';
import { type HandlerContext } from '../../../src/main/core/handlers';
import { chatHandlers } from '../../../src/main/core/handlers/chat';
import { silentLogger } from '../../../src/main/common/logger';
import { type SessionService } from '../../../src/main/core/session-service';
import { type SaveFileRequest } from '../../../src/main/platform/files';
import { type NotificationRequest } from '../../../src/main/platform/notifications';
import { type Platform } from '../../../src/main/platform/platform';
import { type Role } from '../../../src/shared/interface';
import { type Contract } from '../../contract/harness';

/**
 * The chat calls as main runs them: registry → handler → an API client (signed in to the
 * contract's simulator, or one a test scripts), with a platform that records what it saves and
 * shows.
 */
export async function chatSetup(
  contract: Contract,
  profileDir: string,
  role: Role = 'user',
  scripted?: ApiClient,
) {
  const client = scripted ?? (await contract.signIn(role));
  const saved: SaveFileRequest[] = [];
  const notified: { title: string; body: string }[] = [];
  const session = {
    withClient: <T>(run: (c: ApiClient) => Promise<T>) => run(client),
    current: () => ({
      status: 'signed-in',
      user: { serverUrl: contract.sim.baseUrl, userName: role },
    }),
  } as unknown as SessionService;
  const platform = {
    profileDir,
    notifications: {
      supported: () => true,
      reportsClicks: true,
      show: (n: NotificationRequest) => {
        notified.push({ title: n.title, body: n.body });
        n.onClick?.();
      },
    },
    files: {
      save: (request: SaveFileRequest) => {
        saved.push(request);
        return Promise.resolve(true);
      },
    },
  } as unknown as Platform;
  const handlers = chatHandlers({ session, platform } as HandlerContext) as Handlers;
  const registry = createHandlerRegistry<string>({
    handlers,
    isTrustedSender: () => true,
    log: silentLogger,
  });
  const dispatch = (call: string, args?: unknown) => registry.dispatch(call, args, 'w');
  return { dispatch, saved, notified };
}
