import { useState } from 'react';
import { useIntl } from 'react-intl';
import { dialableNumber } from '../../../shared/interface';
import { type CachedCommunication } from '../../cache';
import { icons } from '../../components/icons';
import { usePlaceCall, type CallNote } from '../../components/use-place-call';
import { otherParticipants, participantName } from '../../state/counterpart';

/**
 * "Call back" on an entry whose other party has a number: the PBX rings the user's phone, then
 * that number. What happened is said beside the button.
 */
export function CallBack({ entry }: { entry: CachedCommunication }) {
  const intl = useIntl();
  const [note, setNote] = useState<CallNote>();
  const { calling, call } = usePlaceCall(setNote);
  const party = otherParticipants(entry.full ?? entry.item).find(
    (p) => p.address !== undefined && dialableNumber(p.address) !== undefined,
  );
  if (!party?.address) return null;
  const number = party.address;
  const name = participantName(party);

  return (
    <div className="history-call-back">
      <button
        type="button"
        className="button button-primary button-small"
        disabled={calling}
        onClick={() => void call(number, name)}
        aria-label={intl.formatMessage({ id: 'call.action.callBack.label' }, { name })}
      >
        {icons.phone}
        {intl.formatMessage({ id: calling ? 'call.number.calling' : 'call.action.callBack' })}
      </button>
      <p role="status" className={note?.error ? 'call-number-error' : 'muted'}>
        {note?.text}
      </p>
    </div>
  );
}
