import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../../src/elements/swap-widget/swap-widget.js';
import type { SwapWidget } from '../../../src/elements/swap-widget/swap-widget.js';
import type { StatusResponse } from '../../../src/api/schemas.js';
import { configure, getStore, resetStores, setPersistence } from '../../../src/store/store.js';
import { Persistence } from '../../../src/store/persistence.js';
import { MemoryStorage } from '../../helpers/memory-storage.js';
import { BASE, ETH_USDC, WNEAR, addressOn, makeSim } from '../../simulator/helpers.js';
import { activate, openSwap } from '../swap-status/helpers.js';

const inner = (el: SwapWidget) =>
  [...el.shadowRoot!.querySelectorAll('swap-quote, swap-deposit, swap-status')].map((e) => e.localName);
const current = (el: SwapWidget) => el.shadowRoot!.querySelector('[aria-current="step"]')?.textContent?.trim();

describe('<swap-widget>', () => {
  beforeEach(() => {
    resetStores();
    setPersistence(new Persistence(new MemoryStorage()));
  });

  it('walks quote → deposit and status → done in one group, and starts over', async () => {
    const sim = makeSim();
    configure({ group: 'w', servicePublicKey: (await sim.info()).publicKey });
    const el = await fixture<SwapWidget>(
      html`<swap-widget group="w" base-url=${BASE} .fetch=${sim.fetch} .clock=${sim.clock.now}></swap-widget>`,
    );
    expect(inner(el)).to.deep.equal(['swap-quote']);
    expect(current(el)).to.equal('1. Quote');

    const { quote } = await openSwap(sim);
    await activate(sim, quote, 'w');
    await el.updateComplete;
    expect(inner(el)).to.deep.equal(['swap-deposit', 'swap-status']);
    expect(current(el)).to.equal('2. Deposit');

    const active = getStore('w').get().activeSwap!;
    getStore('w').recordStatus(active.depositAddress, active.memo, {
      correlationId: 'c',
      quoteResponse: quote,
      status: 'SUCCESS',
      updatedAt: new Date(sim.clock.now()).toISOString(),
      swapDetails: {},
    } as StatusResponse);
    await el.updateComplete;
    expect(inner(el)).to.deep.equal(['swap-status']);
    expect(current(el)).to.equal('3. Done');

    el.shadowRoot!.querySelector<HTMLButtonElement>('[part="new-swap"]')!.click();
    await el.updateComplete;
    expect(getStore('w').get().activeSwap).to.equal(undefined);
    expect(inner(el)).to.deep.equal(['swap-quote']);
  });

  it('passes its attributes and properties to the inner elements, and later attribute changes too', async () => {
    const sim = makeSim();
    const fees = [{ recipient: 'mywallet.near', fee: 25 }];
    const el = await fixture<SwapWidget>(
      html`<swap-widget
        base-url=${BASE}
        origin-asset=${ETH_USDC}
        destination-asset=${WNEAR}
        recipient=${addressOn('near', 2)}
        theme="dark"
        .fetch=${sim.fetch}
        .appFees=${fees}
      ></swap-widget>`,
    );
    const quote = el.shadowRoot!.querySelector('swap-quote')!;
    expect(quote.getAttribute('origin-asset')).to.equal(ETH_USDC);
    expect(quote.getAttribute('theme')).to.equal('dark');
    expect(quote.getAttribute('base-url')).to.equal(BASE);
    expect(quote.appFees).to.deep.equal(fees);
    expect(quote.fetch).to.equal(sim.fetch);
    el.setAttribute('referral', 'mysite');
    await waitUntil(() => quote.getAttribute('referral') === 'mysite', 'referral not passed on');
  });
});
