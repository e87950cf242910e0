import { type Handlers } from '../handler-registry';
import { type HandlerContext } from './context';

/** History: the communication log (4.18, with the server's clock) and call reviews (4.20). */
export function historyHandlers({
  session,
}: HandlerContext): Pick<Handlers, 'history.search' | 'history.review'> {
  return {
    'history.search': (params) =>
      session.withClient(async (client) => {
        const { items, previousId, nextId, serverDate } =
          await client.communications.search(params);
        return {
          items,
          ...(previousId !== undefined && { previousId }),
          ...(nextId !== undefined && { nextId }),
          ...(serverDate !== undefined && { serverDate }),
        };
      }),
    'history.review': async ({ id, review }) => {
      await session.withClient((client) => client.communications.review(id, review));
    },
  };
}
