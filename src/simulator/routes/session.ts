import { ServiceCode, type MeInfo } from '../../shared/interface';
import { bearerToken, tokenPair } from '../auth';
import { formatTimestamp } from '../clock';
import { noContent, ok, type GuestHandlers, type Handler, type RequestContext } from '../context';
import { single } from '../envelope';
import { badRequest, SimError } from '../errors';
import { isJsonObject } from '../json';

function field(body: Record<string, unknown>, name: string, missingCode: 10002 | 10003 | 10011) {
  const value = body[name];
  if (value === undefined || value === '') {
    throw badRequest(`login: ${name} is missing`, missingCode);
  }
  if (typeof value !== 'string') throw badRequest(`login: ${name} must be a string`);
  return value;
}

/**
 * An account with a second factor (me_login.html): a login without `mfa` and `email`, or with a
 * code or address that does not match, answers 401/10013 "mfa required".
 */
function checkSecondFactor(body: Record<string, unknown>, mfa: { email: string; code: string }) {
  const { mfa: code, email } = body;
  if (code === undefined && email === undefined) {
    throw new SimError(401, ServiceCode.MfaRequired, 'mfa required');
  }
  const matches =
    typeof code === 'string' &&
    typeof email === 'string' &&
    code.trim() === mfa.code &&
    email.trim().toLowerCase() === mfa.email;
  if (!matches) {
    throw new SimError(
      401,
      ServiceCode.MfaRequired,
      'mfa required: the code or e-mail does not match',
    );
  }
}

const wrongCredentials = () =>
  new SimError(401, ServiceCode.WrongCredentials, 'wrong user name, password or tenant');

function login(ctx: RequestContext) {
  const { body, state } = ctx;
  if (body === undefined) throw badRequest('login: no payload', ServiceCode.NoContents);
  if (!isJsonObject(body)) throw badRequest('login: the payload must be a JSON object');
  const userName = field(body, 'userName', ServiceCode.NoUserName);
  const password = field(body, 'password', ServiceCode.NoPassword);
  const userSpace = field(body, 'userSpace', ServiceCode.NoUserSpace);
  if (body.appKey !== undefined && typeof body.appKey !== 'string') {
    throw badRequest('login: appKey must be a string');
  }
  const tenant = ctx.tenant;
  if (!tenant?.active) throw wrongCredentials();
  const user = state.store.userByName(tenant.oid, userName);
  if (!user || user.password !== password) throw wrongCredentials();
  if (user.disabled) {
    throw new SimError(401, ServiceCode.AccountDisabled, `account ${userName} is disabled`);
  }
  if (user.passwordExpired) {
    throw new SimError(401, ServiceCode.PasswordExpired, `the password of ${userName} has expired`);
  }
  if (user.mfa) checkSecondFactor(body, user.mfa);
  const session = state.sessions.signIn(user, userSpace, bearerToken(ctx.authorization));
  user.profile.loginDate = formatTimestamp(state.clock.nowMs());
  return ok(tokenPair(session, tenant.commonName));
}

function renew(ctx: RequestContext) {
  if (ctx.body === undefined) throw badRequest('renew: no payload', ServiceCode.NoContents);
  if (typeof ctx.body !== 'string' || ctx.body === '') {
    throw badRequest('renew: the payload must be the renewal token as a JSON string');
  }
  const session = ctx.state.sessions.renew(ctx.body, bearerToken(ctx.authorization));
  const tenant = ctx.state.store.tenant(session.user.tenantOid);
  return ok(tokenPair(session, tenant?.commonName ?? ''));
}

export const sessionGuestHandlers: GuestHandlers = {
  'session.login': login,
  'session.renew': renew,
};

const logout: Handler = (ctx) => {
  ctx.state.sessions.end(ctx.session);
  ctx.user.profile.logoutDate = formatTimestamp(ctx.state.clock.nowMs());
  return noContent;
};

/**
 * `/me/info` as the platform answers it (guide: me_info.html): the person, their presence and
 * their phone line; no user name, no user oid and no role.
 */
const meInfo: Handler = ({ user, url }) => {
  const info: MeInfo = {
    person: { ...user.person },
    presenceInfo: { status: 'online', statusIcon: 'statusGreen', message: '', busy: false },
    phoneLine: { ...user.primaryLine },
  };
  return ok(single(info, `${url.base}/me/info`));
};

export const sessionHandlers = { 'session.logout': logout, 'me.info': meInfo };
