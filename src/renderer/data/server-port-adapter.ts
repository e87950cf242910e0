import { type Api, type LogRow } from '../../shared/contract';
import { type ServerPort } from '../cache';

export interface PortObserver {
  /** Every log page's server time (the sync engine's clock). */
  serverDate?: (serverDate: number) => void;
  /** Every log page that answered a lastModified window: what just changed on the server. */
  changed?: (rows: readonly LogRow[]) => void;
}

/**
 * The data layer's `ServerPort` over the bridge (`window.api`): History's calls for the log and
 * reviews, Conversations' calls for the outbox's chat writes and reads. Failures pass through
 * as the bridge's `BridgeError`, which the data layer reads with `toPortFailure`.
 */
export function createServerPort(api: Api, observer: PortObserver = {}): ServerPort {
  return {
    async searchCommunications(params) {
      const { serverDate, ...page } = await api.history.search(params);
      if (serverDate !== undefined) observer.serverDate?.(serverDate);
      if (params.lastModifiedFrom !== undefined) observer.changed?.(page.rows);
      return page;
    },
    sendChat: (session, { text, clientId, attachment }) => {
      // The outbox queues files inline (4.2); a reference to a stored file has no call here.
      if (attachment && !('contentsB64String' in attachment)) {
        return Promise.reject(new TypeError('only inline attachments are sent from the outbox'));
      }
      return api.chat.send({
        session,
        ...(text !== undefined && { text }),
        ...(clientId !== undefined && { clientId }),
        ...(attachment && { attachment }),
      });
    },
    reply: (session, messageOid, { text, clientId }) =>
      api.chat.reply({ session, messageOid, text, ...(clientId !== undefined && { clientId }) }),
    chatMessages: (session, { before, after, limit }) =>
      api.chat.messages({
        session,
        ...(before !== undefined && { before }),
        ...(after !== undefined && { after }),
        ...(limit !== undefined && { limit }),
      }),
    reviewCall: (id, review) => api.history.review({ id, review }),
  };
}
