// Every path of the status machine, driven on the manual clock.
import { expect } from '@open-wc/testing';
import type { QuoteRequest, StatusResponse } from '../../src/api/schemas.js';
import { PROCESSING_MS, confirmMs } from '../../src/simulator/lifecycle.js';
import type { Simulator } from '../../src/simulator/app.js';
import { clientFor, makeSim, post, quoteRequest } from './helpers.js';

const CONFIRM = confirmMs('eth');

async function openSwap(sim: Simulator, patch: Partial<QuoteRequest> = {}, token?: string) {
  const client = clientFor(sim, token);
  const quote = await client.quote(quoteRequest(sim, { dry: false, ...patch }));
  const depositAddress = quote.quote.depositAddress ?? '';
  const status = () => client.status({ depositAddress });
  return { client, quote, depositAddress, status };
}

const details = (s: StatusResponse) => s.swapDetails ?? {};

describe('simulator lifecycle', () => {
  it('walks an exact deposit through KNOWN_DEPOSIT_TX, PROCESSING and SUCCESS', async () => {
    const sim = makeSim();
    const { quote, depositAddress, status } = await openSwap(sim);
    expect((await status()).status).to.equal('PENDING_DEPOSIT');
    sim.deposit({ depositAddress, amount: quote.quote.amountIn });
    expect((await status()).status).to.equal('KNOWN_DEPOSIT_TX');
    sim.clock.advance(CONFIRM);
    const processing = await status();
    expect(processing.status).to.equal('PROCESSING');
    expect(details(processing).intentHashes).to.have.length(1);
    sim.clock.advance(PROCESSING_MS);
    const done = await status();
    expect(done.status).to.equal('SUCCESS');
    const d = details(done);
    expect(d.amountIn).to.equal(quote.quote.amountIn);
    expect(d.amountOut).to.equal(quote.quote.amountOut);
    expect(d.depositedAmount).to.equal(quote.quote.amountIn);
    expect(d.refundedAmount ?? undefined).to.equal(undefined);
    expect(d.destinationChainTxHashes?.[0]?.explorerUrl).to.match(/^https:\/\/nearblocks\.io\/txns\//);
    expect(d.originChainTxHashes).to.have.length(1);
    expect(d.nearTxHashes?.length).to.be.greaterThan(0);
    expect(Date.parse(done.updatedAt)).to.equal(sim.clock.now());
  });

  it('holds a short deposit in INCOMPLETE_DEPOSIT, accepts a top-up, and completes', async () => {
    const sim = makeSim();
    const { quote, depositAddress, status } = await openSwap(sim);
    const amountIn = BigInt(quote.quote.amountIn);
    sim.deposit({ depositAddress, amount: amountIn / 2n });
    const incomplete = await status();
    expect(incomplete.status).to.equal('INCOMPLETE_DEPOSIT');
    expect(details(incomplete).depositedAmount).to.equal(String(amountIn / 2n));
    sim.clock.advance(60_000);
    expect((await status()).status).to.equal('INCOMPLETE_DEPOSIT');
    sim.deposit({ depositAddress, amount: amountIn - amountIn / 2n });
    expect((await status()).status).to.equal('KNOWN_DEPOSIT_TX');
    sim.clock.advance(CONFIRM + PROCESSING_MS);
    const done = await status();
    expect(done.status).to.equal('SUCCESS');
    expect(details(done).originChainTxHashes).to.have.length(2);
  });

  it('refunds an incomplete deposit at the deadline with PARTIAL_DEPOSIT, less the refundFee', async () => {
    const sim = makeSim();
    const { quote, depositAddress, status } = await openSwap(sim);
    const part = BigInt(quote.quote.amountIn) / 3n;
    const refundFee = BigInt(quote.quote.refundFee ?? '0');
    expect(refundFee > 0n).to.equal(true);
    sim.deposit({ depositAddress, amount: part });
    sim.clock.advance(Date.parse(quote.quote.deadline ?? '') - sim.clock.now() - 1);
    expect((await status()).status).to.equal('INCOMPLETE_DEPOSIT');
    sim.clock.advance(1);
    const refunded = await status();
    expect(refunded.status).to.equal('REFUNDED');
    expect(details(refunded).refundReason).to.equal('PARTIAL_DEPOSIT');
    expect(details(refunded).depositedAmount).to.equal(String(part));
    expect(details(refunded).refundedAmount).to.equal(String(part - refundFee));
    expect(details(refunded).originChainTxHashes).to.have.length(2); // the deposit and the refund
    // A top-up after the deadline does not revive it.
    sim.deposit({ depositAddress, amount: BigInt(quote.quote.amountIn) });
    sim.clock.advance(CONFIRM + PROCESSING_MS);
    expect((await status()).status).to.equal('REFUNDED');
  });

  it('processes too much and refunds the excess less the refundFee (EXACT_INPUT), with the withdrawFee', async () => {
    const sim = makeSim();
    const { quote, depositAddress, status } = await openSwap(sim);
    const amountIn = BigInt(quote.quote.amountIn);
    const refundFee = BigInt(quote.quote.refundFee ?? '0');
    sim.deposit({ depositAddress, amount: amountIn + 1_000_000n });
    sim.clock.advance(CONFIRM + PROCESSING_MS);
    const done = await status();
    expect(done.status).to.equal('SUCCESS');
    expect(details(done).refundedAmount).to.equal(String(1_000_000n - refundFee));
    expect(details(done).refundedAmountFormatted).to.equal(`0.${String(1_000_000n - refundFee).padStart(6, '0')}`);
    expect(details(done).amountOut).to.equal(quote.quote.amountOut);
    expect(details(done).withdrawFee).to.be.a('string').and.equal(quote.quote.withdrawFee);
    expect(details(done).originChainTxHashes).to.have.length(2);
  });

  it('sends nothing back when the excess does not cover the refundFee', async () => {
    const sim = makeSim();
    const { quote, depositAddress, status } = await openSwap(sim);
    sim.deposit({ depositAddress, amount: BigInt(quote.quote.amountIn) + 12_345n });
    sim.clock.advance(CONFIRM + PROCESSING_MS);
    const done = await status();
    expect(done.status).to.equal('SUCCESS');
    expect(details(done).refundedAmount ?? undefined).to.equal(undefined);
    expect(details(done).originChainTxHashes).to.have.length(1);
  });

  it('leaves withdrawFee out of a status whose quote had none (INTENTS recipient)', async () => {
    const sim = makeSim();
    const { quote, depositAddress, status } = await openSwap(sim, {
      recipientType: 'INTENTS',
      recipient: 'user2.near',
    });
    expect(quote.quote.withdrawFee ?? undefined).to.equal(undefined);
    sim.deposit({ depositAddress, amount: quote.quote.amountIn });
    sim.clock.advance(CONFIRM + PROCESSING_MS);
    const done = await status();
    expect(done.status).to.equal('SUCCESS');
    expect(details(done).withdrawFee ?? undefined).to.equal(undefined);
  });

  it('applies the EXACT_OUTPUT bounds: below minAmountIn waits, within gives the exact output, above refunds', async () => {
    const sim = makeSim();
    // Refunds inside NEAR Intents cost nothing: the whole excess comes back.
    const patch = {
      swapType: 'EXACT_OUTPUT' as const,
      amount: '10000000000000000000000000', // 10 wNEAR
      refundType: 'INTENTS' as const,
      refundTo: 'user1.near',
    };
    const a = await openSwap(sim, patch);
    const min = BigInt(a.quote.quote.minAmountIn ?? '0');
    const max = BigInt(a.quote.quote.maxAmountIn ?? '0');
    expect(a.quote.quote.amountOut).to.equal(patch.amount);
    expect(min < BigInt(a.quote.quote.amountIn) && BigInt(a.quote.quote.amountIn) < max).to.equal(true);
    sim.deposit({ depositAddress: a.depositAddress, amount: min - 1n });
    expect((await a.status()).status).to.equal('INCOMPLETE_DEPOSIT');
    const b = await openSwap(sim, patch);
    sim.deposit({ depositAddress: b.depositAddress, amount: min });
    const c = await openSwap(sim, patch);
    sim.deposit({ depositAddress: c.depositAddress, amount: max + 500n });
    sim.clock.advance(CONFIRM + PROCESSING_MS);
    const within = await b.status();
    expect(within.status).to.equal('SUCCESS');
    expect(details(within).amountOut).to.equal(patch.amount);
    expect(details(within).refundedAmount ?? undefined).to.equal(undefined);
    const above = await c.status();
    expect(above.status).to.equal('SUCCESS');
    expect(details(above).refundedAmount).to.equal(String(max + 500n - max));
    expect(details(above).amountIn).to.equal(String(max));
  });

  it('converts any FLEX_INPUT deposit above minAmountIn proportionally, meeting minAmountOut', async () => {
    const sim = makeSim();
    const a = await openSwap(sim, { swapType: 'FLEX_INPUT', slippageTolerance: 50 });
    const amountIn = BigInt(a.quote.quote.amountIn);
    const min = BigInt(a.quote.quote.minAmountIn ?? '0');
    expect(min).to.equal(amountIn - (amountIn * 150n) / 10_000n); // slippage + 1 percent
    sim.deposit({ depositAddress: a.depositAddress, amount: min });
    const b = await openSwap(sim, { swapType: 'FLEX_INPUT', slippageTolerance: 50 });
    sim.deposit({ depositAddress: b.depositAddress, amount: min - 1n });
    sim.clock.advance(CONFIRM + PROCESSING_MS);
    const done = await a.status();
    expect(done.status).to.equal('SUCCESS');
    expect(BigInt(details(done).amountOut ?? '0') >= BigInt(a.quote.quote.minAmountOut ?? '0')).to.equal(true);
    expect(BigInt(details(done).amountOut ?? '0') < BigInt(a.quote.quote.amountOut)).to.equal(true);
    expect((await b.status()).status).to.equal('INCOMPLETE_DEPOSIT');
  });

  it('ends in FAILED or REFUNDED with a refundReason at the configured failure rate', async () => {
    const sim = makeSim();
    sim.setFaults({ swapFailureRate: 1, swapFailureKind: 'FAILED' });
    const a = await openSwap(sim);
    sim.deposit({ depositAddress: a.depositAddress, amount: a.quote.quote.amountIn });
    sim.setFaults({ swapFailureKind: 'REFUNDED' });
    const b = await openSwap(sim);
    sim.deposit({ depositAddress: b.depositAddress, amount: b.quote.quote.amountIn });
    sim.setFaults({ swapFailureRate: 0 });
    const c = await openSwap(sim);
    sim.deposit({ depositAddress: c.depositAddress, amount: c.quote.quote.amountIn });
    sim.clock.advance(CONFIRM);
    expect((await a.status()).status).to.equal('PROCESSING');
    sim.clock.advance(PROCESSING_MS);
    const failed = await a.status();
    expect(failed.status).to.equal('FAILED');
    expect(details(failed).refundReason).to.be.a('string');
    const refunded = await b.status();
    expect(refunded.status).to.equal('REFUNDED');
    expect(details(refunded).refundReason).to.equal('NO_LIQUIDITY');
    expect(details(refunded).refundedAmount).to.equal(
      String(BigInt(b.quote.quote.amountIn) - BigInt(b.quote.quote.refundFee ?? '0')),
    );
    expect((await c.status()).status).to.equal('SUCCESS');
  });

  it('takes deposits through the /_sim/deposit control endpoint, with memo and tx hash', async () => {
    const sim = makeSim();
    const { quote, depositAddress, status } = await openSwap(sim);
    const txHash = `0x${'cd'.repeat(32)}`;
    const response = await post(sim, '/_sim/deposit', { depositAddress, amount: quote.quote.amountIn, txHash });
    expect(response.status).to.equal(200);
    expect(response.body.status).to.equal('KNOWN_DEPOSIT_TX');
    expect(details(await status()).originChainTxHashes?.[0]?.hash).to.equal(txHash);
    expect((await post(sim, '/_sim/deposit', { depositAddress: 'nope', amount: '1' })).status).to.equal(404);
    expect((await post(sim, '/_sim/deposit', { depositAddress, amount: '1.5' })).status).to.equal(400);
  });

  it('shows live swaps in the explorer with their current status', async () => {
    const sim = makeSim({ explorerIntervalMs: 0 });
    const { quote, depositAddress } = await openSwap(sim, { referral: 'live-test' });
    const token = await sim.issueToken();
    const explorer = clientFor(sim, token);
    const find = async () =>
      (await explorer.transactionsPage({ search: depositAddress, statuses: ['PENDING_DEPOSIT', 'SUCCESS'] })).data;
    expect((await find())[0]?.status).to.equal('PENDING_DEPOSIT');
    sim.deposit({ depositAddress, amount: quote.quote.amountIn });
    sim.clock.advance(CONFIRM + PROCESSING_MS);
    const [row] = await find();
    expect(row?.status).to.equal('SUCCESS');
    expect(row?.referral).to.equal('live-test');
    expect(row?.amountOut).to.equal(quote.quote.amountOut);
  });
});

describe('simulator clock speed', () => {
  it('changes the speed of a real clock without a jump in time, and refuses it for a manual clock', async () => {
    const real = makeSim({ clock: 'real', speed: 10 });
    const wallStart = Date.now();
    const before = real.clock.now();
    const changed = await post(real, '/_sim/clock/speed', { speed: 1 });
    const wall = Date.now() - wallStart;
    expect(changed.status).to.equal(200);
    expect(changed.body.speed).to.equal(1);
    const at = Date.parse(String(changed.body.now));
    expect(at).to.be.at.least(before);
    // No jump: at most the wall time that passed, at 10x (however slow the machine was meanwhile).
    expect(at - before).to.be.at.most(wall * 10 + 1);
    expect((await post(real, '/_sim/clock/speed', { speed: 0 })).status).to.equal(400);
    expect((await post(makeSim(), '/_sim/clock/speed', { speed: 2 })).status).to.equal(400);
  });
});
