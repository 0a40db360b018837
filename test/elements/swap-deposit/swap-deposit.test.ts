import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import { renderSVG } from 'uqr';
import '../../../src/elements/swap-deposit/swap-deposit.js';
import { QR_OPTIONS, type SwapDeposit } from '../../../src/elements/swap-deposit/swap-deposit.js';
import type { SwapCountdown } from '../../../src/elements/parts/swap-countdown.js';
import type { QuoteRequest, QuoteResponse } from '../../../src/api/schemas.js';
import {
  SwapDepositRestartEvent,
  SwapDepositSubmitEvent,
  SwapErrorEvent,
  SwapQuoteConfirmEvent,
} from '../../../src/events.js';
import { configure, getPersistence, getStore } from '../../../src/store/store.js';
// A storage of the test's own: the page's localStorage is shared by every test file of the run.
import type { Simulator } from '../../../src/simulator/app.js';
import { BASE, ETH_USDC, WNEAR, XLM, addressOn, clientFor, makeSim, quoteRequest } from '../../simulator/helpers.js';
import { dropStore, freshStore } from '../../helpers/fresh-store.js';
import { activeResponse } from '../../helpers/active-status.js';

const HOUR = 3_600_000;

describe('<swap-deposit>', () => {
  let sim: Simulator;
  let requests: { method: string; path: string; body: unknown }[];
  /** The simulator's fetch, recording what the element sent. */
  let fetch: typeof globalThis.fetch;

  beforeEach(async () => {
    freshStore();
    sim = makeSim();
    configure({ servicePublicKey: (await sim.info()).publicKey });
    requests = [];
    fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const text = request.method === 'POST' ? await request.clone().text() : '';
      requests.push({
        method: request.method,
        path: new URL(request.url).pathname.replace('/1click', ''),
        body: text ? JSON.parse(text) : undefined,
      });
      return sim.fetch(request);
    };
  });

  afterEach(() => {
    dropStore();
  });

  const confirmedQuote = (patch: Partial<QuoteRequest> & { fromChain?: string; toChain?: string } = {}) =>
    clientFor(sim).quote({ ...quoteRequest(sim, patch), dry: false });

  async function render(template = html`<swap-deposit></swap-deposit>`): Promise<SwapDeposit> {
    const el = await fixture<SwapDeposit>(template);
    el.fetch = fetch;
    el.clock = sim.clock.now;
    el.baseUrl = BASE;
    el.locale = 'en-US';
    await el.updateComplete;
    return el;
  }

  const $ = (el: SwapDeposit, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
  const text = (el: SwapDeposit, selector: string) => $(el, selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  const shown = (el: SwapDeposit) => waitUntil(() => $(el, '[part~=deposit-address]'), 'instructions shown');

  /** The modules of a QR code SVG as uqr draws them: its path data. */
  const qrPath = (svg: string) =>
    new DOMParser().parseFromString(svg, 'image/svg+xml').querySelector('path')!.getAttribute('d');

  it('shows the active swap of its group: address, token and chain in words, exact amount, verified mark', async () => {
    const quote = await confirmedQuote();
    getStore().activate(quote, true);
    const el = await render();
    await shown(el);
    await expect(el).to.be.accessible();
    expect(text(el, '[part=deposit-address-value]')).to.equal(quote.quote.depositAddress);
    expect(text(el, '[part=send-only]')).to.equal('Send only USDC on Ethereum.');
    expect(text(el, '[part=amount-value]')).to.contain('100 USDC');
    expect(text(el, '[part=verified]')).to.contain('Verified');
    expect(text(el, '[part=amount-rules]')).to.contain('Less than this is refunded');
    expect(text(el, '[part=caution]')).to.contain('small test amount first');
    expect(text(el, '[part=timers]')).to.contain('refunded to');
    expect($(el, '[part=memo]')).to.equal(null, 'no memo on Ethereum');
    const copies = [...el.shadowRoot!.querySelectorAll('swap-copy-button')].map((b) => [b.label, b.value]);
    expect(copies).to.deep.include(['Copy deposit address', quote.quote.depositAddress]);
    expect(copies).to.deep.include(['Copy amount to send', '100']);
    expect(requests.filter((r) => r.path === '/v0/tokens')).to.have.length(1);
  });

  it('reads CONFIDENTIAL_INTENTS deposit, refund and recipient types: an account funded inside Intents', async () => {
    const quote = await confirmedQuote({
      depositType: 'CONFIDENTIAL_INTENTS',
      refundType: 'CONFIDENTIAL_INTENTS',
      refundTo: addressOn('near'),
      recipientType: 'CONFIDENTIAL_INTENTS',
      recipient: addressOn('near', 2),
    });
    getStore().activate(quote, true);
    const el = await render();
    await shown(el);
    expect(text(el, '[part=send-only]')).to.equal(
      'Send only USDC inside Confidential Intents, by a signed transfer to this Confidential Intents account. A transfer from a blockchain does not reach it.',
    );
    expect(text(el, '[part=deposit-address-value]')).to.equal(quote.quote.depositAddress);
    expect(el.shadowRoot!.textContent).to.not.contain('on Ethereum');
    await expect(el).to.be.accessible();
  });

  it('shows a quote given as a property, and fires nothing for it', async () => {
    const quote = await confirmedQuote({ originAsset: WNEAR, destinationAsset: ETH_USDC, fromChain: 'near', toChain: 'eth', amount: '10000000000000000000000000' }); // prettier-ignore
    const seen: Event[] = [];
    const el = await render();
    for (const name of ['swap-deposit-submit', 'swap-error', 'swap-deposit-restart']) {
      el.addEventListener(name, (e) => seen.push(e));
    }
    el.quote = quote;
    await shown(el);
    expect(text(el, '[part=deposit-address-value]')).to.equal(quote.quote.depositAddress);
    expect(text(el, '[part=send-only]')).to.equal('Send only wNEAR on NEAR.');
    expect($(el, '[part=sender-input]'), 'NEAR origins ask for the sender account').to.not.equal(null);
    expect(seen).to.have.length(0);
    // The verified quote is kept, so the address can be found again after a reload.
    expect(getPersistence().getReceipt(quote.quote.depositAddress!)?.quoteResponse).to.deep.equal(quote);
  });

  it('takes up a swap confirmed in its own group (the store), not in another', async () => {
    const quote = await confirmedQuote();
    const el = await render(html`<swap-deposit group="g1"></swap-deposit>`);
    getStore('other').activate(quote, true);
    await el.updateComplete;
    expect($(el, '[part=empty]')).to.not.equal(null);
    getStore('g1').activate(quote, true);
    await shown(el);
    expect(text(el, '[part=deposit-address-value]')).to.equal(quote.quote.depositAddress);
  });

  it('restores a swap from deposit-address through the saved receipts, and says so honestly when none is found', async () => {
    const quote = await confirmedQuote();
    getStore('elsewhere').activate(quote, true);
    const el = await render(html`<swap-deposit deposit-address=${quote.quote.depositAddress!}></swap-deposit>`);
    await shown(el);
    expect(text(el, '[part=deposit-address-value]')).to.equal(quote.quote.depositAddress);

    el.depositAddress = '0x1111111111111111111111111111111111111111';
    await el.updateComplete;
    expect($(el, '[part=deposit-address]')).to.equal(null);
    expect(text(el, '[part=not-found]')).to.contain('No saved receipt for this deposit address was found');
    expect(text(el, '[part=not-found]')).to.contain('Do not send funds');
    await expect(el).to.be.accessible();
  });

  it('asks for the memo when several saved swaps share a Stellar deposit address', async () => {
    const first = await confirmedQuote({ originAsset: XLM, fromChain: 'stellar', amount: '1000000000' });
    const second = await confirmedQuote({ originAsset: XLM, fromChain: 'stellar', amount: '2000000000' });
    expect(first.quote.depositAddress).to.equal(second.quote.depositAddress, 'memo chains share the address');
    getStore('a').activate(first, true);
    getStore('b').activate(second, true);
    const el = await render(html`<swap-deposit deposit-address=${first.quote.depositAddress!}></swap-deposit>`);
    expect(text(el, '[part=not-found]')).to.contain('Add the memo of your swap');
    el.memo = second.quote.depositMemo!;
    await shown(el);
    expect(text(el, '[part=memo-value]')).to.equal(second.quote.depositMemo);
    expect(text(el, '[part=amount-value]')).to.contain('200 XLM');
  });

  it('is accessible in the dark theme', async () => {
    getStore().activate(await confirmedQuote({ originAsset: XLM, fromChain: 'stellar', amount: '1000000000' }), true);
    const el = await render(html`<swap-deposit theme="dark"></swap-deposit>`);
    await shown(el);
    await expect(el).to.be.accessible();
  });

  it('follows the store, not the package’s events: a confirm event alone shows nothing', async () => {
    const quote = await confirmedQuote();
    const el = await render();
    document.dispatchEvent(new SwapQuoteConfirmEvent({ group: 'default', quoteResponse: quote }));
    await el.updateComplete;
    expect($(el, '[part=empty]')).to.not.equal(null);
    getStore().activate(quote, true);
    await shown(el);
    getStore().clearActive();
    await el.updateComplete;
    expect($(el, '[part=empty]')).to.not.equal(null);
  });

  it('marks the memo of a Stellar deposit as required, with its copy button and QR', async () => {
    const quote = await confirmedQuote({ originAsset: XLM, fromChain: 'stellar', amount: '1000000000' });
    const memo = quote.quote.depositMemo!;
    expect(memo).to.match(/^\d+$/);
    const el = await render();
    el.quote = quote;
    await shown(el);
    await expect(el).to.be.accessible();
    expect(text(el, '[part=send-only]')).to.equal('Send only XLM on Stellar.');
    expect(text(el, '[part=memo-value]')).to.equal(memo);
    expect(text(el, '[part=memo-required]')).to.equal('REQUIRED');
    expect(text(el, '[part=memo]')).to.contain('may be lost');
    const copy = el.shadowRoot!.querySelector<HTMLElement & { value: string }>('swap-copy-button[label="Copy memo"]');
    expect(copy?.value).to.equal(memo);

    const choose = async (label: string) => {
      const radio = [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('[part=qr-toggle] input')].find(
        (r) => r.parentElement!.textContent!.trim() === label,
      )!;
      radio.click();
      await el.updateComplete;
    };
    await choose('Memo');
    const qr = $(el, '[part=qr]')!;
    expect(qr.getAttribute('aria-label')).to.equal(`QR code of the memo ${memo}`);
    expect(qrPath(qr.innerHTML)).to.equal(qrPath(renderSVG(memo, QR_OPTIONS)));
    await choose('Payment link');
    expect($(el, '[part=qr]')!.dataset.text).to.equal(
      `web+stellar:pay?destination=${quote.quote.depositAddress}&amount=100&memo=${memo}&memo_type=MEMO_ID`,
    );
  });

  it('draws a QR of the address (with a text alternative) and of the EIP-681 payment link', async () => {
    const quote = await confirmedQuote();
    const address = quote.quote.depositAddress!;
    const el = await render();
    el.quote = quote;
    await shown(el);
    const qr = $(el, '[part=qr]')!;
    expect(qr.getAttribute('role')).to.equal('img');
    expect(qr.getAttribute('aria-label')).to.equal(`QR code of the deposit address ${address}`);
    expect(qr.querySelector('svg')).to.not.equal(null);
    expect(qrPath(qr.innerHTML)).to.equal(qrPath(renderSVG(address, QR_OPTIONS)));

    const uri = `ethereum:${ETH_USDC.slice(11, 53)}@1/transfer?address=${address}&uint256=100000000`;
    const link = [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('[part=qr-toggle] input')].find(
      (r) => r.value === 'uri',
    )!;
    link.click();
    await el.updateComplete;
    expect($(el, '[part=qr]')!.dataset.text).to.equal(uri);
    expect(qrPath($(el, '[part=qr]')!.innerHTML)).to.equal(qrPath(renderSVG(uri, QR_OPTIONS)));
    expect(text(el, '[part=qr-caption]')).to.equal(uri);
    await expect(el).to.be.accessible();
  });

  it('copies the address and announces the result', async () => {
    const quote = await confirmedQuote();
    const el = await render();
    el.quote = quote;
    await shown(el);
    let copied: string | undefined;
    const original = navigator.clipboard.writeText;
    Object.defineProperty(navigator.clipboard, 'writeText', {
      configurable: true,
      value: (value: string) => ((copied = value), Promise.resolve()),
    });
    try {
      const copy = el.shadowRoot!.querySelector('swap-copy-button[label="Copy deposit address"]')!;
      setTimeout(() => copy.shadowRoot!.querySelector('button')!.click());
      const event = await oneEvent(el, 'swap-copy');
      expect(event.detail).to.deep.equal({ value: quote.quote.depositAddress, ok: true });
      await (copy as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
      expect(copied).to.equal(quote.quote.depositAddress);
      expect(copy.shadowRoot!.querySelector('[role=status]')!.textContent).to.equal('Copied');
    } finally {
      Object.defineProperty(navigator.clipboard, 'writeText', { configurable: true, value: original });
    }
  });

  it('states the accepted range for EXACT_OUTPUT and what happens outside it', async () => {
    const quote = await confirmedQuote({ swapType: 'EXACT_OUTPUT', amount: '10000000000000000000000000' });
    const el = await render();
    el.quote = quote;
    await shown(el);
    const rules = text(el, '[part=amount-rules]');
    expect(quote.quote.maxAmountIn).to.be.a('string');
    expect(rules).to.match(/Accepted: from [\d.,]+ USDC to [\d.,]+ USDC\./);
    expect(rules).to.contain('is refunded after the deadline');
    expect(rules).to.contain('the excess is refunded to');
  });

  it('explains FLEX_INPUT: any total above the minimum, partial deposits add up', async () => {
    const quote = await confirmedQuote({ swapType: 'FLEX_INPUT' });
    const el = await render();
    el.quote = quote;
    await shown(el);
    const rules = text(el, '[part=amount-rules]');
    expect(rules).to.contain('is accepted and swapped, as long as you receive at least');
    expect(rules).to.contain('wNEAR');
    expect(rules).to.contain('several deposits add up');
  });

  it('never shows the address of a tampered quote', async () => {
    const quote = await confirmedQuote();
    const tampered: QuoteResponse = {
      ...quote,
      quote: { ...quote.quote, depositAddress: '0x000000000000000000000000000000000000dEaD' },
    };
    const el = await render();
    setTimeout(() => (el.quote = tampered));
    const error = await oneEvent(el, 'swap-error');
    expect(error).to.be.instanceOf(SwapErrorEvent);
    expect(error.detail.operation).to.equal('verify');
    await waitUntil(() => $(el, '[part=signature-error]'));
    expect(text(el, '[part=signature-error]')).to.contain('Do not send funds');
    expect(el.shadowRoot!.innerHTML).to.not.contain('dEaD');
    expect($(el, '[part=qr]')).to.equal(null);
    expect(getPersistence().getReceipt(tampered.quote.depositAddress!)).to.equal(undefined, 'not saved');
    await expect(el).to.be.accessible();
  });

  it('never shows a stored swap whose signature failed earlier', async () => {
    const quote = await confirmedQuote();
    getStore().activate(quote, false);
    const el = await render();
    await waitUntil(() => $(el, '[part=signature-error]'));
    expect(el.shadowRoot!.innerHTML).to.not.contain(quote.quote.depositAddress!);
  });

  it('validates the hash for the origin chain before sending anything', async () => {
    const quote = await confirmedQuote();
    const el = await render();
    el.quote = quote;
    await shown(el);
    const input = $(el, '[part=tx-hash-input]') as HTMLInputElement;
    input.value = '5KtPn1LGuxhFiwjxEqHBDNMzQcqJXW4CPHD6Q6mDCDNZ';
    input.dispatchEvent(new Event('input'));
    $(el, '[part=submit-button]')!.click();
    await el.updateComplete;
    expect(text(el, '[part=field-error]')).to.equal(
      'This is not an Ethereum transaction hash: expected 0x followed by 64 hex characters.',
    );
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(requests.filter((r) => r.path === '/v0/deposit/submit')).to.have.length(0);
    await expect(el).to.be.accessible();
  });

  it('submits a hash once, fires swap-deposit-submit, and then shows the deposit as received', async () => {
    const quote = await confirmedQuote();
    getStore().activate(quote, true);
    const el = await render();
    await shown(el);
    const hash = `0x${'ab'.repeat(32)}`;
    const input = $(el, '[part=tx-hash-input]') as HTMLInputElement;
    input.value = hash;
    input.dispatchEvent(new Event('input'));
    setTimeout(() => $(el, '[part=submit-button]')!.click());
    const event = await oneEvent(el, 'swap-deposit-submit');
    expect(event).to.be.instanceOf(SwapDepositSubmitEvent);
    expect(event.bubbles && event.composed).to.equal(true);
    expect(event.detail).to.include({ group: 'default', depositAddress: quote.quote.depositAddress, txHash: hash });
    expect(event.detail.memo).to.equal(undefined);
    // A hash is not a deposit: the service still waits for the funds, and the form stays.
    expect(event.detail.statusResponse.status).to.equal('PENDING_DEPOSIT');
    await el.updateComplete;
    expect(text(el, '[part=submit-result]')).to.match(/^Submitted\. /);
    expect($(el, '[part=received]')).to.equal(null);
    // The funds arrive (the simulator's control endpoint) and take the submitted hash; the status, as <swap-status>
    // records it, replaces the form by the note (a resubmit is covered by the top-up in money-path).
    const depositAddress = quote.quote.depositAddress!;
    sim.deposit({ depositAddress, amount: quote.quote.amountIn });
    const arrived = await clientFor(sim).status({ depositAddress });
    expect(arrived.status).to.equal('KNOWN_DEPOSIT_TX');
    expect(arrived.swapDetails?.originChainTxHashes?.[0]?.hash).to.equal(hash);
    getStore().recordStatus(depositAddress, undefined, arrived);
    await el.updateComplete;
    expect(text(el, '[part=received]')).to.contain('found your deposit transaction');
    expect($(el, '[part=submit]')).to.equal(null);
    expect(activeResponse(getStore())?.status).to.equal('KNOWN_DEPOSIT_TX');
    const submits = requests.filter((r) => r.path === '/v0/deposit/submit');
    expect(submits).to.have.length(1);
    expect(submits[0]!.body).to.deep.equal({ txHash: hash, depositAddress: quote.quote.depositAddress });
  });

  it('sends the memo and the NEAR sender account with the hash', async () => {
    const stellar = await confirmedQuote({ originAsset: XLM, fromChain: 'stellar', amount: '1000000000' });
    const el = await render();
    el.quote = stellar;
    await shown(el);
    const hashInput = () => $(el, '[part=tx-hash-input]') as HTMLInputElement;
    hashInput().value = 'cd'.repeat(32);
    hashInput().dispatchEvent(new Event('input'));
    setTimeout(() => $(el, '[part=submit-button]')!.click());
    const event = await oneEvent(el, 'swap-deposit-submit');
    expect(event.detail.memo).to.equal(stellar.quote.depositMemo);
    const last = () => requests.filter((r) => r.path === '/v0/deposit/submit').at(-1)!.body;
    expect(last()).to.deep.equal({
      txHash: 'cd'.repeat(32),
      depositAddress: stellar.quote.depositAddress,
      memo: stellar.quote.depositMemo,
    });

    const near = await confirmedQuote({ originAsset: WNEAR, destinationAsset: ETH_USDC, fromChain: 'near', toChain: 'eth', amount: '10000000000000000000000000' }); // prettier-ignore
    el.quote = near;
    await shown(el);
    await waitUntil(() => $(el, '[part=sender-input]'));
    const sender = $(el, '[part=sender-input]') as HTMLInputElement;
    sender.value = 'Alice.NEAR';
    sender.dispatchEvent(new Event('input'));
    hashInput().value = '4oD1BLEq1UXW6XhbXq5u9A3zTgaBCXYR1VW7kaDkhRfk';
    hashInput().dispatchEvent(new Event('input'));
    $(el, '[part=submit-button]')!.click();
    await el.updateComplete;
    expect(text(el, '[part=field-error]')).to.contain('not a valid NEAR account');
    sender.value = addressOn('near', 5);
    sender.dispatchEvent(new Event('input'));
    setTimeout(() => $(el, '[part=submit-button]')!.click());
    await oneEvent(el, 'swap-deposit-submit');
    expect(last()).to.deep.equal({
      txHash: '4oD1BLEq1UXW6XhbXq5u9A3zTgaBCXYR1VW7kaDkhRfk',
      depositAddress: near.quote.depositAddress,
      nearSenderAccount: 'user5.near',
    });
  });

  it('shows the service error next to the form and lets the same hash be tried again', async () => {
    const quote = await confirmedQuote();
    const el = await render();
    el.quote = quote;
    await shown(el);
    const input = $(el, '[part=tx-hash-input]') as HTMLInputElement;
    input.value = `0x${'12'.repeat(32)}`;
    input.dispatchEvent(new Event('input'));
    sim.setFaults({ errorRate: 1 });
    setTimeout(() => $(el, '[part=submit-button]')!.click());
    const error = await oneEvent(el, 'swap-error');
    expect(error.detail.operation).to.equal('deposit-submit');
    await el.updateComplete;
    expect(text(el, '[part=submit-result]')).to.contain('The swap service had a problem');
    expect(input.value).to.equal(`0x${'12'.repeat(32)}`, 'nothing lost');
    sim.resetFaults();
    setTimeout(() => $(el, '[part=submit-button]')!.click());
    const event = await oneEvent(el, 'swap-deposit-submit');
    expect(event.detail.statusResponse.status).to.equal('PENDING_DEPOSIT'); // the hash is in, the funds are not yet
  });

  it('counts down on the element clock and, after the deadline, greys the address out with "do not send"', async () => {
    const quote = await confirmedQuote();
    getStore().activate(quote, true);
    const el = await render();
    await shown(el);
    const clock = () => (el.shadowRoot!.querySelector('swap-countdown') as SwapCountdown).shadowRoot!;
    expect(clock().querySelector('[part=clock]')!.textContent).to.equal('1:00:00');
    expect(clock().querySelector('[role=timer]')!.getAttribute('aria-live')).to.equal(null);

    sim.clock.advance(HOUR / 2);
    await waitUntil(() => clock().querySelector('[part=clock]')!.textContent === '30:00', 'the countdown follows', {
      timeout: 3000,
    });
    expect($(el, '[part=expired]')).to.equal(null);

    sim.clock.advance(HOUR / 2 + 1000);
    el.requestUpdate();
    await el.updateComplete;
    expect(text(el, '[part=expired]')).to.contain('Do not send anything to this address');
    expect($(el, '[part=deposit-address]')!.classList.contains('expired-address')).to.equal(true);
    expect(el.shadowRoot!.querySelector('swap-copy-button[label="Copy deposit address"]')).to.equal(null);
    expect($(el, '[part=qr]')).to.equal(null);
    expect(text(el, '#announcement')).to.equal('The deposit address has expired. Do not send funds to it.');
    await expect(el).to.be.accessible();

    setTimeout(() => $(el, '[part=expired] [part=new-quote-button]')!.click());
    const restart = await oneEvent(el, 'swap-deposit-restart');
    expect(restart).to.be.instanceOf(SwapDepositRestartEvent);
    expect(restart.detail).to.deep.equal({ group: 'default', depositAddress: quote.quote.depositAddress, memo: undefined }); // prettier-ignore
    expect(getStore().get().activeSwap).to.equal(undefined);
    await el.updateComplete;
    expect($(el, '[part=empty]')).to.not.equal(null);
    expect(getPersistence().getReceipt(quote.quote.depositAddress!), 'the receipt stays').to.not.equal(undefined);
  });

  it('downloads the quote response with its signature as a JSON receipt', async () => {
    const quote = await confirmedQuote({ originAsset: XLM, fromChain: 'stellar', amount: '1000000000' });
    const el = await render();
    el.quote = quote;
    await shown(el);
    const createObjectURL = URL.createObjectURL;
    let blob: Blob | undefined;
    let link: HTMLAnchorElement | undefined;
    URL.createObjectURL = (b: Blob | MediaSource) => ((blob = b as Blob), 'blob:receipt');
    // Catch the download link's click (and keep the browser from saving a file).
    const catchLink = (event: Event) => {
      if (!(event.target instanceof HTMLAnchorElement)) return;
      link = event.target;
      event.preventDefault();
    };
    el.shadowRoot!.addEventListener('click', catchLink, { capture: true });
    try {
      $(el, '[part=receipt-button]')!.click();
    } finally {
      URL.createObjectURL = createObjectURL;
      el.shadowRoot!.removeEventListener('click', catchLink, { capture: true });
    }
    expect(link?.download).to.equal(`swap-receipt-${quote.quote.depositAddress}-${quote.quote.depositMemo}.json`);
    expect(link?.href).to.equal('blob:receipt');
    expect(blob?.type).to.equal('application/json');
    const saved = JSON.parse(await blob!.text()) as QuoteResponse;
    expect(saved).to.deep.equal(JSON.parse(JSON.stringify(quote)));
    expect(saved.signature).to.match(/^ed25519:/);
  });
});
