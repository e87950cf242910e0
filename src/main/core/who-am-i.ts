import { ApiError, type ApiClient, type SessionInfo } from '../api';
import { ServiceCode, type MeInfo, type Role } from '../../shared/interface';
import { type Logger } from '../common/logger';

/** Who is signed in, as the shell shows it. */
export interface Identity {
  displayName: string;
  role: Role;
}

export interface IdentityClient {
  me: Pick<ApiClient['me'], 'info'>;
  users: Pick<ApiClient['users'], 'list'>;
  phoneTemplates: Pick<ApiClient['phoneTemplates'], 'list'>;
  tenants: Pick<ApiClient['tenants'], 'list'>;
}

/**
 * Whether a read the server keeps for a right was answered: yes, or refused for want of the
 * right (403/10101, common_errors.html; 10060 where tenants need a multi-tenant server). Any
 * other failure tells nothing: it is logged and the right is not assumed.
 */
async function answered(read: () => Promise<unknown>, right: string, log: Logger) {
  try {
    await read();
    return true;
  } catch (error) {
    const refused =
      error instanceof ApiError &&
      (error.status === 403 || error.code === ServiceCode.NoMultiTenant);
    if (!refused) log.warn(`could not tell whether this user is ${right}; assuming not`, error);
    return false;
  }
}

/**
 * The signed-in user's name and role, from what the server grants, never from a role's name
 * (a real role may be called anything, in any language). `/me/info` answers the person
 * (guide: me_info.html) but no role. An administrator is one the user record says is
 * (`isAdministrator`, model/UserProfile.html), or, where a server does not say, one whose
 * read of an administrator's list (the phone templates, one row) is answered; a master is an
 * administrator whose read of the tenants (4.4, master only) is answered. Either read may
 * fail on a server: the shell still opens, with the sign-in name and a plain user's rights (a
 * server refuses what a user may not do).
 */
export async function whoAmI(
  client: IdentityClient,
  session: SessionInfo,
  log: Logger,
): Promise<Identity> {
  const userName = session.userName;
  // Asked at once, with the user record: a sign-in waits for the slowest, not the sum.
  const adminRead = answered(
    () => client.phoneTemplates.list({ limit: 1 }),
    'an administrator',
    log,
  );
  const [me, users] = await Promise.allSettled([
    client.me.info(),
    client.users.list({ where: { userName }, include: ['person', 'userName'] }),
  ]);
  if (me.status === 'rejected')
    log.warn('me.info unavailable; showing the sign-in name', me.reason);
  if (users.status === 'rejected') log.warn('the user record is unavailable', users.reason);
  const person: MeInfo['person'] | undefined =
    me.status === 'fulfilled' ? me.value.person : undefined;
  // `where=userName=` may match loosely on a server: take the exact name only.
  const wanted = userName.toLowerCase();
  const user =
    users.status === 'fulfilled'
      ? users.value.items.find((u) => u.userName?.toLowerCase() === wanted)
      : undefined;
  const stated = user?.isAdministrator;
  const admin = typeof stated === 'boolean' ? stated : await adminRead;
  const master =
    admin && (await answered(() => client.tenants.list({ limit: 1 }), 'a master', log));
  return {
    displayName: person?.commonName || user?.person?.commonName || userName,
    role: master ? 'master' : admin ? 'administrator' : 'user',
  };
}
