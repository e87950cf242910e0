import { useState } from 'react';
import { type Api } from '../../../../shared/contract';
import { useAppStore } from '../../../state/app-store';
import { TenantForm } from './TenantForm';
import { TenantList } from './TenantList';
import { tenantStrings as t } from './strings';

/**
 * Tenants (master): the list, and one tenant's form. The list stays mounted under the form, so
 * going back finds the same page and filters.
 */
export function Tenants({ api }: { api: Api }) {
  const [open, setOpen] = useState<string | null>(null);
  const requestLeave = useAppStore((state) => state.requestLeave);
  return (
    <>
      <div hidden={open !== null}>
        <TenantList api={api} onOpen={setOpen} />
      </div>
      {open !== null && (
        <div className="admin-detail">
          <button
            type="button"
            className="button button-ghost button-small admin-back"
            onClick={() => requestLeave(() => setOpen(null))}
          >
            {t.back}
          </button>
          <TenantForm key={open} api={api} oid={open} />
        </div>
      )}
    </>
  );
}
