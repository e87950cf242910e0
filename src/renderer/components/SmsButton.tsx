import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { icons } from './icons';

// Loaded when first opened: the first screen (History) carries only the button (issue #33's
// budget), as the shell does with "Call a number".
const SmsDialog = lazy(() => import('./SmsDialog').then((m) => ({ default: m.SmsDialog })));

export type SmsNote = { text: string; error: boolean };

/**
 * "Send SMS" beside a Call button (People, Favorites, a History entry): opens the SMS dialog
 * with their number; once sent, `onNote` says so on the line beside the buttons.
 */
export function SmsButton({
  name,
  number,
  person,
  onNote,
}: {
  name: string;
  number: string;
  person?: string | undefined;
  onNote: (note: SmsNote | undefined) => void;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button-secondary button-small"
        onClick={() => {
          onNote(undefined);
          setOpen(true);
        }}
        aria-label={intl.formatMessage({ id: 'sms.action.send.label' }, { name })}
      >
        {icons.sms}
        {intl.formatMessage({ id: 'sms.action.send' })}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SmsDialog
            name={name}
            number={number}
            person={person}
            onClose={() => setOpen(false)}
            onSent={() => {
              setOpen(false);
              onNote({ text: intl.formatMessage({ id: 'sms.sent' }, { name }), error: false });
            }}
          />
        </Suspense>
      )}
    </>
  );
}
