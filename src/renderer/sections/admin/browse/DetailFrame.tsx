import { type ReactNode } from 'react';
import { type Current } from '../../../../shared/admin';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { fill } from '../fill';
import { adminStrings as s } from '../strings';
import { useDetail, type Detail } from './use-detail';

/**
 * A read-only screen of one object: its title (the object's name once read, its id before) and
 * what it shows of it. `read` must keep its identity (`useCallback`).
 */
export function DetailScreen<V extends { commonName: string }>({
  oid,
  title,
  read,
  children,
}: {
  oid: string;
  /** A sentence with a `{name}` place. */
  title: string;
  read: () => Promise<Current<V>>;
  children: (value: V) => ReactNode;
}) {
  const detail = useDetail(read);
  const name =
    detail.status === 'ready' && detail.current.available ? detail.current.value.commonName : oid;
  return (
    <section className="admin-resource" aria-labelledby="admin-resource-title">
      <h2 id="admin-resource-title">{fill(title, { name })}</h2>
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
  if (detail.status === 'loading') {
    return (
      <p className="muted admin-status" role="status">
        {s.loading}
      </p>
    );
  }
  if (detail.status === 'failed') {
    return (
      <div className="admin-status">
        <p>{s.loadFailed}</p>
        <ErrorMessage message={detail.sentence} />
      </div>
    );
  }
  if (!detail.current.available) return <p className="alert alert-info">{s.unavailableRead}</p>;
  return <>{children(detail.current.value)}</>;
}
