import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useStore } from 'zustand';
import { type Api } from '../../../shared/contract';
import { icons } from '../../components/icons';
import { WithAccountData } from '../../components/WithAccountData';
import { type AccountData } from '../../data';
import { useAppStore } from '../../state/app-store';
import '../../styles/conversations.css';
import '../../styles/history.css';
import '../../styles/people.css';
import '../../styles/webpages.css';
import { EmbeddedPage } from './EmbeddedPage';
import { FramedPage } from './FramedPage';

/**
 * The Web pages section: the user's integrated web pages (4.16) as a navigation of their own,
 * refreshed when the section opens and on request, and the chosen page inside the app: an
 * isolated view in Electron, a sandboxed frame (or a new tab) in the browser host.
 */
export function WebPages({ api }: { api: Api }) {
  return (
    <div className="webpages">
      <WithAccountData opening={'webPages.opening'}>
        {(data) => <ReadyWebPages api={api} data={data} />}
      </WithAccountData>
    </div>
  );
}

function ReadyWebPages({ api, data }: { api: Api; data: AccountData }) {
  const intl = useIntl();
  const { directory } = data;
  const pages = useLiveQuery(() => directory.webPages(), [directory]);
  const status = useStore(directory.status, (s) => s.webPages);
  const embedded = useAppStore((s) => s.appInfo?.host === 'electron');
  const offline = useAppStore((s) => s.connectivity.status === 'offline');
  const [selected, setSelected] = useState<string>();
  // The list again when the section opens: its `refresh` link is the list's own address.
  useEffect(() => void directory.refreshWebPages(), [directory]);

  const current = pages?.find((p) => p.url === selected) ?? pages?.[0];
  const Page = embedded ? EmbeddedPage : FramedPage;

  return (
    <>
      <aside
        className="people-pane webpages-pane"
        aria-label={intl.formatMessage({ id: 'webPages.nav' })}
      >
        <div className="people-tools">
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={status.state === 'loading'}
            onClick={() => void directory.refreshWebPages()}
          >
            {icons.reload}
            {intl.formatMessage({
              id: status.state === 'loading' ? 'webPages.refreshing' : 'webPages.refresh',
            })}
          </button>
          {offline && (
            <p className="history-note">{intl.formatMessage({ id: 'webPages.offline' })}</p>
          )}
          {status.state === 'failed' && (
            <p role="alert" className="alert alert-error">
              {status.sentence}
            </p>
          )}
        </div>
        <nav aria-label={intl.formatMessage({ id: 'webPages.nav' })} className="webpages-nav">
          {pages === undefined ? (
            <p className="muted pane-empty">{intl.formatMessage({ id: 'webPages.loading' })}</p>
          ) : pages.length === 0 ? (
            <p className="muted pane-empty">{intl.formatMessage({ id: 'webPages.none' })}</p>
          ) : (
            <ul>
              {pages.map((page) => (
                <li key={page.url}>
                  <button
                    type="button"
                    className="pane-item"
                    aria-current={page.url === current?.url ? 'page' : undefined}
                    onClick={() => setSelected(page.url)}
                  >
                    {icons.webpages}
                    <span className="webpages-item-text">
                      <span className="person-name" dir="auto">
                        {page.name}
                      </span>
                      <span className="person-summary" dir="ltr">
                        {new URL(page.url).host}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </nav>
      </aside>
      <div className="webpage-main">
        {current ? (
          <Page key={current.url} api={api} page={current} />
        ) : (
          pages &&
          pages.length > 0 && (
            <p className="muted people-placeholder">
              {intl.formatMessage({ id: 'webPages.choose' })}
            </p>
          )
        )}
      </div>
    </>
  );
}
