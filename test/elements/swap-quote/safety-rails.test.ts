// Issue 46 item 14, safety rails in <swap-quote>: (a) a recipient or refund address that is a token contract of the
// token list, or a 1Click deposit address this device knows, is refused with a sentence and never sent; (b) a quote
// that loses more than confirm-loss-bps of its USD value needs a ticked box before "Get deposit address" sends
// anything; (c) a recipient typed in on another chain than the connected wallet's gets a caution about exchanges.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import type { SwapQuote } from '../../../src/elements/swap-quote/swap-quote.js';
import type { SwapQuoteConfirmEvent } from '../../../src/events.js';
import { losesMoreThan, quoteValue, usdUnits } from '../../../src/elements/swap-quote/quote-value.model.js';
import type { QuoteResponse, Token } from '../../../src/api/schemas.js';
import { overflowingBoxes } from '../../helpers/fits-width.js';
import { installWallet, resetWallets } from '../../helpers/fake-wallet.js';
import { addressOn, BASE, ETH_USDC, WNEAR } from '../../simulator/helpers.js';
import { $, errorText, fill, harness, mount, type Harness } from './helpers.js';

const NEAR_USDC = 'nep141:17208628f84f5d6ad33f0da3bbbeb27ffcb398eac501a31bd6ad2011e36133a1';
const BASE_ETH = 'nep141:base.omft.near';
const USDC_CONTRACT = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
const USDT_CONTRACT = '0xdac17f958d2ee523a2206206994597c13d831ec7';

const confirmButton = (el: SwapQuote) => $<HTMLButtonElement>(el, '[part=confirm-button]')!;
const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** Lets what a click started go out (a request) before the test counts requests. */
const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve));
};

describe('<swap-quote> safety rails', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await harness();
  });

  describe('(a) contracts and deposit addresses are no recipients', () => {
    it('refuses a token contract of the list as the recipient, with its symbol and chain, and sends nothing', async () => {
      const el = await mount(h, {
        origin: WNEAR,
        destination: ETH_USDC,
        refund: 'user1.near',
        recipient: USDC_CONTRACT,
        amount: '10',
      });
      await fill(el, '#recipient', USDC_CONTRACT.toUpperCase().replace('0X', '0x'));
      expect(errorText(el, 'recipient')).to.equal(
        'This is the USDC contract on Ethereum, not a wallet: tokens sent to it are lost.',
      );
      // Another token's contract on the same chain is refused too.
      await fill(el, '#recipient', USDT_CONTRACT);
      expect(errorText(el, 'recipient')).to.contain('This is the USDT contract on Ethereum');
      confirmButton(el).click();
      await flush();
      expect(h.nonDry()).to.have.length(0);
      // The same field with a wallet address is fine.
      await fill(el, '#recipient', addressOn('eth', 2));
      expect(errorText(el, 'recipient')).to.equal(undefined);
    });

    it('refuses a token contract as the refund address', async () => {
      const el = await mount(h, {
        origin: ETH_USDC,
        destination: WNEAR,
        recipient: 'user2.near',
        refund: USDT_CONTRACT,
      });
      confirmButton(el).click();
      await el.updateComplete;
      expect(errorText(el, 'refund')).to.contain('This is the USDT contract on Ethereum, not a wallet');
      await flush();
      expect(h.nonDry()).to.have.length(0);
    });

    it('refuses a deposit address of a swap saved on this device, as refund address and as recipient', async () => {
      const el = await mount(h, {
        origin: ETH_USDC,
        destination: WNEAR,
        refund: addressOn('eth'),
        recipient: 'user2.near',
        amount: '20',
      });
      const confirmed = oneEvent(el, 'swap-quote-confirm');
      confirmButton(el).click();
      const deposit = ((await confirmed) as SwapQuoteConfirmEvent).detail.quoteResponse.quote.depositAddress!;
      expect(h.nonDry()).to.have.length(1);

      // A new element (another page visit) knows it from the saved receipt.
      el.remove();
      const next = await mount(h, { origin: ETH_USDC, destination: WNEAR, recipient: 'user2.near', amount: '30' });
      await fill(next, '#refund', deposit);
      const sentence =
        'This is a deposit address of a swap on this device, not a wallet: tokens sent to it may be lost.';
      expect(errorText(next, 'refund')).to.equal(sentence);
      confirmButton(next).click();
      await flush();
      expect(h.nonDry()).to.have.length(1, 'nothing more was sent');

      // As a recipient on the same chain (an EVM address in another case is the same address).
      next.destinationAsset = 'nep141:eth.omft.near';
      await fill(next, '#refund', addressOn('eth'));
      await fill(next, '#recipient', deposit.toLowerCase());
      expect(errorText(next, 'recipient')).to.equal(sentence);
    });
  });

  describe('(b) a quote that loses much of its value needs a confirmation', () => {
    // 5 USDC from NEAR to Ethereum: the simulator's $0.30 Ethereum withdrawal fee alone is 6 % of it.
    const lossy = { origin: NEAR_USDC, destination: ETH_USDC, refund: 'user1.near', recipient: addressOn('eth', 2) };

    it('says what the quote loses, blocks "Get deposit address" until the box is ticked, then sends', async () => {
      const el = await mount(h, { ...lossy, amount: '5' });
      await waitUntil(() => $(el, '[part=loss-confirm]'), 'no loss confirmation', { timeout: 4000 });
      expect(await quoteOf(el)).to.contain('Compared with market prices');
      const lossText = text($(el, '[part=loss-confirm]'));
      expect(lossText).to.match(/^This quote loses 6\.\d+% of its value \(\$5\.00 → \$4\.\d\d\)\./);
      expect(lossText).to.contain('I accept losing 6.');
      expect(confirmButton(el).getAttribute('aria-disabled')).to.equal('true');

      confirmButton(el).click();
      await el.updateComplete;
      await flush();
      expect(h.nonDry()).to.have.length(0, 'no deposit address without the tick');
      expect(text($(el, '#loss-error'))).to.equal('Tick the box to go on, or change the swap.');
      const box = $<HTMLInputElement>(el, '#loss-accept')!;
      expect(el.shadowRoot!.activeElement).to.equal(box);
      expect(box.getAttribute('aria-invalid')).to.equal('true');
      el.parentElement!.style.width = '320px'; // a phone
      await new Promise((resolve) => requestAnimationFrame(resolve));
      expect(overflowingBoxes(el)).to.deep.equal([]);
      await expect(el).to.be.accessible();

      box.click();
      await el.updateComplete;
      expect(confirmButton(el).getAttribute('aria-disabled')).to.equal('false');
      expect($(el, '#loss-error')).to.equal(null);
      const confirmed = oneEvent(el, 'swap-quote-confirm');
      confirmButton(el).click();
      await confirmed;
      expect(h.nonDry()).to.have.length(1);
    });

    it('asks again for another amount; a quote within the limit asks nothing', async () => {
      const el = await mount(h, { ...lossy, amount: '5' });
      await waitUntil(() => $(el, '[part=loss-confirm]'), 'no loss confirmation', { timeout: 4000 });
      $<HTMLInputElement>(el, '#loss-accept')!.click();
      await el.updateComplete;
      await fill(el, '#amount', '4');
      await waitUntil(
        () => $(el, '[part=loss-confirm]') && !$<HTMLInputElement>(el, '#loss-accept')!.checked,
        'the tick for 5 USDC does not cover 4',
        { timeout: 4000 },
      );
      await fill(el, '#amount', '100');
      await waitUntil(() => h.dry().some((q) => q.body.amount === '100000000'), 'no quote for 100', { timeout: 4000 });
      await h.dry().at(-1)!.answered;
      await waitUntil(() => $(el, '[part=quote]')?.getAttribute('aria-busy') === 'false', 'the quote for 100 shown');
      expect($(el, '[part=loss-confirm]'), 'a small loss asks nothing').to.equal(null);
      expect(confirmButton(el).getAttribute('aria-disabled')).to.equal('false');
    });

    it('takes its threshold from confirm-loss-bps', async () => {
      const el = await fixture<SwapQuote>(
        html`<swap-quote
          .fetch=${h.fetch}
          .clock=${h.sim.clock.now}
          base-url=${BASE}
          confirm-loss-bps="1000"
          origin-asset=${lossy.origin}
          destination-asset=${lossy.destination}
          refund-address=${lossy.refund}
          recipient=${lossy.recipient}
          amount="5"
        ></swap-quote>`,
      );
      await waitUntil(() => $(el, '[part=quote]') && !h.dry().some((q) => q.body.amount !== '5000000'), 'no quote', {
        timeout: 4000,
      });
      await waitUntil(() => text($(el, '[part=quote]')).includes('Compared with market prices'), 'no comparison');
      expect($(el, '[part=loss-confirm]'), 'a 6 % loss is within 10 %').to.equal(null);
      const confirmed = oneEvent(el, 'swap-quote-confirm');
      confirmButton(el).click();
      await confirmed;
      expect(h.nonDry()).to.have.length(1);
    });

    it('compares USD values exactly', () => {
      const token = (symbol: string): Token => ({ assetId: symbol, blockchain: 'eth', symbol, decimals: 6, price: 1 });
      const response = (amountInUsd: string, amountOutUsd: string) =>
        ({
          timestamp: '',
          quote: { amountIn: '1', amountOut: '1', amountInUsd, amountOutUsd },
        }) as unknown as QuoteResponse;
      const value = (i: string, o: string) => quoteValue(response(i, o), token('A'), token('B'))!;
      expect(usdUnits('12.5')).to.equal(12_500_000_000_000n);
      expect(usdUnits('-1')).to.equal(undefined);
      expect(losesMoreThan(value('100.0000', '95.0000'), 500)).to.equal(false, 'exactly 5 % is within');
      expect(losesMoreThan(value('100.0000', '94.9999'), 500)).to.equal(true);
      expect(losesMoreThan(value('100', '200'), 0)).to.equal(false);
      expect(quoteValue(response('0', '0'), token('A'), token('B'))).to.equal(undefined);
    });
  });

  describe('(c) a typed recipient on another chain than the wallet', () => {
    const account = addressOn('eth', 3);
    let uninstall: () => void = () => undefined;
    beforeEach(async () => {
      await resetWallets();
    });
    afterEach(() => uninstall());

    async function withWallet(destination: string): Promise<SwapQuote> {
      uninstall = installWallet(h.sim, {
        accounts: [account],
        chainId: 8453,
        balance: () => 10n ** 18n,
        authorized: true,
      }).uninstall;
      const wrapper = await fixture<HTMLDivElement>(
        html`<div style="width: 320px">
          <swap-quote
            .fetch=${h.fetch}
            .clock=${h.sim.clock.now}
            base-url=${BASE}
            origin-asset=${BASE_ETH}
            destination-asset=${destination}
          ></swap-quote>
        </div>`,
      );
      const el = wrapper.querySelector('swap-quote')!;
      await waitUntil(
        () => $<HTMLInputElement>(el, '#refund')?.value === account,
        'the wallet filled the refund address',
      );
      return el;
    }

    it('cautions that exchanges may not credit a typed recipient on another chain', async () => {
      const el = await withWallet(WNEAR);
      await fill(el, '#recipient', 'someexchange.near');
      expect(errorText(el, 'recipient')).to.equal(undefined);
      expect(text($(el, '#recipient-warning'))).to.equal(
        'If this is an exchange address, check that the exchange credits wNEAR on NEAR: exchanges may not credit deposits from another network.',
      );
      expect($(el, '#recipient')!.getAttribute('aria-describedby')).to.contain('recipient-warning');
      expect(overflowingBoxes(el)).to.deep.equal([]);
      await expect(el).to.be.accessible();
    });

    it("says nothing for the wallet's own account, nor on the wallet's chain, nor without a wallet", async () => {
      const el = await withWallet(ETH_USDC);
      await waitUntil(
        () => $<HTMLInputElement>(el, '#recipient')?.value === account,
        'the wallet filled the recipient',
      );
      expect($(el, '#recipient-warning'), "the wallet's own account").to.equal(null);
      await fill(el, '#recipient', addressOn('eth', 5));
      expect(text($(el, '#recipient-warning'))).to.contain('the exchange credits USDC on Ethereum');
      el.destinationAsset = 'nep141:base-0x833589fcd6edb6e08f4c7c32d4f71b54bda02913.omft.near';
      await el.updateComplete;
      expect($(el, '#recipient-warning'), "on the wallet's chain").to.equal(null);

      uninstall();
      await resetWallets();
      const plain = await mount(h, { origin: BASE_ETH, destination: WNEAR, recipient: 'someexchange.near' });
      expect($(plain, '#recipient-warning'), 'no wallet connected').to.equal(null);
    });
  });
});

/** The quote the element shows (its details panel), once there. */
async function quoteOf(el: SwapQuote): Promise<string> {
  await waitUntil(() => $(el, '[part=quote]'), 'no quote');
  return text($(el, '[part=quote]'));
}
