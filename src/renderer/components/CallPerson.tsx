import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { useReadyAccountData } from '../data';
import { useWalkedDirectory } from '../data/use-colleagues';
import { CallButton } from './CallButton';
import { usePlaceCall, type CallNote } from './use-place-call';

/**
 * "Call" beside a person where they appear (a conversation's header): their number, else their
 * extension, as the directory holds them. Nothing for the user themselves, for someone the
 * directory has no number for, or before the account's data is open. A refusal is said beside
 * the button.
 */
export function CallPerson({ person, name }: { person: string; name: string }) {
  const data = useReadyAccountData();
  useWalkedDirectory(data);
  const colleague = useLiveQuery(async () => {
    if (!data) return undefined;
    const me = await data.directory.meta('me');
    return me?.person === person ? undefined : data.directory.colleagueOfPerson(person);
  }, [data, person]);
  const [note, setNote] = useState<CallNote>();
  const { calling, call } = usePlaceCall(setNote);
  const number = colleague?.number ?? colleague?.extension;
  if (!number) return null;
  return (
    <span className="call-person">
      <CallButton
        name={name}
        calling={calling}
        onCall={() => void call(number, name)}
        primary={false}
      />
      {note?.error && (
        <span role="alert" className="call-number-error">
          {note.text}
        </span>
      )}
    </span>
  );
}
