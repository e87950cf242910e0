import { useEffect } from 'react';
import { isApple } from '../state/shortcuts';

export { isApple };

/**
 * Ctrl+Shift+D (Command+Shift+D on a Mac), "D" for dial: no other shortcut of the app, and
 * not one a browser keeps for itself in the browser host.
 */
export function isCallShortcut(event: KeyboardEvent): boolean {
  const modifier = isApple() ? event.metaKey : event.ctrlKey;
  return modifier && event.shiftKey && !event.altKey && event.key.toLowerCase() === 'd';
}

export function callShortcutLabel(): string {
  return isApple() ? '⌘⇧D' : 'Ctrl+Shift+D';
}

/** Opens "Call a number" from anywhere in the window. */
export function useCallShortcut(open: () => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isCallShortcut(event)) return;
      event.preventDefault();
      open();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
}
