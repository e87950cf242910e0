import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useStore } from 'zustand';
import { useReadyAccountData, type AccountData } from '../../data';
import { type EndedCall } from '../../review-prompt';
import { RateCallForm } from './RateCallForm';
import { queueReview } from './review-actions';
import { counterpart, unknownName } from '../../state/counterpart';
import { duration } from './format';
import '../../styles/history.css';

/**
 * The review prompt after a call (4.20): a non-modal panel in the corner. It never takes focus
 * (no autofocus, no dialog), and closes by itself when ignored (the prompter's timer).
 */
export function CallReviewPrompt() {
  const data = useReadyAccountData();
  return data ? <PromptPanel data={data} /> : null;
}

function PromptPanel({ data }: { data: AccountData }) {
  const open = useStore(data.prompter.state, (s) => s.open);
  // Once the user works in the prompt it stays until they send or dismiss it: the auto-dismiss
  // must not throw away what they typed.
  const [pinned, setPinned] = useState<EndedCall | undefined>();
  const call = open ?? pinned;
  if (!call) return null;
  const done = () => {
    setPinned(undefined);
    data.prompter.close();
  };
  return (
    <Panel key={call.oid} data={data} call={call} onEngage={() => setPinned(call)} onDone={done} />
  );
}

function Panel({
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
