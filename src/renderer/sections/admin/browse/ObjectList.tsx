import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { type ListedKind, type ObjectPage } from '../../../../shared/admin';
import { type Api } from '../../../../shared/contract';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { sentenceOf } from '../../../components/describe-error';
import { AddById } from './AddById';
import { useNextPage } from './use-next-page';

type Cursor = { after?: string };
const PAGE_SIZE = 20;

/**
 * The objects of one admin resource by name, a page at a time in ascending order with the
 * server's cursors. Next is offered only when the page after this one holds something (asked
 * for before, `useNextPage`); "Open by id" only where the server lists nothing (or the list
 * failed): everywhere else the user picks a name.
 */
export function ObjectList({
  api,
  kind,
  label,
  onOpen,
}: {
  api: Api;
  kind: ListedKind;
  /** The list's accessible name. */
  label: string;
  onOpen: (oid: string) => void;
}) {
  const intl = useIntl();
  const [cursor, setCursor] = useState<Cursor>({});
  const [visited, setVisited] = useState<readonly Cursor[]>([]);
  const [result, setResult] = useState<{ key: string; page?: ObjectPage; error?: string }>();
  const key = JSON.stringify(cursor);

  useEffect(() => {
    let live = true;
    api.admin
      .listObjects({ kind, limit: PAGE_SIZE, ...(JSON.parse(key) as Cursor) })
      .then((page) => live && setResult({ key, page }))
      .catch((e: unknown) => live && setResult({ key, error: sentenceOf(e) }));
    return () => {
      live = false;
    };
  }, [api, kind, key]);

  const loading = result?.key !== key;
  const page = loading ? undefined : result.page;
  const rows = page?.available ? page.rows : [];
  const cursorAfter =
    page?.available && rows.length > 0 && page.nextId !== undefined ? page.nextId : undefined;
  const following = useNextPage(cursorAfter, (after) =>
    api.admin
      .listObjects({ kind, limit: 1, after })
      .then((peek) => peek.available && peek.rows.length > 0),
  );
  const next = following === 'more' ? cursorAfter : undefined;
  const fallback = !loading && (result.error !== undefined || page?.available === false);

  return (
    <div className="admin-object-list">
      <ErrorMessage message={loading ? null : (result.error ?? null)} />
      {page && !page.available && (
        <p className="alert alert-info">{intl.formatMessage({ id: 'admin.list.notListed' })}</p>
      )}
      {loading && (
        <p className="muted" role="status">
          {intl.formatMessage({ id: 'admin.list.loading' })}
        </p>
      )}
      {page?.available && (
        <>
          <ul className="admin-names" aria-label={label}>
            {rows.map((row) => (
              <li key={row.oid}>
                <button
                  type="button"
                  className="admin-name"
                  aria-label={intl.formatMessage(
                    { id: 'admin.list.open' },
                    { name: row.commonName },
                  )}
                  onClick={() => onOpen(row.oid)}
                >
                  <span dir="auto">{row.commonName}</span>
                </button>
              </li>
            ))}
          </ul>
          {rows.length === 0 && (
            <p className="muted" role="status">
              {visited.length > 0
                ? intl.formatMessage({ id: 'admin.list.end' })
                : intl.formatMessage({ id: 'admin.list.empty' })}
            </p>
          )}
          {rows.length > 0 && following === 'none' && (
            <p className="muted" role="status">
              {intl.formatMessage({ id: 'admin.list.noMore' })}
            </p>
          )}
          <div className="admin-pager">
            <button
              type="button"
              className="button button-secondary"
              disabled={visited.length === 0}
              onClick={() => {
                setCursor(visited[visited.length - 1] ?? {});
                setVisited(visited.slice(0, -1));
              }}
            >
              {intl.formatMessage({ id: 'admin.list.previous' })}
            </button>
            <button
              type="button"
              className="button button-secondary"
              disabled={next === undefined}
              onClick={() => {
                setVisited([...visited, cursor]);
                setCursor({ after: next });
              }}
            >
              {intl.formatMessage({ id: 'admin.list.next' })}
            </button>
          </div>
        </>
      )}
      {fallback && <OpenById onOpen={onOpen} />}
    </div>
  );
}

function OpenById({ onOpen }: { onOpen: (oid: string) => void }) {
  const intl = useIntl();
  return (
    <section
      className="admin-open-by-id"
      aria-label={intl.formatMessage({ id: 'admin.openById.title' })}
    >
      <h3 className="admin-subtitle">{intl.formatMessage({ id: 'admin.openById.title' })}</h3>
      <AddById
        label={intl.formatMessage({ id: 'admin.openById.label' })}
        hint={intl.formatMessage({ id: 'admin.openById.hint' })}
        invalid={intl.formatMessage({ id: 'admin.openById.invalid' })}
        action={intl.formatMessage({ id: 'admin.openById.open' })}
        onId={onOpen}
      />
    </section>
  );
}
