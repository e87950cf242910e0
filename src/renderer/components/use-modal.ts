import { useEffect, useRef, useState, type RefObject } from 'react';
import { focusBack } from './use-return-focus';

/**
 * A `<dialog>` shown modal while the component is mounted, and closed when it goes, with focus
 * back on what had it when the dialog opened (the button that opened it), as the dialog
 * pattern asks. Focus goes to `initialFocus` when given, else to the element marked
 * `autoFocus`, else where `showModal` puts it (the first field). Closing comes before focusing
 * back: a modal dialog that closes moves focus itself.
 */
export function useModal(initialFocus?: RefObject<HTMLElement | null>) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Read in the first render, before the dialog moves focus.
  const [opener] = useState(() => document.activeElement);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    (initialFocus?.current ?? element?.querySelector<HTMLElement>('[autofocus]'))?.focus();
    return () => {
      element?.close();
      focusBack(opener);
    };
  }, [initialFocus, opener]);
  return dialog;
}
