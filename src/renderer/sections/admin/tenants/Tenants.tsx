import { useIntl } from 'react-intl';
import { type Api } from '../../../../shared/contract';
import { ListAndDetail } from '../browse/ListAndDetail';
import { TenantForm } from './TenantForm';
import { TenantList } from './TenantList';

/** Tenants (master): the list, and one tenant's form. */
export function Tenants({ api }: { api: Api }) {
  const intl = useIntl();
  return (
    <ListAndDetail
      backLabel={intl.formatMessage({ id: 'admin.tenants.back' })}
      list={(open) => <TenantList api={api} onOpen={open} />}
      detail={(oid) => <TenantForm api={api} oid={oid} />}
    />
  );
}
