import { useState } from 'react';

/**
 * True during the first render after any of `values` changed (by `Object.is`). State that is
 * about those values is reset by the caller in that same render (React's "adjusting state when
 * a prop changes"), so the old state is never drawn with the new values, as it was for one frame
 * when an effect reset it after the render.
 */
export function useChanged(values: readonly unknown[]): boolean {
  const [last, setLast] = useState(values);
  const changed = last.length !== values.length || last.some((v, i) => !Object.is(v, values[i]));
  if (changed) setLast(values);
  return changed;
}
