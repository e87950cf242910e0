import { describe, expect, it } from 'vitest';
import { CHAT_READ_LIMIT, createChatReads } from '../../../src/main/live/chat-reads';
import { type LiveNotification } from '../../../src/shared/contract';
import { type ChatMessage } from '../../../src/shared/interface';

const message = (oid: string) => ({ oid, subject: `text ${oid}` }) as unknown as ChatMessage;

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** Main's reads after chat notifications, against a server scripted per session. */
function setup(answer: (session: string) => Promise<readonly ChatMessage[]>) {
  const emitted: LiveNotification[] = [];
  const reads: string[] = [];
  let inFlight = 0;
  let most = 0;
  const chatReads = createChatReads({
    readNewest: async (session) => {
      reads.push(session);
      inFlight += 1;
      most = Math.max(most, inFlight);
      try {
        return await answer(session);
      } finally {
        inFlight -= 1;
      }
    },
    emit: (notification) => emitted.push(notification),
  });
  return { chatReads, emitted, reads, most: () => most };
}

describe("main's reads after chat notifications", () => {
  it('hands on the session’s newest messages; a burst while reading is one more read', async () => {
    const hold = deferred();
    let page = [message('1')];
    const { chatReads, emitted, reads } = setup(async () => {
      await hold.promise;
      return page;
    });
    chatReads.read('400', '1');
    page = [message('2'), message('1')];
    chatReads.read('400', '2');
    chatReads.read('400', undefined);
    hold.resolve();
    await settle();
    expect(reads).toEqual(['400', '400']);
    expect(emitted).toEqual([
      { kind: 'chatMessages', session: '400', messages: [message('2'), message('1')] },
      { kind: 'chatMessages', session: '400', messages: [message('2'), message('1')] },
    ]);
  });

  it('reads one session at a time in a flood, each queued session once', async () => {
    const { chatReads, reads, most } = setup(async () => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      return [];
    });
    for (let round = 0; round < 3; round++)
      for (let i = 0; i < 10; i++) chatReads.read(String(500 + i), undefined);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(most()).toBe(1);
    // The first session was being read when the rounds came: once more; the others once.
    expect(reads).toHaveLength(11);
  });

  it('asks for a catch-up when the read misses the message named, or fails', async () => {
    const { chatReads, emitted } = setup((session) =>
      session === '401' ? Promise.reject(new Error('offline')) : Promise.resolve([message('5')]),
    );
    chatReads.read('400', '999');
    await settle();
    chatReads.read('401', undefined);
    await settle();
    expect(emitted).toEqual([
      { kind: 'chatMessages', session: '400', messages: [message('5')] },
      { kind: 'catchUp' },
      { kind: 'catchUp' },
    ]);
  });

  it('hands on at most its page, and nothing read for a sign-in that ended', async () => {
    const hold = deferred();
    const many = Array.from({ length: CHAT_READ_LIMIT + 5 }, (_, i) => message(String(i + 1)));
    const { chatReads, emitted } = setup(async (session) => {
      if (session === 'old') await hold.promise;
      return many;
    });
    chatReads.read('old', undefined);
    chatReads.read('queued', undefined);
    chatReads.clear();
    hold.resolve();
    await settle();
    expect(emitted).toEqual([]);
    chatReads.read('new', undefined);
    await settle();
    expect(emitted).toEqual([
      { kind: 'chatMessages', session: 'new', messages: many.slice(0, CHAT_READ_LIMIT) },
    ]);
  });
});
