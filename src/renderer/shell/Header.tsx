import { type Ref } from 'react';
import { type Connectivity, type SessionUser } from '../../shared/contract';
import { icons } from '../components/icons';

const roleLabels = { user: 'User', administrator: 'Administrator', master: 'Master administrator' };

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return (
    (parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')
  ).toUpperCase();
}

/** Who is signed in where, demo mode, and whether the server is reachable right now. */
export function Header({
  title,
  user,
  connectivity,
  headingRef,
}: {
  title: string;
  user: SessionUser;
  connectivity: Connectivity;
  /** The section's heading: focused (from code only) when the user moves to another section. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const online = connectivity.status !== 'offline';
  const statusText =
    connectivity.status === 'online'
      ? 'Online'
      : connectivity.status === 'offline'
        ? 'Offline'
        : 'Connecting';
  return (
    <header className="topbar">
      <h1 className="topbar-title" ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      <div className="topbar-meta">
        {user.demo && (
          <span
            className="badge badge-demo"
            title="You are using the built-in demo server with sample data"
          >
            Demo mode
          </span>
        )}
        <span
          className={`connection ${online ? 'connection-online' : 'connection-offline'}`}
          role="status"
          aria-label={`Connection: ${statusText}`}
          data-status={connectivity.status}
        >
          <span className="connection-dot" aria-hidden="true" />
          {statusText}
        </span>
        <span className="server-chip" title={user.serverUrl}>
          {icons.server}
          <span aria-label={`Server: ${user.serverLabel}`}>{user.serverLabel}</span>
        </span>
        <div className="user-chip" aria-label={`Signed in as ${user.displayName}`}>
          <span className="avatar" aria-hidden="true">
            {initials(user.displayName)}
          </span>
          <span className="user-text">
            <span className="user-name">{user.displayName}</span>
            <span className="user-role">{roleLabels[user.role]}</span>
          </span>
        </div>
      </div>
    </header>
  );
}
