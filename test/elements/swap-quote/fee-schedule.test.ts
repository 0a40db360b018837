// Issue 48 item 1: the quote details show the service's fee schedule as it applies to this quote (the rate, what it
// comes to, where the figure comes from), and the simulator charges exactly that, with and without a credential.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import type { SwapQuote } from '../../../src/elements/swap-quote/swap-quote.js';
import type { QuoteResponse } from '../../../src/api/schemas.js';
import { SwapQuoteChangeEvent } from '../../../src/events.js';
import { configure } from '../../../src/store/store.js';
import { createMarket, priceSwap, SPREAD_BPS } from '../../../src/simulator/market.js';
import { addressOn, ETH_USDC, WNEAR } from '../../simulator/helpers.js';
import { controlVisibility } from '../../helpers/visibility.js';
import { $, harness, mount, type Harness } from './helpers.js';

const NEAR_USDT = 'nep141:usdt.tether-token.near';
const text = (el: SwapQuote, selector: string) => $(el, selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
/** The percentage fee lines as shown (the network fee lines left out), without their USD value. */
const feeLines = (el: SwapQuote) =>
  [...el.shadowRoot!.querySelectorAll('[part=fees] li')]
    .map((li) => li.textContent!.replace(/\s+/g, ' ').trim())
    .filter((line) => line.includes('%)'))
    .map((line) => line.replace(/ \$[\d.,]+$/, ''));
const shownBps = (el: SwapQuote) =>
  feeLines(el)
    .map((line) => /\((\d+(?:\.\d+)?)%\)/.exec(line)?.[1])
    .filter((percent): percent is string => percent !== undefined)
    .reduce((sum, percent) => sum + Math.round(Number(percent) * 100), 0);

describe('<swap-quote> fee schedule', () => {
  let h: Harness;
  let visibility: ReturnType<typeof controlVisibility>;
  beforeEach(async () => {
    visibility = controlVisibility();
    h = await harness();
  });
  afterEach(() => visibility.restore());

  /** The next quote the element shows (after `change`), as the simulator answered it. */
  async function quoted(el: SwapQuote, change: () => unknown): Promise<QuoteResponse> {
    const before = h.quotes.length;
    let last: QuoteResponse | undefined;
    const collect = (e: SwapQuoteChangeEvent) => (last = e.detail.quoteResponse);
    el.addEventListener('swap-quote-change', collect);
    try {
      await change();
      await waitUntil(() => h.quotes.length > before && last && !$(el, '.quote.stale'), 'no quote', { timeout: 3000 });
    } finally {
      el.removeEventListener('swap-quote-change', collect);
    }
    return last!;
  }

  /** What the simulator's pricing gives for the fee bps the element shows: equal to its answer only if they agree. */
  function priceWithShownFees(el: SwapQuote, response: QuoteResponse): bigint {
    const market = createMarket(7); // makeSim's seed
    const now = h.sim.clock.now();
    const request = response.quoteRequest;
    const token = (id: string) => market.token(id)!;
    const [from, to] = [token(request.originAsset), token(request.destinationAsset)];
    const pricing = priceSwap({
      swapType: 'EXACT_INPUT',
      amount: BigInt(request.amount),
      slippageBps: request.slippageTolerance,
      feeBps: shownBps(el) + SPREAD_BPS,
      withdrawFee: BigInt(response.quote.withdrawFee ?? '0'),
      from: { decimals: from.decimals, price: market.price(from.assetId, now) },
      to: { decimals: to.decimals, price: market.price(to.assetId, now) },
    });
    if (typeof pricing === 'string') throw new Error(pricing);
    return pricing.amountOut;
  }

  it('shows 25 bps on top of the app fee without a credential and the split with one; the simulator charges that', async () => {
    configure({ appFees: [{ recipient: 'fees.near', fee: 21 }] });
    const el = await mount(h, { origin: ETH_USDC, destination: WNEAR, refund: addressOn('eth'), recipient: addressOn('near', 2) }); // prettier-ignore
    const anonymous = await quoted(el, () => {
      el.amount = '200';
    });
    expect(feeLines(el)).to.deep.equal(['Platform fee (0.25%): 0.5 USDC', 'App fee (fees.near) (0.21%): 0.42 USDC']);
    expect(text(el, '[part=fee-source]')).to.equal('Source: service fee schedule (2026-11)');
    expect(anonymous.quote.amountOut).to.equal(priceWithShownFees(el, anonymous).toString());

    // With a credential: "app fee 21 → 11 to the partner + 20 = 31 charged".
    const token = await h.sim.issueToken();
    const partner = await quoted(el, () => {
      el.token = token;
    });
    expect(feeLines(el)).to.deep.equal(['Platform fee (0.2%): 0.4 USDC', 'App fee (fees.near) (0.11%): 0.22 USDC']);
    expect(partner.quote.amountOut).to.equal(priceWithShownFees(el, partner).toString());
  });

  it('shows 1 bp on a stablecoin pair with a credential, and the site’s own schedule as set by this site', async () => {
    const el = await mount(h, { origin: ETH_USDC, destination: NEAR_USDT, refund: addressOn('eth'), recipient: addressOn('near', 2) }); // prettier-ignore
    el.token = await h.sim.issueToken();
    const stable = await quoted(el, () => {
      el.amount = '1000';
    });
    expect(feeLines(el)).to.deep.equal(['Platform fee (0.01%): 0.1 USDC']);
    expect(stable.quote.amountOut).to.equal(priceWithShownFees(el, stable).toString());

    configure({ feeSchedule: { stableBps: 3 } });
    await quoted(el, () => el.refresh());
    expect(feeLines(el)).to.deep.equal(['Platform fee (0.03%): 0.3 USDC']);
    expect(text(el, '[part=fee-source]')).to.equal('Source: set by this site');
  });

  it('keeps platformFeeBps working as the fee without a credential (deprecated)', async () => {
    configure({ platformFeeBps: 15 });
    const el = await mount(h, { origin: ETH_USDC, destination: WNEAR, refund: addressOn('eth'), recipient: addressOn('near', 2) }); // prettier-ignore
    await quoted(el, () => {
      el.amount = '200';
    });
    expect(feeLines(el)).to.deep.equal(['Platform fee (0.15%): 0.3 USDC']);
    expect(text(el, '[part=fee-source]')).to.equal('Source: set by this site');
  });
});
