// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The renderer holds English's core from its first script and loads another language's
 * catalogue only when it is to speak it, and an area's messages (`src/shared/i18n/areas.ts`)
 * only with the section that shows them, in the language spoken. The test setup holds every
 * catalogue (as main does), so each test here takes fresh copies of the modules, which hold
 * English's core alone, as a page starts.
 */
async function freshPage() {
  vi.resetModules();
  const i18n = await import('../../src/shared/i18n');
  const store = await import('../../src/renderer/i18n/language-store');
  const loading = await import('../../src/renderer/i18n/load-catalogue');
  const sections = await import('../../src/renderer/shell/lazy-section');
  const { I18nProvider } = await import('../../src/renderer/i18n/I18nProvider');
  // The page's own copy of react-intl, whose context its provider gives.
  const { useIntl } = await import('react-intl');
  /** A section showing one message of the admin area. */
  function AdminTitle() {
    const intl = useIntl();
    return createElement('h2', null, intl.formatMessage({ id: 'admin.nav.label' }));
  }
  return { ...i18n, ...store, ...loading, ...sections, I18nProvider, AdminTitle };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.documentElement.lang = 'en';
});

describe("the renderer's catalogues", () => {
  it('holds English only at start; Dutch is loaded before the UI speaks it', async () => {
    const page = await freshPage();
    expect(page.holdsCatalogue('en')).toBe(true);
    expect(page.holdsCatalogue('nl')).toBe(false);
    expect(() => page.intlFor('nl')).toThrow('the nl catalogue is not loaded');
    expect(() => page.setProcessLanguage('nl')).toThrow('the nl catalogue is not loaded');

    const switching = page.applyLanguage('nl');
    // Until Dutch is there, everything still speaks English: no keys, no mix.
    expect(page.useLanguage.getState().language).toBe('en');
    expect(page.processLanguage()).toBe('en');
    await switching;
    expect(page.useLanguage.getState().language).toBe('nl');
    expect(page.processLanguage()).toBe('nl');
    expect(document.documentElement.lang).toBe('nl');
    expect(page.t('common.cancel')).toBe('Annuleren');
  });

  it('applies the latest choice when an earlier one is still loading', async () => {
    const page = await freshPage();
    const dutch = page.applyLanguage('nl');
    await page.applyLanguage('en');
    await dutch;
    expect(page.useLanguage.getState().language).toBe('en');
    expect(page.processLanguage()).toBe('en');
    expect(page.holdsCatalogue('nl')).toBe(true); // loaded all the same, for next time
  });

  it("starts a Dutch page in Dutch: the first render waits for the page's language", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['nl-NL', 'en']);
    const page = await freshPage();
    expect(page.useLanguage.getState().language).toBe('en'); // not held yet, so not spoken
    await page.speakPageLanguage();
    expect(page.useLanguage.getState().language).toBe('nl');
    expect(document.documentElement.lang).toBe('nl');
  });

  it("settles on main's language, loading it first", async () => {
    const page = await freshPage();
    const api = {
      app: { language: vi.fn(() => Promise.resolve({ language: 'nl' as const })) },
    } as unknown as Parameters<typeof page.settleLanguage>[0];
    await page.settleLanguage(api);
    expect(page.useLanguage.getState().language).toBe('nl');
    expect(page.t('common.cancel')).toBe('Annuleren');
  });

  it("holds no area at start; a section's is loaded with it, in the language spoken", async () => {
    const page = await freshPage();
    expect(page.areas.some((area) => page.holdsCatalogue('en', area))).toBe(false);
    const chunk = page.sectionChunk(() => Promise.resolve(page.AdminTitle), ['admin']);
    await chunk.load(); // its code, and the admin area in English, ahead of its opening
    expect(page.holdsCatalogue('en', 'admin')).toBe(true);
    expect(page.holdsCatalogue('nl', 'admin')).toBe(false);
    expect(page.holdsCatalogue('en', 'people')).toBe(false);
  });

  it('renders a section only once its messages are held in the language spoken', async () => {
    const page = await freshPage();
    await page.applyLanguage('nl');
    const chunk = page.sectionChunk(() => Promise.resolve(page.AdminTitle), ['admin']);
    await chunk.load('en'); // its code is there; its Dutch messages are not
    const { I18nProvider, LazySection } = page;
    render(
      createElement(
        I18nProvider,
        null,
        createElement(LazySection, { chunk, props: {}, label: 'Beheer' }),
      ),
    );
    // The Dutch status, never the key or the English title.
    expect(screen.getByRole('status', { name: 'Beheer wordt geopend…' })).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Beheeronderdelen' })).toBeTruthy();
    expect(page.holdsCatalogue('nl', 'admin')).toBe(true);
  });

  it('switches language only once the areas already opened are held in it', async () => {
    const page = await freshPage();
    await page.loadAreas('en', ['settings']);
    const switching = page.applyLanguage('nl');
    // An area asked for while Dutch loads is waited for too.
    const people = page.loadAreas('en', ['people']);
    expect(page.useLanguage.getState().language).toBe('en');
    await act(() => switching);
    expect(page.useLanguage.getState().language).toBe('nl');
    expect(page.holdsCatalogue('nl', 'settings')).toBe(true);
    expect(page.holdsCatalogue('nl', 'people')).toBe(true);
    expect(page.holdsCatalogue('nl', 'admin')).toBe(false); // never opened
    expect(page.t('settings.language')).toBe('Taal');
    await people;
  });
});
