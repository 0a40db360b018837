// Issue 15 point 2 in <swap-status>: an ANY_INPUT swap shows what its address collected and paid out ("Collected and
// withdrawn", from GET /v0/any-input/withdrawals) with exact totals; one withdrawals request per status answer at
// most; a refused credential (401) is said once and not asked with again; 404 is "nothing collected yet"; other
// failures can be retried; other swap types ask for nothing; the request is aborted when the element leaves.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import { setViewport } from '@web/test-runner-commands';
import type { AnyInputWithdrawals } from '../../../src/api/any-input-schemas.js';
import type { QuoteResponse } from '../../../src/api/schemas.js';
import { formatAmount } from '../../../src/core/amounts.js';
import { PROCESSING_MS, confirmMs } from '../../../src/simulator/lifecycle.js';
import type { Simulator } from '../../../src/simulator/app.js';
import { configure, getStore } from '../../../src/store/store.js';
import { WithdrawalsController } from '../../../src/elements/swap-status/controllers/withdrawals-controller.js';
import { BASE, ETH_USDC, XLM, anyInputQuote, clientFor, makeSim, post, quoteRequest } from '../../simulator/helpers.js';
import { FakeHost } from '../../helpers/fake-host.js';
import { overflowingBoxes } from '../../helpers/fits-width.js';
import { activate, controlVisibility, countingFetch, mount, openSwap, type Mounted } from './helpers.js';
import { dropStore, freshStore } from '../../helpers/fresh-store.js';
import { activeResponse } from '../../helpers/active-status.js';

const WITHDRAWALS = '/v0/any-input/withdrawals';

describe('<swap-status> for an ANY_INPUT swap', () => {
  let visibility: ReturnType<typeof controlVisibility>;
  let sim: Simulator;
  let token: string;

  beforeEach(async () => {
    freshStore();
    visibility = controlVisibility();
    sim = makeSim();
    token = await sim.issueToken();
  });

  afterEach(() => {
    visibility.restore();
    dropStore();
  });

  /** A public INTENTS ANY_INPUT swap for any token (amount "0"), quoted with the partner credential, made active. */
  async function anyInputSwap(): Promise<QuoteResponse> {
    const quote = await anyInputQuote(sim, token);
    await activate(sim, quote);
    return quote;
  }

  /** Deposits through the control endpoint to one of the quote's chain addresses (its memo too), in `asset`. */
  async function depositOn(quote: QuoteResponse, chain: string, asset: string, amount: string) {
    const entry = quote.quote.chainDepositAddresses!.find((c) => c.blockchain === chain)!;
    const response = await post(sim, '/_sim/deposit', {
      depositAddress: entry.address,
      ...(entry.memo ? { memo: entry.memo } : {}),
      asset,
      amount,
    });
    expect(response.status, JSON.stringify(response.body)).to.equal(200);
  }

  /** 100 USDC on Ethereum and 500 XLM on Stellar delivered, and 1 unit of USDC that cannot pay its fee (FAILED). */
  async function threeWithdrawals(quote: QuoteResponse) {
    await depositOn(quote, 'eth', ETH_USDC, '100000000');
    await depositOn(quote, 'stellar', XLM, '5000000000');
    await depositOn(quote, 'eth', ETH_USDC, '1');
    sim.clock.advance(Math.max(confirmMs('eth'), confirmMs('stellar')) + PROCESSING_MS);
  }

  const withdrawalRequests = (urls: string[]) => urls.filter((u) => u.includes(WITHDRAWALS));

  it('lists what was collected and withdrawn, with exact totals, one request per status answer', async () => {
    const quote = await anyInputSwap();
    const depositAddress = quote.quote.depositAddress!;
    configure({ token });
    const { fetch, urls, statusRequests } = countingFetch(sim);
    const m = await mount(sim, fetch);
    await waitUntil(() => m.text('[part=withdrawals]').includes('Nothing collected yet.'), 'nothing collected yet');
    expect(m.text('[part=status-detail]')).to.contain('accepts deposits until its deadline');
    expect(m.text('[part=amounts]')).to.not.match(/You send|NaN|undefined|1cs_v1/);
    expect(withdrawalRequests(urls)).to.have.length(1);
    const asked = new URL(withdrawalRequests(urls)[0]!);
    expect(Object.fromEntries(asked.searchParams)).to.deep.equal({ depositAddress, sortOrder: 'desc', limit: '100' });

    await threeWithdrawals(quote);
    await m.tick();
    await waitUntil(() => m.all('[part~=withdrawal]').length === 3, 'three withdrawals listed');
    expect(withdrawalRequests(urls)).to.have.length(statusRequests().length);

    // The expected figures, from the service's own answer: exact sums of units, with wNEAR's 24 decimals.
    const answer: AnyInputWithdrawals = await clientFor(sim, token).anyInputWithdrawals({ depositAddress });
    const delivered = answer.withdrawals.filter((w) => w.status === 'SUCCESS');
    expect(delivered).to.have.length(2);
    const sum = (values: (string | null | undefined)[]) => values.reduce((s, v) => s + BigInt(v ?? '0'), 0n);
    // Issue 26: the totals read by the reading rule on screen, every digit in their title and for AT.
    const wnear = (units: bigint | string, exact = false) =>
      `${formatAmount(units, 24, { exact, locale: 'en-US' })} wNEAR`;
    const received = sum(delivered.map((w) => w.amountOut));
    const fees = sum(delivered.map((w) => w.withdrawFee));
    await waitUntil(() => m.text('[part=withdrawals-totals]').includes('wNEAR'), 'the token list is in');
    expect(m.seen('[part=withdrawals-totals]')).to.equal(
      `Withdrawals 3 withdrawals, 1 failed Total received ${wnear(received)} Total fees ${wnear(fees)}`,
    );
    expect(m.all('[part=withdrawals-totals] .amount-short').map((e) => e.getAttribute('title'))).to.deep.equal([
      wnear(received, true),
      wnear(fees, true),
    ]);
    expect(m.text('[part=withdrawals-totals]')).to.not.match(/NaN|undefined/);

    // Newest first, each with its time, amount, fee, status in words and hash with a copy button.
    const rows = m.all('[part~=withdrawal]');
    const shown = answer.withdrawals;
    rows.forEach((row, i) => {
      const text = row.textContent!.replace(/\s+/g, ' ');
      const w = shown[i]!;
      expect(text).to.contain(`Amount out ${wnear(w.amountOut)}`);
      expect(text).to.contain(`Fee ${wnear(w.withdrawFee!)}`);
      expect(text).to.contain(`Status ${w.status === 'SUCCESS' ? 'Delivered' : 'Failed'}`);
      expect(row.querySelector('[part=tx-hash]')!.textContent).to.equal(w.hash);
      expect((row.querySelector('swap-copy-button') as HTMLElement & { value: string }).value).to.equal(w.hash);
    });
    expect(rows.map((r) => r.querySelector('[part=withdrawal-status]')!.textContent)).to.include('Failed');
  });

  it('says what an address that keeps collecting has done: delivered so far, still open until its deadline', async () => {
    const quote = await anyInputSwap();
    configure({ token });
    const { fetch } = countingFetch(sim);
    const m = await mount(sim, fetch, { width: 320 });
    expect(m.text('[part=status-title]')).to.equal('Waiting for your deposit');

    await threeWithdrawals(quote);
    await m.tick();
    await waitUntil(() => m.all('[part~=withdrawal]').length === 3, 'three withdrawals listed');
    expect(m.text('[part=status-title]')).to.equal('Delivered so far, still collecting');
    const detail = m.text('[part=status-detail]');
    expect(detail).to.match(/converted and [\d.,]+ wNEAR was delivered to the recipient so far/);
    expect(detail).to.contain('keeps accepting deposits until');
    const steps = m.all('[part~=step]').map((step) => step.getAttribute('part'));
    expect(steps).to.deep.equal(['step step-done', 'step step-done', 'step step-current']);
    expect(m.all('[part~=step][aria-current=step]')[0]!.textContent).to.contain('Delivery: in progress');
    expect(overflowingBoxes(m.el)).to.deep.equal([]);
    await expect(m.el).to.be.accessible();
  });

  // Issue 46 item 1: the address keeps accepting, so the service answers KNOWN_DEPOSIT_TX, then PENDING_DEPOSIT again
  // with the deposit delivered. The never-step-back rule used to refuse that answer and froze the card.
  it('moves back from "deposit seen" to still collecting once the deposit is delivered, and lists it', async () => {
    const quote = await anyInputSwap();
    configure({ token });
    const { fetch } = countingFetch(sim);
    const m = await mount(sim, fetch);
    expect(m.el.status).to.equal('PENDING_DEPOSIT');

    await depositOn(quote, 'eth', ETH_USDC, '100000000');
    await m.tick();
    expect(m.el.status).to.equal('KNOWN_DEPOSIT_TX');
    expect(m.text('[part=status-title]')).to.equal('Deposit seen, waiting for confirmations');

    // Confirmed, converted and paid out: the next answer is PENDING_DEPOSIT again, with a later time.
    sim.clock.advance(confirmMs('eth') + PROCESSING_MS);
    await m.tick();
    expect(m.el.status).to.equal('PENDING_DEPOSIT');
    expect(activeResponse(getStore())?.status).to.equal('PENDING_DEPOSIT');
    expect(m.text('[part=status-title]')).to.equal('Delivered so far, still collecting');
    expect(m.text('[part=status-detail]')).to.contain('keeps accepting deposits until');
    const changes = m.eventsOf('swap-status-change').map((e) => [e.detail.previousStatus, e.detail.status]);
    expect(changes.at(-1)).to.deep.equal(['KNOWN_DEPOSIT_TX', 'PENDING_DEPOSIT']);
    await waitUntil(() => m.all('[part~=withdrawal]').length === 1, 'the withdrawal listed');
    expect(m.text('[part~=withdrawal]')).to.contain('Status Delivered');
  });

  it('past its deadline with nothing collected, says the address no longer accepts deposits', async () => {
    const quote = await anyInputSwap();
    configure({ token });
    const m = await mount(sim, countingFetch(sim).fetch);
    sim.clock.advance(Date.parse(quote.quote.deadline!) - sim.clock.now() + 60_000);
    await m.tick();
    expect(m.el.status).to.equal('PENDING_DEPOSIT');
    expect(m.text('[part=status-title]')).to.equal('Deposit window closed');
    expect(m.text('[part=status-detail]')).to.equal(
      'This address stopped accepting deposits at its deadline. Do not send funds to it any more; get a new quote instead.',
    );
  });

  it("words the quote's minimum as the minimum for the smallest accepted deposit", async () => {
    const request = quoteRequest(sim, {
      fromChain: 'near',
      swapType: 'ANY_INPUT',
      depositType: 'INTENTS',
      refundType: 'INTENTS',
      originAsset: ETH_USDC,
    });
    const quote = await clientFor(sim, token).quote({ ...request, dry: false });
    await activate(sim, quote);
    configure({ token });
    const { fetch } = countingFetch(sim);
    const m = await mount(sim, fetch);
    const amounts = m.text('[part=amounts]');
    expect(amounts).to.match(/the smallest accepted deposit \([\d.,]+ USDC\) gives at least [\d.,]+ wNEAR/);
    expect(amounts).to.not.contain('Estimated; at least');
  });

  it('says once that listing needs the partner credential (401), and asks no more', async () => {
    await anyInputSwap();
    const { fetch, urls, statusRequests } = countingFetch(sim);
    const m = await mount(sim, fetch);
    await waitUntil(() => m.text('[part=withdrawals-note]').includes('partner credential'), 'the note');
    expect(m.text('[part=withdrawals-note]')).to.equal(
      'Listing what this address collected needs the partner credential: point this element at a gateway that adds it, or set its apiKey or token.',
    );
    await m.tick();
    await m.tick();
    expect(statusRequests()).to.have.length(3);
    expect(withdrawalRequests(urls)).to.have.length(1);
    expect(m.all('[part=withdrawals-note]')).to.have.length(1);
    expect(m.all('[part=withdrawals-error]')).to.have.length(0);
  });

  it('reads a 404 as nothing collected yet, and offers to retry other failures', async () => {
    await anyInputSwap();
    // Another partner's credential: the address is not theirs, so the service does not know it.
    configure({ token: await sim.issueToken('acme-wallet') });
    let failing = true;
    const counting = countingFetch(sim);
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (failing && url.includes(WITHDRAWALS)) {
        counting.urls.push(url);
        return new Response(JSON.stringify({ message: 'Internal server error' }), { status: 500 });
      }
      return counting.fetch(input, init);
    };
    const m = await mount(sim, fetch);
    await waitUntil(() => m.all('[part=withdrawals-retry]').length === 1, 'a retryable failure');
    expect(m.text('[part=withdrawals-error]')).to.contain('The withdrawals could not be loaded.');
    failing = false;
    (m.all('[part=withdrawals-retry]')[0] as HTMLButtonElement).click();
    await waitUntil(() => m.text('[part=withdrawals-note]') === 'Nothing collected yet.', 'the 404, in words');
    expect(m.all('[part=withdrawals-error]')).to.have.length(0);
    expect(withdrawalRequests(counting.urls)).to.have.length(2);
  });

  it('asks nothing about withdrawals for a swap that is not ANY_INPUT', async () => {
    const { quote, depositAddress } = await openSwap(sim);
    await activate(sim, quote);
    configure({ token });
    const { fetch, urls, statusRequests } = countingFetch(sim);
    const m = await mount(sim, fetch);
    sim.deposit({ depositAddress, amount: quote.quote.amountIn });
    await m.tick();
    expect(statusRequests()).to.have.length(2);
    expect(withdrawalRequests(urls)).to.have.length(0);
    expect(m.all('[part=withdrawals]')).to.have.length(0);
  });

  it('aborts a withdrawals request when the element leaves the page', async () => {
    await anyInputSwap();
    configure({ token });
    let signal: AbortSignal | undefined;
    const fetch: typeof globalThis.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.includes(WITHDRAWALS)) return sim.fetch(input, init);
      signal = init?.signal ?? undefined;
      return new Promise((_, reject) => signal!.addEventListener('abort', () => reject(signal!.reason)));
    };
    const m = await mount(sim, fetch);
    await waitUntil(() => signal !== undefined, 'the withdrawals request is out');
    expect(signal!.aborted).to.equal(false);
    m.el.remove();
    expect(signal!.aborted).to.equal(true);
  });

  describe('at 320 px', () => {
    before(() => setViewport({ width: 320, height: 800 }));
    after(() => setViewport({ width: 800, height: 600 }));

    async function fitsAndAccessible(m: Mounted) {
      for (const theme of ['light', 'dark'] as const) {
        m.el.theme = theme;
        await m.el.updateComplete;
        expect(overflowingBoxes(m.el), theme).to.deep.equal([]);
        await expect(m.el).to.be.accessible();
      }
    }

    it('fits the withdrawals and is accessible, light and dark', async () => {
      const quote = await anyInputSwap();
      configure({ token });
      const { fetch } = countingFetch(sim);
      const m = await mount(sim, fetch, { width: 320 });
      await threeWithdrawals(quote);
      await m.tick();
      await waitUntil(() => m.all('[part~=withdrawal]').length === 3, 'three withdrawals listed');
      await fitsAndAccessible(m);
    });

    it('fits the credential note and is accessible, light and dark', async () => {
      await anyInputSwap();
      const { fetch } = countingFetch(sim);
      const m = await mount(sim, fetch, { width: 320 });
      await waitUntil(() => m.text('[part=withdrawals-note]').includes('partner credential'), 'the note');
      await fitsAndAccessible(m);
    });
  });
});

describe('WithdrawalsController (the controller of "Collected and withdrawn")', () => {
  /** A fetch whose withdrawals answers the test releases one by one; it counts requests in flight at once. */
  function gatedFetch(sim: Simulator) {
    const gates: (() => void)[] = [];
    let inFlight = 0;
    let most = 0;
    let sent = 0;
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.includes(WITHDRAWALS)) return sim.fetch(input, init);
      sent++;
      most = Math.max(most, ++inFlight);
      await new Promise<void>((resolve) => gates.push(resolve));
      inFlight--;
      return sim.fetch(input, init);
    };
    return {
      fetch,
      release: () => gates.shift()!(),
      waiting: () => gates.length,
      counts: () => ({ sent, most }),
    };
  }

  it('asks once more for answers that came during a request, never two at once, and stops after a 401', async () => {
    const sim = makeSim();
    const token = await sim.issueToken();
    const quoteResponse = await anyInputQuote(sim, token);
    const gated = gatedFetch(sim);
    let credential: string | undefined = token;
    const host = new FakeHost({ autoUpdate: true });
    const controller = new WithdrawalsController(host, () => ({
      swap: { depositAddress: quoteResponse.quote.depositAddress! },
      quoteResponse,
      config: { baseUrl: BASE, fetch: gated.fetch, token: credential },
    }));
    host.connect();

    controller.refresh();
    controller.refresh();
    controller.refresh();
    await waitUntil(() => gated.waiting() === 1);
    gated.release();
    await waitUntil(() => gated.waiting() === 1, 'one more request for the answers that came meanwhile');
    gated.release();
    await waitUntil(() => !controller.state.loading && controller.state.list !== undefined);
    expect(gated.counts()).to.deep.equal({ sent: 2, most: 1 });
    expect(controller.state.list?.withdrawals).to.deep.equal([]);

    // Without the credential: 401, then nothing more is asked with none.
    credential = undefined;
    controller.refresh();
    await waitUntil(() => gated.waiting() === 1);
    gated.release();
    await waitUntil(() => controller.state.refused);
    controller.refresh();
    expect(gated.counts()).to.deep.equal({ sent: 3, most: 1 });

    // A swap that is not ANY_INPUT is never asked about.
    const other = new WithdrawalsController(host, () => ({
      swap: { depositAddress: 'x' },
      quoteResponse: { ...quoteResponse, quoteRequest: { ...quoteResponse.quoteRequest, swapType: 'EXACT_INPUT' } },
      config: { baseUrl: BASE, fetch: gated.fetch, token },
    }));
    other.refresh();
    expect(other.applies).to.equal(false);
    expect(gated.counts().sent).to.equal(3);
  });
});
