// Issue 48 point 4: the simulator models the service's per-chain minimums when asked (originMinimums): $1,000 on
// BSC, Polygon, TON, Optimism, Avalanche, Stellar, Monad, X Layer and ADI origins, $100 on Tron, answered as "Amount
// is too low for bridge, try at least N"; the client throws an AmountTooLowError carrying N.
import { expect } from '@open-wc/testing';
import { AmountTooLowError } from '../../src/api/errors.js';
import { SERVICE_ORIGIN_MINIMUMS_USD } from '../../src/simulator/minimums.js';
import { clientFor, makeSim, quoteRequest } from './helpers.js';

const BSC_USDT = 'nep245:v2_1.omni.hot.tg:56_2CMMyVTGZkeyNZTSvS5sarzfir6g';
const TRON_USDT = 'nep141:tron-d28a265909efecdcee7c5028585214ea0b96f015.omft.near';

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('simulator: per-chain origin minimums', () => {
  it('lists the nine $1,000 chains and Tron at $100', () => {
    expect(SERVICE_ORIGIN_MINIMUMS_USD).to.deep.equal({
      bsc: 1000, pol: 1000, ton: 1000, op: 1000, avax: 1000, stellar: 1000, monad: 1000, xlayer: 1000, adi: 1000,
      tron: 100,
    }); // prettier-ignore
  });

  it('refuses 500 USDT from BSC and 50 from Tron with the minimum, as an AmountTooLowError; the minimum quotes', async () => {
    const sim = makeSim({ originMinimums: true });
    const client = clientFor(sim);
    for (const [asset, chain, amount, usd, decimals] of [
      [BSC_USDT, 'bsc', 500n * 10n ** 18n, 1000, 18],
      [TRON_USDT, 'tron', 50_000_000n, 100, 6],
    ] as const) {
      const request = quoteRequest(sim, { originAsset: asset, fromChain: chain, amount: String(amount) });
      const error = await rejection(client.quote(request));
      expect(error, chain).to.be.instanceOf(AmountTooLowError);
      const { minimum, kind, status, serverMessage } = error as AmountTooLowError;
      expect({ kind, status, serverMessage }).to.deep.equal({
        kind: 'http',
        status: 400,
        serverMessage: `Amount is too low for bridge, try at least ${minimum}`,
      });
      // About the chain's minimum in USD (a stablecoin's price drifts a little with the clock).
      const worth = Number(BigInt(minimum)) / 10 ** decimals;
      expect(worth, chain).to.be.within(usd * 0.97, usd * 1.03);
      const ok = await client.quote({ ...request, amount: minimum });
      expect(ok.quote.amountIn).to.equal(minimum);
    }
  });

  it('keeps the general minimum on other chains, and everywhere without the option', async () => {
    const minimums = makeSim({ originMinimums: true });
    const small = await clientFor(minimums).quote(quoteRequest(minimums, { amount: '50000000' })); // 50 USDC, Ethereum
    expect(small.quote.amountIn).to.equal('50000000');
    const plain = makeSim();
    const request = quoteRequest(plain, { originAsset: BSC_USDT, fromChain: 'bsc', amount: String(5n * 10n ** 18n) });
    expect((await clientFor(plain).quote(request)).quote.amountIn).to.equal(String(5n * 10n ** 18n));
  });
});
