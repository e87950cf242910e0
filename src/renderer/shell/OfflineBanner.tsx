import { useState } from 'react';
import { useIntl } from 'react-intl';
import { type Api, type Connectivity } from '../../shared/contract';
import { icons } from '../components/icons';

/** Says plainly that the server is out of reach, and lets the user check again now. */
export function OfflineBanner({ api, connectivity }: { api: Api; connectivity: Connectivity }) {
  const [checking, setChecking] = useState(false);
  const intl = useIntl();
  if (connectivity.status !== 'offline') return null;
  return (
    <div className="banner banner-warning" role="alert">
      {icons.offline}
      <span>{connectivity.sentence ?? intl.formatMessage({ id: 'offline.sentence' })}</span>
      <button
        type="button"
        className="button button-ghost button-small"
        disabled={checking}
        onClick={() => {
          setChecking(true);
          void api.connectivity
            .check()
            .catch(() => {})
            .finally(() => setChecking(false));
        }}
      >
        {intl.formatMessage({ id: checking ? 'offline.checking' : 'offline.retry' })}
      </button>
    </div>
  );
}
