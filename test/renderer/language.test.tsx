// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from './render';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ComponentProps } from 'react';
import { AccountDataStateProvider } from '../../src/renderer/data/AccountDataProvider';
import { applyLanguage, settleLanguage } from '../../src/renderer/i18n/language-store';
import { LanguageSettings } from '../../src/renderer/sections/LanguageSettings';
import { Shell as RealShell } from '../../src/renderer/shell/Shell';
import { useAppStore } from '../../src/renderer/state/app-store';
import { fakeApi, user } from './fake-api';

afterEach(() => {
  cleanup();
  return applyLanguage('en');
});
beforeEach(() => {
  useAppStore.setState({ section: 'people' });
});

/** The shell's own words are under test, and a section's while its data opens. */
function Shell(props: ComponentProps<typeof RealShell>) {
  return (
    <AccountDataStateProvider value={{ status: 'opening' }}>
      <RealShell {...props} />
    </AccountDataStateProvider>
  );
}

const shellApi = () =>
  fakeApi({
    'me.info': () => ({ ok: true, value: { person: { oid: '2', commonName: 'Ann Example' } } }),
    'app.setLanguage': () => ({ ok: true, value: undefined }),
  });

describe('the language', () => {
  it('changes in Settings at once: every label, the title and lang, and main is told', async () => {
    const { api, invoke } = shellApi();
    render(
      <>
        <LanguageSettings api={api} />
        <Shell api={api} user={user} />
      </>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('button', { name: 'History' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'nl' } });

    const dutchNav = await screen.findByRole('navigation', { name: 'Hoofdmenu' });
    expect(
      within(dutchNav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Gesprekken',
      'Geschiedenis',
      'Voicemail',
      'Favorieten',
      'Personen',
      'Webpagina’s',
      'Instellingen',
      'Nummer bellen',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Personen' })).toBeTruthy();
    // People's own words, once its chunk is loaded.
    expect(
      await screen.findByText('Je collega’s worden geopend…', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Verbinding: Verbinden' })).toBeTruthy();
    expect(screen.getByLabelText('Taal')).toBeTruthy();
    expect(document.documentElement.lang).toBe('nl');
    await waitFor(() => expect(document.title).toBe('Personen – Switchboard'));
    expect(invoke).toHaveBeenCalledWith('app.setLanguage', { language: 'nl' });
  });

  it("starts in the language main settles on, from the page's own languages", async () => {
    const { api, invoke } = fakeApi({
      'app.language': () => ({ ok: true, value: { language: 'nl' } }),
    });
    await settleLanguage(api);
    expect(invoke).toHaveBeenCalledWith('app.language', {
      pageLocales: [...navigator.languages],
    });
    render(<Shell api={shellApi().api} user={user} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Personen' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('nl');
  });
});
