// Issue 46 item 4: "Compared with market prices" compares like with like, as fresh as the quote. The token list
// loads once per page while the simulator's prices move on; the comparison must follow the quote's own USD figures
// (or list prices only when they are as recent as the quote), so a fair quote never reads "noticeably below market".
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import type { QuoteResponse } from '../../../src/api/schemas.js';
import type { SwapQuote } from '../../../src/elements/swap-quote/swap-quote.js';
import type { SwapQuoteChangeEvent } from '../../../src/events.js';
import { addressOn, WNEAR } from '../../simulator/helpers.js';
import { $$, harness, mount, type, type Harness } from './helpers.js';

const ETH = 'nep141:eth.omft.near';
/** Four simulated hours after the token list loaded, ETH and wNEAR list prices are 4 % apart from the market's. */
const LATER_MS = 240 * 60_000;

/** The text of the quote row with this label, or undefined. */
const rowText = (el: SwapQuote, label: string): string | undefined =>
  $$(el, '[part=quote-row]')
    .find((row) => row.querySelector('dt')?.textContent?.trim() === label)
    ?.querySelector('dd')
    ?.textContent?.replace(/\s+/g, ' ')
    .trim();

const percent = (fraction: number) =>
  new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 2, signDisplay: 'exceptZero' }).format(
    fraction,
  );

describe('<swap-quote>: the market comparison is as fresh as the quote', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await harness();
  });

  async function quoteLater(dropUsd = false, later = LATER_MS): Promise<{ el: SwapQuote; response: QuoteResponse }> {
    if (dropUsd) {
      h.alterResponse = (body) => {
        const quote = { ...(body.quote as Record<string, unknown>) };
        delete quote.amountInUsd;
        delete quote.amountOutUsd;
        return { ...body, quote };
      };
    }
    const el = await mount(h, { origin: ETH, destination: WNEAR, refund: addressOn('eth'), recipient: 'user2.near' });
    // The token list is in (loaded at the simulator's start); the market moves on before the user types.
    h.sim.clock.advance(later);
    const changes: SwapQuoteChangeEvent[] = [];
    el.addEventListener('swap-quote-change', (e) => changes.push(e));
    await type(el, '#amount', '0.1');
    await waitUntil(() => changes.length === 1 && $$(el, '[part=quote]').length, 'no quote', { timeout: 4000 });
    return { el, response: changes[0]!.detail.quoteResponse };
  }

  it("shows the quote's own USD comparison, not the list prices of four hours ago, and no false warning", async () => {
    const { el, response } = await quoteLater();
    const q = response.quote;
    const fresh = Number(q.amountOutUsd) / Number(q.amountInUsd) - 1;
    expect(fresh).to.be.within(-0.01, 0, 'the simulator quotes a fair swap');
    const shown = rowText(el, 'Compared with market prices');
    expect(shown).to.equal(percent(Math.trunc(fresh * 1e6) / 1e6));
    expect($$(el, '[part=quote]')[0]!.textContent).to.not.contain('noticeably below market value');
    expect($$(el, '[part=quote-row].bad')).to.have.length(0);
  });

  it('without the USD figures, list prices four hours older than the quote are not compared at all', async () => {
    const { el, response } = await quoteLater(true);
    expect(response.quote.amountInUsd).to.equal(undefined);
    expect(rowText(el, 'Compared with market prices')).to.equal(undefined);
    expect($$(el, '[part=quote]')[0]!.textContent).to.not.contain('noticeably below market value');
  });

  it('without the USD figures, list prices as recent as the quote are compared', async () => {
    const { el } = await quoteLater(true, 60_000);
    expect(rowText(el, 'Compared with market prices')).to.match(/^[−-]0\.\d+%$/);
  });
});
