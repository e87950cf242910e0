/**
 * Runs Electronegativity (Doyensec's Electron security scanner) over the sources and the build,
 * offline, and fails on any finding of MEDIUM severity or above that the allow-list does not
 * justify, and on any file it could not parse (an unparsed file is an unscanned file).
 *
 * Electronegativity's CLI exits 0 whatever it finds, and its CSV writer races with itself (the
 * header and the rows are two unsynchronised async writes, so the header can overwrite the first
 * rows). So this script calls its runner in-process and judges the findings it returns.
 *
 * Usage: npx tsx scripts/electronegativity.ts
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const root = resolve(__dirname, '..');
const severities = ['INFORMATIONAL', 'LOW', 'MEDIUM', 'HIGH', 'CRITICAL'];
const failAt = severities.indexOf('MEDIUM');

/** Needs the network (it downloads Electron's release list): run offline, we skip it. */
const offlineExclusions = ['AvailableSecurityFixesGlobalCheck'];

const allowListSchema = z.array(
  z.object({
    issue: z.string().min(1),
    /** Path as Electronegativity reports it, relative to the scanned folder. */
    file: z.string().min(1),
    justification: z.string().min(40),
  }),
);
export type AllowList = z.infer<typeof allowListSchema>;

/** The part of Electronegativity's runner result this script reads. */
const runResultSchema = z.object({
  errors: z.array(z.unknown()),
  issues: z.array(
    z.looseObject({
      id: z.string(),
      file: z.string(),
      severity: z.looseObject({ name: z.string() }),
      confidence: z.looseObject({ name: z.string() }),
      location: z.looseObject({ line: z.number(), column: z.number() }).optional(),
      sample: z.string().optional(),
    }),
  ),
});

export interface Finding {
  input: string;
  issue: string;
  severity: string;
  confidence: string;
  file: string;
  location: string;
  sample: string;
}

type Runner = (options: Record<string, unknown>, forCli: boolean) => Promise<unknown>;

async function scan(input: string, electronVersion: string): Promise<Finding[]> {
  // CommonJS without type declarations: the runner is the module itself.
  const run = require('@doyensec/electronegativity') as Runner; // eslint-disable-line @typescript-eslint/no-require-imports
  const result = runResultSchema.parse(
    await run(
      {
        input: join(root, input),
        isRelative: true,
        electronVersionOverride: electronVersion,
        excludeFromScan: offlineExclusions,
        customScan: [],
        parserPlugins: [],
      },
      false,
    ),
  );
  if (result.errors.length > 0) {
    throw new Error(
      `electronegativity could not parse ${result.errors.length} file(s) in ${input}: ${JSON.stringify(result.errors).slice(0, 2000)}`,
    );
  }
  return result.issues.map((i) => ({
    input,
    issue: i.id,
    severity: i.severity.name,
    confidence: i.confidence.name,
    file: i.file,
    location: i.location ? `${i.location.line}:${i.location.column}` : '',
    sample: (i.sample ?? '').slice(0, 160),
  }));
}

/** Findings at or above MEDIUM that no allow-list entry justifies, and the entries used. */
export function judge(findings: Finding[], allow: AllowList) {
  const used = new Set<number>();
  const failing = findings.filter((f) => {
    if (severities.indexOf(f.severity) < failAt) return false;
    const index = allow.findIndex((a) => a.issue === f.issue && a.file === f.file);
    if (index < 0) return true;
    used.add(index);
    return false;
  });
  return { failing, unused: allow.filter((_, i) => !used.has(i)) };
}

async function main(): Promise<void> {
  const electronVersion = (
    JSON.parse(readFileSync(join(root, 'node_modules', 'electron', 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const allow = allowListSchema.parse(
    JSON.parse(readFileSync(join(root, '.electronegativity-allow.json'), 'utf8')),
  );
  const inputs = ['src', 'out'].filter((p) => existsSync(join(root, p)));
  const findings: Finding[] = [];
  for (const input of inputs) findings.push(...(await scan(input, electronVersion)));
  const { failing, unused } = judge(findings, allow);

  const counts = severities
    .map((s) => `${s}: ${findings.filter((f) => f.severity === s).length}`)
    .join(', ');
  console.log(
    `electronegativity: scanned ${inputs.join(' and ')} (Electron ${electronVersion}); ${counts}`,
  );
  for (const f of findings) {
    console.log(`  ${f.severity} ${f.issue} ${f.input}/${f.file}:${f.location}`);
  }
  for (const a of unused) {
    console.warn(`electronegativity: allow-list entry not needed any more: ${a.issue} ${a.file}`);
  }
  if (failing.length > 0) {
    for (const f of failing) {
      console.error(
        `  UNJUSTIFIED ${f.severity} ${f.issue} ${f.input}/${f.file}:${f.location}  ${f.sample}`,
      );
    }
    console.error(`electronegativity: ${failing.length} unjustified finding(s) of MEDIUM or above`);
    process.exit(1);
  }
  console.log('electronegativity: no unjustified finding of MEDIUM or above');
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
