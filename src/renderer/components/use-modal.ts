import { useEffect, useRef } from 'react';

/** A `<dialog>` shown modal while the component is mounted (and closed when it goes). */
export function useModal() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return dialog;
}
