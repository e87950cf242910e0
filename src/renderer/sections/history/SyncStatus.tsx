import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useStore } from 'zustand';
import { type AccountData } from '../../data';

/**
 * Where History stands with the server, in a sentence: up to date (live, or how often it checks),
 * updating, offline (showing the cache), or failing with the way out.
 */
export function SyncStatus({ data, offline }: { data: AccountData; offline: boolean }) {
  const status = useStore(data.sync.status);
  const live = useStore(data.live.status);
  const intl = useIntl();
  const [clearing, setClearing] = useState(false);
  const seconds = Math.round(live.intervalMs / 1000);
  const updated =
    status.lastSuccessAt === undefined
      ? undefined
      : intl.formatTime(status.lastSuccessAt, { hour: '2-digit', minute: '2-digit' });

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
            {intl.formatMessage({ id: clearing ? 'common.clearing' : 'common.clearAndResync' })}
          </button>
        )}
      </div>
    );
  }
  let text: string;
  if (offline || status.state === 'offline') {
    text =
      updated === undefined
        ? intl.formatMessage({ id: 'history.sync.offline' })
        : intl.formatMessage({ id: 'history.sync.offline.updated' }, { time: updated });
  } else if (status.state === 'syncing' && status.lastSuccessAt === undefined) {
    text = intl.formatMessage({ id: 'history.sync.downloading' });
  } else if (status.state === 'error') {
    text = status.sentence ?? intl.formatMessage({ id: 'history.sync.failed' });
  } else {
    const upToDate =
      live.state === 'live'
        ? updated === undefined
          ? 'history.sync.live'
          : 'history.sync.live.updated'
        : updated === undefined
          ? 'history.sync.upToDate'
          : 'history.sync.upToDate.updated';
    text = intl.formatMessage({ id: upToDate }, { seconds, time: updated });
  }
  return (
    <p
      className={`history-status${offline || status.state === 'offline' ? ' history-status-offline' : ''}`}
      role="status"
      aria-label={intl.formatMessage({ id: 'history.sync' })}
    >
      {text}
    </p>
  );
}
