// Pages for the Node tests that drive Chromium (Playwright): each test gets a page of its own, from empty storage, but
// every page lives in one renderer process. A fresh process per page (Playwright's default: a new browser context
// each) costs more than the page: on this kind of VM, where page tables are costly, opening the demo in a new context
// took 5.5 CPU-s and 2.0 in the kept process (over six openings each). Pages that must run side by side (the demo's
// axe lanes) take browser contexts of their own instead.
import type { Browser, BrowserContext, Page } from 'playwright-core';
// @ts-expect-error: a plain .mjs helper shared with web-test-runner.config.mjs, without type declarations.
import { PAGE_OPTIONS } from '../../scripts/find-chrome.mjs';

export interface SharedProcessPages {
  /**
   * A new page, from empty storage for `origin` (the site it will open), its waits bounded by two minutes (they wait
   * for states: only a starved machine comes near that). One page at a time: it closes the page opened before, so a
   * test that failed before closing its own leaves nothing running beside the next (pages of one context share
   * storage).
   */
  open(origin: string, viewport?: { width: number; height: number }): Promise<Page>;
  close(): Promise<void>;
}

/**
 * One browser context whose pages share a renderer process: Chromium runs with --renderer-process-limit=1
 * (scripts/find-chrome.mjs), and a page kept open on the site (127.0.0.1, any port) keeps that process alive between
 * one test's page and the next. The kept page is answered by Playwright itself: no server sees it.
 */
export async function sharedProcessPages(browser: Browser): Promise<SharedProcessPages> {
  const context: BrowserContext = await browser.newContext(PAGE_OPTIONS);
  const keeper = await context.newPage();
  const keeperUrl = 'http://127.0.0.1:9/kept-process';
  await keeper.route(keeperUrl, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html>' }));
  await keeper.goto(keeperUrl);
  const devtools = await context.newCDPSession(keeper);
  let current: Page | undefined;
  return {
    async open(origin, viewport) {
      if (current && !current.isClosed()) await current.close();
      // Pages of one context share storage: each test starts from none, as in a context of its own.
      await devtools.send('Storage.clearDataForOrigin', { origin: new URL(origin).origin, storageTypes: 'all' });
      const page = await context.newPage();
      if (viewport) await page.setViewportSize(viewport);
      page.setDefaultTimeout(120_000);
      current = page;
      return page;
    },
    close: () => context.close(),
  };
}
