import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useReadyAccountData } from '../data';
import { failureSentence } from './failure-sentence';

export type CallNote = { text: string; error: boolean };

/**
 * A Call button's work (People, Favorites, History): place the call through the account's phone
 * (`data.phone`), and say what happened, in `onNote`, the line beside the button: the user's
 * phone rings first, or why it cannot.
 */
export function usePlaceCall(onNote: (note: CallNote | undefined) => void) {
  const intl = useIntl();
  const phone = useReadyAccountData()?.phone;
  const [calling, setCalling] = useState(false);
  const call = async (number: string, name: string) => {
    // The screens with a Call button show the account's data, so it is open.
    if (!phone) return;
    setCalling(true);
    onNote(undefined);
    try {
      await phone.call(number);
      onNote({ text: intl.formatMessage({ id: 'call.action.placed' }, { name }), error: false });
    } catch (error) {
      onNote({ text: failureSentence(error), error: true });
    } finally {
      setCalling(false);
    }
  };
  return { calling, call };
}
