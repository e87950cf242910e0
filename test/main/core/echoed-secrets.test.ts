import { describe, expect, it } from 'vitest';
import { type ApiClient } from '../../../src/main/api';
import { createHandlerRegistry, type Handlers } from '../../../src/main/core/handler-registry';
import { type HandlerContext } from '../../../src/main/core/handlers';
import { chatHandlers } from '../../../src/main/core/handlers/chat';
import { historyHandlers } from '../../../src/main/core/handlers/history';
import { silentLogger } from '../../../src/main/common/logger';
import { type SessionService } from '../../../src/main/core/session-service';
import { type Platform } from '../../../src/main/platform/platform';
import { createBridge, unwrapApi, type BridgeTransport } from '../../../src/shared/contract';
import { fakeServer, json, signedIn } from '../../api/fake-server';
import * as f from '../../api/fixtures';

/**
 * A server that echoes the session's token inside what it answers (in a message, in a log item,
 * in a participant): main's client keeps unknown fields, but what reaches the renderer carries
 * none. Registry → real handler → real API client → fake server, and back as the page gets it.
 */
const echo = { authentication: 'auth-ECHOED', renewalToken: 'renewal-ECHOED', shadow: 1 };
const echoing = <T extends object>(value: T): T => ({ ...value, ...echo });

async function renderer() {
  const server = fakeServer();
  const { client } = await signedIn(server);
  const session = {
    withClient: <T>(run: (c: ApiClient) => Promise<T>) => run(client),
    current: () => ({ status: 'signed-in', user: { serverUrl: 'https://sb.test', userName: 'a' } }),
  } as unknown as SessionService;
  const context = { session, platform: { profileDir: '/nonexistent' } as Platform };
  const handlers = {
    ...historyHandlers(context as HandlerContext),
    ...chatHandlers(context as HandlerContext),
  } as Handlers;
  const registry = createHandlerRegistry<string>({
    handlers,
    isTrustedSender: () => true,
    log: silentLogger,
  });
  // The browser host's way across: JSON text.
  const transport: BridgeTransport = {
    invoke: async (call, args) =>
      JSON.parse(JSON.stringify(await registry.dispatch(call, args, 'page'))) as unknown,
    subscribe: () => () => {},
  };
  return { server, api: unwrapApi(createBridge(transport)) };
}

const message = echoing({
  ...f.chatMessage,
  participants: [echoing(f.chatMessage.participants[0]!)],
  chatSession: echoing(f.chatMessage.chatSession),
  contents: echoing({ content: 'hello' }),
});

function expectNoEcho(value: unknown) {
  expect(JSON.stringify(value)).not.toMatch(/ECHOED|shadow/);
}

describe('a server that echoes a token', () => {
  it('a chat message reaches the renderer without it, at any depth', async () => {
    const { server, api } = await renderer();
    server.on('GET', '/chats/400/messages', () => json(200, f.list([message])));
    server.on('POST', '/chats/400/messages', () => json(200, { object: message }));

    const page = await api.chat.messages({ session: '400' });
    expect(page.items).toEqual([{ ...f.chatMessage, contents: { content: 'hello' } }]);
    expectNoEcho(page);
    const sent = await api.chat.send({ session: '400', text: 'hello' });
    expect(sent).toEqual(page.items[0]);
    expectNoEcho(sent);
  });

  it("a log row's fields and its item's text reach the renderer without it", async () => {
    const { server, api } = await renderer();
    const chat = echoing({
      ...f.communicationFull,
      oid: '502',
      objectType: 'XCCUserChat',
      chatSession: echoing({ oid: '77', objectType: 'XCCChatSession', commonName: 'Quote' }),
      participants: [echoing(f.communicationFull.participants[0]!)],
      original: echoing({ oid: '501', objectType: 'XCCUserChat', participants: [] }),
    });
    server.on('GET', '/communications', (req) =>
      json(
        200,
        req.query.get('include') === 'all'
          ? f.list([chat])
          : f.list([echoing(f.communication('503'))]),
      ),
    );

    const full = await api.history.search({ include: 'all' });
    expectNoEcho(full);
    // What the cache stores and reads back: the named fields, a chat message's included.
    expect(JSON.parse(full.rows[0]!.json)).toEqual({
      ...f.communicationFull,
      oid: '502',
      objectType: 'XCCUserChat',
      chatSession: { oid: '77', objectType: 'XCCChatSession', commonName: 'Quote' },
      original: { oid: '501', objectType: 'XCCUserChat', participants: [] },
    });

    const list = await api.history.search({});
    expectNoEcho(list);
    expect(JSON.parse(list.rows[0]!.json)).toEqual(f.communication('503'));
  });
});
