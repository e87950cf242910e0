// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useShortcuts } from '../../src/renderer/shell/use-shortcuts';
import { type SectionId } from '../../src/renderer/state/sections';
import { act, cleanup, render } from './render';

afterEach(cleanup);

const order: SectionId[] = ['conversations', 'history', 'voicemail', 'people'];

/** The shell's hook over a bare `main`, the section `shown`; what it asks of the shell. */
function shell(shown: SectionId) {
  const setSection = vi.fn();
  function Harness() {
    useShortcuts({
      sections: order,
      current: shown,
      setSection,
      showShortcuts: () => {},
      showSearch: () => {},
    });
    return <main className="content" />;
  }
  render(<Harness />);
  const main = document.querySelector('main')!;
  /** Draws the section's filter field, as History does once its data has opened. */
  const drawField = () => {
    const field = document.createElement('input');
    field.type = 'search';
    main.append(field);
    return field;
  };
  return { setSection, drawField };
}

/** A key pressed in the window. */
const press = (init: KeyboardEventInit) =>
  act(() => {
    window.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, ...init }));
  });
const ctrl = (key: string) => press({ key, ctrlKey: true });
/** Lets the DOM's observers run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('Ctrl+F, the shown section’s filter', () => {
  it('pressed before History has drawn its field, focuses the field once drawn', async () => {
    const { setSection, drawField } = shell('history');
    ctrl('f');
    const field = drawField();
    await settle();
    expect(document.activeElement).toBe(field);
    expect(setSection).not.toHaveBeenCalled();
  });

  it('gives up when the user presses another key first', async () => {
    const { drawField } = shell('people');
    ctrl('f');
    press({ key: 'a' });
    const field = drawField();
    await settle();
    expect(document.activeElement).not.toBe(field);
  });

  it('in a section without a filter, is the filter of Conversations', () => {
    const { setSection } = shell('voicemail');
    ctrl('f');
    expect(setSection).toHaveBeenCalledWith('conversations');
  });
});
