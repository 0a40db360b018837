// What gateway instances share so that together they send at most one explorer request per interval: cached
// explorer answers, who is fetching a key right now, and the upstream gate. One process keeps it in memory; several
// share it through Redis (redis-state.ts). Times are the state's own: memory uses this process's clock, Redis its
// server clock, so instances with skewed clocks still agree on the gate.

export interface CachedAnswer {
  status: number;
  body: string;
  /** When the upstream answered, ms since the epoch (the Age header counts from here). */
  fetchedAt: number;
}

export type SlotAnswer = { waitMs: number } | { retryInMs: number };

export interface SharedState {
  readonly kind: 'memory' | 'redis';
  getCached(key: string): Promise<CachedAnswer | undefined>;
  setCached(key: string, answer: CachedAnswer, ttlMs: number): Promise<void>;
  /** Becomes the one fetcher of `key` for at most `ttlMs`; false when another caller already is. */
  claim(key: string, ttlMs: number): Promise<boolean>;
  release(key: string): Promise<void>;
  /**
   * Reserves the gate's next slot: how long to wait before sending, or, when that would be longer than
   * `maxWaitMs`, nothing reserved and how long until a slot is free.
   */
  reserveSlot(gate: string, intervalMs: number, maxWaitMs: number): Promise<SlotAnswer>;
  /** Closes the gate for `ms` (the upstream answered 429 with Retry-After). */
  block(gate: string, ms: number): Promise<void>;
  close(): Promise<void>;
}

export class MemoryState implements SharedState {
  readonly kind = 'memory';
  private readonly cache = new Map<string, { answer: CachedAnswer; expiresAt: number }>();
  private readonly claims = new Map<string, number>();
  private readonly gates = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  async getCached(key: string) {
    const entry = this.cache.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.cache.delete(key);
      return undefined;
    }
    return entry.answer;
  }

  async setCached(key: string, answer: CachedAnswer, ttlMs: number) {
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

  async reserveSlot(gate: string, intervalMs: number, maxWaitMs: number): Promise<SlotAnswer> {
    const now = this.now();
    const slot = Math.max(now, this.gates.get(gate) ?? 0);
    const wait = slot - now;
    if (wait > maxWaitMs) return { retryInMs: wait };
    this.gates.set(gate, slot + intervalMs);
    return { waitMs: wait };
  }

  async block(gate: string, ms: number) {
    this.gates.set(gate, Math.max(this.gates.get(gate) ?? 0, this.now() + ms));
  }

  async close() {}

  /** Drops expired answers, then the oldest, so a flood of distinct queries cannot grow memory without bound. */
  private prune() {
    const now = this.now();
    for (const [key, entry] of this.cache) if (entry.expiresAt <= now) this.cache.delete(key);
    const excess = this.cache.size - 4000;
    if (excess > 0) [...this.cache.keys()].slice(0, excess).forEach((key) => this.cache.delete(key));
  }
}
