import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSimulator } from '../../src/simulator';
import { Api, expectError, signInAs, startTestSimulator } from './helpers';

let sim: RunningSimulator;
let user: Api;
let admin: Api;

beforeAll(async () => {
  sim = await startTestSimulator();
  user = await signInAs(sim, 'user');
  admin = await signInAs(sim, 'administrator');
});
afterAll(() => sim.close());

describe('malformed and missing payloads', () => {
  it('answers 400/10202 to malformed JSON, on sign-in and on a PATCH', async () => {
    const anonymous = new Api(sim.baseUrl);
    expectError(
      await anonymous.request('POST', '/me/login', { raw: '{"userName":' }),
      400,
      10202,
      /not valid JSON/,
    );
    expectError(
      await admin.request('PATCH', '/server/email', { raw: '{operations: [' }),
      400,
      10202,
    );
  });

  it('answers 400/10200 to an empty JSON body and to no body at all', async () => {
    const anonymous = new Api(sim.baseUrl);
    expectError(await anonymous.request('POST', '/me/login', { raw: '' }), 400, 10200);
    expectError(await anonymous.request('POST', '/me/login'), 400, 10200);
    expectError(await admin.request('PATCH', '/server/email'), 400, 10200);
  });

  it('names the field of a wrong type', async () => {
    const anonymous = new Api(sim.baseUrl);
    const body = { userName: 42, password: 'x', userSpace: 'y' };
    expectError(await anonymous.post('/me/login', body), 400, 10202, /userName must be a string/);
    expectError(await anonymous.post('/me/login', [1, 2]), 400, 10202, /JSON object/);
    expectError(
      await admin.patch('/server/email', [
        { op: 'replace', path: '/voicemailToEmailEnabled', value: 'yes' },
      ]),
      400,
      10202,
      'operations[0] (replace /voicemailToEmailEnabled): value must be a boolean',
    );
  });

  it('refuses unknown patch operations and paths, naming them', async () => {
    expectError(
      await admin.patch('/server/email', [{ op: 'move', path: '/code', value: 'x' }]),
      400,
      10202,
      /operations\.0\.op/,
    );
    expectError(
      await admin.patch('/server/email', [{ op: 'replace', path: '/colour', value: 'x' }]),
      400,
      10202,
      'operations[0] (replace /colour): the path is not patchable here',
    );
    expectError(await admin.patch('/server/email', []), 400, 10202, /at least one operation/);
    expectError(
      await admin.request('PATCH', '/server/email', { body: { ops: [] } }),
      400,
      10202,
      /operations/,
    );
  });

  it('answers 413 to a payload over 8 MiB, and keeps serving', async () => {
    const huge = JSON.stringify({ text: 'x'.repeat(9 * 1024 * 1024) });
    const answer = await user.request('POST', `/chats/${sim.fixtures.chatSession}/messages`, {
      raw: huge,
    });
    expectError(answer, 413, 10202, /larger than the limit of 8388608 bytes/);
    expect((await user.get('/me/info')).status).toBe(200);
  });

  it('answers 415 to a body that is not JSON by content type', async () => {
    const answer = await new Api(sim.baseUrl).request('POST', '/me/login', {
      raw: 'userName=user',
      contentType: 'application/x-www-form-urlencoded',
    });
    expectError(answer, 415, 10202, /application\/json/);
  });
});

describe('routes and methods', () => {
  it('answers 404/10100 to an unknown path', async () => {
    expectError(await user.get('/no/such/thing'), 404, 10100, /no resource/);
    const outside = await fetch(new URL('/elsewhere', sim.baseUrl));
    expect(outside.status).toBe(404);
  });

  it('answers 405 with Allow to a known path with another method', async () => {
    const answer = await user.request('DELETE', '/communications');
    expectError(answer, 405, 10100, /DELETE is not allowed/);
    expect(answer.headers.get('allow')).toBe('GET');
    const both = await user.request('PUT', `/chats/${sim.fixtures.chatSession}/messages`);
    expect(both.headers.get('allow')).toBe('POST, GET');
  });

  it('answers router errors with the error body: a long path parameter, a bad URL', async () => {
    expectError(await user.post(`/communications/${'9'.repeat(150)}/review`, {}), 414, 10202);
    expectError(await user.get('/chats/%E0%A4%A/messages'), 400, 10202);
  });

  it('answers 404/10100 to an oid that is not digits or names nothing', async () => {
    expectError(await admin.get('/phonetemplates/abc'), 404, 10100);
    expectError(
      await admin.get('/phonetemplates/999999999'),
      404,
      10100,
      /phone template 999999999/,
    );
  });
});

describe('query parameters', () => {
  it('takes limit 1..100000 (pages capped at 100) and refuses the rest, naming limit', async () => {
    for (const limit of ['0', '100001', 'abc', '-1', '2.5']) {
      expectError(await user.get(`/communications?limit=${limit}`), 400, 10202, /limit/);
    }
    expect((await user.get('/communications?limit=100000')).status).toBe(200);
    expect((await user.get('/communications?limit=1')).status).toBe(200);
  });

  it('refuses unknown and repeated parameters, naming them', async () => {
    expectError(await user.get('/communications?orderBy=mru'), 400, 10202, /orderBy/);
    expectError(await user.get('/communications?limit=5&limit=6'), 400, 10202, /limit/);
  });

  it('refuses before with after, a cursor that names nothing, and bad values', async () => {
    const page = (await user.get('/communications?limit=2')).json as {
      meta: { paging: { previousId: string; nextId: string } };
    };
    const { previousId, nextId } = page.meta.paging;
    expectError(
      await user.get(
        `/communications?before=${encodeURIComponent(previousId)}&after=${encodeURIComponent(nextId)}`,
      ),
      400,
      10202,
      /before and after/,
    );
    expectError(await user.get('/communications?before=1'), 400, 10202, /cursor 1/);
    expectError(await user.get('/communications?before=x1'), 400, 10202, /cursor x1/);
    expectError(await user.get('/communications?before=%01'), 400, 10202, /before/);
    expectError(await user.get('/communications?order=sideways'), 400, 10202, /order/);
    expectError(await user.get('/communications?include=some'), 400, 10202, /include/);
    expectError(await user.get('/communications?from=yesterday'), 400, 10202, /from/);
    expectError(await user.get('/communications?order_by=name'), 400, 10202, /order_by/);
    expect((await user.get('/communications?order=decending')).status).toBe(200);
    expect((await user.get('/communications?order=descending')).status).toBe(200);
  });

  it("refuses a cursor that is another user's communication or not a communication", async () => {
    const created = await admin.post('/chats/external_session', {
      phoneLine: { oid: sim.fixtures.phoneLine },
    });
    const session = (created.json as { object: { oid: string } }).object.oid;
    const sent = await admin.post(`/chats/${session}/messages`, {
      text: 'only the admin sees this',
    });
    const hidden = (sent.json as { object: { oid: string } }).object.oid;
    expect((await admin.get(`/communications?before=${hidden}`)).status).toBe(200);
    expectError(await user.get(`/communications?before=${hidden}`), 400, 10202, /names no item/);
    expectError(
      await user.get(`/communications?after=${sim.fixtures.phoneTemplate}`),
      400,
      10202,
      /names no item/,
    );
  });
});
