// Counters and one latency histogram, written in the Prometheus text format for GET /metrics.

const LATENCY_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Labels = Record<string, string>;

const labelText = (labels: Labels) => {
  const parts = Object.entries(labels).map(([k, v]) => `${k}="${v.replace(/["\\\n]/g, '_')}"`);
  return parts.length ? `{${parts.join(',')}}` : '';
};

class Counter {
  private readonly values = new Map<string, number>();
  constructor(
    readonly name: string,
    readonly help: string,
  ) {}
  inc(labels: Labels = {}, by = 1) {
    const key = labelText(labels);
    this.values.set(key, (this.values.get(key) ?? 0) + by);
  }
  get(labels: Labels = {}) {
    return this.values.get(labelText(labels)) ?? 0;
  }
  text() {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} counter`];
    for (const [labels, value] of this.values) lines.push(`${this.name}${labels} ${value}`);
    return lines.join('\n');
  }
}

class Histogram {
  private readonly series = new Map<string, { labels: Labels; counts: number[]; sum: number; count: number }>();
  constructor(
    readonly name: string,
    readonly help: string,
  ) {}
  observe(labels: Labels, seconds: number) {
    const key = labelText(labels);
    let s = this.series.get(key);
    if (!s) {
      s = { labels, counts: LATENCY_BUCKETS.map(() => 0), sum: 0, count: 0 };
      this.series.set(key, s);
    }
    LATENCY_BUCKETS.forEach((bound, i) => {
      if (seconds <= bound) s.counts[i]! += 1;
    });
    s.sum += seconds;
    s.count += 1;
  }
  text() {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} histogram`];
    for (const s of this.series.values()) {
      LATENCY_BUCKETS.forEach((bound, i) => {
        lines.push(`${this.name}_bucket${labelText({ ...s.labels, le: String(bound) })} ${s.counts[i]}`);
      });
      lines.push(`${this.name}_bucket${labelText({ ...s.labels, le: '+Inf' })} ${s.count}`);
      lines.push(`${this.name}_sum${labelText(s.labels)} ${s.sum}`);
      lines.push(`${this.name}_count${labelText(s.labels)} ${s.count}`);
    }
    return lines.join('\n');
  }
}

export class GatewayMetrics {
  readonly requests = new Counter('gateway_requests_total', 'Requests answered, by route and status.');
  readonly upstreamLatency = new Histogram(
    'gateway_upstream_duration_seconds',
    'Time the upstream took to answer, by upstream (swap, explorer).',
  );
  readonly upstreamRequests = new Counter('gateway_upstream_requests_total', 'Requests sent upstream, by route.');
  readonly explorerCache = new Counter(
    'gateway_explorer_cache_total',
    'Explorer answers by cache outcome (hit, stale, miss, shared: another request or instance fetched it).',
  );
  readonly gateWaits = new Counter('gateway_explorer_gate_waits_total', 'Explorer fetches that waited for the gate.');
  readonly gateWaitSeconds = new Counter(
    'gateway_explorer_gate_wait_seconds_total',
    'Time spent waiting for the gate.',
  );
  readonly upstream429 = new Counter('gateway_upstream_429_total', 'Upstream 429 answers, by upstream.');
  readonly quotaRejections = new Counter('gateway_quota_rejections_total', 'Visitor requests over quota, by kind.');

  text(extra: string[] = []): string {
    return (
      [
        this.requests,
        this.upstreamRequests,
        this.upstreamLatency,
        this.explorerCache,
        this.gateWaits,
        this.gateWaitSeconds,
        this.upstream429,
        this.quotaRejections,
      ]
        .map((m) => m.text())
        .concat(extra)
        .join('\n') + '\n'
    );
  }
}
