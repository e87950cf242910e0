import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { areas, intlFor, languages, type MessageKey, type Part } from '../../src/shared/i18n';
import { catalogues, parts } from '../../src/shared/i18n/all-catalogues';
import { adminSameInDutch } from '../../src/shared/i18n/messages/admin/nl';

const root = join(__dirname, '..', '..');
/** English, every part of it: the core and each area. */
const en = catalogues.en;
const englishKeys = Object.keys(en).sort() as MessageKey[];
const allParts: Part[] = ['core', ...areas];

/** Every .ts/.tsx file under src, but the catalogues themselves. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !relative(root, path).startsWith('src/shared/i18n/messages')
      ? [path]
      : [];
  });
}

/** The placeholders a message takes, with their kind: `name:argument`, `count:plural`. */
function placeholders(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.argument) into.add(`${el.value}:argument`);
    if (el.type === TYPE.number || el.type === TYPE.date || el.type === TYPE.time)
      into.add(`${el.value}:${TYPE[el.type]}`);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      into.add(`${el.value}:${TYPE[el.type]}`);
      for (const option of Object.values(el.options)) placeholders(option.value, into);
    }
    if (el.type === TYPE.tag) {
      into.add(`<${el.value}>`);
      placeholders(el.children, into);
    }
  }
  return into;
}

describe('the message catalogues', () => {
  it.each(languages)('%s has exactly the keys English has', (language) => {
    expect(Object.keys(catalogues[language]).sort()).toEqual(englishKeys);
  });

  it.each(languages)('%s has every part, each with the keys of its English', (language) => {
    for (const part of allParts) {
      expect(Object.keys(parts[language][part]).sort(), `${language} ${part}`).toEqual(
        Object.keys(parts.en[part]).sort(),
      );
    }
  });

  it('gives each key to one part only (the core or one area)', () => {
    const counted = allParts.reduce((sum, part) => sum + Object.keys(parts.en[part]).length, 0);
    expect(counted).toBe(englishKeys.length);
  });

  it.each(languages)('every %s message parses, with the placeholders of English', (language) => {
    for (const key of englishKeys) {
      const message = catalogues[language][key];
      expect(message.trim(), `${language} ${key}`).not.toBe('');
      const own = placeholders(parse(message));
      expect([...own].sort(), `${language} ${key}`).toEqual(
        [...placeholders(parse(en[key]))].sort(),
      );
    }
  });

  it('formats plurals in Dutch by their own rules', () => {
    const nl = intlFor('nl');
    expect(nl.formatMessage({ id: 'rate.stars' }, { count: 1 })).toBe('1 ster');
    expect(nl.formatMessage({ id: 'rate.stars' }, { count: 4 })).toBe('4 sterren');
    expect(nl.formatMessage({ id: 'conversations.list.unread' }, { count: 2 })).toBe('2 ongelezen');
  });

  it('Dutch translates every message but names, addresses and shared codes', () => {
    // The same in both languages on purpose: the product's name, examples of addresses,
    // abbreviations and borrowed words Dutch business software uses as they are.
    const sameOnPurpose = new Set<MessageKey>([
      'app.name',
      'app.windowTitle',
      'signIn.server.placeholder',
      'signIn.mfa.code',
      'header.connection.offline',
      'header.server',
      'settings.account',
      'settings.account.server',
      'settings.account.tenant',
      'history.details',
      'history.kind.chat',
      'history.toolbar.kind.chats',
      'history.toolbar.kind.emails',
      'history.kind.email',
      'composer.placeholder',
      'external.lineWithNumber',
      'message.label.theirs',
      'section.voicemail',
      'desktop.tray.status',
      // "in" is Dutch too.
      'live.notify.inGroup',
      'updates.about.electron',
      'updates.about.chrome',
      'updates.about.node',
      ...adminSameInDutch,
    ]);
    const untranslated = englishKeys.filter(
      (key) => catalogues.nl[key] === en[key] && !sameOnPurpose.has(key),
    );
    expect(untranslated).toEqual([]);
    const stale = [...sameOnPurpose].filter((key) => catalogues.nl[key] !== en[key]);
    expect(stale).toEqual([]);
  });

  // A key the source names but English lacks fails the type check (formatMessage's ids are typed).
  it('every key is used in the source', () => {
    const source = sourceFiles(join(root, 'src'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = englishKeys.filter((key) => !source.includes(`'${key}'`));
    expect(unused).toEqual([]);
  });
});
