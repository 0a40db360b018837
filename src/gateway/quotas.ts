// Per-visitor token buckets for quotes, submits and RPC calls: a burst, then a steady rate; over it, 429 with Retry-After
// (which the elements already wait out). Per instance: a visitor spread over N instances gets at most N times the
// rate, which is fine for abuse control and needs no shared state on the hot path.

export interface BucketRule {
  perMinute: number;
  burst: number;
}

export class VisitorQuotas {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly rule: BucketRule,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Takes `cost` tokens (one per request; an RPC batch costs one per call, at most a burst) for `visitor`: 0 when
   * allowed, else the ms until they are available.
   */
  take(visitor: string, cost = 1): number {
    cost = Math.max(1, Math.min(cost, this.rule.burst));
    const now = this.now();
    const ratePerMs = this.rule.perMinute / 60_000;
    const bucket = this.buckets.get(visitor) ?? { tokens: this.rule.burst, at: now };
    bucket.tokens = Math.min(this.rule.burst, bucket.tokens + (now - bucket.at) * ratePerMs);
    bucket.at = now;
    this.buckets.set(visitor, bucket);
    if (this.buckets.size > 10_000) this.prune(now, ratePerMs);
    if (bucket.tokens >= cost) {
      bucket.tokens -= cost;
      return 0;
    }
    return Math.ceil((cost - bucket.tokens) / ratePerMs);
  }

  /** Forgets visitors whose bucket has refilled: they are back to the default. */
  private prune(now: number, ratePerMs: number) {
    for (const [visitor, b] of this.buckets) {
      if (b.tokens + (now - b.at) * ratePerMs >= this.rule.burst) this.buckets.delete(visitor);
    }
  }
}
