/**
 * `npm run lint:workflows` (part of `npm run lint`): every file in .github/workflows checked
 * with GitHub's workflow parser (scripts/lib/workflow-lint.ts); each problem printed as
 * `file:line:col: message`, and a non-zero exit when there is one. An argument names another
 * repository root to check (the unit test's).
 */
import { join, resolve } from 'node:path';
import { formatProblem, lintWorkflows } from './lib/workflow-lint';

async function main(): Promise<number> {
  const { files, problems } = await lintWorkflows(
    resolve(process.argv[2] ?? join(__dirname, '..')),
  );
  for (const problem of problems) console.error(formatProblem(problem));
  if (files.length === 0) {
    console.error('lint:workflows: no workflow files in .github/workflows');
    return 1;
  }
  console.log(
    problems.length
      ? `lint:workflows: ${problems.length} problem(s) in ${files.length} workflow(s)`
      : `lint:workflows: ${files.length} workflow(s) clean`,
  );
  return problems.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
