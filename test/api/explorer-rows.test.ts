// Issue 18: explorer rows are held to the contract one by one. A row without depositAddress or createdAt, or with a
// negative amount, is left out and counted (onUnreadable); an answer whose `data` is not a list is an error.
import { expect } from '@open-wc/testing';
import { createSwapClient } from '../../src/api/client.js';
import { SwapApiError } from '../../src/api/errors.js';
import { RequestGate } from '../../src/api/pacing.js';

const row = (n: number, patch: Record<string, unknown> = {}) => ({
  originAsset: 'nep141:wrap.near',
  destinationAsset: 'nep141:eth.omft.near',
  depositAddress: `0x${String(n).padStart(40, '0')}`,
  status: 'SUCCESS',
  createdAt: '2026-01-01T00:00:00.000Z',
  createdAtTimestamp: 1767225600,
  amountIn: '1000000',
  amountInFormatted: '1',
  amountInUsd: '2.5',
  amountOut: '5',
  amountOutFormatted: '0.000005',
  amountOutUsd: '2.4',
  refundFee: '0',
  appFees: [{ recipient: 'app.near', fee: 25 }],
  ...patch,
});

const HOSTILE = [
  row(1),
  row(2, { depositAddress: undefined }),
  row(3, { createdAt: undefined }),
  row(4, { amountIn: '-1000000' }),
  row(5, { amountOutFormatted: '-0.5' }),
  row(6, { amountInUsd: ' -2.5' }),
  row(7, { refundFee: '-1' }),
  row(8, { appFees: [{ recipient: 'app.near', fee: -25 }] }),
  row(9),
];

function clientAnswering(body: unknown) {
  const fetch = (() =>
    Promise.resolve(
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
    )) as typeof globalThis.fetch;
  return createSwapClient({ fetch, token: 'jwt', explorerGate: new RequestGate(0) });
}

describe('explorer rows (issue 18)', () => {
  it('leaves out the rows of a page that break the contract and counts them', async () => {
    const page = { data: HOSTILE, totalPages: 1, page: 1, perPage: 50, total: 9, nextPage: null, prevPage: null };
    const counts: number[] = [];
    const read = await clientAnswering(page).transactionsPage({}, { onUnreadable: (n) => counts.push(n) });
    expect(read.data.map((tx) => tx.depositAddress)).to.deep.equal([row(1).depositAddress, row(9).depositAddress]);
    expect(read.total).to.equal(9);
    expect(counts).to.deep.equal([7]);
  });

  it('does the same in cursor mode, and says nothing when every row is fine', async () => {
    const counts: number[] = [];
    const rows = await clientAnswering(HOSTILE).transactions({}, { onUnreadable: (n) => counts.push(n) });
    expect(rows).to.have.length(2);
    expect(counts).to.deep.equal([7]);
    await clientAnswering([row(1)]).transactions({}, { onUnreadable: (n) => counts.push(n) });
    expect(counts).to.deep.equal([7]);
  });

  it('refuses a page whose data is not a list', async () => {
    const body = { data: 'oops', totalPages: 1, page: 1, perPage: 50, total: 1, nextPage: null, prevPage: null };
    const error = await clientAnswering(body)
      .transactionsPage()
      .catch((e: unknown) => e);
    expect(error).to.be.instanceOf(SwapApiError);
    expect((error as SwapApiError).kind).to.equal('invalid-response');
  });
});
