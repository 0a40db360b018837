// The elements against the gateway, in the browser: a manual-clock simulator as the upstream, createGateway in front
// of it with the partner's credential, referral and app fees, and the elements given only the gateway (no token in
// the page). Both sides are recorded: what the page sent to the gateway, and what the gateway sent upstream.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until.js';
import '../../src/elements/swap-quote/swap-quote.js';
import '../../src/elements/swap-deposit/swap-deposit.js';
import '../../src/elements/swap-status/swap-status.js';
import type { SwapQuote } from '../../src/elements/swap-quote/swap-quote.js';
import type { SwapHistory } from '../../src/elements/swap-history/swap-history.js';
import { RequestGate } from '../../src/api/pacing.js';
import type { SwapQuoteChangeEvent } from '../../src/events.js';
import type { QuoteResponse } from '../../src/api/schemas.js';
import type { ExplorerTransaction, TransactionsPage } from '../../src/api/explorer-schemas.js';
import { createGateway, loadConfig } from '../../src/gateway/index.js';
import type { Simulator } from '../../src/simulator/app.js';
import { PROCESSING_MS, confirmMs } from '../../src/simulator/lifecycle.js';
import { configure, getStore } from '../../src/store/store.js';
import { BASE, ETH_USDC, EXPLORER, WNEAR, addressOn, makeSim } from '../simulator/helpers.js';
// Also registers <swap-history> and lets the virtualizer's benign ResizeObserver loop message through.
import '../elements/swap-history/helpers.js';
import { FakeTimers } from '../helpers/fake-timers.js';
import { freshStore } from '../helpers/fresh-store.js';

const GATEWAY = 'http://gw.test';
const FEES = [{ recipient: 'fees.demo-shop.near', fee: 25 }];

interface Sent {
  method: string;
  url: URL;
  authorization: string | null;
  apiKey: string | null;
  body?: Record<string, unknown>;
}

interface Upstream extends Sent {
  status: number;
  answer?: unknown;
  /** The simulator's clock when the request reached it. */
  at: number;
}

async function record(request: Request): Promise<Sent> {
  const sent: Sent = {
    method: request.method,
    url: new URL(request.url),
    authorization: request.headers.get('authorization'),
    apiKey: request.headers.get('x-api-key'),
  };
  if (request.method === 'POST') sent.body = (await request.clone().json()) as Record<string, unknown>;
  return sent;
}

interface Setup {
  sim: Simulator;
  jwt: string;
  /** What the page sent (to the gateway). */
  page: Sent[];
  /** What the gateway sent to the simulator, with the answers. */
  upstream: Upstream[];
  /** The page's fetch: the gateway's handler, as if over the network. */
  fetch: typeof fetch;
  upstreamTo(path: string): Upstream[];
  pageTo(path: string): Sent[];
}

async function setup(): Promise<Setup> {
  const sim = makeSim();
  const jwt = await sim.issueToken('demo-partner');
  const page: Sent[] = [];
  const upstream: Upstream[] = [];
  const gateway = createGateway(
    loadConfig({
      SWAP_API_URL: BASE,
      EXPLORER_API_URL: EXPLORER,
      PARTNER_JWT: jwt,
      PARTNER_REFERRAL: 'demo-shop',
      PARTNER_APP_FEES: JSON.stringify(FEES),
      EXPLORER_ACCESS: 'public',
    }),
    {
      fetch: async (request) => {
        const sent = await record(request);
        const at = sim.clock.now();
        const response = await sim.fetch(request);
        const answer: unknown = await response
          .clone()
          .json()
          .catch(() => undefined);
        upstream.push({ ...sent, status: response.status, answer, at });
        return response;
      },
      // The gateway's clock is the simulator's: its explorer gate waits by moving that clock on, so the simulator's
      // own limit (one explorer request per 5 s per partner) is met without waiting in real time.
      now: sim.clock.now,
      sleep: async (ms) => {
        sim.clock.advance(ms);
      },
      clientAddress: () => '192.0.2.7',
      log: () => undefined,
    },
  );
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    page.push(await record(request));
    return gateway.fetch(request);
  }) as typeof globalThis.fetch;
  return {
    sim,
    jwt,
    page,
    upstream,
    fetch,
    upstreamTo: (path) => upstream.filter((u) => u.url.pathname.endsWith(path)),
    pageTo: (path) => page.filter((p) => p.url.pathname.endsWith(path)),
  };
}

/** Nothing the page sent carries a credential, and nothing in the page holds the token. */
function expectNoCredentialInPage(s: Setup) {
  expect(s.page.length).to.be.greaterThan(0);
  for (const sent of s.page) {
    expect(sent.url.origin, sent.url.href).to.equal(GATEWAY);
    expect([sent.authorization, sent.apiKey], sent.url.href).to.deep.equal([null, null]);
  }
  for (const element of document.querySelectorAll('swap-quote, swap-deposit, swap-status, swap-history'))
    expect((element as SwapQuote).token, element.localName).to.equal(undefined);
  expect(document.documentElement.outerHTML).to.not.contain(s.jwt);
}

const shadow = (el: Element, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
const text = (el: Element, selector: string) => shadow(el, selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

const QUOTE_ATTRS = {
  origin: ETH_USDC,
  destination: WNEAR,
  recipient: addressOn('near', 2),
  refund: addressOn('eth'),
};

describe('the elements against the gateway (no credential in the page)', () => {
  let s: Setup;

  beforeEach(async () => {
    freshStore();
    s = await setup();
    // The configure() path: every element of the page goes to the gateway, through its fetch.
    configure({
      baseUrl: GATEWAY,
      explorerUrl: `${GATEWAY}/explorer`,
      fetch: s.fetch,
      now: s.sim.clock.now,
      servicePublicKey: (await s.sim.info()).publicKey,
    });
  });

  it("<swap-quote> shows a price; upstream the quote carried the partner's credential, referral and app fees", async () => {
    let priced: QuoteResponse | undefined;
    const onChange = (event: SwapQuoteChangeEvent) => (priced = event.detail.quoteResponse);
    document.addEventListener('swap-quote-change', onChange);
    try {
      const el = await fixture<SwapQuote>(
        html`<swap-quote
          origin-asset=${QUOTE_ATTRS.origin}
          destination-asset=${QUOTE_ATTRS.destination}
          recipient=${QUOTE_ATTRS.recipient}
          refund-address=${QUOTE_ATTRS.refund}
          amount="100"
          referral="visitor-site"
        ></swap-quote>`,
      );
      await waitUntil(() => shadow(el, '[part=quote]') && priced, 'no price shown', { timeout: 5000 });
      await el.updateComplete;
      expect(text(el, '[part=quoted-amount]')).to.contain('wNEAR').and.to.match(/\d/);

      // What the page sent: the visitor's own referral, no fees, no credential.
      const sent = s.pageTo('/v0/quote');
      expect(sent).to.have.length(1);
      expect(sent[0]!.body).to.include({ dry: true, amount: '100000000', referral: 'visitor-site' });
      expect(sent[0]!.body).to.not.have.property('appFees');

      // What reached the service: the partner's credential and terms, whatever the page sent.
      const upstream = s.upstreamTo('/v0/quote');
      expect(upstream).to.have.length(1);
      expect(upstream[0]!.authorization).to.equal(`Bearer ${s.jwt}`);
      expect(upstream[0]!.body).to.deep.include({
        dry: true,
        amount: '100000000',
        referral: 'demo-shop',
        appFees: FEES,
      });
      // The price shown is the service's answer to that quote, untouched.
      const answer = upstream[0]!.answer as QuoteResponse;
      expect(priced?.quote.amountOut).to.equal(answer.quote.amountOut);
      expect(answer.quoteRequest).to.deep.include({ referral: 'demo-shop', appFees: FEES });
      // The fees shown are the ones the service priced: the partner's app fee split as with a credential (the gateway
      // marks the answer X-Partner-Credential: added), though the page has no credential and no app fees: 25 → 13 to
      // the partner + the service's 20.
      expect(priced?.partnerCredential).to.equal(true);
      const fees = text(el, '[part=fees]');
      expect(fees).to.contain('App fee (fees.demo-shop.near) (0.13%)');
      expect(fees).to.contain('Platform fee (0.2%)');
      expectNoCredentialInPage(s);
    } finally {
      document.removeEventListener('swap-quote-change', onChange);
    }
  });

  it('confirming gives a deposit address in <swap-deposit>; a submitted hash and a simulated deposit take <swap-status> to SUCCESS', async () => {
    const timers = new FakeTimers();
    const root = await fixture<HTMLDivElement>(
      html`<div>
        <swap-quote
          origin-asset=${QUOTE_ATTRS.origin}
          destination-asset=${QUOTE_ATTRS.destination}
          recipient=${QUOTE_ATTRS.recipient}
          refund-address=${QUOTE_ATTRS.refund}
          amount="100"
        ></swap-quote>
        <swap-deposit></swap-deposit>
        <swap-status .scheduler=${timers}></swap-status>
      </div>`,
    );
    const [quote, deposit, status] = ['swap-quote', 'swap-deposit', 'swap-status'].map((tag) =>
      root.querySelector(tag)!,
    ) as [SwapQuote, HTMLElement, HTMLElement];
    await waitUntil(() => shadow(quote, '[part~=confirm-button]:not([disabled])'), 'no quote to confirm', {
      timeout: 5000,
    });
    shadow(quote, '[part~=confirm-button]')!.click();
    await waitUntil(() => shadow(deposit, '[part=deposit-address-value]'), 'no deposit address', { timeout: 5000 });

    const confirmed = s.upstreamTo('/v0/quote').filter((u) => u.body?.dry === false);
    expect(confirmed).to.have.length(1);
    expect(confirmed[0]!.authorization).to.equal(`Bearer ${s.jwt}`);
    expect(confirmed[0]!.body).to.deep.include({ referral: 'demo-shop', appFees: FEES });
    const { quote: signed } = confirmed[0]!.answer as QuoteResponse;
    const address = signed.depositAddress!;
    expect(text(deposit, '[part=deposit-address-value]')).to.equal(address);
    expect(getStore().get().activeSwap?.verified).to.equal(true);

    // The deposit's transaction hash goes through the gateway too.
    await waitUntil(() => shadow(deposit, '[part=tx-hash-input]'), 'no hash form');
    const hash = `0x${'cd'.repeat(32)}`;
    const input = shadow(deposit, '[part=tx-hash-input]') as HTMLInputElement;
    input.value = hash;
    input.dispatchEvent(new Event('input'));
    shadow(deposit, '[part=submit-button]')!.click();
    await waitUntil(() => s.upstreamTo('/v0/deposit/submit').length === 1, 'no submit upstream', { timeout: 3000 });
    const submitted = s.upstreamTo('/v0/deposit/submit')[0]!;
    expect(submitted.body).to.deep.equal({ txHash: hash, depositAddress: address });
    expect(submitted.authorization).to.equal(`Bearer ${s.jwt}`);

    // The funds arrive (the simulator's control endpoint, as the demo's panel sends it) and the swap runs its course.
    const control = await s.sim.fetch(`${BASE}/_sim/deposit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ depositAddress: address, amount: signed.amountIn }),
    });
    expect(control.status).to.equal(200);
    s.sim.clock.advance(confirmMs('eth') + PROCESSING_MS);
    const title = () => text(status, '[part=status-title]');
    for (let i = 0; i < 10 && title() !== 'Swap complete'; i++) {
      await waitUntil(() => timers.pending.length === 1, 'no status check scheduled', { timeout: 3000 });
      const before = s.upstreamTo('/v0/status').length;
      timers.fire();
      await waitUntil(() => s.upstreamTo('/v0/status').length > before, 'the check did not go upstream');
      await waitUntil(() => timers.pending.length === 1 || title() === 'Swap complete', 'the check was not handled');
    }
    expect(title()).to.equal('Swap complete');
    const checks = s.upstreamTo('/v0/status');
    expect(checks.at(-1)!.url.searchParams.get('depositAddress')).to.equal(address);
    expect((checks.at(-1)!.answer as { status: string }).status).to.equal('SUCCESS');
    expectNoCredentialInPage(s);
  });

  describe('<swap-history>', () => {
    /** A history with the page's gate opened (the gateway's own gate is what is tested here). */
    async function history(attrs: Record<string, string> = {}, fetch?: typeof globalThis.fetch) {
      const el = document.createElement('swap-history');
      for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
      el.gate = new RequestGate(0);
      if (fetch) el.fetch = fetch;
      await fixture(html`${el}`);
      await waitUntil(() => el.shadowRoot!.querySelector('[part~=row]'), 'no rows', { timeout: 5000 });
      return el as SwapHistory;
    }

    const explorerUpstream = () => s.upstream.filter((u) => u.url.pathname.includes('/v0/transactions'));
    const explorerSent = () => s.page.filter((p) => p.url.pathname.startsWith('/explorer/'));

    /** Every address shown is masked, and no real address of the upstream answers is anywhere in the element. */
    function expectMasked(el: SwapHistory) {
      const shown = [...el.shadowRoot!.querySelectorAll('[part=address-full]')].map((a) => a.textContent!.trim());
      expect(shown.length).to.be.greaterThan(0);
      for (const address of shown) expect(address).to.match(/^(?:.{6}….{4}|•••)$/u);
      const rendered = el.shadowRoot!.innerHTML;
      for (const u of explorerUpstream()) {
        const rows = Array.isArray(u.answer) ? u.answer : (u.answer as TransactionsPage).data;
        for (const row of rows as ExplorerTransaction[]) {
          expect(rendered).to.not.contain(row.depositAddress);
          if (row.recipient) expect(rendered).to.not.contain(row.recipient);
        }
      }
    }

    it('reads the public history through the gateway (explorer-url from configure()): masked rows, and pages on', async () => {
      const el = await history();
      expect(shadow(el, '[part=setup]')).to.equal(null);
      const first = explorerUpstream();
      expect(first).to.have.length(1);
      expect(first[0]!.authorization).to.equal(`Bearer ${s.jwt}`);
      expect(first[0]!.status).to.equal(200);
      const total = (first[0]!.answer as TransactionsPage).total;
      expect(text(el, '[part=summary]')).to.equal(
        `Swaps 1–50 of ${total.toLocaleString('en-US')}, page 1 of ${Math.ceil(total / 50).toLocaleString('en-US')}.`,
      );
      expect(explorerSent()[0]!.url.pathname).to.equal('/explorer/v0/transactions-pages');
      expectMasked(el);

      shadow(el, '[part=page-button][aria-label="Next page"]')!.click();
      await waitUntil(() => text(el, '[part=summary]').startsWith('Swaps 51–100 of'), 'no page 2', { timeout: 5000 });
      const both = explorerUpstream();
      expect(both).to.have.length(2);
      expect(both[1]!.url.searchParams.get('page')).to.equal('2');
      // The gateway's gate spaced the two upstream requests by the explorer's interval: no 429 upstream.
      expect(both[1]!.at - both[0]!.at).to.be.at.least(5000);
      expect(both.map((u) => u.status)).to.deep.equal([200, 200]);
      expectMasked(el);
      expectNoCredentialInPage(s);
    });

    it('loads older swaps with the sealed cursor the gateway gave (explorer-url attribute, fetch property)', async () => {
      configure({ baseUrl: undefined, explorerUrl: undefined, fetch: undefined });
      const el = await history(
        { mode: 'cursor', 'page-size': '10', 'base-url': GATEWAY, 'explorer-url': `${GATEWAY}/explorer` },
        s.fetch,
      );
      expect(text(el, '[part=summary]')).to.equal('10 swaps loaded.');
      const older = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part=page-button]')].find(
        (b) => b.textContent!.trim() === 'Load older',
      )!;
      older.click();
      await waitUntil(() => text(el, '[part=summary]') === '20 swaps loaded.', 'no older swaps', { timeout: 5000 });

      // The page sent back the sealed cursor of its last row; the gateway sent the real one upstream.
      const [firstUp, secondUp] = explorerUpstream();
      const lastRow = (firstUp!.answer as ExplorerTransaction[]).at(-1)!;
      const sentCursor = explorerSent()[1]!.url.searchParams.get('lastDepositAddressAndMemo')!;
      expect(sentCursor).to.match(/^gw1\./);
      expect(secondUp!.url.searchParams.get('lastDepositAddressAndMemo')).to.equal(lastRow.depositAddressAndMemo);
      expect(secondUp!.url.searchParams.get('direction')).to.equal('next');
      expect(secondUp!.authorization).to.equal(`Bearer ${s.jwt}`);
      expectMasked(el);
      expectNoCredentialInPage(s);
    });
  });
});
