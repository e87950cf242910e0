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

/** What a keyboard user can Tab to in a row, besides the row itself. */
const INNER = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * One tab stop for a list of rows (the "roving tabindex" of the ARIA patterns), whatever the
 * rows hold: in `root`, each row is an element with `data-row="<key>"` whose `data-row-target`
 * (or the row itself) takes focus. The row `active` names is the one tab stop, with the controls
 * inside it; every other row, and the controls inside those, is out of the Tab order (-1) and
 * still reached by the arrow keys or a click. A control that was out of the Tab order by itself
 * (a menu's item) stays so. Runs again as rows come and go (`useRovingRows`).
 */
export function keepOneTabStop(root: HTMLElement, active: string | undefined): void {
  for (const row of root.querySelectorAll<HTMLElement>('[data-row]')) {
    const on = row.dataset.row === active;
    const target = targetOf(row);
    target.tabIndex = on ? 0 : -1;
    for (const inner of row.querySelectorAll<HTMLElement>(INNER)) {
      if (inner === target) continue;
      const kept = inner.dataset.rovingTabindex;
      if (on && kept !== undefined) {
        if (kept === '') inner.removeAttribute('tabindex');
        else inner.setAttribute('tabindex', kept);
        delete inner.dataset.rovingTabindex;
      } else if (!on && kept === undefined && inner.getAttribute('tabindex') !== '-1') {
        inner.dataset.rovingTabindex = inner.getAttribute('tabindex') ?? '';
        inner.tabIndex = -1;
      }
    }
  }
}

/** The element of a row that takes focus. */
export function targetOf(row: HTMLElement): HTMLElement {
  return row.querySelector<HTMLElement>('[data-row-target]') ?? row;
}

/**
 * The row a list's keys move to from row `at` of `count` (`page` rows a screen): Up and Down
 * one, Page Up and Page Down a screen, Home and End the ends; undefined for any other key. Not
 * clamped: the caller keeps it within the list.
 */
export function rowMove(key: string, at: number, page: number, count: number): number | undefined {
  const moves: Record<string, number> = {
    ArrowDown: at + 1,
    ArrowUp: at - 1,
    PageDown: at + page,
    PageUp: at - page,
    Home: 0,
    End: count - 1,
  };
  return moves[key];
}
