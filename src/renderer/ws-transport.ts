import {
  bridgeProtocol,
  launchSecretPrefix,
  type BridgeTransport,
  type CallName,
  type EventName,
} from '../shared/contract';

/**
 * The browser host's transport: the same calls and events as Electron IPC, over a WebSocket to
 * the host that served this page. The launch URL's fragment carries a one-time secret, removed
 * from the address bar at once and presented when the socket connects; the host answers with a
 * session token, kept in sessionStorage (this origin only) for the next connection (a reload).
 * See src/main/browser-host/host-auth.ts.
 */
const tokenKey = 'switchboard.hostToken';

export type HostConnection = 'connecting' | 'open' | 'refused' | 'lost';

/** The one-time secret of the launch URL's fragment, if this page was opened with one. */
function launchSecret(): string | null {
  return new URLSearchParams(location.hash.slice(1)).get('secret');
}

/** What this page connects with: the launch secret once, then the token it was traded for. */
function credential(): string | null {
  const secret = launchSecret();
  if (secret) {
    history.replaceState(null, '', location.pathname + location.search);
    return `${launchSecretPrefix}${secret}`;
  }
  return sessionStorage.getItem(tokenKey);
}

export function createWebSocketTransport(
  onConnection: (state: HostConnection) => void,
): BridgeTransport {
  // The next launch's link, pasted into a tab still open on this one, differs only in its
  // fragment, which a browser does not load again: start over, so its secret is traded.
  window.addEventListener('hashchange', () => {
    if (launchSecret()) location.reload();
  });
  let nextId = 1;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  const listeners = new Map<EventName, Set<(payload: unknown) => void>>();

  const failAll = () => {
    for (const { reject } of pending.values()) reject(new Error('host connection lost'));
    pending.clear();
  };

  const socket: Promise<WebSocket> = (async () => {
    onConnection('connecting');
    const presented = credential();
    if (!presented) {
      onConnection('refused');
      throw new Error('no host session');
    }
    const ws = new WebSocket(`ws://${location.host}/bridge`, [bridgeProtocol, presented]);
    ws.addEventListener('message', (message: MessageEvent<string>) => {
      let data: {
        id?: number;
        result?: unknown;
        event?: EventName;
        payload?: unknown;
        token?: unknown;
      };
      try {
        data = JSON.parse(message.data) as typeof data;
      } catch {
        return;
      }
      if (typeof data.token === 'string') {
        sessionStorage.setItem(tokenKey, data.token);
      } else if (typeof data.id === 'number') {
        pending.get(data.id)?.resolve(data.result);
        pending.delete(data.id);
      } else if (data.event) {
        for (const listener of listeners.get(data.event) ?? []) listener(data.payload);
      }
    });
    await new Promise<void>((resolve, reject) => {
      ws.addEventListener('open', () => resolve(), { once: true });
      ws.addEventListener('error', () => reject(new Error('refused')), { once: true });
    }).catch((error: unknown) => {
      sessionStorage.removeItem(tokenKey);
      onConnection('refused');
      throw error;
    });
    onConnection('open');
    ws.addEventListener('close', () => {
      onConnection('lost');
      failAll();
    });
    return ws;
  })();
  // Failures surface through the calls that wait on the socket; this only avoids a stray rejection.
  socket.catch(() => {});

  return {
    async invoke(call: CallName, args: unknown) {
      const ws = await socket;
      if (ws.readyState !== WebSocket.OPEN) throw new Error('host connection lost');
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        ws.send(JSON.stringify({ id, call, args }));
      });
    },
    subscribe(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => set.delete(listener);
    },
  };
}
