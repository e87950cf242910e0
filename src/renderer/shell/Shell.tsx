import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useStore } from 'zustand';
import { type Api, type SessionUser } from '../../shared/contract';
import { useReadyAccountData } from '../data';
import { useNewVoicemailCount } from '../data/voicemails';
// The lazily loaded sections' styles stay here, where those sections were imported: every
// style is in one stylesheet (electron.vite.config.ts), in the order it had before the split.
import '../styles/admin.css';
import '../styles/conversations.css';
import { historyDetailChunk } from '../sections/history/detail-chunk';
import '../styles/history.css';
import '../styles/webpages.css';
import '../styles/voicemail.css';
import '../styles/keyboard.css';
import '../styles/search.css';
import { useAppStore } from '../state/app-store';
import { sections, visibleSections, type SectionId } from '../state/sections';
import { titleWithUnread, totalUnread, unreadCounts } from '../state/unread';
import { CallBar } from './CallBar';
import { Header } from './Header';
import { LazySection, sectionChunk } from './lazy-section';
import { OfflineBanner } from './OfflineBanner';
import { prefetchChunks, sectionChunks } from './section-chunks';
import { resetHistoryView } from '../state/history-view';
import { Sidebar } from './Sidebar';
import { UpdateBanner } from './UpdateBanner';
import { useCallLinks } from './use-call-links';
import { useCallShortcut } from './use-call-shortcut';
import { useMarkMissedCallsSeen } from './use-mark-missed-calls-seen';
import { useShortcuts } from './use-shortcuts';

// Loaded when first opened: the first screen carries only what opens it (issue #33's budget).
const CallNumberDialog = lazy(() =>
  import('./CallNumberDialog').then((m) => ({ default: m.CallNumberDialog })),
);
const ReauthDialog = lazy(() =>
  import('./ReauthDialog').then((m) => ({ default: m.ReauthDialog })),
);

/** The keyboard shortcuts' list (`?`), with its words: loaded the first time it is asked for. */
const shortcutsChunk = sectionChunk(
  () => import('./ShortcutsDialog').then((m) => m.ShortcutsDialog),
  ['shortcuts'],
);

/** The global search (Ctrl+K, the header's Search), with its words: loaded when first opened. */
const searchChunk = sectionChunk(
  () => import('./SearchDialog').then((m) => m.SearchDialog),
  ['search'],
);

/** The order the other sections' chunks are loaded in once the first screen is drawn. */
const prefetchOrder: readonly SectionId[] = [
  'conversations',
  'history',
  'voicemail',
  'people',
  'favorites',
  'settings',
  'webpages',
  'admin',
];

/** The signed-in window: navigation, header, the current section, and the re-auth prompt. */
export function Shell({
  api,
  user,
  reauth,
}: {
  api: Api;
  user: SessionUser;
  reauth?: string | undefined;
}) {
  const intl = useIntl();
  const { section, setSection, connectivity, appInfo, dialer, openDialer, closeDialer } =
    useAppStore();
  const items = visibleSections(user.role);
  const current = items.some((i) => i.id === section) ? section : 'conversations';
  const info = sections[current];
  const label = intl.formatMessage({ id: info.label });
  const heading = useRef<HTMLHeadingElement>(null);
  const shownSection = useRef(current);
  const unread = useStore(unreadCounts, totalUnread);
  const unreadChats = useStore(unreadCounts, (counts) => counts.chats);
  const missedCalls = useStore(unreadCounts, (counts) => counts.missedCalls);
  const data = useReadyAccountData();
  const newVoicemails = useNewVoicemailCount(data);
  useMarkMissedCallsSeen(api, data, current === 'history');
  const { role } = user;
  useCallShortcut(openDialer);
  const [shortcutList, setShortcutList] = useState(false);
  const [searching, setSearching] = useState(false);
  useShortcuts({
    sections: items.map((i) => i.id),
    current,
    setSection,
    showShortcuts: () => setShortcutList(true),
    showSearch: () => setSearching(true),
  });
  const content = useRef<HTMLElement>(null);
  useCallLinks(api, openDialer);

  useEffect(() => {
    // Once the first screen is drawn (its reads go first), History's details pane and the
    // sections this user can open are loaded while the browser is idle, so that opening one is
    // instant.
    if (!data) return;
    let stop: (() => void) | undefined;
    let closed = false;
    void data.firstScreen.drawn.then(() => {
      const visible = new Set(visibleSections(role).map((i) => i.id));
      const chunks = [
        historyDetailChunk,
        ...prefetchOrder.filter((id) => visible.has(id)).map((id) => sectionChunks[id]),
      ];
      if (!closed) stop = prefetchChunks(chunks);
    });
    return () => {
      closed = true;
      stop?.();
    };
  }, [data, role]);

  useEffect(() => {
    document.title = titleWithUnread(
      intl.formatMessage({ id: 'app.windowTitle' }, { section: label }),
      unread,
    );
  }, [label, intl, unread]);

  // History's filters are kept while this user is signed in, and start afresh for the next.
  useEffect(() => resetHistoryView, []);

  useEffect(() => {
    // Moving to another section puts keyboard focus on its heading, as a page load would; the
    // first one shown leaves focus alone.
    if (shownSection.current !== current) heading.current?.focus();
    shownSection.current = current;
  }, [current]);

  // The prompt must stay outside the inert shell, or it would be inert too.
  return (
    <>
      <div className="shell" inert={reauth ? true : undefined}>
        {/* The first Tab of the window: past the navigation and the header, to the section. */}
        <button type="button" className="skip-link" onClick={() => content.current?.focus()}>
          {intl.formatMessage({ id: 'nav.skipToContent' })}
        </button>
        <Sidebar
          items={items}
          current={current}
          onSelect={setSection}
          onCallNumber={() => openDialer()}
          counts={{ conversations: unreadChats, history: missedCalls, voicemail: newVoicemails }}
        />
        <div className="shell-main">
          <Header
            title={label}
            user={user}
            connectivity={connectivity}
            headingRef={heading}
            onSearch={() => setSearching(true)}
          />
          <CallBar />
          <OfflineBanner api={api} connectivity={connectivity} />
          <UpdateBanner />
          <main ref={content} className="content" aria-label={label} tabIndex={-1}>
            {current === 'conversations' ? (
              <LazySection
                key={current}
                label={label}
                chunk={sectionChunks.conversations}
                props={{ api, user }}
              />
            ) : current === 'history' ? (
              <LazySection key={current} label={label} chunk={sectionChunks.history} props={{}} />
            ) : current === 'settings' ? (
              <LazySection
                key={current}
                label={label}
                chunk={sectionChunks.settings}
                props={{ api, user, appInfo }}
              />
            ) : current === 'admin' ? (
              <LazySection
                key={current}
                label={label}
                chunk={sectionChunks.admin}
                props={{ api, user }}
              />
            ) : (
              <LazySection
                key={current}
                label={label}
                chunk={sectionChunks[current]}
                props={{ api }}
              />
            )}
          </main>
        </div>
      </div>
      {dialer && !reauth && (
        <Suspense fallback={null}>
          <CallNumberDialog
            key={`${dialer.number}|${dialer.error ?? ''}`}
            initialNumber={dialer.number}
            initialError={dialer.error}
            onClose={closeDialer}
          />
        </Suspense>
      )}
      {shortcutList && !reauth && (
        <LazySection
          quiet
          chunk={shortcutsChunk}
          label=""
          props={{ sectionCount: items.length, onClose: () => setShortcutList(false) }}
        />
      )}
      {searching && !reauth && (
        <LazySection
          quiet
          chunk={searchChunk}
          label=""
          props={{ api, me: user.displayName, onClose: () => setSearching(false) }}
        />
      )}
      {reauth && (
        <Suspense fallback={null}>
          <ReauthDialog api={api} user={user} sentence={reauth} />
        </Suspense>
      )}
    </>
  );
}
