// Issue 48 point 6 in <swap-quote>: where the payer decides on an ANY_INPUT quote, its details say that it pays out
// once $1,000 has arrived and never refunds (CONTRACT.md "2026-11 update").
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import { ETH_USDC, WNEAR, addressOn } from '../../simulator/helpers.js';
import { overflowingBoxes } from '../../helpers/fits-width.js';
import { $, $$, harness, mount, type, type Harness } from './helpers.js';

describe('<swap-quote> says ANY_INPUT’s payout and no-refund rule before the address is asked for', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await harness();
  });

  const rows = (el: HTMLElement) =>
    [...el.shadowRoot!.querySelectorAll('[part=quote-row]')].map((r) => r.textContent!.replace(/\s+/g, ' ').trim());

  it('shows a Payout row for ANY_INPUT only', async () => {
    const recipient = addressOn('near', 2);
    const el = await mount(h, { origin: ETH_USDC, destination: WNEAR, refund: addressOn('eth'), recipient });
    el.token = await h.sim.issueToken();
    await type(el, '#amount', '100');
    await waitUntil(() => $(el, '[part=quote]'), 'the EXACT_INPUT quote');
    expect(
      rows(el).some((r) => r.startsWith('Payout')),
      'none for EXACT_INPUT',
    ).to.equal(false);
    const select = $<HTMLSelectElement>(el, '#swap-type')!;
    select.value = 'ANY_INPUT';
    select.dispatchEvent(new Event('change'));
    await waitUntil(() => rows(el).some((r) => r.startsWith('Payout')), 'the ANY_INPUT quote', { timeout: 5000 });
    expect(rows(el).find((r) => r.startsWith('Payout'))).to.equal(
      `Payout To ${recipient} once the deposits add up to the swap service’s payout minimum ($1,000 as of November 2026). Nothing is refunded.`,
    );
    el.parentElement!.style.width = '320px';
    await el.updateComplete;
    expect(overflowingBoxes(el)).to.deep.equal([]);
    await expect(el).to.be.accessible();
    expect($$(el, '[part=quote]')).to.have.length(1);
  });
});
