// Issue 15 point 4: <swap-status> shows the quote's network fees in its details: withdrawFee (destination units,
// already deducted) and refundFee (origin units), the latter worded for the state the swap is in.
import { expect } from '@open-wc/testing';
import { addressOn, makeSim } from '../../simulator/helpers.js';
import { activate, controlVisibility, countingFetch, mount, openSwap } from './helpers.js';
import { freshStore } from '../../helpers/fresh-store.js';

describe('<swap-status> network fees', () => {
  let visibility: ReturnType<typeof controlVisibility>;

  beforeEach(() => {
    freshStore();
    visibility = controlVisibility();
  });

  afterEach(() => visibility.restore());

  it('shows both fees from the status answer, the refund fee worded for an incomplete and a refunded deposit', async () => {
    const sim = makeSim();
    const { quote, depositAddress } = await openSwap(sim);
    // Delivered to the NEAR chain, refunded to Ethereum: the simulator priced both, as the service does.
    expect(quote.quote.withdrawFee).to.match(/^[1-9]\d*$/);
    expect(quote.quote.refundFee).to.match(/^[1-9]\d*$/);
    await activate(sim, quote);
    const seen: unknown[] = [];
    // The status answer's copy of the quote is what the element reads: fixed amounts there, known to the digit.
    const { fetch } = countingFetch(sim, (url, body) => {
      if (!url.includes('/v0/status')) return body;
      const answer = body as { quoteResponse: { quote: Record<string, unknown> } };
      seen.push(answer.quoteResponse.quote.refundFee);
      answer.quoteResponse.quote.withdrawFee = '12345678901234567890123'; // wNEAR, 24 decimals
      answer.quoteResponse.quote.refundFee = '1900'; // USDC, 6 decimals
      return answer;
    });
    const m = await mount(sim, fetch);
    expect(seen[0]).to.equal(quote.quote.refundFee, 'the status answer carries the quote with its fees');
    // Issue 26: 6 significant digits on screen (was 6 fraction digits), every digit in the title and for AT.
    expect(m.seen('[part=withdraw-fee]')).to.equal(
      '0.0123456 wNEAR Network fee, already deducted from the amount you receive.',
    );
    expect(m.all('[part=withdraw-fee] .amount-short')[0]!.getAttribute('title')).to.equal(
      '0.012345678901234567890123 wNEAR',
    );
    expect(m.text('[part=refund-fee]')).to.equal('0.0019 USDC Network fee, charged only if the deposit is refunded.');
    expect(m.text('[part=details]')).to.contain('Delivery fee').and.contain('Refund fee');

    sim.deposit({ depositAddress, amount: '25000000' });
    await m.tick();
    expect(m.text('[part=status-title]')).to.equal('Deposit incomplete');
    expect(m.text('[part=refund-fee]')).to.equal(
      '0.0019 USDC Network fee, taken from the refund if the missing amount does not arrive before the deadline.',
    );

    sim.clock.advance(Date.parse(quote.quote.deadline!) - sim.clock.now());
    await m.tick();
    expect(m.text('[part=status-title]')).to.equal('Refunded');
    expect(m.text('[part=refund-fee]')).to.equal('0.0019 USDC Network fee, charged for sending the refund.');
    await expect(m.el).to.be.accessible();
  });

  it('shows no fee rows for a quote without fees (delivered and refunded inside NEAR Intents)', async () => {
    const sim = makeSim();
    const { quote } = await openSwap(sim, {
      recipientType: 'INTENTS',
      refundType: 'INTENTS',
      refundTo: addressOn('near', 3),
    });
    expect(quote.quote).to.not.have.any.keys('withdrawFee', 'refundFee');
    await activate(sim, quote);
    const m = await mount(sim, countingFetch(sim).fetch);
    expect(m.text('[part=details]')).to.contain('Deadline');
    expect(m.text('[part=details]')).to.not.match(/Delivery fee|Refund fee|Network fee/);
    expect(m.all('[part=withdraw-fee], [part=refund-fee]')).to.have.length(0);
  });
});
