// What gateway instances share so that together they send at most one explorer request per interval: cached
// explorer answers, who is fetching a key right now, and the upstream gate. One process keeps it in memory; several
// share it through Redis (redis-state.ts); on Cloudflare Workers a Durable Object holds it (worker.ts). Times are the
// state's own: memory uses this process's clock, Redis its server clock, so instances with skewed clocks still agree.
//
// The gate counts from the moments requests actually leave, not from when a timer was meant to fire. A sender first
// takes the gate's lease (`acquire`): granted only when no other send is in flight and at least an interval has
// passed since the previous send was marked done. It sends, and once the answer is in (or the send failed) it marks
// the send done (`sent`): the next lease is granted no sooner than an interval after that mark. The upstream saw
// the previous request before it answered, so before the mark; the next request leaves after its grant: consecutive
// requests reach the upstream at least an interval apart however late any timer fires, on one host or many.

export interface CachedAnswer {
  status: number;
  body: string;
  /** When the upstream answered, ms since the epoch (the Age header counts from here). */
  fetchedAt: number;
}

/** The gate's answer: send now (then call `sent` with the token), wait and ask again, or give up for now. */
export type SlotAnswer = { token: string } | { waitMs: number } | { retryInMs: number };

export interface SharedState {
  /** `memory`, `redis`, `degraded` (Redis configured but away: see FallbackState) or `durable-object`. */
  readonly kind: 'memory' | 'redis' | 'degraded' | 'durable-object';
  getCached(key: string): Promise<CachedAnswer | undefined>;
  setCached(key: string, answer: CachedAnswer, ttlMs: number): Promise<void>;
  /** Becomes the one fetcher of `key` for at most `ttlMs`; false when another caller already is. */
  claim(key: string, ttlMs: number): Promise<boolean>;
  release(key: string): Promise<void>;
  /**
   * Asks the gate for the right to send now. Granted (a token) when no send is in flight (a lease lasts at most
   * `leaseMs`, for a sender that never marks its send) and `intervalMs` has passed since the last send was marked
   * done and the gate is not closed; otherwise how long to wait before asking again.
   */
  acquire(gate: string, intervalMs: number, leaseMs: number): Promise<SlotAnswer>;
  /** The send granted with `token` is over (answered, failed or timed out): the next one waits `intervalMs` from now. */
  sent(gate: string, token: string, intervalMs: number): Promise<void>;
  /** Closes the gate for `ms` (the upstream answered 429 with Retry-After). */
  block(gate: string, ms: number): Promise<void>;
  close(): Promise<void>;
}

export interface GateRecord {
  /** The earliest time the next lease may be granted (an interval after the last send's mark). */
  free: number;
  /** Closed until then (an upstream 429, or a guard after Redis was lost or came back). */
  closed: number;
  lease?: { token: string; until: number };
}

export class MemoryState implements SharedState {
  readonly kind: SharedState['kind'] = 'memory';
  private readonly cache = new Map<string, { answer: CachedAnswer; expiresAt: number }>();
  private readonly claims = new Map<string, number>();
  protected readonly gates = new Map<string, GateRecord>();
  private tokens = 0;

  constructor(protected readonly now: () => number = Date.now) {}

  async getCached(key: string) {
    const entry = this.cache.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.cache.delete(key);
      return undefined;
    }
    return entry.answer;
  }

  /** The last answer kept for `key`, even past its time (served, stale, while Redis is away). */
  lastKnown(key: string): CachedAnswer | undefined {
    return this.cache.get(key)?.answer;
  }

  async setCached(key: string, answer: CachedAnswer, ttlMs: number) {
    const known = this.cache.get(key);
    // An older copy (a mirror arriving late) never replaces a newer one.
    if (known && known.answer.fetchedAt > answer.fetchedAt) return;
    this.cache.delete(key); // re-inserted last: pruning drops the least recently written first
    this.cache.set(key, { answer, expiresAt: this.now() + ttlMs });
    if (this.cache.size > 5000) this.prune();
  }

  async claim(key: string, ttlMs: number) {
    const until = this.claims.get(key);
    if (until !== undefined && until > this.now()) return false;
    this.claims.set(key, this.now() + ttlMs);
    return true;
  }

  async release(key: string) {
    this.claims.delete(key);
  }

  private gate(name: string): GateRecord {
    let record = this.gates.get(name);
    if (!record) this.gates.set(name, (record = { free: 0, closed: 0 }));
    return record;
  }

  async acquire(name: string, intervalMs: number, leaseMs: number): Promise<SlotAnswer> {
    const now = this.now();
    const gate = this.gate(name);
    // A send in flight: the next one comes at least an interval after it is marked done, which is not yet.
    if (gate.lease && gate.lease.until > now) return { waitMs: Math.max(1, intervalMs) };
    const at = Math.max(gate.free, gate.closed);
    if (at > now) return { waitMs: at - now };
    const token = `m${++this.tokens}`;
    gate.lease = { token, until: now + leaseMs };
    this.changed(name, gate);
    return { token };
  }

  async sent(name: string, token: string, intervalMs: number) {
    const gate = this.gate(name);
    if (gate.lease?.token === token) delete gate.lease;
    gate.free = Math.max(gate.free, this.now() + intervalMs);
    this.changed(name, gate);
  }

  async block(name: string, ms: number) {
    const gate = this.gate(name);
    gate.closed = Math.max(gate.closed, this.now() + ms);
    this.changed(name, gate);
  }

  /** Called after every change to a gate (a Durable Object keeps gates in its storage, to outlive a restart). */
  protected changed(_name: string, _gate: GateRecord): void {}

  async close() {}

  /** Drops expired answers, then the oldest, so a flood of distinct queries cannot grow memory without bound. */
  private prune() {
    const now = this.now();
    for (const [key, entry] of this.cache) if (entry.expiresAt <= now) this.cache.delete(key);
    const excess = this.cache.size - 4000;
    if (excess > 0) [...this.cache.keys()].slice(0, excess).forEach((key) => this.cache.delete(key));
  }
}
