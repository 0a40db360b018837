// Issue 15 point 4: the quote's withdrawFee (destination units, already deducted) and refundFee (origin units, charged
// only if refunded) are lines of the fee breakdown, formatted exactly from their units; a quote without them has none.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import { addressOn, ETH_USDC, WNEAR } from '../../simulator/helpers.js';
import { controlVisibility } from '../../helpers/visibility.js';
import { $, $$, harness, mount, type Harness } from './helpers.js';

const ready = {
  origin: ETH_USDC,
  destination: WNEAR,
  refund: addressOn('eth'),
  recipient: addressOn('near', 2),
  amount: '100',
};

const feeLines = (el: Parameters<typeof $>[0]) =>
  $$(el, '[part=fees] li').map((li) => li.textContent!.replace(/\s+/g, ' ').trim());

describe('<swap-quote> network fees', () => {
  let h: Harness;
  let visibility: ReturnType<typeof controlVisibility>;
  beforeEach(async () => {
    visibility = controlVisibility();
    h = await harness();
  });
  afterEach(() => visibility.restore());

  it('shows the delivery and refund network fees of a quote that has them, in their tokens', async () => {
    const sent: Record<string, unknown>[] = [];
    h.alterResponse = (body) => {
      const quote = body.quote as Record<string, unknown>;
      sent.push(quote);
      // Fixed amounts instead of the simulator's price-dependent ones, so the text is known to the digit.
      return { ...body, quote: { ...quote, withdrawFee: '12345678901234567890123', refundFee: '1900' } };
    };
    const el = await mount(h, ready);
    await waitUntil(() => $(el, '[part=fees]'), 'no quote', { timeout: 3000 });
    // Delivered to the NEAR chain and refunded to Ethereum: the simulator priced both fees, as the service does.
    expect(sent[0]).to.include.keys('withdrawFee', 'refundFee');
    const lines = feeLines(el);
    // wNEAR has 24 decimals: 0.012345678… shows its first 6 significant digits, cut (the reading rule of issue 26);
    // USDC has 6: 1900 = 0.0019.
    expect(lines).to.include('Network fee for delivery (already deducted): 0.0123456 wNEAR');
    expect(lines).to.include('Network fee for a refund (charged only if refunded): 0.0019 USDC');
    expect(lines[0]).to.match(/^Platform fee \(0\.25%\)/, 'the percentage fees come first');
  });

  it('shows no network fee lines for a quote without them', async () => {
    h.alterResponse = (body) => {
      const { withdrawFee: _w, refundFee: _r, ...quote } = body.quote as Record<string, unknown>;
      return { ...body, quote };
    };
    const el = await mount(h, ready);
    await waitUntil(() => $(el, '[part=fees]'), 'no quote', { timeout: 3000 });
    const lines = feeLines(el);
    expect(lines).to.have.length(1);
    expect(lines[0]).to.match(/^Platform fee \(0\.25%\): 0\.25 USDC/);
    expect($(el, '[part=quote]')!.textContent).to.not.contain('Network fee');
  });
});
