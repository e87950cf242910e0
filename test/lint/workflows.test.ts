import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lintWorkflow, lintWorkflows } from '../../scripts/lib/workflow-lint';

/**
 * `npm run lint:workflows` (part of `npm run lint`): GitHub's workflow parser over
 * .github/workflows. It passes the real workflows and stops a broken one, saying where.
 */
const root = resolve(__dirname, '..', '..');

/** A workflow that GitHub accepts, with `job` as its one job's body. */
function workflow(job: string): string {
  return `on: push\npermissions:\n  contents: read\njobs:\n  test:\n${job}`;
}
const fine = workflow('    runs-on: ubuntu-latest\n    steps:\n      - run: npm test\n');

async function problems(content: string): Promise<string[]> {
  return (await lintWorkflow('w.yml', content)).map((p) => `${p.line}:${p.column}: ${p.message}`);
}

describe('the workflow linter', () => {
  it('passes the repository’s workflows, CI and release among them', async () => {
    const result = await lintWorkflows(root);
    expect(result.files).toEqual(
      expect.arrayContaining([
        join('.github', 'workflows', 'ci.yml'),
        join('.github', 'workflows', 'release.yml'),
      ]),
    );
    expect(result.problems).toEqual([]);
  });

  it('passes a well-formed workflow', async () => {
    expect(await problems(fine)).toEqual([]);
  });

  it.each([
    [
      'an unknown key',
      workflow('    runs-on: ubuntu-latest\n    timeout-minutez: 5\n    steps:\n      - run: x\n'),
      "7:5: Unexpected value 'timeout-minutez'",
    ],
    [
      'a ${{ }} expression that does not parse',
      workflow('    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.ref == }}\n'),
      "8:19: Unexpected end of expression: '=='",
    ],
    [
      'a context the key does not allow',
      workflow('    runs-on: ${{ steps.pick.outputs.os }}\n    steps:\n      - run: x\n'),
      "6:14: Unrecognized named-value: 'steps'",
    ],
    [
      'a function that does not exist',
      workflow(
        '    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ upper(github.ref) }}\n',
      ),
      "8:19: Unrecognized function: 'upper'",
    ],
    [
      'a job that needs one that does not exist',
      `${fine}  after:\n    needs: [tset]\n    runs-on: ubuntu-latest\n    steps:\n      - run: x\n`,
      "10:13: Job 'after' depends on unknown job 'tset'.",
    ],
    ['an unknown event', fine.replace('on: push', 'on: pusj'), "1:5: Unexpected value 'pusj'"],
  ])('stops %s, at its line and column', async (_what, content, problem) => {
    expect(await problems(content)).toContain(problem);
  });

  it('reports a YAML syntax error on one line', async () => {
    const found = await problems('on: push\njobs:\n  test: [\n');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^4:1: .*must be sufficiently indented and end with a \]/);
  });
});

describe('npm run lint:workflows', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  /** The script on a repository whose .github/workflows holds `files`. */
  async function run(files: Record<string, string>) {
    dir = await mkdtemp(join(tmpdir(), 'sb-workflows-'));
    await mkdir(join(dir, '.github', 'workflows'), { recursive: true });
    for (const [name, content] of Object.entries(files))
      await writeFile(join(dir, '.github', 'workflows', name), content);
    return spawnSync(
      process.execPath,
      [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/lint-workflows.ts', dir],
      { cwd: root, encoding: 'utf8' },
    );
  }

  it('exits non-zero with file:line:col for each problem', async () => {
    const result = await run({
      'good.yml': fine,
      'bad.yaml': workflow('    runs-on: ubuntu-latest\n    stepz: []\n'),
    });
    expect(result.status).toBe(1);
    const bad = join('.github', 'workflows', 'bad.yaml');
    expect(result.stderr).toContain(`${bad}:7:5: Unexpected value 'stepz'`);
    expect(result.stderr).not.toContain('good.yml');
    expect(result.stdout).toContain('lint:workflows: 1 problem(s) in 2 workflow(s)');
  });

  it('exits zero when every workflow is clean', async () => {
    const result = await run({ 'good.yml': fine });
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('lint:workflows: 1 workflow(s) clean');
    expect(result.status).toBe(0);
  });
});
