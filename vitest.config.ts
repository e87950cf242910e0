import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // The Electron binary cannot be downloaded here: every unit test gets the one shared mock.
    alias: { electron: fileURLToPath(new URL('./test/mocks/electron.ts', import.meta.url)) },
  },
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    environment: 'node',
    setupFiles: ['test/vitest.setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Two cores: contract tests each start a simulator; more workers only thrash.
    maxWorkers: 2,
    // GitHub's workflow parser imports its JSON schema without `with { type: 'json' }`, which
    // Node refuses: bundled first, it loads (test/lint/workflows.test.ts).
    deps: { optimizer: { ssr: { enabled: true, include: ['@actions/workflow-parser'] } } },
  },
});
