// Issue 48 point 4: the service's "Amount is too low for bridge, try at least N" carries the route's minimum (it has
// had $1,000 minimums on nine origin chains and $100 on Tron). After the first such answer <swap-quote> says the
// minimum under the amount and keeps saying it for that route, so the payer does not guess again; another route does
// not inherit it. The simulator here models the service's per-chain minimums (originMinimums).
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import { makeSim, WNEAR, addressOn } from '../../simulator/helpers.js';
import { configure } from '../../../src/store/store.js';
import { overflowingBoxes } from '../../helpers/fits-width.js';
import { QUOTE_DEBOUNCE_MS } from '../../../src/elements/swap-quote/controllers/dry-quote-controller.js';
import { $, errorText, harness, mount, type, type Harness } from './helpers.js';

const TRON_USDT = 'nep141:tron-d28a265909efecdcee7c5028585214ea0b96f015.omft.near';
const TRON_TRX = 'nep141:tron.omft.near';

describe('<swap-quote> keeps a route’s minimum once the service named it', () => {
  let h: Harness;

  beforeEach(async () => {
    h = await harness();
    const sim = makeSim({ originMinimums: true });
    configure({ servicePublicKey: (await sim.info()).publicKey });
    h.fetch = (input, init) => sim.fetch(input, init);
  });

  const minimumText = (el: HTMLElement) => el.shadowRoot!.querySelector('#amount-hint')?.textContent?.trim();

  it('says "at least" under the amount after the first too-low answer, and keeps it for that route only', async () => {
    const el = await mount(h, {
      origin: TRON_USDT,
      destination: WNEAR,
      refund: addressOn('tron'),
      recipient: addressOn('near', 2),
      timers: true,
    });
    expect(minimumText(el), 'nothing known before the service says it').to.equal(undefined);
    await type(el, '#amount', '50');
    await h.timers.advance(QUOTE_DEBOUNCE_MS);
    await waitUntil(() => errorText(el, 'amount'), 'the too-low answer is shown');
    expect(errorText(el, 'amount')).to.match(
      /^The amount is too small for this route\. Try at least (99|100)\.\d+ USDT\.$/,
    );
    expect(minimumText(el)).to.match(/^This route takes at least (99|100)\.\d+ USDT\.$/);
    const hint = $(el, '#amount-hint')!;
    expect($(el, '#amount')!.getAttribute('aria-describedby')).to.contain(hint.id);
    await expect(el).to.be.accessible();
    el.parentElement!.style.width = '320px';
    await el.updateComplete;
    expect(overflowingBoxes(el), 'fits a 320 px page').to.deep.equal([]);

    // Another amount on the same route: the minimum stays, before any new answer.
    const input = $<HTMLInputElement>(el, '#amount')!;
    input.value = '';
    input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
    await type(el, '#amount', '80');
    expect(errorText(el, 'amount'), 'the old answer is not this amount’s').to.equal(undefined);
    expect(minimumText(el)).to.match(/^This route takes at least (99|100)\.\d+ USDT\.$/);

    // Another route: not known there.
    el.originAsset = TRON_TRX;
    await el.updateComplete;
    await waitUntil(() => $(el, '#amount'), 'the amount field');
    expect(minimumText(el)).to.equal(undefined);
    // Back: known again.
    el.originAsset = TRON_USDT;
    await el.updateComplete;
    expect(minimumText(el)).to.match(/^This route takes at least (99|100)\.\d+ USDT\.$/);
  });
});
