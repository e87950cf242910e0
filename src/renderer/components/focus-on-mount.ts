/**
 * A ref that focuses its element once it is in the page. `autoFocus` outside a modal dialog
 * does nothing after the page's first load (the browser's rule), and the React layer the app
 * ships (Preact's) leaves it to the browser: a menu's first item or a confirmation's button
 * takes focus this way instead. Module-level, so the element is focused once, not on every
 * render.
 */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}
