import { useIntl } from 'react-intl';
import { icons } from '../components/icons';
import { useAppStore } from '../state/app-store';
import { dismissUpdateBanner } from '../state/updates';

/**
 * The line itself (`UpdateBanner.tsx` decides when): "Switchboard 1.5.0 is ready." with Restart to
 * update, which Settings → About & updates runs (asking about unsent messages first), and a hide
 * until the next start. A chunk of its own with the `updates` area's messages: most starts never
 * show it.
 */
export function ReadyBanner({ version }: { version: string }) {
  const intl = useIntl();
  const askRestart = useAppStore((s) => s.askRestart);
  return (
    <div className="banner banner-info">
      <span>{intl.formatMessage({ id: 'updates.banner' }, { version })}</span>
      <button type="button" className="button button-primary button-small" onClick={askRestart}>
        {intl.formatMessage({ id: 'updates.restartToUpdate' })}
      </button>
      <button
        type="button"
        className="button button-ghost button-small"
        aria-label={intl.formatMessage({ id: 'updates.banner.dismiss' })}
        title={intl.formatMessage({ id: 'updates.banner.dismiss' })}
        onClick={() => dismissUpdateBanner(version)}
      >
        {icons.close}
      </button>
    </div>
  );
}
