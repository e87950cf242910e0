import { ServiceCode, type MeInfo } from '../../shared/interface';
import { bearerToken, tokenPair } from '../auth';
import { formatTimestamp } from '../clock';
import {
  noContent,
  ok,
  type GuestHandlers,
  type Handler,
  type RequestContext,
  type SimState,
} from '../context';
import { single } from '../envelope';
import { badRequest, SimError } from '../errors';
import { isJsonObject } from '../json';
import { type UserRecord } from '../store/types';
import { presenceView } from '../views/presence';

type MfaFactor = NonNullable<UserRecord['mfa']>;

function field(
  body: Record<string, unknown>,
  name: string,
  missingCode: 10002 | 10003 | 10011,
  request = 'login',
) {
  const value = body[name];
  if (value === undefined || value === '') {
    throw badRequest(`${request}: ${name} is missing`, missingCode);
  }
  if (typeof value !== 'string') throw badRequest(`${request}: ${name} must be a string`);
  return value;
}

/** A fresh six-digit code, as the platform e-mails one: never the seeded or the last one sent. */
function freshCode(state: SimState, user: UserRecord): string {
  let code: string;
  do code = String(state.prng.int(100_000, 999_999));
  while (code === user.mfa?.code || state.mailbox.takes(user, code));
  return code;
}

/**
 * An account with a second factor (me_login.html): a login without `mfa` and `email`, or with a
 * code or address that does not match, answers 401/10013 "mfa required". The code is the
 * seeded one (`fixtures.mfaAccount.code`) or the newest one sent by e-mail and not used yet.
 * While the `refuseMfaRequest` fault stands, a login without a code e-mails one first.
 */
function checkSecondFactor(ctx: RequestContext, user: UserRecord, mfa: MfaFactor) {
  const { state, body } = ctx;
  const { mfa: code, email } = body as Record<string, unknown>;
  if (code === undefined && email === undefined) {
    if (state.faults.get().refuseMfaRequest) {
      state.mailbox.send(user, mfa.email, freshCode(state, user), state.clock.nowMs());
    }
    throw new SimError(401, ServiceCode.MfaRequired, 'mfa required');
  }
  const given = typeof code === 'string' ? code.trim() : undefined;
  const sent = given !== undefined && state.mailbox.takes(user, given);
  const matches =
    given !== undefined &&
    typeof email === 'string' &&
    (given === mfa.code || sent) &&
    email.trim().toLowerCase() === mfa.email;
  if (matches && sent) state.mailbox.use(user);
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
  if (user.mfa) checkSecondFactor(ctx, user, user.mfa);
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

/**
 * The unpublished Request MFA (docs/decisions.md), answered as its published sibling
 * me_request_reset_password.html is: guest, `{userName, email, userSpace}`, no answer (204).
 * For a user and that user's e-mail address, a fresh code is "sent" (the mailbox: `GET
 * /__simulator/mail`), which the next login takes. 400/10002 no user name, 400/10003 no e-mail,
 * 401/10206 no such user with that address. The `refuseMfaRequest` fault answers 404/10100.
 */
function requestMfa(ctx: RequestContext) {
  const { body, state } = ctx;
  if (state.faults.get().refuseMfaRequest) {
    throw new SimError(404, ServiceCode.NotFound, 'no resource POST /me/request_mfa');
  }
  const request = 'request_mfa';
  if (body === undefined) throw badRequest(`${request}: no payload`, ServiceCode.NoContents);
  if (!isJsonObject(body)) throw badRequest(`${request}: the payload must be a JSON object`);
  const userName = field(body, 'userName', ServiceCode.NoUserName, request);
  // 10003 is the sibling's "no email" (on login it says "no password").
  const email = field(body, 'email', ServiceCode.NoPassword, request).trim().toLowerCase();
  if (body.userSpace !== undefined && typeof body.userSpace !== 'string') {
    throw badRequest(`${request}: userSpace must be a string`);
  }
  const tenant = ctx.tenant;
  const user = tenant?.active ? state.store.userByName(tenant.oid, userName) : undefined;
  const address =
    user?.mfa?.email ?? user?.provisioningAddresses.find((a) => a.addressType === 'email')?.address;
  if (!user || address?.toLowerCase() !== email) {
    throw new SimError(
      401,
      ServiceCode.UnknownUserOrEmail,
      'the email address or username you entered does not exist',
    );
  }
  state.mailbox.send(user, email, freshCode(state, user), state.clock.nowMs());
  return noContent;
}

export const sessionGuestHandlers: GuestHandlers = {
  'session.login': login,
  'session.requestMfa': requestMfa,
  'session.renew': renew,
};

const logout: Handler = (ctx) => {
  ctx.state.sessions.end(ctx.session);
  ctx.user.profile.logoutDate = formatTimestamp(ctx.state.clock.nowMs());
  return noContent;
};

/**
 * `/me/info` as the platform answers it (guide: me_info.html): the person, their presence (as
 * colleagues see it in the presence list) and their phone line; no user name, oid or role.
 */
const meInfo: Handler = ({ state, user, url }) => {
  const { status, statusIcon, message } = presenceView(user, state.clock.nowMs());
  const info: MeInfo = {
    person: { ...user.person },
    presenceInfo: { status, statusIcon, message, busy: false },
    phoneLine: { ...user.primaryLine },
  };
  return ok(single(info, `${url.base}/me/info`));
};

export const sessionHandlers = { 'session.logout': logout, 'me.info': meInfo };
