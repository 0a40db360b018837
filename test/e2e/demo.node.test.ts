// End-to-end: the demo page in Debian's Chromium (playwright-core), on the Vite dev server and on the static build:
// a full swap to SUCCESS, a refund, history paging, axe on every story, and screenshots in light and dark.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build, createServer, preview, type PreviewServer, type ViteDevServer } from 'vite';
// @ts-expect-error: a plain .mjs helper shared with web-test-runner.config.mjs, without type declarations.
import { CHROME_ARGS, findChrome } from '../../scripts/find-chrome.mjs';

const SCREENSHOTS = 'test-output/screenshots';
const STORIES = [
  'flow',
  'widget',
  'quote',
  'deposit',
  'status',
  'history',
  'groups',
  'status-page',
  'theming',
  'errors',
];
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

async function openStory(page: Page, base: string, story: string, scheme = ''): Promise<void> {
  await page.goto(`${base}/#${story}`);
  await page.locator('#sim-status', { hasText: 'Simulator ready' }).waitFor();
  if (scheme) await page.selectOption('#color-scheme', scheme);
  await page.locator('#stage > *').first().waitFor();
}

/** Quote → confirm → deposit from the simulator panel → status to its end. */
async function swap(page: Page, deposit: '#sim-exact' | '#sim-less', finalTitle: string, skips: number) {
  await page.locator('swap-quote [part="quote"]').waitFor({ timeout: 15_000 });
  await page.locator('swap-quote [part="confirm-button"]').click();
  await page.locator('swap-deposit [part="deposit-address-value"]').waitFor({ timeout: 15_000 });
  await page.click(deposit);
  await page.locator('#sim-status', { hasText: 'Deposited' }).waitFor();
  for (let i = 0; i < skips; i++) await page.click('#sim-skip');
  await page.locator('swap-status [part="status-title"]', { hasText: finalTitle }).waitFor({ timeout: 40_000 });
}

async function axe(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const result = await (
      window as unknown as { axe: { run(node: Element): Promise<{ violations: { id: string; help: string }[] }> } }
    ).axe.run(document.querySelector('#stage')!);
    return result.violations.map((v) => `${v.id}: ${v.help}`);
  });
}

function suite(name: string, start: () => Promise<{ url: string; close(): Promise<void> }>) {
  describe(name, () => {
    let browser: Browser;
    let server: { url: string; close(): Promise<void> };

    before(async () => {
      const executablePath = findChrome() as string | undefined;
      assert.ok(executablePath, 'no Chromium found (set CHROME_PATH or install Debian chromium)');
      server = await start();
      browser = await chromium.launch({ executablePath, headless: true, args: CHROME_ARGS });
    });
    after(async () => {
      await browser?.close();
      await server?.close();
    });

    it('completes a swap from choosing tokens to SUCCESS', async () => {
      const page = await browser.newPage();
      await openStory(page, server.url, 'flow');
      await swap(page, '#sim-exact', 'Swap complete', 2);
      const log = await page.locator('#event-log').textContent();
      for (const event of ['swap-quote-confirm', 'swap-status-change', 'swap-complete'])
        assert.match(log ?? '', new RegExp(event));
      await page.close();
    });

    it('refunds a deposit that was too small once the deadline passes', async () => {
      const page = await browser.newPage();
      await openStory(page, server.url, 'flow');
      await page.click('#new-quote');
      await swap(page, '#sim-less', 'Refunded', 7);
      await page.close();
    });

    it('pages the history within the rate limit', async () => {
      const page = await browser.newPage();
      await openStory(page, server.url, 'history');
      const summary = page.locator('swap-history [part="summary"]');
      await summary.filter({ hasText: /1–50 of/ }).waitFor({ timeout: 20_000 });
      await page.locator('swap-history').getByRole('button', { name: 'Next page' }).click();
      await summary.filter({ hasText: /51–100 of/ }).waitFor({ timeout: 20_000 });
      await page.close();
    });

    it('passes axe on every story and saves light and dark screenshots', async () => {
      mkdirSync(SCREENSHOTS, { recursive: true });
      const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
      const problems: string[] = [];
      for (const story of STORIES) {
        for (const scheme of ['light', 'dark']) {
          await openStory(page, server.url, story, scheme);
          await page.waitForTimeout(400); // let tokens and first quotes render
          await page.screenshot({ path: `${SCREENSHOTS}/${name}-${story}-${scheme}.png`, fullPage: true });
          if (scheme === 'light') problems.push(...(await axe(page)).map((p) => `${story}: ${p}`));
        }
      }
      assert.deepEqual(problems, []);
      await page.close();
    });
  });
}

suite('dev server', async () => {
  const server: ViteDevServer = await createServer({ logLevel: 'error', server: { port: 0, host: '127.0.0.1' } });
  await server.listen();
  return { url: server.resolvedUrls!.local[0]!.replace(/\/$/, ''), close: () => server.close() };
});

suite('static build', async () => {
  await build({ logLevel: 'error', build: { outDir: '../dist/demo-e2e', emptyOutDir: true } });
  // A plain static server: the simulator runs inside the page.
  const server: PreviewServer = await preview({
    logLevel: 'error',
    plugins: [],
    build: { outDir: '../dist/demo-e2e' },
    preview: { port: 0, host: '127.0.0.1' },
  });
  return {
    url: server.resolvedUrls!.local[0]!.replace(/\/$/, ''),
    close: () => new Promise<void>((resolve) => server.httpServer.close(() => resolve())),
  };
});
