import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/main/api/api-error';
import { createLanguageService } from '../../../src/main/core/language';
import { openPreferences } from '../../../src/main/core/preferences';
import { parseServerAddress } from '../../../src/main/common/server-address';
import { signInErrorInfo } from '../../../src/main/core/sign-in-errors';
import { processLanguage, setProcessLanguage } from '../../../src/shared/i18n';
import { bridgeErrorInfo } from '../../../src/shared/contract';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sb-language-'));
});
afterEach(async () => {
  setProcessLanguage('en');
  await rm(dir, { recursive: true, force: true });
});

describe("main's language", () => {
  it("follows Electron's system locale before any choice", async () => {
    const preferences = await openPreferences(dir);
    const language = createLanguageService({ preferences, systemLocale: () => 'nl-NL' });
    expect(processLanguage()).toBe('nl');
    // The page's languages do not count where the system has one.
    expect(language.resolve(['en-US'])).toBe('nl');
  });

  it("follows the page's languages in the browser host, English for anything else", async () => {
    const preferences = await openPreferences(dir);
    const language = createLanguageService({ preferences, systemLocale: () => undefined });
    expect(language.resolve(['nl-BE', 'en'])).toBe('nl');
    expect(language.resolve(['de-DE', 'fr'])).toBe('en');
    expect(language.resolve([])).toBe('en');
  });

  it('keeps the choice in preferences.json, over the system, for the next start', async () => {
    const language = createLanguageService({
      preferences: await openPreferences(dir),
      systemLocale: () => 'en-US',
    });
    await language.choose('nl');
    expect(processLanguage()).toBe('nl');
    expect(JSON.parse(await readFile(join(dir, 'preferences.json'), 'utf8'))).toMatchObject({
      language: 'nl',
    });
    setProcessLanguage('en');
    const restarted = createLanguageService({
      preferences: await openPreferences(dir),
      systemLocale: () => 'en-US',
    });
    expect(processLanguage()).toBe('nl');
    expect(restarted.resolve(['en-US'])).toBe('nl');
  });

  it('says its sentences in the language chosen: service codes, sign-in, addresses, the bridge', () => {
    setProcessLanguage('nl');
    const wrong = new ApiError({
      kind: 'service',
      operation: 'session.login',
      status: 401,
      code: 10004,
    });
    expect(wrong.sentence).toBe('Onjuiste gebruikersnaam of onjuist wachtwoord.');
    const unreachable = new ApiError({ kind: 'network', operation: 'session.login' });
    expect(signInErrorInfo(unreachable, 'pbx.example.com', null)?.sentence).toBe(
      'Switchboard kan pbx.example.com niet bereiken. Controleer het serveradres en je netwerkverbinding.',
    );
    expect(parseServerAddress('http://pbx.example.com')).toEqual({
      ok: false,
      sentence:
        'Gebruik https:// voor deze server. Onversleuteld http:// is alleen toegestaan voor deze computer (localhost).',
    });
    expect(bridgeErrorInfo('forbidden').sentence).toBe('Dit verzoek is geweigerd.');
  });
});
