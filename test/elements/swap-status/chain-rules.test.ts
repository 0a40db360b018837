// Issue 48 item 5 in <swap-status>: USDC to Hyperliquid lands in the perps balance, said under the recipient.
import { expect } from '@open-wc/testing';
import { HYPERLIQUID_USDC } from '../../../src/core/chains.js';
import { freshStore } from '../../helpers/fresh-store.js';
import { addressOn, makeSim } from '../../simulator/helpers.js';
import { overflowingPage } from '../../helpers/fits-width.js';
import { activate, controlVisibility, countingFetch, mount, openSwap } from './helpers.js';

describe('<swap-status> chain rules (issue 48 item 5)', () => {
  let visibility: ReturnType<typeof controlVisibility>;
  beforeEach(() => {
    freshStore();
    visibility = controlVisibility();
  });
  afterEach(() => visibility.restore());

  it('says under the recipient that USDC to Hyperliquid lands in the perps balance', async () => {
    const sim = makeSim();
    const recipient = addressOn('hypercore', 2);
    const { quote } = await openSwap(sim, { destinationAsset: HYPERLIQUID_USDC, recipient });
    await activate(sim, quote);
    const m = await mount(sim, countingFetch(sim).fetch, { width: 320 });
    expect(m.text('[part=amounts]')).to.contain(recipient);
    expect(m.text('[part=chain-note]')).to.equal(
      'USDC arrives in the Hyperliquid perps balance, not the spot balance.',
    );
    expect(overflowingPage(m.el)).to.deep.equal([]);
    await expect(m.el).to.be.accessible();
  });

  it('says nothing of perps for another destination', async () => {
    const sim = makeSim();
    const { quote } = await openSwap(sim);
    await activate(sim, quote);
    const m = await mount(sim, countingFetch(sim).fetch);
    expect(m.all('[part=chain-note]')).to.have.length(0);
  });
});
