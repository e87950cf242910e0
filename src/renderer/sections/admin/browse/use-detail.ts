import { useEffect, useState } from 'react';
import { type Current } from '../../../../shared/admin';
import { sentenceOf } from '../../../components/describe-error';

export type Detail<V> =
  | { status: 'loading' }
  | { status: 'failed'; sentence: string }
  | { status: 'ready'; current: Current<V> };

/**
 * A read-only screen's object, read afresh each time it opens (never cached): loading, failed
 * with its sentence, or what the server answered. `read` must keep its identity (`useCallback`).
 */
export function useDetail<V>(read: () => Promise<Current<V>>): Detail<V> {
  const [detail, setDetail] = useState<Detail<V>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    read()
      .then((current) => live && setDetail({ status: 'ready', current }))
      .catch((e: unknown) => live && setDetail({ status: 'failed', sentence: sentenceOf(e) }));
    return () => {
      live = false;
    };
  }, [read]);
  return detail;
}
