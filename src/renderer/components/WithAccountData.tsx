import { type ReactNode } from 'react';
import { useAccountData, UPGRADING_SENTENCE, type AccountData } from '../data';
import { icons } from './icons';

/**
 * A section's body once the account's local data is open; before that, what the section says
 * while it opens (`opening`), and a failure to open with a way to try again.
 */
export function WithAccountData({
  opening,
  tryAgain,
  children,
}: {
  opening: string;
  tryAgain: string;
  children: (data: AccountData) => ReactNode;
}) {
  const state = useAccountData();
  if (state.status === 'ready') return children(state.data);
  if (state.status === 'failed') {
    return (
      <div role="alert" className="alert alert-error people-problem">
        {icons.alert}
        <span>{state.error.sentence}</span>
        <button type="button" className="button button-secondary" onClick={state.retry}>
          {tryAgain}
        </button>
      </div>
    );
  }
  return <p className="muted people-problem">{state.upgrading ? UPGRADING_SENTENCE : opening}</p>;
}
