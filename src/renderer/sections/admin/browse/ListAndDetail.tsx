import { useState, type ReactNode } from 'react';
import { useAppStore } from '../../../state/app-store';

/**
 * A resource's list and, once one is chosen, its screen. The list stays mounted (hidden) under
 * the detail, so going back finds the same page; going back with unsaved changes asks first.
 */
export function ListAndDetail({
  list,
  detail,
  backLabel,
  initialOpen,
}: {
  list: (open: (oid: string) => void) => ReactNode;
  detail: (oid: string) => ReactNode;
  backLabel: string;
  /** An object to show first (reached from another screen, e.g. a record's template). */
  initialOpen?: string | undefined;
}) {
  const [open, setOpen] = useState<string | null>(initialOpen ?? null);
  const requestLeave = useAppStore((state) => state.requestLeave);
  return (
    <>
      <div hidden={open !== null}>{list(setOpen)}</div>
      {open !== null && (
        <div className="admin-detail" key={open}>
          <button
            type="button"
            className="button button-ghost button-small admin-back"
            onClick={() => requestLeave(() => setOpen(null))}
          >
            {backLabel}
          </button>
          {detail(open)}
        </div>
      )}
    </>
  );
}
