// The <swap-history> render benchmark: bundles bench/history-page.ts with esbuild, opens it in headless Chromium
// (the same binary the browser tests use) and reports the median first render of a 1000-row page.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { createSwapClient } from '../src/api/client.js';
import { RequestGate } from '../src/api/pacing.js';
import { createSimulator } from '../src/simulator/app.js';
// @ts-expect-error: a plain .mjs helper shared with web-test-runner.config.mjs, without type declarations.
import { BENCH_CHROME_ARGS, NO_BROWSER_MESSAGE, findChrome } from '../scripts/find-chrome.mjs';

const RUNS = 40;

export const historyBenchmark = {
  name: `swap-history: first render of 1000 rows (median of ${RUNS}, target < 25 ms, the data < 12 ms)`,
  async run(): Promise<string[]> {
    const executablePath = findChrome();
    if (!executablePath) return [`skipped: ${NO_BROWSER_MESSAGE}`];
    const bundle = await build({
      entryPoints: [fileURLToPath(new URL('./history-page.ts', import.meta.url))],
      bundle: true,
      write: false,
      format: 'iife',
      target: 'es2022',
      minify: true,
      tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)),
      define: { 'process.env.NODE_ENV': '"production"' },
      // package.json lists only src/index.ts as having side effects; the page imports the element module directly.
      ignoreAnnotations: true,
    });
    const EXPLORER = 'http://bench.local/explorer/api';
    const BASE = 'http://bench.local/1click';
    const sim = createSimulator({
      seed: 1,
      clock: 'manual',
      baseUrl: BASE,
      explorerUrl: EXPLORER,
      explorerIntervalMs: 0,
    });
    const token = await sim.issueToken();
    const client = createSwapClient({
      fetch: sim.fetch,
      baseUrl: BASE,
      explorerUrl: EXPLORER,
      token,
      explorerGate: new RequestGate(0),
    });
    const rows = JSON.stringify(await client.transactionsPage({ perPage: 1000 }));
    const tokens = JSON.stringify(await client.tokens());
    const browser = await chromium.launch({ executablePath, headless: true, args: BENCH_CHROME_ARGS });
    try {
      const page = await browser.newPage();
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.setContent('<!doctype html><html><body></body></html>');
      await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
      const result = await page.evaluate(
        ([runs, rows, tokens, token]) =>
          (
            window as unknown as {
              benchHistory(
                n: number,
                rows: string,
                tokens: string,
                token: string,
              ): Promise<{
                median: number;
                times: number[];
                rendered: number;
                dataMedian: number;
                restMedian: number;
                wholeMedian: number;
                firstRows: number;
              }>;
            }
          ).benchHistory(runs, rows, tokens, token),
        [RUNS, rows, tokens, token] as const,
      );
      const ms = (n: number) => `${n.toFixed(2)} ms`;
      const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
      return [
        `${verdict(result.median < 25)}  1000 rows laid out: ${ms(result.median)} median (target < 25 ms on a quiet machine)`,
        `${verdict(result.dataMedian < 12)}  the data part: ${ms(result.dataMedian)} median (target < 12 ms); every row read first, as before issue 52: ${ms(result.wholeMedian)} (${(result.dataMedian / result.wholeMedian).toFixed(2)}× of it in this run)`,
        `      the rows laid out: from the data in hand (decode, JSON.parse, the first ${result.firstRows} rows checked, render, layout)`,
        `      the other rows, checked later a slice per idle callback (timed alone): ${ms(result.restMedian)} median`,
        `min ${ms(Math.min(...result.times))}, max ${ms(Math.max(...result.times))}; ${result.rendered} of 1000 rows in the DOM (virtualized)`,
      ];
    } finally {
      await browser.close();
    }
  },
};

// `npx tsx bench/history.ts` runs it alone.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  historyBenchmark
    .run()
    .then((lines) => {
      console.log(historyBenchmark.name);
      for (const line of lines) console.log(`  ${line}`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
