import { useCallback, useEffect, useState } from 'react';
import { type Api } from '../../../../shared/contract';
import { phoneLinesOf } from '../../../data/chats';

/**
 * One read of what a form offers to pick from (the server's lines, the licences it has shown):
 * undefined while on its way, null when it failed (the form then lets the user type an id).
 * `read` must keep its identity between renders (`useCallback`).
 */
export function useServerRead<T>(read: () => Promise<T>): T | null | undefined {
  const [value, setValue] = useState<T | null>();
  useEffect(() => {
    let live = true;
    read()
      .then((found) => live && setValue(found))
      .catch(() => live && setValue(null));
    return () => {
      live = false;
    };
  }, [read]);
  return value;
}

/** The server's phone lines, which a template's keys and a line group pick from (one read). */
export function usePhoneLines(api: Api) {
  return useServerRead(useCallback(() => phoneLinesOf(api), [api]));
}
