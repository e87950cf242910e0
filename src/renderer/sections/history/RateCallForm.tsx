import { useId, useState, type FormEvent } from 'react';
import { type CallReview } from '../../../shared/interface';
import { starIcon } from './kind-icons';

const STAR_LABELS = ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'];
const PROBLEMS = [
  { field: 'userReportedBadAudio', label: 'Bad audio' },
  { field: 'userReportedOnewayAudio', label: 'One-way audio' },
  { field: 'userReportedUnstableConnection', label: 'Unstable connection' },
] as const;

/**
 * The 4.20 review: stars 1 to 5, three problems, a comment. Nothing typed is lost when sending
 * fails: the form keeps its values and shows the sentence next to the button.
 */
export function RateCallForm({
  onSubmit,
  onCancel,
  autoFocus = false,
  cancelLabel = 'Cancel',
}: {
  onSubmit: (review: CallReview) => Promise<void>;
  onCancel: () => void;
  /** The voluntary dialog takes focus; the prompt must never steal it. */
  autoFocus?: boolean;
  cancelLabel?: string;
}) {
  const id = useId();
  const [rating, setRating] = useState(0);
  const [problems, setProblems] = useState({
    userReportedBadAudio: false,
    userReportedOnewayAudio: false,
    userReportedUnstableConnection: false,
  });
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (rating < 1) {
      setError('Choose from 1 to 5 stars first.');
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
          : 'Your rating could not be saved. Please try again.',
      );
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="rate-form" onSubmit={(e) => void submit(e)} aria-describedby={`${id}-err`}>
      <fieldset className="rate-stars">
        <legend>Call quality</legend>
        {STAR_LABELS.map((label, i) => (
          <label key={label} className={`rate-star${i < rating ? ' rate-star-on' : ''}`}>
            <input
              type="radio"
              name={`${id}-stars`}
              value={i + 1}
              checked={rating === i + 1}
              onChange={() => setRating(i + 1)}
              aria-label={label}
              autoFocus={autoFocus && i === 0}
            />
            {starIcon(i < rating)}
          </label>
        ))}
      </fieldset>
      <fieldset className="rate-problems">
        <legend>Problems</legend>
        {PROBLEMS.map(({ field, label }) => (
          <label key={field} className="checkbox-row">
            <input
              type="checkbox"
              checked={problems[field]}
              onChange={(e) => setProblems((p) => ({ ...p, [field]: e.target.checked }))}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <label className="field">
        <span className="field-label">Comment</span>
        <textarea
          rows={2}
          maxLength={2000}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          placeholder="What happened? (optional)"
        />
      </label>
      <p id={`${id}-err`} className="rate-error" role={error ? 'alert' : undefined}>
        {error}
      </p>
      <div className="rate-actions">
        <button type="button" className="button button-ghost button-small" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="submit" className="button button-primary button-small" disabled={sending}>
          {sending ? 'Saving…' : 'Send rating'}
        </button>
      </div>
    </form>
  );
}
