import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSimulator } from '../../src/simulator';
import { Api, expectError, signInAs, startTestSimulator } from './helpers';

let sim: RunningSimulator;
let control: Api;
beforeAll(async () => {
  sim = await startTestSimulator({ size: 50, controlApi: true });
  control = new Api(sim.baseUrl);
});
afterAll(() => sim.close());

interface Logged {
  count: number;
  requests: { index: number; method: string; path: string; at: number }[];
}

describe('the request log (control API)', () => {
  it('lists every API request from an index on, without its query; not its own', async () => {
    const start = ((await control.get('/__simulator/requests')).json as Logged).count;
    const user = await signInAs(sim, 'user');
    await user.get('/me/info?x=1');
    await user.get('/nowhere');
    await control.get('/__simulator/faults');
    const logged = (await control.get(`/__simulator/requests?since=${start}`)).json as Logged;
    const path = new URL(sim.baseUrl).pathname;
    expect(logged.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST ${path}/me/login`,
      `GET ${path}/me/info`,
      `GET ${path}/nowhere`,
    ]);
    expect(logged.count).toBe(start + 3);
    expect(logged.requests[0]?.index).toBe(start);
    expect(Math.abs((logged.requests[0]?.at ?? 0) - Date.now())).toBeLessThan(10_000);
  });

  it('refuses an index that is not a number, naming it', async () => {
    expectError(await control.get('/__simulator/requests?since=soon'), 400, 10202, /since/);
  });
});
