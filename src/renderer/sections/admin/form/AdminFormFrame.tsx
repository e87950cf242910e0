import { type ReactNode, useEffect, useRef } from 'react';
import { type FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { type MessageKey } from '../../../../shared/i18n';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { DiffTable, type DiffLabels } from './DiffTable';
import { LeaveDialog } from './LeaveDialog';
import { type AdminForm, type Notice } from './use-admin-form';

const notices = {
  saved: 'admin.form.saved',
  'saved-unreadable': 'admin.form.savedUnreadable',
  'no-changes': 'admin.form.noChanges',
} as const satisfies Record<NonNullable<Notice>, MessageKey>;

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
  const intl = useIntl();
  const { phase, notice, error } = admin;
  // The user's next look goes where the form moved: to the review when it opens (it sits below
  // a long form), and to the result when a review or save ends (a success or a refusal).
  const reviewHeading = useRef<HTMLHeadingElement>(null);
  const result = useRef<HTMLDivElement>(null);
  const reviewOpen = phase.name === 'review';
  useEffect(() => {
    if (reviewOpen) reviewHeading.current?.focus();
  }, [reviewOpen]);
  useEffect(() => {
    if (notice !== null || error !== null) result.current?.focus();
  }, [notice, error]);
  if (phase.name === 'loading') {
    return (
      <p className="muted admin-status" role="status">
        {intl.formatMessage({ id: 'admin.form.loading' })}
      </p>
    );
  }
  if (phase.name === 'load-failed') {
    return (
      <div className="admin-status">
        <p>{intl.formatMessage({ id: 'admin.form.loadFailed' })}</p>
        <ErrorMessage message={phase.sentence} />
        <button type="button" className="button button-secondary" onClick={admin.retryLoad}>
          {intl.formatMessage({ id: 'common.tryAgain' })}
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
            {intl.formatMessage({ id: 'admin.form.unavailable' })}
          </p>
        )}
        {phase.name === 'conflict' && (
          <section className="admin-conflict" aria-labelledby="admin-conflict-title">
            <h3 id="admin-conflict-title">{intl.formatMessage({ id: 'admin.conflict.title' })}</h3>
            <p>{intl.formatMessage({ id: 'admin.conflict.intro' })}</p>
            <DiffTable
              rows={phase.rows}
              labels={labels}
              caption={intl.formatMessage({ id: 'admin.conflict.title' })}
              afterHeading={intl.formatMessage({ id: 'admin.diff.now' })}
            />
            <div className="dialog-actions">
              <button type="button" className="button button-primary" onClick={admin.keepMine}>
                {intl.formatMessage({ id: 'admin.conflict.keepMine' })}
              </button>
              <button type="button" className="button button-secondary" onClick={admin.takeTheirs}>
                {intl.formatMessage({ id: 'admin.conflict.takeTheirs' })}
              </button>
            </div>
          </section>
        )}
        <fieldset className="admin-fields" disabled={reviewing || phase.name === 'conflict'}>
          {children}
        </fieldset>
        {/* The outcome of the last review or save, beside the buttons the user pressed. */}
        <div ref={result} tabIndex={-1} className="admin-result">
          {notice && (
            <p className="alert alert-info admin-notice" role="status">
              {intl.formatMessage({ id: notices[notice] })}
            </p>
          )}
          <ErrorMessage message={error} />
        </div>
        {reviewing ? (
          <section className="admin-review" aria-labelledby="admin-review-title">
            <h3 id="admin-review-title" ref={reviewHeading} tabIndex={-1}>
              {intl.formatMessage({ id: 'admin.review.title' })}
            </h3>
            <p className="muted">{intl.formatMessage({ id: 'admin.review.intro' })}</p>
            <DiffTable
              rows={phase.diff.rows}
              labels={labels}
              caption={intl.formatMessage({ id: 'admin.review.title' })}
            />
            <div className="dialog-actions">
              <button
                type="button"
                className="button button-primary"
                disabled={phase.name === 'saving'}
                onClick={() => admin.confirmSave(phase.diff)}
              >
                {phase.name === 'saving'
                  ? intl.formatMessage({ id: 'admin.review.saving' })
                  : intl.formatMessage({ id: 'admin.review.save' })}
              </button>
              <button
                type="button"
                className="button button-secondary"
                disabled={phase.name === 'saving'}
                onClick={admin.backToEditing}
              >
                {intl.formatMessage({ id: 'admin.review.backToEditing' })}
              </button>
            </div>
          </section>
        ) : (
          phase.name !== 'conflict' && (
            <div className="admin-actions">
              <button type="submit" className="button button-primary">
                {intl.formatMessage({ id: 'admin.form.review' })}
              </button>
              <button
                type="button"
                className="button button-secondary"
                disabled={!admin.dirty}
                onClick={admin.revert}
              >
                {intl.formatMessage({ id: 'admin.form.revert' })}
              </button>
            </div>
          )
        )}
      </form>
      {admin.pendingLeave && <LeaveDialog onStay={admin.stay} onLeave={admin.leave} />}
    </>
  );
}
