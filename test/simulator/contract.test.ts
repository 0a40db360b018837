// Every endpoint's response goes through the real client (which validates it against the contract schemas), and
// quote signatures are checked with the simulator's published key.
import { expect } from '@open-wc/testing';
import { SwapApiError } from '../../src/api/errors.js';
import { verifyQuoteSignature } from '../../src/api/signature.js';
import { validateAddress } from '../../src/core/addresses.js';
import { SIM_CHAINS } from '../../src/simulator/chains.js';
import { describeError } from '../../src/i18n/error-text.js';
import { knownServerError } from '../../src/api/server-errors.js';
import { BASE, BTC, ETH_USDC, SOL, WNEAR, XLM, addressOn, clientFor, get, makeSim, quoteRequest } from './helpers.js';

async function rejection(promise: Promise<unknown>): Promise<SwapApiError> {
  try {
    await promise;
  } catch (error) {
    return error as SwapApiError;
  }
  throw new Error('expected a rejection');
}

describe('simulator contract', () => {
  it('lists tokens on every chain of the spec with true decimals and real asset ids', async () => {
    const sim = makeSim();
    const tokens = await clientFor(sim).tokens();
    const chains = new Set(tokens.map((t) => t.blockchain));
    for (const chain of SIM_CHAINS) expect(chains.has(chain), chain).to.equal(true);
    const byId = new Map(tokens.map((t) => [t.assetId, t]));
    expect(byId.get(ETH_USDC)?.decimals).to.equal(6);
    expect(byId.get(WNEAR)?.decimals).to.equal(24);
    expect(byId.get(BTC)?.decimals).to.equal(8);
    expect(byId.get(SOL)?.decimals).to.equal(9);
    for (const t of tokens) expect(t.price).to.be.a('number').and.greaterThan(0);
  });

  it('gives the same tokens and prices for the same seed, other prices for another seed or later time', async () => {
    const a = await clientFor(makeSim({ seed: 3 })).tokens();
    const b = await clientFor(makeSim({ seed: 3 })).tokens();
    const c = await clientFor(makeSim({ seed: 4 })).tokens();
    expect(b).to.deep.equal(a);
    expect(c.map((t) => t.price)).not.to.deep.equal(a.map((t) => t.price));
    const sim = makeSim({ seed: 3 });
    sim.clock.advance(2 * 3_600_000);
    const later = await clientFor(sim).tokens();
    expect(later.find((t) => t.symbol === 'BTC')?.price).not.to.equal(a.find((t) => t.symbol === 'BTC')?.price);
  });

  it('answers a dry quote without deposit address, deadline or timeWhenInactive, signed with the published key', async () => {
    const sim = makeSim();
    const { publicKey } = await sim.info();
    const response = await clientFor(sim).quote(quoteRequest(sim));
    expect(response.quote.depositAddress ?? undefined).to.equal(undefined);
    expect(response.quote.deadline ?? undefined).to.equal(undefined);
    expect(response.quote.timeWhenInactive ?? undefined).to.equal(undefined);
    expect(response.quote.amountIn).to.equal('100000000');
    expect(BigInt(response.quote.amountOut) > 0n).to.equal(true);
    expect(BigInt(response.quote.minAmountOut ?? '0') < BigInt(response.quote.amountOut)).to.equal(true);
    expect('referral' in response.quoteRequest).to.equal(false); // unset optionals are left out of the echo
    expect(await verifyQuoteSignature(response, publicKey)).to.deep.equal({ ok: true });
    const tampered = {
      ...response,
      quote: { ...response.quote, amountOut: String(BigInt(response.quote.amountOut) + 1n) },
    };
    expect((await verifyQuoteSignature(tampered, publicKey)).ok).to.equal(false);
  });

  it('answers a non-dry quote with a deposit address in the origin chain format and a verifiable signature', async () => {
    const sim = makeSim();
    const { publicKey } = await sim.info();
    const client = clientFor(sim);
    for (const [asset, chain, amount] of [
      [ETH_USDC, 'eth', '100000000'],
      [BTC, 'btc', '100000'],
      [SOL, 'sol', '1000000000'],
    ] as const) {
      const response = await client.quote(
        quoteRequest(sim, { dry: false, originAsset: asset, fromChain: chain, amount }),
      );
      const address = response.quote.depositAddress ?? '';
      expect(validateAddress(chain, address).ok, `${chain} ${address}`).to.equal(true);
      expect(Date.parse(response.quote.deadline ?? '')).to.be.greaterThan(sim.clock.now());
      expect(response.quote.timeWhenInactive).to.be.a('string');
      expect(await verifyQuoteSignature(response, publicKey)).to.deep.equal({ ok: true });
      const swapped = { ...response, quote: { ...response.quote, depositAddress: addressOn(chain, 9) } };
      expect((await verifyQuoteSignature(swapped, publicKey)).ok).to.equal(false);
    }
  });

  it('publishes the same key for the same seed and another for another seed', async () => {
    const a = await makeSim({ seed: 1 }).info();
    const b = await makeSim({ seed: 1 }).info();
    const c = await makeSim({ seed: 2 }).info();
    expect(a.publicKey).to.match(/^ed25519:[1-9A-HJ-NP-Za-km-z]+$/);
    expect(b.publicKey).to.equal(a.publicKey);
    expect(c.publicKey).not.to.equal(a.publicKey);
  });

  it('charges the 2026-11 schedule: 25 bps without a token, 1 with one on a stable pair, the app fee split', async () => {
    const sim = makeSim();
    const token = await sim.issueToken('acme-wallet');
    const request = quoteRequest(sim, { originAsset: ETH_USDC, destinationAsset: 'nep141:usdt.tether-token.near' });
    const anonymous = BigInt((await clientFor(sim).quote(request)).quote.amountOut);
    const partner = BigInt((await clientFor(sim, token).quote(request)).quote.amountOut);
    const withAppFee = BigInt(
      (await clientFor(sim, token).quote({ ...request, appFees: [{ recipient: 'me.near', fee: 100 }] })).quote
        .amountOut,
    );
    // 100 USDC -> USDT: 25 bps without a token, 1 bp with one (a stablecoin pair): 24 bps, about 0.24 USDT.
    expect(Number(partner - anonymous)).to.be.closeTo(240_000, 2_000);
    // A 100 bps app fee with a token: split 50/50 (50 + 50), so 99 bps more than the stable 1 bp.
    expect(Number(partner - withAppFee)).to.be.closeTo(990_000, 5_000);
    expect((await sim.info()).platformFeeBps).to.equal(25);
  });

  it('charges a configured schedule (feeSchedule, and platformFeeBps as its alias)', async () => {
    const sim = makeSim({ platformFeeBps: 50, feeSchedule: { stableBps: 10 } });
    const token = await sim.issueToken('acme-wallet');
    const request = quoteRequest(sim, { originAsset: ETH_USDC, destinationAsset: 'nep141:usdt.tether-token.near' });
    const anonymous = BigInt((await clientFor(sim).quote(request)).quote.amountOut);
    const partner = BigInt((await clientFor(sim, token).quote(request)).quote.amountOut);
    expect(Number(partner - anonymous)).to.be.closeTo(400_000, 5_000);
    expect((await sim.info()).platformFeeBps).to.equal(50);
    expect((await sim.info()).feeSchedule).to.include({ withoutCredentialBps: 50, stableBps: 10 });
  });

  it("refuses a confidential quote without a token with the service's 401, and takes it with one", async () => {
    const sim = makeSim();
    const request = quoteRequest(sim, { confidentiality: 'basic' });
    const refused = await rejection(clientFor(sim).quote(request));
    expect(refused.status).to.equal(401);
    expect(refused.serverMessage).to.equal('User authentication is required for confidential intent quotes');
    // The typed reading <swap-quote> words as a sentence (test/elements/swap-quote/confidential.test.ts).
    expect(knownServerError(refused.serverMessage)).to.deep.equal({ code: 'confidential-needs-auth' });
    const ok = await clientFor(sim, await sim.issueToken()).quote(request);
    expect(ok.quoteRequest.confidentiality).to.equal('basic');
    // Public is what every quote is by default: no credential needed.
    await clientFor(sim).quote(quoteRequest(sim, { confidentiality: 'public' }));
  });

  it('rejects an invalid token on a quote with 401, and ANY_INPUT without a token', async () => {
    const sim = makeSim();
    const bad = await rejection(clientFor(sim, 'not-a-jwt').quote(quoteRequest(sim)));
    expect(bad.status).to.equal(401);
    const any = await rejection(clientFor(sim).quote(quoteRequest(sim, { swapType: 'ANY_INPUT' })));
    expect(any.status).to.equal(401);
    expect(any.serverMessage).to.equal('Swap type is not available for unauthorized requests');
    const token = await sim.issueToken();
    const ok = await clientFor(sim, token).quote(quoteRequest(sim, { swapType: 'ANY_INPUT' }));
    expect(ok.quote.amountIn).to.equal('100000000');
  });

  it('answers the known business errors with the real messages', async () => {
    const sim = makeSim();
    const client = clientFor(sim);
    const message = async (patch: Parameters<typeof quoteRequest>[1]) =>
      (await rejection(client.quote(quoteRequest(sim, patch)))).serverMessage;
    expect(await message({ originAsset: 'nep141:nope.near' })).to.equal('tokenIn is not valid');
    expect(await message({ destinationAsset: 'nep141:nope.near' })).to.equal('tokenOut is not valid');
    expect(await message({ destinationAsset: ETH_USDC })).to.equal('Quoting for this pair is not available');
    expect(await message({ recipient: '0x1234' })).to.equal('recipient is not valid');
    expect(await message({ refundTo: 'bc1qnotvalid' })).to.equal('refundTo is not valid');
    expect(await message({ amount: '1000000000000000' })).to.equal('No liquidity available');
    const low = await message({ amount: '10' });
    const match = /^Amount is too low for bridge, try at least (\d+)$/.exec(low ?? '');
    expect(match, low).to.not.equal(null);
    const least = match?.[1] ?? '0';
    const okay = await client.quote(quoteRequest(sim, { amount: least }));
    expect(okay.quote.amountIn).to.equal(least);
  });

  it('returns a memo for Stellar deposits and requires it on status (404 without or with a wrong one)', async () => {
    const sim = makeSim();
    const client = clientFor(sim);
    const response = await client.quote(
      quoteRequest(sim, { dry: false, originAsset: XLM, fromChain: 'stellar', amount: '1000000000' }),
    );
    const { depositAddress = '', depositMemo = '' } = response.quote as { depositAddress: string; depositMemo: string };
    expect(depositMemo).to.match(/^\d+$/);
    expect(validateAddress('stellar', depositAddress).ok).to.equal(true);
    const status = await client.status({ depositAddress, depositMemo });
    expect(status.status).to.equal('PENDING_DEPOSIT');
    expect((await rejection(client.status({ depositAddress }))).status).to.equal(404);
    expect((await rejection(client.status({ depositAddress, depositMemo: '1' }))).status).to.equal(404);
    const simple = await rejection(
      client.quote(
        quoteRequest(sim, { originAsset: XLM, fromChain: 'stellar', amount: '1000000000', depositMode: 'SIMPLE' }),
      ),
    );
    expect(simple.status).to.equal(400);
  });

  it('serves status and deposit submission through the client, 404 on status and 400 on submit for unknown addresses', async () => {
    const sim = makeSim();
    const client = clientFor(sim);
    const quote = await client.quote(quoteRequest(sim, { dry: false }));
    const depositAddress = quote.quote.depositAddress ?? '';
    const before = await client.status({ depositAddress });
    expect(before.status).to.equal('PENDING_DEPOSIT');
    // The status copy adds the three nulls the service sends there, and still verifies.
    expect(before.quoteResponse).to.deep.equal({
      ...quote,
      quoteRequest: {
        ...quote.quoteRequest,
        virtualChainRecipient: null,
        virtualChainRefundRecipient: null,
        referral: null,
      },
    });
    const txHash = `0x${'ab'.repeat(32)}`;
    // A submitted hash is not a deposit: the status stays, until the funds arrive and take that hash.
    const after = await client.submitDeposit({ depositAddress, txHash });
    expect(after.status).to.equal('PENDING_DEPOSIT');
    expect(after.swapDetails?.originChainTxHashes).to.deep.equal([]);
    const arrived = sim.deposit({ depositAddress, amount: quote.quote.amountIn });
    expect(arrived.status).to.equal('KNOWN_DEPOSIT_TX');
    expect(arrived.swapDetails?.originChainTxHashes?.[0]?.hash).to.equal(txHash);
    expect(arrived.swapDetails?.originChainTxHashes?.[0]?.explorerUrl).to.equal(`https://etherscan.io/tx/${txHash}`);
    expect((await rejection(client.status({ depositAddress: addressOn('eth', 5) }))).status).to.equal(404);
    const unknown = await rejection(client.submitDeposit({ depositAddress: addressOn('eth', 5), txHash }));
    expect(unknown.status).to.equal(400);
    expect(unknown.serverMessage).to.equal('Deposit address not found');
    // What <swap-deposit> shows for it still says what went wrong.
    expect(describeError(unknown)).to.equal(
      'The service does not know this deposit address (yet). Check the address and memo.',
    );
  });

  it('answers status 401 for a credential that does not verify (Bearer or X-API-Key), 200 without one', async () => {
    const sim = makeSim();
    const quote = await clientFor(sim).quote(quoteRequest(sim, { dry: false }));
    const path = `${BASE}/v0/status?depositAddress=${quote.quote.depositAddress ?? ''}`;
    const token = await sim.issueToken();
    const invalid: Record<string, string>[] = [{ authorization: 'Bearer not-a-jwt' }, { 'x-api-key': `${token}x` }];
    for (const headers of invalid) {
      const refused = await get(sim, path, headers);
      expect(refused.status, JSON.stringify(headers)).to.equal(401);
      expect(refused.body).to.deep.include({ message: 'Unauthorized' });
    }
    expect((await get(sim, path)).status).to.equal(200);
    expect((await get(sim, path, { 'x-api-key': token })).status).to.equal(200);
    expect((await get(sim, path, { authorization: `Bearer ${token}` })).status).to.equal(200);
    const bad = await rejection(
      clientFor(sim, 'not-a-jwt').status({ depositAddress: quote.quote.depositAddress ?? '' }),
    );
    expect(bad.kind).to.equal('unauthorized');
  });

  it('charges network fees: withdrawFee deducted from amountOut and minAmountOut, refundFee quoted, both signed', async () => {
    const sim = makeSim();
    const { publicKey } = await sim.info();
    const client = clientFor(sim);
    // Same clock, same prices: an INTENTS recipient and refund need no transfer, so no fee.
    const intents = await client.quote(
      quoteRequest(sim, {
        recipientType: 'INTENTS',
        recipient: 'user2.near',
        refundType: 'INTENTS',
        refundTo: 'user1.near',
      }),
    );
    expect(intents.quote.withdrawFee ?? undefined).to.equal(undefined);
    expect(intents.quote.refundFee ?? undefined).to.equal(undefined);
    const chain = await client.quote(quoteRequest(sim, { dry: false }));
    const withdrawFee = BigInt(chain.quote.withdrawFee ?? '0');
    const refundFee = BigInt(chain.quote.refundFee ?? '0');
    expect(withdrawFee > 0n && refundFee > 0n).to.equal(true);
    // Fixed per-chain fees: 0.002 USD for a NEAR withdrawal (wNEAR, 24 decimals), 0.3 USD for an Ethereum refund (USDC).
    const nearPrice = (await client.tokens()).find((t) => t.assetId === WNEAR)?.price ?? 0;
    expect(Number(withdrawFee) / 1e24).to.be.closeTo(0.002 / nearPrice, 0.002 / nearPrice / 1000);
    expect(Number(refundFee)).to.be.closeTo(300_000, 300); // USDC is worth 1 USD give or take 0.05 %
    expect(BigInt(chain.quote.amountOut)).to.equal(BigInt(intents.quote.amountOut) - withdrawFee);
    expect(BigInt(chain.quote.minAmountOut ?? '0')).to.equal(
      (BigInt(chain.quote.amountOut) * 9900n) / 10000n, // 100 bps slippage on the net amount
    );
    expect(await verifyQuoteSignature(chain, publicKey)).to.deep.equal({ ok: true });
    for (const field of ['withdrawFee', 'refundFee'] as const) {
      const tampered = { ...chain, quote: { ...chain.quote, [field]: '1' } };
      expect((await verifyQuoteSignature(tampered, publicKey)).ok, field).to.equal(false);
    }
    // EXACT_OUTPUT: the recipient still gets the exact amount; the input pays for the withdrawal.
    const exact = (patch: Parameters<typeof quoteRequest>[1]) =>
      client.quote(quoteRequest(sim, { swapType: 'EXACT_OUTPUT', amount: '50000000000000000000000000', ...patch }));
    const out = await exact({});
    const outIntents = await exact({ recipientType: 'INTENTS', recipient: 'user2.near' });
    expect(out.quote.amountOut).to.equal('50000000000000000000000000');
    expect(out.quote.minAmountOut).to.equal(out.quote.amountOut);
    expect(BigInt(out.quote.amountIn) > BigInt(outIntents.quote.amountIn)).to.equal(true);
  });

  it('echoes the request without nulls, with the real defaults, and the status copy with its three nulls', async () => {
    const sim = makeSim();
    const { publicKey } = await sim.info();
    const client = clientFor(sim);
    const response = await client.quote(quoteRequest(sim, { dry: false }));
    const echo = response.quoteRequest as Record<string, unknown>;
    expect(Object.values(echo)).to.not.include(null);
    for (const key of ['connectedWallets', 'sessionId', 'virtualChainRecipient', 'virtualChainRefundRecipient',
      'customRecipientMsg', 'referral', 'appFees']) expect(key in echo, key).to.equal(false); // prettier-ignore
    expect(echo).to.include({ depositMode: 'SIMPLE', confidentiality: 'public', quoteWaitingTimeMs: 0 });
    // A confidential quote needs the partner credential.
    const set = await clientFor(sim, await sim.issueToken()).quote(
      quoteRequest(sim, { referral: 'acme', quoteWaitingTimeMs: 100, confidentiality: 'basic', sessionId: 's1' }),
    );
    expect(set.quoteRequest).to.include({
      referral: 'acme',
      quoteWaitingTimeMs: 100,
      confidentiality: 'basic',
      sessionId: 's1',
    });
    expect(await verifyQuoteSignature(set, publicKey)).to.deep.equal({ ok: true });
    // Memo chains default to MEMO, and the echo says so.
    const stellar = await client.quote(
      quoteRequest(sim, { originAsset: XLM, fromChain: 'stellar', amount: '1000000000' }),
    );
    expect(stellar.quoteRequest.depositMode).to.equal('MEMO');

    const status = await client.status({ depositAddress: response.quote.depositAddress ?? '' });
    const copy = status.quoteResponse?.quoteRequest as Record<string, unknown>;
    expect(copy).to.include({ virtualChainRecipient: null, virtualChainRefundRecipient: null, referral: null });
    expect(
      Object.entries(copy)
        .filter(([, v]) => v === null)
        .map(([k]) => k),
    ).to.have.length(3);
    expect('sessionId' in copy).to.equal(false);
    expect(await verifyQuoteSignature(status.quoteResponse!, publicKey)).to.deep.equal({ ok: true });
  });

  it('serves both explorer endpoints through the client', async () => {
    const sim = makeSim({ explorerIntervalMs: 0 });
    const client = clientFor(sim, await sim.issueToken());
    const page = await client.transactionsPage({ perPage: 20, page: 2 });
    expect(page.data).to.have.length(20);
    expect(page.page).to.equal(2);
    expect(page.prevPage).to.equal(1);
    expect(page.nextPage).to.equal(3);
    const rows = await client.transactions({ numberOfTransactions: 10 });
    expect(rows).to.have.length(10);
    const older = await client.transactions({
      numberOfTransactions: 5,
      lastDepositAddressAndMemo: rows[4]?.depositAddressAndMemo ?? '',
    });
    expect(older).to.deep.equal(rows.slice(5, 10));
    const newer = await client.transactions({
      numberOfTransactions: 3,
      lastDepositAddressAndMemo: rows[5]?.depositAddressAndMemo ?? '',
      direction: 'prev',
    });
    expect(newer).to.deep.equal(rows.slice(2, 5));
  });

  it('keeps the simulated relay latency within quoteWaitingTimeMs', async () => {
    // The waits are recorded, not timed: what the relay waited out is the behaviour, whatever the machine's load.
    const waits: number[] = [];
    const sim = makeSim({ quoteLatencyMs: 400, relayWait: async (ms) => void waits.push(ms) });
    const client = clientFor(sim);
    await client.quote(quoteRequest(sim, { quoteWaitingTimeMs: 20 }));
    await client.quote(quoteRequest(sim));
    await client.quote(quoteRequest(sim, { quoteWaitingTimeMs: 0 }));
    expect(waits).to.deep.equal([20, 400]);
  });

  it('works under a prefix and bare, and answers the control endpoints', async () => {
    const sim = makeSim();
    for (const url of [
      'http://sim.test/1click/v0/tokens',
      'http://sim.test/v0/tokens',
      'http://sim.test/explorer/api/v0/tokens',
    ]) {
      expect((await sim.fetch(new Request(url))).status, url).to.equal(200);
    }
    const info = (await (await sim.fetch(new Request('http://sim.test/1click/_sim/info'))).json()) as Record<
      string,
      unknown
    >;
    expect(info.baseUrl).to.equal('http://sim.test/1click');
    expect((info.partners as unknown[]).length).to.be.at.least(3);
    const advanced = await sim.fetch(
      new Request('http://sim.test/_sim/clock/advance', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ms: 60_000 }),
      }),
    );
    expect(((await advanced.json()) as { now: string }).now).to.equal('2026-01-15T12:01:00.000Z');
    const tokenResponse = await sim.fetch(
      new Request('http://sim.test/_sim/token', { method: 'POST', body: JSON.stringify({ partnerId: 'orbit-dex' }) }),
    );
    const { token } = (await tokenResponse.json()) as { token: string };
    const page = await clientFor(sim, token).transactionsPage({ perPage: 1 });
    expect(page.data).to.have.length(1);
  });
});
