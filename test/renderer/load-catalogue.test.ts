// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The renderer holds English from its first script and loads another language's catalogue
 * only when it is to speak it. The test setup holds every catalogue (as main does), so each
 * test here takes fresh copies of the modules, which hold English alone, as a page starts.
 */
async function freshPage() {
  vi.resetModules();
  const i18n = await import('../../src/shared/i18n');
  const store = await import('../../src/renderer/i18n/language-store');
  return { ...i18n, ...store };
}

afterEach(() => {
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
});
