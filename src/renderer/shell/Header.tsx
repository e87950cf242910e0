import { type Ref } from 'react';
import { useIntl } from 'react-intl';
import { type Connectivity, type SessionUser } from '../../shared/contract';
import { type MessageKey } from '../../shared/i18n';
import { initialsOf } from '../components/Avatar';
import { icons } from '../components/icons';
import { useReadyAccountData } from '../data';
import { ariaKeys } from '../state/shortcuts';
import { StatusMenu } from './StatusMenu';

const roleLabels: Record<SessionUser['role'], MessageKey> = {
  user: 'header.role.user',
  administrator: 'header.role.administrator',
  master: 'header.role.master',
};

const statusLabels: Record<Connectivity['status'], MessageKey> = {
  online: 'header.connection.online',
  offline: 'header.connection.offline',
  unknown: 'header.connection.connecting',
};

/** Who is signed in where, demo mode, and whether the server is reachable right now. */
export function Header({
  title,
  user,
  connectivity,
  headingRef,
  onSearch,
}: {
  title: string;
  user: SessionUser;
  connectivity: Connectivity;
  /** The section's heading: focused (from code only) when the user moves to another section. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Opens the global search (as Ctrl+K does). */
  onSearch?: () => void;
}) {
  const intl = useIntl();
  // The status menu needs the account's data; until it opens, the name stands alone.
  const data = useReadyAccountData();
  const role = intl.formatMessage({ id: roleLabels[user.role] });
  const online = connectivity.status !== 'offline';
  const statusText = intl.formatMessage({ id: statusLabels[connectivity.status] });
  // The demo's label is main's word for it; the header says it in the user's language.
  const serverLabel = user.demo
    ? intl.formatMessage({ id: 'session.demoServer' })
    : user.serverLabel;
  return (
    <header className="topbar">
      <h1 className="topbar-title" ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      {onSearch && (
        <button
          type="button"
          className="topbar-search"
          aria-keyshortcuts={ariaKeys({ key: 'k', mod: true })}
          onClick={onSearch}
        >
          {icons.search}
          <span>{intl.formatMessage({ id: 'header.search' })}</span>
        </button>
      )}
      <div className="topbar-meta">
        {user.demo && (
          <span
            className="badge badge-demo"
            title={intl.formatMessage({ id: 'header.demo.title' })}
          >
            {intl.formatMessage({ id: 'header.demo' })}
          </span>
        )}
        <span
          className={`connection ${online ? 'connection-online' : 'connection-offline'}`}
          role="status"
          aria-label={intl.formatMessage({ id: 'header.connection' }, { status: statusText })}
          data-status={connectivity.status}
        >
          <span className="connection-dot" aria-hidden="true" />
          {statusText}
        </span>
        {/* Groups, so they may carry a name (a plain span or div may not). */}
        <span
          className="server-chip"
          title={user.serverUrl}
          role="group"
          aria-label={intl.formatMessage({ id: 'header.server' }, { server: serverLabel })}
        >
          {icons.server}
          <span>{serverLabel}</span>
        </span>
        <div
          className="user-chip"
          role="group"
          aria-label={intl.formatMessage({ id: 'header.signedInAs' }, { name: user.displayName })}
        >
          {data ? (
            <StatusMenu user={user} role={role} service={data.myStatus} />
          ) : (
            <>
              <span className="avatar" aria-hidden="true">
                {initialsOf(user.displayName)}
              </span>
              <span className="user-text">
                <span className="user-name">{user.displayName}</span>
                <span className="user-role">{role}</span>
              </span>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
