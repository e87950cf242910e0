import { toLogRow } from '../../../shared/contract';
import { formatTimestamp, type LogItem, type LogItemFull } from '../../../shared/interface';
import { patch } from '../../api';
import { following, type Page } from '../../api/paging';
import { type Handlers } from '../handler-registry';
import { ReadAhead } from '../read-ahead';
import { type HandlerContext } from './context';

/** A walk asks for its next page within a round trip; a page older than this is read again. */
const READ_AHEAD_MAX_AGE_MS = 10_000;
/**
 * Pages of a walk read ahead: the server's pages hold at most 100 items, so the download of a
 * long log is a chain of many round trips; a few in hand keep it from waiting on each.
 */
const READ_AHEAD_DEPTH = 4;

/** Per client, one owner of pages read ahead for each chain of a walk (`HistorySearch.chain`). */
const chains = new WeakMap<object, Map<number, object>>();

function chainOf(client: object, chain: number): object {
  let owners = chains.get(client);
  if (!owners) chains.set(client, (owners = new Map<number, object>()));
  let owner = owners.get(chain);
  if (!owner) owners.set(chain, (owner = {}));
  return owner;
}

/**
 * History: the communication log (4.18, with the server's clock), marking items seen
 * (communications_update.html) and call reviews (4.20). The log's items go to the renderer as
 * rows (`LogRow`), checked here against the representation asked for.
 */
export function historyHandlers({
  session,
}: HandlerContext): Pick<Handlers, 'history.search' | 'history.markSeen' | 'history.review'> {
  const ahead = new ReadAhead<Page<LogItem | LogItemFull>>({
    maxAgeMs: READ_AHEAD_MAX_AGE_MS,
    now: Date.now,
    depth: READ_AHEAD_DEPTH,
  });
  return {
    'history.search': ({ chain, ...params }) =>
      session.withClient(async (client) => {
        const owner = chain === undefined ? client : chainOf(client, chain);
        const page = await ahead.read(owner, params, () => client.communications.search(params));
        // A walk older, not at its end: the next page is `before=previousId` (4.18 rule 3), the
        // cursor alone (a chain that started at a date goes on by cursor).
        const descending = params.order !== 'ascending' && params.orderBy === undefined;
        const { until: _until, ...byCursor } = params;
        const next = descending ? following(page, byCursor, 'older') : undefined;
        if (chain !== undefined && next !== undefined) {
          ahead.start(
            owner,
            next,
            (p) => client.communications.search(p),
            (p, asked) => following(p, asked, 'older'),
          );
        }
        const { previousId, nextId, serverDate } = page;
        // An item without a lastModified is as new as this read, by the server's clock.
        const readAt = formatTimestamp(serverDate ?? Date.now());
        return {
          rows: page.items.map((item) => toLogRow(item, params.include === 'all', readAt)),
          ...(previousId !== undefined && { previousId }),
          ...(nextId !== undefined && { nextId }),
          ...(serverDate !== undefined && { serverDate }),
        };
      }),
    'history.markSeen': async ({ oids }) => {
      const seen = patch('communication').replace('displayed', true);
      await session.withClient((client) =>
        Promise.all(oids.map((oid) => client.communications.update(oid, seen))),
      );
    },
    'history.review': async ({ id, review }) => {
      await session.withClient((client) => client.communications.review(id, review));
    },
  };
}
