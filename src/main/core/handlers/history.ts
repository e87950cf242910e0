import { type Page } from '../../api';
import { type Handlers } from '../handler-registry';
import { type HandlerContext } from './context';

/** History: the communication log (4.18, with the server's clock) and call reviews (4.20). */
export function historyHandlers({
  session,
}: HandlerContext): Pick<Handlers, 'history.search' | 'history.review'> {
  return {
    'history.search': (params) =>
      session.withClient(async (client) => {
        const { include, ...rest } = params;
        const cursors = ({ previousId, nextId, serverDate }: Page<unknown>) => ({
          ...(previousId !== undefined && { previousId }),
          ...(nextId !== undefined && { nextId }),
          ...(serverDate !== undefined && { serverDate }),
        });
        if (include === 'all') {
          const page = await client.communications.search({ ...rest, include });
          return { full: true as const, items: page.items, ...cursors(page) };
        }
        const page = await client.communications.search(rest);
        return { full: false as const, items: page.items, ...cursors(page) };
      }),
    'history.review': async ({ id, review }) => {
      await session.withClient((client) => client.communications.review(id, review));
    },
  };
}
