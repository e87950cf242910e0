import { useState } from 'react';
import { type Api, type Connectivity } from '../../shared/contract';
import { icons } from '../components/icons';

/** Says plainly that the server is out of reach, and lets the user check again now. */
export function OfflineBanner({ api, connectivity }: { api: Api; connectivity: Connectivity }) {
  const [checking, setChecking] = useState(false);
  if (connectivity.status !== 'offline') return null;
  return (
    <div className="banner banner-warning" role="alert">
      {icons.offline}
      <span>{connectivity.sentence ?? "Can't reach the server. Switchboard keeps trying."}</span>
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
        {checking ? 'Checking…' : 'Retry now'}
      </button>
    </div>
  );
}
