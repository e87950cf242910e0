import { useModal } from '../../../components/use-modal';
import { adminStrings as s } from '../strings';

/** Asks before leaving a form with unsaved changes (another section or another resource). */
export function LeaveDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
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
        <h2 id="admin-leave-title">{s.leaveTitle}</h2>
        <p id="admin-leave-body">{s.leaveBody}</p>
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" autoFocus onClick={onStay}>
            {s.stay}
          </button>
          <button type="button" className="button button-danger" onClick={onLeave}>
            {s.discard}
          </button>
        </div>
      </div>
    </dialog>
  );
}
