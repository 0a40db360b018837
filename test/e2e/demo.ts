// End-to-end tests of the demo page in Debian's Chromium (playwright-core): a full swap to SUCCESS, a refund, history
// paging, axe on every story and theme preset in light and dark, phone widths, stories that do not leak into each
// other, the fault switches after a reload. The static build runs every test, in two files that run side by side
// (demo-static: the flows; demo-axe: axe and layout; one build shared, see static-demo.ts); demo-dev.node.test.ts runs
// what the dev server changes and a smoke of every story. E2E_SCREENSHOTS=1 also saves a screenshot of each story.
// Every wait is for a rendered state (the quote shown, nothing aria-busy), never for a length of time.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { Plugin, PreviewServer, ViteDevServer } from 'vite';
// @ts-expect-error: a plain .mjs helper shared with web-test-runner.config.mjs, without type declarations.
import { CHROME_ARGS, PAGE_OPTIONS, findChrome } from '../../scripts/find-chrome.mjs';
import { sharedProcessPages, type SharedProcessPages } from '../helpers/shared-process-pages.js';
import { THEMES } from '../../demo/themes.js';

/** Where E2E_SCREENSHOTS=1 saves a full-page screenshot of each story in light and dark (for a person to look at). */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1' ? 'test-output/screenshots' : '';
const ALL_STORIES = [
  'flow',
  'widget',
  'quote',
  'deposit',
  'status',
  'history',
  'activity',
  'groups',
  'any-input',
  'wallet',
  'wallet-intents',
  'account',
  'wallet-btc',
  'wallet-tron',
  'wallet-stellar',
  'wallet-sol',
  'wallet-near',
  'wallet-ton',
  'wallet-sui',
  'wallet-aptos',
  'wallet-movement',
  'wallet-starknet',
  'status-page',
  'going-live',
  'theming',
  'errors',
  'orders',
];
/** `E2E_STORIES=wallet-intents,flow` runs the tests that go over every story (axe, phone widths, the smoke) on those. */
const ONLY = (process.env.E2E_STORIES ?? '').split(',').filter(Boolean);
const STORIES = ONLY.length ? ALL_STORIES.filter((story) => ONLY.includes(story)) : ALL_STORIES;
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** What each story shows once it has loaded (CSS locators pierce the elements' shadow roots). */
const QUOTE_SHOWN = 'swap-quote [part="quote"][aria-busy="false"]';
const READY: Record<string, string[]> = {
  flow: [QUOTE_SHOWN],
  widget: [`swap-widget ${QUOTE_SHOWN}`],
  quote: ['swap-quote [part="token-input"]'],
  deposit: ['swap-deposit [part="deposit-address-value"]'],
  status: ['swap-status [part="status-title"]'],
  // The summary, not a row: on a phone the table is below the fold, where the virtualizer renders no rows.
  history: ['swap-history [part="summary"]:has-text("1–50 of")'],
  activity: ['swap-activity [part="title"]'],
  'any-input': [QUOTE_SHOWN],
  wallet: [QUOTE_SHOWN, 'swap-quote [part="wallet-button"]'],
  'wallet-intents': [QUOTE_SHOWN],
  // Before a wallet connects: the Connect row (the stand-in wallet announces itself).
  account: ['swap-account [part="connect-button"]'],
  'wallet-btc': [QUOTE_SHOWN, 'swap-quote [part="wallet-button"]'],
  'wallet-tron': [QUOTE_SHOWN, 'swap-quote [part="wallet-button"]'],
  'wallet-stellar': [QUOTE_SHOWN],
  'wallet-sol': [QUOTE_SHOWN, 'swap-quote [part="wallet-button"]'],
  'wallet-near': [QUOTE_SHOWN, 'swap-quote [part="wallet-button"]'],
  'wallet-ton': [QUOTE_SHOWN, 'swap-quote [part="wallet-button"]'],
  'wallet-sui': [QUOTE_SHOWN, 'swap-quote [part="wallet-button"]'],
  'wallet-aptos': [QUOTE_SHOWN, 'swap-quote [part="wallet-button"]'],
  'wallet-movement': [QUOTE_SHOWN, 'swap-quote [part="wallet-button"]'],
  'wallet-starknet': [QUOTE_SHOWN, 'swap-quote [part="wallet-button"]'],
  groups: [`.column:nth-child(1) ${QUOTE_SHOWN}`, `.column:nth-child(2) ${QUOTE_SHOWN}`],
  'status-page': ['swap-status [part="status-title"]'],
  'going-live': [QUOTE_SHOWN, 'swap-history [part="summary"]:has-text("1–50 of")'],
  theming: [QUOTE_SHOWN],
  errors: [QUOTE_SHOWN],
  // The order form with the market price beside the price, and the list answered (empty on a fresh simulator).
  orders: ['swap-order [part="market"]', 'swap-orders [part="empty"], swap-orders [part="list"]'],
};

/**
 * Every element in the stage, shadow trees included (a loop, not a named helper: tsx would wrap a named function in
 * a `__name()` call that does not exist in the page).
 */
const STAGE_ELEMENTS = `(() => {
  const found = [];
  const roots = [document.querySelector('#stage')];
  while (roots.length) {
    for (const element of roots.pop().querySelectorAll('*')) {
      found.push(element);
      if (element.shadowRoot) roots.push(element.shadowRoot);
    }
  }
  return found;
})()`;

/** Waits until the story has rendered its content, nothing in it is aria-busy and no element has an update pending. */
async function settled(page: Page, story: string): Promise<void> {
  for (const selector of READY[story]!) await page.locator(selector).first().waitFor({ timeout: 120_000 });
  await page.waitForFunction(`!${STAGE_ELEMENTS}.some((e) => e.getAttribute('aria-busy') === 'true')`);
  await page.evaluate(`Promise.all(${STAGE_ELEMENTS}.map((e) => e.updateComplete)).then(() => true)`);
}

async function openStory(page: Page, base: string, story: string, scheme = '', theme = ''): Promise<void> {
  await page.goto(`${base}/#${story}`);
  await page.locator('#sim-status', { hasText: 'Simulator ready' }).waitFor();
  if (scheme) await page.selectOption('#color-scheme', scheme);
  if (theme) await page.selectOption('#theme-preset', theme);
  await settled(page, story);
}

/** Opens another story the way a visitor does: a link in the story list (same page, same stores). */
async function switchStory(page: Page, story: string): Promise<void> {
  await page.click(`#stories a[href="#${story}"]`);
  await page.locator(`#stories a[href="#${story}"][aria-current="page"]`).waitFor();
  await settled(page, story);
}

/** Quote → confirm → deposit from the simulator panel → status to its end. */
async function swap(page: Page, deposit: '#sim-exact' | '#sim-less', finalTitle: string, skips: number) {
  await page.locator(QUOTE_SHOWN).waitFor({ timeout: 120_000 });
  await page.locator('swap-quote [part="confirm-button"]').click();
  await page.locator('swap-deposit [part="deposit-address-value"]').waitFor({ timeout: 120_000 });
  await page.click(deposit);
  await page.locator('#sim-status', { hasText: 'Deposited' }).waitFor();
  for (let i = 0; i < skips; i++) await page.click('#sim-skip');
  await page.locator('swap-status [part="status-title"]', { hasText: finalTitle }).waitFor({ timeout: 120_000 });
}

/** The axe rules whose outcome depends on colours (WCAG 1.4.3 text contrast, 1.4.1 links told apart by colour). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe over the stage: every rule, or (`colourOnly`, for a story already checked in another scheme or look) only what
 * a colour can change, since the rest reads the same DOM.
 */
async function axe(page: Page, colourOnly = false): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const options = colourOnly ? { runOnly: { type: 'rule', values: COLOUR_RULES } } : {};
  return page.evaluate(async (options) => {
    const result = await (
      window as unknown as {
        axe: {
          run(
            node: Element,
            options: object,
          ): Promise<{ violations: { id: string; help: string; nodes: { html: string }[] }[] }>;
        };
      }
    ).axe.run(document.querySelector('#stage')!, options);
    return result.violations.map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`);
  }, options);
}

/**
 * Every 404 the server answered (the browser's own favicon request included), except the served simulator's (and its
 * gateway's) answers about unknown swaps, which are part of its API.
 */
export function notFoundLog(simulatorOnServer: boolean): { plugin: Plugin; missing: string[] } {
  const missing: string[] = [];
  const watch = (server: ViteDevServer | PreviewServer): void => {
    server.middlewares.use((req, res, next) => {
      res.on('finish', () => {
        const api = req.url?.startsWith('/sim/') || req.url?.startsWith('/gateway/');
        if (res.statusCode === 404 && !(simulatorOnServer && api)) missing.push(req.url ?? '');
      });
      next();
    });
  };
  return { missing, plugin: { name: 'e2e-not-found-log', configureServer: watch, configurePreviewServer: watch } };
}

export interface Served {
  url: string;
  close(): Promise<void>;
  /** Paths answered 404. */
  missing: string[];
  /** The dev server's simulator outlives a page; the static build's runs inside the page and restarts with it. */
  simulatorOnServer: boolean;
}

/**
 * Which of the demo's tests a file runs: `dev` is what depends on the server (its simulator and gateway on the server,
 * reloads, what it serves) and a smoke of every story, since the rest is the same page either way; the static build
 * runs the rest in two files side by side (the flows; axe and layout, which share one browser and one server).
 */
export type Part = 'dev' | 'flows' | 'axe' | 'layout';

/** Runs `work` on each item with `lanes` pages at once (Playwright gives every page focus and visibility). */
async function inLanes<T>(items: T[], lanes: number, work: (item: T, lane: number) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: lanes }, async (_, lane) => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item, lane);
    }),
  );
}

/** The demo's tests of the given parts on one server, in one browser. */
export function suite(name: string, start: () => Promise<Served>, parts: Part[]) {
  /** A test of the given parts only (not registered otherwise, so not counted as a pass). */
  const test = (of: Part[], title: string, fn: () => Promise<void>) =>
    of.some((part) => parts.includes(part)) ? it(title, fn) : undefined;
  const inFull = (title: string, fn: () => Promise<void>) => test(['flows'], title, fn);
  describe(name, () => {
    let browser: Browser;
    let server: Served;
    let pages: SharedProcessPages;

    before(async () => {
      const executablePath = findChrome() as string | undefined;
      assert.ok(executablePath, 'no Chromium found (set CHROME_PATH or install Debian chromium)');
      server = await start();
      browser = await chromium.launch({ executablePath, headless: true, args: CHROME_ARGS });
      pages = await sharedProcessPages(browser);
    });
    after(async () => {
      await pages?.close();
      await browser?.close();
      await server?.close();
    });

    if (parts.includes('dev')) {
      it('opens every story, each settles, and no page throws', async () => {
        const page = await pages.open(server.url);
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        for (const story of STORIES) await openStory(page, server.url, story);
        assert.deepEqual(errors, []);
        await page.close();
      });
    }

    // The dev server's own swap to SUCCESS and history are in its "goes live" test (through its gateway).
    inFull('completes a swap from choosing tokens to SUCCESS', async () => {
      const page = await pages.open(server.url);
      await openStory(page, server.url, 'flow');
      await swap(page, '#sim-exact', 'Swap complete', 2);
      const log = await page.locator('#event-log').textContent();
      for (const event of ['swap-quote-confirm', 'swap-status-change', 'swap-complete'])
        assert.match(log ?? '', new RegExp(event));
      await page.close();
    });

    inFull('refunds a deposit that was too small once the deadline passes', async () => {
      const page = await pages.open(server.url);
      await openStory(page, server.url, 'flow');
      await page.click('#new-quote');
      await swap(page, '#sim-less', 'Refunded', 7);
      await page.close();
    });

    inFull('takes any amount in on a chosen chain and lists what was collected and withdrawn (ANY_INPUT)', async () => {
      const page = await pages.open(server.url);
      await openStory(page, server.url, 'any-input');
      await page.locator(QUOTE_SHOWN).waitFor({ timeout: 120_000 });
      await page.locator('swap-quote [part="confirm-button"]').click();
      const picker = page.locator('swap-deposit #pay-from');
      await picker.waitFor({ timeout: 120_000 });
      const chains = await picker
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
      assert.ok(chains.length > 2, `one choice per chain: ${chains.join(', ')}`);
      await page.click('#sim-exact');
      await page.locator('#sim-status', { hasText: 'Deposited' }).waitFor();
      for (let i = 0; i < 2; i++) await page.click('#sim-skip');
      await page.locator('swap-status [part~="withdrawal"]').first().waitFor({ timeout: 120_000 });
      // One deposit from the panel, one withdrawal: the count and the row agree.
      const totals = await page.locator('swap-status [part="withdrawals-totals"]').textContent();
      assert.match(totals ?? '', /\b1 withdrawal\b/);
      assert.equal(await page.locator('swap-status [part~="withdrawal"]').count(), 1);
      await page.close();
    });

    inFull('pages the history within the rate limit', async () => {
      const page = await pages.open(server.url);
      await openStory(page, server.url, 'history');
      const summary = page.locator('swap-history [part="summary"]');
      await summary.filter({ hasText: /1–50 of/ }).waitFor({ timeout: 120_000 });
      await page.locator('swap-history').getByRole('button', { name: 'Next page' }).click();
      await summary.filter({ hasText: /51–100 of/ }).waitFor({ timeout: 120_000 });
      await page.close();
    });

    test(
      ['dev', 'flows'],
      'goes live through the gateway: no credential from the page, a masked public history, a swap to SUCCESS',
      async () => {
        const page = await pages.open(server.url, { width: 1400, height: 1000 });
        const credentials: string[] = [];
        const gateway: string[] = [];
        page.on('request', (request) => {
          const headers = request.headers();
          if (headers['authorization'] || headers['x-api-key'])
            credentials.push(`${request.method()} ${request.url()}`);
          const path = new URL(request.url()).pathname;
          if (path.startsWith('/gateway/')) gateway.push(`${request.method()} ${path}`);
        });
        await openStory(page, server.url, 'going-live');
        for (const tag of ['swap-quote', 'swap-deposit', 'swap-status', 'swap-history'])
          assert.equal(await page.getAttribute(tag, 'base-url'), '/gateway', tag);
        assert.equal(await page.getAttribute('swap-history', 'explorer-url'), '/gateway/explorer');

        // The public view: every address in the history is masked (`0x1234…abcd`), none in full.
        await page.locator('swap-history').scrollIntoViewIfNeeded();
        await page.locator('swap-history [part="row"]').first().waitFor({ timeout: 120_000 });
        const addresses = await page.locator('swap-history [part="address-full"]').allTextContents();
        assert.ok(addresses.length > 0, 'no addresses in the history');
        for (const address of addresses) assert.match(address.trim(), /^(?:.{6}….{4}|•••)$/u);

        // A swap through the gateway, deposited into from the panel (the same simulator behind it).
        await page.locator('swap-quote').scrollIntoViewIfNeeded();
        await swap(page, '#sim-exact', 'Swap complete', 2);

        const tokens = await page.evaluate(`${STAGE_ELEMENTS}.filter((e) => e.token).length`);
        assert.equal(tokens, 0, 'an element holds a token');
        assert.deepEqual(credentials, []);
        if (server.simulatorOnServer) {
          // Real requests from the page (the static build's gateway runs inside the page, without requests to see).
          for (const route of [
            'GET /gateway/v0/tokens',
            'POST /gateway/v0/quote',
            'GET /gateway/v0/status',
            'GET /gateway/explorer/v0/transactions-pages',
          ])
            assert.ok(gateway.includes(route), `no ${route}`);
        }
        await page.close();
      },
    );

    test(
      ['axe'],
      'passes axe on every story in light and dark, and on every theme preset, once each has settled',
      async () => {
        if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
        const problems: string[] = [];
        // Two pages take the stories in turn, side by side, each in a browser context of its own (its own storage: one
        // story's swap never reaches the other page).
        const lanes = await Promise.all(
          [0, 1].map(async () => {
            const page = await browser.newPage({ ...PAGE_OPTIONS, viewport: { width: 1400, height: 1000 } });
            page.setDefaultTimeout(120_000); // waits for states: only a starved machine comes near it
            return page;
          }),
        );
        // Each story is opened once: light first (every rule), then dark chosen in the page as a visitor does (colours
        // only, the rest reads the same DOM). The presets likewise on one opening of the theming story.
        const openings = [
          ...STORIES.map((story) => ({
            story,
            looks: [
              { scheme: 'light', theme: '' },
              { scheme: 'dark', theme: '' },
            ],
          })),
          {
            story: 'theming',
            looks: Object.keys(THEMES).flatMap((theme) => ['light', 'dark'].map((scheme) => ({ scheme, theme }))),
          },
        ];
        await inLanes(openings, lanes.length, async ({ story, looks }, lane) => {
          const page = lanes[lane]!;
          await openStory(page, server.url, story);
          for (const { scheme, theme } of looks) {
            await page.selectOption('#color-scheme', scheme);
            if (theme) await page.selectOption('#theme-preset', theme);
            await settled(page, story);
            // The history renders rows only in view (virtualized): scrolled in, its rows are checked too.
            if (!theme && (await page.locator('swap-history').count())) {
              await page.locator('swap-history [part="body"]').scrollIntoViewIfNeeded();
              await page.locator('swap-history [part="row"]').first().waitFor({ timeout: 120_000 });
            }
            if (SCREENSHOTS && !theme) {
              await page.screenshot({ path: `${SCREENSHOTS}/${name}-${story}-${scheme}.png`, fullPage: true });
            }
            const where = theme ? `theming/${theme}/${scheme}` : `${story}/${scheme}`;
            // Every rule once per story (light); the dark scheme and the presets change colours only.
            const colourOnly = scheme === 'dark' || theme !== '';
            problems.push(...(await axe(page, colourOnly)).map((p) => `${where}: ${p}`));
          }
        });
        assert.deepEqual(problems.sort(), []);
        await Promise.all(lanes.map((page) => page.close()));
      },
    );

    test(['layout'], 'fits a phone: no story scrolls sideways at 320 or 375 px', async () => {
      const wide: string[] = [];
      // Each story opened once at 320 px, then the same page made 375 px wide (a wider phone).
      const page = await pages.open(server.url, { width: 320, height: 800 });
      for (const story of STORIES) {
        for (const width of [320, 375]) {
          if (width === 320) await openStory(page, server.url, story);
          else {
            await page.setViewportSize({ width, height: 800 });
            await settled(page, story);
          }
          const { pageWidth, storyOverflow } = await page.evaluate(() => {
            const main = document.querySelector('main')!;
            return {
              pageWidth: document.documentElement.scrollWidth,
              storyOverflow: main.scrollWidth - main.clientWidth,
            };
          });
          if (pageWidth > width) wide.push(`${story} at ${width}: the page is ${pageWidth} px wide`);
          if (storyOverflow > 0) wide.push(`${story} at ${width}: the story scrolls ${storyOverflow} px sideways`);
        }
        await page.setViewportSize({ width: 320, height: 800 });
      }
      await page.close();
      assert.deepEqual(wide.sort(), []);
    });

    test(['layout'], 'shows the whole history table at 1280 px', async () => {
      const page = await pages.open(server.url, { width: 1280, height: 900 });
      await openStory(page, server.url, 'history');
      const table = await page.evaluate(() => {
        const wrap = document.querySelector('swap-history')!.shadowRoot!.querySelector('.table-wrap')!;
        const headers = wrap.querySelectorAll('[role="columnheader"]');
        const last = headers[headers.length - 1]!.getBoundingClientRect();
        return {
          hidden: wrap.scrollWidth - wrap.clientWidth,
          lastRight: last.right,
          wrapRight: wrap.getBoundingClientRect().right,
        };
      });
      assert.equal(table.hidden, 0, 'columns are cut off');
      assert.ok(table.lastRight <= table.wrapRight, 'the last column is outside the table');
      await page.close();
    });

    inFull('starts each story afresh: no quote or swap from another story', async () => {
      const page = await pages.open(server.url);
      // The deposit story opens a 250 USDC swap of its own.
      await openStory(page, server.url, 'deposit');
      assert.match((await page.locator('swap-deposit [part="amount-value"]').textContent()) ?? '', /250/);
      await switchStory(page, 'flow');
      assert.equal(await page.locator('swap-deposit [part="deposit-address-value"]').count(), 0);
      await page.locator('swap-deposit [part="empty"]').waitFor();
      assert.equal(await page.inputValue('swap-quote [part="amount-input"]'), '100');
      // A swap confirmed in the flow (100 USDC) stays out of the deposit story, and is gone on coming back.
      await page.locator('swap-quote [part="confirm-button"]').click();
      await page.locator('swap-deposit [part="amount-value"]', { hasText: '100' }).waitFor({ timeout: 120_000 });
      await switchStory(page, 'deposit');
      const amount = (await page.locator('swap-deposit [part="amount-value"]').textContent()) ?? '';
      assert.match(amount, /250/);
      assert.doesNotMatch(amount, /100/);
      await switchStory(page, 'flow');
      await page.locator('swap-deposit [part="empty"]').waitFor();
      // Nor does a reload bring another story's swap back.
      await page.reload();
      await page.locator('#sim-status', { hasText: 'Simulator ready' }).waitFor();
      await settled(page, 'flow');
      assert.equal(await page.locator('swap-deposit [part="deposit-address-value"]').count(), 0);
      await page.locator('swap-deposit [part="empty"]').waitFor();
      await page.close();
    });

    test(['dev', 'flows'], "ticks the fault switches as the simulator's faults are after a reload", async () => {
      const page = await pages.open(server.url);
      const boxes = ['fault-latency', 'fault-5xx', 'fault-malformed', 'fault-429', 'fault-swaps'];
      const ticked = () => Promise.all(boxes.map((id) => page.isChecked(`#${id}`)));
      const simFaults = () =>
        page.evaluate(() => fetch('/sim/1click/_sim/faults').then((r) => r.json() as Promise<Record<string, number>>));
      try {
        await openStory(page, server.url, 'status');
        await page.check('#fault-swaps');
        await page.locator('#sim-status', { hasText: 'Faults on.' }).waitFor();
        await page.reload();
        await page.locator('#sim-status', { hasText: 'Simulator ready' }).waitFor();
        if (server.simulatorOnServer) {
          const faults = await simFaults();
          assert.equal(faults.swapFailureRate, 1);
          assert.deepEqual(await ticked(), [
            faults.latencyMs! > 0,
            faults.errorRate! > 0,
            faults.malformedRate! > 0,
            faults.rateLimitRate! > 0,
            faults.swapFailureRate! > 0,
          ]);
          assert.match((await page.locator('#sim-status').textContent()) ?? '', /Faults are on/);
        } else {
          // The page's own simulator started again with the page, without faults.
          assert.deepEqual(await ticked(), [false, false, false, false, false]);
        }
      } finally {
        if (server.simulatorOnServer) {
          await page.evaluate(() => fetch('/sim/1click/_sim/faults', { method: 'DELETE' }));
        }
        await page.close();
      }
    });

    test(['dev', 'flows'], 'has a favicon and asks the server for nothing it lacks', async () => {
      const page = await pages.open(server.url);
      await openStory(page, server.url, 'flow');
      const icon = await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href ?? '');
      assert.ok(icon, 'no <link rel="icon">: the browser then asks for /favicon.ico');
      if (!icon.startsWith('data:')) assert.equal((await page.request.get(icon)).status(), 200);
      assert.deepEqual(server.missing, []);
      await page.close();
    });

    inFull(
      'demo details: a realistic wallet balance that Max can quote, whole event numbers, the language kept, literal defaults',
      async () => {
        const page = await pages.open(server.url);
        await openStory(page, server.url, 'wallet');
        // The demo wallet holds 5,000 USDC (not 10^18): Max fills that and the service quotes it.
        await page.locator('swap-quote [part="wallet-button"]').first().click();
        await page.locator('swap-quote [part="balance"]', { hasText: '5,000' }).waitFor({ timeout: 120_000 });
        await page.locator('swap-quote [part="max"]').click();
        assert.equal(await page.locator('swap-quote #amount').inputValue(), '5,000');
        await page.locator(QUOTE_SHOWN).waitFor({ timeout: 120_000 });
        assert.equal(await page.locator('swap-quote [part="alert"]').count(), 0);
        // The Events list has room for "100." before each entry (a 1.2em padding cut "10." to "0.").
        const room = await page.evaluate(() => {
          const log = document.querySelector('#event-log')!;
          const probe = document.createElement('span');
          probe.textContent = '100.';
          log.append(probe);
          const needed = probe.getBoundingClientRect().width;
          probe.remove();
          return { needed, padding: parseFloat(getComputedStyle(log).paddingLeft) };
        });
        assert.ok(room.padding >= room.needed, `padding ${room.padding}px < ${room.needed}px`);
        // The language choice survives a reload.
        await page.selectOption('#language', 'de');
        await page.reload();
        await page.locator('#sim-status', { hasText: 'Simulator ready' }).waitFor();
        assert.equal(await page.locator('#language').inputValue(), 'de');
        assert.equal(await page.getAttribute('#stage', 'lang'), 'de');
        await page.selectOption('#language', 'en');
        // The history's controls show the defaults' values, not the constants' names.
        await switchStory(page, 'history');
        const control = (name: string) =>
          page
            .locator('#controls .control')
            .filter({ has: page.locator('span', { hasText: new RegExp(`^${name}$`) }) })
            .locator('input')
            .first();
        assert.equal(await control('page-size').getAttribute('placeholder'), '50');
        assert.equal(await control('group').getAttribute('placeholder'), 'default');
        await page.close();
      },
    );

    inFull("offers the widget's quote attributes as controls, and they reach the inner quote", async () => {
      const page = await pages.open(server.url);
      await openStory(page, server.url, 'widget');
      const names = await page.locator('#controls fieldset .control > span').allTextContents();
      for (const attribute of [
        'origin-asset',
        'destination-asset',
        'amount',
        'recipient',
        'refund-address',
        'swap-type',
        'slippage',
        'deadline-minutes',
      ])
        assert.ok(names.includes(attribute), `no control for ${attribute}`);
      const swapType = page.locator('#controls .control', { hasText: 'swap-type' }).locator('select');
      await swapType.selectOption('EXACT_OUTPUT');
      assert.equal(await page.getAttribute('swap-widget', 'swap-type'), 'EXACT_OUTPUT');
      await page.waitForFunction(
        () =>
          (
            document.querySelector('swap-widget')?.shadowRoot?.querySelector('swap-quote') as {
              swapType?: string;
            } | null
          )?.swapType === 'EXACT_OUTPUT',
      );
      await page.close();
    });
  });
}
