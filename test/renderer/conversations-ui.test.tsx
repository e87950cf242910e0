// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AccountData } from '../../src/renderer/data';
import { Composer } from '../../src/renderer/sections/conversations/Composer';
import { ConversationList } from '../../src/renderer/sections/conversations/ConversationList';
import { MessageBubble } from '../../src/renderer/sections/conversations/MessageBubble';
import { Refusal } from '../../src/renderer/sections/conversations/sentences';
import {
  timeLabel,
  type ThreadMessage,
} from '../../src/renderer/sections/conversations/thread-model';
import { hostileStrings } from './conversations-hostile-strings';
import { fakeApi } from './fake-api';

afterEach(cleanup);

function textBox(name = 'Message Bob') {
  return screen.getByRole<HTMLTextAreaElement>('textbox', { name });
}

describe('composer', () => {
  it('sends on Enter, keeps Shift+Enter for a new line, and clears after sending', async () => {
    const onSend = vi.fn(() => Promise.resolve());
    render(<Composer label="Message Bob" onSend={onSend} />);
    fireEvent.change(textBox(), { target: { value: 'Hello' } });
    fireEvent.keyDown(textBox(), { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.keyDown(textBox(), { key: 'Enter' });
      await Promise.resolve();
    });
    expect(onSend).toHaveBeenCalledWith({ text: 'Hello' });
    expect(textBox().value).toBe('');
  });

  it('shows a refusal as a sentence next to it and gives back what was written', async () => {
    const onSend = vi.fn(() => Promise.reject(new Refusal('This chat is closed.')));
    render(<Composer label="Message Bob" onSend={onSend} />);
    fireEvent.change(textBox(), { target: { value: 'Anyone?' } });
    await act(async () => {
      fireEvent.keyDown(textBox(), { key: 'Enter' });
      await Promise.resolve();
    });
    expect(screen.getByRole('alert').textContent).toBe('This chat is closed.');
    expect(textBox().value).toBe('Anyone?');
  });

  it('refuses an empty message without sending, and states the file limit', () => {
    const onSend = vi.fn(() => Promise.resolve());
    render(<Composer label="Message Bob" onSend={onSend} />);
    fireEvent.change(textBox(), { target: { value: '   ' } });
    fireEvent.keyDown(textBox(), { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(
      'Type a message or attach a file before sending.',
    );
    expect(screen.getByText(/Files up to 5 MB/)).toBeTruthy();
  });

  it('quotes the message replied to, carries text only, and cancels with a button or Escape', () => {
    const onCancel = vi.fn();
    render(
      <Composer
        label="Message Bob"
        onSend={() => Promise.resolve()}
        reply={{ oid: '1', sender: 'Bob', text: 'The question' }}
        onCancelReply={onCancel}
      />,
    );
    const quote = screen.getByLabelText('Replying to');
    expect(quote.textContent).toContain('Replying to Bob');
    expect(quote.textContent).toContain('The question');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Attach a file' }).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel reply' }));
    fireEvent.keyDown(textBox(), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});

const retry = vi.fn(() => Promise.resolve());
const remove = vi.fn(() => Promise.resolve());
const sendAnyway = vi.fn(() => Promise.resolve());
const data = { outbox: { retry, remove, sendAnyway } } as unknown as AccountData;

function shown(text: string, fields: Partial<ThreadMessage> = {}): ThreadMessage {
  return {
    key: '1',
    oid: '1',
    sortKey: 'k',
    at: Date.UTC(2026, 0, 1, 9),
    own: false,
    sender: text.slice(0, 200),
    text,
    attachments: [
      {
        address: { oid: '2', session: '5', message: '1' },
        commonName: text.slice(0, 300),
        mimeType: 'text/html',
        size: 10,
      },
    ],
    ...fields,
  };
}

describe('hostile text', () => {
  it('is rendered as text in bubbles and the list: no element, handler or script link is made', () => {
    const { api } = fakeApi({ 'links.open': () => ({ ok: true, value: undefined }) });
    for (const text of hostileStrings) {
      const { container, unmount } = render(
        <>
          <MessageBubble
            api={api}
            data={data}
            message={shown(text)}
            showHeader
            onReply={vi.fn()}
            onEdit={vi.fn()}
          />
          <ConversationList
            items={[{ session: '5', name: text, unread: 1, last: shown(text) }]}
            current={undefined}
            onOpen={vi.fn()}
          />
        </>,
      );
      expect(container.querySelectorAll('script, iframe, img, svg:not(.icon), b')).toHaveLength(0);
      for (const el of container.querySelectorAll('*')) {
        for (const attr of el.getAttributeNames()) expect(attr).not.toMatch(/^on/);
        expect(el.getAttribute('href') ?? '').not.toMatch(/^\s*javascript:/i);
      }
      expect(container.querySelector('.message-text')?.textContent).toBe(text);
      unmount();
    }
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('opens a recognised link only through links.open', () => {
    const { api, invoke } = fakeApi({ 'links.open': () => ({ ok: true, value: undefined }) });
    render(
      <MessageBubble
        api={api}
        data={data}
        message={shown('see https://example.com/x and javascript:alert(1)')}
        showHeader
        onReply={vi.fn()}
        onEdit={vi.fn()}
      />,
    );
    const links = within(screen.getByRole('article')).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['https://example.com/x']);
    fireEvent.click(links[0]!);
    expect(invoke).toHaveBeenCalledWith('links.open', { url: 'https://example.com/x' });
  });

  it('offers retry, edit and delete on a refused message, with its sentence', () => {
    const { api } = fakeApi({});
    const onEdit = vi.fn();
    render(
      <MessageBubble
        api={api}
        data={data}
        message={shown('hi', {
          own: true,
          attachments: [],
          outbox: { clientId: 'c1', state: 'failed', sentence: 'This chat is closed.' },
        })}
        showHeader
        onReply={vi.fn()}
        onEdit={onEdit}
      />,
    );
    expect(screen.getByText('Not sent')).toBeTruthy();
    expect(screen.getByText('This chat is closed.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(retry).toHaveBeenCalledWith('c1');
    expect(remove).toHaveBeenCalledWith('c1');
    expect(onEdit).toHaveBeenCalled();
  });
});

describe('conversation list times', () => {
  afterEach(() => vi.useRealTimers());

  it("shows today's last message by its time, and by its date once midnight has passed", () => {
    vi.useFakeTimers({ now: new Date(2026, 0, 5, 23, 50), toFake: ['Date', 'setTimeout'] });
    const at = new Date(2026, 0, 5, 23, 40).getTime();
    render(
      <ConversationList
        items={[{ session: '5', name: 'Bob', unread: 0, last: shown('Good night', { at }) }]}
        current={undefined}
        onOpen={vi.fn()}
      />,
    );
    const time = () => document.querySelector('.conversation-time')?.textContent;
    expect(time()).toBe(timeLabel(at));
    // Nothing else renders the list: the window was left open overnight.
    act(() => {
      vi.advanceTimersByTime(15 * 60_000);
    });
    expect(time()).toBe(
      new Date(at).toLocaleDateString(undefined, { month: 'short', day: 'numeric' }),
    );
  });
});
