import { useEffect, useState } from 'react';

/**
 * For a dialog: when it closes (unmounts), focus goes back to what had it when the dialog
 * opened, the button that opened it, as the dialog pattern asks; a keyboard user goes on from
 * where they were. Read in the first render, before the dialog's autofocus moves focus.
 */
export function useReturnFocus(): void {
  const [opener] = useState(() => document.activeElement);
  useEffect(
    () => () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    },
    [opener],
  );
}
