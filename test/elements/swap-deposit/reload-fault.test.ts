// Issue 18: a reload while the service answers 503. The deposit address, amount, memo and deadline come from the
// quote saved on this device and stay visible, with the failure beside them (not instead of them); "Try again" works
// once the service is back.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import { configure, getStore } from '../../../src/store/store.js';
import type { Simulator } from '../../../src/simulator/app.js';
import { MemoryStorage } from '../../helpers/memory-storage.js';
import { XLM, makeSim } from '../../simulator/helpers.js';
import { $, confirmedQuote, recordingFetch, renderDeposit, textOf } from './helpers.js';
import { dropStore, freshStore } from '../../helpers/fresh-store.js';

describe('<swap-deposit> reloaded while the service is down (issue 18)', () => {
  let sim: Simulator;
  let storage: MemoryStorage;

  /** A new page over the same storage: fresh stores and configuration, the saved swap still active. */
  async function reload() {
    freshStore(storage);
    configure({ servicePublicKey: (await sim.info()).publicKey });
  }

  beforeEach(async () => {
    storage = new MemoryStorage();
    sim = makeSim();
    await reload();
  });

  afterEach(() => {
    dropStore();
  });

  it('shows the saved address, amount, memo and deadline with the error beside them, and recovers', async () => {
    // 100 XLM to a shared Stellar address: the memo tells the swap apart.
    const quote = await confirmedQuote(sim, { originAsset: XLM, fromChain: 'stellar', amount: '1000000000' });
    getStore().activate(quote, true);
    await reload();
    sim.setFaults({ errorRate: 1 });
    const { fetch, requests } = recordingFetch(sim);
    const el = await renderDeposit(sim, fetch);

    await waitUntil(() => $(el, '[part=error]'), 'the failure is shown', { timeout: 5000 });
    expect($(el, '[part=error]')!.getAttribute('role')).to.equal('alert');
    expect(requests.some((r) => r.path === '/v0/tokens')).to.equal(true);
    // Everything needed to deposit, from the receipt.
    expect(textOf(el, '[part=deposit-address-value]')).to.equal(quote.quote.depositAddress);
    expect(textOf(el, '[part=memo-value]')).to.equal(quote.quote.depositMemo);
    expect(textOf(el, '[part=amount-value]')).to.contain(`100 ${XLM}`);
    expect(textOf(el, '[part=send-only]')).to.contain(XLM);
    expect(textOf(el, '[part=timers]')).to.match(/\d/);
    expect(textOf(el, '[part=error]')).to.contain('come from the quote saved on this device');
    const amountCopy = el.shadowRoot!.querySelector('[part=amount] swap-copy-button') as HTMLElement & {
      value: string;
    };
    expect(amountCopy.value, 'the copied amount is the decimal one, not smallest units').to.equal('100');
    await expect(el).to.be.accessible();

    // The service is back: "Try again" brings the token's name and chain.
    sim.resetFaults();
    $(el, '[part=error] button')!.click();
    await waitUntil(() => !$(el, '[part=error]'), 'the failure is gone', { timeout: 5000 });
    expect(textOf(el, '[part=send-only]')).to.equal('Send only XLM on Stellar.');
    expect(textOf(el, '[part=amount-value]')).to.contain('100 XLM');
    expect(textOf(el, '[part=deposit-address-value]')).to.equal(quote.quote.depositAddress);
  });
});
