/**
 * Packages the built app (`out/`) as an unpacked directory against a stub Electron and checks
 * what a user would install: every fuse flipped as electron-builder.json declares, and app.asar
 * holding the build and the main process's runtime dependencies only — no sources, tests, source
 * maps or renderer libraries (vite bundles those into out/renderer), and nothing of the demo: no
 * demo entry, and no main-process file holding the simulator or loading fastify.
 *
 * Real installers need the Electron zip, which our machines cannot download. The stub's binary
 * carries Electron's fuse wire (sentinel, wire version, length, one byte per fuse) set to the
 * defaults Electron ships, so the check proves the flips rather than reading back what it wrote.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { extractFile, listPackage } from '@electron/asar';
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { build, Platform, type Configuration } from 'electron-builder';
import { demoTraces, readBundle } from './lib/main-bundle';

const root = resolve(__dirname, '..');
const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
/** A fuse's byte on the wire: ASCII '1' on, '0' off (the package exports no names for them). */
const ON = 0x31;
const OFF = 0x30;

/** Electron's shipped defaults, in wire order (RunAsNode … GrantFileProtocolExtraPrivileges). */
const shippedDefaults = '10110001';

/** electron-builder.json's `electronFuses` keys, by their index in the wire. */
const fuseKeys: Record<string, FuseV1Options> = {
  runAsNode: FuseV1Options.RunAsNode,
  enableCookieEncryption: FuseV1Options.EnableCookieEncryption,
  enableNodeOptionsEnvironmentVariable: FuseV1Options.EnableNodeOptionsEnvironmentVariable,
  enableNodeCliInspectArguments: FuseV1Options.EnableNodeCliInspectArguments,
  enableEmbeddedAsarIntegrityValidation: FuseV1Options.EnableEmbeddedAsarIntegrityValidation,
  onlyLoadAppFromAsar: FuseV1Options.OnlyLoadAppFromAsar,
  loadBrowserProcessSpecificV8Snapshot: FuseV1Options.LoadBrowserProcessSpecificV8Snapshot,
  grantFileProtocolExtraPrivileges: FuseV1Options.GrantFileProtocolExtraPrivileges,
};

async function stubElectron(dir: string, version: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const wire = Buffer.concat([
    Buffer.from('#!/bin/sh\nexit 0\n'),
    Buffer.from(SENTINEL),
    Buffer.from([1, shippedDefaults.length]),
    Buffer.from(shippedDefaults),
  ]);
  await writeFile(join(dir, 'electron'), wire, { mode: 0o755 });
  await writeFile(join(dir, 'version'), version);
}

async function main(): Promise<number> {
  const config = JSON.parse(
    await readFile(join(root, 'electron-builder.json'), 'utf8'),
  ) as Configuration & { electronFuses: Record<string, boolean> };
  const pkg = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const electronVersion = (
    JSON.parse(await readFile(join(root, 'node_modules', 'electron', 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

  const work = await mkdtemp(join(tmpdir(), 'switchboard-package-'));
  const failures: string[] = [];
  try {
    const electronDist = join(work, 'electron-dist');
    await stubElectron(electronDist, electronVersion);
    const { $schema: _schema, ...rest } = config as Configuration & { $schema?: string };
    await build({
      projectDir: root,
      targets: Platform.LINUX.createTarget('dir'),
      publish: 'never',
      config: {
        ...rest,
        electronDist,
        electronVersion,
        directories: { ...rest.directories, output: work },
      },
    });
    const unpacked = join(work, 'linux-unpacked');

    const wire = await getCurrentFuseWire(join(unpacked, String(config.linux?.executableName)));
    for (const [key, wanted] of Object.entries(config.electronFuses)) {
      const index = fuseKeys[key];
      if (index === undefined) {
        failures.push(`electronFuses.${key}: not a fuse this check knows`);
        continue;
      }
      const state = Number(wire[index]);
      const expected = wanted ? ON : OFF;
      if (state !== expected)
        failures.push(`fuse ${key}: wanted ${String(wanted)}, packaged ${String(state)}`);
    }
    const unset = Object.keys(fuseKeys).filter((k) => !(k in config.electronFuses));
    for (const key of unset) failures.push(`fuse ${key} is not declared in electron-builder.json`);

    const asar = join(unpacked, 'resources', 'app.asar');
    const files = listPackage(asar, { isPack: false });
    for (const needed of [
      '/out/main/index.js',
      '/out/preload/index.js',
      '/out/renderer/index.html',
    ]) {
      if (!files.includes(needed)) failures.push(`app.asar lacks ${needed}`);
    }
    // The demo: built beside the entry for `npm start`, and nowhere in what a user installs.
    if (!existsSync(join(root, 'out', 'main', 'demo.js')))
      failures.push('out/main/demo.js is missing: `npm start` would offer no demo');
    if (files.includes('/out/main/demo.js')) failures.push('app.asar holds the demo entry');
    const mainFiles = files.filter((f) => /^\/out\/main\/.+\.js$/.test(f));
    const mainCode = (file: string) => extractFile(asar, file.slice(1)).toString('utf8');
    const entry = mainFiles.includes('/out/main/index.js') ? mainCode('/out/main/index.js') : '';
    if (!readBundle(entry).modules.includes('src/main/electron/index.ts'))
      failures.push('out/main/index.js names none of its modules: its contents cannot be checked');
    for (const file of mainFiles) failures.push(...demoTraces(file, mainCode(file)));
    const own = files.filter((f) => !/^\/node_modules(\/|$)/.test(f));
    const stray = own.filter((f) => !/^\/(out(\/|$)|package\.json$)/.test(f) || f.endsWith('.map'));
    if (stray.length)
      failures.push(`app.asar holds files that are not the build: ${stray.slice(0, 5).join(', ')}`);
    const packaged = new Set(
      files.flatMap(
        (f) => /^\/node_modules\/((?:@[^/]+\/)?[^/]+)\/package\.json$/.exec(f)?.[1] ?? [],
      ),
    );
    for (const dependency of Object.keys(pkg.dependencies)) {
      if (!packaged.has(dependency))
        failures.push(`app.asar lacks the runtime dependency ${dependency}`);
    }
    for (const rendererOnly of [
      'preact',
      'react',
      'react-dom',
      'dexie',
      'zustand',
      'electron',
      'typescript',
    ]) {
      if (packaged.has(rendererOnly))
        failures.push(`app.asar ships ${rendererOnly}, which the app does not load at run time`);
    }
    for (const demoOnly of ['fastify', '@fastify/websocket']) {
      if (packaged.has(demoOnly))
        failures.push(`app.asar ships ${demoOnly}, which only the simulator (the demo) uses`);
    }
    console.log(
      `package: ${files.length} files in app.asar, ${packaged.size} packages; fuses ${Object.keys(config.electronFuses).length}/${Object.keys(fuseKeys).length} declared`,
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  for (const f of failures) console.error(`package: ${f}`);
  console.log(
    failures.length ? `package check FAILED (${failures.length})` : 'package check passed',
  );
  return failures.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
