import { type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { type ListedKind } from '../../../../shared/admin';
import { type Api } from '../../../../shared/contract';
import { listedMessages } from '../listed-messages';
import { ListAndDetail } from './ListAndDetail';
import { ObjectList } from './ObjectList';

/** A resource found by name in its list (or by id), and the screen of the one chosen. */
export function ListedResource({
  api,
  kind,
  detail,
  initialOpen,
}: {
  api: Api;
  kind: ListedKind;
  detail: (oid: string) => ReactNode;
  initialOpen?: string | undefined;
}) {
  const intl = useIntl();
  const messages = listedMessages[kind];
  return (
    <ListAndDetail
      initialOpen={initialOpen}
      backLabel={intl.formatMessage({ id: messages.back })}
      list={(open) => (
        <section className="admin-resource" aria-labelledby="admin-resource-title">
          <h2 id="admin-resource-title">{intl.formatMessage({ id: messages.title })}</h2>
          <p className="muted">{intl.formatMessage({ id: messages.intro })}</p>
          <ObjectList
            api={api}
            kind={kind}
            label={intl.formatMessage({ id: messages.listLabel })}
            onOpen={open}
          />
        </section>
      )}
      detail={detail}
    />
  );
}
