import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { preactForReact } from './scripts/vite/preact-for-react';

export default defineConfig({
  resolve: {
    // The Electron binary cannot be downloaded here: every unit test gets the one shared mock.
    // The components are tested on the React layer the app ships (scripts/vite/preact-for-react.ts).
    alias: [
      {
        find: 'electron',
        replacement: fileURLToPath(new URL('./test/mocks/electron.ts', import.meta.url)),
      },
      ...preactForReact,
      // Its CommonJS build (the package's main) would require React past the aliases.
      {
        find: /^@testing-library\/react$/,
        replacement: fileURLToPath(
          new URL(
            './node_modules/@testing-library/react/dist/@testing-library/react.esm.js',
            import.meta.url,
          ),
        ),
      },
    ],
  },
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    environment: 'node',
    setupFiles: ['test/vitest.setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Two cores: contract tests each start a simulator; more workers only thrash.
    maxWorkers: 2,
    // Libraries that import React are inlined so that the aliases reach them too.
    server: {
      deps: {
        inline: [
          /@testing-library\/react/,
          /react-intl/,
          /@formatjs/,
          /zustand/,
          /dexie-react-hooks/,
          /react-hook-form/,
          /@hookform/,
          /@dnd-kit/,
          /@tanstack\/react-virtual/,
        ],
      },
    },
    // GitHub's workflow parser imports its JSON schema without `with { type: 'json' }`, which
    // Node refuses: bundled first, it loads (test/lint/workflows.test.ts).
    deps: { optimizer: { ssr: { enabled: true, include: ['@actions/workflow-parser'] } } },
  },
});
