import { toLogRow } from '../../../shared/contract';
import { type Handlers } from '../handler-registry';
import { type HandlerContext } from './context';

/**
 * History: the communication log (4.18, with the server's clock) and call reviews (4.20). The
 * log's items go to the renderer as rows (`LogRow`), checked here against the representation
 * asked for.
 */
export function historyHandlers({
  session,
}: HandlerContext): Pick<Handlers, 'history.search' | 'history.review'> {
  return {
    'history.search': (params) =>
      session.withClient(async (client) => {
        const page = await client.communications.search(params);
        const { previousId, nextId, serverDate } = page;
        return {
          rows: page.items.map((item) => toLogRow(item, params.include === 'all')),
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
