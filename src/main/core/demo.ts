/**
 * Demo mode: the simulator started inside the app on a free loopback port with its seeded demo
 * data, and one of its accounts to sign in with. One demo server at a time; it stops on sign-out
 * and when the app quits. The host provides the server (`StartDemoServer`), where it has one:
 * the core imports no simulator.
 */
export interface DemoServer {
  baseUrl: string;
  account: { userName: string; password: string };
  close(): Promise<void>;
}

export type StartDemoServer = () => Promise<DemoServer>;

export interface DemoLauncher {
  /** The host provided a demo server: the sign-in screen offers "Try the demo" (`app.info`). */
  readonly available: boolean;
  start(): Promise<DemoServer>;
  stop(): Promise<void>;
  running(): boolean;
}

export function createDemoLauncher(startServer: StartDemoServer | undefined): DemoLauncher {
  let current: Promise<DemoServer> | null = null;
  return {
    available: startServer !== undefined,
    start() {
      if (!startServer) return Promise.reject(new Error('this build has no demo server'));
      // Concurrent starts (a double click) share one server.
      current ??= startServer().catch((error: unknown) => {
        current = null;
        throw error;
      });
      return current;
    },
    async stop() {
      const server = current;
      current = null;
      if (server) await (await server).close();
    },
    running: () => current !== null,
  };
}
