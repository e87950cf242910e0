import { render as renderInDom, type RenderOptions } from '@testing-library/react';
import { type ReactElement } from 'react';
import { I18nProvider } from '../../src/renderer/i18n/I18nProvider';

/** Renders as the app does: inside the language provider (English unless a test switches). */
export function render(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return renderInDom(ui, { ...options, wrapper: I18nProvider });
}

export { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
