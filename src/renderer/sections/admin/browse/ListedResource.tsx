import { type ReactNode } from 'react';
import { type ListedKind } from '../../../../shared/admin';
import { type Api } from '../../../../shared/contract';
import { ListAndDetail } from './ListAndDetail';
import { ObjectList } from './ObjectList';

/** A resource found by name in its list (or by id), and the screen of the one chosen. */
export function ListedResource({
  api,
  kind,
  strings,
  detail,
  initialOpen,
}: {
  api: Api;
  kind: ListedKind;
  strings: { title: string; intro: string; listLabel: string; back: string };
  detail: (oid: string) => ReactNode;
  initialOpen?: string | undefined;
}) {
  return (
    <ListAndDetail
      initialOpen={initialOpen}
      backLabel={strings.back}
      list={(open) => (
        <section className="admin-resource" aria-labelledby="admin-resource-title">
          <h2 id="admin-resource-title">{strings.title}</h2>
          <p className="muted">{strings.intro}</p>
          <ObjectList api={api} kind={kind} label={strings.listLabel} onOpen={open} />
        </section>
      )}
      detail={detail}
    />
  );
}
