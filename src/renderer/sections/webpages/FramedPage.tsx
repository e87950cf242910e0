import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { type Api, type WebPage, type WebPageProbe } from '../../../shared/contract';
import { failureSentence } from '../../components/failure-sentence';
import { PageToolbar } from './PageToolbar';
import { type Formatter } from '../../../shared/i18n';

type Outcome = WebPageProbe | { outcome: 'failed'; sentence: string };

/** Why a page is not shown in its frame, as the user reads it. */
function sentenceOf(intl: Formatter, name: string, found: Outcome): string | undefined {
  switch (found.outcome) {
    case 'frameable':
      return undefined;
    case 'refuses-framing':
      return intl.formatMessage({ id: 'webPages.failure.refusesFraming' }, { name });
    case 'unreachable':
      return intl.formatMessage({ id: 'webPages.failure.unreachable' }, { name });
    case 'certificate':
      return intl.formatMessage({ id: 'webPages.failure.certificate' }, { name });
    case 'http-error':
      return intl.formatMessage(
        { id: 'webPages.failure.httpError' },
        { name, status: String(found.status ?? 0) },
      );
    case 'failed':
      return found.sentence;
  }
}

/**
 * The browser host's twin of the isolated view: main first asks for the page (may it be framed,
 * can it be reached at all); a page that may be is shown in a sandboxed iframe (its own origin,
 * no access to the app, no referrer, no device permissions), any other is said in a sentence
 * with the page's link to open in a new tab.
 */
export function FramedPage({ api, page }: { api: Api; page: WebPage }) {
  const intl = useIntl();
  const [found, setFound] = useState<{ attempt: number; outcome: Outcome }>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    api.webpages.probe({ url: page.url }).then(
      (outcome) => live && setFound({ attempt, outcome }),
      (error: unknown) =>
        live &&
        setFound({ attempt, outcome: { outcome: 'failed', sentence: failureSentence(error) } }),
    );
    return () => {
      live = false;
    };
  }, [api, page.url, attempt]);

  const outcome = found?.attempt === attempt ? found.outcome : undefined;
  const problem = outcome && sentenceOf(intl, page.name, outcome);
  return (
    <section className="webpage" aria-label={page.name}>
      <PageToolbar
        name={page.name}
        address={page.url}
        onReload={() => setAttempt((n) => n + 1)}
        outside={{ href: page.url }}
      />
      <div className="webpage-area">
        {!outcome ? (
          <p className="muted webpage-message" role="status">
            {intl.formatMessage({ id: 'webPages.checking' }, { name: page.name })}
          </p>
        ) : problem ? (
          <div className="webpage-message">
            <p role="alert" className="alert alert-error">
              {problem}
            </p>
            <a
              href={page.url}
              target="_blank"
              rel="noopener noreferrer"
              className="button button-primary"
            >
              {intl.formatMessage({ id: 'webPages.openInNewTab' })}
            </a>
          </div>
        ) : (
          <iframe
            key={attempt}
            className="webpage-frame"
            title={page.name}
            src={page.url}
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
            referrerPolicy="no-referrer"
            allow=""
          />
        )}
      </div>
    </section>
  );
}
