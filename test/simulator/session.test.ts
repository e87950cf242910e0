import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meInfoResponseSchema, tokenPairSchema } from '../../src/shared/interface';
import { type RunningSimulator } from '../../src/simulator';
import {
  account,
  Api,
  expectError,
  freshUserSpace,
  NOW,
  signIn,
  signInAs,
  startTestSimulator,
} from './helpers';

let sim: RunningSimulator;
let anonymous: Api;
const login = (body: unknown, headers?: Record<string, string>) =>
  anonymous.request('POST', '/me/login', { body, headers });

beforeAll(async () => {
  sim = await startTestSimulator({ size: 50 });
  anonymous = new Api(sim.baseUrl);
});
afterAll(() => sim.close());

describe('sign-in', () => {
  it('answers a bare token pair valid for the token lifetime', async () => {
    const answer = await login({ ...account(sim, 'user'), userSpace: freshUserSpace() });
    expect(answer.status).toBe(200);
    const pair = tokenPairSchema.parse(answer.json);
    expect(pair.userName).toBe('user');
    expect(pair.tenant).toBe('Master');
    const validUntil = Date.parse(`${pair.validUntil.replace(' ', 'T')}Z`);
    // The simulator's clock starts at its `now` and runs with real time.
    expect(validUntil - NOW.getTime()).toBeGreaterThanOrEqual(3599_000);
    expect(validUntil - NOW.getTime()).toBeLessThan(3660_000);
  });

  it('names the missing field with its code', async () => {
    const { userName, password } = account(sim, 'user');
    expectError(await login({ password, userSpace: 's' }), 400, 10002, /userName/);
    expectError(await login({ userName, userSpace: 's' }), 400, 10003, /password/);
    expectError(await login({ userName, password }), 400, 10011, /userSpace/);
    expectError(
      await login({ userName, password, userSpace: 's', appKey: 3 }),
      400,
      10202,
      /appKey/,
    );
  });

  it('answers 401/10004 to a wrong password, user name or tenant', async () => {
    const userSpace = freshUserSpace();
    expectError(await login({ userName: 'user', password: 'nope', userSpace }), 401, 10004);
    expectError(await login({ userName: 'nobody', password: 'demo', userSpace }), 401, 10004);
    const elsewhere = new Api(sim.baseUrl.replace('/master', '/nosuchtenant'));
    const answer = await elsewhere.post('/me/login', { ...account(sim, 'user'), userSpace });
    expectError(answer, 401, 10004);
  });

  it('answers 10006 for a disabled account and 10007 for an expired password', async () => {
    const userSpace = freshUserSpace();
    expectError(await login({ ...sim.fixtures.disabledAccount, userSpace }), 401, 10006);
    expectError(await login({ ...sim.fixtures.expiredAccount, userSpace }), 401, 10007);
  });

  it('refuses a second sign-in with the same userSpace (10005) but not with another', async () => {
    const userSpace = freshUserSpace();
    const first = await signIn(sim.baseUrl, account(sim, 'user'), userSpace);
    expectError(await login({ ...account(sim, 'user'), userSpace }), 401, 10005);
    await signIn(sim.baseUrl, account(sim, 'user'), freshUserSpace());
    expect((await first.get('/me/info')).status).toBe(200);
  });

  it('lets a sign-in that carries the live token end that session and start a new one', async () => {
    const userSpace = freshUserSpace();
    const first = await signIn(sim.baseUrl, account(sim, 'user'), userSpace);
    const again = await login(
      { ...account(sim, 'user'), userSpace },
      { authorization: `xelion ${first.token ?? ''}` },
    );
    expect(again.status).toBe(200);
    expectError(await first.get('/me/info'), 401, 10022);
    const second = new Api(sim.baseUrl, tokenPairSchema.parse(again.json).authentication);
    expect((await second.get('/me/info')).status).toBe(200);
  });
});

describe('authenticated requests', () => {
  it('answers 401/10000 without a token or with a wrong scheme, 401/10022 with an unknown one', async () => {
    expectError(await anonymous.get('/me/info'), 401, 10000, /Authorization/);
    expectError(await new Api(sim.baseUrl, 'forged').get('/me/info'), 401, 10022);
    const user = await signInAs(sim, 'user');
    const bearer = await anonymous.get('/me/info', {
      headers: { authorization: `Bearer ${user.token ?? ''}` },
    });
    expectError(bearer, 401, 10000);
  });

  it('does not accept a token on another tenant’s base URL', async () => {
    const second = sim.fixtures.secondTenant;
    if (!second) throw new Error('multi-tenant simulator expected');
    const other = await signIn(second.baseUrl, second);
    expect((await other.get('/me/info')).status).toBe(200);
    expectError(await new Api(sim.baseUrl, other.token).get('/me/info'), 401, 10000);
  });

  it('answers /me/info as the guide shows: person, presence and line, no user name or role', async () => {
    const admin = await signInAs(sim, 'administrator');
    const info = meInfoResponseSchema.parse((await admin.get('/me/info')).json).object;
    expect(Object.keys(info).sort()).toEqual(['person', 'phoneLine', 'presenceInfo']);
    expect(info.person.objectType).toBe('Person');
    expect(info.phoneLine?.objectType).toBe('XCCPhoneLine');
    expect(info.presenceInfo?.status).toBe('online');
  });
});

describe('renewal and sign-out', () => {
  it('renews with the bare renewal token and the session token; both old tokens stop working', async () => {
    const userSpace = freshUserSpace();
    const first = await login({ ...account(sim, 'user'), userSpace });
    const pair = tokenPairSchema.parse(first.json);
    const old = new Api(sim.baseUrl, pair.authentication);
    // Authorization level User (me_renew.html): without the session's token, no renewal.
    expectError(await anonymous.post('/me/renew', pair.renewalToken), 401, 10000);
    const renewed = await old.post('/me/renew', pair.renewalToken);
    expect(renewed.status).toBe(200);
    const next = tokenPairSchema.parse(renewed.json);
    expect(next.authentication).not.toBe(pair.authentication);
    expectError(await old.get('/me/info'), 401, 10022);
    expectError(await old.post('/me/renew', pair.renewalToken), 401, 10022);
    const current = new Api(sim.baseUrl, next.authentication);
    expectError(await current.post('/me/renew', pair.renewalToken), 401, 10000, /renewal token/);
    expect((await current.get('/me/info')).status).toBe(200);
    // The payload may also be the user's password (me_renew.html).
    expect((await current.post('/me/renew', account(sim, 'user').password)).status).toBe(200);
  });

  it('refuses renewal without a payload, with a non-string or an unknown token', async () => {
    expectError(await anonymous.request('POST', '/me/renew'), 400, 10200);
    expectError(await anonymous.post('/me/renew', { token: 'x' }), 400, 10202, /JSON string/);
    expectError(await anonymous.post('/me/renew', 'no-such-token'), 401, 10000);
  });

  it('signs out with 204; the tokens die and the userSpace is free again', async () => {
    const userSpace = freshUserSpace();
    const pair = tokenPairSchema.parse((await login({ ...account(sim, 'user'), userSpace })).json);
    const api = new Api(sim.baseUrl, pair.authentication);
    const out = await api.post('/me/logout');
    expect(out.status).toBe(204);
    expect(out.text).toBe('');
    expectError(await api.get('/me/info'), 401, 10022);
    expectError(await anonymous.post('/me/renew', pair.renewalToken), 401, 10000);
    expect((await login({ ...account(sim, 'user'), userSpace })).status).toBe(200);
  });
});

describe('token lifetime', () => {
  it('expires session tokens after tokenTtlSec; renewal still works, the userSpace frees', async () => {
    const short = await startTestSimulator({ size: 10, tokenTtlSec: 1 });
    try {
      const userSpace = freshUserSpace();
      const guest = new Api(short.baseUrl);
      const body = { ...account(short, 'user'), userSpace };
      const pair = tokenPairSchema.parse((await guest.post('/me/login', body)).json);
      const api = new Api(short.baseUrl, pair.authentication);
      expect((await api.get('/me/info')).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expectError(await api.get('/me/info'), 401, 10021, /expired/);
      // The expired token still names its session for the renewal.
      const renewed = tokenPairSchema.parse((await api.post('/me/renew', pair.renewalToken)).json);
      expect((await new Api(short.baseUrl, renewed.authentication).get('/me/info')).status).toBe(
        200,
      );
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await guest.post('/me/login', body)).status).toBe(200);
    } finally {
      await short.close();
    }
  });
});
