import { useEffect, useRef, type RefObject } from 'react';

/**
 * A `<dialog>` shown modal while the component is mounted (and closed when it goes). Focus goes
 * where `showModal` puts it (the first field), or to `initialFocus` when given: React does not
 * pass `autoFocus` on to the element, so the dialog cannot find it itself.
 */
export function useModal(initialFocus?: RefObject<HTMLElement | null>) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    initialFocus?.current?.focus();
    return () => element?.close();
  }, [initialFocus]);
  return dialog;
}
