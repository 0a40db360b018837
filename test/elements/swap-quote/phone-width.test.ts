// Issue 13 point 3 for <swap-quote>: on a 320 px phone, in each of its states (empty, loading, quoted with the settings
// open, field errors, a service error, a network error with its retry, confirmed, the replace prompt, the mismatch
// note and the replaced note), nothing sticks out of the element and the page does not scroll sideways. The addresses
// are the longest kinds (a Stellar deposit address and refund address, a 64-character NEAR account).
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import { setViewport } from '@web/test-runner-commands';
import type { SwapQuote } from '../../../src/elements/swap-quote/swap-quote.js';
import { de } from '../../../src/i18n/de.js';
import { configure, getStore } from '../../../src/store/store.js';
import { overflowingPage } from '../../helpers/fits-width.js';
import { addressOn, BASE, ETH_USDC, WNEAR, XLM } from '../../simulator/helpers.js';
import { $, fill, harness, type Harness } from './helpers.js';

const WIDTH = 320;
const LONG_NEAR_ACCOUNT = 'ab'.repeat(32);

describe(`<swap-quote> at ${WIDTH} px`, () => {
  let h: Harness;
  /** While on, quote requests wait until `release()` (a loading state held on purpose, not caught by timing). */
  let hold: { on: boolean; waiting: (() => void)[] };

  before(() => setViewport({ width: WIDTH, height: 900 }));
  after(() => setViewport({ width: 800, height: 600 }));

  beforeEach(async () => {
    h = await harness();
    hold = { on: false, waiting: [] };
  });

  const release = () => {
    hold.on = false;
    hold.waiting.splice(0).forEach((go) => go());
  };

  async function mount(attrs: { origin?: string; amount?: string; addresses?: boolean } = {}): Promise<SwapQuote> {
    const fetch: typeof globalThis.fetch = async (input, init) => {
      if (hold.on && String(input).endsWith('/v0/quote')) await new Promise<void>((go) => hold.waiting.push(go));
      return h.fetch(input, init);
    };
    const el = await fixture<SwapQuote>(
      html`<swap-quote
        .fetch=${fetch}
        .clock=${h.sim.clock.now}
        base-url=${BASE}
        locale="en-US"
        origin-asset=${attrs.origin ?? ''}
        destination-asset=${attrs.origin ? WNEAR : ''}
        amount=${attrs.amount ?? ''}
        recipient=${attrs.addresses ? LONG_NEAR_ACCOUNT : ''}
        refund-address=${attrs.addresses ? addressOn('stellar') : ''}
      ></swap-quote>`,
    );
    await waitUntil(() => $(el, '[role=combobox]'), 'the token list did not load');
    return el;
  }

  const fits = (el: SwapQuote, state: string) => expect(overflowingPage(el), state).to.deep.equal([]);
  const quoteShown = (el: SwapQuote) =>
    waitUntil(() => $(el, '[part=quote]')?.getAttribute('aria-busy') === 'false', 'no quote shown', { timeout: 3000 });

  it('shows the chosen tokens whole in the picker inputs, in English and German (the price goes below)', async () => {
    for (const [messages, locale] of [
      [{}, 'en-US'],
      [de, 'de-DE'],
    ] as const) {
      configure({ messages });
      const el = await fixture<SwapQuote>(
        html`<swap-quote
          .fetch=${h.fetch}
          .clock=${h.sim.clock.now}
          base-url=${BASE}
          locale=${locale}
          origin-asset=${ETH_USDC}
          destination-asset=${WNEAR}
        ></swap-quote>`,
      );
      await waitUntil(() => $(el, '[role=combobox]'), 'the token list did not load');
      const inputs = [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('[part=token-input]')];
      expect(inputs.map((input) => input.value)).to.deep.equal(['USDC · Ethereum', 'wNEAR · NEAR']);
      for (const input of inputs) {
        expect(input.scrollWidth, `${locale}: "${input.value}" is cut`).to.be.at.most(input.clientWidth);
      }
      expect($(el, '[part=token-price]'), 'the price is still shown').to.not.equal(null);
      fits(el, `${locale}: tokens chosen`);
    }
    configure({ messages: {} });
  });

  it('fits a failed "Get deposit address" with its Try again and Dismiss', async () => {
    const el = await mount({ origin: XLM, amount: '1000', addresses: true });
    await quoteShown(el);
    h.sim.setFaults({ errorRate: 1 });
    const failed = oneEvent(el, 'swap-error');
    $<HTMLButtonElement>(el, '[part=confirm-button]')!.click();
    await failed;
    await el.updateComplete;
    expect($(el, '[part=dismiss-button]')).to.not.equal(null);
    fits(el, 'failed confirm');
    h.sim.resetFaults();
  });

  it('fits empty, while the quote loads, and quoted with the settings open', async () => {
    const empty = await mount();
    fits(empty, 'empty');

    hold.on = true;
    const el = await mount({ origin: XLM, amount: '1000', addresses: true });
    await waitUntil(() => hold.waiting.length > 0 && el.shadowRoot!.textContent!.includes('Getting a quote…'));
    fits(el, 'loading');
    release();
    await quoteShown(el);
    expect($(el, '[part=fees]'), 'the fee lines are shown').to.not.equal(null);
    fits(el, 'quoted');
    ($(el, '[part=settings]') as HTMLDetailsElement).open = true;
    await fill(el, '#slippage-custom', '10');
    expect($(el, '#slippage-warning'), 'the high slippage warning').to.not.equal(null);
    fits(el, 'settings open with a warning');
  });

  it('fits with field errors, a service error and a network error with its retry', async () => {
    const el = await mount({ origin: XLM, amount: '1000', addresses: true });
    await quoteShown(el);
    await fill(el, '#recipient', `${LONG_NEAR_ACCOUNT}x`);
    await fill(el, '#refund', 'G'.repeat(70));
    await fill(el, '#amount', '1.2.3');
    expect($(el, '#recipient-error')?.textContent, 'recipient error').to.match(/\w/);
    expect($(el, '#refund-error')?.textContent, 'refund error').to.match(/\w/);
    expect($(el, '#amount-error')?.textContent, 'amount error').to.match(/\w/);
    fits(el, 'field errors');

    await fill(el, '#recipient', LONG_NEAR_ACCOUNT);
    await fill(el, '#refund', addressOn('stellar'));
    h.alterRequest = (body) => ({ ...body, destinationAsset: body.originAsset });
    await fill(el, '#amount', '2000');
    await waitUntil(() => $(el, '[part=alert]'), 'no service error', { timeout: 3000 });
    fits(el, 'service error');

    h.alterRequest = undefined;
    h.sim.setFaults({ dropRate: 1 });
    await fill(el, '#amount', '3000');
    await waitUntil(() => $(el, '[part=retry-button]'), 'no retry after a dropped connection', { timeout: 8000 });
    fits(el, 'network error');
    h.sim.resetFaults();
  }).timeout(15000);

  it('fits confirmed, the replace prompt, the mismatch note and the replaced note', async () => {
    const el = await mount({ origin: XLM, amount: '1000', addresses: true });
    await quoteShown(el);
    $<HTMLButtonElement>(el, '[part=confirm-button]')!.click();
    await waitUntil(() => $(el, '[part=confirmation]'), 'not confirmed', { timeout: 3000 });
    const first = getStore().get().activeSwap!.depositAddress;
    expect(first).to.have.length(56, 'a Stellar deposit address');
    fits(el, 'confirmed');

    await fill(el, '#amount', '2500');
    await waitUntil(() => $(el, '[part=mismatch]'), 'no mismatch note');
    fits(el, 'mismatch');

    await quoteShown(el);
    $<HTMLButtonElement>(el, '[part=confirm-button]')!.click();
    await waitUntil(() => $(el, '[part=replace-prompt]'), 'no replace prompt');
    expect($(el, '[part=replace-prompt]')!.textContent).to.contain(first);
    fits(el, 'replace prompt');

    $<HTMLButtonElement>(el, '[part=replace-confirm]')!.click();
    await waitUntil(() => $(el, '[part=replaced]'), 'no replaced note', { timeout: 3000 });
    expect($(el, '[part=replaced]')!.textContent).to.contain(first);
    fits(el, 'replaced');
  });
});
