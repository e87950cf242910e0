import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { type Api, type WebPage, type WebViewState } from '../../../shared/contract';
import { failureSentence } from '../../components/failure-sentence';
import { PageToolbar } from './PageToolbar';
import { type Formatter, type MessageKey } from '../../../shared/i18n';

interface Question {
  id: string;
  permission: string;
}

/** Why the view shows nothing, as the user reads it. */
function sentenceOf(
  intl: Formatter,
  name: string,
  failure: NonNullable<WebViewState['failure']>,
): string {
  const id: MessageKey =
    failure.kind === 'certificate'
      ? 'webPages.failure.certificate'
      : failure.kind === 'crashed'
        ? 'webPages.failure.crashed'
        : 'webPages.failure.load';
  return intl.formatMessage({ id }, { name });
}

/** What a page asks for, by Electron's permission name: the ones main puts to the user. */
const questionWords: Readonly<Record<string, MessageKey>> = {
  media: 'webPages.permission.media',
  notifications: 'webPages.permission.notifications',
  'clipboard-sanitized-write': 'webPages.permission.clipboardWrite',
  fullscreen: 'webPages.permission.fullscreen',
  pointerLock: 'webPages.permission.pointerLock',
};

/** The area's place in the window, in whole CSS pixels, for main to put the view there. */
function boundsOf(element: HTMLElement) {
  const box = element.getBoundingClientRect();
  return {
    x: Math.max(0, Math.round(box.left)),
    y: Math.max(0, Math.round(box.top)),
    width: Math.max(0, Math.round(box.width)),
    height: Math.max(0, Math.round(box.height)),
  };
}

/**
 * Electron: the page in its own isolated view (main's WebContentsView, its own partition, no
 * preload), laid over this component's area and following its size. The toolbar drives the view;
 * what the view reports (address, history, loading, failures) and asks (permissions) comes back
 * as events. While a failure is shown the view is taken away, so the sentence is not hidden.
 */
export function EmbeddedPage({ api, page }: { api: Api; page: WebPage }) {
  const intl = useIntl();
  const area = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<WebViewState>();
  const [questions, setQuestions] = useState<Question[]>([]);
  const [problem, setProblem] = useState<string>();
  const failure = state?.page === page.url ? state.failure : undefined;

  useEffect(() => {
    const offState = api.on('webpages.state', (next) => {
      if (next.page === page.url) setState(next);
    });
    const offAsk = api.on('webpages.permission', ({ id, page: asking, permission }) => {
      if (asking === page.url) setQuestions((list) => [...list, { id, permission }]);
    });
    return () => {
      offState();
      offAsk();
    };
  }, [api, page.url]);

  // The view follows the area: shown at its bounds, moved on every resize, hidden on leaving.
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    if (failure) {
      void api.webpages.hide().catch(() => undefined);
      return;
    }
    let frame = 0;
    const place = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        api.webpages
          .show({ url: page.url, bounds: boundsOf(element) })
          .catch((error: unknown) => setProblem(failureSentence(error)));
      });
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(element);
    window.addEventListener('resize', place);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', place);
      void api.webpages.hide().catch(() => undefined);
    };
  }, [api, page.url, failure]);

  const go = (action: 'back' | 'forward' | 'reload') =>
    void api.webpages
      .go({ url: page.url, action })
      .catch((error: unknown) => setProblem(failureSentence(error)));
  const answer = (question: Question, allow: boolean) => {
    setQuestions((list) => list.filter((q) => q.id !== question.id));
    void api.webpages.answerPermission({ id: question.id, allow }).catch(() => undefined);
  };
  const address = state?.page === page.url ? state.address : page.url;

  return (
    <section className="webpage" aria-label={page.name}>
      <PageToolbar
        name={page.name}
        address={address}
        canGoBack={state?.canGoBack ?? false}
        canGoForward={state?.canGoForward ?? false}
        onBack={() => go('back')}
        onForward={() => go('forward')}
        onReload={() => go('reload')}
        outside={{
          onOpen: () =>
            void api.webpages
              .openInBrowser({ url: address })
              .catch((error: unknown) => setProblem(failureSentence(error))),
        }}
      />
      {questions.map((question) => (
        <div key={question.id} className="webpage-question" role="alert">
          <span>
            {intl.formatMessage(
              { id: questionWords[question.permission] ?? 'webPages.permission.other' },
              { name: page.name, permission: question.permission },
            )}
          </span>
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => answer(question, true)}
          >
            {intl.formatMessage({ id: 'webPages.permission.allow' })}
          </button>
          <button
            type="button"
            className="button button-ghost button-small"
            onClick={() => answer(question, false)}
          >
            {intl.formatMessage({ id: 'webPages.permission.deny' })}
          </button>
        </div>
      ))}
      {problem && (
        <p role="alert" className="alert alert-error webpage-problem">
          {problem}
        </p>
      )}
      <div ref={area} className="webpage-area">
        {failure && (
          <div className="webpage-message">
            <p role="alert" className="alert alert-error">
              {sentenceOf(intl, page.name, failure)}
            </p>
            <button type="button" className="button button-primary" onClick={() => go('reload')}>
              {intl.formatMessage({ id: 'webPages.reload' })}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
