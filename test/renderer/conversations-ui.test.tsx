// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from './render';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AccountData } from '../../src/renderer/data';
import { Composer, type ComposerHandle } from '../../src/renderer/sections/conversations/Composer';
import { ConversationList } from '../../src/renderer/sections/conversations/ConversationList';
import { MessageBubble } from '../../src/renderer/sections/conversations/MessageBubble';
import { Refusal } from '../../src/renderer/components/failure-sentence';
import { timeLabel, type ThreadMessage } from '../../src/renderer/state/thread-model';
import { useAppStore } from '../../src/renderer/state/app-store';
import { hostileStrings, spoofedLinks } from './conversations-hostile-strings';
import { fakeApi } from './fake-api';
import { intlFor } from '../../src/shared/i18n';

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

  it('sends once on a double click of Send, and says nothing of an empty message', async () => {
    const onSend = vi.fn(() => Promise.resolve());
    render(<Composer label="Message Bob" onSend={onSend} />);
    fireEvent.change(textBox(), { target: { value: 'Hello' } });
    const sendButton = screen.getByRole('button', { name: 'Send' });
    // Each click is an event of its own, rendered after it, as in a browser.
    await act(async () => {
      fireEvent.click(sendButton, { detail: 1 });
      await Promise.resolve();
    });
    await act(async () => {
      fireEvent.click(sendButton, { detail: 2 });
      await Promise.resolve();
    });
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith({ text: 'Hello' });
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('says before sending what the server would refuse or change in the text', async () => {
    const onSend = vi.fn(() => Promise.resolve());
    render(<Composer label="Message Bob" onSend={onSend} />);
    // Over 4 000 characters (model/ChatContents.html): said at once, and not sent.
    fireEvent.change(textBox(), { target: { value: 'x'.repeat(4_001) } });
    expect(screen.getByRole('status').textContent).toBe(
      'This message is 4,001 characters long; the server takes at most 4,000. Shorten it or send it in parts.',
    );
    fireEvent.keyDown(textBox(), { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    expect(textBox().value).toHaveLength(4_001);
    // Characters Windows-1252 lacks (model.html): said, and sent as the user chooses.
    fireEvent.change(textBox(), { target: { value: 'Great 🎉 — café, 北京' } });
    expect(screen.getByRole('status').textContent).toBe(
      'The server can\'t store 🎉 北 京: each would arrive as "?".',
    );
    await act(async () => {
      fireEvent.keyDown(textBox(), { key: 'Enter' });
      await Promise.resolve();
    });
    expect(onSend).toHaveBeenCalledWith({ text: 'Great 🎉 — café, 北京' });
    // Text the server keeps as it is: nothing to say.
    fireEvent.change(textBox(), { target: { value: 'Déjà vu — “quoted” €5' } });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('in a closed chat keeps what was written, says why, and sends nothing', () => {
    const onSend = vi.fn(() => Promise.resolve());
    const { rerender } = render(<Composer label="Message Bob" onSend={onSend} />);
    fireEvent.change(textBox(), { target: { value: 'Still there?' } });
    rerender(<Composer label="Message Bob" onSend={onSend} closed="This chat is closed." />);
    expect(screen.getByRole('alert').textContent).toBe('This chat is closed.');
    expect(textBox().value).toBe('Still there?');
    expect(textBox().readOnly).toBe(true);
    const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
    expect(button('Send').disabled).toBe(true);
    expect(button('Attach a file').disabled).toBe(true);
    fireEvent.keyDown(textBox(), { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('where files are refused, turns Attach off with the reason and refuses a dropped file', async () => {
    const refusal = "Attachments can't be sent in an external chat.";
    const handle = createRef<ComposerHandle>();
    render(
      <Composer
        label="Message Bob"
        onSend={() => Promise.resolve()}
        attachmentsRefused={refusal}
        handle={handle}
      />,
    );
    const attach = screen.getByRole<HTMLButtonElement>('button', { name: 'Attach a file' });
    expect(attach.disabled).toBe(true);
    expect(attach.title).toBe(refusal);
    await act(() => handle.current!.addFiles([new File(['x'], 'plan.txt')]));
    expect(screen.getByRole('alert').textContent).toBe(refusal);
    expect(screen.queryByRole('button', { name: 'Remove plan.txt' })).toBeNull();
  });

  it('a draft from the server replaces only what it last showed, never what was just typed', () => {
    const handle = createRef<ComposerHandle>();
    render(<Composer label="Message Bob" onSend={() => Promise.resolve()} handle={handle} />);
    // Typed, and the server's draft answers before the typing has been drawn or told.
    fireEvent.change(textBox(), { target: { value: 'Typed first' } });
    let replaced: boolean | undefined;
    act(() => {
      replaced = handle.current!.replaceText('From the phone app', '');
    });
    expect(replaced).toBe(false);
    expect(textBox().value).toBe('Typed first');
    act(() => {
      replaced = handle.current!.replaceText('Chosen by the user');
    });
    expect(replaced).toBe(true);
    expect(textBox().value).toBe('Chosen by the user');
  });

  it('quotes the message replied to, carries text only, and cancels with a button or Escape', () => {
    const onCancel = vi.fn();
    render(
      <Composer
        label="Message Bob"
        onSend={() => Promise.resolve()}
        reply={{ oid: '1', own: false, sender: 'Bob', text: 'The question' }}
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

  it('shows each link as an isolated left-to-right address, the one it opens', () => {
    const { api, invoke } = fakeApi({ 'links.open': () => ({ ok: true, value: undefined }) });
    for (const text of spoofedLinks) {
      const { unmount } = render(
        <MessageBubble
          api={api}
          data={data}
          message={shown(text, { attachments: [] })}
          showHeader
          onReply={vi.fn()}
          onEdit={vi.fn()}
        />,
      );
      const links = within(screen.getByRole('article')).getAllByRole('link');
      for (const link of links) {
        // Neither an invisible character in it nor the text around it can reorder what it shows.
        expect(link.textContent).not.toMatch(/[\p{Cf}\p{Cc}\p{Z}\s]/u);
        expect(link.getAttribute('dir')).toBe('ltr');
        invoke.mockClear();
        fireEvent.click(link);
        const opened = (invoke.mock.calls[0]?.[1] as { url: string }).url;
        expect(opened).toBe(link.getAttribute('href'));
        expect(opened.replace(/^https:\/\/(?=www\.)/, '')).toBe(link.textContent);
      }
      unmount();
    }
  });

  it('says a message is only waiting while the server cannot be reached, and may not have arrived once it can', () => {
    const { api } = fakeApi({});
    const uncertain = shown('On my way', {
      own: true,
      attachments: [],
      outbox: {
        clientId: 'c2',
        state: 'uncertain',
        sentence: 'This message may not have been delivered.',
      },
    });
    const bubble = () => (
      <MessageBubble
        api={api}
        data={data}
        message={uncertain}
        showHeader
        onReply={vi.fn()}
        onEdit={vi.fn()}
      />
    );
    act(() =>
      useAppStore.setState({ connectivity: { status: 'offline', since: '', sentence: 'Offline' } }),
    );
    const { rerender } = render(bubble());
    expect(screen.getByText('Waiting to send')).toBeTruthy();
    expect(
      screen.getByText('It will be sent by itself once the server can be reached.'),
    ).toBeTruthy();
    expect(screen.queryByText(/may not have been delivered/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send anyway' })).toBeNull();
    act(() => useAppStore.setState({ connectivity: { status: 'online', since: '' } }));
    rerender(bubble());
    expect(screen.getByText('Checking whether it arrived…')).toBeTruthy();
    expect(screen.getByText('This message may not have been delivered.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send anyway' }));
    expect(sendAnyway).toHaveBeenCalledWith('c2');
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
    expect(time()).toBe(timeLabel(intlFor('en'), at));
    // Nothing else renders the list: the window was left open overnight.
    act(() => {
      vi.advanceTimersByTime(15 * 60_000);
    });
    expect(time()).toBe(
      new Date(at).toLocaleDateString(undefined, { month: 'short', day: 'numeric' }),
    );
  });
});
