// The one place <swap-status> polls `GET /v0/status`: the schedule that fits the status (core/status nextPollDelay),
// backoff on errors honouring Retry-After, the kiosk interval, the grace for a fresh address the service does not
// know yet, nothing while the page is hidden, one request at a time, aborted when the swap changes or the host leaves,
// status answers recorded elsewhere on the page (the deposit element's submit: the swap's entry in the store's table,
// which is where the latest status is read), and a credential the service refuses (401): `/v0/status` works without
// one, so polling goes on without it. Words and events stay with the host.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { SwapClientConfig } from '../../../api/client.js';
import { isSwapApiError, type SwapApiError } from '../../../api/errors.js';
import type { QuoteResponse, StatusQuery, StatusResponse } from '../../../api/schemas.js';
import {
  FAST_POLL_MS,
  isFinalStatus,
  nextPollDelay,
  type FinalStatusName,
  type StatusSeen,
} from '../../../core/status.js';
import { clientFor, recordStatus, swapStatus, watchSwap } from '../../../store/store.js';
import { sameSwap } from '../../../store/receipts.js';
import type { PollScheduler } from '../../../controllers/scheduler.js';

/** A 404 this soon after the quote means the service has not registered the address yet, not a wrong address. */
export const NOT_FOUND_GRACE_MS = 10 * 60_000;
/** The `interval` attribute is never taken below this (a kiosk must not hammer the service). */
export const MIN_INTERVAL_MS = 1_000;

/** The swap to follow. */
export interface PolledSwap {
  depositAddress: string;
  memo?: string;
  /** The signed quote, when the page has it (its timestamp starts the not-found grace, its deadline slows polling). */
  quoteResponse?: QuoteResponse;
}

/** What the poller reads from its host, each time it needs it. */
export interface PollerInput {
  group: string;
  target?: PolledSwap;
  /** The host's resolved configuration (the status clients come from clientFor with it). */
  config: SwapClientConfig;
  /** Seconds between checks, overriding the schedule; ignored unless positive. */
  interval?: number;
  scheduler: PollScheduler;
  now: () => number;
}

/** What the host renders; only the poller changes it (and asks the host to update). */
export interface PollState {
  /** The latest status response for the swap followed (the store's table holds it). */
  latest?: StatusResponse;
  /** A status request is in flight. */
  checking: boolean;
  /** 404 shortly after quoting: the service does not know the address yet. */
  waitingForService: boolean;
  /** The last failed request (cleared by the next answer). */
  error?: unknown;
  /** The delay until the next scheduled check. */
  nextDelayMs?: number;
  /** The service answered at least once for this swap. */
  confirmed: boolean;
}

/** What a taken status means. */
export interface StatusNews {
  previous?: string;
  /** Another status than before (the first status seen counts). */
  changed: boolean;
  /** The swap reached a final status (once). */
  completes: boolean;
  /** It answers again after a reported failure. */
  recovered: boolean;
}

/**
 * How the poller tells its host. "Before" callbacks run before the render that shows the news (announce, record);
 * "after" ones once it is rendered, and only while the same swap is still followed (events).
 */
export interface PollerReports {
  /** Before: a status newer than the latest was taken (and recorded in the store's table). */
  accepted(response: StatusResponse, news: StatusNews, swap: PolledSwap): void;
  /** After: the status changed. */
  changed(response: StatusResponse, previous: string | undefined): void;
  /** After: the swap reached SUCCESS, REFUNDED or FAILED. */
  completed(response: StatusResponse, status: FinalStatusName): void;
  /** Before: the service does not know the fresh address yet (once per wait). */
  waiting(): void;
  /** Before: the first failure of a run (later ones only back off). */
  failed(error: unknown): void;
  /** After: the same first failure, rendered. */
  errored(error: unknown): void;
  /** The service refused the credential (once per credential); the status is then asked for without it. */
  refused(error: SwapApiError): void;
}

export class StatusPollerController implements ReactiveController {
  private current: Omit<PollState, 'latest'> = { checking: false, waitingForService: false, confirmed: false };
  private swap?: PolledSwap;
  /** The status the host was last told of (news are told against it); the status itself is the table's. */
  private told?: StatusSeen;
  /** This poller is writing its own answer into the table (its watch then has nothing new to tell). */
  private recording = false;
  private unwatch?: () => void;
  private connected = false;
  private completed = false;
  private errors = 0;
  private errorReported = false;
  private inFlight?: AbortController;
  private pending?: Promise<void>;
  private timer?: { handle: unknown; scheduler: PollScheduler };
  private timing?: { intervalMs?: number; scheduler: PollScheduler };
  /** The credential the service refused; a different one (set by the integrator) is tried again. */
  private refusedCredential?: string;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly input: () => PollerInput,
    private readonly reports: PollerReports,
  ) {
    host.addController(this);
  }

  get state(): Readonly<PollState> {
    return { ...this.current, latest: this.latest };
  }

  /** The swap's latest status response, as the store's table holds it. */
  private get latest(): StatusResponse | undefined {
    return this.swap && swapStatus(this.swap).response;
  }

  /** The kiosk interval in ms (never below MIN_INTERVAL_MS), or undefined for the status schedule. */
  get intervalMs(): number | undefined {
    const seconds = this.input().interval;
    return seconds !== undefined && seconds > 0 ? Math.max(MIN_INTERVAL_MS, seconds * 1000) : undefined;
  }

  /** The swap's quote: from the latest status, else from the page. */
  get quoteResponse(): QuoteResponse | undefined {
    return this.latest?.quoteResponse ?? this.swap?.quoteResponse;
  }

  get deadlineMs(): number | undefined {
    const quote = this.quoteResponse?.quote;
    const ms = Date.parse(quote?.deadline ?? quote?.timeWhenInactive ?? '');
    return Number.isFinite(ms) ? ms : undefined;
  }

  /** Past the deadline without a final status. */
  get pastDeadline(): boolean {
    const deadline = this.deadlineMs;
    return deadline !== undefined && this.input().now() > deadline && !isFinalStatus(this.latest?.status);
  }

  /** Resolves once the request in flight (if any) has been handled: rendered, reported. */
  get requestComplete(): Promise<void> {
    return this.pending ?? Promise.resolve();
  }

  /** Checks now, hidden page or not, and schedules from there; joins a request already in flight. */
  refresh(): Promise<void> {
    return this.poll(true);
  }

  hostConnected(): void {
    this.connected = true;
    document.addEventListener('visibilitychange', this.onVisibilityChange);
    this.watch();
    // Reconnected (moved in the DOM): check at once, as on first connection.
    if (this.swap) void this.poll();
  }

  hostDisconnected(): void {
    this.connected = false;
    document.removeEventListener('visibilitychange', this.onVisibilityChange);
    this.stop();
    this.watch();
  }

  hostUpdate(): void {
    const { target, scheduler } = this.input();
    if (target ? !sameSwap(target, this.swap) : this.swap) {
      this.track(target);
      return;
    }
    // The same swap, perhaps with its quote found since.
    if (this.swap && target?.quoteResponse) this.swap = { ...this.swap, quoteResponse: target.quoteResponse };
    const intervalMs = this.intervalMs;
    const timing = this.timing;
    this.timing = { intervalMs, scheduler };
    if (timing && (timing.intervalMs !== intervalMs || timing.scheduler !== scheduler) && this.timer) {
      this.scheduleNext();
    }
  }

  /** Starts following another swap (or none): forgets the old one's state and checks the new one at once. */
  private track(target: PolledSwap | undefined): void {
    this.stop();
    this.swap = target;
    this.timing = { intervalMs: this.intervalMs, scheduler: this.input().scheduler };
    const known = this.latest;
    this.completed = isFinalStatus(known?.status);
    this.told = known && { status: known.status, updatedAt: known.updatedAt };
    this.errors = 0;
    this.errorReported = false;
    this.current = { checking: false, waitingForService: false, confirmed: false };
    this.watch();
    this.host.requestUpdate();
    if (target) void this.poll();
  }

  /** Follows the swap's entry in the table while connected: a status recorded elsewhere on the page is news too. */
  private watch(): void {
    this.unwatch?.();
    this.unwatch = this.swap && this.connected ? watchSwap(this.swap, this.onSwapChange) : undefined;
  }

  private set(patch: Partial<Omit<PollState, 'latest'>>): void {
    this.current = { ...this.current, ...patch };
    this.host.requestUpdate();
  }

  /** More checks are due: not final yet, or never confirmed by the service. */
  private get open(): boolean {
    return !isFinalStatus(this.latest?.status) || !this.current.confirmed;
  }

  private poll(force = false): Promise<void> {
    if (this.inFlight) return this.requestComplete;
    const swap = this.swap;
    if (!swap || !this.connected || (document.hidden && !force)) return Promise.resolve();
    this.cancelTimer();
    const controller = new AbortController();
    this.inFlight = controller;
    this.set({ checking: true });
    const run = async () => {
      let response: StatusResponse | undefined;
      let failure: unknown;
      try {
        response = await this.request(swap, controller.signal);
      } catch (error) {
        failure = error;
      }
      if (controller.signal.aborted) return;
      this.inFlight = undefined;
      this.set({ checking: false });
      if (response) await this.accept(response, swap);
      else await this.failed(failure, swap);
    };
    return (this.pending = run());
  }

  /**
   * With the configured credential, or without it once the service refused it (the first 401 for a credential is
   * reported and asked again at once without it). Never retried inside the client: this schedule is the retry policy.
   */
  private async request(swap: PolledSwap, signal: AbortSignal): Promise<StatusResponse> {
    const { config } = this.input();
    const { apiKey, token, ...anonymous } = config;
    const credential = apiKey || token || undefined;
    const query: StatusQuery = {
      depositAddress: swap.depositAddress,
      ...(swap.memo ? { depositMemo: swap.memo } : {}),
    };
    const without = () => clientFor({ ...anonymous, retries: 0 }).status(query, { signal });
    if (!credential || credential === this.refusedCredential) return without();
    try {
      return await clientFor({ ...config, retries: 0 }).status(query, { signal });
    } catch (error) {
      if (!isSwapApiError(error) || error.kind !== 'unauthorized') throw error;
      this.refusedCredential = credential;
      this.reports.refused(error);
      return without();
    }
  }

  /** Takes a polled status response: into the table (the one rule decides), then state, schedule and reports. */
  private async accept(response: StatusResponse, swap: PolledSwap): Promise<void> {
    this.recording = true;
    let taken: boolean;
    try {
      // An older answer (a poll that crossed the deposit element's submit answer, or behind what another tab saw) is
      // no news, never a step back.
      taken = recordStatus(swap, response);
    } finally {
      this.recording = false;
    }
    if (!taken) {
      this.errors = 0;
      this.set({ error: undefined });
      this.scheduleNext();
      return;
    }
    await this.take(response, swap);
  }

  /** A status the table took for the swap (this poller's answer, or one recorded elsewhere): news, schedule, reports. */
  private async take(response: StatusResponse, swap: PolledSwap): Promise<void> {
    const previous = this.told?.status;
    const status = response.status;
    this.told = { status, updatedAt: response.updatedAt };
    const news: StatusNews = {
      previous,
      changed: status !== previous,
      completes: isFinalStatus(status) && !this.completed,
      recovered: this.errorReported,
    };
    if (news.completes) this.completed = true;
    this.errors = 0;
    this.errorReported = false;
    this.set({ confirmed: true, error: undefined, waitingForService: false });
    this.reports.accepted(response, news, swap);
    this.scheduleNext();
    await this.host.updateComplete;
    if (!sameSwap(this.swap, swap)) return;
    if (news.changed) this.reports.changed(response, previous);
    if (news.completes && isFinalStatus(status)) this.reports.completed(response, status);
  }

  private async failed(error: unknown, swap: PolledSwap): Promise<void> {
    const quoted = Date.parse(swap.quoteResponse?.timestamp ?? '');
    const fresh = Number.isFinite(quoted) && this.input().now() - quoted < NOT_FOUND_GRACE_MS;
    if (isSwapApiError(error) && error.kind === 'not-found' && fresh && !this.current.confirmed) {
      // Not a failure: the address was created moments ago and the service has not registered it yet.
      const first = !this.current.waitingForService;
      this.set({ waitingForService: true, error: undefined });
      if (first) this.reports.waiting();
      this.scheduleNext(error.retryAfterMs);
      await this.host.updateComplete;
      return;
    }
    this.errors++;
    this.set({ error, waitingForService: false });
    this.scheduleNext(isSwapApiError(error) ? error.retryAfterMs : undefined);
    if (this.errorReported) return;
    this.errorReported = true;
    this.reports.failed(error);
    await this.host.updateComplete;
    if (sameSwap(this.swap, swap)) this.reports.errored(error);
  }

  private scheduleNext(atLeastMs = 0): void {
    this.cancelTimer();
    this.set({ nextDelayMs: undefined });
    // A check in flight schedules the next when it ends (one request, one timer: never both at once).
    if (this.inFlight || !this.swap || !this.connected || document.hidden || !this.open) return;
    const { confirmed, waitingForService } = this.current;
    const latest = this.latest;
    const intervalMs = this.intervalMs;
    const delay =
      waitingForService && this.errors === 0
        ? (intervalMs ?? FAST_POLL_MS)
        : nextPollDelay({
            status: confirmed ? latest?.status : undefined,
            errors: this.errors,
            pastDeadline: this.pastDeadline,
            intervalMs,
          });
    if (delay === null) return;
    const ms = Math.max(delay, atLeastMs);
    const timer: { handle: unknown; scheduler: PollScheduler } = {
      handle: undefined,
      scheduler: this.input().scheduler,
    };
    timer.handle = timer.scheduler.schedule(() => {
      if (this.timer !== timer) return;
      this.timer = undefined;
      void this.poll();
    }, ms);
    this.timer = timer;
    this.set({ nextDelayMs: ms });
  }

  private cancelTimer(): void {
    // Cancelled on the scheduler that set it (the host's may have changed since).
    if (this.timer) this.timer.scheduler.cancel(this.timer.handle);
    this.timer = undefined;
  }

  private stop(): void {
    this.cancelTimer();
    this.inFlight?.abort();
    this.inFlight = undefined;
    if (this.current.checking) this.set({ checking: false });
  }

  private readonly onVisibilityChange = () => {
    if (document.hidden) {
      this.cancelTimer();
      this.set({ nextDelayMs: undefined });
    } else if (this.open) {
      void this.poll();
    }
  };

  /** The swap's entry changed: a status recorded elsewhere on the page (not this poller's own) is taken as news. */
  private readonly onSwapChange = () => {
    const swap = this.swap;
    const response = swap && !this.recording ? swapStatus(swap).response : undefined;
    if (!swap || !response) return;
    if (response.status === this.told?.status && response.updatedAt === this.told.updatedAt) return;
    void this.take(response, swap);
  };
}
