import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  applySlippage,
  bpsOf,
  feeBreakdown,
  platformFeeBps,
  totalAppFeeBps,
  validateAppFees,
} from '../../src/core/fees.js';
import { formatBps } from '../../src/core/bps.js';

describe('fees', () => {
  it('takes basis points with BigInt, rounding bounds against the user never in their favour', () => {
    expect(bpsOf(1_000_000n, 10)).to.equal(1_000n);
    expect(applySlippage(1_000_000n, 100, 'down')).to.equal(990_000n);
    expect(applySlippage(1_000_000n, 100, 'up')).to.equal(1_010_000n);
    expect(applySlippage(999n, 1, 'down')).to.equal(998n);
    expect(applySlippage(999n, 1, 'up')).to.equal(1000n);
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 36n }), fc.integer({ min: 0, max: 10_000 }), (amount, bps) => {
        const down = applySlippage(amount, bps, 'down');
        const up = applySlippage(amount, bps, 'up');
        expect(down <= amount && amount <= up).to.equal(true);
        expect(down * 10_000n <= amount * BigInt(10_000 - bps)).to.equal(true);
        expect(up * 10_000n >= amount * BigInt(10_000 + bps)).to.equal(true);
      }),
    );
  });

  it('lists the platform fee only without a token, then every app fee', () => {
    const fees = [
      { recipient: 'wallet.near', fee: 25 },
      { recipient: 'dao.near', fee: 5 },
    ];
    expect(totalAppFeeBps(fees)).to.equal(30);
    const anon = feeBreakdown(1_000_000n, fees, false);
    expect(anon.map((l) => [l.kind, l.bps, l.units])).to.deep.equal([
      ['platform', 20, 2_000n],
      ['app', 25, 2_500n],
      ['app', 5, 500n],
    ]);
    expect(feeBreakdown(1_000_000n, fees, true).map((l) => l.kind)).to.deep.equal(['app', 'app']);
    // A configured figure replaces the default; 0 shows no platform line.
    expect(feeBreakdown(1_000_000n, [], false, 15).map((l) => [l.bps, l.units])).to.deep.equal([[15, 1_500n]]);
    expect(feeBreakdown(1_000_000n, [], false, 0)).to.deep.equal([]);
    expect(platformFeeBps({})).to.equal(20);
    expect(platformFeeBps({ platformFeeBps: 15 })).to.equal(15);
    expect(platformFeeBps({ platformFeeBps: -1 })).to.equal(20);
  });

  it('explains invalid app fees', () => {
    expect(validateAppFees([{ recipient: 'a.near', fee: 500 }])).to.deep.equal({ ok: true });
    expect(validateAppFees([{ recipient: 'a.near', fee: 501 }])).to.deep.equal({
      ok: false,
      code: 'app-fee-max',
      maxBps: 500,
    });
    expect(
      validateAppFees([
        { recipient: 'a.near', fee: 1 },
        { recipient: ' ', fee: 1 },
      ]),
    ).to.deep.equal({
      ok: false,
      code: 'app-fee-recipient',
      index: 2,
    });
    expect(validateAppFees([{ recipient: 'a.near', fee: 1.5 }]).ok).to.equal(false);
  });

  it('formats basis points as percentages', () => {
    expect(formatBps(10, 'en-US')).to.equal('0.1%');
    expect(formatBps(250, 'en-US')).to.equal('2.5%');
  });
});
