import WebSocket from 'ws';

/** A raw client of the platform's WebSocket for tests: what arrives, and waiting for it. */
export interface TestSocket {
  /** Every message received so far, parsed (text that is not JSON is kept as a string). */
  readonly received: unknown[];
  /** Every text received so far, as sent. */
  readonly raw: string[];
  send(message: unknown): void;
  sendRaw(text: string): void;
  /** The first message (from `from` on) that `match` accepts; rejects after `timeoutMs`. */
  next<T>(match: (message: unknown) => message is T, timeoutMs?: number, from?: number): Promise<T>;
  /** Resolves with the close code once the server closed (or cut) the socket. */
  readonly closed: Promise<number>;
  close(): void;
}

export async function openTestSocket(url: string): Promise<TestSocket> {
  const socket = new WebSocket(url);
  const received: unknown[] = [];
  const raw: string[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data: Buffer) => {
    const text = data.toString('utf8');
    raw.push(text);
    try {
      received.push(JSON.parse(text));
    } catch {
      received.push(text);
    }
    for (const wake of [...waiters]) wake();
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  socket.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    received,
    raw,
    send: (message) => socket.send(JSON.stringify(message)),
    sendRaw: (text) => socket.send(text),
    next<T>(match: (message: unknown) => message is T, timeoutMs = 5_000, from = 0) {
      return new Promise<T>((resolve, reject) => {
        const look = () => {
          const found = received.slice(from).find(match);
          if (found === undefined) return false;
          clearTimeout(timer);
          waiters.delete(look);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(look);
          reject(new Error(`no matching message within ${timeoutMs} ms: ${raw.join('\n')}`));
        }, timeoutMs);
        if (!look()) waiters.add(look);
      });
    },
    closed,
    close: () => socket.close(),
  };
}

/** A matcher for a notification of `type` in the guide's envelope, whatever its payload. */
export function notification(type: string) {
  return (message: unknown): message is { notificationType: string; notification: never } =>
    typeof message === 'object' &&
    message !== null &&
    'notificationType' in message &&
    message.notificationType === type &&
    'notification' in message;
}

/** A matcher for the server's error message. */
export function serverError(message: unknown): message is { message: string } {
  return (
    typeof message === 'object' &&
    message !== null &&
    'messageType' in message &&
    message.messageType === 'error'
  );
}
