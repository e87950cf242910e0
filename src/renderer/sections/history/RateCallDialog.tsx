import { useIntl } from 'react-intl';
import { type CallReview } from '../../../shared/interface';
import { useModal } from '../../components/use-modal';
import { RateCallForm } from './RateCallForm';

/** "Rate this call": the user asked, so this one is a modal dialog and takes focus. */
export function RateCallDialog({
  callName,
  initial,
  onSubmit,
  onClose,
}: {
  callName: string;
  /** The rating already sent for this call, to change. */
  initial?: CallReview | undefined;
  onSubmit: (review: CallReview) => Promise<void>;
  onClose: () => void;
}) {
  const intl = useIntl();
  const dialog = useModal();
  return (
    <dialog
      ref={dialog}
      className="dialog rate-dialog"
      aria-labelledby="rate-dialog-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="rate-dialog-body">
        <h2 id="rate-dialog-title">{intl.formatMessage({ id: 'rate.title' })}</h2>
        <p className="muted">{callName}</p>
        <RateCallForm
          autoFocus
          initial={initial}
          onCancel={onClose}
          onSubmit={async (review) => {
            await onSubmit(review);
            onClose();
          }}
        />
      </div>
    </dialog>
  );
}
