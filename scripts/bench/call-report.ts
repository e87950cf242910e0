import { z } from 'zod';

/** Issue #29: a click on Call to the server receiving `pbx_call`, the 95th percentile. */
export const CALL_BUDGET_P95_MS = 150;

const figures = z.object({
  count: z.number().int(),
  medianMs: z.number(),
  p95Ms: z.number(),
  maxMs: z.number(),
  /** Every measurement, in the order taken (ms). */
  runsMs: z.array(z.number()),
});
export type Figures = z.infer<typeof figures>;

/** What `npm run bench:call -- --json` prints: its one shape (the smoke test parses it). */
export const callReportSchema = z.object({
  /** `loadAverage`: the 1-minute load as the calls began (other work shows in every figure). */
  machine: z.object({ cores: z.number().int(), chromium: z.string(), loadAverage: z.number() }),
  run: z.object({ date: z.string(), commit: z.string() }),
  budgetP95Ms: z.number(),
  /** Calls placed (and measured). */
  calls: z.number().int(),
  /** The click on Call (the page's capture listener) to the simulator's `onRequest` of `pbx_call`. */
  app: figures,
  /** Where the app's time went: the same interval cut where the `phone.call` message left the page. */
  stages: z.object({
    /** Click to the bridge's WebSocket send of `phone.call`: React's handler, the data layer. */
    page: figures,
    /** That send to the simulator receiving `pbx_call`: the host's bridge, main, the HTTP request. */
    hostAndServer: figures,
  }),
  /**
   * The same request bare: a `fetch` POST of the same payload to the same path from a page of the
   * simulator's origin in the same browser, timed the same way (no session: the simulator
   * refuses it after logging it).
   */
  baseline: figures,
  /** app ÷ baseline; larger is slower. */
  ratios: z.object({ median: z.number(), p95: z.number() }),
});
export type CallReport = z.infer<typeof callReportSchema>;

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

export function figuresOf(runsMs: readonly number[]): Figures {
  const sorted = [...runsMs].sort((a, b) => a - b);
  return {
    count: sorted.length,
    medianMs: quantile(sorted, 0.5),
    p95Ms: quantile(sorted, 0.95),
    maxMs: sorted.at(-1) ?? Number.NaN,
    runsMs: [...runsMs],
  };
}

/**
 * A ratio to three significant digits, as docs/bench.md keeps them. Both clocks count whole
 * milliseconds, so a baseline under 1 ms (measured 0) counts as 1 ms.
 */
export const ratioOf = (a: number, b: number) => Number((a / Math.max(b, 1)).toPrecision(3));

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const line = (f: Figures) => `median ${ms(f.medianMs)}, p95 ${ms(f.p95Ms)}, max ${ms(f.maxMs)}`;

export function callReportText(r: CallReport): string {
  const verdict = r.app.p95Ms <= r.budgetP95Ms ? 'within budget' : 'OVER BUDGET';
  return [
    `Switchboard call bench: ${r.machine.cores} cores (load ${r.machine.loadAverage.toFixed(2)}), Chromium ${r.machine.chromium}; ${r.run.commit}, ${r.run.date}`,
    `${r.calls} calls placed from People (the clocks: Date.now() in the page and in the simulator, one machine)`,
    `  click on Call → the simulator receives pbx_call: ${line(r.app)}   budget p95 ≤ ${r.budgetP95Ms} ms: ${verdict}`,
    `    the page (click → phone.call sent to the host): ${line(r.stages.page)}`,
    `    host and server (sent → pbx_call received): ${line(r.stages.hostAndServer)}`,
    `  baseline, the same POST from a page straight to the simulator: ${line(r.baseline)}`,
    `  ratio to the baseline (larger is slower): median ${r.ratios.median}, p95 ${r.ratios.p95}`,
  ].join('\n');
}
