import { parse } from '@formatjs/icu-messageformat-parser';
import { createIntl } from '@formatjs/intl';
import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../../scripts/vite/compiled-messages';
import { languages } from '../../src/shared/i18n';
import { catalogues } from '../../src/shared/i18n/all-catalogues';

describe("the renderer's messages compiled at build time", () => {
  it('turns each message of a catalogue into its AST, and nothing else', () => {
    const source = `import { liveEn } from './live/en';
export const en = {
  ...liveEn,
  'greeting.hello': 'Hello {name}',
  'list.count': \`{count, plural, one {# item} other {# items}}\`,
} as const;
export const sameInDutch = ['greeting.hello'] as const satisfies readonly string[];
`;
    const compiled = compileCatalogue(source);
    expect(compiled).toContain(`'greeting.hello': ${JSON.stringify(parse('Hello {name}'))},`);
    expect(compiled).toContain(
      `'list.count': ${JSON.stringify(parse('{count, plural, one {# item} other {# items}}'))},`,
    );
    expect(compiled).toContain("import { liveEn } from './live/en';\n");
    expect(compiled).toContain('  ...liveEn,\n');
    expect(compiled).toContain("export const sameInDutch = ['greeting.hello'] as const");
  });

  it('fails the build for a message that does not parse', () => {
    expect(() => compileCatalogue("export const en = { 'a.b': 'Hello {name' };", 'en.ts')).toThrow(
      "'a.b' in en.ts does not parse",
    );
  });

  it.each(languages)(
    'gives each %s message the AST the page would have parsed, and formats it alike',
    (language) => {
      // intl-messageformat parses a string with the locale; compiled at build time, there is
      // none. The same AST means the same sentence (no message uses a locale-dependent skeleton).
      const locale = new Intl.Locale(language);
      const compiled: Record<string, ReturnType<typeof parse>> = {};
      for (const [key, message] of Object.entries(catalogues[language])) {
        compiled[key] = parse(message);
        expect(compiled[key], key).toEqual(parse(message, { locale }));
      }
      const fromAst = createIntl({ locale: language, messages: compiled });
      const fromStrings = createIntl({ locale: language, messages: catalogues[language] });
      const values = { count: 2, name: 'Ann', section: 'People', total: 3, position: 1 };
      for (const id of ['rate.stars', 'app.windowTitle', 'favorites.sort.pickedUp'] as const) {
        expect(fromAst.formatMessage({ id }, values)).toBe(
          fromStrings.formatMessage({ id }, values),
        );
      }
    },
  );
});
