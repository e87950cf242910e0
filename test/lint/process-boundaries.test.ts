import { readdirSync } from 'node:fs';
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
    // The renderer's layers: local stores < data < state, components < sections < shell.
    [
      'src/renderer/sections/admin/form/x.ts',
      "import { History } from '../../history/History';\nexport const h = History;\n",
    ],
    [
      'src/renderer/sections/people/x.ts',
      "import { History } from '../../sections/history/History';\nexport const h = History;\n",
    ],
    [
      'src/renderer/sections/people/x.ts',
      "import { Settings } from '../Settings';\nexport const s = Settings;\n",
    ],
    [
      'src/renderer/sections/x.ts',
      "import { People } from './people/People';\nexport const p = People;\n",
    ],
    [
      'src/renderer/data/x.ts',
      "import { History } from '../sections/history/History';\nexport const h = History;\n",
    ],
    [
      'src/renderer/state/x.ts',
      "import { ChatWatch } from '../shell/ChatWatch';\nexport const c = ChatWatch;\n",
    ],
    [
      'src/renderer/components/x.tsx',
      "import { Admin } from '../sections/admin/Admin';\nexport const a = Admin;\n",
    ],
    [
      'src/renderer/cache/x.ts',
      "import { Shell } from '../shell/Shell';\nexport const s = Shell;\n",
    ],
    [
      'src/renderer/cache/x.ts',
      "import { useReadyAccountData } from '../data';\nexport const u = useReadyAccountData;\n",
    ],
    [
      'src/renderer/outbox/x.ts',
      "import { useAppStore } from '../state/app-store';\nexport const a = useAppStore;\n",
    ],
    [
      'src/renderer/directory/x.ts',
      "import { icons } from '../components/icons';\nexport const i = icons;\n",
    ],
    [
      'src/renderer/review-prompt/x.ts',
      "import { promptSettings } from '../data/prompt-settings';\nexport const p = promptSettings;\n",
    ],
    // The blocks that add the layers keep the renderer's own restrictions.
    [
      'src/renderer/sections/people/x.ts',
      "import { ipcRenderer } from 'electron';\nexport const i = ipcRenderer;\n",
    ],
    [
      'src/renderer/sections/x.ts',
      "import { readFile } from 'node:fs/promises';\nexport const r = readFile;\n",
    ],
    [
      'src/renderer/data/x.ts',
      "import { createApiClient } from '../../main/api';\nexport const c = createApiClient;\n",
    ],
    [
      'src/renderer/components/x.ts',
      "import { nl } from '../../shared/i18n/messages/nl';\nexport const n = nl;\n",
    ],
    [
      'src/renderer/cache/x.ts',
      "import { adminEn } from '../../shared/i18n/messages/admin/en';\nexport const a = adminEn;\n",
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
    // Within a section, and down the renderer's layers.
    [
      'src/renderer/sections/people/x.ts',
      "import { People } from './People';\nexport const p = People;\n",
    ],
    [
      'src/renderer/sections/admin/form/x.ts',
      "import { useDetail } from '../browse/use-detail';\nexport const u = useDetail;\n",
    ],
    [
      'src/renderer/sections/favorites/x.ts',
      "import { ColleagueDetail } from '../../components/ColleagueDetail';\nexport const c = ColleagueDetail;\n",
    ],
    [
      'src/renderer/sections/x.ts',
      "import { SignOut } from './SignOut';\nexport const s = SignOut;\n",
    ],
    [
      'src/renderer/shell/x.ts',
      "import { History } from '../sections/history/History';\nexport const h = History;\n",
    ],
    [
      'src/renderer/components/x.ts',
      "import { sections } from '../state/sections';\nexport const s = sections;\n",
    ],
    [
      'src/renderer/state/x.ts',
      "import { useFavorites } from '../data/use-favorites';\nexport const u = useFavorites;\n",
    ],
    ['src/renderer/data/x.ts', "import { Outbox } from '../outbox';\nexport const o = Outbox;\n"],
    [
      'src/renderer/outbox/x.ts',
      "import { favoriteChangeSchema } from '../directory/favorite-changes-model';\nexport const f = favoriteChangeSchema;\n",
    ],
  ])('%s may: %s', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toEqual([]);
  });

  /** Every section as it is on disk: a folder each, and Settings in sections/ itself. */
  const sectionFolders = readdirSync(resolve(__dirname, '../../src/renderer/sections'), {
    withFileTypes: true,
  })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const pairs = sectionFolders.flatMap((from) =>
    sectionFolders.filter((to) => to !== from).map((to) => [from, to] as const),
  );

  it.each(pairs)('a file of sections/%s may not import sections/%s', async (from, to) => {
    const code = `import { x } from '../${to}/x';\nexport const y = x;\n`;
    expect(await restrictedImports(`src/renderer/sections/${from}/x.ts`, code)).toEqual([
      expect.stringContaining('A section imports no other section'),
    ]);
  });
});
