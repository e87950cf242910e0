import { createHash, randomUUID } from 'node:crypto';
import { type peopleCalls } from '../../../shared/contract/people-calls';
import { t } from '../../../shared/i18n';
import { parseWebPageUrl } from '../../platform/web-views';
import { CoreError, invalidInput, notSignedIn } from '../core-error';
import { type Handlers } from '../handler-registry';
import { probeWebPage } from '../web-page-probe';
import { type HandlerContext } from './context';

type Name = Extract<keyof typeof peopleCalls, `webpages.${string}`>;

/** A page's permission request waits this long for the user, then is denied. */
const PERMISSION_WAIT_MS = 2 * 60_000;

// Said when they happen, in the language of that moment.
const notListed = () => invalidInput(t('webPages.error.notListed'));
const noView = () =>
  new CoreError({
    kind: 'invalid-request',
    sentence: t('webPages.error.noView'),
    transient: false,
  });

/**
 * Integrated web pages (4.16): the list, and the pages' views through the host's `WebViews`.
 * Only addresses of the list last read for this account are probed, shown or opened: the
 * renderer cannot make main fetch or show anything else. Each page gets a partition of its own
 * for this account, so pages never share cookies or storage with the app or with each other.
 */
export function webPageHandlers({
  session,
  platform,
  events,
}: HandlerContext): Pick<Handlers, Name> {
  const listed = new Map<string, URL>();
  const waiting = new Map<string, { resolve: (allow: boolean) => void; timer: NodeJS.Timeout }>();
  const { webViews } = platform;

  const answer = (id: string, allow: boolean) => {
    const question = waiting.get(id);
    if (!question) return;
    waiting.delete(id);
    clearTimeout(question.timer);
    question.resolve(allow);
  };

  webViews.connect({
    state: (state) => events.emit('webpages.state', state),
    askPermission: (page, permission) =>
      new Promise<boolean>((resolve) => {
        const id = randomUUID();
        waiting.set(id, {
          resolve,
          timer: setTimeout(() => answer(id, false), PERMISSION_WAIT_MS),
        });
        events.emit('webpages.permission', { id, page, permission });
      }),
  });

  // Signing out (or another user signing in) closes every view and forgets the list.
  let account: string | undefined;
  events.subscribe((event, payload) => {
    if (event !== 'session.changed') return;
    const state = payload as { status: string; user?: { serverUrl: string; userName: string } };
    const now = state.user ? `${state.user.serverUrl}\n${state.user.userName}` : undefined;
    if (now === account) return;
    account = now;
    listed.clear();
    webViews.closeAll();
    for (const id of [...waiting.keys()]) answer(id, false);
  });

  const accountKey = () => {
    const state = session.current();
    if (state.status !== 'signed-in' && state.status !== 'reauth-required') throw notSignedIn();
    return `${state.user.serverUrl}\n${state.user.userName}`;
  };
  const listedPage = (raw: string): URL => {
    const url = listed.get(raw);
    if (!url) throw notListed();
    return url;
  };
  const partitionOf = (url: string) =>
    `persist:webpage-${createHash('sha256').update(`${accountKey()}\n${url}`).digest('hex').slice(0, 32)}`;

  return {
    'webpages.list': () =>
      session.withClient(async (client) => {
        const page = await client.webpages.list();
        // Pages whose address the app would not open are left out rather than shown broken.
        const items = page.items.flatMap(({ name, url }) =>
          parseWebPageUrl(url) ? [{ name, url }] : [],
        );
        listed.clear();
        for (const item of items) listed.set(item.url, new URL(item.url));
        return { items };
      }),
    'webpages.probe': ({ url }) => probeWebPage(platform.fetch, listedPage(url)),
    'webpages.show': ({ url, bounds }) => {
      listedPage(url);
      if (!webViews.embedded()) return { embedded: false };
      webViews.show({ url, partition: partitionOf(url) }, bounds);
      return { embedded: true };
    },
    'webpages.hide': () => {
      webViews.hide();
      return undefined;
    },
    'webpages.go': ({ url, action }) => {
      listedPage(url);
      if (!webViews.embedded()) throw noView();
      webViews.go(url, action);
      return undefined;
    },
    'webpages.openInBrowser': async ({ url }) => {
      const target = parseWebPageUrl(url);
      const origins = new Set([...listed.values()].map((u) => u.origin));
      if (!target || !origins.has(target.origin)) throw notListed();
      await platform.links.open(target);
    },
    'webpages.answerPermission': ({ id, allow }) => {
      answer(id, allow);
      return undefined;
    },
  };
}
