// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AccountData } from '../../src/renderer/data';
import { ConversationList } from '../../src/renderer/sections/conversations/ConversationList';
import { type ConversationSummary } from '../../src/renderer/state/conversation-list';
import { MessageBubble } from '../../src/renderer/sections/conversations/MessageBubble';
import { fakeApi } from './fake-api';
import { cleanup, fireEvent, render, screen } from './render';

afterEach(cleanup);

const summary = (session: string, name: string): ConversationSummary => ({
  session,
  name,
  unread: 0,
  last: {
    key: session,
    sortKey: session,
    at: Date.UTC(2026, 0, 1, 9),
    own: false,
    sender: name,
    text: `Hello from ${name}`,
    attachments: [],
  },
});

/** The name of the conversation focused (its text after the avatar's initial). */
const focused = () => document.activeElement?.querySelector('.conversation-name')?.textContent;

describe('keyboard', () => {
  it('the conversation list is one tab stop, walked with the arrow keys, Home and End', () => {
    render(
      <ConversationList
        items={[summary('1', 'Ann'), summary('2', 'Bob'), summary('3', 'Cem')]}
        current="2"
        onOpen={vi.fn()}
      />,
    );
    const buttons = screen.getAllByRole('button');
    // The open conversation is where Tab enters the list.
    expect(buttons.map((b) => b.tabIndex)).toEqual([-1, 0, -1]);
    buttons[1]!.focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(focused()).toBe('Cem');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(focused()).toBe('Ann');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(focused()).toBe('Cem');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(focused()).toBe('Ann');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(focused()).toBe('Cem');
  });

  it("a message's menu opens with Down, keeps its keys, and Escape returns to its button", () => {
    const onReply = vi.fn();
    render(
      <MessageBubble
        api={fakeApi({}).api}
        data={{} as AccountData}
        message={{ ...summary('1', 'Ann').last, oid: '10' }}
        showHeader
        onReply={onReply}
        onEdit={vi.fn()}
      />,
    );
    const trigger = screen.getByRole('button', { name: /^Actions for the message from Ann/ });
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    const reply = screen.getByRole('menuitem', { name: 'Reply' });
    expect(document.activeElement).toBe(reply);
    for (const key of ['ArrowDown', 'ArrowUp', 'Home', 'End']) {
      fireEvent.keyDown(document.activeElement!, { key });
      expect(document.activeElement).toBe(reply);
    }
    fireEvent.keyDown(reply, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(onReply).not.toHaveBeenCalled();
  });
});
