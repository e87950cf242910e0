import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useStore } from 'zustand';
import { type Api, type SessionUser } from '../../shared/contract';
import { Admin } from '../sections/admin/Admin';
import { Conversations } from '../sections/conversations/Conversations';
import { Favorites } from '../sections/favorites/Favorites';
import { History } from '../sections/history/History';
import { People } from '../sections/people/People';
import { WebPages } from '../sections/webpages/WebPages';
import { Settings } from '../sections/Settings';
import { useAppStore } from '../state/app-store';
import { sections, visibleSections } from '../state/sections';
import { titleWithUnread, unreadCount } from '../state/unread';
import { Header } from './Header';
import { OfflineBanner } from './OfflineBanner';
import { ReauthDialog } from './ReauthDialog';
import { Sidebar } from './Sidebar';
import { useUnreadBadge } from './use-unread-badge';

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
  const { section, setSection, connectivity, appInfo } = useAppStore();
  const items = visibleSections(user.role);
  const current = items.some((i) => i.id === section) ? section : 'conversations';
  const info = sections[current];
  const label = intl.formatMessage({ id: info.label });
  const heading = useRef<HTMLHeadingElement>(null);
  const shownSection = useRef(current);
  const unread = useStore(unreadCount, (s) => s.count);
  useUnreadBadge(api, unread);

  useEffect(() => {
    document.title = titleWithUnread(
      intl.formatMessage({ id: 'app.windowTitle' }, { section: label }),
      unread,
    );
  }, [label, intl, unread]);

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
        <Sidebar items={items} current={current} onSelect={setSection} />
        <div className="shell-main">
          <Header title={label} user={user} connectivity={connectivity} headingRef={heading} />
          <OfflineBanner api={api} connectivity={connectivity} />
          <main className="content" aria-label={label}>
            {current === 'settings' ? (
              <Settings api={api} user={user} appInfo={appInfo} />
            ) : current === 'conversations' ? (
              <Conversations api={api} user={user} />
            ) : current === 'history' ? (
              <History />
            ) : current === 'admin' ? (
              <Admin api={api} user={user} />
            ) : current === 'favorites' ? (
              <Favorites api={api} />
            ) : current === 'people' ? (
              <People api={api} />
            ) : (
              <WebPages api={api} />
            )}
          </main>
        </div>
      </div>
      {reauth && <ReauthDialog api={api} user={user} sentence={reauth} />}
    </>
  );
}
