import { type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { type MessageKey } from '../../shared/i18n';
import { useAccountData, type AccountData } from '../data';
import { icons } from './icons';

/**
 * A section's body once the account's local data is open; before that, what the section says
 * while it opens (`opening`), and a failure to open with a way to try again (and, where the
 * local copy itself is the problem, to clear it and download it again).
 */
export function WithAccountData({
  opening,
  children,
}: {
  opening: MessageKey;
  children: (data: AccountData) => ReactNode;
}) {
  const intl = useIntl();
  const state = useAccountData();
  if (state.status === 'ready') return children(state.data);
  if (state.status === 'failed') {
    return (
      <div role="alert" className="alert alert-error people-problem">
        {icons.alert}
        <span>{state.error.sentence}</span>
        <button type="button" className="button button-secondary" onClick={state.retry}>
          {intl.formatMessage({ id: 'common.tryAgain' })}
        </button>
        {/* A damaged or newer local copy opens again only once it is downloaded anew. */}
        {state.clearAndRetry && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void state.clearAndRetry?.()}
          >
            {intl.formatMessage({ id: 'common.clearAndResync' })}
          </button>
        )}
      </div>
    );
  }
  return (
    <p className="muted people-problem">
      {intl.formatMessage({ id: state.upgrading ? 'data.upgrading' : opening })}
    </p>
  );
}
