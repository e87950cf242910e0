import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { type CallReview } from '../../../shared/interface';
import {
  BOTTOM,
  TOP,
  dateEndKey,
  dateStartKey,
  newestFirst,
  type CachedCommunication,
} from '../../cache';
import {
  promptFrequency,
  setPromptFrequency,
  UPGRADING_SENTENCE,
  useAccountData,
  type AccountData,
} from '../../data';
import { promptFrequencies, type PromptFrequency } from '../../review-prompt';
import { useChanged } from '../../components/use-changed';
import { useAppStore } from '../../state/app-store';
import { counterpartOf } from './counterpart';
import { entryKind, kindFilters, kindLabels, listDate, localDayBounds } from './format';
import { HistoryDetail } from './HistoryDetail';
import { HistoryRows } from './HistoryRows';
import { RateCallDialog } from './RateCallDialog';
import { queueReview } from './review-actions';
import { SyncStatus } from './SyncStatus';
import { useHistoryList, useRows, type ListScope } from './use-history-list';
import { useServerFill } from './use-server-fill';
import '../../styles/history.css';

/** History (issue 5): the whole communication log from the local cache. */
export function History() {
  const state = useAccountData();
  if (state.status === 'opening') {
    return (
      <p className="muted">{state.upgrading ? UPGRADING_SENTENCE : 'Opening your history…'}</p>
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
          Try again
        </button>
        {state.clearAndRetry && (
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => void state.clearAndRetry?.()}
          >
            Clear cache and resync
          </button>
        )}
      </div>
    );
  }
  return <HistoryView data={state.data} />;
}

const frequencyLabels: Record<PromptFrequency, string> = {
  never: 'Never',
  sometimes: 'Sometimes',
  always: 'After every call',
};

function HistoryView({ data }: { data: AccountData }) {
  const offline = useAppStore((s) => s.connectivity.status === 'offline');
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState('');
  const [from, setFrom] = useState('');
  const [until, setUntil] = useState('');
  const [mru, setMru] = useState(false);
  // A notification's click names a communication: History shows it, opening or already open.
  const focus = useAppStore((s) => s.historyFocus);
  const [selected, setSelected] = useState<string | undefined>(focus);
  if (useChanged([focus]) && focus !== undefined) setSelected(focus);
  useEffect(() => {
    // Shown: the same call clicked again later asks again.
    if (focus !== undefined) useAppStore.getState().clearHistoryFocus();
  }, [focus]);
  const [rating, setRating] = useState<CachedCommunication | undefined>();
  const frequency = useStore(promptFrequency, (s) => s.frequency);
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

  const fill = useServerFill(data, { name: search, mru, from, until });

  const onSelect = useCallback((entry: CachedCommunication) => setSelected(entry.oid), []);
  const submitReview = useCallback(
    (oid: string) => (review: CallReview) => queueReview(data, oid, review),
    [data],
  );

  const filtered = search !== '' || mru;
  return (
    <div className="history">
      <div className="history-top">
        <SyncStatus data={data} offline={offline} />
      </div>
      <div className="history-toolbar" role="search" aria-label="Filter history">
        <label className="history-field history-search">
          <span className="history-sr">Search history</span>
          <input
            type="search"
            placeholder="Search names and subjects"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            aria-label="Search history"
          />
        </label>
        <label className="history-field">
          <span className="field-label">Kind</span>
          <select value={kind} onChange={(e) => setKind(e.target.value)}>
            <option value="">All kinds</option>
            {kindFilters.map((k) => (
              <option key={k.value} value={k.value}>
                {k.label}
              </option>
            ))}
          </select>
        </label>
        <label className="history-field">
          <span className="field-label">From</span>
          <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label className="history-field">
          <span className="field-label">Until</span>
          <input type="date" value={until} onChange={(e) => setUntil(e.target.value)} />
        </label>
        <button
          type="button"
          className={`button button-small ${mru ? 'button-primary' : 'button-secondary'}`}
          aria-pressed={mru}
          onClick={() => setMru((v) => !v)}
        >
          Most recent contacts
        </button>
        <label className="history-field history-prompt-setting">
          <span className="field-label">Ask to rate calls</span>
          <select
            value={frequency}
            onChange={(e) => setPromptFrequency(e.target.value as PromptFrequency)}
          >
            {promptFrequencies.map((f) => (
              <option key={f} value={f}>
                {frequencyLabels[f]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {fill.note && (
        <p className="history-note" role="status">
          {fill.note}
        </p>
      )}
      <div className="history-body">
        <div className="history-list-pane">
          {filtered ? (
            <ResultList
              data={data}
              query={search}
              mru={mru}
              kind={kind}
              scope={scope}
              serverItems={fill.items}
              selected={selected}
              onSelect={onSelect}
            />
          ) : (
            <LiveList data={data} scope={scope} selected={selected} onSelect={onSelect} />
          )}
        </div>
        <section className="history-detail-pane" aria-label="Details">
          {selected ? (
            <HistoryDetail
              data={data}
              oid={selected}
              onRate={() => {
                void data.cache.get(selected).then(setRating);
              }}
            />
          ) : (
            <p className="muted history-detail-empty">Select an entry to see its details.</p>
          )}
        </section>
      </div>
      {rating && (
        <RateCallDialog
          callName={`${kindLabels[entryKind(rating)]} with ${counterpartOf(rating).label} · ${listDate(rating.item.date)}`}
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
  selected,
  onSelect,
}: {
  data: AccountData;
  scope: ListScope;
  selected: string | undefined;
  onSelect: (entry: CachedCommunication) => void;
}) {
  const list = useHistoryList(data, scope);
  const [range, setRange] = useState<[number, number]>([0, 40]);
  const rows = useRows(data, list.keys, range[0], range[1]);
  const keys = list.keys;
  const onRange = useCallback((a: number, b: number) => setRange([a, b]), []);
  // Stable while the skeleton is: the virtualizer lays out every row again (100 000 of them)
  // whenever its key function changes, which on each scroll frame cost ~20 ms.
  const keyAt = useCallback((i: number) => keys?.[i] ?? String(i), [keys]);
  // Drawn: the first rows are read, or the cache has none in scope.
  const drawn = keys !== undefined && (keys.length === 0 || rows.size > 0);
  useEffect(() => {
    if (drawn) data.firstScreen.markDrawn();
  }, [data, drawn]);
  if (!keys) return <p className="muted">Reading the cache…</p>;
  const footer = list.failure
    ? `${list.failure.sentence} Older entries will load when the server can be reached.`
    : list.loading
      ? 'Loading older entries…'
      : list.reachedEnd
        ? keys.length === 0
          ? 'Nothing here.'
          : 'That is the beginning of your history.'
        : undefined;
  return (
    <HistoryRows
      count={keys.length}
      keyAt={keyAt}
      rowAt={(i) => rows.get(keys[i] ?? '')}
      selected={selected}
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
  kind,
  scope,
  serverItems,
  selected,
  onSelect,
}: {
  data: AccountData;
  query: string;
  mru: boolean;
  kind: string;
  scope: ListScope;
  serverItems: CachedCommunication[] | undefined;
  selected: string | undefined;
  onSelect: (entry: CachedCommunication) => void;
}) {
  const local = useLiveQuery(async () => {
    if (mru) return localMostRecent(data);
    return (await data.cache.find(query, { limit: 1000, ...(kind && { kind }) })).items;
  }, [data, query, mru, kind]);
  const items = useMemo(() => {
    const inScope = (e: CachedCommunication) =>
      e.sortKey < scope.fromKey &&
      e.sortKey > (scope.floorKey ?? BOTTOM) &&
      (!kind || e.kind === kind);
    if (mru && serverItems) return serverItems.filter(inScope);
    const merged = new Map<string, CachedCommunication>();
    for (const e of [...(local ?? []), ...(serverItems ?? [])])
      if (inScope(e)) merged.set(e.oid, e);
    return [...merged.values()].sort(newestFirst);
  }, [local, serverItems, mru, kind, scope]);
  if (!local && !serverItems) return <p className="muted">Searching…</p>;
  return (
    <HistoryRows
      count={items.length}
      keyAt={(i) => items[i]?.oid ?? String(i)}
      rowAt={(i) => items[i]}
      selected={selected}
      onSelect={onSelect}
      footer={items.length === 0 ? 'No matches.' : `${items.length} shown`}
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
