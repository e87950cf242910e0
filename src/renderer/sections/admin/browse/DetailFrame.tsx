import { type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { type Current } from '../../../../shared/admin';
import { type MessageKey } from '../../../../shared/i18n';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { useDetail, type Detail } from './use-detail';

/**
 * A read-only screen of one object: its title (the object's name once read, its id before) and
 * what it shows of it. `read` must keep its identity (`useCallback`).
 */
export function DetailScreen<V extends { commonName: string }>({
  oid,
  titleId,
  read,
  children,
}: {
  oid: string;
  /** The title: a message with a `{name}` place. */
  titleId: MessageKey;
  read: () => Promise<Current<V>>;
  children: (value: V) => ReactNode;
}) {
  const intl = useIntl();
  const detail = useDetail(read);
  const name =
    detail.status === 'ready' && detail.current.available ? detail.current.value.commonName : oid;
  return (
    <section className="admin-resource" aria-labelledby="admin-resource-title">
      <h2 id="admin-resource-title">{intl.formatMessage({ id: titleId }, { name })}</h2>
      <DetailFrame detail={detail}>{children}</DetailFrame>
    </section>
  );
}

/** A read-only screen: its loading and failure states around what it shows of the object. */
export function DetailFrame<V>({
  detail,
  children,
}: {
  detail: Detail<V>;
  children: (value: V) => ReactNode;
}) {
  const intl = useIntl();
  if (detail.status === 'loading') {
    return (
      <p className="muted admin-status" role="status">
        {intl.formatMessage({ id: 'admin.form.loading' })}
      </p>
    );
  }
  if (detail.status === 'failed') {
    return (
      <div className="admin-status">
        <p>{intl.formatMessage({ id: 'admin.form.loadFailed' })}</p>
        <ErrorMessage message={detail.sentence} />
      </div>
    );
  }
  if (!detail.current.available)
    return (
      <p className="alert alert-info">{intl.formatMessage({ id: 'admin.detail.unavailable' })}</p>
    );
  return <>{children(detail.current.value)}</>;
}
