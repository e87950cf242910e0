import { type Clock, type Timers } from '../cache/clock';

export interface DrainLoopOptions {
  /** Works until nothing is due; answers when something next will be (epoch ms), if ever. */
  drain: () => Promise<number | undefined>;
  /** A run failed (local storage): answers when to try again. */
  onError: (error: unknown) => number;
  /** Called as each run starts (to clear a reported error). */
  onRun?: () => void;
  clock: Clock;
  timers: Timers;
}

/**
 * The sender's loop of a queue of writes: one run at a time (a kick during a run runs it once
 * more), then a timer for when the next entry is due. Used by the outbox and the favorites queue.
 */
export class DrainLoop {
  private started = false;
  private running: Promise<void> | undefined;
  private again = false;
  private timer: unknown;

  constructor(private readonly options: DrainLoopOptions) {}

  get isStarted(): boolean {
    return this.started;
  }

  start(): void {
    this.started = true;
    this.kick();
  }

  stop(): void {
    this.started = false;
    this.options.timers.clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Runs now (or once more after the run in progress). */
  kick(): void {
    if (!this.started) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.options.timers.clearTimeout(this.timer);
    this.running = this.loop().finally(() => {
      this.running = undefined;
    });
  }

  /** Resolves when no work is in progress (tests, and an orderly sign-out). */
  async whenIdle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async loop(): Promise<void> {
    const { clock, timers } = this.options;
    let wakeAt: number | undefined;
    this.options.onRun?.();
    try {
      do {
        this.again = false;
        wakeAt = await this.options.drain();
      } while (this.again);
    } catch (error) {
      wakeAt = this.options.onError(error);
    }
    if (this.started && wakeAt !== undefined) {
      this.timer = timers.setTimeout(() => this.kick(), Math.max(0, wakeAt - clock.now()));
    }
  }
}
