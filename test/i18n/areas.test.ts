import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { areas, type Area } from '../../src/shared/i18n';
import { parts } from '../../src/shared/i18n/all-catalogues';

/**
 * An area's messages (`src/shared/i18n/areas.ts`) reach the renderer only with the sections that
 * declare it (`src/renderer/shell/section-chunks.ts`), so a key of an area used anywhere else
 * would be shown as the key itself. This follows the renderer's static imports (what a chunk
 * carries; `import()` starts another) and checks where each area's keys are named.
 */
const root = join(__dirname, '..', '..');
const renderer = join(root, 'src', 'renderer');
const read = (file: string) => readFileSync(file, 'utf8');

/** The files `file` imports statically, values only (a type-only import carries no code). */
function staticImports(file: string): string[] {
  const code = read(file);
  const found: string[] = [];
  const statement = /^(?:import|export)\s+(type\s+)?(?:([\s\S]*?)\s+from\s+)?'([^']+)';/gm;
  for (const [, typeOnly, names, specifier] of code.matchAll(statement)) {
    if (typeOnly || !specifier?.startsWith('.')) continue;
    const braced = /^\{([\s\S]*)\}$/.exec(names?.trim() ?? '')?.[1];
    const named = braced
      ?.split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    if (named && named.length > 0 && named.every((n) => n.startsWith('type '))) continue;
    const base = resolve(dirname(file), specifier);
    const target = ['.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((ending) => base + ending)
      .find((path) => existsSync(path));
    if (target) found.push(target);
  }
  return found;
}

/** Every file `entry` brings with it through static imports, itself included. */
function graph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    staticImports(file).forEach(visit);
  };
  visit(entry);
  return seen;
}

const areaKeys = new Map<string, Area>(
  areas.flatMap((area) => Object.keys(parts.en[area]).map((key) => [key, area] as const)),
);

/** The areas whose keys `file` names. */
function areasNamedIn(file: string): Set<Area> {
  const named = new Set<Area>();
  for (const [, key] of read(file).matchAll(/'([\w.]+)'/g)) {
    const area = key && areaKeys.get(key);
    if (area) named.add(area);
  }
  return named;
}

const rel = (file: string) => relative(root, file);
const firstScreen = graph(join(renderer, 'main.tsx'));

/**
 * Each lazily loaded section as `section-chunks.ts` declares it: its entry file (what its
 * `import()` names) and the areas loaded with it, read from the source (this test is checked
 * with Node's tsconfig, which does not compile the renderer's components).
 */
const sections = [
  ...read(join(renderer, 'shell', 'section-chunks.ts')).matchAll(
    /(\w+): sectionChunk\(\s*\(\) => import\('([^']+)'\)[^[]*\[([^\]]*)\]/g,
  ),
].map(([, id, specifier, declared]) => ({
  id: id ?? '',
  entry: resolve(renderer, 'shell', `${specifier}.tsx`),
  areas: [...(declared ?? '').matchAll(/'(\w+)'/g)].map(([, area]) => area),
}));

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("the areas' messages", () => {
  it("are not in the first screen's script, nor named by it", () => {
    const messages = join(root, 'src', 'shared', 'i18n', 'messages');
    const lazyCatalogues = [...firstScreen].filter(
      (file) =>
        file.endsWith(join('i18n', 'all-catalogues.ts')) ||
        (file.startsWith(messages) &&
          !/messages[\\/](en|(live|desktop|calls|phone|myStatus)[\\/]en)\.ts$/.test(file)),
    );
    expect(lazyCatalogues.map(rel)).toEqual([]);
    const naming = [...firstScreen].filter((file) => areasNamedIn(file).size > 0);
    expect(naming.map(rel)).toEqual([]);
  });

  it('are declared for each section loaded on demand', () => {
    expect(sections.map((s) => s.id).sort()).toEqual(
      [
        'admin',
        'conversations',
        'favorites',
        'history',
        'people',
        'settings',
        'voicemail',
        'webpages',
      ].sort(),
    );
    for (const section of sections) expect(existsSync(section.entry), section.entry).toBe(true);
  });

  it.each(sections.map((s) => [s.id, s] as const))(
    'are loaded with the %s section for every area its code names',
    (_, section) => {
      const named = new Set([...graph(section.entry)].flatMap((file) => [...areasNamedIn(file)]));
      expect([...named].sort()).toEqual([...section.areas].sort());
    },
  );

  it("are not named outside the renderer: main's sentences are in the core catalogue", () => {
    const outside = ['main', 'shared', 'preload']
      .flatMap((dir) => filesUnder(join(root, 'src', dir)))
      .filter((file) => !file.includes(join('i18n', 'messages')))
      .filter((file) => areasNamedIn(file).size > 0);
    expect(outside.map(rel)).toEqual([]);
  });
});
