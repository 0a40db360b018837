// Issue 26 point 1 in <swap-status>: a delivered amount of a 24-decimal token reads by the reading rule (6
// significant digits, the locale's separators) in the status sentence and the amounts, with every digit in its
// title and for assistive technology; at 320 px nothing overflows and axe finds nothing.
import { expect } from '@open-wc/testing';
import { formatAmount, toDecimal } from '../../../src/core/amounts.js';
import { PROCESSING_MS, confirmMs } from '../../../src/simulator/lifecycle.js';
import { getStore } from '../../../src/store/store.js';
import { makeSim } from '../../simulator/helpers.js';
import { overflowingBoxes } from '../../helpers/fits-width.js';
import { activate, controlVisibility, countingFetch, mount, openSwap } from './helpers.js';
import { dropStore, freshStore } from '../../helpers/fresh-store.js';
import { activeResponse } from '../../helpers/active-status.js';

/** A 100 USDC → wNEAR swap driven to SUCCESS; the element mounted with `attrs`, and the delivered units. */
async function delivered(attrs: Parameters<typeof mount>[2] = {}) {
  const sim = makeSim();
  const { quote, depositAddress } = await openSwap(sim);
  await activate(sim, quote);
  const { fetch } = countingFetch(sim);
  const m = await mount(sim, fetch, attrs);
  sim.deposit({ depositAddress, amount: quote.quote.amountIn });
  await m.tick();
  sim.clock.advance(confirmMs('eth'));
  await m.tick();
  sim.clock.advance(PROCESSING_MS);
  await m.tick();
  expect(m.text('[part=status-title]')).to.equal('Swap complete');
  const out = activeResponse(getStore())!.swapDetails!.amountOut!;
  return { m, out };
}

const significant = (text: string) => text.replace(/\D/g, '').replace(/^0+/, '').length;

describe('<swap-status> amounts a person can read', () => {
  let visibility: ReturnType<typeof controlVisibility>;

  beforeEach(() => {
    freshStore();
    visibility = controlVisibility();
  });

  afterEach(() => {
    visibility.restore();
    dropStore();
  });

  it('says a 24-decimal delivery in 6 significant digits, with the exact value in its title and accessible text', async () => {
    const { m, out } = await delivered();
    const exact = toDecimal(out, 24);
    expect(exact.split('.')[1]!.length).to.be.greaterThan(6, 'the simulator delivers a long wNEAR amount');
    const short = formatAmount(out, 24, { locale: 'en-US' });
    expect(significant(short)).to.be.at.most(6);
    const sentence = m.el.shadowRoot!.querySelector('[part=status-detail] .amount-short')!;
    expect(sentence.querySelector('[aria-hidden=true]')!.textContent).to.equal(
      `${short} wNEAR was delivered to the recipient.`,
    );
    const full = `${exact} wNEAR was delivered to the recipient.`;
    expect(sentence.getAttribute('title')).to.equal(full);
    expect(sentence.querySelector('.visually-hidden')!.textContent).to.equal(full);
    // The amounts section: short on screen, exact in its title and for a screen reader.
    const amount = m.all('[part=amounts] .amount-short').find((e) => e.getAttribute('title')!.includes('wNEAR'))!;
    expect(amount.getAttribute('title')).to.equal(`${exact} wNEAR`);
    expect(amount.querySelector('[aria-hidden=true]')!.textContent).to.equal(`${short} wNEAR`);
    expect(amount.querySelector('.visually-hidden')!.textContent).to.equal(`${exact} wNEAR`);
    await expect(m.el).to.be.accessible();
  });

  it('uses the German separators and fits 320 px', async () => {
    const { m, out } = await delivered({ locale: 'de-DE', width: 320 });
    const short = formatAmount(out, 24, { locale: 'de-DE' });
    expect(short).to.match(/^\d+,\d+$/, 'a decimal comma');
    expect(significant(short)).to.be.at.most(6);
    const sentence = m.el.shadowRoot!.querySelector('[part=status-detail] .amount-short')!;
    expect(sentence.querySelector('[aria-hidden=true]')!.textContent).to.contain(`${short} wNEAR`);
    expect(sentence.getAttribute('title')).to.contain(`${toDecimal(out, 24).replace('.', ',')} wNEAR`);
    expect(overflowingBoxes(m.el)).to.deep.equal([]);
    await expect(m.el).to.be.accessible();
  });
});
