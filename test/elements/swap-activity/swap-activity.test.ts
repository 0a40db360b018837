// <swap-activity>: the end user's swaps on this device from the saved receipts (newest first, exact amounts, age),
// live status for unfinished swaps only (bounded, paused while hidden, saved back), "Open" (event and status-page
// link), "Download receipt" (no credential in it), "Forget" with its confirmation, "Show more" and the empty state.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import type { QuoteResponse } from '../../../src/api/schemas.js';
import { formatAmount } from '../../../src/core/amounts.js';
import { SwapActivitySelectEvent } from '../../../src/events.js';
import { MAX_IN_FLIGHT } from '../../../src/elements/swap-activity/swap-activity.js';
import { PROCESSING_MS, confirmMs } from '../../../src/simulator/lifecycle.js';
import { configure, getPersistence, getStore } from '../../../src/store/store.js';
import { XLM, clientFor, makeSim, post } from '../../simulator/helpers.js';
import { controlVisibility, mount, quote, recordingFetch, save } from './helpers.js';
import { freshStore } from '../../helpers/fresh-store.js';

const CONFIRM = confirmMs('eth');
const WNEAR_DECIMALS = 24;
const wnear = (units: string) => `${formatAmount(units, WNEAR_DECIMALS, { locale: 'en-US' })} wNEAR`;
/** An entry's wNEAR amount as its text holds it: the short text, then (issue 26) every digit for AT when shortened. */
const wnearRead = (units: string) => {
  const exact = `${formatAmount(units, WNEAR_DECIMALS, { locale: 'en-US', exact: true })} wNEAR`;
  return wnear(units) === exact ? exact : `${wnear(units)}${exact}`;
};

describe('<swap-activity>', () => {
  let visibility: ReturnType<typeof controlVisibility>;

  beforeEach(() => {
    freshStore();
    visibility = controlVisibility();
  });

  afterEach(() => {
    visibility.restore();
    configure({ apiKey: undefined, token: undefined });
  });

  /** Three swaps a minute apart: 100 USDC (oldest, already complete), 25 USDC, 7.5 USDC (newest). */
  async function threeSwaps() {
    const sim = makeSim();
    const first = await quote(sim, { amount: '100000000' });
    sim.clock.advance(60_000);
    const second = await quote(sim, { amount: '25000000' });
    sim.clock.advance(60_000);
    const third = await quote(sim, { amount: '7500000' });
    sim.clock.advance(60_000);
    // Saved in another order than they were made: the list sorts by when each swap started.
    save(second);
    save(first, 'SUCCESS');
    save(third);
    return { sim, first, second, third };
  }

  it('lists the saved swaps newest first with exact amounts, tokens, age and their live status', async () => {
    const { sim, first, second, third } = await threeSwaps();
    const net = recordingFetch(sim);
    const m = await mount(sim, net.fetch);

    expect(m.text('[part=title]')).to.equal('Your swaps');
    expect(m.texts('[part=amounts]')).to.deep.equal([
      `7.5 USDC → to ${wnearRead(third.quote.amountOut)}`,
      `25 USDC → to ${wnearRead(second.quote.amountOut)}`,
      `100 USDC → to ${wnearRead(first.quote.amountOut)}`,
    ]);
    expect(m.texts('[part=age]')).to.deep.equal([
      'Started 1 minute ago',
      'Started 2 minutes ago',
      'Started 3 minutes ago',
    ]);
    expect(m.texts('[part=status]')).to.deep.equal(['Waiting for deposit', 'Waiting for deposit', 'Completed']);
    expect(m.text('[part=deposit-address]')).to.equal(
      `Deposit address ${third.quote.depositAddress!.slice(0, 8)}…${third.quote.depositAddress!.slice(-6)}`,
    );
    // Only the two unfinished swaps were asked about, once each, without any credential; no explorer call.
    const asked = net.statusRequests().map((s) => new URL(s.url).searchParams.get('depositAddress'));
    expect(asked.sort()).to.deep.equal([second.quote.depositAddress, third.quote.depositAddress].sort());
    expect(net.sent.filter((s) => s.url.includes('/explorer'))).to.have.length(0);
    // What it learnt is saved with the receipt.
    expect(getPersistence().getReceipt(third.quote.depositAddress!)?.status).to.equal('PENDING_DEPOSIT');
    expect(m.timers.pending.map((t) => t.ms)).to.deep.equal([10_000, 10_000]);
    await expect(m.el).to.be.accessible();
  });

  it('follows an unfinished swap to its end through control-endpoint deposits, then stops asking', async () => {
    const sim = makeSim();
    const done = await quote(sim, { amount: '50000000' });
    sim.clock.advance(60_000);
    const open = await quote(sim);
    save(done, 'REFUNDED');
    save(open);
    const depositAddress = open.quote.depositAddress!;
    const net = recordingFetch(sim);
    const m = await mount(sim, net.fetch);
    const statusOf = () => m.texts('[part=status]')[0];
    expect(statusOf()).to.equal('Waiting for deposit');
    expect(m.texts('[part=status]')[1]).to.equal('Refunded');
    expect(net.statusRequests()).to.have.length(1);

    const deposit = await post(sim, '/_sim/deposit', { depositAddress, amount: open.quote.amountIn });
    expect(deposit.status).to.equal(200);
    await m.tick();
    expect(statusOf()).to.equal('Deposit seen');
    expect(m.text('[part=announcer]')).to.equal(`100 USDC to ${wnear(open.quote.amountOut)}: Deposit seen`);
    expect(m.timers.pending.map((t) => t.ms)).to.deep.equal([3_000]);

    sim.clock.advance(CONFIRM);
    await m.tick();
    expect(statusOf()).to.equal('Processing');
    sim.clock.advance(PROCESSING_MS);
    await m.tick();
    expect(statusOf()).to.equal('Completed');
    const final = await clientFor(sim).status({ depositAddress });
    expect(m.texts('[part=amounts]')[0]).to.equal(`100 USDC → to ${wnearRead(final.swapDetails!.amountOut!)}`);
    const shortened = m.all('[part=amounts] .amount-short')[0]!;
    expect(shortened.getAttribute('title')).to.equal(
      `${formatAmount(final.swapDetails!.amountOut!, WNEAR_DECIMALS, { locale: 'en-US', exact: true })} wNEAR`,
    );
    expect(getPersistence().getReceipt(depositAddress)?.status).to.equal('SUCCESS');
    expect(net.statusRequests()).to.have.length(4, 'the refunded swap was never asked about');
    expect(m.timers.pending, 'nothing more to ask').to.have.length(0);
    expect(m.events.filter((e) => e.type === 'swap-error')).to.have.length(0);
  });

  it('a SUCCESS with no amounts and no destination hash reads "check the refund", not completed (issue 48)', async () => {
    const sim = makeSim();
    const open = await quote(sim);
    save(open);
    const depositAddress = open.quote.depositAddress!;
    const m = await mount(sim, recordingFetch(sim).fetch);
    await post(sim, '/_sim/deposit', { depositAddress, amount: open.quote.amountIn });
    const wild = await post(sim, '/_sim/status-answer', { depositAddress, answer: 'refunded-as-success' });
    expect(wild.status).to.equal(200);
    await m.tick();
    expect(m.texts('[part=status]')[0]).to.equal('Check the refund: delivery not confirmed');
    expect(m.texts('[part=status]')[0]).to.not.equal('Completed');
    await expect(m.el).to.be.accessible();
  });

  it(`keeps at most ${MAX_IN_FLIGHT} status requests in flight, the others queued`, async () => {
    const sim = makeSim();
    const quotes: QuoteResponse[] = [];
    for (let i = 0; i < 5; i++) {
      quotes.push(await quote(sim, { amount: `${(i + 1) * 1_000_000}` }));
      sim.clock.advance(1_000);
    }
    quotes.forEach((q) => save(q));
    const net = recordingFetch(sim);
    net.hold = true;
    const m = await mount(sim, net.fetch, { settle: false });
    await waitUntil(() => net.held() === MAX_IN_FLIGHT, 'two requests held');
    await m.el.updateComplete;
    expect(net.statusRequests()).to.have.length(MAX_IN_FLIGHT);
    expect(net.held()).to.equal(MAX_IN_FLIGHT);
    expect(m.texts('[part=status]').filter((s) => s === 'Checking…')).to.have.length(5);
    net.release(1);
    await waitUntil(() => net.statusRequests().length === 3 && net.held() === MAX_IN_FLIGHT, 'the next one sent');
    await m.el.updateComplete;
    expect(net.statusRequests()).to.have.length(3, 'one answered, one more sent');
    expect(net.held()).to.equal(MAX_IN_FLIGHT);
    net.hold = false;
    net.release();
    await m.settle();
    expect(net.statusRequests()).to.have.length(5, 'each swap asked once');
    expect(m.texts('[part=status]')).to.deep.equal(Array(5).fill('Waiting for deposit'));
  });

  it('sends nothing while the page is hidden and checks the open swaps at once when it is shown again', async () => {
    const { sim } = await threeSwaps();
    const net = recordingFetch(sim);
    const m = await mount(sim, net.fetch);
    expect(net.statusRequests()).to.have.length(2);
    expect(m.timers.pending).to.have.length(2);

    visibility.set(true);
    expect(m.timers.pending, 'the timers are cancelled').to.have.length(0);
    sim.clock.advance(10 * 60_000);
    await m.settle();
    expect(net.statusRequests()).to.have.length(2);

    visibility.set(false);
    await m.settle();
    expect(net.statusRequests()).to.have.length(4, 'both unfinished swaps at once, the finished one never');
    expect(m.timers.pending).to.have.length(2);
  });

  it('"Open" fires swap-activity-select with the swap; setting properties fires nothing', async () => {
    const { sim, third } = await threeSwaps();
    const m = await mount(sim, recordingFetch(sim).fetch);
    m.el.limit = 2;
    m.el.statusPage = undefined;
    await m.el.updateComplete;
    expect(m.events.filter((e) => e.type === 'swap-activity-select')).to.have.length(0);

    expect(m.all('[part=open-link]')).to.have.length(0, 'no link without status-page');
    m.all('[part=open-button]')[0]!.click();
    const [event] = m.events.filter((e) => e.type === 'swap-activity-select');
    expect(event).to.be.instanceOf(SwapActivitySelectEvent);
    expect(event!.bubbles && event!.composed).to.equal(true);
    const receipt = getPersistence().getReceipt(third.quote.depositAddress!)!;
    expect(event!.detail).to.deep.equal({
      group: 'default',
      depositAddress: third.quote.depositAddress,
      memo: undefined,
      status: 'PENDING_DEPOSIT',
      receipt,
    });
    expect(event!.detail.receipt.quoteResponse).to.deep.equal(third);
  });

  it('with status-page, "Open" is a link with the URL-encoded address and memo, and still fires the event', async () => {
    const sim = makeSim();
    const stellar = await quote(sim, { originAsset: XLM, fromChain: 'stellar', amount: '1000000000' });
    save(stellar);
    const m = await mount(sim, recordingFetch(sim).fetch, {
      statusPage: '/status?deposit={depositAddress}&memo={memo}&group=a b',
    });
    const { depositAddress, depositMemo } = stellar.quote;
    expect(depositMemo).to.be.a('string');
    const link = m.$<HTMLAnchorElement>('[part=open-link]');
    expect(link.getAttribute('href')).to.equal(
      `/status?deposit=${encodeURIComponent(depositAddress!)}&memo=${encodeURIComponent(depositMemo!)}&group=a b`,
    );
    expect(m.text('[part=deposit-address]')).to.contain(`Memo ${depositMemo}`);

    // The page opens the swap in place: it cancels the event, and the link is not followed.
    let followed: boolean | undefined;
    const cancel = (e: Event) => e.preventDefault();
    const watch = (e: Event) => {
      followed = !e.defaultPrevented;
      e.preventDefault(); // the test page itself never navigates
    };
    m.el.addEventListener('swap-activity-select', cancel);
    document.addEventListener('click', watch);
    try {
      link.click();
      expect(followed).to.equal(false);
      m.el.removeEventListener('swap-activity-select', cancel);
      link.click();
      expect(followed, 'without preventDefault the link is followed').to.equal(true);
    } finally {
      document.removeEventListener('click', watch);
    }
    const selects = m.events.filter((e) => e.type === 'swap-activity-select');
    expect(selects).to.have.length(2);
    expect(selects[0]!.detail.memo).to.equal(depositMemo);
    expect(selects[0]!.cancelable).to.equal(true);
  });

  it('makes no link of a status-page that is not a web address', async () => {
    const { sim } = await threeSwaps();
    const m = await mount(sim, recordingFetch(sim).fetch, { statusPage: 'javascript:alert({depositAddress})' });
    expect(m.all('[part=open-link]')).to.have.length(0);
    expect(m.all('[part=open-button]')).to.have.length(3);
  });

  it('downloads the signed receipt as JSON, with no credential in it or in the status requests', async () => {
    const { sim, third } = await threeSwaps();
    const API_KEY = 'sk-activity-test-key-1234567890';
    const JWT = 'eyJhbGciOiJIUzI1NiJ9.activity-test.c2lnbmF0dXJl';
    configure({ apiKey: API_KEY });
    const net = recordingFetch(sim);
    const m = await mount(sim, net.fetch);
    m.el.token = JWT;
    m.el.apiKey = undefined;
    await m.el.updateComplete;

    const createObjectURL = URL.createObjectURL;
    let blob: Blob | undefined;
    let link: HTMLAnchorElement | undefined;
    URL.createObjectURL = (b: Blob | MediaSource) => ((blob = b as Blob), 'blob:receipt');
    const catchLink = (event: Event) => {
      if (!(event.target instanceof HTMLAnchorElement) || !event.target.download) return;
      link = event.target;
      event.preventDefault();
    };
    m.el.shadowRoot!.addEventListener('click', catchLink, { capture: true });
    try {
      m.all('[part=download-button]')[0]!.click();
    } finally {
      URL.createObjectURL = createObjectURL;
      m.el.shadowRoot!.removeEventListener('click', catchLink, { capture: true });
    }
    expect(link?.download).to.equal(`swap-receipt-${third.quote.depositAddress}.json`);
    expect(blob?.type).to.equal('application/json');
    const text = await blob!.text();
    expect(JSON.parse(text)).to.deep.equal(JSON.parse(JSON.stringify(third)));
    expect(JSON.parse(text).signature).to.match(/^ed25519:/);
    for (const secret of [API_KEY, JWT, 'activity-test']) expect(text).to.not.contain(secret);

    await m.tick();
    expect(net.statusRequests().length).to.be.greaterThan(2);
    for (const { headers } of net.statusRequests()) {
      expect(headers.get('x-api-key')).to.equal(null);
      expect(headers.get('authorization')).to.equal(null);
    }
  });

  it('forgets a finished swap only after confirming, with the final wording', async () => {
    const { sim, first } = await threeSwaps();
    const m = await mount(sim, recordingFetch(sim).fetch);
    const forget = m.all('[part=forget-button]')[2]!;
    forget.click();
    await m.el.updateComplete;
    expect(m.all('[part=confirm]')).to.have.length(1);
    expect(m.text('[part=confirm]')).to.equal(
      'Forget this swap on this device? It is removed from this list and from this browser. The swap itself is not affected. Forget it Keep it',
    );
    expect(m.el.shadowRoot!.activeElement?.textContent?.trim()).to.equal('Keep it');
    expect(forget.getAttribute('aria-expanded')).to.equal('true');
    await expect(m.el).to.be.accessible();

    m.$('[part=cancel-button]').click();
    await m.el.updateComplete;
    expect(m.all('[part=confirm]')).to.have.length(0);
    expect(getPersistence().getReceipt(first.quote.depositAddress!), 'kept').to.not.equal(undefined);
    expect(m.el.shadowRoot!.activeElement).to.equal(m.all('[part=forget-button]')[2]);

    m.all('[part=forget-button]')[2]!.click();
    await m.el.updateComplete;
    m.$('[part=confirm-button]').click();
    await m.settle();
    expect(getPersistence().getReceipt(first.quote.depositAddress!)).to.equal(undefined);
    expect(m.texts('[part=amounts]').map((t) => t.split(' →')[0])).to.deep.equal(['7.5 USDC', '25 USDC']);
    expect(m.text('[part=announcer]')).to.equal('The swap was removed from this device.');
    expect(m.el.shadowRoot!.activeElement).to.equal(m.$('[part=title]'));
  });

  it('warns before forgetting an unfinished swap, and forgetting the active swap clears it', async () => {
    const sim = makeSim();
    const open = await quote(sim);
    getStore().activate(open, true); // as <swap-quote> saves a confirmed quote
    const m = await mount(sim, recordingFetch(sim).fetch);
    expect(m.texts('[part=status]')).to.deep.equal(['Waiting for deposit']);
    m.$('[part=forget-button]').click();
    await m.el.updateComplete;
    expect(m.text('[part=confirm-detail]')).to.equal(
      'This swap is not finished: money may still be on its way. Without it, this device can no longer show where it went. Download its receipt first if you may need it.',
    );
    expect(m.$('[part=confirm]').classList.contains('unfinished')).to.equal(true);
    await expect(m.el).to.be.accessible();
    m.$('[part=confirm-button]').click();
    await m.settle();
    expect(getPersistence().list()).to.have.length(0);
    expect(getStore().get().activeSwap).to.equal(undefined);
    expect(getPersistence().getActive('default')).to.equal(undefined);
    expect(m.text('[part=empty]')).to.contain('No swaps on this device yet.');
    expect(m.timers.pending, 'no longer followed').to.have.length(0);
  });

  it('shows an empty state with a helpful sentence and sends nothing', async () => {
    const sim = makeSim();
    const net = recordingFetch(sim);
    const m = await mount(sim, net.fetch);
    expect(m.text('[part=empty]')).to.equal(
      'No swaps on this device yet. When you start a swap here, it is listed with its live status, so you can come back to it after closing the page.',
    );
    expect(m.all('[part=list]')).to.have.length(0);
    expect(net.sent).to.have.length(0);
    await expect(m.el).to.be.accessible();
  });

  it('shows `limit` swaps, asks only about those, and "Show more" shows the next ones', async () => {
    const { sim, first } = await threeSwaps();
    const extra = await quote(sim, { amount: '2000000' }); // the newest, unfinished
    save(extra);
    const net = recordingFetch(sim);
    const m = await mount(sim, net.fetch, { limit: 2 });
    expect(m.texts('[part=amounts]').map((t) => t.split(' →')[0])).to.deep.equal(['2 USDC', '7.5 USDC']);
    expect(net.statusRequests()).to.have.length(2);
    expect(m.text('[part=more-button]')).to.equal('Show more (2 more swaps)');

    m.$('[part=more-button]').click();
    await m.settle();
    expect(m.texts('[part=amounts]').map((t) => t.split(' →')[0])).to.deep.equal([
      '2 USDC',
      '7.5 USDC',
      '25 USDC',
      '100 USDC',
    ]);
    expect(net.statusRequests()).to.have.length(3, 'the newly shown unfinished one; the complete one never');
    expect(m.all('[part=more-button]')).to.have.length(0);
    expect(m.el.shadowRoot!.activeElement, 'focus on the first newly shown swap').to.equal(
      m.all('[part=open-button]')[2],
    );
    expect(getPersistence().getReceipt(first.quote.depositAddress!)?.status).to.equal('SUCCESS');
  });

  it('shows a failed check as unavailable, tells the page once, and backs off', async () => {
    const { sim } = await threeSwaps();
    sim.setFaults({ errorRate: 1 });
    const net = recordingFetch(sim);
    const m = await mount(sim, net.fetch);
    expect(m.texts('[part=status]')).to.deep.equal(['Status unavailable', 'Status unavailable', 'Completed']);
    const reason = 'The swap service had a problem. Please try again in a moment. Checking again shortly.';
    expect(m.texts('[part=check-failed]')).to.deep.equal([reason, reason]);
    const errors = () => m.events.filter((e) => e.type === 'swap-error');
    expect(errors()).to.have.length(2, 'once per swap');
    expect(errors()[0]!.detail.operation).to.equal('status');
    for (const timer of m.timers.pending) expect(timer.ms).to.be.within(1_600, 2_400);
    await m.tick();
    expect(errors()).to.have.length(2, 'not again for the same run of failures');
    for (const timer of m.timers.pending) expect(timer.ms).to.be.within(3_200, 4_800);
    sim.resetFaults();
    await m.tick();
    expect(m.texts('[part=status]')).to.deep.equal(['Waiting for deposit', 'Waiting for deposit', 'Completed']);
    expect(m.all('[part=check-failed]')).to.have.length(0);
    await expect(m.el).to.be.accessible();
  });
});
