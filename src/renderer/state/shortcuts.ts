/** Apple's keyboards say Command where the others say Control. */
export const isApple = () => /mac|iphone|ipad/i.test(globalThis.navigator?.platform ?? '');

/**
 * What a shortcut of the window does (issue #32). The shell's handler (`shell/use-shortcuts.ts`)
 * runs them; the list in Settings and behind `?` (`components/ShortcutList.tsx`) shows them.
 */
export type ShortcutAction =
  | 'search'
  | 'filter'
  | 'newChat'
  | 'nextConversation'
  | 'previousConversation'
  | 'nextPane'
  | 'previousPane'
  | 'settings'
  | 'shortcuts';

/** Keys as the browser names them (`event.key`); `mod` is Command on a Mac, Control elsewhere. */
export interface Keys {
  key: string;
  mod?: boolean;
  shift?: boolean;
  alt?: boolean;
}

/**
 * The window's shortcuts. `typing`: it works in a text field too (a key with Command or Control,
 * or Alt with an arrow, types nothing); the others (`?`) are letters there. Ctrl+1… (the
 * sections) are matched apart, by `sectionNumber`.
 */
export const shortcuts: readonly { action: ShortcutAction; keys: Keys; typing: boolean }[] = [
  { action: 'search', keys: { key: 'k', mod: true }, typing: true },
  { action: 'filter', keys: { key: 'f', mod: true }, typing: true },
  { action: 'newChat', keys: { key: 'n', mod: true }, typing: true },
  { action: 'nextConversation', keys: { key: 'ArrowDown', alt: true }, typing: true },
  { action: 'previousConversation', keys: { key: 'ArrowUp', alt: true }, typing: true },
  { action: 'nextPane', keys: { key: 'F6' }, typing: true },
  { action: 'previousPane', keys: { key: 'F6', shift: true }, typing: true },
  { action: 'settings', keys: { key: ',', mod: true }, typing: true },
  { action: 'shortcuts', keys: { key: '/', mod: true }, typing: true },
  { action: 'shortcuts', keys: { key: '?', shift: true }, typing: false },
];

function matches(event: KeyboardEvent, keys: Keys, apple: boolean): boolean {
  const mod = apple ? event.metaKey : event.ctrlKey;
  const other = apple ? event.ctrlKey : event.metaKey;
  // `?` is Shift+/ on most layouts, and a key of its own on some: its Shift is not asked.
  const shiftOk = keys.key === '?' || event.shiftKey === (keys.shift ?? false);
  return (
    event.key.toLowerCase() === keys.key.toLowerCase() &&
    mod === (keys.mod ?? false) &&
    !other &&
    event.altKey === (keys.alt ?? false) &&
    shiftOk
  );
}

/** Whether the key goes to a field the user types in (where a plain key is a letter). */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(
    target.type,
  );
}

/** The shortcut the key is, where it was pressed (none in a field for a plain key). */
export function shortcutOf(event: KeyboardEvent, apple = isApple()): ShortcutAction | undefined {
  const typing = isTyping(event.target);
  return shortcuts.find((s) => (s.typing || !typing) && matches(event, s.keys, apple))?.action;
}

/** Ctrl+1 … Ctrl+9 (Command on a Mac): the navigation's nth section, 1-based. */
export function sectionNumber(event: KeyboardEvent, apple = isApple()): number | undefined {
  const mod = apple ? event.metaKey : event.ctrlKey;
  if (!mod || event.shiftKey || event.altKey || (apple ? event.ctrlKey : event.metaKey)) return;
  // `code`: on a French layout the digits are shifted; Digit1 is the key with 1 on it.
  const digit = /^Digit([1-9])$/.exec(event.code)?.[1] ?? /^[1-9]$/.exec(event.key)?.[0];
  return digit === undefined ? undefined : Number(digit);
}

/** The same keys as `aria-keyshortcuts` names them (`Control+K`, `Meta+K`, `Alt+ArrowDown`). */
export function ariaKeys(keys: Keys, apple = isApple()): string {
  const parts = [
    keys.mod && (apple ? 'Meta' : 'Control'),
    keys.alt && 'Alt',
    keys.shift && 'Shift',
    keys.key.length === 1 ? keys.key.toUpperCase() : keys.key,
  ];
  return parts.filter(Boolean).join('+');
}

/**
 * What a shortcut asks of Conversations (a section the shell does not import): new chat, the
 * next or previous conversation, its search field (kept in `app-store.ts` until taken).
 */
export type ConversationRequest = 'newChat' | 'next' | 'previous' | 'search';
