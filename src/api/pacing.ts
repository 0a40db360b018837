// The explorer allows one request per 5 s per partner (the partner comes from the token). This gate spaces
// requests so normal use never meets a 429: it queues them, lets one through per interval, shares one request
// among identical callers, drops queued requests whose caller gave up, waits out a 429 instead of failing, and sends
// the retries of a failed request through the same slots (the limiter counts failed requests too).
import { SwapApiError } from './errors.js';

/** The explorer's limit: one request per partner every 5 s, counted when a request arrives. */
export const EXPLORER_LIMIT_MS = 5000;
/**
 * Margin over the limit. The next request leaves an interval after the previous answer came back (the service counted
 * that request before answering), and the margin covers what the client cannot see: timers that fire a little early,
 * clocks read at another point on the service's side, and a previous request that lingered in a proxy. A 4,998 ms gap
 * seen at the service without it drew a 429. The gateway keeps the same margin (gateway/explorer-share.ts).
 */
export const EXPLORER_MARGIN_MS = 250;
export const EXPLORER_INTERVAL_MS = EXPLORER_LIMIT_MS + EXPLORER_MARGIN_MS;
/** A 429 without Retry-After is waited out for this long. */
export const DEFAULT_RETRY_AFTER_MS = 5000;
/** After this many 429s in a row for one request, the caller gets a `rate-limited` error (never hang). */
export const MAX_RATE_LIMIT_WAITS = 4;

export interface GateClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: GateClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface GateRequest<T> {
  /** Identical keys queued at once share one request (e.g. the URL of a page). */
  key: string;
  run: (signal: AbortSignal) => Promise<T>;
  signal?: AbortSignal;
  /** Told how long until this request goes out (0 when it goes now); called again after a 429. */
  onWait?: (ms: number) => void;
  /** Extra attempts after a network error, a timeout or a 5xx, each in its own slot (none by default). */
  retries?: number;
}

interface Waiter<T> {
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
  signal?: AbortSignal;
  onWait?: (ms: number) => void;
}

interface Entry<T> {
  key: string;
  run: (signal: AbortSignal) => Promise<T>;
  waiters: Waiter<T>[];
  rateLimitWaits: number;
  retriesLeft: number;
}

export class RequestGate {
  private readonly queue: Entry<unknown>[] = [];
  private nextSlotAt = 0;
  private timer: unknown = undefined;
  private busy = false;

  constructor(
    readonly intervalMs = EXPLORER_INTERVAL_MS,
    private readonly clock: GateClock = realClock,
  ) {}

  /** Milliseconds until the gate lets the next request through (0 = now). */
  nextSlotIn(): number {
    return Math.max(0, this.nextSlotAt - this.clock.now());
  }

  /** Number of distinct requests waiting. */
  get pending(): number {
    return this.queue.length;
  }

  schedule<T>(request: GateRequest<T>): Promise<T> {
    if (request.signal?.aborted) return Promise.reject(aborted());
    return new Promise<T>((resolve, reject) => {
      const waiter: Waiter<T> = { resolve, reject, signal: request.signal, onWait: request.onWait };
      let entry = this.queue.find((e) => e.key === request.key) as Entry<T> | undefined;
      if (!entry) {
        const retriesLeft = request.retries ?? 0;
        entry = { key: request.key, run: request.run, waiters: [], rateLimitWaits: 0, retriesLeft };
        this.queue.push(entry as Entry<unknown>);
      }
      entry.waiters.push(waiter);
      request.signal?.addEventListener('abort', () => this.drop(entry, waiter), { once: true });
      this.announce();
      this.pump();
    });
  }

  /** A caller gave up: reject it, and forget the request when nobody is left waiting for it. */
  private drop<T>(entry: Entry<T>, waiter: Waiter<T>) {
    const index = entry.waiters.indexOf(waiter);
    if (index < 0) return;
    entry.waiters.splice(index, 1);
    waiter.reject(aborted());
    if (entry.waiters.length === 0) {
      const queued = this.queue.indexOf(entry as Entry<unknown>);
      if (queued >= 0) this.queue.splice(queued, 1);
    }
  }

  private announce() {
    // Each queued request waits for the next slot plus one interval per request ahead of it.
    const base = this.nextSlotIn() + (this.busy ? this.intervalMs : 0);
    this.queue.forEach((entry, position) => {
      for (const waiter of entry.waiters) waiter.onWait?.(base + position * this.intervalMs);
    });
  }

  private pump() {
    if (this.busy || this.timer !== undefined || this.queue.length === 0) return;
    const wait = this.nextSlotIn();
    if (wait > 0) {
      this.timer = this.clock.setTimeout(() => {
        this.timer = undefined;
        this.pump();
      }, wait);
      return;
    }
    const entry = this.queue.shift()!;
    void this.send(entry);
  }

  private async send<T>(entry: Entry<T>) {
    this.busy = true;
    this.nextSlotAt = this.clock.now() + this.intervalMs;
    // One shared request: it is aborted only when every waiter has given up.
    const controller = new AbortController();
    const onAbort = () => {
      if (entry.waiters.every((w) => w.signal?.aborted)) controller.abort();
    };
    for (const w of entry.waiters) w.signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const value = await entry.run(controller.signal);
      for (const w of entry.waiters.splice(0)) w.resolve(value);
    } catch (error) {
      if (error instanceof SwapApiError && error.asksToWait && entry.rateLimitWaits < MAX_RATE_LIMIT_WAITS) {
        // Wait the service's Retry-After, then go first again.
        entry.rateLimitWaits++;
        const waitMs = error.retryAfterMs ?? DEFAULT_RETRY_AFTER_MS;
        this.nextSlotAt = Math.max(this.nextSlotAt, this.clock.now() + waitMs);
        if (entry.waiters.length > 0) this.queue.unshift(entry as Entry<unknown>);
      } else if (error instanceof SwapApiError && error.transient && entry.retriesLeft > 0) {
        // A failed request counted at the service all the same: its retry goes first, in the next slot.
        entry.retriesLeft--;
        if (entry.waiters.length > 0) this.queue.unshift(entry as Entry<unknown>);
      } else {
        for (const w of entry.waiters.splice(0)) w.reject(error);
      }
    } finally {
      // Spaced from the answer, not from the send: the service saw the request before it answered.
      this.nextSlotAt = Math.max(this.nextSlotAt, this.clock.now() + this.intervalMs);
      this.busy = false;
      this.announce();
      this.pump();
    }
  }
}

function aborted() {
  return new SwapApiError('aborted', 'The request was cancelled.');
}

/**
 * Spacing for an explorer reached through the site's proxy without a token in the page: a gateway paces and caches
 * the upstream for all its visitors (so a cached page or filter need not wait 5 s), and a plain proxy's 429s are
 * still waited out, as are a busy gateway's 503 + Retry-After.
 */
export const PROXY_INTERVAL_MS = 500;

// One gate per partner credential (and explorer URL), shared by every element on the page that uses it. The key
// holds the credential only in this in-memory map (as the client does): it is never printed or stored.
const gates = new Map<string, RequestGate>();

/** `credential` tells partners apart: the client passes `key:<apiKey>` or `jwt:<token>`, undefined without one. */
export function explorerGate(explorerUrl: string, credential: string | undefined, proxy = false): RequestGate {
  const key = `${explorerUrl}\u0000${credential ?? ''}\u0000${proxy}`;
  let gate = gates.get(key);
  if (!gate) {
    gate = new RequestGate(proxy ? PROXY_INTERVAL_MS : EXPLORER_INTERVAL_MS);
    gates.set(key, gate);
  }
  return gate;
}
