import { useState } from 'react';
import { type CachedCommunication } from '../../cache';
import { CallButton } from '../../components/CallButton';
import { usePlaceCall, type CallNote } from '../../components/use-place-call';
import { dialablePartyOf, participantName } from '../../state/counterpart';

/**
 * "Call back" on an entry whose other party has a number: the PBX rings the user's phone, then
 * that number. What happened is said beside the button.
 */
export function CallBack({ entry }: { entry: CachedCommunication }) {
  const [note, setNote] = useState<CallNote>();
  const { calling, call } = usePlaceCall(setNote);
  const party = dialablePartyOf(entry);
  if (!party?.address) return null;
  const number = party.address;
  const name = participantName(party);

  return (
    <div className="history-call-back">
      <CallButton name={name} calling={calling} onCall={() => void call(number, name)} back />
      <p role="status" className={note?.error ? 'call-number-error' : 'muted'}>
        {note?.text}
      </p>
    </div>
  );
}
