/**
 * `npx tsx scripts/trace-summary.ts FILE [--every MS] [--source DIR]`: where the time went in a
 * Chrome trace (JSON, as `npm run bench -- --trace DIR` writes it, or as DevTools saves one).
 *
 * The app's renderer is the one whose main thread holds the bench's start marks
 * (`bench:first-rows`, see `START_MARKS` in bench/page-probes.ts), else the busiest renderer.
 * The interval runs from the app's navigation to `bench:first-rows` when the trace has them
 * (a launch), else over the whole trace (the download). It prints, in milliseconds:
 *
 * - the renderer's main thread between consecutive anchors (the navigation, the page parsed,
 *   DOMContentLoaded, first contentful paint, the bench's marks), or every `--every` ms (1000 by
 *   default) when there are none: busy and idle, what it did (self time by activity), the
 *   kinds of work its tasks ran, and the busiest threads elsewhere;
 * - over the whole interval: the same in full, the top-level function calls (with a few
 *   characters of the minified source when `--source DIR`, default out/renderer/assets, holds
 *   the script), the longest tasks, each script's compile and code cache, and the busy time of
 *   every thread of every process that was busy.
 *
 * "Busy" is wall time inside the thread's outermost trace events; "CPU" is the thread time the
 * trace records for them (on a loaded machine a thread is often busy but not running). Only what
 * the trace holds is counted: a process that traced nothing (the browser host, the simulator)
 * is not in it.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';

interface RawEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  tts?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; name?: string } & Record<string, unknown>;
}

interface Slice {
  name: string;
  cat: string;
  start: number;
  end: number;
  /** Thread (CPU) time, when the trace has it. */
  cpu?: number;
  data?: Record<string, unknown>;
  children: Slice[];
  /** Instant events inside this slice and not inside a child (e.g. WebSocketReceive). */
  instants: string[];
}

interface Mark {
  name: string;
  ts: number;
  pid: number;
  tid: number;
  data?: Record<string, unknown>;
  frame?: string;
}

interface Thread {
  pid: number;
  tid: number;
  name: string;
  roots: Slice[];
}

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { every: { type: 'string' }, source: { type: 'string' } },
});
const file = positionals[0];
if (file === undefined) {
  console.error('usage: npx tsx scripts/trace-summary.ts FILE [--every MS] [--source DIR]');
  process.exit(2);
}
const sourceDir = resolve(options.source ?? join(__dirname, '..', 'out', 'renderer', 'assets'));

/** The marks the bench's start probe sets (bench/page-probes.ts `START_MARKS`), in order. */
const BENCH_MARKS = [
  'bench:page-loaded',
  'bench:history-clicked',
  'bench:rows-in-dom',
  'bench:first-rows',
];
const LAST_MARK = 'bench:first-rows';
/** The page's own timing marks worth an anchor. */
const PAGE_MARKS = [
  'commitNavigationEnd',
  'firstPaint',
  'domContentLoadedEventEnd',
  'firstContentfulPaint',
  'loadEventEnd',
];
const INSTANTS_KEPT = new Set(['WebSocketReceive', ...BENCH_MARKS]);

// ---------------------------------------------------------------------------------------------
// Reading: one event a line (what Chrome streams), else the whole file as one JSON value.

async function readEvents(path: string): Promise<RawEvent[]> {
  const firstLine = await new Promise<string>((done) => {
    const lines = createInterface({ input: createReadStream(path, { end: 4096 }) });
    lines.once('line', (line) => {
      lines.close();
      done(line);
    });
    lines.once('close', () => done(''));
  });
  if (firstLine.trim() !== '{"traceEvents":[') {
    if (statSync(path).size > 400 * 2 ** 20) throw new Error(`${path}: too large to read whole`);
    const whole = JSON.parse(readFileSync(path, 'utf8')) as
      RawEvent[] | { traceEvents: RawEvent[] };
    return Array.isArray(whole) ? whole : whole.traceEvents;
  }
  const events: RawEvent[] = [];
  const lines = createInterface({ input: createReadStream(path), crlfDelay: Infinity });
  for await (const raw of lines) {
    if (!raw.startsWith('{"')) continue;
    if (raw.startsWith('{"traceEvents"')) continue;
    const line = raw.endsWith(',') ? raw.slice(0, -1) : raw;
    const event = JSON.parse(line) as RawEvent;
    if (keep(event)) events.push(slim(event));
  }
  return events;
}

function keep(event: RawEvent): boolean {
  switch (event.ph) {
    case 'X':
    case 'B':
    case 'E':
    case 'M':
      return true;
    case 'R':
    case 'I':
    case 'i':
    case 'n':
      return (
        INSTANTS_KEPT.has(event.name) ||
        event.name === 'navigationStart' ||
        PAGE_MARKS.includes(event.name)
      );
    default:
      return false;
  }
}

/** Drops the arguments nothing here reads (a long trace has millions of events). */
function slim(event: RawEvent): RawEvent {
  const wanted =
    event.ph === 'M' ||
    event.ph === 'R' ||
    /^(EvaluateScript|v8\.compile|v8\.produceCache|v8\.parseOnBackground|v8\.deserializeOnBackground|FunctionCall|EventDispatch|WebSocketReceive|navigationStart)$/.test(
      event.name,
    ) ||
    BENCH_MARKS.includes(event.name);
  if (wanted) return event;
  const { args, ...rest } = event;
  void args;
  return rest;
}

// ---------------------------------------------------------------------------------------------
// Threads and their slices, nested.

function buildThreads(events: RawEvent[]): {
  threads: Map<string, Thread>;
  processes: Map<number, string>;
  marks: Mark[];
} {
  const threads = new Map<string, Thread>();
  const processes = new Map<number, string>();
  const marks: Mark[] = [];
  const threadOf = (pid: number, tid: number): Thread => {
    const key = `${pid}:${tid}`;
    let thread = threads.get(key);
    if (!thread) {
      thread = { pid, tid, name: `thread ${tid}`, roots: [] };
      threads.set(key, thread);
    }
    return thread;
  };
  const flat = new Map<string, { slices: Slice[]; instants: Mark[] }>();
  const flatOf = (pid: number, tid: number) => {
    const key = `${pid}:${tid}`;
    let entry = flat.get(key);
    if (!entry) {
      entry = { slices: [], instants: [] };
      flat.set(key, entry);
    }
    return entry;
  };
  const open = new Map<string, RawEvent[]>();
  for (const event of events) {
    if (event.ph === 'M') {
      const name = event.args?.name;
      if (typeof name !== 'string') continue;
      if (event.name === 'thread_name') threadOf(event.pid, event.tid).name = name;
      if (event.name === 'process_name') processes.set(event.pid, name);
      continue;
    }
    if (event.ph === 'X' || event.ph === 'E') {
      let start = event.ts;
      let dur = event.dur ?? 0;
      let cpu = event.tdur;
      let source = event;
      if (event.ph === 'E') {
        const began = open.get(`${event.pid}:${event.tid}`)?.pop();
        if (!began) continue;
        start = began.ts;
        dur = event.ts - began.ts;
        cpu =
          began.tts !== undefined && event.tts !== undefined ? event.tts - began.tts : undefined;
        source = began;
      }
      flatOf(event.pid, event.tid).slices.push({
        name: source.name,
        cat: source.cat ?? '',
        start,
        end: start + dur,
        cpu,
        data: source.args?.data,
        children: [],
        instants: [],
      });
      continue;
    }
    if (event.ph === 'B') {
      const key = `${event.pid}:${event.tid}`;
      open.set(key, [...(open.get(key) ?? []), event]);
      continue;
    }
    const data = event.args?.data;
    const frame = (event.args as { frame?: unknown } | undefined)?.frame;
    const mark: Mark = {
      name: event.name,
      ts: event.ts,
      pid: event.pid,
      tid: event.tid,
      data,
      frame: typeof frame === 'string' ? frame : undefined,
    };
    if (event.name === 'WebSocketReceive') flatOf(event.pid, event.tid).instants.push(mark);
    else marks.push(mark);
  }
  for (const [key, { slices, instants }] of flat) {
    const [pid, tid] = key.split(':').map(Number) as [number, number];
    const thread = threadOf(pid, tid);
    slices.sort((a, b) => a.start - b.start || b.end - a.end);
    instants.sort((a, b) => a.ts - b.ts);
    const stack: Slice[] = [];
    let next = 0;
    const placeInstants = (until: number) => {
      while (next < instants.length && (instants[next]?.ts ?? Infinity) < until) {
        const instant = instants[next++];
        const top = stack.findLast((s) => instant !== undefined && s.end > instant.ts);
        if (top && instant) top.instants.push(instant.name);
      }
    };
    for (const slice of slices) {
      placeInstants(slice.start);
      while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= slice.start) stack.pop();
      const parent = stack.at(-1);
      if (parent) {
        slice.end = Math.min(slice.end, parent.end);
        parent.children.push(slice);
      } else thread.roots.push(slice);
      stack.push(slice);
    }
    placeInstants(Infinity);
  }
  return { threads, processes, marks };
}

// ---------------------------------------------------------------------------------------------
// Classification.

/** What a slice's own time (outside its children) was spent on; undefined: as its parent. */
function activityOf(slice: Slice): string | undefined {
  const { name, cat } = slice;
  if (
    /^(V8\.CompileDeserialize|V8\.FinalizeDeserialization|v8\.deserializeOnBackground)/.test(name)
  )
    return 'code cache: deserialize';
  if (/^(v8\.produceCache|v8\.produceModuleCache|V8\.CompileSerialize)/.test(name))
    return 'code cache: produce';
  if (
    /^(V8\.Maglev|V8\.Optimize|V8\.Turbofan|V8\.InstallOptimized|V8\.FinalizeMaglev|V8\.FinalizeBaseline|V8\.Baseline)/.test(
      name,
    )
  )
    return 'compile: optimizing (Maglev, Turbofan, baseline)';
  if (
    /^(v8\.compile|v8\.compileModule|V8\.Compile|V8\.Parse|V8\.PreParse|V8\.CollectSourcePositions|V8\.StreamingFinalization|V8\.OffThreadFinalization|v8\.parseOnBackground)/.test(
      name,
    )
  )
    return 'compile: parse and bytecode';
  if (/^(MinorGC|MajorGC|V8\.GC|BlinkGC|CppGC|V8\.GCScavenger|ThreadState::)/.test(name))
    return 'garbage collection';
  if (/^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet)$/.test(name)) return 'style';
  if (
    /^(Layout|PrePaint|UpdateLayerTree|HitTest|IntersectionObserverController::computeIntersections)$/.test(
      name,
    )
  )
    return 'layout';
  if (/^(Paint|PaintImage|Layerize|Commit|UpdateLayer|PaintSetup|CompositeLayers)$/.test(name))
    return 'paint, layers, commit';
  if (name === 'ParseHTML') return 'HTML parsing';
  if (name === 'EvaluateScript' || name === 'v8.run' || name === 'v8.evaluateModule')
    return "script: evaluating the page's scripts";
  if (name === 'FunctionCall' && slice.data?.url === '') return "script: the bench's probe";
  if (
    /^(FunctionCall|v8\.callFunction|RunMicrotasks|TimerFire|EventDispatch|FireAnimationFrame|FireIdleCallback|V8\.Execute)$/.test(
      name,
    )
  )
    return 'script: functions (tasks, events, callbacks)';
  if (cat.includes('IndexedDB')) return "IndexedDB (Blink's side)";
  return undefined;
}

const OTHER = 'other: tasks, messages, Blink and V8 internals';

/** A trace argument as text ('?' when it is not a string or a number). */
function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '?';
}

/** Whether an instant event `name` happened inside the slice (at any depth). */
function holds(slice: Slice, name: string): boolean {
  return slice.instants.includes(name) || slice.children.some((child) => holds(child, name));
}

/**
 * The kind of work a slice is the outermost of (undefined: look inside it). `onMessage`: the
 * slice runs for a message that came over a mojo pipe (another thread or process, or a
 * MessagePort, which is how React's scheduler posts its work).
 */
function unitKind(slice: Slice, onMessage: boolean): string | undefined {
  const { name } = slice;
  // A WebSocket's data comes as a mojo message, or (a large message) read from a data pipe.
  const pipe =
    name === 'SimpleWatcher::OnHandleReady' &&
    !slice.children.some((child) => child.name.startsWith('Receive mojo'));
  if ((pipe || /^Receive mojo (message|reply)$/.test(name)) && holds(slice, 'WebSocketReceive'))
    return 'WebSocket message';
  if (/^IDB\w+::(on\w+|dispatchEvent)/.test(name)) return 'IndexedDB event';
  if (name === 'TimerFire') return 'timer';
  if (name === 'EvaluateScript') {
    const url = slice.data?.url;
    return typeof url === 'string' && url !== ''
      ? `script evaluation: ${basename(url)}`
      : 'script evaluation';
  }
  if (name === 'FireAnimationFrame') return 'animation frame callback';
  if (name === 'FireIdleCallback') return 'idle callback';
  if (name === 'EventDispatch') return `event: ${text(slice.data?.type)}`;
  if (name === 'ParseHTML') return 'HTML parsing';
  if (
    /^(UpdateLayoutTree|Layout|Paint|PrePaint|Layerize|Commit|UpdateLayer|ParseAuthorStyleSheet)$/.test(
      name,
    )
  )
    return 'rendering: style, layout, paint';
  if (name === 'BlinkScheduler_PerformMicrotaskCheckpoint' || name === 'RunMicrotasks')
    return 'microtasks';
  if (name === 'FunctionCall' || name === 'v8.callFunction') {
    const call =
      name === 'FunctionCall' ? slice : slice.children.find((c) => c.name === 'FunctionCall');
    if (call?.data?.url === '') return "the bench's probe";
    return onMessage
      ? 'function on a message (MessagePort: React scheduler; browser replies)'
      : 'function call (observers, other callbacks)';
  }
  if (/^(MinorGC|MajorGC|V8\.GC|BlinkGC|CppGC)/.test(name)) return 'garbage collection';
  if (/^(v8\.compile|V8\.Compile)/.test(name)) return 'compile';
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Accounting over an interval.

interface Span {
  from: number;
  to: number;
}

const overlap = (s: { start: number; end: number }, span: Span) =>
  Math.max(0, Math.min(s.end, span.to) - Math.max(s.start, span.from));

/** CPU time of a slice inside the span: its thread time, in proportion to the wall time inside. */
function cpuIn(slice: Slice, span: Span): number {
  const wall = slice.end - slice.start;
  const cpu = slice.cpu ?? wall;
  return wall <= 0 ? 0 : (cpu * overlap(slice, span)) / wall;
}

class Tally {
  readonly wall = new Map<string, number>();
  readonly cpu = new Map<string, number>();
  readonly count = new Map<string, number>();
  add(key: string, wall: number, cpu: number, count = 1): void {
    this.wall.set(key, (this.wall.get(key) ?? 0) + wall);
    this.cpu.set(key, (this.cpu.get(key) ?? 0) + cpu);
    this.count.set(key, (this.count.get(key) ?? 0) + count);
  }
  sorted(): [string, number][] {
    return [...this.wall].sort((a, b) => b[1] - a[1]);
  }
}

/** Self time (wall and CPU) of every slice under `slice`, by activity. */
function selfTimes(slice: Slice, span: Span, inherited: string, into: Tally): void {
  if (slice.end <= span.from || slice.start >= span.to) return;
  const own = activityOf(slice) ?? inherited;
  const childrenWall = slice.children.reduce((sum, c) => sum + overlap(c, span), 0);
  const childrenCpu = slice.children.reduce((sum, c) => sum + cpuIn(c, span), 0);
  into.add(
    own,
    Math.max(0, overlap(slice, span) - childrenWall),
    Math.max(0, cpuIn(slice, span) - childrenCpu),
    0,
  );
  for (const child of slice.children) selfTimes(child, span, own, into);
}

interface Unit {
  kind: string;
  slice: Slice;
}

/** The outermost slices of a task that say what kind of work it was. */
function unitsOf(slice: Slice, into: Unit[] = [], onMessage = false): Unit[] {
  const kind = unitKind(slice, onMessage);
  const message = onMessage || /^(SimpleWatcher::OnHandleReady|Receive mojo)/.test(slice.name);
  if (kind !== undefined) into.push({ kind, slice });
  else for (const child of slice.children) unitsOf(child, into, message);
  return into;
}

function busy(thread: Thread, span: Span): { wall: number; cpu: number; tasks: number } {
  let wall = 0;
  let cpu = 0;
  let tasks = 0;
  for (const root of thread.roots) {
    const inside = overlap(root, span);
    if (inside <= 0) continue;
    wall += inside;
    cpu += cpuIn(root, span);
    tasks++;
  }
  return { wall, cpu, tasks };
}

interface MainThreadReport {
  busy: { wall: number; cpu: number; tasks: number };
  activities: Tally;
  kinds: Tally;
  /** Top-level function calls, by function. */
  calls: Tally;
  longest: { start: number; wall: number; cpu: number; kind: string }[];
  webSocket: { messages: number };
}

const WRAPPERS =
  /^(RunTask|ThreadControllerImpl::RunTask|ThreadPool_RunTask|SimpleWatcher::OnHandleReady|Receive mojo message|Receive mojo reply|EpollEvent|TaskGraphRunner::RunTask|cc::SingleThreadTaskGraphRunner::RunTask|SingleThreadTaskGraphRunner::RunTaskWithLockAcquired)$/;

function analyzeMain(thread: Thread, span: Span): MainThreadReport {
  const activities = new Tally();
  const kinds = new Tally();
  const calls = new Tally();
  const longest: MainThreadReport['longest'] = [];
  let webSocketMessages = 0;
  for (const root of thread.roots) {
    if (overlap(root, span) <= 0) continue;
    selfTimes(root, span, OTHER, activities);
    const units = unitsOf(root);
    let covered = 0;
    let coveredCpu = 0;
    const byKind = new Map<string, number>();
    for (const { kind, slice } of units) {
      const wall = overlap(slice, span);
      if (wall <= 0) continue;
      const cpu = cpuIn(slice, span);
      kinds.add(kind, wall, cpu);
      byKind.set(kind, (byKind.get(kind) ?? 0) + wall);
      covered += wall;
      coveredCpu += cpu;
      if (kind === 'WebSocket message') webSocketMessages++;
      const call = firstCall(slice);
      if (call) {
        const name =
          typeof call.data?.functionName === 'string' && call.data.functionName !== ''
            ? call.data.functionName
            : '(anonymous)';
        calls.add(`${name} ${where(call)} [${kind}]`, overlap(call, span), cpuIn(call, span));
      }
    }
    const rest = overlap(root, span) - covered;
    if (rest > 0.001)
      kinds.add(
        'no script: Blink, mojo and loading work',
        rest,
        Math.max(0, cpuIn(root, span) - coveredCpu),
        units.length === 0 ? 1 : 0,
      );
    const main =
      [...byKind].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'no script: Blink, mojo and loading work';
    longest.push({
      start: root.start,
      wall: overlap(root, span),
      cpu: cpuIn(root, span),
      kind: main,
    });
  }
  longest.sort((a, b) => b.wall - a.wall);
  return {
    busy: busy(thread, span),
    activities,
    kinds,
    calls,
    longest: longest.slice(0, 10),
    webSocket: { messages: webSocketMessages },
  };
}

function firstCall(slice: Slice): Slice | undefined {
  if (slice.name === 'FunctionCall') return slice;
  for (const child of slice.children) {
    const found = firstCall(child);
    if (found) return found;
  }
  return undefined;
}

function where(call: Slice): string {
  const url = call.data?.url;
  const file = typeof url === 'string' && url !== '' ? basename(url) : '(injected)';
  return `${file}:${text(call.data?.lineNumber)}:${text(call.data?.columnNumber)}`;
}

/** A few characters of minified source at `file:line:column`, if the script is at hand. */
function snippet(location: string): string {
  const match = /^(\S+):(\d+):(\d+)/.exec(location);
  if (!match) return '';
  const [, name, line, column] = match;
  const path = join(sourceDir, name ?? '');
  if (!existsSync(path)) return '';
  const text = readFileSync(path, 'utf8').split('\n')[Number(line) - 1] ?? '';
  return text.slice(Number(column) - 1, Number(column) + 69).replace(/\s+/g, ' ');
}

/** What a thread did, by its slices' own time: the three largest, wrappers left out. */
function whatOf(thread: Thread, span: Span): string {
  const names = new Map<string, number>();
  const visit = (slice: Slice) => {
    if (slice.end <= span.from || slice.start >= span.to) return;
    const self = overlap(slice, span) - slice.children.reduce((s, c) => s + overlap(c, span), 0);
    if (!WRAPPERS.test(slice.name)) names.set(slice.name, (names.get(slice.name) ?? 0) + self);
    for (const child of slice.children) visit(child);
  };
  for (const root of thread.roots) visit(root);
  return [...names]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .filter(([, ms]) => ms >= 100)
    .map(([name, us]) => `${name} ${ms(us)}`)
    .join(', ');
}

// ---------------------------------------------------------------------------------------------
// Printing.

const ms = (us: number) => (us / 1000).toFixed(us < 10_000 ? 1 : 0);

function tallyLine(tally: Tally, limit: number, counts = false): string {
  return tally
    .sorted()
    .filter(([, wall]) => wall >= 50)
    .slice(0, limit)
    .map(([key, wall]) => {
      const cpu = tally.cpu.get(key) ?? 0;
      const n = tally.count.get(key) ?? 0;
      return `${key} ${ms(wall)}${Math.abs(cpu - wall) > 500 ? ` (CPU ${ms(cpu)})` : ''}${counts && n > 0 ? ` ×${n}` : ''}`;
    })
    .join('; ');
}

function tallyTable(tally: Tally, total: number, counts: boolean): string[] {
  return tally
    .sorted()
    .filter(([, wall]) => wall >= 50)
    .map(([key, wall]) => {
      const cpu = tally.cpu.get(key) ?? 0;
      const n = tally.count.get(key) ?? 0;
      const share = total > 0 ? `${Math.round((100 * wall) / total)}%` : '';
      return `    ${ms(wall).padStart(7)} ms  CPU ${ms(cpu).padStart(6)}  ${share.padStart(4)}  ${key}${counts && n > 0 ? ` (${n})` : ''}`;
    });
}

function label(
  thread: Thread,
  processes: Map<number, string>,
  app: Thread,
  urls: Map<number, string>,
) {
  const process = processes.get(thread.pid) ?? `process ${thread.pid}`;
  const which =
    thread.pid === app.pid
      ? ' (the app)'
      : process === 'Renderer' && urls.has(thread.pid)
        ? ` (${urls.get(thread.pid) ?? ''})`
        : '';
  return `${process}${which} ${thread.pid} / ${thread.name}`;
}

async function main(path: string): Promise<void> {
  const events = await readEvents(path);
  const { threads, processes, marks } = buildThreads(events);
  const mains = [...threads.values()].filter((t) => t.name === 'CrRendererMain');
  const benchMark = marks.find((m) => m.name === LAST_MARK);
  let app = benchMark
    ? mains.find((t) => t.pid === benchMark.pid && t.tid === benchMark.tid)
    : undefined;
  const whole = (() => {
    let from = Infinity;
    let to = -Infinity;
    for (const thread of threads.values()) {
      for (const root of thread.roots) {
        from = Math.min(from, root.start);
        to = Math.max(to, root.end);
      }
    }
    return { from, to };
  })();
  app ??= mains.sort((a, b) => busy(b, whole).wall - busy(a, whole).wall)[0];
  if (!app) throw new Error('no renderer main thread in the trace');
  const appThread = app;

  // Each renderer's page, from its navigations (the first with an address).
  const urls = new Map<number, string>();
  for (const mark of marks) {
    const url = mark.data?.documentLoaderURL;
    if (
      mark.name === 'navigationStart' &&
      typeof url === 'string' &&
      url !== '' &&
      !urls.has(mark.pid)
    ) {
      urls.set(mark.pid, url.replace(/#.*/, ''));
    }
  }
  const onApp = marks.filter((m) => m.pid === appThread.pid && m.tid === appThread.tid);
  const navigation = onApp.find(
    (m) =>
      m.name === 'navigationStart' &&
      typeof m.data?.documentLoaderURL === 'string' &&
      m.data.documentLoaderURL !== '',
  );
  const end = onApp.find((m) => m.name === LAST_MARK);
  const span: Span =
    navigation && end ? { from: navigation.ts, to: end.ts } : { from: whole.from, to: whole.to };
  const t0 = span.from;
  const at = (ts: number) => `${ms(ts - t0)}`;

  // Anchors: the navigation, the page's own marks for that document, the bench's marks.
  const anchors: { name: string; ts: number }[] = [];
  if (navigation && end) {
    anchors.push({ name: 'navigationStart', ts: navigation.ts });
    // The last of each: a new renderer commits an empty document first, with marks of its own.
    for (const name of [...PAGE_MARKS, ...BENCH_MARKS]) {
      const mark = onApp.findLast(
        (m) =>
          m.name === name &&
          m.ts >= navigation.ts &&
          m.ts <= end.ts &&
          (m.frame === undefined || navigation.frame === undefined || m.frame === navigation.frame),
      );
      if (mark) anchors.push({ name, ts: mark.ts });
    }
    anchors.sort((a, b) => a.ts - b.ts);
  } else {
    const every = Number(options.every ?? 1000) * 1000;
    for (let ts = span.from; ts < span.to; ts += every)
      anchors.push({ name: `${ms(ts - t0)} ms`, ts });
    anchors.push({ name: 'end', ts: span.to });
  }

  const others = [...threads.values()].filter((t) => t !== appThread);
  const lines: string[] = [];
  const scope =
    navigation && end
      ? `from the app's navigation to ${LAST_MARK} (${ms(span.to - span.from)} ms)`
      : `the whole trace (${ms(span.to - span.from)} ms; no ${LAST_MARK} mark)`;
  lines.push(
    `${basename(path)}: the app's renderer ${label(appThread, processes, appThread, urls)}, ${scope}`,
  );
  if (navigation && end) {
    lines.push(
      `  anchors (ms from the navigation): ${anchors.map((a) => `${a.name} ${at(a.ts)}`).join(', ')}`,
    );
  }
  lines.push(
    '',
    'Main thread, between anchors (wall ms; CPU where it differs by more than 0.5 ms):',
  );
  for (let i = 0; i + 1 < anchors.length; i++) {
    const a = anchors[i];
    const b = anchors[i + 1];
    if (!a || !b || b.ts <= a.ts) continue;
    const part = { from: a.ts, to: b.ts };
    const report = analyzeMain(appThread, part);
    const length = b.ts - a.ts;
    lines.push(
      `  ${at(a.ts)} → ${at(b.ts)} (${a.name} → ${b.name}, ${ms(length)} ms): busy ${ms(report.busy.wall)} (CPU ${ms(report.busy.cpu)}), idle ${ms(length - report.busy.wall)}` +
        (report.webSocket.messages > 0 ? `, ${report.webSocket.messages} WebSocket messages` : ''),
      `      did: ${tallyLine(report.activities, 6)}`,
      `      tasks: ${tallyLine(report.kinds, 6, true)}`,
      `      elsewhere: ${others
        .map((t) => ({ t, b: busy(t, part) }))
        .filter(({ b: x }) => x.wall >= 500)
        .sort((x, y) => y.b.wall - x.b.wall)
        .slice(0, 4)
        .map(
          ({ t, b: x }) =>
            `${label(t, processes, appThread, urls)} ${ms(x.wall)} (CPU ${ms(x.cpu)})`,
        )
        .join('; ')}`,
    );
  }

  const report = analyzeMain(appThread, span);
  const length = span.to - span.from;
  lines.push(
    '',
    `Main thread over the whole interval (${ms(length)} ms): busy ${ms(report.busy.wall)} ms in ${report.busy.tasks} tasks (CPU ${ms(report.busy.cpu)} ms), idle ${ms(length - report.busy.wall)} ms`,
    '  What it did (self time by activity; wall, CPU, share of the interval):',
    ...tallyTable(report.activities, length, false),
    '  Its tasks by kind (the outermost work in each task; count):',
    ...tallyTable(report.kinds, length, true),
    '  Top-level function calls, by function (wall, CPU; minified source where the script is at hand):',
    ...report.calls
      .sorted()
      .slice(0, 15)
      .filter(([, wall]) => wall >= 200)
      .map(([key, wall]) => {
        const code = snippet(key.split(' ')[1] ?? '');
        return `    ${ms(wall).padStart(7)} ms  CPU ${ms(report.calls.cpu.get(key) ?? 0).padStart(6)}  ×${report.calls.count.get(key) ?? 0}  ${key}${code ? `  «${code}»` : ''}`;
      }),
    '  Longest tasks (start ms, wall, CPU, what most of it was):',
    ...report.longest.map(
      (t) =>
        `    at ${at(t.start).padStart(6)}  ${ms(t.wall).padStart(6)} ms  CPU ${ms(t.cpu).padStart(6)}  ${t.kind}`,
    ),
  );

  lines.push('', "The app's scripts: compile and code cache (this renderer, whole trace):");
  lines.push(...scriptsReport(threads, appThread));

  lines.push(
    '',
    'Busy threads over the same interval (wall ms inside their outermost events, CPU ms, what):',
  );
  const all = [...threads.values()]
    .map((t) => ({ t, b: busy(t, span) }))
    .filter(({ b }) => b.wall >= 500)
    .sort((x, y) => y.b.wall - x.b.wall);
  for (const { t, b } of all) {
    lines.push(
      `  ${ms(b.wall).padStart(7)}  CPU ${ms(b.cpu).padStart(6)}  ${label(t, processes, appThread, urls)}: ${whatOf(t, span)}`,
    );
  }
  const byProcess = new Map<number, { wall: number; cpu: number }>();
  for (const { t, b } of all) {
    const sum = byProcess.get(t.pid) ?? { wall: 0, cpu: 0 };
    sum.wall += b.wall;
    sum.cpu += b.cpu;
    byProcess.set(t.pid, sum);
  }
  lines.push(
    '  by process (CPU): ' +
      [...byProcess]
        .sort((a, b) => b[1].cpu - a[1].cpu)
        .map(
          ([pid, s]) =>
            `${processes.get(pid) ?? pid}${pid === appThread.pid ? ' (the app)' : ''} ${pid} ${ms(s.cpu)}`,
        )
        .join(', '),
  );
  console.log(lines.join('\n'));
}

/** Per script of the app's renderer: how it was compiled, whether its code cache was used. */
function scriptsReport(threads: Map<string, Thread>, app: Thread): string[] {
  interface Script {
    compile: number;
    consumed?: number;
    rejected?: boolean;
    streamed?: boolean;
    reason?: string;
    produced?: number;
    produceMs: number;
    evaluate: number;
    evaluateCpu: number;
    lazy: number;
    lazyMs: number;
    background: number;
    backgroundCpu: number;
    deserialize: number;
  }
  const scripts = new Map<string, Script>();
  const of = (url: string): Script => {
    let script = scripts.get(url);
    if (!script) {
      script = {
        compile: 0,
        produceMs: 0,
        evaluate: 0,
        evaluateCpu: 0,
        lazy: 0,
        lazyMs: 0,
        background: 0,
        backgroundCpu: 0,
        deserialize: 0,
      };
      scripts.set(url, script);
    }
    return script;
  };
  const lazyIn = (slice: Slice): { n: number; us: number } => {
    if (slice.name === 'V8.CompileCode' || slice.name === 'V8.CompileLazy')
      return { n: 1, us: slice.end - slice.start };
    return slice.children
      .map(lazyIn)
      .reduce((a, b) => ({ n: a.n + b.n, us: a.us + b.us }), { n: 0, us: 0 });
  };
  const visit = (slice: Slice, onMain: boolean) => {
    const url = typeof slice.data?.url === 'string' ? slice.data.url : '';
    const wall = slice.end - slice.start;
    if (url.startsWith('http') || url.startsWith('app:')) {
      const s = of(url);
      if (slice.name === 'v8.compile' || slice.name === 'v8.compileModule') {
        s.compile += wall;
        const d = slice.data ?? {};
        if (typeof d.consumedCacheSize === 'number') s.consumed = d.consumedCacheSize;
        if (typeof d.cacheRejected === 'boolean') s.rejected = d.cacheRejected;
        if (typeof d.streamed === 'boolean') s.streamed = d.streamed;
        if (typeof d.notStreamedReason === 'string') s.reason = d.notStreamedReason;
      } else if (slice.name === 'v8.produceCache' || slice.name === 'v8.produceModuleCache') {
        if (typeof slice.data?.producedCacheSize === 'number')
          s.produced = slice.data.producedCacheSize;
        s.produceMs += wall;
      } else if (slice.name === 'EvaluateScript' && onMain) {
        s.evaluate += wall;
        s.evaluateCpu += slice.cpu ?? wall;
        const lazy = lazyIn(slice);
        s.lazy += lazy.n;
        s.lazyMs += lazy.us;
      } else if (slice.name === 'v8.parseOnBackground') {
        s.background += wall;
        s.backgroundCpu += slice.cpu ?? wall;
      } else if (slice.name === 'v8.deserializeOnBackground') {
        s.deserialize += slice.cpu ?? wall;
      }
    }
    for (const child of slice.children) visit(child, onMain);
  };
  for (const thread of threads.values()) {
    if (thread.pid !== app.pid) continue;
    for (const root of thread.roots) visit(root, thread === app);
  }
  const kB = (bytes: number | undefined) =>
    bytes === undefined ? '–' : `${Math.round(bytes / 1000)} kB`;
  const lines: string[] = [];
  for (const [url, s] of scripts) {
    if (s.compile === 0 && s.evaluate === 0 && s.background === 0) continue;
    const cache =
      s.consumed !== undefined
        ? s.rejected
          ? `code cache REJECTED (${kB(s.consumed)})`
          : `code cache used: ${kB(s.consumed)} deserialized (CPU ${ms(s.deserialize)} off the main thread)`
        : s.produced !== undefined
          ? `no code cache; made one here: ${kB(s.produced)} in ${ms(s.produceMs)} ms (the next start can use it)`
          : 'no code cache used or made';
    lines.push(
      `  ${basename(url)}: ${cache}; ${s.streamed ? `streamed, parsed on a worker ${ms(s.background)} ms (CPU ${ms(s.backgroundCpu)})` : `not streamed (${s.reason ?? '?'})`}; ` +
        `compile on the main thread ${ms(s.compile)} ms; evaluation ${ms(s.evaluate)} ms (CPU ${ms(s.evaluateCpu)}), ${s.lazy} functions compiled lazily in it (${ms(s.lazyMs)} ms)`,
    );
  }
  if (lines.length === 0) lines.push('  (no script of the app compiled in the trace)');
  return lines;
}

main(file).catch((error: unknown) => {
  console.error('trace-summary:', error);
  process.exit(1);
});
