import WebSocket from 'ws';

/** A target as `Target.getTargets` lists it. */
export interface TargetInfo {
  targetId: string;
  type: string;
  url: string;
}

/**
 * A bare DevTools Protocol connection to the browser, and sessions on its pages: what the bench
 * asks while it only measures (the page's heap, its progress, a profile), without the domains
 * Playwright turns on (see chromium-process.ts).
 */
export class CdpConnection {
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  /** Who waits for an event (a message without an id), by its method. */
  private readonly listeners = new Map<string, Set<(params: unknown) => void>>();

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as {
        id?: number;
        method?: string;
        params?: unknown;
        result?: unknown;
        error?: { message: string };
      };
      if (message.method !== undefined) {
        for (const listener of this.listeners.get(message.method) ?? []) listener(message.params);
        return;
      }
      const waiting = message.id === undefined ? undefined : this.pending.get(message.id);
      if (!waiting || message.id === undefined) return;
      this.pending.delete(message.id);
      if (message.error) waiting.reject(new Error(`DevTools: ${message.error.message}`));
      else waiting.resolve(message.result);
    });
    socket.on('close', () => {
      for (const waiting of this.pending.values()) waiting.reject(new Error('DevTools closed'));
      this.pending.clear();
    });
  }

  static open(endpoint: string): Promise<CdpConnection> {
    const socket = new WebSocket(endpoint, { perMessageDeflate: false, maxPayload: 2 ** 30 });
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new CdpConnection(socket)));
      socket.once('error', reject);
    });
  }

  send<T = unknown>(method: string, params: object = {}, sessionId?: string): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.socket.send(JSON.stringify({ id, method, params, ...(sessionId && { sessionId }) }));
    });
  }

  /** The next event `method` (of the browser or any session), once it comes. */
  once<T = unknown>(method: string): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const listeners = this.listeners.get(method) ?? new Set();
      this.listeners.set(method, listeners);
      const listener = (params: unknown) => {
        listeners.delete(listener);
        this.socket.off('close', closed);
        resolve(params as T);
      };
      const closed = () => {
        listeners.delete(listener);
        reject(new Error(`DevTools closed before ${method}`));
      };
      listeners.add(listener);
      this.socket.once('close', closed);
    });
  }

  /** What the browser runs: its pages, and (type `browser_ui`) pages of its own window. */
  async targets(): Promise<TargetInfo[]> {
    const { targetInfos } = await this.send<{ targetInfos: TargetInfo[] }>('Target.getTargets');
    return targetInfos;
  }

  /** A session on the browser's one page (the app's). */
  async page(): Promise<CdpPage> {
    const pages = (await this.targets()).filter((target) => target.type === 'page');
    const [page] = pages;
    if (!page || pages.length > 1) throw new Error(`expected one page, found ${pages.length}`);
    const { sessionId } = await this.send<{ sessionId: string }>('Target.attachToTarget', {
      targetId: page.targetId,
      flatten: true,
    });
    return new CdpPage(this, sessionId, page.targetId);
  }

  close(): void {
    this.socket.close();
  }
}

export class CdpPage {
  constructor(
    private readonly connection: CdpConnection,
    private readonly sessionId: string,
    readonly targetId: string,
  ) {}

  send<T = unknown>(method: string, params: object = {}): Promise<T> {
    return this.connection.send<T>(method, params, this.sessionId);
  }

  /** Runs `fn(arg)` in the page, awaited, and returns its value (JSON-serializable both ways). */
  async evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    const answer = await this.send<{
      result: { value?: unknown };
      exceptionDetails?: { text: string; exception?: { description?: string } };
    }>('Runtime.evaluate', {
      expression: `(${fn.toString()})(${JSON.stringify(arg)})`,
      awaitPromise: true,
      returnByValue: true,
    });
    if (answer.exceptionDetails) {
      const { text, exception } = answer.exceptionDetails;
      throw new Error(`in the page: ${exception?.description ?? text}`);
    }
    return answer.result.value as R;
  }
}
