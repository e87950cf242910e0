// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { formatTimestamp, type ChatMessage } from '../../src/shared/interface';
import { useArrivals } from '../../src/renderer/sections/conversations/use-arrivals';
import { cleanup, render, screen } from './render';

afterEach(cleanup);

function message(oid: string, at: number, fields: Partial<ChatMessage> = {}): ChatMessage {
  return {
    oid,
    date: formatTimestamp(at),
    incoming: true,
    subject: `text ${oid}`,
    participants: [{ oid: 'p', role: 'rtFrom', commonName: 'Bob' }],
    chatSession: { oid: 's', commonName: 'Chat Ann <-> Bob' },
    ...fields,
  } as ChatMessage;
}

function Region({ messages }: { messages: ChatMessage[] }) {
  const arrived = useArrivals(messages);
  return (
    <div role="log">
      {arrived.map((m) => (
        <p key={m.oid}>{m.subject}</p>
      ))}
    </div>
  );
}

const said = () => screen.getByRole('log').textContent;

describe('arrivals in the open thread', () => {
  it('announces each new incoming message once; not what was there, older history or own', () => {
    const now = Date.now();
    const first = [message('1', now - 3_600_000)];
    const { rerender } = render(<Region messages={first} />);
    expect(said()).toBe('');
    const fresh = message('2', now);
    rerender(<Region messages={[...first, fresh]} />);
    expect(said()).toBe('text 2');
    // Read again (a poll), and older history paged in: nothing new to say.
    rerender(<Region messages={[message('0', now - 7_200_000), ...first, fresh]} />);
    expect(said()).toBe('text 2');
    // The user's own message is not announced to them.
    const own = message('3', now + 1_000, { incoming: false });
    rerender(<Region messages={[...first, fresh, own]} />);
    expect(said()).toBe('text 2');
    rerender(<Region messages={[...first, fresh, own, message('4', now + 2_000)]} />);
    expect(said()).toBe('text 2text 4');
  });

  it('a thread that first shows messages from before it was opened announces none of them', () => {
    const now = Date.now();
    const { rerender } = render(<Region messages={[]} />);
    rerender(<Region messages={[message('1', now - 3_600_000)]} />);
    // The server's newer page: sent while the app was closed, not while the thread was open.
    rerender(<Region messages={[message('1', now - 3_600_000), message('2', now - 600_000)]} />);
    expect(said()).toBe('');
  });
});
