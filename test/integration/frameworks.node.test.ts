// Framework integration: small Vue 3, Svelte 5, React 19 and Angular 21 apps built with Vite, and plain pages that load only
// a script-tag bundle (the classic IIFE, and the ES module whose elements load on first use), each run in Chromium against the simulator: a dry quote, confirm, a deposit, and the
// app's own log of `swap-quote-confirm` and `swap-status-change` up to SUCCESS.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build, preview, type InlineConfig, type PluginOption, type PreviewServer } from 'vite';
import vue from '@vitejs/plugin-vue';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import react from '@vitejs/plugin-react';
import { distBuilt, distBuiltByRun } from '../helpers/dist-built.js';
import { simulatorPlugin } from '../../src/simulator/vite-plugin.js';
import { PROCESSING_MS, confirmMs } from '../../src/simulator/lifecycle.js';
import { APP_FEES } from './shared/sim.js';
// @ts-expect-error: a plain .mjs helper shared with web-test-runner.config.mjs, without type declarations.
import { CHROME_ARGS, findChrome } from '../../scripts/find-chrome.mjs';
import { sharedProcessPages, type SharedProcessPages } from '../helpers/shared-process-pages.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const HERE = fileURLToPath(new URL('.', import.meta.url));
const IIFE = join(ROOT, 'dist/cdn/swap-elements.iife.js');

interface App {
  url: string;
  close(): Promise<void>;
}

const closePreview = (server: PreviewServer) =>
  new Promise<void>((resolve) => server.httpServer.close(() => resolve()));

async function serve(config: InlineConfig, path = '/'): Promise<App> {
  const server = await preview({ ...config, preview: { port: 0, host: '127.0.0.1' } });
  return { url: server.resolvedUrls!.local[0]!.replace(/\/$/, '') + path, close: () => closePreview(server) };
}

/** Builds one app into a temp dir and serves the result statically (the simulator runs inside the page). */
async function buildApp(name: string, plugins: PluginOption[]): Promise<App> {
  const outDir = mkdtempSync(join(tmpdir(), `swap-elements-${name}-`));
  const config: InlineConfig = { configFile: false, logLevel: 'error', root: join(HERE, name), plugins };
  await build({ ...config, build: { outDir, emptyOutDir: true } });
  const app = await serve({ ...config, build: { outDir } });
  return { url: app.url, close: () => app.close().then(() => rmSync(outDir, { recursive: true, force: true })) };
}

/** The plain pages are served as is from the repository, with the simulator mounted at /sim by the Vite plugin. */
async function plainPage(file: string): Promise<App> {
  if (distBuiltByRun()) await distBuilt();
  else if (!existsSync(IIFE)) {
    const { status } = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
    assert.equal(status, 0, 'node scripts/build.mjs failed');
  }
  return serve(
    {
      configFile: false,
      logLevel: 'error',
      root: ROOT,
      build: { outDir: ROOT },
      // A manual clock, moved by the test (as the framework apps' in-page simulators): a real clock would run on while
      // the other apps' tests go first, and on a busy machine reach the quote's deadline before this page confirms.
      plugins: [simulatorPlugin({ seed: 1, clock: 'manual', startTime: Date.now() })],
    },
    `/test/integration/plain/${file}`,
  );
}

const APPS: [string, () => Promise<App>][] = [
  [
    'Vue 3',
    () =>
      buildApp('vue', [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('swap-') } } })]),
  ],
  ['Svelte 5', () => buildApp('svelte', [svelte()])],
  ['React 19', () => buildApp('react', [react()])],
  ['Angular 21', () => buildApp('angular', [])],
  ['plain HTML with the IIFE bundle', () => plainPage('index.html')],
  ['plain HTML with the ES module bundle (elements loaded on first use)', () => plainPage('module.html')],
];

async function logLines(page: Page): Promise<string[]> {
  return ((await page.locator('#log').textContent()) ?? '').split('\n').filter(Boolean);
}

/** The JSON after `<event> ` on the app's log lines for that event. */
async function logged(page: Page, event: string): Promise<Record<string, unknown>[]> {
  return (await logLines(page))
    .filter((line) => line.startsWith(`${event} `))
    .map((line) => JSON.parse(line.slice(event.length + 1)) as Record<string, unknown>);
}

describe('framework integration', () => {
  let browser: Browser;
  let pages: SharedProcessPages;
  const apps = new Map<string, Promise<App>>();

  before(async () => {
    const executablePath = findChrome() as string | undefined;
    assert.ok(executablePath, 'no Chromium found (set CHROME_PATH or install Debian chromium)');
    browser = await chromium.launch({ executablePath, headless: true, args: CHROME_ARGS });
    pages = await sharedProcessPages(browser);
    // Build every app at once; each test waits for its own.
    for (const [name, start] of APPS) apps.set(name, start());
  });
  after(async () => {
    await pages?.close();
    await browser?.close();
    const settled = await Promise.allSettled(apps.values());
    await Promise.all(settled.map((result) => (result.status === 'fulfilled' ? result.value.close() : undefined)));
  });

  for (const [name] of APPS) {
    it(`${name}: binds attributes and properties and logs confirm and status events up to SUCCESS`, async (t) => {
      const app = await apps.get(name)!;
      const page = await pages.open(app.url);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(app.url);
      await page.locator('html[data-sim-ready]').waitFor({ timeout: 120_000 });

      await page.locator('swap-quote [part="quote"]').waitFor({ timeout: 120_000 });
      await page.locator('swap-quote [part="confirm-button"]').click();
      await page.locator('#log', { hasText: 'swap-quote-confirm' }).waitFor({ timeout: 120_000 });
      const [confirm, ...moreConfirms] = await logged(page, 'swap-quote-confirm');
      assert.equal(moreConfirms.length, 0);
      const { depositAddress, amountIn, appFees } = confirm as {
        depositAddress: string;
        amountIn: string;
        appFees: unknown;
      };
      assert.match(depositAddress, /^0x[0-9a-f]{40}$/i, 'an Ethereum deposit address');
      assert.equal(amountIn, '100000000', 'the bound amount attribute (100 USDC)');
      assert.deepEqual(appFees, APP_FEES, 'the bound appFees property reached the quote request');

      await page.evaluate(
        (input) => window.sim!.deposit({ depositAddress: input.depositAddress, amount: input.amountIn }),
        { depositAddress, amountIn },
      );
      // The simulator's clock moves only here: each step waits for the page to show the status it leads to.
      const shows = (status: string) => page.locator('#log', { hasText: `"status":"${status}"` }).waitFor({ timeout: 120_000 }); // prettier-ignore
      const advance = (ms: number) => page.evaluate((by) => window.sim!.advance(by), ms);
      await shows('KNOWN_DEPOSIT_TX');
      await advance(confirmMs('eth'));
      await shows('PROCESSING');
      await advance(PROCESSING_MS);
      await shows('SUCCESS');
      const statuses = (await logged(page, 'swap-status-change')).map((detail) => detail.status);
      t.diagnostic(`statuses: ${statuses.join(' → ')}`);
      assert.equal(statuses.at(-1), 'SUCCESS');
      assert.ok(statuses.length >= 2, `several status changes, got ${statuses.join(' → ')}`);
      assert.equal(new Set(statuses).size, statuses.length, `each status once: ${statuses.join(' → ')}`);
      assert.deepEqual(errors, []);
      if (name.includes('ES module')) {
        const loaded = await page.evaluate(() => (window as unknown as { loadedModules(): string[] }).loadedModules());
        assert.deepEqual(
          loaded.sort(),
          ['swap-elements.js', 'swap-quote.js', 'swap-status.js'],
          'only what the page shows',
        );
      }
      await page.close();
    });
  }
});
