import {
  fireEvent as fire,
  render as renderInDom,
  type RenderOptions,
} from '@testing-library/react';
import { type ReactElement } from 'react';
import { I18nProvider } from '../../src/renderer/i18n/I18nProvider';

/** Renders as the app does: inside the language provider (English unless a test switches). */
export function render(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return renderInDom(ui, { ...options, wrapper: I18nProvider });
}

type Target = Document | Node | Element | Window;

/**
 * Events as a browser fires them, which the React layer the app ships (Preact's) listens to:
 * typing fires `input` as the value changes (`onChange` of a text field) and `change` when it
 * is committed; focus moving fires `focusin`/`focusout` besides `focus`/`blur` (`onFocus` and
 * `onBlur`, which bubble).
 */
export const fireEvent: typeof fire = Object.assign(
  (element: Target, event: Event) => fire(element, event),
  fire,
  {
    change: (element: Target, init?: object) => fire.input(element, init) && fire.change(element),
    focus: (element: Target, init?: object) => fire.focusIn(element, init) && fire.focus(element),
    blur: (element: Target, init?: object) => fire.focusOut(element, init) && fire.blur(element),
  },
);

export { act, cleanup, screen, waitFor, within } from '@testing-library/react';
