import { Logo } from '../components/icons';

/** The browser host refused this page or went away: nothing works until a fresh launch link. */
export function HostProblem({ kind }: { kind: 'refused' | 'lost' }) {
  return (
    <main className="splash">
      <Logo size={56} />
      <div className="alert alert-error" role="alert">
        {kind === 'refused'
          ? 'This Switchboard link is no longer valid. Start Switchboard again and open the new link it prints.'
          : 'The connection to Switchboard was lost. Start it again, then reload this page.'}
      </div>
    </main>
  );
}
