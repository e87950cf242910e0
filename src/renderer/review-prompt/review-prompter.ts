import { createStore, type StoreApi } from 'zustand/vanilla';
import { systemClock, systemTimers, type Clock, type Timers } from '../cache/clock';
import {
  decidePrompt,
  defaultPromptSettings,
  type EndedCall,
  type PromptDecision,
  type PromptSettings,
} from './policy';

/** Where prompted calls are remembered (`PromptedCalls` keeps them on disk, prompted-calls.ts). */
export interface PromptedStore {
  has(callOid: string): Promise<boolean>;
  add(callOid: string): Promise<void>;
}

/** What the UI reads each time a call is offered. */
export interface Surroundings {
  doNotDisturb: boolean;
  isTyping: boolean;
}

export interface PromptState {
  /** The call the prompt is showing for, if one is showing. */
  open?: EndedCall;
}

export interface ReviewPrompterOptions {
  store: PromptedStore;
  seed: number;
  settings?: () => PromptSettings;
  clock?: Clock;
  timers?: Timers;
}

/**
 * The prompt's state around the pure policy: one prompt at a time, each call at most once
 * (remembered before the prompt shows, so not even a crash repeats it), auto-dismissed after
 * the configured time, and one deferred call kept to offer again when the moment is better.
 */
export class ReviewPrompter {
  readonly state: StoreApi<PromptState> = createStore<PromptState>(() => ({}));
  private readonly store: PromptedStore;
  private readonly seed: number;
  private readonly settings: () => PromptSettings;
  private readonly clock: Clock;
  private readonly timers: Timers;
  private waiting: EndedCall | undefined;
  private timer: unknown;
  /** Offers run one after another: two calls ending together cannot both open a prompt. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(options: ReviewPrompterOptions) {
    this.store = options.store;
    this.seed = options.seed;
    this.settings = options.settings ?? (() => defaultPromptSettings);
    this.clock = options.clock ?? systemClock;
    this.timers = options.timers ?? systemTimers;
  }

  /** A call just ended (or changed): prompt for it now, later, or not at all. */
  offer(call: EndedCall, surroundings: Surroundings): Promise<PromptDecision> {
    const run = this.queue.then(() => this.decide(call, surroundings));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** The moment may be better now (typing stopped, the prompt closed): offer the deferred call. */
  resume(surroundings: Surroundings): Promise<PromptDecision | undefined> {
    const call = this.waiting;
    return call ? this.offer(call, surroundings) : Promise.resolve(undefined);
  }

  /** The prompt was answered, dismissed, or timed out. */
  close(): void {
    this.timers.clearTimeout(this.timer);
    this.state.setState({}, true);
  }

  private async decide(call: EndedCall, surroundings: Surroundings): Promise<PromptDecision> {
    const decision = decidePrompt(
      call,
      {
        now: this.clock.now(),
        ...surroundings,
        promptOpen: this.state.getState().open !== undefined,
        alreadyPrompted: await this.store.has(call.oid),
        seed: this.seed,
      },
      this.settings(),
    );
    if (!decision.show) {
      if (decision.later) this.waiting = call;
      else if (this.waiting?.oid === call.oid) this.waiting = undefined;
      return decision;
    }
    await this.store.add(call.oid);
    if (this.waiting?.oid === call.oid) this.waiting = undefined;
    this.state.setState({ open: call }, true);
    this.timer = this.timers.setTimeout(() => this.close(), decision.dismissAfterMs);
    return decision;
  }
}
