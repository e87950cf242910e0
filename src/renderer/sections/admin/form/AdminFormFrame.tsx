import { type ReactNode } from 'react';
import { type FieldValues } from 'react-hook-form';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { adminStrings as s } from '../strings';
import { DiffTable, type DiffLabels } from './DiffTable';
import { LeaveDialog } from './LeaveDialog';
import { type AdminForm } from './use-admin-form';

const notices = {
  saved: s.saved,
  'saved-unreadable': s.savedUnreadable,
  'no-changes': s.noChanges,
} as const;

/**
 * Everything around an admin form's fields: loading and load failure, the "values unavailable"
 * notice, the failure sentence (the form keeps what was typed), "Review changes" with the table of
 * what will change, the conflict panel, and the leave prompt.
 */
export function AdminFormFrame<F extends FieldValues>({
  admin,
  title,
  labels,
  children,
}: {
  admin: AdminForm<F>;
  title: string;
  labels: DiffLabels;
  children: ReactNode;
}) {
  const { phase } = admin;
  if (phase.name === 'loading') {
    return (
      <p className="muted admin-status" role="status">
        {s.loading}
      </p>
    );
  }
  if (phase.name === 'load-failed') {
    return (
      <div className="admin-status">
        <p>{s.loadFailed}</p>
        <ErrorMessage message={phase.sentence} />
        <button type="button" className="button button-secondary" onClick={admin.retryLoad}>
          {s.retry}
        </button>
      </div>
    );
  }
  const reviewing = phase.name === 'review' || phase.name === 'saving';
  return (
    <>
      <form
        className="admin-form"
        aria-label={title}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void admin.review();
        }}
      >
        {!admin.available && (
          <p className="alert alert-info" role="note">
            {s.unavailable}
          </p>
        )}
        {admin.notice && (
          <p className="alert alert-info admin-notice" role="status">
            {notices[admin.notice]}
          </p>
        )}
        <ErrorMessage message={admin.error} />
        {phase.name === 'conflict' && (
          <section className="admin-conflict" aria-labelledby="admin-conflict-title">
            <h3 id="admin-conflict-title">{s.conflictTitle}</h3>
            <p>{s.conflictIntro}</p>
            <DiffTable
              rows={phase.rows}
              labels={labels}
              caption={s.conflictTitle}
              afterHeading={s.columnNow}
            />
            <div className="dialog-actions">
              <button type="button" className="button button-primary" onClick={admin.keepMine}>
                {s.conflictKeepMine}
              </button>
              <button type="button" className="button button-secondary" onClick={admin.takeTheirs}>
                {s.conflictTakeTheirs}
              </button>
            </div>
          </section>
        )}
        <fieldset className="admin-fields" disabled={reviewing || phase.name === 'conflict'}>
          {children}
        </fieldset>
        {reviewing ? (
          <section className="admin-review" aria-labelledby="admin-review-title">
            <h3 id="admin-review-title">{s.reviewTitle}</h3>
            <p className="muted">{s.reviewIntro}</p>
            <DiffTable rows={phase.diff.rows} labels={labels} caption={s.reviewTitle} />
            <div className="dialog-actions">
              <button
                type="button"
                className="button button-primary"
                disabled={phase.name === 'saving'}
                onClick={() => admin.confirmSave(phase.diff)}
              >
                {phase.name === 'saving' ? s.saving : s.save}
              </button>
              <button
                type="button"
                className="button button-secondary"
                disabled={phase.name === 'saving'}
                onClick={admin.backToEditing}
              >
                {s.backToEditing}
              </button>
            </div>
          </section>
        ) : (
          phase.name !== 'conflict' && (
            <div className="admin-actions">
              <button type="submit" className="button button-primary">
                {s.review}
              </button>
              <button
                type="button"
                className="button button-secondary"
                disabled={!admin.dirty}
                onClick={admin.revert}
              >
                {s.revert}
              </button>
            </div>
          )
        )}
      </form>
      {admin.pendingLeave && <LeaveDialog onStay={admin.stay} onLeave={admin.leave} />}
    </>
  );
}
