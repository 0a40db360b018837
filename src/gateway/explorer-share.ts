// Explorer answers shared between visitors. The explorer allows one request per interval per credential, so every
// answer is cached by its normalised query, identical requests (in this process, and across instances through the
// shared state) wait for one upstream call, and every upstream call first takes the one gate's lease, which is
// granted an interval after the previous send was over (shared-state.ts), and marks its send over when done. A cached
// answer past its fresh time is still served (with Age) while one refresh waits for the gate; an upstream 429 closes
// the gate for its Retry-After, and visitors keep the cached answer; with nothing cached they get 503 + Retry-After.
// The queue is fair to those with nothing: a query no visitor has an answer for goes before refreshing one visitors
// already have. Its waiter leaves a mark in the shared state until it expects the gate, and a stale refresh that sees
// the mark gives way (the visitor has the stale answer; a later visit asks again).
import { parseJson } from '../api/client.js';
import type { GatewayMetrics } from './metrics.js';
import type { CachedAnswer, SharedState } from './shared-state.js';

export interface UpstreamAnswer {
  status: number;
  body: string;
  retryAfterMs?: number;
}

/** What a visitor gets: an answer (possibly cached), or a reason to come back later. */
export type Served =
  | { kind: 'answer'; status: number; body: string; ageSeconds?: number; cache: 'hit' | 'stale' | 'miss' | 'shared' }
  | { kind: 'busy'; retryAfterMs: number; message: string }
  | { kind: 'upstream-error'; status: number; message: string };

export interface ExplorerShareOptions {
  state: SharedState;
  /** The gate's name: one per credential (a hash of it), whatever URL spelling reaches the explorer. */
  gate: string;
  intervalMs: number;
  freshMs: number;
  staleMs: number;
  maxWaitMs: number;
  upstreamTimeoutMs: number;
  metrics: GatewayMetrics;
  /** Sends the upstream request; throws on network errors and timeouts (mapped by the caller's `describe`). */
  send: (url: string) => Promise<UpstreamAnswer>;
  /** Whether an upstream 200 body is a real explorer answer (garbage is never cached). */
  valid: (body: string) => boolean;
  log: (level: 'warn' | 'error' | 'info', message: string) => void;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const isJson = (text: string) => parseJson(text) !== undefined;

/** How often a waiting instance looks for the answer another instance is fetching. */
const POLL_MS = 100;
/** Spacing added to the gate interval, for the network's jitter between this host and the explorer's own clock. */
const GATE_MARGIN_MS = 250;
/** How long a waiting miss's mark outlives the moment it expects the gate (a late timer still finds it there). */
const WANT_MARGIN_MS = 1000;

/** Why a refresh goes to the explorer: nobody has an answer (`miss`), or visitors have an old one (`stale`). */
type Need = 'miss' | 'stale';

type Refresh = { kind: 'fetched'; answer: CachedAnswer; shared: boolean } | Exclude<Served, { kind: 'answer' }>;

export class ExplorerShare {
  private readonly inflight = new Map<string, Promise<Refresh>>();
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly o: ExplorerShareOptions) {
    this.now = o.now ?? Date.now;
    this.sleep = o.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  /** The answer for `key` (the normalised query), fetching `url` upstream only when needed. */
  async get(key: string, url: string): Promise<Served> {
    const cached = await this.o.state.getCached(key);
    if (cached) {
      const age = this.now() - cached.fetchedAt;
      if (age < this.o.freshMs) return this.serve(cached, 'hit');
      // Stale: the visitor gets it now; one refresh goes through the gate behind the scenes.
      void this.refresh(key, url, 'stale').catch(() => undefined);
      return this.serve(cached, 'stale');
    }
    const result = await this.refresh(key, url, 'miss');
    if (result.kind !== 'fetched') return result;
    return this.serve(result.answer, result.shared ? 'shared' : 'miss');
  }

  private serve(answer: CachedAnswer, cache: 'hit' | 'stale' | 'miss' | 'shared'): Served {
    this.o.metrics.explorerCache.inc({ result: cache });
    const ageSeconds = Math.max(0, Math.floor((this.now() - answer.fetchedAt) / 1000));
    return { kind: 'answer', status: answer.status, body: answer.body, ageSeconds, cache };
  }

  /** One refresh per key in this process; callers that arrive meanwhile share its outcome. */
  private refresh(key: string, url: string, need: Need): Promise<Refresh> {
    let pending = this.inflight.get(key);
    if (pending) return pending.then((r) => (r.kind === 'fetched' ? { ...r, shared: true } : r));
    pending = this.fetchOnce(key, url, need).finally(() => this.inflight.delete(key));
    this.inflight.set(key, pending);
    return pending;
  }

  /** The shared mark of a miss waiting for the gate: its `fetchedAt` is when the mark lapses (later marks win). */
  private get wantKey() {
    return `gate-wanted:${this.o.gate}`;
  }

  private async missWaiting(): Promise<boolean> {
    const mark = await this.o.state.getCached(this.wantKey);
    return mark !== undefined && mark.fetchedAt > this.now();
  }

  private async fetchOnce(key: string, url: string, need: Need): Promise<Refresh> {
    const { state } = this.o;
    const startedAt = this.now();
    const claimTtl = this.o.maxWaitMs + this.o.upstreamTimeoutMs + 1000;
    const answered = (cached: CachedAnswer | undefined): cached is CachedAnswer =>
      cached !== undefined && cached.fetchedAt >= startedAt - this.o.freshMs;
    // Another instance is fetching this key: wait for its answer, or take over if it gives up.
    while (!(await state.claim(key, claimTtl))) {
      const cached = await state.getCached(key);
      if (answered(cached)) return { kind: 'fetched', answer: cached, shared: true };
      if (this.now() - startedAt >= this.o.maxWaitMs) return this.busy(this.o.intervalMs);
      await this.sleep(POLL_MS);
    }
    try {
      // The fetcher before us may have answered and released between our look at the cache and our claim.
      const cached = await state.getCached(key);
      if (answered(cached)) return { kind: 'fetched', answer: cached, shared: true };
      const interval = this.o.intervalMs > 0 ? this.o.intervalMs + GATE_MARGIN_MS : 0;
      // The gate's lease outlives any send (the upstream timeout), so a sender that dies mid-send frees it in time.
      const leaseMs = this.o.upstreamTimeoutMs + interval + 1000;
      let token: string | undefined;
      let waited = false;
      // Asked again after every wait: a timer that fires late never shortens the gap to the previous send. With no
      // interval (EXPLORER_INTERVAL_SECONDS=0) there is no gate at all.
      while (interval > 0 && token === undefined) {
        if (need === 'stale' && (await this.missWaiting())) return this.busy(interval);
        const slot = await state.acquire(this.o.gate, interval, leaseMs);
        if ('retryInMs' in slot) return this.busy(slot.retryInMs);
        if ('token' in slot) {
          token = slot.token;
          break;
        }
        if (this.now() - startedAt + slot.waitMs > this.o.maxWaitMs) return this.busy(slot.waitMs);
        if (!waited) this.o.metrics.gateWaits.inc();
        waited = true;
        this.o.metrics.gateWaitSeconds.inc({}, slot.waitMs / 1000);
        if (need === 'miss') {
          const lapses = this.now() + slot.waitMs + WANT_MARGIN_MS;
          await state.setCached(this.wantKey, { status: 0, body: '', fetchedAt: lapses }, lapses - this.now());
        }
        await this.sleep(slot.waitMs);
      }
      let upstream: UpstreamAnswer;
      try {
        upstream = await this.o.send(url);
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        return {
          kind: 'upstream-error',
          status: timedOut ? 504 : 502,
          message: timedOut
            ? `The explorer did not answer within ${Math.round(this.o.upstreamTimeoutMs / 1000)} s.`
            : 'The explorer could not be reached.',
        };
      } finally {
        // The upstream saw the request before this point: the next one leaves at least an interval from now.
        if (token !== undefined) await state.sent(this.o.gate, token, interval).catch(() => undefined);
      }
      if (upstream.status === 429) {
        const wait = upstream.retryAfterMs ?? this.o.intervalMs;
        this.o.metrics.upstream429.inc({ upstream: 'explorer' });
        this.o.log('warn', `The explorer answered 429: the gate stays closed for ${Math.ceil(wait / 1000)} s.`);
        await state.block(this.o.gate, wait);
        return this.busy(wait);
      }
      if (upstream.status === 401 || upstream.status === 403) {
        this.o.log(
          'error',
          `The explorer refused the partner credential (${upstream.status}). Check PARTNER_API_KEY / PARTNER_JWT.`,
        );
        return {
          kind: 'upstream-error',
          status: 502,
          message: 'The explorer refused this gateway’s partner credential.',
        };
      }
      // A 4xx with a JSON body is the explorer's word on this query and goes back to the visitor; a 5xx, a redirect
      // (never followed) or anything that is not JSON is the gateway's 502.
      if (upstream.status >= 500 || (upstream.status !== 200 && (upstream.status < 400 || !isJson(upstream.body)))) {
        return { kind: 'upstream-error', status: 502, message: `The explorer answered ${upstream.status}.` };
      }
      if (upstream.status === 200 && !this.o.valid(upstream.body)) {
        return {
          kind: 'upstream-error',
          status: 502,
          message: 'The explorer sent an answer that is not a transaction list.',
        };
      }
      const answer: CachedAnswer = { status: upstream.status, body: upstream.body, fetchedAt: this.now() };
      // Only successes are shared; a 400 (a query the explorer refuses) goes back to this visitor alone.
      if (upstream.status === 200) await state.setCached(key, answer, this.o.staleMs);
      return { kind: 'fetched', answer, shared: false };
    } finally {
      await state.release(key).catch(() => undefined);
    }
  }

  private busy(retryAfterMs: number): Refresh {
    return {
      kind: 'busy',
      retryAfterMs: Math.max(1000, retryAfterMs),
      message:
        'The explorer allows one request every few seconds and this page has no saved answer yet: try again shortly.',
    };
  }
}
