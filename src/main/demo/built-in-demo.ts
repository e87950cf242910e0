import { startSimulator } from '../../simulator';
import { type DemoServer } from '../core/demo';

/**
 * Demo mode's server: the project's simulator, in-process, on a free loopback port, with its
 * seeded demo data and without its control API. The demo signs in as an administrator so the
 * whole shell, the admin area included, can be tried.
 */
export async function startBuiltInDemo(): Promise<DemoServer> {
  const simulator = await startSimulator({ port: 0 });
  const account =
    simulator.accounts.find((a) => a.role === 'administrator') ?? simulator.accounts[0];
  if (!account) {
    await simulator.close();
    throw new Error('the simulator has no demo account');
  }
  return {
    baseUrl: simulator.baseUrl,
    account: { userName: account.userName, password: account.password },
    close: () => simulator.close(),
  };
}
