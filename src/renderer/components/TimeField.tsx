import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';

/** `14:30` as the app's language writes a time: `2:30 PM` in English, `14:30` in Dutch. */
export function formatClock(intl: IntlShape, clock: string): string {
  const [hours, minutes] = clock.split(':').map(Number);
  if (hours === undefined || minutes === undefined) return '';
  // As the status line writes a time: Dutch "00:10", English "12:10 AM".
  return intl.formatTime(new Date(2000, 0, 1, hours, minutes), { timeStyle: 'short' });
}

/**
 * What the user wrote as a time of day, as `HH:mm`: `14:30`, `14.30`, `1430`, `2:30 pm`,
 * `2 PM`, `9`. Undefined when it is no time of a clock.
 */
export function parseClock(text: string): string | undefined {
  const match = /^\s*(\d{1,2})(?:[:.h]?(\d{2}))?\s*(?:([ap])\.?\s*m\.?)?\s*$/i.exec(text);
  if (!match) return undefined;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  const half = match[3]?.toLowerCase();
  if (half !== undefined) {
    if (hours < 1 || hours > 12) return undefined;
    hours = (hours % 12) + (half === 'p' ? 12 : 0);
  }
  if (hours > 23 || minutes > 59) return undefined;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(hours)}:${two(minutes)}`;
}

/**
 * A time of day in the app's language, not the browser's (issue #32: Chromium draws `<input
 * type=time>` in the language of the browser or the system). Shown as the language writes it,
 * read when the field is left or Enter is pressed. `value` and `onChange` speak `HH:mm`, as
 * `<input type=time>`.
 */
export function TimeField({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (clock: string) => void;
  label: string;
}) {
  const intl = useIntl();
  const [text, setText] = useState<string>();
  const invalid = text !== undefined && parseClock(text) === undefined;
  const commit = () => {
    const clock = text === undefined ? undefined : parseClock(text);
    if (clock === undefined) return;
    setText(undefined);
    if (clock !== value) onChange(clock);
  };
  return (
    <span className="date-field">
      <input
        type="text"
        className="time-field"
        autoComplete="off"
        aria-label={label}
        aria-invalid={invalid || undefined}
        value={text ?? formatClock(intl, value)}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      {invalid && (
        <span role="alert" className="field-error date-field-error">
          {intl.formatMessage(
            { id: 'field.time.invalid' },
            { example: formatClock(intl, '14:30') },
          )}
        </span>
      )}
    </span>
  );
}
