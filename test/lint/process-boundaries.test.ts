import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * The process boundaries are enforced by the project's ESLint configuration, not by memory.
 * This lints small snippets as if they lived in each folder, with the real configuration (only
 * the type-aware parts switched off, since the snippets are not files of a tsconfig project).
 */
const eslint = new ESLint({
  cwd: resolve(__dirname, '..', '..'),
  overrideConfig: [tseslint.configs.disableTypeChecked],
});

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-globals')
    .map((m) => m.message);
}

describe('process boundaries', () => {
  it.each([
    ['src/shared/x.ts', "import { app } from 'electron';\nexport const a = app;\n"],
    ['src/shared/x.ts', "import { readFile } from 'node:fs';\nexport const r = readFile;\n"],
    ['src/shared/x.ts', 'export const w = window.location;\n'],
    ['src/main/core/x.ts', "import { app } from 'electron';\nexport const a = app;\n"],
    ['src/main/api/x.ts', "import { net } from 'electron';\nexport const n = net;\n"],
    [
      'src/simulator/x.ts',
      "import { createApiClient } from '../main/api';\nexport const c = createApiClient;\n",
    ],
    [
      'src/renderer/x.ts',
      "import { ipcRenderer } from 'electron';\nexport const i = ipcRenderer;\n",
    ],
    [
      'src/renderer/x.ts',
      "import { createApiClient } from '../main/api';\nexport const c = createApiClient;\n",
    ],
    [
      'src/renderer/x.ts',
      "import { readFile } from 'node:fs/promises';\nexport const r = readFile;\n",
    ],
    // Catalogues loaded on demand: another language, an area's messages (docs/i18n.md).
    [
      'src/renderer/x.ts',
      "import { catalogues } from '../shared/i18n/all-catalogues';\nexport const c = catalogues;\n",
    ],
    [
      'src/renderer/x.ts',
      "import { nl } from '../shared/i18n/messages/nl';\nexport const n = nl;\n",
    ],
    [
      'src/renderer/i18n/x.ts',
      "import { adminEn } from '../../shared/i18n/messages/admin/en';\nexport const a = adminEn;\n",
    ],
    [
      'src/renderer/x.ts',
      "import { settingsNl } from '../shared/i18n/messages/settings/nl';\nexport const s = settingsNl;\n",
    ],
    [
      'src/renderer/x.ts',
      "import { liveNl } from '../shared/i18n/messages/live/nl';\nexport const l = liveNl;\n",
    ],
    // Main's layers: common < live < core < the hosts, and no simulator below the hosts.
    [
      'src/main/live/x.ts',
      "import { createAppCore } from '../core/app-core';\nexport const c = createAppCore;\n",
    ],
    [
      'src/main/common/x.ts',
      "import { type LiveService } from '../live/live-service';\nexport type L = LiveService;\n",
    ],
    [
      'src/main/core/x.ts',
      "import { startSimulator } from '../../simulator';\nexport const s = startSimulator;\n",
    ],
    [
      'src/main/live/x.ts',
      "import { seedData } from '../../simulator/seed';\nexport const s = seedData;\n",
    ],
    [
      'src/main/core/handlers/x.ts',
      "import { startBuiltInDemo } from '../../demo/built-in-demo';\nexport const s = startBuiltInDemo;\n",
    ],
    [
      'src/main/electron/x.ts',
      "import { startBuiltInDemo } from '../demo/built-in-demo';\nexport const s = startBuiltInDemo;\n",
    ],
  ])('%s may not: %s', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).not.toEqual([]);
  });

  it.each([
    ['src/main/electron/x.ts', "import { app } from 'electron';\nexport const a = app;\n"],
    [
      'src/preload/x.ts',
      "import { contextBridge } from 'electron';\nexport const c = contextBridge;\n",
    ],
    [
      'src/main/core/x.ts',
      "import { createApiClient } from '../api';\nexport const c = createApiClient;\n",
    ],
    [
      'src/renderer/x.ts',
      "import { contract } from '../shared/contract';\nexport const c = contract;\n",
    ],
    // English's core is in the first script anyway; a catalogue is loaded with import().
    [
      'src/renderer/x.ts',
      "import { en } from '../shared/i18n/messages/en';\nexport const e = en;\n",
    ],
    [
      'src/renderer/x.ts',
      "export const load = () => import('../shared/i18n/messages/admin/nl');\n",
    ],
    [
      'src/main/core/x.ts',
      "import { createLiveService } from '../live/live-service';\nexport const l = createLiveService;\n",
    ],
    [
      'src/main/live/x.ts',
      "import { type Logger } from '../common/logger';\nexport type L = Logger;\n",
    ],
    [
      'src/main/core/x.ts',
      "import { createDemoLauncher } from './demo';\nexport const d = createDemoLauncher;\n",
    ],
    [
      'src/main/browser-host/x.ts',
      "import { startBuiltInDemo } from '../demo/built-in-demo';\nexport const s = startBuiltInDemo;\n",
    ],
  ])('%s may: %s', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toEqual([]);
  });
});
