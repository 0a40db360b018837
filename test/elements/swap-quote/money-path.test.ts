// The money path in <swap-quote>: prices before addresses (dry quotes with placeholder addresses that can never
// reach a real swap), and a deposit address already given is never replaced without the user saying so.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import { DRY_PLACEHOLDERS } from '../../../src/elements/swap-quote/quote-form.model.js';
import { getPersistence, getStore } from '../../../src/store/store.js';
import { PROCESSING_MS, confirmMs } from '../../../src/simulator/lifecycle.js';
import { addressOn, clientFor, ETH_USDC, WNEAR } from '../../simulator/helpers.js';
import { $, errorText, fill, harness, mount, type, type Harness } from './helpers.js';
import { mount as mountActivity } from '../swap-activity/helpers.js';
import type { SwapQuote } from '../../../src/elements/swap-quote/swap-quote.js';

const addresses = { refund: addressOn('eth'), recipient: addressOn('near', 2) };

describe('<swap-quote> money path', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await harness();
  });

  describe('prices before addresses', () => {
    it('quotes as soon as tokens and amount are set, with placeholder addresses, and shows the price', async () => {
      const el = await mount(h, { origin: ETH_USDC, destination: WNEAR });
      await type(el, '#amount', '100');
      await waitUntil(() => $(el, '[part=quote]'), 'no price without addresses', { timeout: 3000 });
      expect(h.dry()).to.have.length(1);
      const body = h.dry()[0]!.body;
      expect(body).to.include({
        refundTo: DRY_PLACEHOLDERS.evm,
        recipient: DRY_PLACEHOLDERS.near,
        amount: '100000000',
      });
      expect($(el, '[part=quoted-amount]')!.textContent).to.contain('wNEAR').and.to.match(/\d/);
      expect($(el, '[part=quoted-amount]')!.textContent).to.not.contain('list prices');
    });

    it('a half-typed address neither hides the price nor asks again', async () => {
      const el = await mount(h, { origin: ETH_USDC, destination: WNEAR, amount: '100' });
      await waitUntil(() => $(el, '[part=quote]'), 'no price', { timeout: 3000 });
      const shown = $(el, '[part=quoted-amount]')!.textContent;
      await type(el, '#recipient', 'user2.ne');
      await type(el, '#refund', '0x12');
      expect($(el, '[part=quote]'), 'the quote stays').to.not.equal(null);
      expect($(el, '[part=quote]')!.getAttribute('aria-busy')).to.equal('false');
      expect($(el, '[part=quoted-amount]')!.textContent).to.equal(shown);
      expect(h.quotes).to.have.length(1, 'typing an address sends nothing');
    });

    it('confirming still needs real addresses: nothing non-dry is sent without them', async () => {
      const el = await mount(h, { origin: ETH_USDC, destination: WNEAR, amount: '100' });
      await waitUntil(() => $(el, '[part=quote]'), 'no price', { timeout: 3000 });
      $<HTMLButtonElement>(el, '[part=confirm-button]')!.click();
      await el.updateComplete;
      expect(errorText(el, 'recipient')).to.equal('Enter the address that receives the tokens.');
      expect(errorText(el, 'refund')).to.equal('Enter an address for refunds.');
      expect(h.nonDry()).to.have.length(0);
    });

    it('a placeholder typed as an address is refused at the field and never sent non-dry', async () => {
      const el = await mount(h, {
        origin: ETH_USDC,
        destination: WNEAR,
        amount: '100',
        recipient: addresses.recipient,
      });
      await fill(el, '#refund', DRY_PLACEHOLDERS.evm!);
      $<HTMLButtonElement>(el, '[part=confirm-button]')!.click();
      await el.updateComplete;
      expect(errorText(el, 'refund')).to.equal(
        'Nobody owns this address: tokens sent to it are lost. Enter your own address.',
      );
      expect(h.nonDry()).to.have.length(0);
    });
  });

  describe('a deposit address already given', () => {
    async function confirmOnce(el: SwapQuote): Promise<string> {
      await waitUntil(() => $(el, '[part=quote]'), 'no price', { timeout: 3000 });
      $<HTMLButtonElement>(el, '[part=confirm-button]')!.click();
      await waitUntil(() => getStore().get().activeSwap, 'no deposit address', { timeout: 3000 });
      await el.updateComplete;
      return getStore().get().activeSwap!.depositAddress;
    }

    it('asking again is an explicit choice; keeping sends nothing, replacing keeps the old receipt', async () => {
      const el = await mount(h, { origin: ETH_USDC, destination: WNEAR, amount: '100', ...addresses });
      const first = await confirmOnce(el);
      expect(h.nonDry()).to.have.length(1);

      $<HTMLButtonElement>(el, '[part=confirm-button]')!.click();
      await el.updateComplete;
      const prompt = $(el, '[part=replace-prompt]')!;
      expect(prompt.getAttribute('role')).to.equal('alertdialog');
      expect(prompt.textContent).to.contain('Replace this deposit address?').and.contain(first);
      expect(prompt.textContent).to.contain('Do not send to the old address');
      expect(el.shadowRoot!.activeElement).to.equal($(el, '[part=replace-keep]'), 'the safe choice has focus');
      expect(h.nonDry()).to.have.length(1, 'nothing sent before the user chose');
      await expect(el).to.be.accessible();

      $<HTMLButtonElement>(el, '[part=replace-keep]')!.click();
      await el.updateComplete;
      expect($(el, '[part=replace-prompt]')).to.equal(null);
      expect(h.nonDry()).to.have.length(1);
      expect(getStore().get().activeSwap!.depositAddress).to.equal(first);

      $<HTMLButtonElement>(el, '[part=confirm-button]')!.click();
      await el.updateComplete;
      $<HTMLButtonElement>(el, '[part=replace-confirm]')!.click();
      await waitUntil(() => getStore().get().activeSwap?.depositAddress !== first, 'not replaced', { timeout: 3000 });
      await el.updateComplete;
      expect(h.nonDry()).to.have.length(2);
      expect(getPersistence().getReceipt(first), 'the old receipt stays').to.not.equal(undefined);
      expect($(el, '[part=replaced]')!.textContent).to.contain(first).and.contain('do not send to it');
    });

    it('the replaced deposit stays listed on this device with its receipt, and its status is still followed', async () => {
      const el = await mount(h, { origin: ETH_USDC, destination: WNEAR, amount: '100', ...addresses });
      const first = await confirmOnce(el);
      $<HTMLButtonElement>(el, '[part=confirm-button]')!.click();
      await el.updateComplete;
      $<HTMLButtonElement>(el, '[part=replace-confirm]')!.click();
      await waitUntil(() => getStore().get().activeSwap?.depositAddress !== first, 'not replaced', { timeout: 3000 });
      const second = getStore().get().activeSwap!.depositAddress;

      const activity = await mountActivity(h.sim, h.fetch);
      const entryOf = (address: string) =>
        activity
          .all('[part=entry]')
          .find((e) => e.querySelector('[part=deposit-address]')!.textContent!.includes(address.slice(0, 8)))!;
      const statusOf = (address: string) => entryOf(address).querySelector('[part=status]')!.textContent!.trim();
      expect(activity.all('[part=entry]')).to.have.length(2, 'both deposit addresses are listed');
      expect(statusOf(first)).to.equal('Waiting for deposit');
      expect(statusOf(second)).to.equal('Waiting for deposit');
      expect(entryOf(first).querySelector('[part=download-button]'), 'its receipt can be downloaded').to.not.equal(null); // prettier-ignore

      // Funds sent to the old address anyway are still followed there.
      h.sim.deposit({
        depositAddress: first,
        amount: getPersistence().getReceipt(first)!.quoteResponse.quote.amountIn,
      });
      await activity.tick();
      expect(statusOf(first)).to.equal('Deposit seen');
      expect(statusOf(second)).to.equal('Waiting for deposit');
      expect(getPersistence().getReceipt(first)?.status).to.equal('KNOWN_DEPOSIT_TX');
    });

    it('the form shows when it no longer matches the active deposit', async () => {
      const el = await mount(h, { origin: ETH_USDC, destination: WNEAR, amount: '100', ...addresses });
      await confirmOnce(el);
      expect($(el, '[part=mismatch]')).to.equal(null);
      await fill(el, '#amount', '250');
      const notice = $(el, '[part=mismatch]')!;
      expect(notice.textContent).to.contain('no longer matches your active deposit').and.contain('100 USDC');
      await fill(el, '#amount', '100');
      expect($(el, '[part=mismatch]'), 'back to the same form').to.equal(null);
      await fill(el, '#amount', '250');
      await waitUntil(() => $(el, '[part=quote]')?.getAttribute('aria-busy') === 'false', 'the quote did not settle');
      await expect(el).to.be.accessible();
    });

    it('a finished or expired deposit is replaced without asking', async () => {
      const el = await mount(h, { origin: ETH_USDC, destination: WNEAR, amount: '100', ...addresses });
      const first = await confirmOnce(el);
      // The swap completes on the simulator and the page learns it (as <swap-status> would record it).
      const active = getStore().get().activeSwap!;
      h.sim.deposit({ depositAddress: first, amount: active.quoteResponse.quote.amountIn });
      h.sim.clock.advance(confirmMs('eth') + PROCESSING_MS);
      const done = await clientFor(h.sim).status({ depositAddress: first });
      expect(done.status).to.equal('SUCCESS');
      getStore().recordStatus(first, active.memo, done);
      $<HTMLButtonElement>(el, '[part=confirm-button]')!.click();
      await waitUntil(() => h.nonDry().length === 2, 'a finished swap needs no question', { timeout: 3000 });
      expect($(el, '[part=replace-prompt]')).to.equal(null);

      await waitUntil(() => getStore().get().activeSwap?.depositAddress !== first, 'not replaced');
      h.sim.clock.advance(2 * 3_600_000); // past the deadline: the address takes no more funds
      $<HTMLButtonElement>(el, '[part=confirm-button]')!.click();
      await waitUntil(() => h.nonDry().length === 3, 'an expired address needs no question', { timeout: 3000 });
      expect($(el, '[part=replace-prompt]')).to.equal(null);
    });
  });
  describe('words', () => {
    it('a token the service does not offer is named in plain words, its asset id only in the console', async () => {
      const gone = 'nep141:gone.near';
      const warnings: string[] = [];
      const original = console.warn;
      console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
      try {
        const el = await mount(h, { origin: gone, destination: WNEAR, amount: '100', ...addresses });
        await waitUntil(() => errorText(el, 'origin'), 'no message at the token field');
        expect(errorText(el, 'origin')).to.equal('This token is not offered here. Choose another one.');
        expect(el.shadowRoot!.textContent).to.not.contain(gone);
        expect(warnings.filter((w) => w.includes(gone))).to.deep.equal([
          `<swap-quote>: the token ${gone} is not in the service's token list (or not allowed here).`,
        ]);
        expect(h.quotes).to.have.length(0);
      } finally {
        console.warn = original;
      }
    });
  });
});
