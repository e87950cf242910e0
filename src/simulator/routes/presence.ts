import { z } from 'zod';
import { ok, type Handler } from '../context';
import { pagedList } from '../envelope';
import { parseInput } from '../errors';
import { takePage } from '../paging';
import { limitParam, pageRequest } from '../query';
import { cursorSchema } from '../../shared/interface';
import { presenceView } from '../views/presence';

/** The guide names `limit`, `before` and `after`; no order. */
const presenceQuery = z.strictObject({
  limit: limitParam.optional(),
  before: cursorSchema.optional(),
  after: cursorSchema.optional(),
});

/**
 * Beyond the interface (guide: addressables_presence.html): one entry per enabled user of the
 * caller's tenant, by entry id (the user's line), paged by entry id as the guide's example is.
 */
const listPresence: Handler = (ctx) => {
  const { store } = ctx.state;
  const query = parseInput(presenceQuery, ctx.query ?? {}, 'query');
  const users = store.inTenant(store.usersByTenant, ctx.tenant.oid);
  const page = takePage(users, pageRequest(query, 'ascending'), {
    accept: (user) => !user.disabled,
    find: (id) => users.items.find((user) => user.primaryLine.oid === id),
    cursor: (user) => user.primaryLine.oid,
  });
  const now = ctx.state.clock.nowMs();
  const data = page.items.map((user) => ({ object: presenceView(user, now) }));
  return ok(pagedList(ctx.url, page, data));
};

export const presenceHandlers = { 'presence.list': listPresence };
