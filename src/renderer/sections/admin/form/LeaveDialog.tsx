import { useIntl } from 'react-intl';
import { useModal } from '../../../components/use-modal';

/** Asks before leaving a form with unsaved changes (another section or another resource). */
export function LeaveDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const intl = useIntl();
  const dialog = useModal();
  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby="admin-leave-title"
      aria-describedby="admin-leave-body"
      onCancel={(e) => {
        e.preventDefault();
        onStay();
      }}
    >
      <div className="admin-dialog-body">
        <h2 id="admin-leave-title">{intl.formatMessage({ id: 'admin.leave.title' })}</h2>
        <p id="admin-leave-body">{intl.formatMessage({ id: 'admin.leave.body' })}</p>
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" autoFocus onClick={onStay}>
            {intl.formatMessage({ id: 'admin.leave.stay' })}
          </button>
          <button type="button" className="button button-danger" onClick={onLeave}>
            {intl.formatMessage({ id: 'admin.leave.discard' })}
          </button>
        </div>
      </div>
    </dialog>
  );
}
