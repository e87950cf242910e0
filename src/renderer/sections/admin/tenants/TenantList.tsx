import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  costlyTenantIncludes,
  tenantUsageFields,
  type TenantPage,
  type TenantPageArgs,
  type TenantRow,
  type TenantUsageField,
} from '../../../../shared/admin';
import { type Api } from '../../../../shared/contract';
import { type MessageKey } from '../../../../shared/i18n';
import { type TenantInclude } from '../../../../shared/interface';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { sentenceOf } from '../../../components/describe-error';
import { grouped } from '../format';
import { useNextPage } from '../browse/use-next-page';
import { licenseLine, statisticLine, usageLabels } from './tenant-format';

const PAGE_SIZE = 15;
/** Asked for only on a click: three of them are costly to count (4.4). */
const statisticIncludes: readonly TenantInclude[] = [
  'statistics.messagingAppGateways',
  ...costlyTenantIncludes,
];

type Show = 'all' | 'active' | 'stopped' | 'templates' | 'notTemplates';
const showLabels: Record<Show, MessageKey> = {
  all: 'admin.tenants.showAll',
  active: 'admin.tenants.showActive',
  stopped: 'admin.tenants.showStopped',
  templates: 'admin.tenants.showTemplates',
  notTemplates: 'admin.tenants.showNotTemplates',
};
const showWhere: Record<Show, TenantPageArgs['where']> = {
  all: undefined,
  active: { active: true },
  stopped: { active: false },
  templates: { isTemplate: true },
  notTemplates: { isTemplate: false },
};

type Column = 'resellerName' | 'licenseCounts' | TenantUsageField;
const optionalColumns: readonly Column[] = ['resellerName', 'licenseCounts', ...tenantUsageFields];
const columnLabels: Readonly<Record<Column, MessageKey>> = {
  resellerName: 'admin.tenants.columnReseller',
  licenseCounts: 'admin.tenants.columnLicenses',
  ...usageLabels,
};

interface Filters {
  name: string;
  resellerName: string;
  show: Show;
  order: 'ascending' | 'descending';
}
const noFilters: Filters = { name: '', resellerName: '', show: 'all', order: 'ascending' };
type Cursor = Pick<TenantPageArgs, 'before' | 'after'>;

/**
 * 4.4: tenants filtered by name, reseller, status or template, in either order, paged with the
 * server's cursors (opaque). A cursor is not proof of more: Next is offered only when the page
 * after this one holds a tenant (`useNextPage`). The costly statistics are loaded only when
 * asked for.
 */
export function TenantList({ api, onOpen }: { api: Api; onOpen: (oid: string) => void }) {
  const intl = useIntl();
  const [draft, setDraft] = useState<Filters>(noFilters);
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [columns, setColumns] = useState<readonly Column[]>([]);
  const [cursor, setCursor] = useState<Cursor>({});
  const [visited, setVisited] = useState<readonly Cursor[]>([]);
  const [costly, setCostly] = useState(false);
  const [result, setResult] = useState<{ key: string; page?: TenantPage; error?: string }>();

  const include: TenantInclude[] = [...columns, ...(costly ? statisticIncludes : [])];
  const request: TenantPageArgs = {
    ...(filters.name && { name: filters.name }),
    ...(filters.resellerName && { resellerName: filters.resellerName }),
    ...(showWhere[filters.show] && { where: showWhere[filters.show] }),
    order: filters.order,
    ...cursor,
    limit: PAGE_SIZE,
    ...(include.length > 0 && { include }),
  };
  const key = JSON.stringify(request);

  useEffect(() => {
    let live = true;
    api.admin
      .listTenants(JSON.parse(key) as TenantPageArgs)
      .then((page) => live && setResult({ key, page }))
      .catch((e: unknown) => live && setResult({ key, error: sentenceOf(e) }));
    return () => {
      live = false;
    };
  }, [api, key]);

  const loading = result?.key !== key;
  const page = loading ? undefined : result.page;
  const rows = page?.rows ?? [];
  const cursorFollowing: Cursor | undefined =
    page && rows.length > 0
      ? filters.order === 'ascending'
        ? page.nextId !== undefined
          ? { after: page.nextId }
          : undefined
        : page.previousId !== undefined
          ? { before: page.previousId }
          : undefined
      : undefined;
  // The page after this one, asked for with the same filters and one row, no extra columns.
  const followingKey = cursorFollowing
    ? JSON.stringify({ ...request, include: undefined, ...cursorFollowing, limit: 1 })
    : undefined;
  const nextPage = useNextPage(followingKey, (peek) =>
    api.admin
      .listTenants(JSON.parse(peek) as TenantPageArgs)
      .then((found) => found.rows.length > 0),
  );
  const following = nextPage === 'more' ? cursorFollowing : undefined;

  const startOver = () => {
    setCursor({});
    setVisited([]);
    setCostly(false);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    startOver();
  };
  const toggleColumn = (column: Column) =>
    setColumns((now) =>
      now.includes(column) ? now.filter((c) => c !== column) : [...now, column],
    );

  return (
    <section className="admin-resource" aria-labelledby="admin-resource-title">
      <h2 id="admin-resource-title">{intl.formatMessage({ id: 'admin.tenants.title' })}</h2>
      <p className="muted">{intl.formatMessage({ id: 'admin.tenants.intro' })}</p>
      <form
        className="admin-filters"
        aria-label={intl.formatMessage({ id: 'admin.tenants.filters' })}
        onSubmit={search}
      >
        <label className="field admin-field">
          <span className="field-label">{intl.formatMessage({ id: 'admin.tenants.name' })}</span>
          <input
            type="search"
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          />
        </label>
        <label className="field admin-field">
          <span className="field-label">
            {intl.formatMessage({ id: 'admin.tenants.reseller' })}
          </span>
          <input
            type="search"
            value={draft.resellerName}
            onChange={(e) => setDraft({ ...draft, resellerName: e.target.value })}
          />
        </label>
        <label className="field admin-field">
          <span className="field-label">{intl.formatMessage({ id: 'admin.tenants.show' })}</span>
          <select
            value={draft.show}
            onChange={(e) => setDraft({ ...draft, show: e.target.value as Show })}
          >
            {(Object.keys(showLabels) as Show[]).map((show) => (
              <option key={show} value={show}>
                {intl.formatMessage({ id: showLabels[show] })}
              </option>
            ))}
          </select>
        </label>
        <label className="field admin-field">
          <span className="field-label">{intl.formatMessage({ id: 'admin.tenants.order' })}</span>
          <select
            value={draft.order}
            onChange={(e) => setDraft({ ...draft, order: e.target.value as Filters['order'] })}
          >
            <option value="ascending">
              {intl.formatMessage({ id: 'admin.tenants.ascending' })}
            </option>
            <option value="descending">
              {intl.formatMessage({ id: 'admin.tenants.descending' })}
            </option>
          </select>
        </label>
        <button type="submit" className="button button-primary">
          {intl.formatMessage({ id: 'admin.tenants.search' })}
        </button>
      </form>
      <details className="admin-columns">
        <summary>{intl.formatMessage({ id: 'admin.tenants.columns' })}</summary>
        <div className="admin-columns-list">
          {optionalColumns.map((column) => (
            <label key={column} className="checkbox-row">
              <input
                type="checkbox"
                checked={columns.includes(column)}
                onChange={() => toggleColumn(column)}
              />
              <span>{intl.formatMessage({ id: columnLabels[column] })}</span>
            </label>
          ))}
        </div>
      </details>
      <div className="admin-list-tools">
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={costly || loading}
          onClick={() => setCostly(true)}
        >
          {intl.formatMessage({ id: 'admin.tenants.costly' })}
        </button>
        <span className="hint">{intl.formatMessage({ id: 'admin.tenants.costlyHint' })}</span>
      </div>
      <ErrorMessage message={loading ? null : (result.error ?? null)} />
      <div className="admin-table-wrap">
        <table
          className="admin-table"
          aria-label={intl.formatMessage({ id: 'admin.tenants.listLabel' })}
          aria-busy={loading}
        >
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'admin.tenants.columnName' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'admin.tenants.columnDatabase' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'admin.tenants.columnStatus' })}</th>
              {columns.map((column) => (
                <th scope="col" key={column}>
                  {intl.formatMessage({ id: columnLabels[column] })}
                </th>
              ))}
              {costly && (
                <th scope="col">{intl.formatMessage({ id: 'admin.tenants.columnStatistics' })}</th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <TenantRowView
                key={row.oid}
                row={row}
                columns={columns}
                costly={costly}
                onOpen={onOpen}
              />
            ))}
          </tbody>
        </table>
      </div>
      {loading && (
        <p className="muted" role="status">
          {intl.formatMessage({ id: 'admin.tenants.loading' })}
        </p>
      )}
      {page && rows.length === 0 && (
        <p className="muted" role="status">
          {visited.length > 0
            ? intl.formatMessage({ id: 'admin.tenants.emptyAfter' })
            : intl.formatMessage({ id: 'admin.tenants.empty' })}
        </p>
      )}
      {page && rows.length > 0 && nextPage === 'none' && (
        <p className="muted" role="status">
          {intl.formatMessage({ id: 'admin.tenants.noMore' })}
        </p>
      )}
      <div className="admin-pager">
        <button
          type="button"
          className="button button-secondary"
          disabled={visited.length === 0 || loading}
          onClick={() => {
            setCursor(visited[visited.length - 1] ?? {});
            setVisited(visited.slice(0, -1));
            setCostly(false);
          }}
        >
          {intl.formatMessage({ id: 'admin.list.previous' })}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={!following || loading}
          onClick={() => {
            if (!following) return;
            setVisited([...visited, cursor]);
            setCursor(following);
            setCostly(false);
          }}
        >
          {intl.formatMessage({ id: 'admin.list.next' })}
        </button>
      </div>
    </section>
  );
}

function TenantRowView({
  row,
  columns,
  costly,
  onOpen,
}: {
  row: TenantRow;
  columns: readonly Column[];
  costly: boolean;
  onOpen: (oid: string) => void;
}) {
  const intl = useIntl();
  return (
    <tr>
      <th scope="row">
        <button
          type="button"
          className="link-button"
          aria-label={intl.formatMessage({ id: 'admin.tenants.open' }, { name: row.commonName })}
          onClick={() => onOpen(row.oid)}
        >
          <span dir="auto">{row.commonName}</span>
        </button>
      </th>
      <td>{row.subDatabaseName}</td>
      <td>
        {row.active
          ? intl.formatMessage({ id: 'admin.tenants.active' })
          : intl.formatMessage({ id: 'admin.tenants.stopped' })}
        {row.isTemplate && (
          <span className="admin-tag">{intl.formatMessage({ id: 'admin.tenants.template' })}</span>
        )}
      </td>
      {columns.map((column) => (
        <td key={column}>
          {column === 'resellerName'
            ? (row.resellerName ?? '')
            : column === 'licenseCounts'
              ? (row.licenseCounts ?? []).map((count) => (
                  <div key={count.oid ?? count.license}>{licenseLine(intl, count)}</div>
                ))
              : grouped(intl, row.usage[column])}
        </td>
      ))}
      {costly && (
        <td>
          {row.statistics.map(({ name, value }) => (
            <div key={name}>{statisticLine(intl, name, value)}</div>
          ))}
        </td>
      )}
    </tr>
  );
}
