import { type KeyboardEvent } from 'react';

/**
 * The arrow keys of a vertical list or menu (the ARIA patterns' keyboard): Down and Up move
 * focus to the next and previous of `items` (wrapping), Home and End to the first and last.
 * Returns whether the key was one of them (the caller's default action is then prevented).
 */
export function moveFocus(event: KeyboardEvent, items: readonly HTMLElement[]): boolean {
  const index = items.indexOf(document.activeElement as HTMLElement);
  if (index < 0 || items.length === 0) return false;
  const next =
    event.key === 'ArrowDown'
      ? (index + 1) % items.length
      : event.key === 'ArrowUp'
        ? (index - 1 + items.length) % items.length
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? items.length - 1
            : -1;
  if (next < 0) return false;
  event.preventDefault();
  items[next]?.focus();
  return true;
}
