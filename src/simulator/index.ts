import { Sessions } from './auth';
import { createClock } from './clock';
import { type SimState } from './context';
import { registerControlApi } from './control';
import { FaultState, type Faults } from './faults';
import { LiveHub } from './live/hub';
import { Mailbox } from './mailbox';
import { PhoneSystem } from './phone/phone-system';
import { changeScript, defaultPhoneScript } from './phone/script';
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
  // `refuseConnectionsMs`: the server away, then back on the same port (`goAway`, set once it
  // listens: asked for at start, there is nothing to go away from).
  let away: { timer: ReturnType<typeof setTimeout>; back: () => Promise<void> } | undefined;
  let goAway: (ms: number) => void = () => {};
  const faults = new FaultState(options.seed, {
    expireTokens: () => sessions.revokeAllTokens(),
    endSessions: () => sessions.endAll(),
    dropSockets: () => live.dropAll(),
    refuseConnections: (ms) => goAway(ms),
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
    mailbox: new Mailbox(),
    phone: new PhoneSystem(changeScript(defaultPhoneScript, options.phone)),
  };
  const app = buildServer(state);
  if (options.controlApi) registerControlApi(app, state);
  // While away, an answer still under way (the control API's own) closes its connection after.
  app.addHook('onSend', async (_request, reply) => {
    if (away) void reply.header('connection', 'close');
  });
  await app.listen({ port: options.port, host: options.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  /**
   * The server goes away for `ms`: it stops listening (a connection is refused), its idle
   * connections and its WebSockets are cut; then it listens again on the same port. Asked again
   * while away, it stays away `ms` from then.
   */
  goAway = (ms) => {
    if (away) clearTimeout(away.timer);
    else {
      app.server.close();
      app.server.closeIdleConnections();
      live.dropAll();
    }
    const back = () =>
      new Promise<void>((resolve) => {
        away = undefined;
        app.server.listen(port, options.host, () => resolve());
      });
    away = { timer: setTimeout(() => void back(), ms), back };
  };
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
    close: async () => {
      // Away: back first, so that closing finds a server to close.
      if (away) {
        clearTimeout(away.timer);
        await away.back();
      }
      state.phone.close();
      await app.close();
    },
  };
}
