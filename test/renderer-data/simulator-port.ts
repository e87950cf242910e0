import { type ApiClient } from '../../src/main/api';
import { type HandlerContext } from '../../src/main/core/handlers';
import { historyHandlers } from '../../src/main/core/handlers/history';
import { type ServerPort } from '../../src/renderer/cache';

/**
 * The data layer's port over the real API client (talking HTTP to the simulator): the port the
 * renderer gets is a thin adapter over the same calls.
 */
export function portOf(client: ApiClient): ServerPort {
  // Main's handler: the rows the bridge hands the renderer.
  const search = historyHandlers({
    session: { withClient: (run) => run(client) },
  } as HandlerContext)['history.search'];
  return {
    searchCommunications: async (params) => search(params),
    sendChat: (session, body) => client.chats.send(session, body),
    reply: (session, message, body) => client.chats.reply(session, message, body),
    chatMessages: (session, params) => client.chats.messages(session, params),
    reviewCall: (id, review) => client.communications.review(id, review),
  };
}
