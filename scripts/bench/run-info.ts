import { spawnSync } from 'node:child_process';

/** Today, and the commit measured: " + working tree" when the tree differs from it. */
export function runInfo(root: string): { date: string; commit: string } {
  const git = (...args: string[]) =>
    spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout?.trim() ?? '';
  const commit = git('rev-parse', '--short', 'HEAD') || 'unknown';
  const changed = git('status', '--porcelain', '--untracked-files=no') !== '';
  return {
    date: new Date().toISOString().slice(0, 10),
    commit: changed ? `${commit} + working tree` : commit,
  };
}
