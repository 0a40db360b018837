// Issue 18: strict pages. Both bundles (the classic script dist/cdn/swap-elements.iife.js and the npm ES module entry
// dist/esm/all.js, from `node scripts/build.mjs`, which `npm test` runs first) on pages served with
// `default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; require-trusted-types-for 'script';
// trusted-types lit-html` (web-test-runner.config.mjs), through a full swap (quote → the token picker with its built-in
// logos → confirm → deposit → a deposit at the simulator's control endpoint → SUCCESS) and a history view, with zero
// `securitypolicyviolation`. The pages configure after the library
// loads, or declare their settings in markup: the first request goes to the configured service, none to the default.
// The simulator (manual clock) runs in this page; the strict pages reach it through harness.js.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until.js';
import { DEFAULT_BASE_URL, DEFAULT_EXPLORER_URL } from '../../src/api/client.js';
import { STORAGE_KEY } from '../../src/store/persistence.js';
import type { Simulator } from '../../src/simulator/app.js';
import { PROCESSING_MS, confirmMs } from '../../src/simulator/lifecycle.js';
import { BASE, EXPLORER, makeSim } from '../simulator/helpers.js';
import { FakeTimers } from '../helpers/fake-timers.js';

interface StrictRecord {
  violations: string[];
  requests: string[];
  warnings: string[];
}
type StrictWindow = Window & { strictRecord: StrictRecord };

declare global {
  interface Window {
    strictHarness?: { origin: string; fetch: typeof fetch; config: Record<string, unknown> };
  }
}

const frames: HTMLIFrameElement[] = [];
/** A page's first load compiles its modules on the test server (the ES module entry, its lazy chunks): be patient. */
const WAIT_MS = 60_000;

/** Opens a strict page in a frame the size of a desktop window and waits for it to load. */
async function open(page: string): Promise<{ doc: Document; record: StrictRecord }> {
  const frame = document.createElement('iframe');
  frame.src = `/test/strict-page/${page}`;
  frame.width = '1280';
  frame.height = '2400';
  frames.push(frame);
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow as StrictWindow;
  expect(win.strictRecord, `${page} ran its harness`).to.be.an('object');
  return { doc: frame.contentDocument!, record: win.strictRecord };
}

const shadowOf = (doc: Document, tag: string) => doc.querySelector(tag)!.shadowRoot!;
const text = (root: ParentNode, selector: string) => root.querySelector(selector)?.textContent?.replace(/\s+/g, ' ');

/** Lets queued violation reports arrive (they are dispatched in tasks of their own). */
const reportsDelivered = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve));
};

/**
 * Opens the origin token picker: its built-in logos (data: URLs, which `img-src data:` allows; a blocked one would
 * fall back to its monogram) are drawn, then it closes.
 */
async function builtInLogos(quote: ShadowRoot) {
  quote.querySelector<HTMLButtonElement>('#origin-input ~ [part=token-toggle]')!.click();
  await waitUntil(
    () => {
      const images = [...quote.querySelectorAll<HTMLImageElement>('#origin-listbox img')];
      return (
        images.length > 20 &&
        images.every((img) => img.src.startsWith('data:image/svg+xml,') && img.complete && img.naturalWidth > 0)
      );
    },
    'the built-in logos did not show',
    { timeout: WAIT_MS },
  );
  const input = quote.querySelector('#origin-input')!;
  input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
  await waitUntil(() => input.getAttribute('aria-expanded') === 'false', 'the picker did not close');
}

async function fullSwap(sim: Simulator, doc: Document) {
  const timers = new FakeTimers();
  doc.querySelector('swap-status')!.scheduler = timers;
  const quote = shadowOf(doc, 'swap-quote');
  await waitUntil(() => quote.querySelector('[part=quote]'), 'no dry quote shown', { timeout: WAIT_MS });
  await builtInLogos(quote);
  quote.querySelector<HTMLButtonElement>('[part~=confirm-button]')!.click();

  const deposit = shadowOf(doc, 'swap-deposit');
  await waitUntil(() => deposit.querySelector('[part=deposit-address-value]'), 'no deposit address', {
    timeout: WAIT_MS,
  });
  await waitUntil(() => deposit.querySelector('[part=qr] svg'), 'no QR code', { timeout: WAIT_MS });
  const depositAddress = text(deposit, '[part=deposit-address-value]')!.trim();
  expect(depositAddress).to.match(/^0x[0-9a-f]{40}$/i);

  // A deposit at the simulator's control endpoint, then time for it to confirm and be processed.
  const arrived = await sim.fetch(
    new Request(`${BASE}/_sim/deposit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ depositAddress, amount: '100000000' }),
    }),
  );
  expect(arrived.status).to.equal(200);
  sim.clock.advance(confirmMs('eth') + PROCESSING_MS);
  const status = shadowOf(doc, 'swap-status');
  for (let poll = 0; poll < 5 && !/Swap complete|Success/i.test(text(status, '[part=base]') ?? ''); poll++) {
    await waitUntil(() => timers.pending.length === 1, 'no status check scheduled', { timeout: WAIT_MS });
    const before = text(status, '[part=base]');
    timers.fire();
    await waitUntil(() => text(status, '[part=base]') !== before, 'the status check changed nothing', {
      timeout: WAIT_MS,
    });
  }
  expect(text(status, '[part=base]')).to.match(/Swap complete|Success/i);
}

async function historyView(doc: Document) {
  const history = shadowOf(doc, 'swap-history');
  await waitUntil(() => /^Swaps 1–10 of/.test(text(history, '[part=summary]') ?? ''), 'no history page', {
    timeout: WAIT_MS,
  });
  // The table renders the rows in view (a virtualized list): after a full swap above it, the history starts below the
  // frame's 2,400 px, so it is scrolled into view as a reader would.
  doc.querySelector('swap-history')!.scrollIntoView();
  await waitUntil(() => history.querySelectorAll('[part~=row]').length > 0, 'no rows rendered', { timeout: WAIT_MS });
  const body = history.querySelector<HTMLElement>('[part=body]')!;
  // The table sizes itself for its 10 rows (not the 150 px a blocked style attribute left it).
  expect(getComputedStyle(body).getPropertyValue('--_rows').trim()).to.equal('10');
  expect(body.getBoundingClientRect().height).to.be.greaterThan(300);
}

function noDefaultService(record: StrictRecord) {
  const elsewhere = record.requests.filter(
    (url) => url.startsWith(DEFAULT_BASE_URL) || url.startsWith(DEFAULT_EXPLORER_URL),
  );
  expect(elsewhere, 'requests to the default service').to.deep.equal([]);
  const firstTokens = record.requests.find((url) => url.includes('/v0/tokens'));
  expect(firstTokens).to.equal(`${BASE}/v0/tokens`);
}

describe('strict pages (issue 18)', function () {
  this.timeout(300_000);

  // `npm test` starts the browser tests while it builds dist/: these pages load it, so they wait for the build's last
  // mark (scripts/build.mjs writes it once every file is in place; npm test marks a failed build in it).
  before(async function () {
    this.timeout(600_000);
    for (;;) {
      const answer = await fetch('/dist/build-complete.json', { cache: 'no-store' });
      if (answer.ok) {
        expect((await answer.json()).failed, 'the build failed (see its step in the output)').to.equal(undefined);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });
  let sim: Simulator;

  beforeEach(async () => {
    // The pages share this origin's storage: each starts without the swap an earlier one saved.
    localStorage.removeItem(STORAGE_KEY);
    sim = makeSim();
    const token = await sim.issueToken('strict-partner');
    window.strictHarness = {
      origin: 'http://sim.test/',
      fetch: sim.fetch,
      config: {
        baseUrl: BASE,
        explorerUrl: EXPLORER,
        token,
        servicePublicKey: (await sim.info()).publicKey,
        now: sim.clock.now,
      },
    };
  });

  afterEach(() => {
    for (const frame of frames.splice(0)) frame.remove();
    delete window.strictHarness;
    localStorage.removeItem(STORAGE_KEY);
  });

  for (const [bundle, page] of [
    ['the classic script bundle (IIFE)', 'iife.html'],
    ['the npm ES module entry', 'esm.html'],
  ] as const) {
    it(`${bundle}: a full swap and a history view without one CSP violation`, async () => {
      const { doc, record } = await open(page);
      await fullSwap(sim, doc);
      await historyView(doc);
      await reportsDelivered();
      expect(record.violations).to.deep.equal([]);
      noDefaultService(record);
    });
  }

  it('the page configures after the classic script: the first token request goes to its service', async () => {
    const { doc, record } = await open('iife.html');
    await waitUntil(() => record.requests.some((url) => url.includes('/v0/tokens')), 'no token request', {
      timeout: WAIT_MS,
    });
    await waitUntil(() => shadowOf(doc, 'swap-quote').querySelector('[part=quote]'), 'no dry quote', {
      timeout: WAIT_MS,
    });
    noDefaultService(record);
    expect(record.requests[0]).to.equal(`${BASE}/v0/tokens`);
  });

  it('settings declared in markup are used, and a credential there is refused with a warning', async () => {
    const { doc, record } = await open('declared.html');
    await waitUntil(() => shadowOf(doc, 'swap-quote').querySelector('#amount'), 'the form did not render', {
      timeout: WAIT_MS,
    });
    await waitUntil(() => record.requests.length > 0, 'no request', { timeout: WAIT_MS });
    noDefaultService(record);
    expect(record.warnings.join('\n')).to.match(/apiKey in #swap-elements-config was refused/);
    expect(record.warnings.join('\n')).to.not.contain('markup-secret');
    expect(record.requests.join(' ')).to.not.contain('markup-secret');
    await reportsDelivered();
    expect(record.violations).to.deep.equal([]);
  });
});
