import { useIntl } from 'react-intl';
import { Logo } from '../components/icons';

/** The browser host refused this page or went away: nothing works until a fresh launch link. */
export function HostProblem({ kind }: { kind: 'refused' | 'lost' }) {
  const intl = useIntl();
  return (
    <main className="splash">
      <Logo size={56} />
      <div className="alert alert-error" role="alert">
        {intl.formatMessage({ id: kind === 'refused' ? 'app.host.refused' : 'app.host.lost' })}
      </div>
    </main>
  );
}
