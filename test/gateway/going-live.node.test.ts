// Issue 14, "Done when": `npm run gateway` with the simulator as upstream serves the demo's "Going live" story. This
// is step 1 of the README's "Going live" as a new user takes it: the standalone simulator (default seed, its demo
// partner token), `npm run gateway` configured by environment variables only, and the story (in Debian's Chromium)
// pointed at that gateway through its "Gateway URL" form. The story comes from the demo's static build, which the
// demo's end-to-end files share within a run: the page is the same as `npm start` serves (demo-dev.node.test.ts checks
// that server), and a second dev server here would transform and serve every module again. Every wait is for a
// printed line or a rendered state; the deadlines only stop a hang.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { chromium, type Browser, type Request as PageRequest } from 'playwright-core';
// @ts-expect-error: a plain .mjs helper shared with web-test-runner.config.mjs, without type declarations.
import { CHROME_ARGS, PAGE_OPTIONS, findChrome } from '../../scripts/find-chrome.mjs';
import { startServer, type StartedServer } from '../../src/simulator/server.js';
import { PROCESSING_MS, confirmMs } from '../../src/simulator/lifecycle.js';
import type { Served } from '../e2e/demo.js';
import { serveStaticDemo } from '../e2e/static-demo.js';

const QUOTE_SHOWN = 'swap-quote [part="quote"][aria-busy="false"]';

/** Resolves with the first match of `pattern` in what `child` prints on stdout; rejects if it exits first. */
function printed(child: ChildProcess, output: { text: string }, pattern: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const look = () => {
      const match = pattern.exec(output.text);
      if (!match) return;
      child.stdout!.off('data', look);
      child.off('exit', exited);
      resolve(match);
    };
    const exited = (code: number | null) => reject(new Error(`npm run gateway exited (${code}):\n${output.text}`));
    child.stdout!.on('data', look);
    child.once('exit', exited);
    look();
  });
}

describe('npm run gateway in front of the simulator serves the "Going live" story', { timeout: 600_000 }, () => {
  let simulator: StartedServer;
  let site: Served;
  let pageOrigin: string;
  let gateway: ChildProcess;
  let gatewayUrl: string;
  let banner: string;
  let token: string;
  let browser: Browser;
  const output = { text: '' };

  before(async () => {
    const executablePath = findChrome() as string | undefined;
    assert.ok(executablePath, 'no Chromium found (set CHROME_PATH or install Debian chromium)');
    // `npm run simulator` (a free port instead of 8787): its default seed, which the demo's quote key matches.
    simulator = await startServer({ port: 0, seed: 1 });
    token = await simulator.simulator.issueToken('demo-partner');
    site = await serveStaticDemo();
    pageOrigin = site.url;
    // The README's command, with PORT=0 instead of the default 8788 so that parallel runs never collide.
    gateway = spawn('npm', ['run', 'gateway'], {
      detached: true, // its own process group (npm, tsx, node), ended as one in after()
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        SWAP_API_URL: simulator.baseUrl,
        EXPLORER_API_URL: simulator.explorerUrl,
        PARTNER_JWT: token,
        ALLOWED_ORIGINS: pageOrigin,
        PORT: '0',
      },
    });
    gateway.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output.text += chunk));
    gateway.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output.text += chunk));
    gatewayUrl = (await printed(gateway, output, /swap-elements gateway on (http:\/\/127\.0\.0\.1:\d+)\n/))[1]!;
    banner = (await printed(gateway, output, /swap-elements gateway on [\s\S]*?shared state: .*\n/))[0];
    browser = await chromium.launch({ executablePath, headless: true, args: CHROME_ARGS });
  });

  after(async () => {
    await browser?.close();
    if (gateway?.pid && gateway.exitCode === null) {
      const exited = new Promise((resolve) => gateway.once('exit', resolve));
      process.kill(-gateway.pid, 'SIGTERM');
      await exited;
    }
    await site?.close();
    await simulator?.close();
  });

  it('prints the base-url and explorer-url to use, never the credential, and answers /healthz', async () => {
    assert.match(banner, new RegExp(`base-url="${gatewayUrl}"`));
    assert.match(banner, new RegExp(`explorer-url="${gatewayUrl}/explorer" \\(public\\)`));
    assert.match(banner, /credential: +Authorization: Bearer \(set\)/);
    assert.match(banner, new RegExp(`origins: +${pageOrigin}`));
    const health = await fetch(`${gatewayUrl}/healthz`);
    assert.deepEqual(await health.json(), { ok: true, state: 'memory', explorer: 'public' });
    assert.ok(!output.text.includes(token), 'the gateway printed the credential');
  });

  it('serves quote, deposit, status to SUCCESS and a masked public history, with no credential from the page', async () => {
    const page = await browser.newPage({ ...PAGE_OPTIONS, viewport: { width: 1400, height: 1000 } });
    page.setDefaultTimeout(120_000); // waits for states: only a starved machine comes near it
    const sent: PageRequest[] = [];
    page.on('request', (request) => sent.push(request));
    await page.goto(`${pageOrigin}/#going-live`);
    await page.locator('#sim-status', { hasText: 'Simulator ready' }).waitFor();
    // "open the demo's Going live story and enter http://127.0.0.1:8788 as its gateway URL"
    await page.fill('#gateway-url', gatewayUrl);
    await page.click('.gateway-form button[type="submit"]');
    await page.waitForURL(/[?&]gateway=/);
    await page.locator('#sim-status', { hasText: 'Simulator ready' }).waitFor();
    for (const tag of ['swap-quote', 'swap-deposit', 'swap-status', 'swap-history'])
      assert.equal(await page.getAttribute(tag, 'base-url'), gatewayUrl, tag);
    assert.equal(await page.getAttribute('swap-history', 'explorer-url'), `${gatewayUrl}/explorer`);

    // The public history: every address masked.
    await page.locator('swap-history').scrollIntoViewIfNeeded();
    await page.locator('swap-history [part="summary"]', { hasText: '1–50 of' }).waitFor({ timeout: 120_000 });
    await page.locator('swap-history [part="row"]').first().waitFor({ timeout: 120_000 });
    const addresses = await page.locator('swap-history [part="address-full"]').allTextContents();
    assert.ok(addresses.length > 0, 'no addresses in the history');
    for (const address of addresses) assert.match(address.trim(), /^(?:.{6}….{4}|•••)$/u);

    // A quote, confirmed; the deposit goes to the simulator behind this gateway (the panel drives the demo's own).
    await page.locator('swap-quote').scrollIntoViewIfNeeded();
    await page.locator(QUOTE_SHOWN).waitFor({ timeout: 120_000 });
    const confirmed = page.waitForResponse(
      (r) =>
        r.url() === `${gatewayUrl}/v0/quote` &&
        r.request().method() === 'POST' &&
        /"dry":false/.test(r.request().postData() ?? ''),
    );
    await page.locator('swap-quote [part~="confirm-button"]').click();
    const { quote } = (await (await confirmed).json()) as { quote: { depositAddress: string; amountIn: string } };
    await page.locator('swap-deposit [part="deposit-address-value"]', { hasText: quote.depositAddress }).waitFor();
    const deposit = await fetch(`${simulator.baseUrl}/_sim/deposit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ depositAddress: quote.depositAddress, amount: quote.amountIn }),
    });
    assert.equal(deposit.status, 200, await deposit.text());
    simulator.simulator.clock.advance(confirmMs('eth') + PROCESSING_MS);
    await page.locator('swap-status [part="status-title"]', { hasText: 'Swap complete' }).waitFor({ timeout: 120_000 });

    // Everything went to the gateway started above, and nothing the page sent carried a credential.
    const toGateway = sent.filter((r) => r.url().startsWith(`${gatewayUrl}/`));
    for (const route of ['GET /v0/tokens', 'POST /v0/quote', 'GET /v0/status', 'GET /explorer/v0/transactions-pages'])
      assert.ok(
        toGateway.some((r) => `${r.method()} ${new URL(r.url()).pathname}` === route),
        `no ${route} to the gateway`,
      );
    // Once pointed at it (the page's address carries ?gateway=), the story no longer uses the demo's own /gateway.
    const story = sent.filter((r) => r.headers().referer?.includes('gateway='));
    assert.ok(
      story.some((r) => r.url().startsWith(`${pageOrigin}/`)),
      'no same-origin request from the story',
    );
    assert.deepEqual(
      story.filter((r) => new URL(r.url()).pathname.startsWith('/gateway/')).map((r) => r.url()),
      [],
      "the demo's own gateway was used",
    );
    for (const request of sent) {
      const headers = await request.allHeaders();
      assert.equal(headers.authorization ?? headers['x-api-key'], undefined, request.url());
    }
    const holding = await page.evaluate(
      `[...document.querySelectorAll('swap-quote, swap-deposit, swap-status, swap-history')].filter((e) => e.token).length`,
    );
    assert.equal(holding, 0, 'an element holds a token');
    assert.ok(!(await page.content()).includes(token));
    assert.match(output.text, /"route":"\/v0\/quote","status":200/);
    assert.ok(!output.text.includes(token), 'the gateway logged the credential');
    await page.close();
  });
});
