// @ts-check
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import formatjs from 'eslint-plugin-formatjs';

// Process boundaries (Signal Desktop style): enforced here, not remembered.
const electronOnlyInAdapters = {
  name: 'electron',
  message:
    'Only the Electron adapter layer (src/main/electron, src/preload) may import electron; keep this code process-neutral.',
};
const notRendererOrPreload = {
  group: ['**/renderer/**', '**/preload/**'],
  message: 'Main-process code never imports the renderer or preload.',
};
/** The simulator (its index too, imported by folder name) and the demo server built on it. */
const noSimulator = (message) => ({
  group: ['**/simulator', '**/simulator/**', '**/demo/**'],
  message: `The installed app carries no simulator: ${message}`,
});
const notTheSimulator = noSimulator('a host provides the demo server, injected into core.');

/*
 * Main-process layers, lowest first: common (logger, event bus, server address, colleagues) <
 * live (the platform's WebSocket) < core (composes live) < the hosts (electron, browser-host).
 */
const notTheHosts = {
  group: ['**/electron/**', '**/browser-host/**'],
  message: 'The hosts compose core and live; core, live and common import no host.',
};
const notTheCore = {
  group: ['**/core/**'],
  message: 'Core composes live and uses common; neither imports core.',
};
const notLive = {
  group: ['**/live/**'],
  message: 'src/main/common is what core and live share; it imports neither of them.',
};
/** The rule for main-process code: no Electron, no renderer or preload, and `patterns` besides. */
const mainProcessImports = (...patterns) => ({
  'no-restricted-imports': [
    'error',
    { paths: [electronOnlyInAdapters], patterns: [notRendererOrPreload, ...patterns] },
  ],
});
const nodeBuiltins = [
  'node:*',
  'fs',
  'path',
  'os',
  'http',
  'https',
  'net',
  'crypto',
  'child_process',
];

/** The renderer's rule: no Electron, no Node built-ins, no main, no catalogue loaded statically, and `patterns` besides. */
const rendererImports = (...patterns) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: [{ name: 'electron', message: 'The renderer reaches main only through window.api.' }],
      patterns: [
        {
          group: nodeBuiltins,
          message: 'The renderer is a sandboxed web page: no Node built-ins.',
        },
        {
          group: ['**/main/**', '**/preload/**', '**/simulator/**'],
          message: 'The renderer imports only src/shared and itself.',
        },
        {
          // A static import would put every language, or an area's messages, in the first
          // script (docs/i18n.md). English's core (`messages/en`, with the parts it spreads)
          // is there anyway; every other catalogue file, a new area's too, is loaded.
          group: [
            '**/shared/i18n/all-catalogues',
            '**/shared/i18n/messages/nl',
            '**/shared/i18n/messages/*/*',
            '!**/shared/i18n/messages/live/en',
            '!**/shared/i18n/messages/desktop/en',
          ],
          message:
            "The renderer loads a language's catalogue and an area's messages with import(): see i18n/load-catalogue.ts.",
        },
        ...patterns,
      ],
    },
  ],
});

/*
 * The renderer's layers, lowest first: the local stores (cache, outbox, directory,
 * review-prompt) < the account's data services (data) < state and shared components (state,
 * components) < the sections (sections/*) < the shell < App. A layer imports only from below it,
 * and a section from no other section: what two of them share moves down.
 */
/** `path` (a folder or file of src/renderer) as a file one to three folders below src/renderer names it. */
const fromBelow = (path) =>
  [1, 2, 3].flatMap((levels) => {
    const named = '../'.repeat(levels) + path;
    return [named, `${named}/**`];
  });
const notSectionsOrShell = {
  group: ['sections', 'shell'].flatMap(fromBelow),
  message:
    'Sections and the shell sit above the local stores, data, state and components: move what is shared down, never import up.',
};
const notAboveTheStores = {
  group: ['data', 'state', 'components'].flatMap(fromBelow),
  message:
    'The local stores (cache, outbox, directory, review-prompt) are the lowest layer: they import no data service, state or component.',
};
/**
 * The sections as they are on disk, so a new one is covered without a word here: a folder each,
 * and the Settings section, whose files lie in sections/ itself.
 */
const sectionEntries = readdirSync(join(import.meta.dirname, 'src/renderer/sections'), {
  withFileTypes: true,
});
const sectionFolders = sectionEntries.filter((e) => e.isDirectory()).map((e) => e.name);
const settingsFiles = sectionEntries
  .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
  .map((e) => e.name.replace(/\.tsx?$/, ''));
const sectionMessage =
  'A section imports no other section: move what they share down to components/, state/ or data/.';
/** A section's folder: every other section is out of reach. */
const otherSections = (own) => ({
  group: [
    ...sectionFolders
      .filter((folder) => folder !== own)
      .flatMap((folder) => [
        ...fromBelow(folder),
        `**/sections/${folder}`,
        `**/sections/${folder}/**`,
      ]),
    ...settingsFiles.flatMap(fromBelow),
  ],
  message: sectionMessage,
});
/** The Settings section (sections/*.tsx): no section folder. */
const sectionFoldersFromSettings = {
  regex: `^\\./(?:${sectionFolders.join('|')})(?:/|$)`,
  message: sectionMessage,
};

/**
 * FormatJS's "no literal string in JSX", with one allowance: text without a letter in it (a
 * dash, "·", "(", "99+") is punctuation, the same in every language, and may stay in the markup.
 * Everything a person reads comes from the message catalogues (src/shared/i18n).
 */
const literalRule = formatjs.rules['no-literal-string-in-jsx'];
const hasLetter = /\p{L}/u;
const noUntranslatedText = {
  meta: literalRule.meta,
  create(context) {
    const report = (descriptor) => {
      const node = descriptor.node;
      const text =
        node.type === 'JSXAttribute'
          ? context.sourceCode.getText(node.value)
          : node.type === 'Literal' || node.type === 'JSXText'
            ? String(node.value)
            : context.sourceCode.getText(node);
      if (hasLetter.test(text)) context.report(descriptor);
    };
    return literalRule.create(Object.create(context, { report: { value: report } }));
  },
};

export default tseslint.config(
  {
    ignores: [
      'out/**',
      'dist/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/only-throw-error': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['src/main/**', 'src/simulator/**', 'scripts/**', 'test/**', '*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Asymmetric matchers (expect.any, expect.objectContaining) are typed `any` by vitest.
    files: ['test/**'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    // Process-neutral code: no Electron, no DOM, no renderer.
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [electronOnlyInAdapters],
          patterns: [
            {
              group: nodeBuiltins,
              message: 'src/shared runs in every process; no Node built-ins here.',
            },
            {
              group: ['**/main/**', '**/renderer/**', '**/preload/**', '**/simulator/**'],
              message: 'src/shared imports nothing from the processes.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'navigator',
        'localStorage',
        'indexedDB',
      ],
    },
  },
  {
    files: ['src/main/**', 'src/simulator/**'],
    ignores: ['src/main/electron/**'],
    rules: mainProcessImports(),
  },
  {
    files: ['src/main/core/**'],
    rules: mainProcessImports(notTheSimulator, notTheHosts),
  },
  {
    files: ['src/main/live/**'],
    rules: mainProcessImports(notTheSimulator, notTheHosts, notTheCore),
  },
  {
    files: ['src/main/common/**'],
    rules: mainProcessImports(notTheSimulator, notTheHosts, notTheCore, notLive),
  },
  {
    // Electron's entry loads the demo server by path where a build has it (electron/demo-entry.ts).
    files: ['src/main/electron/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noSimulator('Electron loads the demo entry by path, where a build has it.')] },
      ],
    },
  },
  {
    files: ['src/simulator/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [electronOnlyInAdapters],
          patterns: [
            {
              group: ['**/main/**', '**/renderer/**', '**/preload/**'],
              message: 'The simulator is a stand-alone server; it shares only src/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    // React's rules of hooks and the React Compiler's checks, on every file that may hold a
    // component or a hook. A hand-kept dependency list is an error, not a warning.
    files: [
      'src/renderer/**/*.{ts,tsx}',
      'test/renderer/**/*.{ts,tsx}',
      'test/renderer-data/**/*.{ts,tsx}',
    ],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      // It says the React Compiler would leave a component unoptimised (TanStack Virtual's
      // useVirtualizer); the app is not built with the compiler, so there is nothing to lose.
      'react-hooks/incompatible-library': 'off',
    },
  },
  {
    // Every word a component shows comes from the catalogues: text, and the props that are read
    // (aria-*, title, placeholder, alt by default; our components' labels and sentences too).
    files: ['src/renderer/**/*.tsx'],
    plugins: { i18n: { rules: { 'no-untranslated-text': noUntranslatedText } } },
    rules: {
      'i18n/no-untranslated-text': [
        'error',
        {
          props: {
            include: [
              ['*', '{label,cancelLabel,message,callName,footer,closed,attachmentsRefused}'],
              ['*', '{sentence,notice,reauth,title}'],
            ],
          },
        },
      ],
    },
  },
  {
    files: ['src/renderer/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...rendererImports(),
      'no-restricted-syntax': [
        'error',
        {
          // The renderer's chunks are classic scripts (scripts/vite/classic-chunks.ts).
          selector: "MetaProperty[meta.name='import']",
          message: 'The renderer has no import.meta: its chunks are classic scripts.',
        },
      ],
    },
  },
  // The renderer's layers (issue #28). Each block gives the renderer's whole list again: a later
  // block's options for a rule replace an earlier one's.
  {
    files: ['src/renderer/{data,state,components}/**'],
    rules: rendererImports(notSectionsOrShell),
  },
  {
    files: ['src/renderer/{cache,outbox,directory,review-prompt}/**'],
    rules: rendererImports(notSectionsOrShell, notAboveTheStores),
  },
  ...sectionFolders.map((folder) => ({
    files: [`src/renderer/sections/${folder}/**`],
    rules: rendererImports(otherSections(folder)),
  })),
  {
    files: ['src/renderer/sections/*.{ts,tsx}'],
    rules: rendererImports(sectionFoldersFromSettings),
  },
);
