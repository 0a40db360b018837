import { expect, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import { QUOTE_DEBOUNCE_MS } from '../../../src/elements/swap-quote/swap-quote.js';
import { QUOTE_TICK_MS } from '../../../src/elements/swap-quote/controllers/dry-quote-controller.js';
import type { SwapQuote } from '../../../src/elements/swap-quote/swap-quote.js';
import { SwapErrorEvent, SwapQuoteChangeEvent, SwapQuoteConfirmEvent } from '../../../src/events.js';
import { formatAmount } from '../../../src/core/amounts.js';
import { configure, getPersistence, getStore } from '../../../src/store/store.js';
import { Persistence } from '../../../src/store/persistence.js';
import { addressOn, BASE, BTC, ETH_USDC, WNEAR, XLM } from '../../simulator/helpers.js';
import { controlVisibility } from '../../helpers/visibility.js';
import { $, $$, errorText, fill, harness, key, mount, type, type Harness } from './helpers.js';

const ready = (_h?: Harness) => ({
  origin: ETH_USDC,
  destination: WNEAR,
  refund: addressOn('eth'),
  recipient: addressOn('near', 2),
});

/** Lets every pending macrotask run (a request the element starts goes out and its answer is taken in). */
const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve));
};

describe('<swap-quote>', () => {
  let h: Harness;
  let visibility: ReturnType<typeof controlVisibility>;
  beforeEach(async () => {
    visibility = controlVisibility(); // the 30 s refresh runs only while the page is visible
    h = await harness();
  });
  afterEach(() => visibility.restore());

  /** The user pauses: the debounce (on the fake timers) is waiting for the input as it is now; it runs, and the request
   * goes out (the element may first load the address rules it needs for the input). */
  const quoteNow = async (el: SwapQuote) => {
    await waitUntil(() => h.timers.count(QUOTE_DEBOUNCE_MS) === 1, 'no debounce waiting', { timeout: 3000 });
    expect(h.quotes).to.have.length(0, 'nothing sent before the debounce runs');
    await settle(el);
  };

  /** The input has settled: the debounce (on the fake timers) runs if one is waiting, and what it sends goes out. */
  const settle = async (el: SwapQuote) => {
    h.timers.fireDelay(QUOTE_DEBOUNCE_MS);
    await el.updateComplete;
    await flush();
  };

  describe('live dry quotes', () => {
    it('typing "1234.5" sends exactly one dry quote request, with exact units and a deadline one hour ahead', async () => {
      const el = await mount(h, { ...ready(h), timers: true });
      const changes: SwapQuoteChangeEvent[] = [];
      const collect = (e: SwapQuoteChangeEvent) => changes.push(e);
      document.addEventListener('swap-quote-change', collect);
      try {
        await type(el, '#amount', '1234.5');
        await quoteNow(el);
        expect(h.timers.delays.filter((ms) => ms === QUOTE_DEBOUNCE_MS).length).to.be.at.least(1);
        await waitUntil(() => $(el, '[part=quote]') && changes.length > 0, 'no quote arrived', { timeout: 3000 });
        expect(h.quotes).to.have.length(1);
        const body = h.quotes[0]!.body;
        expect(body).to.include({ dry: true, amount: '1234500000', swapType: 'EXACT_INPUT', slippageTolerance: 100 });
        expect(body.deadline).to.equal(new Date(h.sim.clock.now() + 3_600_000).toISOString());
        expect(body.depositMode).to.equal(undefined);

        const event = changes[0]!;
        expect(event).to.be.instanceOf(SwapQuoteChangeEvent);
        expect(event.bubbles && event.composed).to.equal(true);
        expect(event.detail.group).to.equal('default');
        expect(event.detail.quoteResponse.quoteRequest.amount).to.equal('1234500000');
        const out = $(el, '[part=quoted-amount]')!.textContent!;
        expect(out).to.contain('wNEAR').and.to.match(/\d/);
        // The event carries the quote the element shows.
        const shown = $(el, '[part=quoted-amount] .amount-text')!.textContent!.trim();
        expect(shown).to.equal(`${formatAmount(event.detail.quoteResponse.quote.amountOut, 24)} wNEAR`);
        const details = $(el, '[part=quote]')!.textContent!;
        expect(details).to.contain('Rate').and.contain('1 USDC =');
        expect(details).to.contain('Minimum received');
        expect(details).to.contain('Platform fee (0.25%)');
        expect(details).to.contain('Compared with market prices');
        expect(details).to.match(/Estimated time\s*about \d+ minutes?/);
        await settle(el);
        expect(h.quotes).to.have.length(1, 'nothing more once the input settled');
        await expect(el).to.be.accessible();
      } finally {
        document.removeEventListener('swap-quote-change', collect);
      }
    });

    it('aborts the stale request when the input changes while it is in flight', async () => {
      const el = await mount(h, { ...ready(h), timers: true });
      const changes: SwapQuoteChangeEvent[] = [];
      el.addEventListener('swap-quote-change', (e) => changes.push(e));
      const release = h.holdQuotes();
      await type(el, '#amount', '100');
      await quoteNow(el);
      await waitUntil(() => h.quotes.length === 1, 'first request not sent', { timeout: 3000 });
      expect(h.quotes[0]!.signal!.aborted).to.equal(false);
      await type(el, '#amount', '200');
      expect(h.quotes[0]!.signal!.aborted).to.equal(true, 'the stale request is aborted at once');
      // The stale request goes on now (the simulator ignores the abort): its answer may come first, and is dropped.
      release();
      h.timers.fireDelay(QUOTE_DEBOUNCE_MS);
      await waitUntil(() => changes.length === 1, 'no quote for the new amount', { timeout: 4000 });
      expect(h.quotes).to.have.length(2);
      expect(h.quotes[1]!.body.amount).to.equal('200000000');
      expect(changes[0]!.detail.quoteResponse.quoteRequest.amount).to.equal('200000000');
      // The stale request's answer arrives after all (the simulator ignores the abort): it is dropped.
      await h.quotes[0]!.answered;
      await flush();
      expect(changes).to.have.length(1, 'the stale answer never shows');
    });

    it('refreshes the quote every 30 s of the configured clock while the form is valid', async () => {
      const el = await mount(h, { ...ready(h), amount: '50', timers: true });
      await quoteNow(el);
      await waitUntil(() => h.quotes.length === 1 && $(el, '[part=quote]'), 'no first quote', { timeout: 3000 });
      h.sim.clock.advance(29_000);
      h.timers.fireDelay(QUOTE_TICK_MS); // the clock is read once a second
      await flush();
      expect(h.quotes).to.have.length(1, 'not before 30 s');
      h.sim.clock.advance(1_000);
      h.timers.fireDelay(QUOTE_TICK_MS);
      await waitUntil(() => h.quotes.length === 2, 'no refresh', { timeout: 3000 });
      expect(h.quotes[1]!.body.amount).to.equal('50000000');
      expect(h.quotes[1]!.body.deadline).to.equal(new Date(h.sim.clock.now() + 3_600_000).toISOString());
    });

    it('sends MEMO deposit mode for a Stellar origin, and custom slippage in basis points with a warning', async () => {
      const el = await mount(h, {
        origin: XLM,
        destination: WNEAR,
        refund: addressOn('stellar'),
        recipient: addressOn('near', 2),
      });
      expect($(el, '[part=form]')!.textContent).to.contain('Stellar deposits need a memo');
      $(el, 'details')!.setAttribute('open', '');
      await fill(el, '#slippage-custom', '7');
      expect($(el, '#slippage-warning')!.textContent).to.contain('above 5%');
      expect($<HTMLInputElement>(el, '#slippage-custom')!.getAttribute('aria-describedby')).to.contain(
        'slippage-warning',
      );
      await type(el, '#amount', '1000');
      await waitUntil(() => h.quotes.length === 1, 'no request', { timeout: 3000 });
      expect(h.quotes[0]!.body).to.include({ depositMode: 'MEMO', slippageTolerance: 700, amount: '10000000000' });
    });

    it('warns about a short deadline for a Bitcoin deposit and sends the chosen deadline', async () => {
      const el = await mount(h, {
        origin: BTC,
        destination: WNEAR,
        refund: addressOn('btc'),
        recipient: addressOn('near', 2),
        amount: '0.01',
      });
      expect($(el, '#deadline-warning')!.textContent).to.contain('Bitcoin deposits can take an hour or more');
      expect($(el, 'details')!.hasAttribute('open')).to.equal(true, 'settings open to show the warning');
      await waitUntil(() => h.quotes.length === 1, 'no request', { timeout: 3000 });
      const select = $<HTMLSelectElement>(el, '#deadline')!;
      select.value = '120';
      select.dispatchEvent(new Event('change'));
      await el.updateComplete;
      expect($(el, '#deadline-warning')).to.equal(null);
      await waitUntil(() => h.quotes.length === 2, 'no request after the deadline changed', { timeout: 3000 });
      expect(h.quotes[1]!.body.deadline).to.equal(new Date(h.sim.clock.now() + 120 * 60_000).toISOString());
    });

    it('sends referral, appFees and quote-waiting-time-ms from attributes, properties and configure()', async () => {
      configure({ referral: 'MySite', appFees: [{ recipient: 'fees.near', fee: 50 }] });
      const el = await mount(h, ready());
      el.quoteWaitingTimeMs = 0;
      await type(el, '#amount', '200');
      await waitUntil(() => $(el, '[part=quote]'), 'no quote', { timeout: 3000 });
      expect(h.quotes).to.have.length(1);
      expect(h.quotes[0]!.body).to.deep.include({
        referral: 'mysite',
        appFees: [{ recipient: 'fees.near', fee: 50 }],
        quoteWaitingTimeMs: 0,
      });
      const fees = $(el, '[part=fees]')!.textContent!.replace(/\s+/g, ' ');
      expect(fees).to.contain('Platform fee (0.25%): 0.5 USDC');
      expect(fees).to.contain('App fee (fees.near) (0.5%): 1 USDC');

      // With a partner token the app fee is split 50/50 with the service (whose half is at least 20 bps).
      el.token = await h.sim.issueToken();
      await waitUntil(() => h.quotes.length === 2 && $(el, '[part=fees]') && !$(el, '.quote.stale'), 'no new quote', {
        timeout: 3000,
      });
      const authed = $(el, '[part=fees]')!.textContent!.replace(/\s+/g, ' ');
      expect(authed).to.contain('Platform fee (0.25%): 0.5 USDC');
      expect(authed).to.contain('App fee (fees.near) (0.25%): 0.5 USDC');
    });

    it('shows the platform fee configured with platformFeeBps (0.2 % by default)', async () => {
      configure({ platformFeeBps: 15 });
      const el = await mount(h, ready());
      await type(el, '#amount', '200');
      await waitUntil(() => $(el, '[part=fees]'), 'no quote', { timeout: 3000 });
      expect($(el, '[part=fees]')!.textContent!.replace(/\s+/g, ' ')).to.contain('Platform fee (0.15%): 0.3 USDC');
    });

    it('refuses misconfigured app fees with a message and sends nothing', async () => {
      const el = await mount(h, { ...ready(), amount: '10', timers: true });
      el.appFees = [{ recipient: 'fees.near', fee: 900 }];
      await el.updateComplete;
      expect($(el, '[part=alert]')!.textContent).to.contain('at most 500 basis points');
      await settle(el);
      expect(h.quotes.filter((q) => q.body.appFees)).to.have.length(0);
    });

    it('offers ANY_INPUT only with a partner token', async () => {
      const el = await mount(h, ready(h));
      const options = () => $$<HTMLOptionElement>(el, '#swap-type option').map((o) => o.value);
      expect(options()).to.deep.equal(['EXACT_INPUT', 'EXACT_OUTPUT', 'FLEX_INPUT']);
      el.token = await h.sim.issueToken();
      await el.updateComplete;
      expect(options()).to.include('ANY_INPUT');
    });

    it('moves the amount to the receive side for EXACT_OUTPUT and shows the quoted input with bounds', async () => {
      const el = await mount(h, ready(h));
      const select = $<HTMLSelectElement>(el, '#swap-type')!;
      select.value = 'EXACT_OUTPUT';
      select.dispatchEvent(new Event('change'));
      await el.updateComplete;
      expect($(el, '[part~=destination-leg] #amount')).to.not.equal(null);
      expect($(el, '[part~=destination-leg] label[for=amount]')!.textContent).to.contain('wNEAR');
      await type(el, '#amount', '10');
      await waitUntil(() => $(el, '[part=quote]'), 'no quote', { timeout: 3000 });
      expect(h.quotes[0]!.body).to.include({ swapType: 'EXACT_OUTPUT', amount: '10' + '0'.repeat(24) });
      expect($(el, '[part~=origin-leg] [part=quoted-amount]')!.textContent).to.contain('USDC');
      expect($(el, '[part=quote]')!.textContent).to.contain('Most you may need to send');
    });

    it('reverses the direction: tokens, addresses and their types', async () => {
      const r = ready(h);
      const el = await mount(h, r);
      $<HTMLButtonElement>(el, '[part=reverse-button]')!.click();
      await el.updateComplete;
      expect(el.originAsset).to.equal(WNEAR);
      expect(el.destinationAsset).to.equal(ETH_USDC);
      expect(el.refundAddress).to.equal(r.recipient);
      expect(el.recipient).to.equal(r.refund);
      expect($(el, 'label[for=recipient]')!.textContent).to.contain('Ethereum');
    });
  });

  describe('validation', () => {
    it('an invalid amount sends nothing and says why next to the field', async () => {
      const el = await mount(h, { ...ready(h), timers: true });
      await type(el, '#amount', '1.2.3');
      await settle(el);
      expect(h.quotes).to.have.length(0);
      const input = $<HTMLInputElement>(el, '#amount')!;
      expect(input.getAttribute('aria-invalid')).to.equal('true');
      expect(input.getAttribute('aria-describedby')).to.contain('amount-error');
      expect(errorText(el, 'amount')).to.match(/decimal separator/);
      await type(el, '#amount', '1.1234567');
      expect(errorText(el, 'amount')).to.equal('This token has at most 6 decimal places.');
      await settle(el);
      expect(h.quotes).to.have.length(0);
      await expect(el).to.be.accessible();
    });

    it('an invalid address sends nothing and shows its message once the field is left', async () => {
      const el = await mount(h, { ...ready(h), refund: '', timers: true });
      await type(el, '#amount', '25');
      await type(el, '#refund', '0x1234');
      expect(errorText(el, 'refund')).to.equal(undefined, 'not judged while typing');
      await fill(el, '#refund', '0x1234');
      expect(errorText(el, 'refund')).to.equal(
        'This is not a valid Ethereum address: expected 0x followed by 40 hex characters.',
      );
      expect($(el, '#refund')!.getAttribute('aria-describedby')).to.equal('refund-hint refund-error');
      await settle(el);
      // The price is still quoted (dry, with placeholder addresses); the bad address itself is never sent.
      expect(h.nonDry()).to.have.length(0);
      expect(h.quotes.map((q) => q.body.refundTo)).to.not.include('0x1234');
      await expect(el).to.be.accessible();
    });

    it('a NEAR Intents recipient is checked as a NEAR account', async () => {
      const el = await mount(h, ready(h));
      const select = $<HTMLSelectElement>(el, '#recipient-type')!;
      select.value = 'INTENTS';
      select.dispatchEvent(new Event('change'));
      await el.updateComplete;
      expect($(el, 'label[for=recipient]')!.textContent).to.contain('NEAR Intents account');
      await fill(el, '#recipient', 'Not A Near Account');
      expect(errorText(el, 'recipient')).to.contain('no spaces');
    });

    it('confirming an incomplete form sends nothing, shows every missing field and focuses the first', async () => {
      const el = await mount(h, { origin: ETH_USDC, destination: WNEAR, timers: true });
      expect(errorText(el, 'amount')).to.equal(undefined, 'untouched fields are not scolded');
      $<HTMLButtonElement>(el, '[part=confirm-button]')!.click();
      await el.updateComplete;
      await el.updateComplete;
      expect(errorText(el, 'amount')).to.equal('Enter an amount.');
      expect(errorText(el, 'recipient')).to.equal('Enter the address that receives the tokens.');
      expect(errorText(el, 'refund')).to.equal('Enter an address for refunds.');
      expect(el.shadowRoot!.activeElement?.id).to.equal('amount');
      await settle(el);
      expect(h.quotes).to.have.length(0);
      await expect(el).to.be.accessible();
    });

    it('says so when the same token is chosen on both sides', async () => {
      const el = await mount(h, { ...ready(h), destination: ETH_USDC, amount: '10', timers: true });
      expect(errorText(el, 'destination')).to.equal('Choose a token different from the one you send.');
      await settle(el);
      expect(h.quotes).to.have.length(0);
    });
  });

  describe('server errors', () => {
    const cases: {
      name: string;
      amount?: string;
      alter?: (body: Record<string, unknown>) => Record<string, unknown>;
      field?: string;
      text: string | RegExp;
    }[] = [
      {
        name: 'Amount is too low for bridge',
        amount: '0.000001',
        field: 'amount',
        text: /^The amount is too small for this route\. Try at least [\d.]+ USDC\.$/,
      },
      {
        name: 'No liquidity available',
        amount: '90000000',
        field: 'amount',
        text: 'There is not enough liquidity for this amount right now. Try a smaller amount or another pair.',
      },
      {
        name: 'tokenIn is not valid',
        alter: (b) => ({ ...b, originAsset: 'nep141:gone.near' }),
        field: 'origin',
        text: 'The token you send is not supported by the service. Choose another one.',
      },
      {
        name: 'tokenOut is not valid',
        alter: (b) => ({ ...b, destinationAsset: 'nep141:gone.near' }),
        field: 'destination',
        text: 'The token you receive is not supported by the service. Choose another one.',
      },
      {
        name: 'recipient is not valid',
        alter: (b) => ({ ...b, recipient: '0xnot' }),
        field: 'recipient',
        text: 'The service did not accept the recipient address. Check that it belongs to the destination chain.',
      },
      {
        name: 'refundTo is not valid',
        alter: (b) => ({ ...b, refundTo: 'bad' }),
        field: 'refund',
        text: 'The service did not accept the refund address. Check that it belongs to the origin chain.',
      },
      {
        name: 'Quoting for this pair is not available',
        alter: (b) => ({ ...b, destinationAsset: b.originAsset }),
        text: 'Swaps between these two tokens are not available. Choose a different pair.',
      },
      {
        name: 'Swap type is not available for unauthorized requests',
        alter: (b) => ({ ...b, swapType: 'ANY_INPUT' }),
        field: 'swapType',
        text: 'This swap type needs a partner token. Choose another swap type.',
      },
    ];
    for (const c of cases) {
      it(`"${c.name}" is told in plain words ${c.field ? `next to the ${c.field} field` : 'above the button'}`, async () => {
        if (c.alter) h.alterRequest = c.alter as never;
        const el = await mount(h, ready(h));
        const errors: SwapErrorEvent[] = [];
        el.addEventListener('swap-error', (e) => errors.push(e));
        await type(el, '#amount', c.amount ?? '10');
        await waitUntil(() => errors.length === 1, 'no swap-error', { timeout: 3000 });
        await el.updateComplete;
        expect(errors[0]!.detail.operation).to.equal('quote');
        expect(errors[0]!.bubbles && errors[0]!.composed).to.equal(true);
        const shown = c.field ? errorText(el, c.field) : $(el, '[part=alert]')?.textContent?.trim();
        if (typeof c.text === 'string') expect(shown).to.equal(c.text);
        else expect(shown).to.match(c.text);
        if (c.field === 'amount') expect($(el, '#amount')!.getAttribute('aria-invalid')).to.equal('true');
        await expect(el).to.be.accessible();
      });
    }

    it('a dropped connection offers a retry that sends one new request', async () => {
      const el = await mount(h, ready(h));
      h.sim.setFaults({ dropRate: 1 });
      const errors: SwapErrorEvent[] = [];
      el.addEventListener('swap-error', (e) => errors.push(e));
      await type(el, '#amount', '10');
      await waitUntil(() => errors.length === 1, 'no swap-error', { timeout: 8000 });
      await el.updateComplete;
      expect(errors[0]!.detail.error).to.have.property('kind', 'network');
      expect($(el, '[part=alert]')!.textContent).to.contain('could not be reached');
      await expect(el).to.be.accessible();
      h.sim.resetFaults();
      const before = h.quotes.length;
      $<HTMLButtonElement>(el, '[part=retry-button]')!.click();
      await waitUntil(() => $(el, '[part=quote]'), 'no quote after retry', { timeout: 3000 });
      expect(h.quotes.length).to.equal(before + 1);
      expect($(el, '[part=alert]')).to.equal(null);
    }).timeout(12000);
  });

  describe('confirm', () => {
    it('a double click sends one non-dry quote, stores the receipt, activates it and fires swap-quote-confirm', async () => {
      const el = await mount(h, { ...ready(h), amount: '100' });
      await waitUntil(() => $(el, '[part=quote]'), 'no dry quote', { timeout: 3000 });
      const confirmed = oneEvent(document, 'swap-quote-confirm');
      const button = $<HTMLButtonElement>(el, '[part=confirm-button]')!;
      button.click();
      button.click();
      await el.updateComplete;
      expect(button.getAttribute('aria-disabled')).to.equal('true');
      button.click();
      const event = (await confirmed) as SwapQuoteConfirmEvent;
      expect(h.nonDry()).to.have.length(1);
      expect(event).to.be.instanceOf(SwapQuoteConfirmEvent);
      expect(event.bubbles && event.composed).to.equal(true);
      const response = event.detail.quoteResponse;
      expect(event.detail.group).to.equal('default');
      expect(response.quoteRequest.dry).to.equal(false);
      const address = response.quote.depositAddress!;
      expect(address).to.match(/^0x[0-9a-fA-F]{40}$/);

      // Persisted whole, with its signature, in storage another page load can read.
      const reread = new Persistence(h.storage);
      const receipt = reread.getReceipt(address)!;
      expect(receipt.verified).to.equal(true);
      expect(receipt.quoteResponse.signature).to.equal(response.signature);
      expect(receipt.quoteResponse).to.deep.equal(JSON.parse(JSON.stringify(response)));
      expect(reread.getActive('default')?.depositAddress).to.equal(address);
      expect(getStore().get().activeSwap?.depositAddress).to.equal(address);

      await el.updateComplete;
      expect($(el, '[part=confirmation]')!.textContent).to.contain('Deposit address ready');
      expect($(el, '[role=status]')!.textContent).to.contain('Deposit address ready');
      await expect(el).to.be.accessible();
    });

    it('a tampered signature blocks the receipt and says so', async () => {
      h.alterResponse = (body, request) =>
        request.dry ? body : { ...body, quote: { ...(body.quote as object), depositAddress: addressOn('eth', 9) } };
      const el = await mount(h, { ...ready(h), amount: '100' });
      await waitUntil(() => $(el, '[part=quote]'), 'no dry quote', { timeout: 3000 });
      let confirms = 0;
      el.addEventListener('swap-quote-confirm', () => confirms++);
      const failed = oneEvent(el, 'swap-error');
      $<HTMLButtonElement>(el, '[part=confirm-button]')!.click();
      const error = (await failed) as SwapErrorEvent;
      await el.updateComplete;
      expect(error.detail.operation).to.equal('verify');
      expect($(el, '[part=alert]')!.textContent).to.contain('could not be verified');
      expect($(el, '[part=alert]')!.textContent).to.not.contain(addressOn('eth', 9));
      expect(confirms).to.equal(0);
      expect(getPersistence().list()).to.have.length(0);
      expect(new Persistence(h.storage).list()).to.have.length(0);
      expect(getStore().get().activeSwap).to.equal(undefined);
      expect($(el, '[part=confirmation]')).to.equal(null);
      await expect(el).to.be.accessible();
    });

    /** Switches the simulator's faults through its control endpoint (POST /_sim/faults; DELETE switches them off). */
    const faults = (body?: Record<string, number>) =>
      h.sim.fetch(`${BASE}/_sim/faults`, {
        method: body ? 'POST' : 'DELETE',
        ...(body ? { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } } : {}),
      });

    for (const [fault, status] of [
      [{ errorRate: 1 }, 503],
      [{ rateLimitRate: 1 }, 429],
    ] as const) {
      it(`a failed "Get deposit address" (${status}) stays through background refreshes; Try again gets the address`, async () => {
        const el = await mount(h, { ...ready(h), amount: '100' });
        await waitUntil(() => $(el, '[part=quote]'), 'no dry quote', { timeout: 3000 });
        await faults(fault);
        const failed = oneEvent(el, 'swap-error');
        $<HTMLButtonElement>(el, '[part=confirm-button]')!.click();
        expect(((await failed) as SwapErrorEvent).detail.operation).to.equal('confirm');
        await el.updateComplete;
        const alert = () => $(el, '[part=alert]')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
        expect(alert()).to.not.equal('');
        expect($(el, '[part=retry-button]')).to.not.equal(null);
        expect($(el, '[part=dismiss-button]')!.textContent!.trim()).to.equal('Dismiss');
        const message = alert();

        // Background refreshes, failing and then succeeding, never remove it.
        el.refresh();
        await waitUntil(() => h.dry().length >= 2 && !$(el, '.quote.stale'), 'a failed refresh', { timeout: 5000 });
        await el.updateComplete;
        expect(alert()).to.equal(message);
        await faults();
        const before = h.dry().length;
        el.refresh();
        await waitUntil(
          () => h.dry().length > before && $(el, '[part=quote]') && !$(el, '.quote.stale'),
          'a fresh price',
          {
            timeout: 5000,
          },
        );
        await el.updateComplete;
        expect(alert()).to.equal(message, 'a fresh price does not remove the failed confirm');
        await expect(el).to.be.accessible();

        // Try again asks for the deposit address (a non-dry quote), not for a new price.
        const confirms = h.nonDry().length;
        const confirmed = oneEvent(el, 'swap-quote-confirm');
        $<HTMLButtonElement>(el, '[part=retry-button]')!.click();
        await confirmed;
        expect(h.nonDry()).to.have.length(confirms + 1);
        await el.updateComplete;
        expect($(el, '[part=alert]')).to.equal(null);
        expect(getStore().get().activeSwap).to.not.equal(undefined);
      });
    }

    it('a failed "Get deposit address" goes when the user dismisses it or edits the form', async () => {
      const el = await mount(h, { ...ready(h), amount: '100' });
      await waitUntil(() => $(el, '[part=quote]'), 'no dry quote', { timeout: 3000 });
      await faults({ errorRate: 1 });
      const failed = oneEvent(el, 'swap-error');
      $<HTMLButtonElement>(el, '[part=confirm-button]')!.click();
      await failed;
      await el.updateComplete;
      $<HTMLButtonElement>(el, '[part=dismiss-button]')!.click();
      await el.updateComplete;
      expect($(el, '[part=alert]')).to.equal(null);

      const again = oneEvent(el, 'swap-error');
      $<HTMLButtonElement>(el, '[part=confirm-button]')!.click();
      await again;
      await el.updateComplete;
      expect($(el, '[part=alert]')).to.not.equal(null);
      await type(el, '#amount', '101');
      await el.updateComplete;
      expect($(el, '[part=alert]')?.textContent ?? '').to.not.contain('Dismiss');
      await faults();
    });

    it('a server error on confirm keeps the form and says what to fix', async () => {
      h.alterRequest = (b) => (b.dry ? b : { ...b, refundTo: 'bad' });
      const el = await mount(h, { ...ready(h), amount: '100' });
      await waitUntil(() => $(el, '[part=quote]'), 'no dry quote', { timeout: 3000 });
      const failed = oneEvent(el, 'swap-error');
      $<HTMLButtonElement>(el, '[part=confirm-button]')!.click();
      const error = (await failed) as SwapErrorEvent;
      await el.updateComplete;
      expect(error.detail.operation).to.equal('confirm');
      expect(errorText(el, 'refund')).to.contain('did not accept the refund address');
      expect(el.amount).to.equal('100');
      expect(getStore().get().activeSwap).to.equal(undefined);
    });
  });

  describe('token picker', () => {
    it('is a keyboard combobox: type to search, arrows to move, Enter to pick, Escape to close', async () => {
      const el = await mount(h);
      await expect(el).to.be.accessible();
      const input = $<HTMLInputElement>(el, '#origin-input')!;
      expect(input.getAttribute('role')).to.equal('combobox');
      expect(input.getAttribute('aria-expanded')).to.equal('false');
      await type(el, '#origin-input', 'usdc');
      expect(input.getAttribute('aria-expanded')).to.equal('true');
      const listbox = $(el, '#origin-listbox')!;
      expect(listbox.hidden).to.equal(false);
      const groups = $$(el, '#origin-listbox [role=group]');
      expect(groups.length).to.be.greaterThan(3, 'USDC on several chains, grouped by chain');
      const labels = groups.map((g) =>
        el.shadowRoot!.getElementById(g.getAttribute('aria-labelledby')!)!.textContent!.trim(),
      );
      expect(labels).to.include('Ethereum').and.include('Solana');
      const options = $$(el, '#origin-listbox [role=option]');
      expect(options.every((o) => o.textContent!.includes('USDC'))).to.equal(true);
      expect(input.getAttribute('aria-activedescendant')).to.equal('origin-option-0');
      await expect(el).to.be.accessible();

      key(input, 'ArrowDown');
      await el.updateComplete;
      expect(input.getAttribute('aria-activedescendant')).to.equal('origin-option-1');
      key(input, 'ArrowUp');
      key(input, 'ArrowUp');
      await el.updateComplete;
      expect(input.getAttribute('aria-activedescendant')).to.equal('origin-option-0');
      const second = $$(el, '#origin-listbox [role=option]')[1]!;
      const secondChain = second.querySelector('.option-chain')!.textContent;
      key(input, 'ArrowDown');
      await el.updateComplete;
      const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true, cancelable: true });
      input.dispatchEvent(enter);
      await el.updateComplete;
      expect(enter.defaultPrevented).to.equal(true, 'Enter picks, it does not submit the form');
      expect(input.getAttribute('aria-expanded')).to.equal('false');
      const chosen = getStore().get().tokens;
      expect(chosen.state).to.equal('ready');
      expect(el.originAsset).to.not.equal('');
      expect(input.value).to.equal(`USDC · ${secondChain}`);

      // Search by chain name, then Escape closes and restores the choice.
      await type(el, '#origin-input', 'bitcoin');
      const symbols = $$(el, '#origin-listbox [role=option]').map(
        (o) => o.querySelector('.option-symbol')!.textContent,
      );
      expect(symbols).to.deep.equal(['BTC', 'BCH'], 'Bitcoin and Bitcoin Cash');
      key(input, 'Escape');
      await el.updateComplete;
      expect(input.getAttribute('aria-expanded')).to.equal('false');
      expect(input.value).to.equal(`USDC · ${secondChain}`);

      // Search by contract address.
      await type(el, '#origin-input', '0xdac17f958d2ee523');
      const found = $$(el, '#origin-listbox [role=option]');
      expect(found).to.have.length(1);
      expect(found[0]!.textContent).to.contain('USDT').and.contain('Ethereum');
      key(input, 'Enter');
      await el.updateComplete;
      expect(el.originAsset).to.equal('nep141:eth-0xdac17f958d2ee523a2206206994597c13d831ec7.omft.near');

      // A search with no match says so.
      await type(el, '#origin-input', 'zzzz');
      expect($(el, '[part=token-no-match]')!.textContent).to.contain('No token matches');
      key(input, 'Escape');
    });

    it('picks with the mouse and honours allow-lists and locks', async () => {
      const el = await mount(h, { origin: ETH_USDC });
      el.chains = ['near', 'eth'];
      el.lockOrigin = true;
      await el.updateComplete;
      const origin = $<HTMLInputElement>(el, '#origin-input')!;
      expect(origin.readOnly).to.equal(true);
      expect(origin.value).to.equal('USDC · Ethereum');
      $<HTMLButtonElement>(el, '[part=token-toggle]')!.click();
      await el.updateComplete;
      const chains = $$(el, '#destination-listbox [role=group]').map((g) => g.textContent!);
      expect(chains).to.have.length(2);
      const wnear = $$(el, '#destination-listbox [role=option]').find((o) => o.textContent!.includes('wNEAR'))!;
      wnear.click();
      await el.updateComplete;
      expect(el.destinationAsset).to.equal(WNEAR);
      expect($<HTMLButtonElement>(el, '[part=reverse-button]')!.disabled).to.equal(true);
    });
  });

  describe('events and accessibility', () => {
    it('setting properties from outside fires no event', async () => {
      const el = await mount(h, { origin: ETH_USDC, destination: WNEAR, timers: true });
      let events = 0;
      for (const name of ['swap-quote-change', 'swap-quote-confirm', 'swap-error']) {
        el.addEventListener(name, () => events++);
      }
      el.slippage = 50;
      el.deadlineMinutes = 120;
      el.swapType = 'FLEX_INPUT';
      el.originAsset = BTC;
      el.theme = 'dark';
      await el.updateComplete;
      await settle(el);
      expect(events).to.equal(0);
      expect(h.quotes).to.have.length(0);
    });

    it('is accessible while the token list loads, and when it fails offers a retry', async () => {
      h.sim.setFaults({ errorRate: 1 });
      const { fixture, html } = await import('@open-wc/testing');
      const el = await fixture<import('../../../src/elements/swap-quote/swap-quote.js').SwapQuote>(
        html`<swap-quote .fetch=${h.fetch} .clock=${h.sim.clock.now} base-url="http://sim.test/1click"></swap-quote>`,
      );
      expect($(el, '.loading')!.textContent).to.contain('Loading tokens');
      await expect(el).to.be.accessible();
      await waitUntil(() => $(el, '[part=alert]'), 'no token error', { timeout: 8000 });
      expect($(el, '[part=alert]')!.textContent).to.contain('token list could not be loaded');
      await expect(el).to.be.accessible();
      h.sim.resetFaults();
      $<HTMLButtonElement>(el, '[part=alert] button')!.click();
      await waitUntil(() => $(el, '[role=combobox]'), 'tokens did not load after retry', { timeout: 3000 });
    }).timeout(12000);

    it('carries the group in every event, and each group shows its own quote', async () => {
      const changes: SwapQuoteChangeEvent[] = [];
      const collect = (e: SwapQuoteChangeEvent) => changes.push(e);
      document.addEventListener('swap-quote-change', collect);
      try {
        const left = await mount(h, { ...ready(h), amount: '10', group: 'left' });
        const other = await mount(h, { ...ready(h), amount: '20' });
        await waitUntil(() => changes.length === 2, 'not one quote per element', { timeout: 3000 });
        const byGroup = new Map(changes.map((e) => [e.detail.group, e.detail.quoteResponse]));
        expect([...byGroup.keys()].sort()).to.deep.equal(['default', 'left']);
        expect(byGroup.get('left')!.quoteRequest.amount).to.equal('10000000');
        expect(byGroup.get('default')!.quoteRequest.amount).to.equal('20000000');
        // Each element shows the quote of its own group, never the other's.
        for (const [el, group] of [
          [left, 'left'],
          [other, 'default'],
        ] as const) {
          const shown = $(el, '[part=quoted-amount] .amount-text')!.textContent!.trim();
          expect(shown).to.equal(`${formatAmount(byGroup.get(group)!.quote.amountOut, 24)} wNEAR`);
        }
      } finally {
        document.removeEventListener('swap-quote-change', collect);
      }
    });
  });
});
