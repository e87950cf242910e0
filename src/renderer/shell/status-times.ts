/** The presets of a temporary status, from `now`: minutes ahead, or 9:00 tomorrow (local). */
export function presetEnd(preset: 30 | 60 | 120 | 'tomorrow', now: Date): Date {
  if (preset !== 'tomorrow') return new Date(now.getTime() + preset * 60_000);
  const end = new Date(now);
  end.setDate(end.getDate() + 1);
  end.setHours(9, 0, 0, 0);
  return end;
}

/** A date and time fields' values (local time, to the minute): `2026-08-16` and `14:30`. */
export function localDayAndClock(date: Date): { day: string; clock: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    day: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
    clock: `${pad(date.getHours())}:${pad(date.getMinutes())}`,
  };
}
