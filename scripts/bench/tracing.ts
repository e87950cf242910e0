import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { type CdpConnection } from './cdp-connection';

/**
 * Chrome traces for `npm run bench -- --trace DIR`: every process of the browser (the app's
 * renderer, the browser process with IndexedDB's backend, the GPU and network services), recorded
 * through the bench's bare DevTools session on the browser target, written as the JSON trace
 * format that DevTools' Performance panel and Perfetto (ui.perfetto.dev) open, and that
 * `npx tsx scripts/trace-summary.ts FILE` summarizes.
 */

/**
 * What DevTools' Performance panel records, plus V8's compiler (to see whether the bundle's code
 * cache was used), user-timing marks, loading and IndexedDB's own events.
 */
export const TRACE_CATEGORIES = [
  'toplevel',
  'toplevel.flow',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.compile',
  'disabled-by-default-v8.gc',
  'blink.user_timing',
  'blink.console',
  'loading',
  'latencyInfo',
  'IndexedDB',
];

export interface TraceOptions {
  /** The browser's trace buffer; once full, later events are dropped (`recordUntilFull`). */
  bufferKiB: number;
}

export interface WrittenTrace {
  file: string;
  bytes: number;
  /** The buffer filled before the end: the trace holds its first part only. */
  dataLoss: boolean;
}

/**
 * Starts a trace of the whole browser; the returned function ends it and writes it to `file`
 * (streamed from the browser in pieces, so a large trace never sits in one message).
 */
export async function startTrace(
  connection: CdpConnection,
  file: string,
  options: TraceOptions,
): Promise<() => Promise<WrittenTrace>> {
  await connection.send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    streamFormat: 'json',
    traceConfig: {
      recordMode: 'recordUntilFull',
      traceBufferSizeInKb: options.bufferKiB,
      includedCategories: TRACE_CATEGORIES,
    },
  });
  return async () => {
    const complete = connection.once<{ stream?: string; dataLossOccurred?: boolean }>(
      'Tracing.tracingComplete',
    );
    await connection.send('Tracing.end');
    const { stream, dataLossOccurred } = await complete;
    if (stream === undefined) throw new Error('the trace came without its stream');
    const out = createWriteStream(file);
    let bytes = 0;
    for (;;) {
      const chunk = await connection.send<{ data: string; eof: boolean; base64Encoded?: boolean }>(
        'IO.read',
        { handle: stream, size: 4 * 2 ** 20 },
      );
      const data = Buffer.from(chunk.data, chunk.base64Encoded ? 'base64' : 'utf8');
      bytes += data.length;
      if (!out.write(data)) await once(out, 'drain');
      if (chunk.eof) break;
    }
    out.end();
    await finished(out);
    await connection.send('IO.close', { handle: stream });
    return { file, bytes, dataLoss: dataLossOccurred ?? false };
  };
}
