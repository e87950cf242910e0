import { useIntl } from 'react-intl';
import { icons } from './icons';

/**
 * The Call (or Call back) button where a person or a number appears; `usePlaceCall` does the
 * work, and each place says its outcome where it has room.
 */
export function CallButton({
  name,
  calling,
  onCall,
  back = false,
  primary = true,
}: {
  name: string;
  calling: boolean;
  onCall: () => void;
  /** "Call back" (History, a voicemail) rather than "Call". */
  back?: boolean;
  primary?: boolean;
}) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className={`button ${primary ? 'button-primary' : 'button-secondary'} button-small`}
      disabled={calling}
      onClick={onCall}
      aria-label={intl.formatMessage(
        { id: back ? 'call.action.callBack.label' : 'call.action.call.label' },
        { name },
      )}
    >
      {icons.phone}
      {intl.formatMessage({
        id: calling ? 'call.number.calling' : back ? 'call.action.callBack' : 'call.action.call',
      })}
    </button>
  );
}
