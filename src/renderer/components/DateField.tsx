import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { icons } from './icons';

/** `2026-08-16` as the pattern writes it: `mm/dd/yyyy` → `08/16/2026`, `dd-mm-jjjj` → `16-08-2026`. */
export function formatDate(iso: string, pattern: string): string {
  const [year, month, day] = iso.split('-');
  if (!year || !month || !day) return '';
  return pattern.replace(/d+/i, day).replace(/m+/i, month).replace(/[yj]+/i, year);
}

/**
 * What the user wrote, read in the pattern's order (any non-digits between the numbers; a
 * two-digit year is this century's): `16-8-26` in `dd-mm-jjjj` is `2026-08-16`. Undefined when
 * it is no date of the calendar.
 */
export function parseDate(text: string, pattern: string): string | undefined {
  const numbers = text.match(/\d+/g);
  if (!numbers || numbers.length !== 3) return undefined;
  const order = [...pattern.toLowerCase().matchAll(/[dmyj]/g)]
    .map((m) => m[0])
    .filter((c, i, all) => all.indexOf(c) === i);
  const part = (letters: string) => Number(numbers[order.findIndex((c) => letters.includes(c))]);
  const day = part('d');
  const month = part('m');
  let year = part('yj');
  if (year < 100) year += 2000;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || year > 9999) return;
  return date.toISOString().slice(0, 10);
}

/**
 * A date field in the app's language, not the browser's (issue #32: Chromium draws
 * `<input type=date>` in the language of the browser or the system, whatever the page's
 * `lang`). The date is written as the language writes it (`field.date.pattern`), read when the
 * field is left or Enter is pressed; the calendar button opens the browser's own calendar.
 * `value` and `onChange` speak ISO (`2026-08-16`, or '' for none), as `<input type=date>`.
 */
export function DateField({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (iso: string) => void;
  label: string;
}) {
  const intl = useIntl();
  const pattern = intl.formatMessage({ id: 'field.date.pattern' });
  const shown = formatDate(value, pattern);
  const [text, setText] = useState<string>();
  const picker = useRef<HTMLInputElement>(null);
  const id = useId();
  const invalid = text !== undefined && text.trim() !== '' && !parseDate(text, pattern);

  const commit = () => {
    if (text === undefined) return;
    const iso = text.trim() === '' ? '' : parseDate(text, pattern);
    if (iso === undefined) return;
    setText(undefined);
    if (iso !== value) onChange(iso);
  };

  return (
    <span className="date-field">
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-label={label}
        placeholder={pattern}
        value={text ?? shown}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <button
        type="button"
        className="icon-button date-field-pick"
        aria-label={intl.formatMessage({ id: 'field.date.pick' }, { field: label })}
        onClick={() => picker.current?.showPicker()}
      >
        {icons.calendar}
      </button>
      {/* The browser's calendar, opened by the button: never seen, never focused. */}
      <input
        ref={picker}
        type="date"
        className="date-field-picker"
        tabIndex={-1}
        aria-hidden="true"
        aria-label={label}
        value={value}
        onChange={(event) => {
          setText(undefined);
          onChange(event.target.value);
        }}
      />
      {invalid && (
        <span id={`${id}-error`} className="field-error date-field-error">
          {intl.formatMessage({ id: 'field.date.invalid' }, { pattern })}
        </span>
      )}
    </span>
  );
}
