import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  applySlippage,
  bpsOf,
  DEFAULT_FEE_SCHEDULE,
  feeBreakdown,
  feeScheduleOf,
  quoteFees,
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

  it('lists the service fee, then every app fee by its share, then insurance', () => {
    const fees = [
      { recipient: 'wallet.near', fee: 25 },
      { recipient: 'dao.near', fee: 5 },
    ];
    expect(totalAppFeeBps(fees)).to.equal(30);
    const base = { swapType: 'EXACT_INPUT', appFees: fees, originSymbol: 'ETH', destinationSymbol: 'USDC' };
    const anon = feeBreakdown(1_000_000n, { ...base, credential: false });
    expect(anon.map((l) => [l.kind, l.bps, l.units, l.recipient])).to.deep.equal([
      ['platform', 25, 2_500n, undefined],
      ['app', 25, 2_500n, 'wallet.near'],
      ['app', 5, 500n, 'dao.near'],
    ]);
    // With a credential: each recipient gets its fee's half rounded up (13 + 3), the service 20 at least.
    const partner = feeBreakdown(1_000_000n, { ...base, credential: true, insured: true });
    expect(partner.map((l) => [l.kind, l.bps, l.units])).to.deep.equal([
      ['platform', 20, 2_000n],
      ['app', 13, 1_300n],
      ['app', 3, 300n],
      ['insurance', 2, 200n],
    ]);
  });

  it('charges the 2026-11 schedule: 25 without a credential, 20 or 1 with one, the documented split', () => {
    const quote = (over: Partial<Parameters<typeof quoteFees>[0]>) =>
      quoteFees({
        swapType: 'EXACT_INPUT',
        appFees: [],
        credential: true,
        originSymbol: 'ETH',
        destinationSymbol: 'USDC',
        ...over,
      });
    const app = (fee: number) => [{ recipient: 'partner.near', fee }];
    // Without a credential: app fees kept, 25 on top.
    expect(quote({ credential: false }).totalBps).to.equal(25);
    expect(quote({ credential: false, appFees: app(21) })).to.deep.equal({
      platformBps: 25,
      appBps: [21],
      insuredBps: 0,
      totalBps: 46,
    });
    // With one and no app fee: 20; stablecoin pairs and the same asset across chains: 1.
    expect(quote({}).totalBps).to.equal(20);
    expect(quote({ originSymbol: 'USDT', destinationSymbol: 'dai' }).totalBps).to.equal(1);
    expect(quote({ originSymbol: 'ETH', destinationSymbol: 'ETH' }).totalBps).to.equal(1);
    // "app fee 21 → 11 to the partner + 20 = 31 charged"
    expect(quote({ appFees: app(21) })).to.deep.equal({ platformBps: 20, appBps: [11], insuredBps: 0, totalBps: 31 });
    // From 40 up the fee is split evenly and nothing is added.
    expect(quote({ appFees: app(40) })).to.deep.equal({ platformBps: 20, appBps: [20], insuredBps: 0, totalBps: 40 });
    expect(quote({ appFees: app(100) }).totalBps).to.equal(100);
    // On a stable route the service's half is at least 1.
    expect(quote({ appFees: app(21), originSymbol: 'USDC', destinationSymbol: 'USDT' }).totalBps).to.equal(21);
    // No service fee on ANY_INPUT; insurance +2.
    expect(quote({ swapType: 'ANY_INPUT', appFees: app(30) }).totalBps).to.equal(30);
    expect(quote({ credential: false, insured: true }).totalBps).to.equal(27);
  });

  it('reads the schedule from the configuration, with platformFeeBps as the deprecated alias', () => {
    expect(feeScheduleOf({})).to.deep.equal({ schedule: { ...DEFAULT_FEE_SCHEDULE }, source: 'service' });
    expect(feeScheduleOf({ platformFeeBps: 15 }).schedule.withoutCredentialBps).to.equal(15);
    expect(feeScheduleOf({ platformFeeBps: 15 }).source).to.equal('site');
    const own = feeScheduleOf({ feeSchedule: { withCredentialBps: 10, edition: '2027-01' } });
    expect([own.schedule.withCredentialBps, own.schedule.edition, own.source]).to.deep.equal([10, '2027-01', 'site']);
    // A figure that is not a whole number of bps is ignored.
    expect(feeScheduleOf({ platformFeeBps: -1 })).to.deep.equal({
      schedule: { ...DEFAULT_FEE_SCHEDULE },
      source: 'service',
    });
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
