import { useEffect, useState } from 'react';

/** Focus back to `opener` (what had focus when a dialog opened), if it is still in the page. */
export function focusBack(opener: Element | null): void {
  if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
}

/**
 * For a dialog: when it closes (unmounts), focus goes back to what had it when the dialog
 * opened, the button that opened it, as the dialog pattern asks; a keyboard user goes on from
 * where they were. Read in the first render, before the dialog's autofocus moves focus.
 * (`useModal` does this itself for the dialogs it shows.)
 */
export function useReturnFocus(): void {
  const [opener] = useState(() => document.activeElement);
  useEffect(() => () => focusBack(opener), [opener]);
}
