/**
 * What a built main-process file holds, read from the file itself: the bundler (rolldown, not
 * minified for main) writes each module's path on a comment line before its code
 * (`// src/main/core/app-core.ts`), and keeps `require("…")` for what stays in node_modules.
 */
export interface BundleContents {
  modules: string[];
  requires: string[];
}

export function readBundle(code: string): BundleContents {
  const modules = [...code.matchAll(/^\/\/ (\S+\.(?:[cm]?[jt]sx?|json))$/gm)].map((m) => m[1]!);
  const requires = [...code.matchAll(/\brequire\("([^"]+)"\)/g)].map((m) => m[1]!);
  return { modules, requires };
}

/** The demo's server and what it is built on: the simulator and its web framework. */
const demoOnlyModule = /^src\/(simulator|main\/demo)\//;
const demoOnlyPackage = /^(fastify|@fastify\/[^/]+)(\/|$)/;

/**
 * Why a file of the installed app's main process holds what only the demo needs (the simulator,
 * the demo entry, fastify): one line per module or package found, none when it holds none.
 */
export function demoTraces(file: string, code: string): string[] {
  const { modules, requires } = readBundle(code);
  return [
    ...modules.filter((m) => demoOnlyModule.test(m)).map((m) => `${file} holds ${m}`),
    ...requires.filter((r) => demoOnlyPackage.test(r)).map((r) => `${file} loads ${r}`),
  ];
}
