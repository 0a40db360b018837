// Issue 46 item 9: a final swap shows how its amounts add up, every digit: what arrived at the deposit address, what
// was swapped, the refund's network fee, what was refunded and what was delivered, with the fees the swapped amount
// included. Figures that do not add up (SUCCESS with null amounts, as the real service answers) are said to be
// incomplete instead of summed.
import { expect, waitUntil } from '@open-wc/testing';
import { formatAmount } from '../../../src/core/amounts.js';
import { PROCESSING_MS, confirmMs } from '../../../src/simulator/lifecycle.js';
import type { StatusResponse } from '../../../src/api/schemas.js';
import { makeSim } from '../../simulator/helpers.js';
import { overflowingBoxes } from '../../helpers/fits-width.js';
import { activate, controlVisibility, countingFetch, mount, openSwap, type Mounted } from './helpers.js';
import { dropStore, freshStore } from '../../helpers/fresh-store.js';

/** The card comes with a chunk fetched once the swap is over: wait for it. */
const cardShown = (m: Mounted) =>
  waitUntil(() => m.all('[part=final-amounts]').length > 0, 'the final card is shown', { timeout: 5000 });

const usdc = (units: bigint) => `${formatAmount(units, 6, { locale: 'en-US', exact: true })} USDC`;
const wnear = (units: bigint) => `${formatAmount(units, 24, { locale: 'en-US', exact: true })} wNEAR`;

describe('<swap-status> final amounts (issue 46 item 9)', () => {
  let visibility: ReturnType<typeof controlVisibility>;

  beforeEach(() => {
    freshStore();
    visibility = controlVisibility();
  });

  afterEach(() => {
    visibility.restore();
    dropStore();
  });

  it('110 sent for a 100 quote: arrived − swapped − refund fee = refunded, the delivery and the platform fee', async () => {
    const sim = makeSim();
    const { quote, depositAddress } = await openSwap(sim); // EXACT_INPUT, 100 USDC
    expect(quote.quote.amountIn).to.equal('100000000');
    await activate(sim, quote);
    const m = await mount(sim, countingFetch(sim).fetch, { width: 320 });
    sim.deposit({ depositAddress, amount: '110000000' });
    await m.tick();
    sim.clock.advance(confirmMs('eth'));
    await m.tick();
    sim.clock.advance(PROCESSING_MS);
    await m.tick();
    expect(m.el.status).to.equal('SUCCESS');
    await cardShown(m);
    const details = m.el.statusResponse!.swapDetails!;
    const sent = BigInt(details.depositedAmount!);
    const swapped = BigInt(details.amountIn!);
    const refunded = BigInt(details.refundedAmount!);
    const fee = BigInt(quote.quote.refundFee!);
    expect([sent, swapped]).to.deep.equal([110_000_000n, 100_000_000n]);
    expect(fee > 0n).to.equal(true, 'an Ethereum refund costs a network fee');
    expect(sent - swapped - fee).to.equal(refunded, 'the simulator refunds the excess less the refund fee');

    expect(m.text('[part=final-amounts] .heading')).to.equal('How the amounts add up');
    const rows = m
      .all('[part=final-amounts] dt')
      .map((dt) => [dt.textContent!.trim(), dt.nextElementSibling!.textContent!.replace(/\s+/g, ' ').trim()]);
    expect(rows).to.deep.equal([
      ['Arrived at the deposit address', usdc(sent)],
      ['Swapped', `− ${usdc(swapped)}`],
      ['Network fee for the refund', `− ${usdc(fee)}`],
      ['Refunded', `= ${usdc(refunded)}`],
      ['Delivered to the recipient', wnear(BigInt(details.amountOut!))],
    ]);
    expect(rows[0]![1]).to.equal('110 USDC');
    // 25 bps of the 100 USDC swapped, without a partner credential (the 2026-11 schedule).
    expect(m.text('[part=final-fees]')).to.equal('Platform fee (0.25%): 0.25 USDC');
    expect(m.all('[part=final-incomplete]')).to.have.length(0);
    // The refund fee was charged: no longer "charged only if the deposit is refunded".
    expect(m.text('[part=refund-fee]')).to.contain('Network fee, charged for sending the refund.');
    expect(overflowingBoxes(m.el)).to.deep.equal([]);
    await expect(m.el).to.be.accessible();
  });

  it('a refunded swap: arrived − refund fee = refunded, nothing swapped, no fees', async () => {
    const sim = makeSim();
    const { quote, depositAddress } = await openSwap(sim);
    await activate(sim, quote);
    const m = await mount(sim, countingFetch(sim).fetch);
    sim.deposit({ depositAddress, amount: '25000000' });
    await m.tick();
    sim.clock.advance(Date.parse(quote.quote.deadline!) - sim.clock.now());
    await m.tick();
    expect(m.el.status).to.equal('REFUNDED');
    await cardShown(m);
    const refunded = BigInt(m.el.statusResponse!.swapDetails!.refundedAmount!);
    const fee = BigInt(quote.quote.refundFee!);
    expect(25_000_000n - fee).to.equal(refunded);
    expect(m.text('[part=final-sent]')).to.equal('25 USDC');
    expect(m.text('[part=final-refundFee]')).to.equal(`− ${usdc(fee)}`);
    expect(m.text('[part=final-refunded]')).to.equal(`= ${usdc(refunded)}`);
    expect(
      m.all('[part=final-swapped], [part=final-delivered], [part=final-fees], [part=final-incomplete]'),
    ).to.have.length(0);
  });

  it('SUCCESS with null amounts: the figures are said to be incomplete, with no sum', async () => {
    const sim = makeSim();
    const { quote, depositAddress } = await openSwap(sim);
    await activate(sim, quote);
    // The real service has answered SUCCESS with amountIn and amountOut null.
    const { fetch } = countingFetch(sim, (url, body) => {
      const status = body as StatusResponse;
      if (!url.includes('/v0/status') || status.status !== 'SUCCESS') return body;
      return {
        ...status,
        swapDetails: {
          ...status.swapDetails,
          amountIn: null,
          amountInFormatted: null,
          amountOut: null,
          amountOutFormatted: null,
        },
      };
    });
    const m = await mount(sim, fetch);
    sim.deposit({ depositAddress, amount: quote.quote.amountIn });
    sim.clock.advance(confirmMs('eth') + PROCESSING_MS);
    await m.tick();
    expect(m.el.status).to.equal('SUCCESS');
    await cardShown(m);
    expect(m.text('[part=final-sent]')).to.equal('100 USDC', 'what is known is shown, without a sign');
    expect(m.all('[part=final-swapped], [part=final-delivered], [part=final-fees]')).to.have.length(0);
    expect(m.text('[part=final-amounts]')).not.to.match(/[−=]/);
    expect(m.text('[part=final-incomplete]')).to.equal(
      'The service has not reported all of this swap’s figures, so they are not added up here: the amounts above are as it reported them.',
    );
  });
});
