// The live status of <swap-activity>'s swaps: `GET /v0/status` for each unfinished swap shown, on the schedule of
// core/status (nextPollDelay: by status, past the deadline, backoff on errors honouring Retry-After), at most
// MAX_IN_FLIGHT requests at once (the others queue), nothing while the page is hidden (every open swap is checked again
// once it is shown), stopping at a final status. Always without the partner credential: the status needs none, and
// this element is the end user's. Words, storing and events stay with the host.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { SwapClientConfig } from '../../../api/client.js';
import { isSwapApiError } from '../../../api/errors.js';
import type { StatusResponse } from '../../../api/schemas.js';
import { depositCutoff, isFinalStatus, nextPollDelay } from '../../../core/status.js';
import type { PollScheduler } from '../../../controllers/scheduler.js';
import { clientFor, recordStatus, swapStatus } from '../../../store/store.js';
import { swapKey, type Receipt } from '../../../store/receipts.js';

/** Status requests in flight at once, whatever the number of open swaps. */
export const MAX_IN_FLIGHT = 2;

export interface ActivityPollerInput {
  /** The host's group (default "default"). Each answer goes into the store's table (which refuses older ones). */
  group?: string;
  /** The swaps shown; the unfinished ones (by their saved status) are followed. */
  receipts: readonly Receipt[];
  /** The host's resolved configuration (its credential is left out). */
  config: SwapClientConfig;
  scheduler: PollScheduler;
  now: () => number;
}

export interface ActivityReports {
  /** A status newer than the latest one known for the swap, recorded in the store (called before the host renders it). */
  accepted(receipt: Receipt, response: StatusResponse, previous: string | undefined): void;
  /** The first failure of a run of failures for a swap (later ones only back off). */
  failed(receipt: Receipt, error: unknown): void;
}

interface Track {
  receipt: Receipt;
  errors: number;
  error?: unknown;
  timer?: { handle: unknown; scheduler: PollScheduler };
  request?: AbortController;
}

export class ActivityPollerController implements ReactiveController {
  private readonly tracks = new Map<string, Track>();
  private queue: string[] = [];
  private inFlight = 0;
  private connected = false;
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly input: () => ActivityPollerInput,
    private readonly reports: ActivityReports,
  ) {
    host.addController(this);
  }

  /** The latest status response for a swap, if the page has one (the store's table holds it). */
  latest(receipt: Receipt): StatusResponse | undefined {
    return swapStatus(receipt).response;
  }

  /** Whether a swap's status is being asked for (or queued), and why its last check failed (if it did). */
  check(receipt: Receipt): { checking: boolean; failed: boolean; error?: unknown } {
    const key = swapKey(receipt);
    const track = this.tracks.get(key);
    const failed = track?.error !== undefined;
    return { checking: Boolean(track?.request) || this.queue.includes(key), failed, error: track?.error };
  }

  /** Requests in flight now (never above MAX_IN_FLIGHT). */
  get requestsInFlight(): number {
    return this.inFlight;
  }

  /** Resolves once no request is in flight or queued to go (each answered one handled). */
  async settled(): Promise<void> {
    while (this.running.size) await Promise.all([...this.running]);
  }

  hostConnected(): void {
    this.connected = true;
    document.addEventListener('visibilitychange', this.onVisibilityChange);
    for (const key of this.tracks.keys()) this.enqueue(key);
    this.pump();
  }

  hostDisconnected(): void {
    this.connected = false;
    document.removeEventListener('visibilitychange', this.onVisibilityChange);
    for (const track of this.tracks.values()) this.halt(track);
    this.queue = [];
  }

  hostUpdate(): void {
    const open = new Map<string, Receipt>();
    for (const receipt of this.input().receipts) {
      if (!isFinalStatus(receipt.status)) open.set(swapKey(receipt), receipt);
    }
    for (const [key, track] of this.tracks) {
      if (open.has(key)) continue;
      this.halt(track); // forgotten, no longer shown, or finished as another element saw
      this.tracks.delete(key);
      this.queue = this.queue.filter((queued) => queued !== key);
    }
    for (const [key, receipt] of open) {
      const track = this.tracks.get(key);
      if (track) track.receipt = receipt;
      else {
        this.tracks.set(key, { receipt, errors: 0 });
        this.enqueue(key); // a swap newly shown is checked at once
      }
    }
    this.pump();
  }

  private enqueue(key: string): void {
    const track = this.tracks.get(key);
    if (!track || track.request || this.queue.includes(key)) return;
    this.cancelTimer(track);
    this.queue.push(key);
  }

  /** Starts queued checks while there is room, the host is connected and the page is shown. */
  private pump(): void {
    while (this.inFlight < MAX_IN_FLIGHT && this.queue.length && this.connected && !document.hidden) {
      const track = this.tracks.get(this.queue.shift()!);
      if (track) this.start(track);
    }
  }

  private start(track: Track): void {
    const request = (track.request = new AbortController());
    this.inFlight++;
    this.host.requestUpdate();
    const { depositAddress, memo } = track.receipt;
    const { apiKey: _apiKey, token: _token, ...anonymous } = this.input().config;
    const run = clientFor({ ...anonymous, retries: 0 })
      .status({ depositAddress, ...(memo ? { depositMemo: memo } : {}) }, { signal: request.signal })
      .then(
        (response) => this.answered(track, request, response),
        (error: unknown) => this.failed(track, request, error),
      )
      .finally(() => {
        this.inFlight--;
        this.running.delete(run);
        this.pump();
        this.host.requestUpdate();
      });
    this.running.add(run);
  }

  private answered(track: Track, request: AbortController, response: StatusResponse): void {
    if (request.signal.aborted) return;
    track.request = undefined;
    track.errors = 0;
    track.error = undefined;
    const previous = this.latest(track.receipt);
    // The store's table decides: an older answer than one already taken is no news (never a step back).
    if (recordStatus(track.receipt, response)) {
      const before = previous?.status ?? track.receipt.status;
      if (response.status !== before || !previous) this.reports.accepted(track.receipt, response, before);
    }
    this.scheduleNext(track);
  }

  private failed(track: Track, request: AbortController, error: unknown): void {
    if (request.signal.aborted) return;
    track.request = undefined;
    const first = track.error === undefined;
    track.errors++;
    track.error = error;
    if (first) this.reports.failed(track.receipt, error);
    this.scheduleNext(track, isSwapApiError(error) ? error.retryAfterMs : undefined);
  }

  private scheduleNext(track: Track, atLeastMs = 0): void {
    const key = swapKey(track.receipt);
    if (this.tracks.get(key) !== track) return;
    const { now, scheduler } = this.input();
    const status = this.latest(track.receipt)?.status ?? track.receipt.status;
    const cutoff = depositCutoff(track.receipt.quoteResponse.quote);
    const delay = nextPollDelay({
      status,
      errors: track.errors,
      pastDeadline: cutoff !== undefined && now() > cutoff,
    });
    if (delay === null) {
      this.tracks.delete(key); // final: nothing changes any more
      return;
    }
    if (!this.connected || document.hidden) return; // checked again when shown
    const timer = { handle: undefined as unknown, scheduler };
    timer.handle = scheduler.schedule(
      () => {
        if (track.timer !== timer) return;
        track.timer = undefined;
        this.enqueue(key);
        this.pump();
      },
      Math.max(delay, atLeastMs),
    );
    track.timer = timer;
  }

  private cancelTimer(track: Track): void {
    if (track.timer) track.timer.scheduler.cancel(track.timer.handle);
    track.timer = undefined;
  }

  private halt(track: Track): void {
    this.cancelTimer(track);
    track.request?.abort();
    track.request = undefined;
  }

  private readonly onVisibilityChange = () => {
    if (document.hidden) {
      for (const track of this.tracks.values()) this.cancelTimer(track);
      return;
    }
    for (const key of this.tracks.keys()) this.enqueue(key);
    this.pump();
  };
}
