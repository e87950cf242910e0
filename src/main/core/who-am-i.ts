import { type ApiClient, type SessionInfo } from '../api';
import { roleOf, type MeInfo, type Role } from '../../shared/interface';
import { type Logger } from './logger';

/** Who is signed in, as the shell shows it. */
export interface Identity {
  displayName: string;
  role: Role;
}

export interface IdentityClient {
  me: Pick<ApiClient['me'], 'info'>;
  users: Pick<ApiClient['users'], 'list'>;
}

/**
 * The signed-in user's name and role. `/me/info` answers the person (guide: me_info.html) but
 * no user name and no role; the role is the user's `xccRole` from 4.8, found by the name they
 * signed in with. Either read may fail or be missing on a server: the shell still opens, with
 * the sign-in name and the rights of a plain user (a server refuses what a user may not do).
 */
export async function whoAmI(
  client: IdentityClient,
  session: SessionInfo,
  log: Logger,
): Promise<Identity> {
  const userName = session.userName;
  const [me, users] = await Promise.allSettled([
    client.me.info(),
    client.users.list({ where: { userName }, include: ['xccRole', 'person', 'userName'] }),
  ]);
  if (me.status === 'rejected')
    log.warn('me.info unavailable; showing the sign-in name', me.reason);
  if (users.status === 'rejected') {
    log.warn('the user record is unavailable; continuing without admin rights', users.reason);
  }
  const person: MeInfo['person'] | undefined =
    me.status === 'fulfilled' ? me.value.person : undefined;
  // `where=userName=` may match loosely on a server: take the exact name only.
  const wanted = userName.toLowerCase();
  const user =
    users.status === 'fulfilled'
      ? users.value.items.find((u) => u.userName?.toLowerCase() === wanted)
      : undefined;
  return {
    displayName: person?.commonName || user?.person?.commonName || userName,
    role: user ? roleOf(user) : 'user',
  };
}
