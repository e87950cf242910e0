import { type ReactNode } from 'react';

/**
 * A form field's frame: its label, the control, its hint and the sentence of the rule it breaks,
 * the last two tied to the control by `fieldDescription`. Admin's forms and Settings → Calls.
 */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  className = 'field',
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && (
        <span className="hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}

/** What ties a control to its frame's hint and error, and marks it invalid while it is. */
export function fieldDescription(id: string, hint: string | undefined, error: string | undefined) {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return {
    'aria-describedby': ids || undefined,
    'aria-invalid': error ? true : undefined,
  } as const;
}
