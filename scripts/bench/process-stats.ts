import { readdir, readFile } from 'node:fs/promises';

/**
 * CPU time and memory of processes, from Linux's /proc: where the sync's time goes across the
 * simulator, the host and Chromium. Elsewhere every figure reads 0.
 */

const TICKS_PER_SECOND = 100;

interface Stat {
  pid: number;
  ppid: number;
  /** User + system CPU seconds so far. */
  cpuSeconds: number;
}

async function stat(pid: number): Promise<Stat | undefined> {
  const text = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  // The command name (field 2) may hold spaces: the fields after it start after the last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const ppid = Number(fields[1]);
  const ticks = Number(fields[11]) + Number(fields[12]);
  return { pid, ppid, cpuSeconds: ticks / TICKS_PER_SECOND };
}

async function allStats(): Promise<Stat[]> {
  const entries = await readdir('/proc').catch(() => [] as string[]);
  const stats = await Promise.all(entries.filter((e) => /^\d+$/.test(e)).map((e) => stat(+e)));
  return stats.filter((s) => s !== undefined);
}

/** CPU seconds used so far by each named process tree (a process and its descendants). */
export async function cpuByTree(
  roots: Record<string, number | undefined>,
): Promise<Record<string, number>> {
  const stats = await allStats();
  const children = new Map<number, Stat[]>();
  for (const s of stats) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s]);
  const byPid = new Map(stats.map((s) => [s.pid, s]));
  const total = (pid: number): number =>
    (byPid.get(pid)?.cpuSeconds ?? 0) +
    (children.get(pid) ?? []).reduce((sum, child) => sum + total(child.pid), 0);
  return Object.fromEntries(
    Object.entries(roots).map(([name, pid]) => [name, pid === undefined ? 0 : total(pid)]),
  );
}

/** Resident memory of one process, MiB. */
export async function rssMiB(pid: number | undefined): Promise<number> {
  if (pid === undefined) return 0;
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kib = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return kib === undefined ? 0 : Number(kib) / 1024;
}
