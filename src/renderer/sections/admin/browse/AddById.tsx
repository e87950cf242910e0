import { useId, useState, type KeyboardEvent } from 'react';
import { oidRule } from '../../../../shared/admin';

/**
 * An id typed by the user (an object the server does not list): checked as a number before
 * `onId` runs. Enter in the field does the same as the button; it is not a form of its own, so
 * it can sit inside an admin form.
 */
export function AddById({
  label,
  hint,
  invalid,
  action,
  onId,
}: {
  label: string;
  hint: string;
  /** What the user reads when the id is not a number. */
  invalid: string;
  action: string;
  onId: (oid: string) => void;
}) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const checked = oidRule.safeParse(value.trim());
    if (!checked.success) {
      setError(invalid);
      return;
    }
    setError(null);
    setValue('');
    onId(checked.data);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submit();
  };
  return (
    <div className="admin-add admin-wide">
      <div className="field admin-field">
        <label className="field-label" htmlFor={id}>
          {label}
        </label>
        <input
          id={id}
          inputMode="numeric"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <span className={error ? 'field-error' : 'hint'} id={`${id}-hint`}>
          {error ?? hint}
        </span>
      </div>
      <button
        type="button"
        className="button button-secondary"
        disabled={value === ''}
        onClick={submit}
      >
        {action}
      </button>
    </div>
  );
}
