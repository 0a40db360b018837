// Issue 48 point 6: ANY_INPUT as documented (CONTRACT.md "2026-11 update"): `originAsset: "1cs:any"` beside
// `1cs_v1:any`, and a payout only once the value received reaches $1,000 (the default; anyInputPayoutUsd sets it).
import { expect } from '@open-wc/testing';
import type { QuoteRequest } from '../../src/api/schemas.js';
import type { Simulator } from '../../src/simulator/app.js';
import { PROCESSING_MS, confirmMs } from '../../src/simulator/lifecycle.js';
import { ETH_USDC, SOL, clientFor, makeSim, quoteRequest } from './helpers.js';

const SOL_DONE = confirmMs('sol') + PROCESSING_MS;
const ONE_SOL = 1_000_000_000n;

const anyRequest = (sim: Simulator, originAsset: string): QuoteRequest =>
  quoteRequest(sim, {
    dry: false,
    swapType: 'ANY_INPUT',
    originAsset,
    amount: '0',
    depositType: 'INTENTS',
    refundType: 'INTENTS',
    refundTo: 'user1.near',
    destinationAsset: ETH_USDC,
    toChain: 'eth',
  });

describe('simulator: ANY_INPUT as documented', () => {
  it('takes originAsset "1cs:any" beside "1cs_v1:any", and refuses it outside ANY_INPUT', async () => {
    const sim = makeSim();
    const client = clientFor(sim, await sim.issueToken());
    for (const originAsset of ['1cs:any', '1cs_v1:any']) {
      const quote = await client.quote(anyRequest(sim, originAsset));
      expect(quote.quoteRequest.originAsset, originAsset).to.equal(originAsset);
      expect(quote.quote.amountIn, originAsset).to.equal('0');
      expect(quote.quote.chainDepositAddresses?.length, originAsset).to.be.greaterThan(0);
    }
    const error = await client.quote({ ...anyRequest(sim, '1cs:any'), swapType: 'FLEX_INPUT' }).then(
      () => undefined,
      (e: unknown) => e as { kind: string },
    );
    expect(error?.kind).to.equal('invalid-request');
  });

  it('pays out only once $1,000 has arrived, then all of it at once (the default threshold)', async () => {
    const sim = makeSim({ anyInputPayoutUsd: undefined });
    const client = clientFor(sim, await sim.issueToken());
    const quote = await client.quote(anyRequest(sim, '1cs:any'));
    const depositAddress = quote.quote.depositAddress!;
    // 2 SOL (about $360): held, nothing paid out.
    sim.deposit({ depositAddress, asset: SOL, amount: 2n * ONE_SOL });
    sim.clock.advance(SOL_DONE);
    expect((await client.anyInputWithdrawals({ depositAddress })).withdrawals).to.deep.equal([]);
    expect((await client.status({ depositAddress })).status).to.equal('PENDING_DEPOSIT');
    // 5 SOL more (about $1,260 in all): one payout of the 7 SOL.
    sim.deposit({ depositAddress, asset: SOL, amount: 5n * ONE_SOL });
    sim.clock.advance(SOL_DONE);
    const { withdrawals } = await client.anyInputWithdrawals({ depositAddress });
    expect(withdrawals).to.have.length(1);
    const paid = Number(BigInt(withdrawals[0]!.amountOut)) / 1e6;
    // Worth 7 SOL, not 5: the held deposit is in it (SOL about $180, less fees).
    expect(paid).to.be.within(7 * 150, 7 * 210);
  });
});
