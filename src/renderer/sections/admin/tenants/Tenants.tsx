import { type Api } from '../../../../shared/contract';
import { ListAndDetail } from '../browse/ListAndDetail';
import { TenantForm } from './TenantForm';
import { TenantList } from './TenantList';
import { tenantStrings as t } from './strings';

/** Tenants (master): the list, and one tenant's form. */
export function Tenants({ api }: { api: Api }) {
  return (
    <ListAndDetail
      backLabel={t.back}
      list={(open) => <TenantList api={api} onOpen={open} />}
      detail={(oid) => <TenantForm api={api} oid={oid} />}
    />
  );
}
