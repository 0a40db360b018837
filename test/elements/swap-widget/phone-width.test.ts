// Issue 13 point 3 for <swap-widget>: its quote step (a quote shown) and its done step (a finished swap) fit a 320 px
// phone. Its deposit step is checked with <swap-deposit> (test/elements/swap-deposit/phone-width.test.ts).
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import { setViewport } from '@web/test-runner-commands';
import '../../../src/elements/swap-widget/swap-widget.js';
import type { SwapWidget } from '../../../src/elements/swap-widget/swap-widget.js';
import { configure, getStore } from '../../../src/store/store.js';
import { overflowingPage } from '../../helpers/fits-width.js';
import { addressOn, BASE, makeSim, WNEAR, XLM } from '../../simulator/helpers.js';
import { driveTo } from '../swap-deposit/helpers.js';
import { activate, openSwap } from '../swap-status/helpers.js';
import { FakeTimers } from '../../helpers/fake-timers.js';
import { dropStore, freshStore } from '../../helpers/fresh-store.js';
import { activeResponse } from '../../helpers/active-status.js';

const WIDTH = 320;

describe(`<swap-widget> quote and done steps at ${WIDTH} px`, () => {
  before(() => setViewport({ width: WIDTH, height: 900 }));
  after(() => setViewport({ width: 800, height: 600 }));

  beforeEach(() => {
    freshStore();
  });

  afterEach(() => {
    dropStore();
  });

  it('fits its quote step with a quote shown, and its done step', async () => {
    const sim = makeSim();
    const timers = new FakeTimers();
    configure({ group: 'w', servicePublicKey: (await sim.info()).publicKey });
    const el = await fixture<SwapWidget>(
      html`<swap-widget
        group="w"
        base-url=${BASE}
        locale="en-US"
        origin-asset=${XLM}
        destination-asset=${WNEAR}
        amount="1000"
        recipient=${'ab'.repeat(32)}
        refund-address=${addressOn('stellar')}
        .fetch=${sim.fetch}
        .clock=${sim.clock.now}
        .scheduler=${timers}
      ></swap-widget>`,
    );
    const inner = (tag: string) => el.shadowRoot!.querySelector(tag);
    await waitUntil(
      () => inner('swap-quote')?.shadowRoot?.querySelector('[part=quote][aria-busy=false]'),
      'no quote shown',
      { timeout: 3000 },
    );
    expect(overflowingPage(el), 'step 1').to.deep.equal([]);

    const { quote } = await openSwap(sim, { originAsset: XLM, fromChain: 'stellar', amount: '1000000000' });
    await activate(sim, quote, 'w');
    const status = inner('swap-status')!;
    const title = () => status.shadowRoot?.querySelector('[part=status-title]')?.textContent?.trim();
    await waitUntil(() => title() === 'Waiting for your deposit' && timers.pending.length === 1, 'the first check');
    await driveTo(sim, quote, 'REFUNDED');
    timers.fire(); // the status element's next check finds the refund and tells the group
    await waitUntil(() => title() === 'Refunded', 'the refund shown');
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[aria-current="step"]')?.textContent?.trim()).to.equal('3. Done');
    expect(activeResponse(getStore('w'))?.status).to.equal('REFUNDED');
    expect(el.shadowRoot!.querySelector('[part=new-swap]')).to.not.equal(null);
    expect(overflowingPage(el), 'step 3').to.deep.equal([]);
  });
});
