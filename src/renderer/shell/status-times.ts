/** The presets of a temporary status, from `now`: minutes ahead, or 9:00 tomorrow (local). */
export function presetEnd(preset: 30 | 60 | 120 | 'tomorrow', now: Date): Date {
  if (preset !== 'tomorrow') return new Date(now.getTime() + preset * 60_000);
  const end = new Date(now);
  end.setDate(end.getDate() + 1);
  end.setHours(9, 0, 0, 0);
  return end;
}

/** A `datetime-local` input's value (local time, to the minute). */
export function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
