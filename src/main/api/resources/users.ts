import {
  cursorParamsSchema,
  phoneLineListSchema,
  presenceListSchema,
  presenceSearchSchema,
  userListSchema,
  userSearchSchema,
  type CursorParams,
  type PresenceSearch,
  type UserSearch,
} from '../../../shared/interface';
import { type CallOptions } from '../http';
import { type Caller } from '../session';
import { checkParams, cursorQuery, fetchPage, includeQuery, walker, whereQuery } from './kit';

/** 4.8 the user directory. */
export function usersApi(call: Caller) {
  const list = (params?: UserSearch, options?: CallOptions) =>
    fetchPage(call, () => {
      const p = checkParams('users.list', userSearchSchema, params);
      return {
        operation: 'users.list',
        query: { ...cursorQuery(p), where: whereQuery(p.where), include: includeQuery(p.include) },
        response: userListSchema,
        ...options,
      };
    });
  return {
    list,
    walk: walker(list, 'ascending'),
  };
}

/** `GET /phonelines` (beyond the interface): the lines an external chat session can use. */
export function phoneLinesApi(call: Caller) {
  const list = (params?: CursorParams, options?: CallOptions) =>
    fetchPage(call, () => ({
      operation: 'phoneLines.list',
      query: cursorQuery(checkParams('phoneLines.list', cursorParamsSchema, params)),
      response: phoneLineListSchema,
      ...options,
    }));
  return {
    list,
    walk: walker(list, 'ascending'),
  };
}

/** `GET /presence` (beyond the interface; guide: addressables_presence.html), by entry id. */
export function presenceApi(call: Caller) {
  const list = (params?: PresenceSearch, options?: CallOptions) =>
    fetchPage(call, () => ({
      operation: 'presence.list',
      query: cursorQuery(checkParams('presence.list', presenceSearchSchema, params)),
      response: presenceListSchema,
      ...options,
    }));
  return {
    list,
    walk: walker(list, 'ascending'),
  };
}
