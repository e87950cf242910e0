import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { type CallReview } from '../../../shared/interface';
import {
  BOTTOM,
  TOP,
  dateEndKey,
  dateStartKey,
  newestFirst,
  type CachedCommunication,
} from '../../cache';
import { DateField } from '../../components/DateField';
import { useAccountData, type AccountData } from '../../data';
import { LazySection } from '../../shell/lazy-section';
import { useAppStore } from '../../state/app-store';
import { counterpartOf } from '../../state/counterpart';
import { kindFilters, listDate, localDayBounds } from './format';
import { entryKind } from '../../state/entry-kind';
import { setHistoryView, useHistoryView } from '../../state/history-view';
import { historyDetailChunk } from './detail-chunk';
import { HistoryRows, type RowsProps } from './HistoryRows';
import { RateCallDialog } from './RateCallDialog';
import { queueReview } from './review-actions';
import { SyncStatus } from './SyncStatus';
import { inScope, useHistoryList, useRows, type ListScope } from '../../data/use-history-list';
import { useServerFill } from './use-server-fill';
import '../../styles/history.css';

/** History (issue 5): the whole communication log from the local cache. */
export function History() {
  const state = useAccountData();
  const intl = useIntl();
  if (state.status === 'opening') {
    return (
      <p className="muted">
        {intl.formatMessage({ id: state.upgrading ? 'data.upgrading' : 'history.opening' })}
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className="history-status history-status-error" role="alert">
        <span>{state.error.sentence}</span>
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={state.retry}
        >
          {intl.formatMessage({ id: 'common.tryAgain' })}
        </button>
        {state.clearAndRetry && (
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => void state.clearAndRetry?.()}
          >
            {intl.formatMessage({ id: 'common.clearAndResync' })}
          </button>
        )}
      </div>
    );
  }
  return <HistoryView data={state.data} />;
}

function HistoryView({ data }: { data: AccountData }) {
  const intl = useIntl();
  const offline = useAppStore((s) => s.connectivity.status === 'offline');
  const { query, kind, from, until, mostRecent: mru, missed } = useHistoryView();
  const [selected, setSelected] = useState<CachedCommunication | undefined>();
  // A notification's click names a communication: History shows it, opening or already open.
  const focus = useAppStore((s) => s.historyFocus);
  useEffect(() => {
    if (focus === undefined) return;
    // Taken: the same call clicked again later asks again.
    useAppStore.getState().clearHistoryFocus();
    void data.cache
      .get(focus)
      .then((entry) => entry && setSelected(entry))
      .catch(() => {});
  }, [data, focus]);
  const [rating, setRating] = useState<CachedCommunication | undefined>();
  // The ratings the server took: on their calls' rows and in the form opened again.
  const ratings = useLiveQuery(() => data.outbox.ratings(), [data]);
  const search = useDeferredValue(query.trim());

  const scope = useMemo<ListScope>(() => {
    const fromDay = localDayBounds(from);
    const untilDay = localDayBounds(until);
    return {
      ...(kind && { filter: { kind } }),
      fromKey: untilDay ? dateEndKey(untilDay.end) : TOP,
      floorKey: fromDay ? dateStartKey(fromDay.start) : BOTTOM,
    };
  }, [kind, from, until]);

  const fill = useServerFill(data, { name: search, mru, missed, from, until });

  const onSelect = useCallback((entry: CachedCommunication) => setSelected(entry), []);
  // A filter that hides the selected entry takes it out of the details pane too.
  const onHidden = useCallback(() => setSelected(undefined), []);
  const submitReview = useCallback(
    (oid: string) => (review: CallReview) => queueReview(data, oid, review),
    [data],
  );

  const filtered = search !== '' || mru || missed;
  return (
    <div className="history">
      <div className="history-top">
        <SyncStatus data={data} offline={offline} />
      </div>
      <div
        className="history-toolbar"
        data-pane
        role="search"
        aria-label={intl.formatMessage({ id: 'history.toolbar' })}
      >
        <label className="history-field history-search">
          <span className="sr-only">{intl.formatMessage({ id: 'history.toolbar.search' })}</span>
          <input
            type="search"
            placeholder={intl.formatMessage({ id: 'history.toolbar.search.placeholder' })}
            value={query}
            onChange={(e) => setHistoryView({ query: e.target.value })}
            aria-label={intl.formatMessage({ id: 'history.toolbar.search' })}
          />
        </label>
        <label className="history-field">
          <span className="field-label">{intl.formatMessage({ id: 'history.toolbar.kind' })}</span>
          <select value={kind} onChange={(e) => setHistoryView({ kind: e.target.value })}>
            <option value="">{intl.formatMessage({ id: 'history.toolbar.kind.all' })}</option>
            {kindFilters.map((k) => (
              <option key={k.value} value={k.value}>
                {intl.formatMessage({ id: k.label })}
              </option>
            ))}
          </select>
        </label>
        <label className="history-field">
          <span className="field-label">{intl.formatMessage({ id: 'history.toolbar.from' })}</span>
          <DateField
            label={intl.formatMessage({ id: 'history.toolbar.from' })}
            value={from}
            onChange={(day) => setHistoryView({ from: day })}
          />
        </label>
        <label className="history-field">
          <span className="field-label">{intl.formatMessage({ id: 'history.toolbar.until' })}</span>
          <DateField
            label={intl.formatMessage({ id: 'history.toolbar.until' })}
            value={until}
            onChange={(day) => setHistoryView({ until: day })}
          />
        </label>
        <button
          type="button"
          className={`button button-small ${mru ? 'button-primary' : 'button-secondary'}`}
          aria-pressed={mru}
          onClick={() => setHistoryView({ mostRecent: !mru })}
        >
          {intl.formatMessage({ id: 'history.toolbar.mru' })}
        </button>
        <button
          type="button"
          className={`button button-small ${missed ? 'button-primary' : 'button-secondary'}`}
          aria-pressed={missed}
          onClick={() => setHistoryView({ missed: !missed })}
        >
          {intl.formatMessage({ id: 'history.toolbar.missed' })}
        </button>
      </div>
      {fill.note && (
        <p className="history-note" role="status">
          {fill.note}
        </p>
      )}
      <div className="history-body">
        <div className="history-list-pane" data-pane>
          {filtered ? (
            <ResultList
              data={data}
              query={search}
              mru={mru}
              missed={missed}
              kind={kind}
              scope={scope}
              serverItems={fill.items}
              ratings={ratings}
              selected={selected}
              onSelect={onSelect}
              onHidden={onHidden}
            />
          ) : (
            <LiveList
              data={data}
              scope={scope}
              ratings={ratings}
              selected={selected}
              onSelect={onSelect}
              onHidden={onHidden}
            />
          )}
        </div>
        {/* Focusable: a long entry scrolls here, and a keyboard must be able to scroll it. */}
        <section
          className="history-detail-pane"
          data-pane
          aria-label={intl.formatMessage({ id: 'history.details' })}
          tabIndex={0}
        >
          {selected ? (
            <LazySection
              chunk={historyDetailChunk}
              label={intl.formatMessage({ id: 'history.details' })}
              props={{
                data,
                oid: selected.oid,
                rated: ratings?.get(selected.oid),
                onRate: () => {
                  void data.cache.get(selected.oid).then(setRating);
                },
              }}
            />
          ) : (
            <p className="muted history-detail-empty">
              {intl.formatMessage({ id: 'history.details.empty' })}
            </p>
          )}
        </section>
      </div>
      {rating && (
        <RateCallDialog
          callName={intl.formatMessage(
            { id: 'rate.callName' },
            {
              kind: entryKind(rating),
              name: counterpartOf(rating).label,
              date: listDate(intl, rating.item.date),
            },
          )}
          initial={ratings?.get(rating.oid)?.review}
          onSubmit={submitReview(rating.oid)}
          onClose={() => setRating(undefined)}
        />
      )}
    </div>
  );
}

/** The whole log (or a kind, or a date range), newest first, live from the cache. */
function LiveList({
  data,
  scope,
  ratings,
  selected,
  onSelect,
  onHidden,
}: {
  data: AccountData;
  scope: ListScope;
  ratings: RowsProps['ratings'];
  selected: CachedCommunication | undefined;
  onSelect: (entry: CachedCommunication) => void;
  /** The selected entry is not in this list. */
  onHidden: () => void;
}) {
  const intl = useIntl();
  const list = useHistoryList(data, scope);
  const hidden = selected !== undefined && !inScope(selected, scope);
  useEffect(() => {
    if (hidden) onHidden();
  }, [hidden, onHidden]);
  const [range, setRange] = useState<[number, number]>([0, 40]);
  const rows = useRows(data, list.keys, range[0], range[1]);
  const keys = list.keys;
  const onRange = useCallback((a: number, b: number) => setRange([a, b]), []);
  // Stable while the skeleton is: the virtualizer lays out every row again (100 000 of them)
  // whenever its key function changes, which on each scroll frame cost ~20 ms.
  const keyAt = useCallback((i: number) => keys?.[i] ?? String(i), [keys]);
  if (!keys) {
    return <p className="muted">{intl.formatMessage({ id: 'history.list.readingCache' })}</p>;
  }
  const footer = list.failure
    ? intl.formatMessage({ id: 'history.list.failed' }, { reason: list.failure.sentence })
    : list.loading
      ? intl.formatMessage({ id: 'history.list.loadingOlder' })
      : list.reachedEnd
        ? intl.formatMessage({
            id: keys.length === 0 ? 'history.list.nothing' : 'history.list.beginning',
          })
        : undefined;
  return (
    <HistoryRows
      count={keys.length}
      keyAt={keyAt}
      ratings={ratings}
      rowAt={(i) => rows.get(keys[i] ?? '')}
      selected={selected?.oid}
      onSelect={onSelect}
      onRange={onRange}
      onNearEnd={list.more}
      footer={footer}
    />
  );
}

/**
 * Search and "most recent contacts": what the cache holds shows at once; what the server
 * answers is stored and merged in.
 */
function ResultList({
  data,
  query,
  mru,
  missed,
  kind,
  scope,
  serverItems,
  ratings,
  selected,
  onSelect,
  onHidden,
}: {
  data: AccountData;
  query: string;
  mru: boolean;
  /** Missed calls only: the cache's newest calls that were missed, and the server's. */
  missed: boolean;
  kind: string;
  scope: ListScope;
  serverItems: CachedCommunication[] | undefined;
  ratings: RowsProps['ratings'];
  selected: CachedCommunication | undefined;
  onSelect: (entry: CachedCommunication) => void;
  /** The selected entry is not among the results. */
  onHidden: () => void;
}) {
  const intl = useIntl();
  const local = useLiveQuery(async () => {
    if (mru) return localMostRecent(data);
    // Missed calls: the newest cached calls; `shown` below keeps the missed ones.
    if (missed && query === '') return data.cache.readOlder(TOP, 2000, { kind: 'CallLog' });
    return (await data.cache.find(query, { limit: 1000, ...(kind && { kind }) })).items;
  }, [data, query, mru, missed, kind]);
  const items = useMemo(() => {
    const shown = (e: CachedCommunication) =>
      inScope(e, scope) && (!missed || entryKind(e) === 'missed');
    if (mru && serverItems) return serverItems.filter(shown);
    const merged = new Map<string, CachedCommunication>();
    for (const e of [...(local ?? []), ...(serverItems ?? [])]) if (shown(e)) merged.set(e.oid, e);
    return [...merged.values()].sort(newestFirst);
  }, [local, serverItems, mru, missed, scope]);
  const answered = local !== undefined || serverItems !== undefined;
  const hidden = answered && selected !== undefined && !items.some((e) => e.oid === selected.oid);
  useEffect(() => {
    if (hidden) onHidden();
  }, [hidden, onHidden]);
  if (!answered) {
    return <p className="muted">{intl.formatMessage({ id: 'history.list.searching' })}</p>;
  }
  return (
    <HistoryRows
      count={items.length}
      ratings={ratings}
      keyAt={(i) => items[i]?.oid ?? String(i)}
      rowAt={(i) => items[i]}
      selected={selected?.oid}
      onSelect={onSelect}
      footer={
        items.length === 0
          ? intl.formatMessage({ id: 'history.list.noMatches' })
          : intl.formatMessage({ id: 'history.list.shown' }, { count: items.length })
      }
    />
  );
}

/**
 * The latest entry per counterpart among the newest cached entries (offline "most recent"). A
 * chat's counterpart is its session, as for the server's `order_by=mru`.
 */
async function localMostRecent(data: AccountData): Promise<CachedCommunication[]> {
  const recent = await data.cache.readOlder(TOP, 2000);
  const seen = new Set<string>();
  return recent.filter((e) => {
    const key = e.session !== undefined ? `session:${e.session}` : counterpartOf(e).key;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
