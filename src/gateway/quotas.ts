// Per-visitor token buckets for quotes and submits: a burst, then a steady rate; over it, 429 with Retry-After
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

  /** Takes one token for `visitor`: 0 when allowed, else the ms until one is available. */
  take(visitor: string): number {
    const now = this.now();
    const ratePerMs = this.rule.perMinute / 60_000;
    const bucket = this.buckets.get(visitor) ?? { tokens: this.rule.burst, at: now };
    bucket.tokens = Math.min(this.rule.burst, bucket.tokens + (now - bucket.at) * ratePerMs);
    bucket.at = now;
    this.buckets.set(visitor, bucket);
    if (this.buckets.size > 10_000) this.prune(now, ratePerMs);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.ceil((1 - bucket.tokens) / ratePerMs);
  }

  /** Forgets visitors whose bucket has refilled: they are back to the default. */
  private prune(now: number, ratePerMs: number) {
    for (const [visitor, b] of this.buckets) {
      if (b.tokens + (now - b.at) * ratePerMs >= this.rule.burst) this.buckets.delete(visitor);
    }
  }
}
