import { useIntl } from 'react-intl';
import { type AccountData } from '../../data';
import { type EndedCall } from '../../review-prompt';
import { counterpart, unknownName } from '../../state/counterpart';
import { duration } from './format';
import { RateCallForm } from './RateCallForm';
import { queueReview } from './review-actions';

/** The review prompt's panel, loaded when a prompt is first due (`CallReviewPrompt.tsx`). */
export function Panel({
  data,
  call,
  onEngage,
  onDone,
}: {
  data: AccountData;
  call: EndedCall;
  onEngage: () => void;
  onDone: () => void;
}) {
  const intl = useIntl();
  const name = nameOf(call);
  return (
    <aside
      className="review-prompt"
      aria-label={intl.formatMessage({ id: 'reviewPrompt.label' })}
      onFocus={onEngage}
      onPointerDown={onEngage}
    >
      <h2>
        {name
          ? intl.formatMessage({ id: 'reviewPrompt.titleWith' }, { name })
          : intl.formatMessage({ id: 'reviewPrompt.title' })}
      </h2>
      <p className="muted">
        {intl.formatMessage(
          { id: 'reviewPrompt.talkTime' },
          { duration: duration(call.durationSec) },
        )}
      </p>
      <RateCallForm
        cancelLabel={intl.formatMessage({ id: 'reviewPrompt.notNow' })}
        onCancel={onDone}
        onSubmit={async (review) => {
          await queueReview(data, call.oid, review);
          onDone();
        }}
      />
    </aside>
  );
}

/** The other party, or nothing when unknown ("How was your call?" rather than "with Unknown"). */
function nameOf(call: EndedCall): string {
  const { label } = counterpart({ ...call, commonName: call.commonName ?? '' });
  return label === unknownName() ? '' : label;
}
