import { useState } from 'react';
import { useStore } from 'zustand';
import { type AccountData } from '../../data';

const time = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/**
 * Where History stands with the server, in a sentence: up to date (live, or how often it checks),
 * updating, offline (showing the cache), or failing with the way out.
 */
export function SyncStatus({ data, offline }: { data: AccountData; offline: boolean }) {
  const status = useStore(data.sync.status);
  const live = useStore(data.live.status);
  const [clearing, setClearing] = useState(false);
  const every =
    live.state === 'live'
      ? 'Live updates'
      : `Checks for changes every ${Math.round(live.intervalMs / 1000)} s`;
  const updated =
    status.lastSuccessAt === undefined ? '' : ` · Updated ${time.format(status.lastSuccessAt)}`;

  if (status.cacheError) {
    const error = status.cacheError;
    return (
      <div className="history-status history-status-error" role="alert">
        <span>{error.sentence}</span>
        {error.clearAndResync && (
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={clearing}
            onClick={() => {
              setClearing(true);
              void error.clearAndResync?.().finally(() => setClearing(false));
            }}
          >
            {clearing ? 'Clearing…' : 'Clear cache and resync'}
          </button>
        )}
      </div>
    );
  }
  let text: string;
  if (offline || status.state === 'offline') {
    text = `Offline — showing what is on this computer${updated}`;
  } else if (status.state === 'syncing' && status.lastSuccessAt === undefined) {
    text = 'Downloading your history…';
  } else if (status.state === 'error') {
    text = status.sentence ?? 'History could not be updated. It will try again.';
  } else {
    text = `Up to date · ${every}${updated}`;
  }
  return (
    <p
      className={`history-status${offline || status.state === 'offline' ? ' history-status-offline' : ''}`}
      role="status"
      aria-label="History sync"
    >
      {text}
    </p>
  );
}
