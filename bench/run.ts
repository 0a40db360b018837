// `npm run bench`: named benchmarks, each printing its figures. Add new ones to BENCHMARKS.
import v8 from 'node:v8';
import vm from 'node:vm';
import { createSimulator } from '../src/simulator/app.js';
import { gatewayBenchmarks } from './gateway.js';
import { queueBenchmark } from './gateway-queue.js';
import { historyBenchmark } from './history.js';

// Exposes the garbage collector so heap figures are not noise from garbage not yet collected.
v8.setFlagsFromString('--expose_gc');
const gc = vm.runInNewContext('gc') as () => void;

interface Benchmark {
  name: string;
  run(): Promise<string[]>;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const ms = (n: number) => `${n.toFixed(2)} ms`;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

async function timeIt(runs: number, fn: () => Promise<unknown>): Promise<number> {
  await fn(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return median(times);
}

const BASE = 'http://bench.local/1click';
const EXPLORER = 'http://bench.local/explorer/api';
const sim = () =>
  createSimulator({ seed: 1, clock: 'manual', baseUrl: BASE, explorerUrl: EXPLORER, explorerIntervalMs: 0 });

const quoteBody = (now: number) =>
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
    deadline: new Date(now + 3_600_000).toISOString(),
  });

const quoteRequest = (now: number) =>
  new Request(`${BASE}/v0/quote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: quoteBody(now),
  });

export const BENCHMARKS: Benchmark[] = [
  {
    name: 'simulator: transactions-pages perPage=1000 (median of 30, target < 50 ms)',
    async run() {
      const s = sim();
      const auth = { authorization: `Bearer ${await s.issueToken()}` };
      const queries = [
        'perPage=1000',
        'perPage=1000&statuses=SUCCESS,REFUNDED,FAILED,PROCESSING,PENDING_DEPOSIT,INCOMPLETE_DEPOSIT&showTestTxs=true',
        'perPage=1000&fromChainId=eth&minUsdPrice=10&maxUsdPrice=100000',
        'perPage=1000&toTokenId=nep141:wrap.near&startTimestampUnix=1760000000',
        'perPage=1000&search=0x&referral=orbit-dex&statuses=SUCCESS,REFUNDED',
        'perPage=1000&page=3&affiliate=orbit-dex.near&endTimestamp=2026-01-01T00:00:00Z',
      ];
      const lines: string[] = [];
      for (const q of queries) {
        const t = await timeIt(30, async () => {
          const r = await s.fetch(new Request(`${EXPLORER}/v0/transactions-pages?${q}`, { headers: auth }));
          if (r.status !== 200) throw new Error(`${q}: ${r.status} ${await r.text()}`);
          await r.text();
        });
        lines.push(`${ms(t)}  ${q}`);
      }
      return lines;
    },
  },
  {
    name: 'simulator: dry quote without latency (median of 200, target < 5 ms)',
    async run() {
      const s = sim();
      const t = await timeIt(200, async () => {
        const r = await s.fetch(quoteRequest(s.clock.now()));
        if (r.status !== 200) throw new Error(await r.text());
        await r.text();
      });
      return [ms(t)];
    },
  },
  {
    name: 'simulator: heap before/after 10,000 dry quotes (should stay flat)',
    async run() {
      const s = sim();
      for (let i = 0; i < 200; i++) await (await s.fetch(quoteRequest(s.clock.now()))).text();
      gc();
      const before = process.memoryUsage().heapUsed;
      for (let i = 0; i < 10_000; i++) await (await s.fetch(quoteRequest(s.clock.now()))).text();
      gc();
      const after = process.memoryUsage().heapUsed;
      const info = await s.info();
      return [
        `before ${mb(before)}, after ${mb(after)}, delta ${mb(after - before)}`,
        `live swaps kept: ${info.liveSwaps}`,
      ];
    },
  },
  historyBenchmark,
  ...gatewayBenchmarks,
  queueBenchmark,
];

async function main() {
  const only = process.argv[2];
  for (const bench of BENCHMARKS) {
    if (only && !bench.name.includes(only)) continue;
    console.log(bench.name);
    for (const line of await bench.run()) console.log(`  ${line}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
