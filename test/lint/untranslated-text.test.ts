import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * A component that shows a word not taken from the catalogues fails the lint (and so the
 * build), with the project's real configuration; punctuation may stay in the markup.
 */
const eslint = new ESLint({
  cwd: resolve(__dirname, '..', '..'),
  overrideConfig: [tseslint.configs.disableTypeChecked],
});

async function untranslated(code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: 'src/renderer/sections/X.tsx' });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'i18n/no-untranslated-text').length;
}

describe('untranslated text in components', () => {
  it.each([
    ['text', 'export const X = () => <p>Sign in</p>;\n'],
    ['an aria-label', "export const X = () => <nav aria-label='Main' />;\n"],
    ['a placeholder', 'export const X = () => <input placeholder={`Name`} />;\n'],
    ['a title', "export const X = (p: { a: boolean }) => <b title={p.a ? 'On' : 'Off'} />;\n"],
    ['a label prop', "export const X = () => <Composer label='First message' />;\n"],
    ['a string in braces', "export const X = () => <p>{'Loading…'}</p>;\n"],
  ])('refuses %s', async (_what, code) => {
    expect(await untranslated(code)).toBeGreaterThan(0);
  });

  it.each([
    ['punctuation', 'export const X = (p: { n: number }) => <p>({p.n}) · – 99+</p>;\n'],
    [
      'a message from the catalogue',
      "export const X = (p: { say: (k: string) => string }) => <p>{p.say('signIn.title')}</p>;\n",
    ],
    ['class names and ids', "export const X = () => <p className='muted' id='title' />;\n"],
  ])('allows %s', async (_what, code) => {
    expect(await untranslated(code)).toBe(0);
  });
});
