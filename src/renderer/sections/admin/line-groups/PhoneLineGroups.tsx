import { type Api } from '../../../../shared/contract';
import { ListAndDetail } from '../browse/ListAndDetail';
import { ObjectList } from '../browse/ObjectList';
import { PhoneLineGroupForm } from './PhoneLineGroupForm';
import { lineGroupStrings as t } from './strings';

/** Phone line groups (4.13): the groups by name, and one group's form. */
export function PhoneLineGroups({ api }: { api: Api }) {
  return (
    <ListAndDetail
      backLabel={t.back}
      list={(open) => (
        <section className="admin-resource" aria-labelledby="admin-resource-title">
          <h2 id="admin-resource-title">{t.title}</h2>
          <p className="muted">{t.intro}</p>
          <ObjectList api={api} kind="phoneLineGroups" label={t.listLabel} onOpen={open} />
        </section>
      )}
      detail={(oid) => <PhoneLineGroupForm api={api} oid={oid} />}
    />
  );
}
