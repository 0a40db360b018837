// Issue 13 point 3: at 320 and 375 px <swap-deposit>, in every state, and the deposit step of <swap-widget> fit the
// phone: nothing sticks out of the element (addresses, memos, hashes and payment links wrap; copy buttons stay
// visible; the QR scales down) and the page does not scroll sideways.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import { setViewport } from '@web/test-runner-commands';
import '../../../src/elements/swap-widget/swap-widget.js';
import type { SwapWidget } from '../../../src/elements/swap-widget/swap-widget.js';
import type { SwapDeposit } from '../../../src/elements/swap-deposit/swap-deposit.js';
import type { QuoteResponse } from '../../../src/api/schemas.js';
import { configure, getStore } from '../../../src/store/store.js';
import type { Simulator } from '../../../src/simulator/app.js';
import { BASE, ETH_USDC, SOL, WNEAR, XLM, makeSim } from '../../simulator/helpers.js';
import { overflowingPage } from '../../helpers/fits-width.js';
import { activate, openSwap } from '../swap-status/helpers.js';
import { $, confirmedQuote, driveTo, recordingFetch, renderDeposit, shown, type DrivenStatus } from './helpers.js';
import { dropStore, freshStore } from '../../helpers/fresh-store.js';

const HOUR = 3_600_000;

for (const width of [320, 375]) {
  describe(`<swap-deposit> at ${width} px`, () => {
    let sim: Simulator;
    let fetch: typeof globalThis.fetch;

    before(() => setViewport({ width, height: 800 }));
    after(() => setViewport({ width: 800, height: 600 }));

    beforeEach(async () => {
      freshStore();
      sim = makeSim();
      configure({ servicePublicKey: (await sim.info()).publicKey });
      ({ fetch } = recordingFetch(sim));
    });

    afterEach(() => {
      dropStore();
    });

    const fits = (el: HTMLElement, state: string) => expect(overflowingPage(el), state).to.deep.equal([]);

    async function instructions(quote: QuoteResponse): Promise<SwapDeposit> {
      getStore().activate(quote, true);
      const el = await renderDeposit(sim, fetch);
      await waitUntil(() => $(el, '[part=qr] svg'), 'instructions with their QR');
      return el;
    }

    /** Chooses what the QR holds; the longest caption (a payment link) is the hardest to fit. */
    async function qrShows(el: SwapDeposit, mode: string) {
      [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('[part=qr-toggle] input')].find((r) => r.value === mode)!.click(); // prettier-ignore
      await el.updateComplete;
      expect($(el, '[part=qr]')!.dataset.mode).to.equal(mode);
    }

    it('fits the instructions for an EVM deposit, with the payment link and a hash error', async () => {
      const el = await instructions(await confirmedQuote(sim, { amount: '123456789012' }));
      await qrShows(el, 'uri');
      const input = $(el, '[part=tx-hash-input]') as HTMLInputElement;
      input.value = `0x${'ab'.repeat(40)}`;
      input.dispatchEvent(new Event('input'));
      $(el, '[part=submit-button]')!.click();
      await waitUntil(() => $(el, '[part=field-error]'));
      fits(el, 'EVM instructions');
      // The QR is never cut off: it is fully inside the element.
      const qr = $(el, '[part=qr]')!.getBoundingClientRect();
      expect(qr.width).to.be.greaterThan(100);
      expect(qr.right).to.be.at.most(el.getBoundingClientRect().right);
    });

    it('fits the instructions for a Solana deposit', async () => {
      const el = await instructions(await confirmedQuote(sim, { originAsset: SOL, fromChain: 'sol', amount: '1234567891' })); // prettier-ignore
      await qrShows(el, 'uri');
      fits(el, 'Solana instructions');
    });

    it('fits the instructions for a Stellar deposit with its memo', async () => {
      const el = await instructions(await confirmedQuote(sim, { originAsset: XLM, fromChain: 'stellar', amount: '1000000000' })); // prettier-ignore
      expect($(el, '[part=memo-value]')).to.not.equal(null);
      fits(el, 'Stellar instructions (address QR)');
      await qrShows(el, 'uri');
      fits(el, 'Stellar instructions (payment link QR)');
      await qrShows(el, 'memo');
      fits(el, 'Stellar instructions (memo QR)');
    });

    it('fits the instructions for a NEAR deposit with the sender field and its error', async () => {
      const el = await instructions(await confirmedQuote(sim, { originAsset: WNEAR, destinationAsset: ETH_USDC, fromChain: 'near', toChain: 'eth', amount: '10000000000000000000000000' })); // prettier-ignore
      const sender = $(el, '[part=sender-input]') as HTMLInputElement;
      sender.value = 'has space.near';
      sender.dispatchEvent(new Event('input'));
      const input = $(el, '[part=tx-hash-input]') as HTMLInputElement;
      input.value = '4oD1BLEq1UXW6XhbXq5u9A3zTgaBCXYR1VW7kaDkhRfk';
      input.dispatchEvent(new Event('input'));
      $(el, '[part=submit-button]')!.click();
      await waitUntil(() => $(el, '#sender-error'));
      fits(el, 'NEAR instructions');
    });

    it('fits the expired instructions', async () => {
      const el = await instructions(await confirmedQuote(sim));
      sim.clock.advance(2 * HOUR);
      el.requestUpdate();
      await waitUntil(() => $(el, '[part=expired]'));
      fits(el, 'expired');
    });

    it('fits a failed signature check', async () => {
      const quote = await confirmedQuote(sim);
      const el = await renderDeposit(sim, fetch);
      el.quote = { ...quote, quote: { ...quote.quote, depositAddress: '0x000000000000000000000000000000000000dEaD' } };
      await waitUntil(() => $(el, '[part=signature-error]'));
      fits(el, 'signature error');
    });

    it('fits "no saved receipt" for a long address, with and without a memo', async () => {
      const address = 'GCEZWKCA5VLDNRLN3RPRJMRZOX3Z6G5CHCGSNFHEYVXM3XOJMDS674JZ';
      const el = await renderDeposit(sim, fetch, html`<swap-deposit deposit-address=${address}></swap-deposit>`);
      await waitUntil(() => $(el, '[part=not-found]'));
      fits(el, 'not found');
      el.memo = '123456789012345678';
      await el.updateComplete;
      fits(el, 'not found with memo');
    });

    it('fits a submission the service refused', async () => {
      const el = await instructions(await confirmedQuote(sim));
      const input = $(el, '[part=tx-hash-input]') as HTMLInputElement;
      input.value = `0x${'12'.repeat(32)}`;
      input.dispatchEvent(new Event('input'));
      sim.setFaults({ errorRate: 1 });
      setTimeout(() => $(el, '[part=submit-button]')!.click());
      await oneEvent(el, 'swap-error');
      await el.updateComplete;
      fits(el, 'submission error');
    });

    it('fits a submitted hash (the deposit received)', async () => {
      const quote = await confirmedQuote(sim);
      const el = await instructions(quote);
      const input = $(el, '[part=tx-hash-input]') as HTMLInputElement;
      input.value = `0x${'cd'.repeat(32)}`;
      input.dispatchEvent(new Event('input'));
      setTimeout(() => $(el, '[part=submit-button]')!.click());
      await oneEvent(el, 'swap-deposit-submit');
      // The hash is in; then the funds arrive (the control endpoint) and the status is recorded as <swap-status> does.
      await el.updateComplete;
      fits(el, 'submitted');
      getStore().recordStatus(quote.quote.depositAddress!, undefined, await driveTo(sim, quote, 'KNOWN_DEPOSIT_TX'));
      await waitUntil(() => $(el, '[part=received]'));
      fits(el, 'received');
    });

    const statuses: DrivenStatus[] = [
      'INCOMPLETE_DEPOSIT',
      'KNOWN_DEPOSIT_TX',
      'PROCESSING',
      'SUCCESS',
      'REFUNDED',
      'FAILED',
    ];
    for (const status of statuses) {
      it(`fits the view at ${status} (a Stellar swap, with its memo)`, async () => {
        const quote = await confirmedQuote(sim, { originAsset: XLM, fromChain: 'stellar', amount: '1000000000' });
        const el = await instructions(quote);
        const response = await driveTo(sim, quote, status);
        getStore().recordStatus(quote.quote.depositAddress!, quote.quote.depositMemo!, response);
        const part = status === 'INCOMPLETE_DEPOSIT' ? 'top-up' : /^(KNOWN|PROC)/.test(status) ? 'received' : 'outcome';
        await waitUntil(() => $(el, `[part=${part}]`), status);
        await shown(el);
        fits(el, status);
      });
    }
  });

  describe(`<swap-widget> at ${width} px`, () => {
    before(() => setViewport({ width, height: 800 }));
    after(() => setViewport({ width: 800, height: 600 }));

    beforeEach(() => {
      freshStore();
    });

    afterEach(() => {
      dropStore();
    });

    it('fits its deposit step (step 2)', async () => {
      const sim = makeSim();
      configure({ group: 'w', servicePublicKey: (await sim.info()).publicKey });
      const el = await fixture<SwapWidget>(
        html`<swap-widget group="w" base-url=${BASE} .fetch=${sim.fetch} .clock=${sim.clock.now}></swap-widget>`,
      );
      const { quote } = await openSwap(sim, { originAsset: XLM, fromChain: 'stellar', amount: '1000000000' });
      await activate(sim, quote, 'w');
      await el.updateComplete;
      const deposit = el.shadowRoot!.querySelector('swap-deposit')!;
      await waitUntil(() => $(deposit, '[part=qr] svg'), 'the deposit step with its QR');
      const status = el.shadowRoot!.querySelector('swap-status')!;
      await waitUntil(() => status.shadowRoot?.querySelector('[part=status-title]'), 'the status below it');
      expect(overflowingPage(el), 'widget step 2').to.deep.equal([]);
    });
  });
}
