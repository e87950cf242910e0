import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { type CallReview } from '../../../shared/interface';
import { starIcon } from './kind-icons';

const STARS = [1, 2, 3, 4, 5];
const PROBLEMS = [
  { field: 'userReportedBadAudio', label: 'rate.problem.badAudio' },
  { field: 'userReportedOnewayAudio', label: 'rate.problem.onewayAudio' },
  { field: 'userReportedUnstableConnection', label: 'rate.problem.unstable' },
] as const;

/**
 * The 4.20 review: stars 1 to 5, three problems, a comment. Nothing typed is lost when sending
 * fails: the form keeps its values and shows the sentence next to the button.
 */
export function RateCallForm({
  onSubmit,
  onCancel,
  autoFocus = false,
  cancelLabel,
  initial,
}: {
  /** The rating already sent for this call: the form opens with it, to change it. */
  initial?: CallReview | undefined;
  onSubmit: (review: CallReview) => Promise<void>;
  onCancel: () => void;
  /** The voluntary dialog takes focus; the prompt must never steal it. */
  autoFocus?: boolean;
  cancelLabel?: string;
}) {
  const intl = useIntl();
  const id = useId();
  const [rating, setRating] = useState(initial?.userAudioQualityRating ?? 0);
  const [problems, setProblems] = useState({
    userReportedBadAudio: initial?.userReportedBadAudio ?? false,
    userReportedOnewayAudio: initial?.userReportedOnewayAudio ?? false,
    userReportedUnstableConnection: initial?.userReportedUnstableConnection ?? false,
  });
  const [comment, setComment] = useState(initial?.userAudioQualityReview ?? '');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (rating < 1) {
      setError(intl.formatMessage({ id: 'rate.chooseStars' }));
      return;
    }
    setSending(true);
    setError(undefined);
    try {
      await onSubmit({
        ...problems,
        userAudioQualityRating: rating,
        userAudioQualityReview: comment,
      });
    } catch (failure) {
      setError(
        failure instanceof Error && failure.message
          ? failure.message
          : intl.formatMessage({ id: 'rate.saveFailed' }),
      );
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="rate-form" onSubmit={(e) => void submit(e)} aria-describedby={`${id}-err`}>
      <fieldset className="rate-stars">
        <legend>{intl.formatMessage({ id: 'rate.quality' })}</legend>
        {STARS.map((count, i) => (
          <label key={count} className={`rate-star${i < rating ? ' rate-star-on' : ''}`}>
            <input
              type="radio"
              name={`${id}-stars`}
              value={i + 1}
              checked={rating === i + 1}
              onChange={() => setRating(i + 1)}
              aria-label={intl.formatMessage({ id: 'rate.stars' }, { count })}
              autoFocus={autoFocus && i === 0}
            />
            {starIcon(i < rating)}
          </label>
        ))}
      </fieldset>
      <fieldset className="rate-problems">
        <legend>{intl.formatMessage({ id: 'rate.problems' })}</legend>
        {PROBLEMS.map(({ field, label }) => (
          <label key={field} className="checkbox-row">
            <input
              type="checkbox"
              checked={problems[field]}
              onChange={(e) => setProblems((p) => ({ ...p, [field]: e.target.checked }))}
            />
            {intl.formatMessage({ id: label })}
          </label>
        ))}
      </fieldset>
      <label className="field">
        <span className="field-label">{intl.formatMessage({ id: 'rate.comment' })}</span>
        <textarea
          rows={2}
          maxLength={2000}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          placeholder={intl.formatMessage({ id: 'rate.comment.placeholder' })}
        />
      </label>
      <p id={`${id}-err`} className="rate-error" role={error ? 'alert' : undefined}>
        {error}
      </p>
      <div className="rate-actions">
        <button type="button" className="button button-ghost button-small" onClick={onCancel}>
          {cancelLabel ?? intl.formatMessage({ id: 'common.cancel' })}
        </button>
        <button type="submit" className="button button-primary button-small" disabled={sending}>
          {intl.formatMessage({ id: sending ? 'rate.saving' : 'rate.send' })}
        </button>
      </div>
    </form>
  );
}
