// Issue 13 point 1: once the deposit has arrived or the swap is over, the deposit view says what happened and never
// asks for funds again; a short deposit says exactly how much is still to send.
import { expect, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import type { SwapDeposit } from '../../../src/elements/swap-deposit/swap-deposit.js';
import type { DepositProgressController } from '../../../src/elements/swap-deposit/controllers/deposit-progress-controller.js';
import type { StatusResponse } from '../../../src/api/schemas.js';
import { formatAmount, toDecimal } from '../../../src/core/amounts.js';
import { configure, getPersistence, getStore } from '../../../src/store/store.js';
// A storage of the test's own: the page's localStorage is shared by every test file of the run.
import type { Simulator } from '../../../src/simulator/app.js';
import { ETH_USDC, WNEAR, XLM, clientFor, makeSim, post } from '../../simulator/helpers.js';
import { countingFetch, mount } from '../swap-status/helpers.js';
import {
  $,
  confirmedQuote,
  driveTo,
  recordingFetch,
  renderDeposit,
  shown,
  textOf,
  visibleText,
  type DrivenStatus,
  type Sent,
} from './helpers.js';
import { dropStore, freshStore } from '../../helpers/fresh-store.js';
import { activeResponse } from '../../helpers/active-status.js';

const HOUR = 3_600_000;

/** The text a sighted reader sees in a part: without the visually hidden exact values of shortened amounts. */
function seenText(el: SwapDeposit, selector: string): string {
  const copy = $(el, selector)!.cloneNode(true) as Element;
  copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
  return copy.textContent!.replace(/\s+/g, ' ').trim();
}

describe('<swap-deposit> after the deposit', () => {
  let sim: Simulator;
  let fetch: typeof globalThis.fetch;
  let requests: Sent[];

  beforeEach(async () => {
    freshStore();
    sim = makeSim();
    configure({ servicePublicKey: (await sim.info()).publicKey });
    ({ fetch, requests } = recordingFetch(sim));
  });

  afterEach(() => {
    dropStore();
  });

  /** Nothing in the view asks for funds. */
  function expectNoRequestForFunds(el: SwapDeposit) {
    expect($(el, '[part=qr]'), 'no QR').to.equal(null);
    expect($(el, 'swap-countdown'), 'no countdown').to.equal(null);
    expect($(el, '[part=submit]'), 'no hash form').to.equal(null);
    expect($(el, '[part=amount]'), 'no amount to send').to.equal(null);
    expect($(el, '[part=caution]')).to.equal(null);
    expect(el.shadowRoot!.querySelector('swap-copy-button'), 'nothing to copy').to.equal(null);
    expect(visibleText(el)).to.not.match(/send/i);
    expect(textOf(el, '[part=title]')).to.equal('Your deposit');
    expect($(el, '[part=base]')!.getAttribute('aria-label')).to.equal('Your deposit');
  }

  /** The group's active swap, shown with its instructions, then the status recorded as <swap-status> records it. */
  async function activeSwapReaching(status: DrivenStatus) {
    const quote = await confirmedQuote(sim);
    getStore().activate(quote, true);
    const el = await renderDeposit(sim, fetch);
    await waitUntil(() => $(el, '[part=submit]'), 'the instructions first');
    expect(textOf(el, '[part=amount]')).to.contain('Send exactly');
    const response = await driveTo(sim, quote, status);
    getStore().recordStatus(quote.quote.depositAddress!, undefined, response);
    await el.updateComplete;
    return { el, quote, response };
  }

  const outcomes: [
    DrivenStatus,
    string,
    (r: StatusResponse, refundTo: string, recipient: string) => RegExp | string,
  ][] = [
    [
      'KNOWN_DEPOSIT_TX',
      '[part=received]',
      () =>
        'Deposit received The service found your deposit transaction and is waiting for its confirmations. Nothing more is needed from you.',
    ],
    [
      'PROCESSING',
      '[part=received]',
      () =>
        'Deposit received Your deposit is confirmed and the swap is being processed. Nothing more is needed from you.',
    ],
    [
      'SUCCESS',
      '[part=outcome]',
      (r, _refundTo, recipient) =>
        // Issue 26: the delivered amount reads by the reading rule (its exact value is asserted below).
        `Swap complete ${formatAmount(r.swapDetails!.amountOut!, 24, { locale: 'en-US' })} wNEAR was delivered to ${recipient}.`,
    ],
    [
      'REFUNDED',
      '[part=outcome]',
      // 100 USDC less the refundFee of a refund to the origin chain.
      (r, refundTo) =>
        `Swap refunded The swap did not complete. ${formatAmount(100_000_000n - BigInt(r.quoteResponse!.quote.refundFee!), 6, { locale: 'en-US' })} USDC was refunded to ${refundTo}.`,
    ],
    [
      'FAILED',
      '[part=outcome]',
      () =>
        'Swap failed The swap did not complete. Keep your receipt and give it, with this deposit address, to whoever runs this site: they can trace the funds with it.',
    ],
  ];

  for (const [status, part, sentence] of outcomes) {
    it(`at ${status} says what happened and asks for nothing`, async () => {
      const { el, quote, response } = await activeSwapReaching(status);
      expectNoRequestForFunds(el);
      const expected = sentence(response, quote.quoteRequest.refundTo, quote.quoteRequest.recipient);
      // Amounts over a thousand carry a group separator in en-US; the exact value for AT is checked on its own.
      expect(seenText(el, part).replace(/(?<=\d),(?=\d{3})/g, '')).to.equal(expected);
      // The address stays as a reference of where the deposit went, and the receipt can still be downloaded.
      expect(textOf(el, '[part=deposit-address] .label')).to.equal('Your deposit went to');
      expect(textOf(el, '[part=deposit-address-value]')).to.equal(quote.quote.depositAddress);
      expect($(el, '[part=receipt-button]')).to.not.equal(null);
      const final = status === 'SUCCESS' || status === 'REFUNDED' || status === 'FAILED';
      expect($(el, '[part=new-quote-button]') !== null, 'a new quote once it is over').to.equal(final);
      await expect(el).to.be.accessible();
      el.theme = 'dark';
      await el.updateComplete;
      await expect(el).to.be.accessible();
    });
  }

  it('at a SUCCESS with no amounts and no destination hash says to check the refund, never delivered', async () => {
    const quote = await confirmedQuote(sim);
    getStore().activate(quote, true);
    const el = await renderDeposit(sim, fetch);
    await waitUntil(() => $(el, '[part=submit]'), 'the instructions first');
    const depositAddress = quote.quote.depositAddress!;
    // The service has answered so for deposits it had in fact refunded on the origin chain (CONTRACT.md).
    const wild = await post(sim, '/_sim/status-answer', { depositAddress, answer: 'refunded-as-success' });
    expect(wild.status).to.equal(200);
    const response = await driveTo(sim, quote, 'SUCCESS');
    getStore().recordStatus(depositAddress, undefined, response);
    await el.updateComplete;
    expectNoRequestForFunds(el);
    expect(seenText(el, '[part=outcome]')).to.equal(
      `Check the refund: delivery not confirmed The service says complete but reports no amount and no transfer to the recipient, as it has for refunded deposits. Check whether your deposit came back to ${quote.quoteRequest.refundTo}.`,
    );
    expect(textOf(el, '[part=deposit-address-value]')).to.equal(depositAddress);
    await expect(el).to.be.accessible();
  });

  it('shows a delivered 24-decimal amount short, with every digit in its title and for assistive technology', async () => {
    const { el, response } = await activeSwapReaching('SUCCESS');
    const out = response.swapDetails!.amountOut!;
    const exact = `${toDecimal(out, 24)} wNEAR`;
    expect(exact.split('.')[1]!.length).to.be.greaterThan(7, 'a long wNEAR amount');
    const amount = $(el, '[part=outcome] .amount-short')!;
    expect(amount.getAttribute('title')).to.equal(exact);
    expect(amount.querySelector('.visually-hidden')!.textContent).to.equal(exact);
    expect(amount.querySelector('[aria-hidden=true]')!.textContent).to.equal(
      `${formatAmount(out, 24, { locale: 'en-US' })} wNEAR`,
    );
    await expect(el).to.be.accessible();
  });

  it('keeps every digit of a 24-decimal amount to send, on screen and on copy, in English and German', async () => {
    const amount = '41650142530192305287248987';
    const quote = await confirmedQuote(sim, {
      fromChain: 'near',
      originAsset: WNEAR,
      destinationAsset: ETH_USDC,
      toChain: 'eth',
      amount,
    });
    await getStore().loadTokens({ client: clientFor(sim) });
    getStore().activate(quote, true);
    const el = await renderDeposit(sim, fetch);
    await waitUntil(() => $(el, '[part=amount-value]'), 'the amount to send');
    expect(textOf(el, '[part=amount-value]')).to.match(/^41\.650142530192305287248987 wNEAR/);
    expect($(el, '[part=amount] .amount-short')).to.equal(null, 'an amount to send is never shortened');
    const copy = el.shadowRoot!.querySelector<HTMLElement & { value: string }>(
      'swap-copy-button[label="Copy amount to send"]',
    );
    expect(copy!.value).to.equal('41.650142530192305287248987');
    el.locale = 'de-DE';
    await el.updateComplete;
    expect(textOf(el, '[part=amount-value]')).to.match(/^41,650142530192305287248987 wNEAR/);
  });

  it('offers a new quote after a finished swap, keeping its receipt', async () => {
    const { el, quote } = await activeSwapReaching('SUCCESS');
    setTimeout(() => $(el, '[part=new-quote-button]')!.click());
    const restart = await oneEvent(el, 'swap-deposit-restart');
    expect(restart.detail).to.deep.equal({ group: 'default', depositAddress: quote.quote.depositAddress, memo: undefined }); // prettier-ignore
    expect(getStore().get().activeSwap).to.equal(undefined);
    expect(getPersistence().getReceipt(quote.quote.depositAddress!)?.status).to.equal('SUCCESS');
  });

  it('keeps the memo as a reference once a Stellar deposit arrived', async () => {
    const quote = await confirmedQuote(sim, { originAsset: XLM, fromChain: 'stellar', amount: '1000000000' });
    getStore().activate(quote, true);
    const el = await renderDeposit(sim, fetch);
    await shown(el);
    const response = await driveTo(sim, quote, 'PROCESSING');
    getStore().recordStatus(quote.quote.depositAddress!, quote.quote.depositMemo!, response);
    await waitUntil(() => $(el, '[part=received]'));
    expectNoRequestForFunds(el);
    expect(textOf(el, '[part=memo-value]')).to.equal(quote.quote.depositMemo);
    expect($(el, '[part=memo-required]'), 'no longer something to enter').to.equal(null);
  });

  it('asks for exactly what is missing from a short deposit, and takes the top-up', async () => {
    const quote = await confirmedQuote(sim); // 100 USDC
    getStore().activate(quote, true);
    const el = await renderDeposit(sim, fetch);
    await shown(el);
    const address = quote.quote.depositAddress!;
    getStore().recordStatus(address, undefined, await driveTo(sim, quote, 'INCOMPLETE_DEPOSIT', 33_333_333n));
    await el.updateComplete;
    expect(textOf(el, '[part=title]')).to.equal('Top up your deposit');
    // Issue 26: what arrived reads by the reading rule, every digit in its title and for AT; the total stays exact.
    expect(seenText(el, '[part=top-up]')).to.equal('Received so far: 33.3333 USDC of 100 USDC. The deposit is short.');
    expect($(el, '[part=top-up] .amount-short')!.getAttribute('title')).to.equal('33.333333 USDC');
    expect(textOf(el, '[part=amount] .label')).to.equal('Still to send');
    expect(textOf(el, '[part=amount-value]')).to.equal('66.666667 USDC');
    expect(textOf(el, '[part=amount-rules]')).to.equal(
      `If the rest has not arrived by the deadline, everything received is refunded to ${quote.quoteRequest.refundTo}.`,
    );
    const copies = [...el.shadowRoot!.querySelectorAll('swap-copy-button')].map((b) => [b.label, b.value]);
    expect(copies).to.deep.include(['Copy amount still to send', '66.666667']);
    expect(copies).to.deep.include(['Copy deposit address', address]);
    // The address, QR, countdown and hash form stay for the top-up; the payment link carries the missing amount.
    expect($(el, 'swap-countdown')).to.not.equal(null);
    expect($(el, '[part=caution]')).to.equal(null);
    [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('[part=qr-toggle] input')].find((r) => r.value === 'uri')!.click(); // prettier-ignore
    await el.updateComplete;
    expect($(el, '[part=qr]')!.dataset.text).to.equal(
      `ethereum:${ETH_USDC.slice(11, 53)}@1/transfer?address=${address}&uint256=66666667`,
    );
    expect(textOf(el, '[part=submit] label')).to.equal('Sent the rest? Speed it up with its transaction hash');
    await expect(el).to.be.accessible();

    // A hash submitted now: the service still waits for the rest, so the form stays, and a resubmit is harmless.
    const input = $(el, '[part=tx-hash-input]') as HTMLInputElement;
    input.value = `0x${'ab'.repeat(32)}`;
    input.dispatchEvent(new Event('input'));
    setTimeout(() => $(el, '[part=submit-button]')!.click());
    const event = await oneEvent(el, 'swap-deposit-submit');
    expect(event.detail.statusResponse.status).to.equal('INCOMPLETE_DEPOSIT');
    await el.updateComplete;
    expect(textOf(el, '[part=submit-result]')).to.equal(
      'Submitted. The deposit is below the required amount. Send the rest before the deadline, or it will be refunded.',
    );
    $(el, '[part=submit-button]')!.click();
    await waitUntil(() => textOf(el, '[part=submit-result]').includes('already submitted'));
    expect(requests.filter((r) => r.path === '/v0/deposit/submit')).to.have.length(1, 'the same hash is sent once');

    // The rest arrives.
    sim.deposit({ depositAddress: address, amount: 66_666_667n });
    const topped = await clientFor(sim).status({ depositAddress: address });
    expect(topped.status).to.equal('KNOWN_DEPOSIT_TX');
    getStore().recordStatus(address, undefined, topped);
    await el.updateComplete;
    expect(textOf(el, '[part=received]')).to.contain('Deposit received');
    expectNoRequestForFunds(el);
  });

  it('shows the expired instructions, not a top-up, for a short deposit past its deadline', async () => {
    const quote = await confirmedQuote(sim);
    getStore().activate(quote, true);
    const el = await renderDeposit(sim, fetch);
    await shown(el);
    getStore().recordStatus(quote.quote.depositAddress!, undefined, await driveTo(sim, quote, 'INCOMPLETE_DEPOSIT'));
    await waitUntil(() => $(el, '[part=top-up]'));
    sim.clock.advance(2 * HOUR);
    el.requestUpdate();
    await el.updateComplete;
    expect(textOf(el, '[part=expired]')).to.contain('Do not send anything to this address');
    expect($(el, '[part=top-up]')).to.equal(null);
    expect($(el, '[part=qr]')).to.equal(null);
    expect(textOf(el, '[part=title]')).to.equal('Send your deposit');
  });

  it('submitting the hash of the full deposit replaces the form by the received note, which takes the focus', async () => {
    const quote = await confirmedQuote(sim);
    getStore().activate(quote, true);
    const el = await renderDeposit(sim, fetch);
    await waitUntil(() => $(el, '[part=submit]'));
    const input = $(el, '[part=tx-hash-input]') as HTMLInputElement;
    input.value = `0x${'cd'.repeat(32)}`;
    input.dispatchEvent(new Event('input'));
    // The transfer is on chain (the simulator's control endpoint) before its hash is submitted.
    sim.deposit({ depositAddress: quote.quote.depositAddress!, amount: quote.quote.amountIn, txHash: input.value });
    setTimeout(() => $(el, '[part=submit-button]')!.click());
    const event = await oneEvent(el, 'swap-deposit-submit');
    expect(event.detail.statusResponse.status).to.equal('KNOWN_DEPOSIT_TX');
    expect(activeResponse(getStore())?.status).to.equal('KNOWN_DEPOSIT_TX');
    expectNoRequestForFunds(el);
    expect(el.shadowRoot!.activeElement).to.equal($(el, '[part=received]'));
  });

  it('standing alone after a reload, asks the service once and shows a swap that finished meanwhile', async () => {
    const quote = await confirmedQuote(sim);
    getStore('elsewhere').activate(quote, true); // the receipt saved when the quote was confirmed, without a status
    const address = quote.quote.depositAddress!;
    expect(getPersistence().getReceipt(address)?.status).to.equal(undefined);
    await driveTo(sim, quote, 'SUCCESS');
    const el = await renderDeposit(sim, fetch, html`<swap-deposit deposit-address=${address}></swap-deposit>`);
    await waitUntil(() => $(el, '[part=outcome]'), 'the outcome from the status check');
    expect(textOf(el, '[part=outcome]')).to.match(/^Swap complete /);
    expectNoRequestForFunds(el);
    expect(getPersistence().getReceipt(address)?.status, 'the receipt learns it too').to.equal('SUCCESS');
    // One check, not a poller: later renders and time ask nothing more.
    sim.clock.advance(HOUR);
    el.requestUpdate();
    await el.updateComplete;
    expect(requests.filter((r) => r.path === '/v0/status')).to.deep.equal([
      { method: 'GET', path: '/v0/status', body: undefined },
    ]);
  });

  it('standing alone without an answer from the service, follows the status saved on this device', async () => {
    const quote = await confirmedQuote(sim);
    const address = quote.quote.depositAddress!;
    getStore('elsewhere').activate(quote, true);
    // Saved on this device by an earlier page (the status alone: that page's answer is gone with it).
    const refunded = await driveTo(sim, quote, 'REFUNDED');
    getPersistence().updateStatus(address, undefined, refunded.status, refunded.updatedAt);
    const unreachable: typeof globalThis.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (new URL(request.url).pathname.endsWith('/v0/status')) {
        return new Response(JSON.stringify({ message: 'Deposit address not found' }), { status: 404 });
      }
      return fetch(request);
    };
    const el = await renderDeposit(sim, unreachable, html`<swap-deposit deposit-address=${address}></swap-deposit>`);
    await waitUntil(() => $(el, '[part=outcome]'));
    // The saved status has no amounts: the sentence without one.
    expect(textOf(el, '[part=outcome]')).to.equal(
      `Swap refunded The swap did not complete. Your deposit was refunded to ${quote.quoteRequest.refundTo}.`,
    );
    expectNoRequestForFunds(el);
  });

  it('never steps back to the instructions on an older answer', async () => {
    const quote = await confirmedQuote(sim);
    const address = quote.quote.depositAddress!;
    const pendingAnswer = await fetch(`http://sim.test/1click/v0/status?depositAddress=${address}`).then((r) =>
      r.text(),
    );
    const done = await driveTo(sim, quote, 'SUCCESS');
    getStore().activate(quote, true);
    getStore().recordStatus(address, undefined, done);
    // The element's own check gets the answer from before the deposit (a slow response crossing the poll's).
    const stale: typeof globalThis.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (!new URL(request.url).pathname.endsWith('/v0/status')) return fetch(request);
      return new Response(pendingAnswer, { headers: { 'content-type': 'application/json' } });
    };
    const el = await renderDeposit(sim, stale);
    await waitUntil(() => $(el, '[part=outcome]'));
    // The element's one status check (the private progress controller's task) has taken its stale answer.
    const check = (el as unknown as { progress: DepositProgressController }).progress.check;
    await waitUntil(() => check.value);
    expect(check.value!.response.status).to.equal('PENDING_DEPOSIT');
    await el.updateComplete;
    expect(textOf(el, '[part=outcome]')).to.match(/^Swap complete /);
    expect(activeResponse(getStore())?.status, 'the store keeps the newer answer').to.equal('SUCCESS');
  });

  it('follows a <swap-status> of its group that tracks the shown swap (not the active one)', async () => {
    const quote = await confirmedQuote(sim);
    const address = quote.quote.depositAddress!;
    getStore('elsewhere').activate(quote, true);
    const el = await renderDeposit(sim, fetch, html`<swap-deposit deposit-address=${address}></swap-deposit>`);
    await waitUntil(() => $(el, '[part=submit]'));
    const status = await mount(sim, countingFetch(sim).fetch, { depositAddress: address });
    await driveTo(sim, quote, 'INCOMPLETE_DEPOSIT', 40_000_000n);
    await status.tick();
    await waitUntil(() => $(el, '[part=top-up]'), 'the top-up from the status element');
    expect(textOf(el, '[part=amount-value]')).to.equal('60 USDC');
    sim.deposit({ depositAddress: address, amount: 60_000_000n });
    await status.tick();
    await waitUntil(() => $(el, '[part=received]'), 'the received note from the status element');
    expectNoRequestForFunds(el);
  });
});
