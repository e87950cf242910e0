import { useEffect, useState } from 'react';
import { t } from '../../../shared/i18n';
import { toPortFailure, type CachedCommunication, type ServerSearch } from '../../cache';
import { useChanged } from '../../components/use-changed';
import { type AccountData } from '../../data';
import { localDayBounds } from './format';

const DEBOUNCE_MS = 350;
const NOTHING: ServerFill = { items: undefined, note: undefined };

export interface ServerFill {
  /** What the server answered (stored in the cache too), in its order; undefined until then. */
  items: CachedCommunication[] | undefined;
  /** Said when the server could not be asked: the view shows what the cache holds. */
  note: string | undefined;
}

/**
 * A name search, "most recent contacts" or missed calls asked of the server (4.18 `name`,
 * `order_by=mru`, `only_missed_calls`, with the date range), after the cached matches are
 * already on screen. The answer is stored in
 * the cache, so it is there offline next time.
 */
export function useServerFill(
  data: AccountData,
  view: { name: string; mru: boolean; missed: boolean; from: string; until: string },
): ServerFill {
  const { name, mru, missed, from, until } = view;
  const [fill, setFill] = useState<ServerFill>(NOTHING);
  // Another view shows nothing from the server until the server answers it.
  if (useChanged([data, name, mru, missed, from, until])) setFill(NOTHING);

  useEffect(() => {
    if (!mru && !missed && name.length < 2) return;
    let cancelled = false;
    const fromDay = localDayBounds(from);
    const untilDay = localDayBounds(until);
    const params: ServerSearch = {
      limit: mru ? 100 : 200,
      ...(mru ? { orderBy: 'mru' as const } : name.length >= 2 && { name }),
      ...(missed && { onlyMissedCalls: true }),
      ...(fromDay && { from: fromDay.start }),
      ...(untilDay && { until: untilDay.end }),
    };
    const timer = setTimeout(() => {
      void (async () => {
        try {
          const items = await data.pager.searchServer(params);
          if (!cancelled) setFill({ items, note: undefined });
        } catch (error) {
          if (cancelled) return;
          setFill({
            items: undefined,
            note: t(
              mru ? 'history.fill.mru' : missed ? 'history.fill.missed' : 'history.fill.search',
              {
                reason: toPortFailure(error).sentence,
              },
            ),
          });
        }
      })();
    }, DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [data, name, mru, missed, from, until]);

  return fill;
}
