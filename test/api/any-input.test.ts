// The ANY_INPUT pieces of the contract as the client sees them: the request shapes third-party examples send, the
// chain deposit addresses of a quote, and the withdrawals answer in both of its drawn shapes.
import { expect } from '@open-wc/testing';
import { createSwapClient } from '../../src/api/client.js';
import { SwapApiError } from '../../src/api/errors.js';
import { ANY_ASSET, QuoteResponseSchema, QuoteSchema, check } from '../../src/api/schemas.js';
import { fakeFetch, json } from '../helpers/fake-fetch.js';
import { quoteRequest, quoteResponse } from '../helpers/quotes.js';

const BASE = 'https://swap.test';

const withdrawal = {
  status: 'SUCCESS',
  amountOut: '990000',
  amountOutFormatted: '0.99',
  amountOutUsd: '0.99',
  withdrawFee: '10000',
  withdrawFeeFormatted: '0.01',
  withdrawFeeUsd: '0.01',
  timestamp: '2026-11-22T11:00:00.000Z',
  hash: '0xabc',
};
const answer = { asset: 'nep141:usdc.near', recipient: 'alice.near', affiliateRecipient: null };

async function rejection(promise: Promise<unknown>): Promise<SwapApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(SwapApiError);
    return error as SwapApiError;
  }
  throw new Error('expected a rejection');
}

describe('ANY_INPUT in the contract', () => {
  it('accepts amount "0" and originAsset 1cs_v1:any for ANY_INPUT only', async () => {
    const { fetch, requests } = fakeFetch(json(quoteResponse()));
    const client = createSwapClient({ baseUrl: BASE, fetch, token: 'jwt' });
    await client.quote(quoteRequest({ swapType: 'ANY_INPUT', originAsset: ANY_ASSET, amount: '0', dry: true }));
    expect(requests[0]?.body).to.include({ originAsset: ANY_ASSET, amount: '0', swapType: 'ANY_INPUT' });

    const zero = await rejection(client.quote(quoteRequest({ swapType: 'EXACT_INPUT', amount: '0' })));
    expect(zero.kind).to.equal('invalid-request');
    expect(zero.message).to.contain(
      'amount "0" and originAsset 1cs_v1:any or 1cs:any are only valid with swapType ANY_INPUT',
    );
    const any = await rejection(client.quote(quoteRequest({ swapType: 'FLEX_INPUT', originAsset: ANY_ASSET })));
    expect(any.message).to.contain('only valid with swapType ANY_INPUT');
    expect(requests).to.have.length(1);
  });

  it('reads chainDepositAddresses with and without a memo, and keeps chains it does not know', () => {
    const base = quoteResponse();
    const parsed = check(QuoteResponseSchema, {
      ...base,
      quote: {
        ...base.quote,
        chainDepositAddresses: [
          { blockchain: 'eth', address: '0x1111111111111111111111111111111111111111' },
          { blockchain: 'stellar', address: 'GABC', memo: '123' },
          { blockchain: 'hood', address: 'hood-address', memo: null },
        ],
      },
    });
    expect(parsed.ok).to.equal(true);
    if (!parsed.ok) return;
    expect(parsed.value.quote.chainDepositAddresses?.map((c) => c.blockchain)).to.deep.equal([
      'eth',
      'stellar',
      'hood',
    ]);
    expect(parsed.value.quote.chainDepositAddresses?.[1]?.memo).to.equal('123');
    expect(
      check(QuoteSchema, { ...base.quote, chainDepositAddresses: [{ blockchain: 'eth', address: '' }] }).ok,
    ).to.equal(false);
  });

  it('asks for withdrawals with the validated query and reads a list', async () => {
    const { fetch, requests } = fakeFetch(
      json({ ...answer, withdrawals: [withdrawal, { ...withdrawal, hash: '0xdef' }] }),
    );
    const client = createSwapClient({ baseUrl: BASE, fetch, apiKey: 'key' });
    const result = await client.anyInputWithdrawals({
      depositAddress: 'dep.near',
      page: 2,
      limit: 10,
      sortOrder: 'asc',
    });
    expect(requests[0]?.url).to.equal(
      `${BASE}/v0/any-input/withdrawals?depositAddress=dep.near&page=2&limit=10&sortOrder=asc`,
    );
    expect(requests[0]?.headers['x-api-key']).to.equal('key');
    expect(result.withdrawals.map((w) => w.hash)).to.deep.equal(['0xabc', '0xdef']);
    expect(result.asset).to.equal('nep141:usdc.near');
  });

  it('reads one withdrawal object (as the OpenAPI draws it) and none as an empty list', async () => {
    const { fetch } = fakeFetch(json({ ...answer, withdrawals: withdrawal }), json({ ...answer, withdrawals: null }));
    const client = createSwapClient({ baseUrl: BASE, fetch, token: 'jwt' });
    expect((await client.anyInputWithdrawals({ depositAddress: 'dep.near' })).withdrawals).to.deep.equal([withdrawal]);
    expect((await client.anyInputWithdrawals({ depositAddress: 'dep.near' })).withdrawals).to.deep.equal([]);
  });

  it('refuses a bad query before sending, and maps 401 and 404', async () => {
    const { fetch, requests } = fakeFetch(
      json({ message: 'Unauthorized' }, 401),
      json({ message: 'Deposit address not found' }, 404),
    );
    const client = createSwapClient({ baseUrl: BASE, fetch, token: 'jwt' });
    const bad = await rejection(client.anyInputWithdrawals({ depositAddress: 'dep.near', limit: 0 }));
    expect(bad.kind).to.equal('invalid-request');
    expect(requests).to.have.length(0);
    expect((await rejection(client.anyInputWithdrawals({ depositAddress: 'dep.near' }))).kind).to.equal('unauthorized');
    expect((await rejection(client.anyInputWithdrawals({ depositAddress: 'dep.near' }))).kind).to.equal('not-found');
  });

  it('refuses a withdrawal with a non-integer amount as an invalid response', async () => {
    const { fetch } = fakeFetch(json({ ...answer, withdrawals: [{ ...withdrawal, amountOut: '-5' }] }));
    const client = createSwapClient({ baseUrl: BASE, fetch, token: 'jwt', retries: 0 });
    expect((await rejection(client.anyInputWithdrawals({ depositAddress: 'dep.near' }))).kind).to.equal(
      'invalid-response',
    );
  });
});
