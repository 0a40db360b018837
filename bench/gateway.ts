// The gateway's figures for `npm run bench` (issue 14): its overhead on a dry quote, and a public history page under
// 50 visitors through 3 instances sharing one redis-server, in front of the simulator's real 5 s explorer limit.
// BENCH_GATEWAY_SECONDS shortens the visitor run while developing (default 60).
import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { loadConfig } from '../src/gateway/config.js';
import { freePort, RedisServer } from '../test/helpers/redis-server.js';
import { startGateway, type StartedGateway } from '../src/gateway/node.js';
import { createSimulator } from '../src/simulator/app.js';
import { startServer, withCors } from '../src/simulator/server.js';

const QUOTE_RUNS = 300;
const VISITORS = 50;
const INSTANCES = 3;
const SECONDS = Number(process.env.BENCH_GATEWAY_SECONDS ?? 60);
const WINDOW_MS = 5000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;
const ms = (n: number) => `${n.toFixed(2)} ms`;
const quiet = () => undefined;

const quoteBody = () =>
  JSON.stringify({
    dry: true,
    swapType: 'EXACT_INPUT',
    slippageTolerance: 100,
    originAsset: 'nep141:eth-0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48.omft.near',
    depositType: 'ORIGIN_CHAIN',
    destinationAsset: 'nep141:wrap.near',
    amount: '100000000',
    refundTo: '0x2222222222222222222222222222222222222222',
    refundType: 'ORIGIN_CHAIN',
    recipient: 'bench.near',
    recipientType: 'DESTINATION_CHAIN',
    deadline: new Date(Date.now() + 3_600_000).toISOString(),
  });

/** A small seeded generator, so every run sends the same visitor behaviour. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---- a redis-server of our own on a free loopback port ---------------------------------------------------------

// ---- (a) overhead ------------------------------------------------------------------------------------------------

const overheadBenchmark = {
  name: `gateway: dry-quote latency through a gateway vs straight to the simulator (median of ${QUOTE_RUNS} each, HTTP, no simulated relay latency)`,
  async run(): Promise<string[]> {
    // No simulated relay latency: 300 ms of it would hide what the gateway itself costs.
    const sim = await startServer({ port: 0, seed: 1, clock: 'real', quoteLatencyMs: 0 });
    const token = await sim.simulator.issueToken();
    const gateway = await startGateway(
      loadConfig({
        PORT: '0',
        PARTNER_JWT: token,
        SWAP_API_URL: sim.baseUrl,
        EXPLORER_API_URL: sim.explorerUrl,
        VISITOR_QUOTES_PER_MINUTE: '100000',
        VISITOR_QUOTE_BURST: '100000',
      }),
      { log: quiet },
    );
    try {
      const quote = async (url: string, headers: Record<string, string>) => {
        const started = performance.now();
        const response = await fetch(`${url}/v0/quote`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: quoteBody(),
        });
        const text = await response.text();
        if (response.status !== 200) throw new Error(`${url}: ${response.status} ${text}`);
        return performance.now() - started;
      };
      // Both carry the credential: straight with the page's header, through the gateway added by it.
      const direct = () => quote(sim.baseUrl, { authorization: `Bearer ${token}` });
      const through = () => quote(gateway.url, {});
      for (let i = 0; i < 30; i++) await Promise.all([direct(), through()].map((p) => p.then(quiet)));
      const directTimes: number[] = [];
      const gatewayTimes: number[] = [];
      // Interleaved, so drift on the machine affects both the same way.
      for (let i = 0; i < QUOTE_RUNS; i++) {
        directTimes.push(await direct());
        gatewayTimes.push(await through());
      }
      const d = median(directTimes);
      const g = median(gatewayTimes);
      return [`through the gateway ${ms(g)}, straight ${ms(d)}: ratio ${(g / d).toFixed(2)}× (+${ms(g - d)})`];
    } finally {
      await gateway.close();
      await sim.close();
    }
  },
};

// ---- (b) a public history page under load ------------------------------------------------------------------------

const FILTERS = ['', '&statuses=SUCCESS', '&statuses=FAILED,REFUNDED'];
const PAGES = 5;

/** One visitor: opens page 1 with a filter, mostly pages on, sometimes changes the filter or reloads; thinks 1–4 s. */
async function visitor(
  random: () => number,
  until: number,
  instances: StartedGateway[],
  visit: (instance: StartedGateway, query: string) => Promise<void>,
): Promise<void> {
  let filter = FILTERS[Math.floor(random() * FILTERS.length)]!;
  let page = 1;
  while (Date.now() < until) {
    const instance = instances[Math.floor(random() * instances.length)]!;
    await visit(instance, `page=${page}&perPage=50${filter}`);
    const next = random();
    if (next < 0.55) page = page < PAGES ? page + 1 : 1;
    else if (next < 0.8) {
      filter = FILTERS[Math.floor(random() * FILTERS.length)]!;
      page = 1;
    }
    const think = 1000 + random() * 3000;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(think, until - Date.now()))));
  }
}

const historyBenchmark = {
  name: `gateway: ${VISITORS} visitors paging a public history page for ${SECONDS} s through ${INSTANCES} instances sharing Redis (simulator explorer, 1 request per 5 s)`,
  async run(): Promise<string[]> {
    const probe = spawnSync('redis-server', ['--version']);
    if (probe.error || probe.status !== 0)
      return ['skipped: redis-server is not on PATH (the Debian package; .ci/run installs it).'];
    const redis = new RedisServer(await freePort());
    await redis.start();
    // The simulator with its real 5 s limit per partner, behind a counter of what reaches its explorer.
    const simulator = createSimulator({ seed: 1, clock: 'real', quoteLatencyMs: 0 });
    const app = withCors(simulator);
    const arrivals: { at: number; status: number }[] = [];
    const server = await new Promise<ServerType>((resolve) => {
      const s = serve(
        {
          port: 0,
          hostname: '127.0.0.1',
          fetch: async (request, env) => {
            const at = Date.now();
            const response = await app.fetch(request, env as Parameters<typeof app.fetch>[1]);
            if (new URL(request.url).pathname.includes('/v0/transactions'))
              arrivals.push({ at, status: response.status });
            return response;
          },
        },
        () => resolve(s),
      );
    });
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    let warnings = 0;
    const log = (line: { level: string }) => {
      if (line.level !== 'info') warnings++;
    };
    const config = loadConfig({
      REDIS_URL: redis.url,
      PORT: '0',
      PARTNER_JWT: await simulator.issueToken(),
      SWAP_API_URL: `${origin}/1click`,
      EXPLORER_API_URL: `${origin}/explorer/api`,
    });
    const instances = await Promise.all(Array.from({ length: INSTANCES }, () => startGateway(config, { log })));

    const answered = new Set<string>(); // queries some visitor already got a 200 for: cached from then on
    const firstAnswerMs = new Map<string, number>(); // each query's first 200, ms after the visitors started
    const startedAt = Date.now();
    const everBusy = new Set<string>();
    const cache = new Map<string, number>();
    const latencies: number[] = [];
    const cachedLatencies: number[] = []; // answers from the cache (hit or stale)
    let requests = 0;
    let ok = 0;
    let errorsWithCache = 0;
    let busyNeverCached = 0;
    let otherErrors = 0;
    const visit = async (instance: StartedGateway, query: string) => {
      const hadAnswer = answered.has(query);
      const started = performance.now();
      requests++;
      let status = 0;
      try {
        const response = await fetch(`${instance.url}/explorer/v0/transactions-pages?${query}`);
        await response.text();
        status = response.status;
        const kind = response.headers.get('x-cache') ?? 'none';
        if (status === 200) cache.set(kind, (cache.get(kind) ?? 0) + 1);
        if (status === 200 && (kind === 'hit' || kind === 'stale')) cachedLatencies.push(performance.now() - started);
      } catch {
        status = 0;
      }
      latencies.push(performance.now() - started);
      if (status === 200) {
        ok++;
        answered.add(query);
        if (!firstAnswerMs.has(query)) firstAnswerMs.set(query, Date.now() - startedAt);
      } else if (hadAnswer) errorsWithCache++;
      else if (status === 503) {
        busyNeverCached++;
        everBusy.add(query);
      } else otherErrors++;
    };

    try {
      const until = Date.now() + SECONDS * 1000;
      await Promise.all(Array.from({ length: VISITORS }, (_, v) => visitor(rng(v + 1), until, instances, visit)));
    } finally {
      await Promise.all(instances.map((i) => i.close()));
      await new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => resolve());
      });
      await redis.kill();
    }

    const times = arrivals.map((a) => a.at).sort((a, b) => a - b);
    const perWindow = times.map((t) => times.filter((u) => u >= t && u < t + WINDOW_MS).length);
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    const tooMany = arrivals.filter((a) => a.status === 429).length;
    const byCache = [...cache].map(([kind, n]) => `${kind} ${n}`).join(', ');
    const queries = FILTERS.length * PAGES;
    return [
      `visitor requests: ${requests}, answered 200: ${ok} (${byCache}); median ${ms(median(latencies))}, p95 ${ms(percentile(latencies, 0.95))}; cached answers p95 ${ms(percentile(cachedLatencies, 0.95))} (must be < 50 ms)`,
      `upstream explorer requests: ${arrivals.length}, max per 5 s window: ${Math.max(0, ...perWindow)} (must be ≤ 1), closest two ${gaps.length ? ms(Math.min(...gaps)) : 'n/a'} apart`,
      `upstream 429s: ${tooMany} (must be 0)`,
      `visitor errors where a cached answer existed: ${errorsWithCache} (must be 0); other errors: ${otherErrors}`,
      `visitor 503s for never-cached queries (allowed): ${busyNeverCached}, on ${everBusy.size} of ${queries} queries; ${answered.size} of ${queries} queries answered by the end`,
      `queries first answered within 60 s: ${[...firstAnswerMs.values()].filter((t) => t <= 60_000).length} of ${queries} (must be ≥ 12), within 80 s: ${[...firstAnswerMs.values()].filter((t) => t <= 80_000).length} (must be ${queries} with BENCH_GATEWAY_SECONDS=80); the last at ${(Math.max(0, ...firstAnswerMs.values()) / 1000).toFixed(1)} s`,
      `gateway warnings and errors logged: ${warnings}`,
    ];
  },
};

// The queue's figures come from a simulated minute (gateway-queue.ts); this real-time run over HTTP and Redis, a
// minute of the machine's time, runs with BENCH_GATEWAY_REAL=1.
export const gatewayBenchmarks = [overheadBenchmark, ...(process.env.BENCH_GATEWAY_REAL ? [historyBenchmark] : [])];
