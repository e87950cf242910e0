import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { metaContentSecurityPolicy } from '../../src/main/core/csp';
import { judge, type Finding } from '../../scripts/electronegativity';
import { demoTraces, readBundle } from '../../scripts/lib/main-bundle';

const root = join(__dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

describe('electron-builder configuration', () => {
  const config = JSON.parse(read('electron-builder.json')) as {
    appId: string;
    productName: string;
    asar: boolean;
    files: string[];
    electronFuses: Record<string, boolean>;
    linux: { icon: string };
  };

  it('flips every security fuse (Electron security checklist, packaging)', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      loadBrowserProcessSpecificV8Snapshot: false,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('packages the build into an asar, named Switchboard, with its icon', () => {
    expect(config.productName).toBe('Switchboard');
    expect(config.appId).toMatch(/^[a-z]+(\.[a-z]+)+$/);
    expect(config.asar).toBe(true);
    expect(config.files).toContain('out/**/*');
    expect(config.files.some((f) => f.startsWith('src'))).toBe(false);
    expect(readFileSync(join(root, config.linux.icon)).subarray(1, 4).toString()).toBe('PNG');
  });

  it('leaves the demo entry (the simulator) out of the package', () => {
    expect(config.files).toContain('!out/main/demo.js');
  });

  it('starts from the built Electron entry', () => {
    expect((JSON.parse(read('package.json')) as { main: string }).main).toBe('./out/main/index.js');
  });
});

describe('what a built main-process file holds (npm run test:package)', () => {
  const bundle = [
    'let zod = require("zod");',
    'let fastify = require("fastify");',
    'fastify = __toESM(fastify);',
    'let ws = require("@fastify/websocket");',
    '// src/main/core/app-core.ts',
    'function createAppCore() {}',
    '// src/simulator/index.ts',
    'async function startSimulator() {}',
    '// src/main/demo/built-in-demo.ts',
    '/** comment, not a module: // src/simulator/seed.ts */',
  ].join('\n');

  it('reads the modules it was built from and the packages it loads', () => {
    expect(readBundle(bundle)).toEqual({
      modules: [
        'src/main/core/app-core.ts',
        'src/simulator/index.ts',
        'src/main/demo/built-in-demo.ts',
      ],
      requires: ['zod', 'fastify', '@fastify/websocket'],
    });
  });

  it('names what only the demo needs: the simulator, the demo entry and fastify', () => {
    expect(demoTraces('/out/main/index.js', bundle)).toEqual([
      '/out/main/index.js holds src/simulator/index.ts',
      '/out/main/index.js holds src/main/demo/built-in-demo.ts',
      '/out/main/index.js loads fastify',
      '/out/main/index.js loads @fastify/websocket',
    ]);
    expect(
      demoTraces('/out/main/index.js', '// src/main/core/app-core.ts\nrequire("ws");'),
    ).toEqual([]);
  });
});

describe('Content-Security-Policy', () => {
  it('is the same in index.html as in the headers main sends', () => {
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(
      read('src/renderer/index.html'),
    );
    expect(meta?.[1]).toBe(metaContentSecurityPolicy);
  });

  it('names only sources of CSP grammar (no IPv6 literal, which Chromium reports invalid)', () => {
    // CSP3 source-expression: a keyword, a scheme-source, or a host-source whose host is
    // `*`, `*.name` or dotted labels; `[::1]` fits none of them.
    const source =
      /^('[a-z-]+'|[a-z][a-z0-9+.-]*:|([a-z][a-z0-9+.-]*:\/\/)?(\*|(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*)(:(\d+|\*))?)$/;
    for (const directive of metaContentSecurityPolicy.split('; ')) {
      const [, ...values] = directive.split(' ');
      for (const value of values) expect(value, directive).toMatch(source);
    }
  });
});

describe('Electronegativity gate', () => {
  const finding = (issue: string, severity: string, file: string): Finding => ({
    input: 'src',
    issue,
    severity,
    confidence: 'FIRM',
    file,
    location: '1:0',
    sample: '',
  });
  const allow = [{ issue: 'OPEN_EXTERNAL_JS_CHECK', file: 'a.ts', justification: 'x'.repeat(40) }];

  it('fails MEDIUM and above unless the allow-list justifies exactly that issue in that file', () => {
    const { failing, unused } = judge(
      [
        finding('OPEN_EXTERNAL_JS_CHECK', 'MEDIUM', 'a.ts'),
        finding('OPEN_EXTERNAL_JS_CHECK', 'MEDIUM', 'b.ts'),
        finding('CONTEXT_ISOLATION_JS_CHECK', 'HIGH', 'a.ts'),
        finding('CSP_GLOBAL_CHECK', 'LOW', 'index.html'),
      ],
      allow,
    );
    expect(failing.map((f) => `${f.issue} ${f.file}`)).toEqual([
      'OPEN_EXTERNAL_JS_CHECK b.ts',
      'CONTEXT_ISOLATION_JS_CHECK a.ts',
    ]);
    expect(unused).toEqual([]);
  });

  it('reports allow-list entries that no finding needs any more', () => {
    expect(judge([], allow).unused).toEqual(allow);
  });

  it('every allow-list entry carries a justification', () => {
    const entries = JSON.parse(read('.electronegativity-allow.json')) as {
      justification: string;
    }[];
    for (const entry of entries) expect(entry.justification.length).toBeGreaterThanOrEqual(40);
  });
});
