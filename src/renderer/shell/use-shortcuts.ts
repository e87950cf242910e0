import { useEffect, useLayoutEffect, useRef } from 'react';
import { useAppStore } from '../state/app-store';
import { sections as sectionInfo, type SectionId } from '../state/sections';
import { sectionNumber, shortcutOf, type ConversationRequest } from '../state/shortcuts';

/** The window's panes, in order: the navigation, then those of the section shown (`data-pane`). */
function panes(): HTMLElement[] {
  const nav = document.querySelector<HTMLElement>('nav.sidebar');
  const main = document.querySelector<HTMLElement>('main.content');
  const inner = [...(main?.querySelectorAll<HTMLElement>('[data-pane]') ?? [])];
  return [nav, ...(inner.length > 0 ? inner : [main])].filter((p): p is HTMLElement => !!p);
}

const tabbable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

/** Focus in a pane: its first tab stop (a list's one stop is its current row), else the pane. */
function focusPane(pane: HTMLElement): void {
  const stop = [...pane.querySelectorAll<HTMLElement>(tabbable)].find(
    (el) => el.tabIndex >= 0 && el.getClientRects().length > 0,
  );
  if (stop) stop.focus();
  else {
    if (!pane.hasAttribute('tabindex')) pane.tabIndex = -1;
    pane.focus();
  }
}

/** Whether a modal dialog is open (a `<dialog open>` shown in place is not one). */
function modalOpen(): boolean {
  return [...document.querySelectorAll('dialog[open]')].some((d) => {
    try {
      return d.matches(':modal');
    } catch {
      return true;
    }
  });
}

/** The shown section's filter field, if drawn. */
function filterField(): HTMLInputElement | null {
  return document.querySelector<HTMLInputElement>('main input[type="search"]');
}

function focusField(field: HTMLInputElement): void {
  field.focus();
  field.select();
}

/** How long Ctrl+F waits for a section still loading to draw its filter field. */
const FIELD_WAIT_MS = 5_000;

/**
 * Focuses the filter field once the section still loading draws it. Given up when the user
 * moves on first (a key, a click, another section: `stillWanted`), or after
 * `FIELD_WAIT_MS`. Returns the way to give up.
 */
function whenFieldDrawn(stillWanted: () => boolean): () => void {
  const main = document.querySelector('main.content') ?? document.body;
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    window.removeEventListener('keydown', stop, true);
    window.removeEventListener('pointerdown', stop, true);
  };
  const observer = new MutationObserver(() => {
    const field = filterField();
    if (!field) return;
    stop();
    if (stillWanted()) focusField(field);
  });
  observer.observe(main, { childList: true, subtree: true });
  const timer = setTimeout(stop, FIELD_WAIT_MS);
  window.addEventListener('keydown', stop, true);
  window.addEventListener('pointerdown', stop, true);
  return stop;
}

/** F6 and Shift+F6: the next and previous pane, wrapping, as in a desktop mail or chat app. */
function movePane(step: 1 | -1): void {
  const all = panes();
  if (all.length === 0) return;
  const at = all.findIndex((p) => p.contains(document.activeElement));
  const next = at < 0 ? (step > 0 ? 0 : all.length - 1) : (at + step + all.length) % all.length;
  const pane = all[next];
  if (pane) focusPane(pane);
}

/**
 * The window's keyboard shortcuts (`state/shortcuts.ts`): the global search, the list's filter,
 * new chat, the next and previous conversation, the sections by number, the panes (F6),
 * Settings, and the list of shortcuts. A shortcut that Conversations does is asked of it (the
 * app store's `conversationRequest`), after moving there.
 */
export function useShortcuts({
  sections,
  current,
  setSection,
  showShortcuts,
  showSearch,
}: {
  /** The navigation's sections, in its order (Ctrl+1 is the first). */
  sections: readonly SectionId[];
  current: SectionId;
  setSection: (id: SectionId) => void;
  showShortcuts: () => void;
  /** Opens the global search (Ctrl+K). */
  showSearch: () => void;
}): void {
  const state = useRef({ sections, current, setSection, showShortcuts, showSearch });
  useLayoutEffect(() => {
    state.current = { sections, current, setSection, showShortcuts, showSearch };
  });
  useEffect(() => {
    let stopWaiting = () => {};
    const ask = (request: ConversationRequest) => {
      const { current: shown, setSection: go } = state.current;
      useAppStore.getState().setConversationRequest(request);
      if (shown !== 'conversations') go('conversations');
    };
    const onKey = (event: KeyboardEvent) => {
      // A modal dialog is open: its keys are its own.
      if (event.defaultPrevented || modalOpen()) return;
      const {
        sections: order,
        current: shown,
        setSection: go,
        showShortcuts: show,
        showSearch: search,
      } = state.current;
      const number = sectionNumber(event);
      const action = shortcutOf(event);
      if (number === undefined && action === undefined) return;
      if (number !== undefined) {
        const id = order[number - 1];
        if (!id) return;
        event.preventDefault();
        if (id !== shown) go(id);
        return;
      }
      event.preventDefault();
      switch (action) {
        case 'search':
          search();
          break;
        case 'filter': {
          const field = filterField();
          if (field) focusField(field);
          // Pressed at once after Ctrl+2, before History has drawn its field: wait for it,
          // rather than taking the user to Conversations' filter.
          else if (sectionInfo[shown].filtered)
            stopWaiting = whenFieldDrawn(() => state.current.current === shown);
          else ask('search');
          break;
        }
        case 'newChat':
          ask('newChat');
          break;
        case 'nextConversation':
          ask('next');
          break;
        case 'previousConversation':
          ask('previous');
          break;
        case 'nextPane':
          movePane(1);
          break;
        case 'previousPane':
          movePane(-1);
          break;
        case 'settings':
          if (shown !== 'settings') go('settings');
          break;
        case 'shortcuts':
          show();
          break;
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      stopWaiting();
    };
  }, []);
}
