// The live (dry) quote of <swap-quote>: asked for once the input settles (a debounce, one request per key),
// refreshed when 30 s old by the configured clock while the page is visible, retried after a transient failure,
// and never reported for inputs that are gone (the stale request is aborted, a late answer dropped).
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { Task, TaskStatus, initialState } from '@lit/task';
import type { CallOptions } from '../../../api/client.js';
import { isSwapApiError } from '../../../api/errors.js';
import type { QuoteRequest, QuoteResponse } from '../../../api/schemas.js';
import { timerScheduler, type PollScheduler } from '../../../controllers/scheduler.js';
import { retryable } from '../quote-form.model.js';

/**
 * A timer port that sets each timer on `current()` as it is then (a host may replace its scheduler at any time) and
 * cancels each on the scheduler that set it.
 */
function followScheduler(current: () => PollScheduler): PollScheduler {
  return {
    schedule: (callback, ms) => {
      const scheduler = current();
      return { scheduler, handle: scheduler.schedule(callback, ms) };
    },
    cancel: (timer) => {
      const set = timer as { scheduler: PollScheduler; handle: unknown } | undefined;
      set?.scheduler.cancel(set.handle);
    },
  };
}

/** Wall-clock pause after the last keystroke before a dry quote is asked for. */
export const QUOTE_DEBOUNCE_MS = 300;
/** A shown dry quote is refreshed when it is this old (by the configured clock) and the page is visible. */
export const QUOTE_REFRESH_MS = 30_000;
/** How often the configured clock is read for the refresh. */
export const QUOTE_TICK_MS = 1000;

/** The timers behind the debounce and the refresh check: the page's, or a test's that fire when it says. */
export type Timers = PollScheduler;
export type { PollScheduler };

/** What the controller reads from its host, whenever it needs it. */
export interface DryQuoteInput {
  /** Equal keys mean the same quote; undefined when the input cannot be priced. */
  key?: string;
  /** The request for that key, built when it is sent (its deadline counts from then). */
  request(): QuoteRequest;
  quote(request: QuoteRequest, options: CallOptions): Promise<QuoteResponse>;
  /** The configured clock, in epoch ms. */
  now(): number;
  /** No refresh now (e.g. while a deposit address is asked for or shown). */
  paused?: boolean;
  /** The host's timer port when it has one (read as each timer is set); else the page's timers. */
  scheduler?: PollScheduler;
}

export interface DryResult {
  key: string;
  request: QuoteRequest;
  response: QuoteResponse;
  /** By the configured clock, for the refresh. */
  at: number;
}

export interface DryQuoteReports {
  /** A request goes out (the debounce fired, a refresh, a retry). */
  sent?(): void;
  arrived(result: DryResult): void;
  /** Once per failed request (never for an aborted one); `key` is the input it was for. */
  failed(error: unknown, key: string | undefined): void;
}

export class DryQuoteController implements ReactiveController {
  /** The input changed and the debounce is waiting. */
  debouncing = false;
  /** The key the debounce or the request is working on. */
  private scheduledKey?: string;
  private debounce?: unknown;
  private ticker?: unknown;
  private lastAttemptAt = 0;
  private readonly task: Task<[QuoteRequest | undefined, string | undefined], DryResult>;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly input: () => DryQuoteInput,
    private readonly reports: DryQuoteReports,
    private readonly timers: Timers = followScheduler(() => input().scheduler ?? timerScheduler),
  ) {
    host.addController(this);
    this.task = new Task(host, {
      autoRun: false,
      task: async ([request, key], { signal }) => {
        if (!request || !key) return initialState;
        const { quote, now } = this.input();
        this.lastAttemptAt = now();
        const response = await quote(request, { signal });
        if (signal.aborted) return initialState; // an answer the network delivered after all: dropped
        return { key, request, response, at: now() };
      },
      onComplete: (result) => this.reports.arrived(result),
      onError: (error) => {
        if (!isSwapApiError(error) || error.kind !== 'aborted') this.reports.failed(error, this.scheduledKey);
      },
    });
  }

  /** The quote for the input as it is now (a stale one is never current). */
  get current(): QuoteResponse | undefined {
    const value = this.task.value;
    return this.task.status === TaskStatus.COMPLETE && value && value.key === this.input().key
      ? value.response
      : undefined;
  }

  /** The last quote that arrived, whatever input it was for (kept while the next one loads). */
  get last(): DryResult | undefined {
    return this.task.value;
  }

  get loading(): boolean {
    return this.debouncing || this.task.status === TaskStatus.PENDING;
  }

  hostConnected(): void {
    this.ticker = this.timers.schedule(this.tick, QUOTE_TICK_MS);
    document.addEventListener('visibilitychange', this.onVisibility);
    // After a reconnect the next update schedules the quote again.
    this.host.requestUpdate();
  }

  /** Starts the debounce for a changed key; stops everything when the input cannot be priced. */
  hostUpdate(): void {
    const key = this.input().key;
    if (key === this.scheduledKey) return;
    this.scheduledKey = key;
    this.timers.cancel(this.debounce);
    // The stale request is aborted right away: its answer would describe inputs that are gone.
    if (this.task.status !== TaskStatus.INITIAL) void this.task.run([undefined, undefined]);
    this.debouncing = key !== undefined;
    if (key === undefined) return;
    this.debounce = this.timers.schedule(() => {
      this.debouncing = false;
      if (this.scheduledKey === key && this.input().key === key) this.refresh();
    }, QUOTE_DEBOUNCE_MS);
  }

  hostDisconnected(): void {
    this.timers.cancel(this.ticker);
    this.timers.cancel(this.debounce);
    this.debouncing = false;
    this.scheduledKey = undefined;
    this.task.abort();
    document.removeEventListener('visibilitychange', this.onVisibility);
  }

  /** Asks for the quote of the input as it is, now. */
  refresh(): void {
    const { key, request } = this.input();
    if (!key) return;
    this.timers.cancel(this.debounce);
    this.debouncing = false;
    this.scheduledKey = key;
    this.reports.sent?.();
    void this.task.run([request(), key]);
  }

  private readonly tick = (): void => {
    this.ticker = this.timers.schedule(this.tick, QUOTE_TICK_MS);
    this.check();
  };

  /** Refreshes a quote (or retries a failure) that is old enough, unless hidden or paused. */
  private check(): void {
    const { key, paused, now } = this.input();
    if (document.visibilityState === 'hidden' || paused || !key) return;
    const { status, value, error } = this.task;
    // A failure worth asking again (the service or the network may be back) is retried like a refresh.
    const since =
      status === TaskStatus.COMPLETE && value?.key === key
        ? value.at
        : status === TaskStatus.ERROR && retryable(error)
          ? this.lastAttemptAt
          : undefined;
    if (since !== undefined && now() - since >= QUOTE_REFRESH_MS) this.refresh();
  }

  private readonly onVisibility = (): void => {
    if (document.visibilityState === 'visible') this.check();
  };
}
