import { useId, useState, type KeyboardEvent } from 'react';
import { type z } from 'zod';
import { oidRule } from '../../../../shared/admin';

/**
 * A value typed by the user, checked by its rule (by default an id: an object the server does
 * not list) before `onId` runs. Enter in the field does the same as the button; it is not a form
 * of its own, so it can sit inside an admin form.
 */
export function AddById({
  label,
  hint,
  invalid,
  action,
  onId,
  rule = oidRule,
}: {
  label: string;
  hint: string;
  /** What the user reads when the value breaks the rule. */
  invalid: string;
  action: string;
  onId: (value: string) => void;
  rule?: z.ZodType<string>;
}) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const checked = rule.safeParse(value.trim());
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
          inputMode={rule === oidRule ? 'numeric' : undefined}
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
