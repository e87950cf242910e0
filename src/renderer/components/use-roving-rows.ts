import {
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { keepOneTabStop, rowMove, targetOf } from './arrow-focus';

const rowOf = (element: EventTarget | null) =>
  element instanceof HTMLElement ? element.closest<HTMLElement>('[data-row]') : null;

/**
 * A list with one tab stop (`keepOneTabStop`), its rows moved through by Down, Up, Page Down,
 * Page Up, Home and End. `keys` are the rows' keys in order; the tab stop is the row last
 * focused, else `fallback`'s end of the list (a chat's newest message). Built for virtualized
 * lists: a row moved to that is not in the DOM is scrolled to (`scrollTo`) and focused once it
 * is drawn, and the caller keeps the `active` row drawn while it is scrolled away (a
 * `rangeExtractor`), so focus and the tab stop survive scrolling it out of view and back.
 */
export function useRovingRows({
  root,
  keys,
  scrollTo,
  fallback = 'last',
  page = 8,
}: {
  root: RefObject<HTMLElement | null>;
  keys: readonly string[];
  scrollTo: (key: string) => void;
  fallback?: 'first' | 'last';
  /** Rows a Page Down moves. */
  page?: number;
}) {
  const [chosen, setChosen] = useState<string>();
  const active =
    chosen !== undefined && keys.includes(chosen)
      ? chosen
      : fallback === 'last'
        ? keys.at(-1)
        : keys[0];
  /** A row moved to before it was drawn: focused as soon as it is. */
  const pending = useRef<string>(undefined);

  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    const apply = () => {
      keepOneTabStop(element, active);
      const wanted = pending.current;
      if (wanted === undefined) return;
      const row = element.querySelector<HTMLElement>(`[data-row="${CSS.escape(wanted)}"]`);
      if (!row) return;
      pending.current = undefined;
      targetOf(row).focus();
    };
    apply();
    // Rows drawn as the list scrolls, and controls a row adds (a message's Retry), follow too.
    const observer = new MutationObserver(apply);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [root, active]);

  const onKeyDown = (event: KeyboardEvent) => {
    const row = rowOf(event.target);
    // Only on a row itself: a control inside it (a menu's button) keeps its own keys.
    if (!row || targetOf(row) !== event.target) return;
    const at = keys.indexOf(row.dataset.row ?? '');
    const to = rowMove(event.key, at, page, keys.length);
    if (to === undefined || at < 0) return;
    event.preventDefault();
    const key = keys[Math.max(0, Math.min(keys.length - 1, to))];
    if (key === undefined || key === row.dataset.row) return;
    setChosen(key);
    const drawn = root.current?.querySelector<HTMLElement>(`[data-row="${CSS.escape(key)}"]`);
    if (drawn) targetOf(drawn).focus();
    else {
      pending.current = key;
      scrollTo(key);
    }
  };

  // A row focused any way (a click on its menu, Tab) becomes the tab stop.
  const onFocus = (event: FocusEvent) => {
    const key = rowOf(event.target)?.dataset.row;
    if (key !== undefined && key !== active) setChosen(key);
  };

  return { active, onKeyDown, onFocus };
}
