// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepOneTabStop } from '../../src/renderer/components/arrow-focus';
import { formatDate, parseDate } from '../../src/renderer/components/DateField';
import { ConversationList } from '../../src/renderer/sections/conversations/ConversationList';
import { Sidebar } from '../../src/renderer/shell/Sidebar';
import { type ConversationSummary } from '../../src/renderer/state/conversation-list';
import { visibleSections } from '../../src/renderer/state/sections';
import { sectionNumber, shortcutOf } from '../../src/renderer/state/shortcuts';
import { cleanup, fireEvent, render, screen } from './render';

afterEach(cleanup);

/** A keydown as the window gets it, from `target`. */
function key(init: KeyboardEventInit, target: HTMLElement = document.body): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { bubbles: true, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return event;
}

describe('the window shortcuts (issue #32)', () => {
  it('use Control on Windows and Linux, Command on a Mac', () => {
    expect(shortcutOf(key({ key: 'k', ctrlKey: true }), false)).toBe('search');
    expect(shortcutOf(key({ key: 'k', metaKey: true }), false)).toBeUndefined();
    expect(shortcutOf(key({ key: 'k', metaKey: true }), true)).toBe('search');
    expect(shortcutOf(key({ key: 'k', ctrlKey: true }), true)).toBeUndefined();
    expect(shortcutOf(key({ key: 'N', ctrlKey: true, shiftKey: true }), false)).toBeUndefined();
    expect(sectionNumber(key({ key: '2', code: 'Digit2', ctrlKey: true }), false)).toBe(2);
    expect(sectionNumber(key({ key: '2', code: 'Digit2', metaKey: true }), true)).toBe(2);
    expect(sectionNumber(key({ key: '2', code: 'Digit2' }), false)).toBeUndefined();
  });

  it('leave a plain key to the field being typed in, and keep the ones meant for typing', () => {
    const field = document.createElement('input');
    const box = document.createElement('textarea');
    const button = document.createElement('button');
    expect(shortcutOf(key({ key: '?', shiftKey: true }, field), false)).toBeUndefined();
    expect(shortcutOf(key({ key: '?', shiftKey: true }, box), false)).toBeUndefined();
    expect(shortcutOf(key({ key: '?', shiftKey: true }, button), false)).toBe('shortcuts');
    expect(shortcutOf(key({ key: 'k', ctrlKey: true }, field), false)).toBe('search');
    expect(shortcutOf(key({ key: 'f', ctrlKey: true }, field), false)).toBe('filter');
    expect(shortcutOf(key({ key: 'ArrowDown', altKey: true }, box), false)).toBe(
      'nextConversation',
    );
    expect(shortcutOf(key({ key: 'F6', shiftKey: true }, field), false)).toBe('previousPane');
  });
});

describe('one tab stop per list', () => {
  it('the navigation: only the current section is in the Tab order, each with its Ctrl+n', () => {
    const items = visibleSections('user');
    render(<Sidebar items={items} current="history" onSelect={vi.fn()} onCallNumber={vi.fn()} />);
    const nav = screen.getByRole('navigation');
    const buttons = [...nav.querySelectorAll<HTMLButtonElement>('.nav-list button')];
    expect(buttons.filter((b) => b.tabIndex === 0).map((b) => b.textContent)).toEqual(['History']);
    expect(buttons[0]!.getAttribute('aria-keyshortcuts')).toMatch(/^(Control|Meta)\+1$/);
  });

  it('rows: the active row and its controls are the one stop; the others wait, a menu item stays out', () => {
    const root = document.createElement('div');
    root.innerHTML = ['a', 'b', 'c']
      .map(
        (k) =>
          `<div data-row="${k}"><article data-row-target>${k}</article><button>${k} menu</button>` +
          `<a href="#">${k} link</a><button tabindex="-1" role="menuitem">${k} item</button></div>`,
      )
      .join('');
    const stops = () =>
      [...root.querySelectorAll<HTMLElement>('article, button, a')]
        .filter((el) => el.tabIndex >= 0)
        .map((el) => el.textContent);
    keepOneTabStop(root, 'c');
    expect(stops()).toEqual(['c', 'c menu', 'c link']);
    keepOneTabStop(root, 'a');
    expect(stops()).toEqual(['a', 'a menu', 'a link']);
    expect(root.querySelector('[role="menuitem"]')!.getAttribute('tabindex')).toBe('-1');
  });

  it('conversations: Tab comes back to the one last focused, until another is opened', () => {
    const summary = (session: string, name: string): ConversationSummary => ({
      session,
      name,
      unread: 0,
      last: {
        key: session,
        sortKey: session,
        at: 0,
        own: false,
        sender: name,
        text: name,
        attachments: [],
      },
    });
    const items = [summary('1', 'Ann'), summary('2', 'Bob'), summary('3', 'Cem')];
    const { rerender } = render(<ConversationList items={items} current="1" onOpen={vi.fn()} />);
    const buttons = () => screen.getAllByRole('button');
    buttons()[0]!.focus();
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(buttons().map((b) => b.tabIndex)).toEqual([-1, -1, 0]);
    rerender(<ConversationList items={items} current="2" onOpen={vi.fn()} />);
    expect(buttons().map((b) => b.tabIndex)).toEqual([-1, 0, -1]);
  });
});

describe("a date in the app's language", () => {
  it('is written and read in the order and with the separators of the pattern', () => {
    expect(formatDate('2026-08-16', 'dd-mm-jjjj')).toBe('16-08-2026');
    expect(formatDate('2026-08-16', 'mm/dd/yyyy')).toBe('08/16/2026');
    expect(parseDate('16-8-26', 'dd-mm-jjjj')).toBe('2026-08-16');
    expect(parseDate('8/16/2026', 'mm/dd/yyyy')).toBe('2026-08-16');
    expect(parseDate('16/8/2026', 'mm/dd/yyyy')).toBeUndefined();
    expect(parseDate('31-02-2026', 'dd-mm-jjjj')).toBeUndefined();
    expect(parseDate('2026', 'dd-mm-jjjj')).toBeUndefined();
  });
});
