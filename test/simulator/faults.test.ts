import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatMessageListSchema, tokenPairSchema } from '../../src/shared/interface';
import { type RunningSimulator } from '../../src/simulator';
import { account, Api, expectError, freshUserSpace, signInAs, startTestSimulator } from './helpers';

let sim: RunningSimulator;
let user: Api;
let control: Api;

const setFaults = async (faults: unknown) => {
  const answer = await control.post('/__simulator/faults', faults);
  expect(answer.status, answer.text).toBe(200);
  return answer.json;
};
const messagesPath = () => `/chats/${sim.fixtures.chatSession}/messages`;
const messageTexts = async () => {
  const list = chatMessageListSchema.parse((await user.get(`${messagesPath()}?limit=5`)).json);
  return list.data.map((d) => d.object.subject);
};

beforeAll(async () => {
  sim = await startTestSimulator({ size: 50, controlApi: true });
  control = new Api(sim.baseUrl);
  user = await signInAs(sim, 'user');
});
afterEach(() => setFaults({}));
afterAll(() => sim.close());

describe('fault control', () => {
  it('reads back the standing faults; {} clears them', async () => {
    expect((await control.get('/__simulator/faults')).json).toEqual({});
    await setFaults({ latencyMs: 5, throttleRate: 0.5 });
    expect((await control.get('/__simulator/faults')).json).toEqual({
      latencyMs: 5,
      throttleRate: 0.5,
    });
    await setFaults({});
    expect((await control.get('/__simulator/faults')).json).toEqual({});
    expect((await user.get('/me/info')).status).toBe(200);
  });

  it('refuses an invalid fault object, naming the field', async () => {
    expectError(await control.post('/__simulator/faults', { dropRate: 2 }), 400, 10202, /dropRate/);
    expectError(
      await control.post('/__simulator/faults', { errorStatus: 502 }),
      400,
      10202,
      /errorStatus/,
    );
    expectError(await control.post('/__simulator/faults', { slow: true }), 400, 10202, /slow/);
  });

  it('never applies faults to the control API itself', async () => {
    await setFaults({ dropRate: 1 });
    expect((await control.get('/__simulator/faults')).status).toBe(200);
  });
});

describe('fault kinds', () => {
  it('latencyMs delays every answer', async () => {
    await setFaults({ latencyMs: 250 });
    const started = performance.now();
    expect((await user.get('/me/info')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(240);
  });

  it('latencyMs: a write the client stopped waiting for is still applied, late', async () => {
    await setFaults({ latencyMs: 400 });
    const text = 'applied after the client gave up';
    const sent = fetch(`${sim.baseUrl}${messagesPath()}`, {
      method: 'POST',
      headers: { authorization: `xelion ${user.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text }),
      signal: AbortSignal.timeout(100),
    });
    await expect(sent).rejects.toThrow();
    await setFaults({});
    expect(await messageTexts()).not.toContain(text);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await messageTexts()).toContain(text);
  });

  it('dropRate drops the connection before the request is applied', async () => {
    await setFaults({ dropRate: 1 });
    await expect(user.post(messagesPath(), { text: 'dropped before' })).rejects.toThrow();
    await setFaults({});
    expect(await messageTexts()).not.toContain('dropped before');
  });

  it('dropAfterApplyRate applies the change and loses the answer', async () => {
    await setFaults({ dropAfterApplyRate: 1 });
    await expect(user.post(messagesPath(), { text: 'applied, unanswered' })).rejects.toThrow();
    await setFaults({});
    expect((await messageTexts())[0]).toBe('applied, unanswered');
  });

  it('errorRate answers 500/11000 before applying, or 503 with Retry-After', async () => {
    await setFaults({ errorRate: 1 });
    expectError(await user.post(messagesPath(), { text: 'never stored' }), 500, 11000);
    await setFaults({ errorRate: 1, errorStatus: 503 });
    const unavailable = await user.get('/me/info');
    expectError(unavailable, 503, 11000);
    expect(unavailable.headers.get('retry-after')).toBe('1');
    await setFaults({});
    expect(await messageTexts()).not.toContain('never stored');
  });

  it('throttleRate answers 429/10400 with Retry-After', async () => {
    await setFaults({ throttleRate: 1 });
    const answer = await user.get('/communications');
    expectError(answer, 429, 10400);
    expect(answer.headers.get('retry-after')).toBe('1');
  });

  it('malformedRate answers 200 with a body that is not JSON', async () => {
    await setFaults({ malformedRate: 1 });
    const answer = await user.get('/communications');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/application\/json/);
    expect(() => JSON.parse(answer.text) as unknown).toThrow();
  });

  it('expireTokens kills every session token at once; renewal still works', async () => {
    const guest = new Api(sim.baseUrl);
    const body = { ...account(sim, 'user'), userSpace: freshUserSpace() };
    const pair = tokenPairSchema.parse((await guest.post('/me/login', body)).json);
    const api = new Api(sim.baseUrl, pair.authentication);
    expect((await api.get('/me/info')).status).toBe(200);
    expect(await setFaults({ expireTokens: true })).toEqual({});
    expectError(await api.get('/me/info'), 401, 10021);
    expectError(await user.get('/me/info'), 401, 10021);
    // The dead token still names its session for the renewal (me_renew.html).
    const renewed = tokenPairSchema.parse((await api.post('/me/renew', pair.renewalToken)).json);
    expect((await new Api(sim.baseUrl, renewed.authentication).get('/me/info')).status).toBe(200);
    user = await signInAs(sim, 'user');
  });

  it('endSessions ends every session: neither the token nor the renewal token works', async () => {
    const guest = new Api(sim.baseUrl);
    const body = { ...account(sim, 'user'), userSpace: freshUserSpace() };
    const pair = tokenPairSchema.parse((await guest.post('/me/login', body)).json);
    const api = new Api(sim.baseUrl, pair.authentication);
    expect((await api.get('/me/info')).status).toBe(200);
    expect(await setFaults({ endSessions: true })).toEqual({});
    expectError(await api.get('/me/info'), 401, 10022);
    expectError(await api.post('/me/renew', pair.renewalToken), 401, 10022);
    // The user space is free again: signing in works at once.
    expect((await guest.post('/me/login', body)).status).toBe(200);
    user = await signInAs(sim, 'user');
  });

  it('decides from a seeded PRNG: the same faults hit the same requests', async () => {
    const run = async () => {
      await setFaults({ throttleRate: 0.5 });
      const statuses: number[] = [];
      for (let i = 0; i < 16; i++) statuses.push((await user.get('/me/info')).status);
      return statuses;
    };
    const first = await run();
    expect(first).toContain(429);
    expect(first).toContain(200);
    expect(await run()).toEqual(first);
  });
});

describe('faults at start', () => {
  it('takes the same object as an option and has no control API unless asked', async () => {
    const faulty = await startTestSimulator({ size: 10, faults: { throttleRate: 1 } });
    try {
      const guest = new Api(faulty.baseUrl);
      expectError(
        await guest.post('/me/login', { ...account(faulty, 'user'), userSpace: 's' }),
        429,
        10400,
      );
      faulty.setFaults({});
      expectError(await guest.get('/__simulator/faults'), 404, 10100);
    } finally {
      await faulty.close();
    }
  });
});
