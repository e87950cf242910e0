import { Sessions } from './auth';
import { createClock } from './clock';
import { type SimState } from './context';
import { registerControlApi } from './control';
import { FaultState, type Faults } from './faults';
import { LiveHub } from './live/hub';
import { simulatorOptionsSchema, type SimulatorOptions } from './options';
import { RequestLog } from './request-log';
import { seedData, type Account, type Fixtures } from './seed';
import { Prng } from './seed/prng';
import { buildServer } from './server';

export type { SimulatorOptions } from './options';
export type { Account, Fixtures } from './seed';
export type { Faults } from './faults';

export interface SimulatorFixtures extends Fixtures {
  /** Absent in the single-tenant configuration. */
  secondTenant?: { baseUrl: string; userName: string; password: string };
}

export interface RunningSimulator {
  /** `http://127.0.0.1:<port>/api/v1/master` */
  baseUrl: string;
  accounts: Account[];
  fixtures: SimulatorFixtures;
  /** In-process twin of `POST /__simulator/faults`. */
  setFaults(faults: Faults): void;
  close(): Promise<void>;
}

/** Seed the data set, start the HTTP server, and say where it is and who can sign in. */
export async function startSimulator(input: SimulatorOptions = {}): Promise<RunningSimulator> {
  const options = simulatorOptionsSchema.parse(input);
  const clock = createClock(options.now);
  const seeded = seedData({
    seed: options.seed,
    size: options.size,
    colleagues: options.colleagues,
    nowMs: clock.startMs,
  });
  const sessions = new Sessions(clock, options.tokenTtlSec);
  const live = new LiveHub(sessions, seeded.store, () => faults.get());
  const faults = new FaultState(options.seed, {
    expireTokens: () => sessions.revokeAllTokens(),
    endSessions: () => sessions.endAll(),
    dropSockets: () => live.dropAll(),
  });
  faults.set(options.faults);
  const master = seeded.store.tenantBySegmentName('master');
  if (!master) throw new Error('the seed has no master tenant');
  const state: SimState = {
    store: seeded.store,
    sessions,
    clock,
    faults,
    singleTenant: options.singleTenant,
    masterTenantOid: master.oid,
    primaryUserOid: seeded.primaryUserOid,
    prng: new Prng(options.seed ^ 0xca11),
    requests: new RequestLog(),
    live,
  };
  const app = buildServer(state);
  if (options.controlApi) registerControlApi(app, state);
  await app.listen({ port: options.port, host: options.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const origin = `http://${options.host}:${port}`;
  const { segment, ...credentials } = seeded.secondTenant;
  return {
    baseUrl: `${origin}/api/v1/master`,
    accounts: seeded.accounts,
    fixtures: {
      ...seeded.fixtures,
      ...(options.singleTenant
        ? {}
        : { secondTenant: { baseUrl: `${origin}/api/v1/${segment}`, ...credentials } }),
    },
    setFaults: (next) => faults.set(next),
    close: () => app.close(),
  };
}
