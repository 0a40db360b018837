import { expect } from '@open-wc/testing';
import { createSwapClient, DEFAULT_BASE_URL, queryString } from '../../src/api/client.js';
import { explorerQueryString } from '../../src/api/explorer-schemas.js';
import { SwapApiError } from '../../src/api/errors.js';
import { knownServerError } from '../../src/api/server-errors.js';
import { RequestGate } from '../../src/api/pacing.js';
import { fakeFetch, hangingFetch, json } from '../helpers/fake-fetch.js';
import { quoteRequest, quoteResponse } from '../helpers/quotes.js';
import { BASE, ETH_USDC, EXPLORER, makeSim, quoteRequest as simQuoteRequest } from '../simulator/helpers.js';

async function rejection(promise: Promise<unknown>): Promise<SwapApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(SwapApiError);
    return error as SwapApiError;
  }
  throw new Error('expected a rejection');
}

const statusBody = {
  correlationId: 'c1',
  quoteResponse: quoteResponse(),
  status: 'PENDING_DEPOSIT',
  updatedAt: '2026-11-22T11:00:00.000Z',
  swapDetails: { intentHashes: [], nearTxHashes: [], originChainTxHashes: [], destinationChainTxHashes: [] },
};

describe('createSwapClient', () => {
  it('loads tokens, keeps unknown chains and drops only malformed entries', async () => {
    const { fetch, requests } = fakeFetch(
      json([
        {
          assetId: 'nep141:wrap.near',
          decimals: 24,
          blockchain: 'near',
          symbol: 'wNEAR',
          price: 2.5,
          priceUpdatedAt: null,
        },
        { assetId: '1cs_v1:newchain:native:coin', decimals: 9, blockchain: 'newchain', symbol: 'NEW', price: 1 },
        { decimals: 6, blockchain: 'eth', symbol: 'BROKEN' },
      ]),
    );
    const tokens = await createSwapClient({ fetch }).tokens();
    expect(tokens.map((t) => t.symbol)).to.deep.equal(['wNEAR', 'NEW']);
    expect(tokens[1]!.blockchain).to.equal('newchain');
    expect(requests[0]!.url).to.equal(`${DEFAULT_BASE_URL}/v0/tokens`);
    expect(requests[0]!.headers).to.not.have.property('authorization');
  });

  it('sends the Bearer header only when a token is set', async () => {
    const { fetch, requests } = fakeFetch(json([]));
    await createSwapClient({ fetch, token: 'jwt-secret' }).tokens();
    expect(requests[0]!.headers.authorization).to.equal('Bearer jwt-secret');
    expect(requests[0]!.url).to.not.contain('jwt-secret');
  });

  describe('credentials', () => {
    it('sends apiKey as X-API-Key and no Authorization header', async () => {
      const { fetch, requests } = fakeFetch(json([]));
      const client = createSwapClient({ fetch, apiKey: 'key-secret' });
      expect(client.authenticated).to.equal(true);
      await client.tokens();
      expect(requests[0]!.headers['x-api-key']).to.equal('key-secret');
      expect(requests[0]!.headers).to.not.have.property('authorization');
      expect(requests[0]!.url).to.not.contain('key-secret');
    });

    it('sends token as Bearer only, with no X-API-Key header', async () => {
      const { fetch, requests } = fakeFetch(json([]));
      await createSwapClient({ fetch, token: 'jwt-secret' }).tokens();
      expect(requests[0]!.headers.authorization).to.equal('Bearer jwt-secret');
      expect(requests[0]!.headers).to.not.have.property('x-api-key');
    });

    it('refuses apiKey and token together on every call and sends nothing', async () => {
      const { fetch, requests } = fakeFetch(json([]));
      const client = createSwapClient({
        fetch,
        apiKey: 'key-secret',
        token: 'jwt-secret',
        explorerGate: new RequestGate(0),
      });
      const calls = [
        client.tokens(),
        client.quote(quoteRequest()),
        client.status({ depositAddress: quoteResponse().quote.depositAddress! }),
        client.transactionsPage(),
      ];
      for (const call of calls) {
        const error = await rejection(call);
        expect(error.kind).to.equal('invalid-request');
        expect(error.message).to.equal('Set apiKey or token, not both: the service takes one credential.');
        expect(error.message).to.not.contain('secret');
      }
      expect(requests).to.have.length(0);
    });

    it("reads the simulator's explorer and gets a partner quote with apiKey alone", async () => {
      const sim = makeSim({ explorerIntervalMs: 0 });
      const key = await sim.issueToken('acme-wallet');
      const seen: Headers[] = [];
      const fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        seen.push(request.headers);
        return sim.fetch(request);
      }) as typeof globalThis.fetch;
      const options = { fetch, baseUrl: BASE, explorerUrl: EXPLORER, explorerProxy: false, retries: 0 };
      const withKey = createSwapClient({ ...options, apiKey: key, explorerGate: new RequestGate(0) });

      const page = await withKey.transactionsPage({ perPage: 5 });
      expect(page.data.length).to.equal(5);
      const request = simQuoteRequest(sim, {
        originAsset: ETH_USDC,
        destinationAsset: 'nep141:usdt.tether-token.near',
      });
      const partner = BigInt((await withKey.quote(request)).quote.amountOut);
      for (const headers of seen) {
        expect(headers.get('x-api-key')).to.equal(key);
        expect(headers.get('authorization')).to.equal(null);
      }
      // Without the key the explorer refuses and the quote pays 25 bps instead of the 1 bp a credential pays on a
      // stablecoin pair (the 2026-11 schedule, core/fees.ts): 24 bps of 100 USDC, about 0.24 USDT.
      const anonymous = createSwapClient({ ...options, explorerGate: new RequestGate(0), explorerProxy: true });
      expect((await rejection(anonymous.transactionsPage({ perPage: 5 }))).status).to.equal(401);
      const charged = BigInt((await anonymous.quote(request)).quote.amountOut);
      expect(Number(partner - charged)).to.be.closeTo(240_000, 2_000);
    });
  });

  it('posts a validated quote request and accepts any 2xx', async () => {
    const { fetch, requests } = fakeFetch(json(quoteResponse({ dry: true }), 201));
    const response = await createSwapClient({ fetch, baseUrl: 'https://proxy.example/1click/' }).quote(quoteRequest());
    expect(response.quote.amountOut).to.equal('412345678901234567890123');
    expect(requests[0]!.url).to.equal('https://proxy.example/1click/v0/quote');
    expect(requests[0]!.method).to.equal('POST');
    expect(requests[0]!.body).to.deep.equal(quoteRequest());
  });

  it('rejects an invalid request with specific reasons and sends nothing', async () => {
    const { fetch, requests } = fakeFetch(json({}));
    const client = createSwapClient({ fetch });
    const error = await rejection(
      client.quote(quoteRequest({ amount: '1.5', slippageTolerance: 20000, originAsset: 'wrap.near' })),
    );
    expect(error.kind).to.equal('invalid-request');
    const messages = error.issues.map((i) => `${i.path} ${i.message}`);
    expect(messages.join('\n')).to.contain('amount').and.contain('without decimals');
    expect(messages.join('\n')).to.contain('slippageTolerance must not be greater than 10000');
    expect(messages.join('\n')).to.contain('originAsset must be an asset id');
    expect(requests).to.have.length(0);
  });

  it('rejects app fees above 500 bps and uppercase referrals', async () => {
    const { fetch, requests } = fakeFetch(json({}));
    const error = await rejection(
      createSwapClient({ fetch }).quote(
        quoteRequest({ appFees: [{ recipient: 'me.near', fee: 501 }], referral: 'MyWallet' }),
      ),
    );
    expect(error.issues.map((i) => i.path)).to.have.members(['appFees.0.fee', 'referral']);
    expect(error.message).to.contain('at most 500 basis points');
    expect(requests).to.have.length(0);
  });

  it('never retries a non-dry quote, even on a 5xx', async () => {
    const { fetch, requests } = fakeFetch(json({ message: 'Internal server error' }, 502), json(quoteResponse()));
    const error = await rejection(createSwapClient({ fetch, retryBaseMs: 1 }).quote(quoteRequest({ dry: false })));
    expect(error.kind).to.equal('http');
    expect(error.status).to.equal(502);
    expect(requests).to.have.length(1);
  });

  it('retries idempotent calls on 5xx and network errors, then succeeds', async () => {
    const { fetch, requests } = fakeFetch(
      json({ message: 'busy' }, 503),
      new TypeError('Failed to fetch'),
      json(statusBody),
    );
    const status = await createSwapClient({ fetch, retryBaseMs: 1 }).status({ depositAddress: '0xabc' });
    expect(status.status).to.equal('PENDING_DEPOSIT');
    expect(requests).to.have.length(3);
  });

  it('gives up after the bounded retries with the last error', async () => {
    const { fetch, requests } = fakeFetch(new TypeError('Failed to fetch'));
    const error = await rejection(createSwapClient({ fetch, retries: 2, retryBaseMs: 1 }).tokens());
    expect(error.kind).to.equal('network');
    expect(requests).to.have.length(3);
  });

  it('does not retry a 400 and carries the server message', async () => {
    const { fetch, requests } = fakeFetch(json({ message: 'Amount is too low for bridge, try at least 1000000' }, 400));
    const error = await rejection(createSwapClient({ fetch, retryBaseMs: 1 }).quote(quoteRequest()));
    expect(error.kind).to.equal('http');
    expect(error.status).to.equal(400);
    expect(error.serverMessage).to.equal('Amount is too low for bridge, try at least 1000000');
    expect(knownServerError(error.serverMessage)).to.deep.equal({ code: 'amount-too-low', minimum: '1000000' });
    expect(requests).to.have.length(1);
  });

  it("tells a gateway's refused page origin (its code) from a refused credential", async () => {
    const sentence = 'This gateway does not serve pages from http://127.0.0.1:5291. Add it to ALLOWED_ORIGINS.';
    const refusal = { message: sentence, code: 'origin-not-allowed', origin: 'http://127.0.0.1:5291' };
    const { fetch, requests } = fakeFetch(json(refusal, 403));
    const error = await rejection(createSwapClient({ fetch, retryBaseMs: 1 }).tokens());
    expect(error.kind).to.equal('origin');
    expect(error.status).to.equal(403);
    expect(error.origin).to.equal('http://127.0.0.1:5291');
    expect(error.serverMessage).to.equal(sentence);
    expect(error.transient).to.equal(false);
    expect(requests).to.have.length(1, 'not retried');
    // The same sentence without the code is not recognised by its wording: a 403 is a refused credential.
    const plain = await rejection(
      createSwapClient({ fetch: fakeFetch(json({ message: sentence }, 403)).fetch }).tokens(),
    );
    expect(plain.kind).to.equal('unauthorized');
  });

  it('maps 401, 404 and 429 to their kinds', async () => {
    const cases: [Response, string][] = [
      [json({ message: 'Swap type is not available for unauthorized requests' }, 401), 'unauthorized'],
      [json({ message: 'Deposit address not found' }, 404), 'not-found'],
      [json({ message: 'Too many requests', retryAfterSeconds: 3 }, 429), 'rate-limited'],
    ];
    for (const [answer, kind] of cases) {
      const { fetch } = fakeFetch(answer);
      const error = await rejection(createSwapClient({ fetch }).status({ depositAddress: 'addr' }));
      expect(error.kind).to.equal(kind);
      if (kind === 'rate-limited') expect(error.retryAfterMs).to.equal(3000);
      if (kind === 'not-found')
        expect(knownServerError(error.serverMessage)).to.deep.equal({ code: 'deposit-not-found' });
    }
  });

  it('reads Retry-After from the header before the body', async () => {
    const { fetch } = fakeFetch(json({ message: 'slow down', retryAfterSeconds: 9 }, 429, { 'retry-after': '2' }));
    const error = await rejection(createSwapClient({ fetch }).tokens());
    expect(error.retryAfterMs).to.equal(2000);
  });

  it('reports a malformed body as invalid-response', async () => {
    const cases = [
      new Response('<html>oops</html>', { status: 200 }),
      json({ ...statusBody, status: 42 }),
      json({ ...quoteResponse(), quote: { ...quoteResponse().quote, amountOut: '1.5' } }),
    ];
    for (const answer of cases) {
      const { fetch } = fakeFetch(answer);
      const error = await rejection(createSwapClient({ fetch, retries: 0 }).status({ depositAddress: 'a' }));
      expect(error.kind).to.equal('invalid-response');
    }
  });

  it('parses status responses leniently: nulls, extra fields, unknown statuses', async () => {
    const body = {
      ...statusBody,
      status: 'SOME_NEW_STATUS',
      extra: { nested: true },
      swapDetails: { ...statusBody.swapDetails, refundReason: null, amountIn: null, slippage: null, newField: 1 },
    };
    const { fetch, requests } = fakeFetch(json(body));
    const status = await createSwapClient({ fetch }).status({ depositAddress: 'GABC', depositMemo: '12345' });
    expect(status.status).to.equal('SOME_NEW_STATUS');
    expect(requests[0]!.url).to.equal(`${DEFAULT_BASE_URL}/v0/status?depositAddress=GABC&depositMemo=12345`);
  });

  it('submits a deposit once, with the memo', async () => {
    const { fetch, requests } = fakeFetch(json(statusBody));
    await createSwapClient({ fetch }).submitDeposit({ txHash: '0xhash', depositAddress: 'GABC', memo: '7' });
    expect(requests).to.have.length(1);
    expect(requests[0]!.body).to.deep.equal({ txHash: '0xhash', depositAddress: 'GABC', memo: '7' });
  });

  it('times out instead of hanging', async () => {
    const { fetch, calls } = hangingFetch();
    const error = await rejection(createSwapClient({ fetch, timeoutMs: 30, retries: 0 }).tokens());
    expect(error.kind).to.equal('timeout');
    expect(calls()).to.equal(1);
  });

  it('honours an AbortSignal and does not retry an abort', async () => {
    const { fetch, calls } = hangingFetch();
    const controller = new AbortController();
    const pending = createSwapClient({ fetch, retryBaseMs: 1 }).status(
      { depositAddress: 'a' },
      { signal: controller.signal },
    );
    setTimeout(() => controller.abort(), 10);
    const error = await rejection(pending);
    expect(error.kind).to.equal('aborted');
    expect(calls()).to.equal(1);
  });

  it('rejects at once when the signal is already aborted', async () => {
    const { fetch, requests } = fakeFetch(json([]));
    const error = await rejection(createSwapClient({ fetch }).tokens({ signal: AbortSignal.abort() }));
    expect(error.kind).to.equal('aborted');
    expect(requests).to.have.length(0);
  });

  describe('explorer', () => {
    const page = { data: [], totalPages: 0, page: 1, perPage: 50, total: 0, nextPage: null, prevPage: null };

    it('fails fast without a token against the real explorer and sends nothing', async () => {
      const { fetch, requests } = fakeFetch(json(page));
      const error = await rejection(createSwapClient({ fetch }).transactionsPage());
      expect(error.kind).to.equal('unauthorized');
      expect(error.message).to.contain('token');
      expect(requests).to.have.length(0);
    });

    it('sends without a token through a proxy explorer URL', async () => {
      const { fetch, requests } = fakeFetch(json(page));
      const gate = new RequestGate(0);
      await createSwapClient({
        fetch,
        explorerUrl: 'https://my.site/explorer-proxy',
        explorerGate: gate,
      }).transactionsPage({
        page: 2,
        perPage: 100,
        statuses: ['SUCCESS', 'REFUNDED'],
        referral: 'mywallet',
      });
      const url = new URL(requests[0]!.url);
      expect(url.origin + url.pathname).to.equal('https://my.site/explorer-proxy/v0/transactions-pages');
      expect(Object.fromEntries(url.searchParams)).to.deep.equal({
        page: '2',
        perPage: '100',
        statuses: 'SUCCESS,REFUNDED',
        referral: 'mywallet',
      });
      expect(requests[0]!.headers).to.not.have.property('authorization');
    });

    it('validates explorer filters before sending', async () => {
      const { fetch, requests } = fakeFetch(json(page));
      const client = createSwapClient({ fetch, token: 't', explorerGate: new RequestGate(0) });
      const bad = [
        { perPage: 1001 },
        { page: 0 },
        { statuses: ['KNOWN_DEPOSIT_TX'] as never },
        { minUsdPrice: 10, maxUsdPrice: 5 },
        { startTimestamp: '2026-02-01T00:00:00Z', endTimestamp: '2026-01-01T00:00:00Z' },
      ];
      for (const query of bad) {
        const error = await rejection(client.transactionsPage(query));
        expect(error.kind, JSON.stringify(query)).to.equal('invalid-request');
      }
      expect(requests).to.have.length(0);
    });

    it('reads cursor pages as a bare array with direction', async () => {
      const row = {
        originAsset: 'nep141:wrap.near',
        destinationAsset: 'nep141:eth.omft.near',
        depositAddress: 'abc',
        depositAddressAndMemo: 'abc',
        recipient: 'bob.near',
        status: 'SUCCESS',
        createdAt: '2026-11-01T10:00:00.000Z',
        createdAtTimestamp: 1793527200,
        intentHashes: 'hash',
        referral: null,
        amountInFormatted: '1',
        amountOutFormatted: '2',
        appFees: [],
        nearTxHashes: ['n1'],
        originChainTxHashes: [],
        destinationChainTxHashes: [],
        amountIn: '1',
        amountInUsd: '1',
        amountOut: '2',
        amountOutUsd: '2',
        refundTo: 'x',
        senders: [],
        refundReason: null,
      };
      const { fetch, requests } = fakeFetch(json([row]));
      const rows = await createSwapClient({ fetch, token: 't', explorerGate: new RequestGate(0) }).transactions({
        numberOfTransactions: 1,
        lastDepositAddressAndMemo: 'prev_1',
        direction: 'prev',
      });
      expect(rows).to.have.length(1);
      const url = new URL(requests[0]!.url);
      expect(url.pathname).to.equal('/api/v0/transactions');
      expect(Object.fromEntries(url.searchParams)).to.deep.equal({
        numberOfTransactions: '1',
        lastDepositAddressAndMemo: 'prev_1',
        direction: 'prev',
      });
      expect(requests[0]!.headers.authorization).to.equal('Bearer t');
    });
  });

  it('builds query strings without empty values', () => {
    expect(queryString({ a: 1, b: undefined, c: '', d: ['X', 'Y'], e: false })).to.equal('?a=1&d=X%2CY&e=false');
    expect(queryString({})).to.equal('');
  });

  it('repeats chain filters, as live explorer clients send them (issue 48)', () => {
    const params = { fromChainId: ['eth', 'sol'], toChainId: 'near', statuses: ['FAILED', 'SUCCESS'] };
    expect(explorerQueryString(params)).to.equal(
      '?toChainId=near&statuses=FAILED%2CSUCCESS&fromChainId=eth&fromChainId=sol',
    );
  });
});
