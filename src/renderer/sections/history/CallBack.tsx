import { useState } from 'react';
import { smsNumber } from '../../../shared/interface';
import { type CachedCommunication } from '../../cache';
import { CallButton } from '../../components/CallButton';
import { SmsButton } from '../../components/SmsButton';
import { usePlaceCall, type CallNote } from '../../components/use-place-call';
import { dialablePartyOf, participantName } from '../../state/counterpart';

/**
 * "Call back" on an entry whose other party has a number: the PBX rings the user's phone, then
 * that number; and "Send SMS" to it, where it can receive one. What happened is said beside the
 * buttons.
 */
export function CallBack({ entry }: { entry: CachedCommunication }) {
  const [note, setNote] = useState<CallNote>();
  const { calling, call } = usePlaceCall(setNote);
  const party = dialablePartyOf(entry);
  if (!party?.address) return null;
  const number = party.address;
  const name = participantName(party);
  const person = party.addressable?.objectType === 'Person' ? party.addressable.oid : undefined;

  return (
    <div className="history-call-back">
      <CallButton name={name} calling={calling} onCall={() => void call(number, name)} back />
      {smsNumber(number) !== undefined && (
        <SmsButton name={name} number={number} person={person} onNote={setNote} />
      )}
      <p role="status" className={note?.error ? 'call-number-error' : 'muted'}>
        {note?.text}
      </p>
    </div>
  );
}
