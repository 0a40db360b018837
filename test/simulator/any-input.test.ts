// ANY_INPUT end to end at the simulator (issue 15 points 6 and 8; the "Simulator behaviour" of notes/any-input.md):
// pricing without a fixed amount, chainDepositAddresses, deposits of any token, one withdrawal per deposit, the
// status over time and the withdrawals endpoint, all on the manual clock.
import { expect } from '@open-wc/testing';
import { ANY_ASSET, type QuoteRequest, type QuoteResponse, type StatusResponse } from '../../src/api/schemas.js';
import { verifyQuoteSignature } from '../../src/api/signature.js';
import { validateAddress } from '../../src/core/addresses.js';
import { toDecimal } from '../../src/core/amounts.js';
import type { Simulator } from '../../src/simulator/app.js';
import { PROCESSING_MS, confirmMs } from '../../src/simulator/lifecycle.js';
import {
  BASE,
  BTC,
  ETH_USDC,
  SOL,
  WNEAR,
  XLM,
  addressOn,
  clientFor,
  get,
  makeSim,
  post,
  quoteRequest,
} from './helpers.js';

const HOUR = 3_600_000;
const SOL_DONE = confirmMs('sol') + PROCESSING_MS;
const ONE_SOL = 1_000_000_000n;
const FEES = [{ recipient: 'fees.partner.near', fee: 50 }];

/** An ANY_INPUT request paying out USDC on Ethereum: by default any token, into the Intents account. */
const anyRequest = (sim: Simulator, patch: Partial<QuoteRequest> = {}): QuoteRequest =>
  quoteRequest(sim, {
    dry: false,
    swapType: 'ANY_INPUT',
    originAsset: ANY_ASSET,
    amount: '0',
    depositType: 'INTENTS',
    refundType: 'INTENTS',
    refundTo: 'user1.near',
    destinationAsset: ETH_USDC,
    toChain: 'eth',
    ...patch,
  });

async function open(sim: Simulator, patch: Partial<QuoteRequest> = {}) {
  const token = await sim.issueToken();
  const client = clientFor(sim, token);
  const quote = await client.quote(anyRequest(sim, patch));
  const depositAddress = quote.quote.depositAddress ?? '';
  const chainAddress = (chain: string) => {
    const entry = quote.quote.chainDepositAddresses?.find((c) => c.blockchain === chain);
    if (!entry) throw new Error(`no ${chain} deposit address`);
    return { depositAddress: entry.address, ...(entry.memo ? { memo: entry.memo } : {}) };
  };
  const status = () => client.status({ depositAddress });
  const withdrawals = (query: Record<string, string | number> = {}) =>
    client.anyInputWithdrawals({ depositAddress, ...query });
  return { token, client, quote, depositAddress, chainAddress, status, withdrawals };
}

const details = (s: StatusResponse) => s.swapDetails ?? {};
const withdrawalsUrl = (query: Record<string, string>) =>
  `${BASE}/v0/any-input/withdrawals?${new URLSearchParams(query).toString()}`;

/** A partner's EXACT_INPUT quote now for `amount` of `asset`: the fees a collected deposit pays, at today's prices. */
async function exactQuote(sim: Simulator, token: string, asset: string, chain: string, amount: bigint) {
  const request = quoteRequest(sim, {
    originAsset: asset,
    fromChain: chain,
    amount: String(amount),
    destinationAsset: ETH_USDC,
    toChain: 'eth',
    appFees: FEES,
  });
  return (await clientFor(sim, token).quote(request)).quote;
}

describe('simulator ANY_INPUT: quotes', () => {
  it('prices amount "0" and 1cs_v1:any with zeros and no Usd value; the fees are still quoted', async () => {
    const sim = makeSim();
    const client = clientFor(sim, await sim.issueToken());
    const zero = {
      amountIn: '0',
      amountInFormatted: '0',
      amountInUsd: '0',
      minAmountIn: '0',
      amountOut: '0',
      amountOutFormatted: '0',
      amountOutUsd: '0',
      minAmountOut: '0',
    };
    const concrete = await client.quote(
      anyRequest(sim, { dry: true, originAsset: SOL, depositType: 'ORIGIN_CHAIN', refundType: 'ORIGIN_CHAIN', refundTo: addressOn('sol') }), // prettier-ignore
    );
    expect(concrete.quote).to.include(zero);
    expect(BigInt(concrete.quote.withdrawFee ?? '0') > 0n).to.equal(true);
    expect(BigInt(concrete.quote.refundFee ?? '0') > 0n).to.equal(true);
    const any = await client.quote(anyRequest(sim));
    expect(any.quote).to.include(zero);
    expect(any.quote.refundFee ?? undefined).to.equal(undefined); // no origin chain to refund to
    expect(any.quoteRequest).to.include({ originAsset: ANY_ASSET, amount: '0' });
    expect(await verifyQuoteSignature(any, (await sim.info()).publicKey)).to.deep.equal({ ok: true });
  });

  it('prices a concrete amount like an exact one, with the smallest amount worth bridging as minAmountIn', async () => {
    const sim = makeSim();
    const token = await sim.issueToken();
    const client = clientFor(sim, token);
    const priced = await client.quote(
      anyRequest(sim, { dry: true, originAsset: SOL, amount: String(ONE_SOL), appFees: FEES }),
    );
    expect(priced.quote.amountIn).to.equal(String(ONE_SOL));
    expect(priced.quote.amountOut).to.equal((await exactQuote(sim, token, SOL, 'sol', ONE_SOL)).amountOut);
    const tooLow = await post(sim, '/v0/quote', anyRequest(sim, { dry: true, originAsset: SOL, amount: '1' }), {
      authorization: `Bearer ${token}`,
    });
    const least = /^Amount is too low for bridge, try at least (\d+)$/.exec(String(tooLow.body.message))?.[1];
    expect(priced.quote.minAmountIn).to.equal(least);
  });

  it('refuses 1cs_v1:any with an ORIGIN_CHAIN deposit (400), and ANY_INPUT without a credential (401)', async () => {
    const sim = makeSim();
    const token = await sim.issueToken();
    const refused = await post(sim, '/v0/quote', anyRequest(sim, { depositType: 'ORIGIN_CHAIN' }), {
      'x-api-key': token,
    });
    expect(refused.status).to.equal(400);
    expect(refused.body.message).to.equal('originAsset 1cs_v1:any needs depositType INTENTS');
    const anonymous = await post(sim, '/v0/quote', anyRequest(sim));
    expect(anonymous.status).to.equal(401);
    expect(anonymous.body.message).to.equal('Swap type is not available for unauthorized requests');
  });

  it('lists a deposit address per chain of the token list, in its order and shape, with a memo on memo chains', async () => {
    const sim = makeSim();
    const { quote, client } = await open(sim);
    const chains = [...new Set((await client.tokens()).map((t) => t.blockchain))];
    const list = quote.quote.chainDepositAddresses ?? [];
    expect(list.map((c) => c.blockchain)).to.deep.equal(chains);
    for (const entry of list) {
      expect(validateAddress(entry.blockchain, entry.address).ok, `${entry.blockchain} ${entry.address}`).to.equal(
        true,
      );
      if (entry.blockchain === 'stellar') expect(entry.memo).to.match(/^\d{10}$/);
      else expect('memo' in entry, entry.blockchain).to.equal(false);
    }
    // The swap's identity stays the NEAR Intents account.
    expect(quote.quote.depositAddress).to.match(/^[0-9a-f]{64}$/);
    const other = (await open(sim)).quote.quote.chainDepositAddresses ?? [];
    expect(other.find((c) => c.blockchain === 'eth')?.address).to.not.equal(list.find((c) => c.blockchain === 'eth')?.address); // prettier-ignore
    expect(other.find((c) => c.blockchain === 'stellar')?.memo).to.not.equal(list.find((c) => c.blockchain === 'stellar')?.memo); // prettier-ignore
  });

  it('lists no chain addresses for a dry, ORIGIN_CHAIN, non-public or other swap type quote', async () => {
    const sim = makeSim();
    const client = clientFor(sim, await sim.issueToken());
    const without: [string, QuoteResponse][] = [
      ['dry', await client.quote(anyRequest(sim, { dry: true }))],
      ['origin chain', await client.quote(anyRequest(sim, { originAsset: SOL, depositType: 'ORIGIN_CHAIN' }))],
      ['basic', await client.quote(anyRequest(sim, { confidentiality: 'basic' }))],
      ['exact input', await client.quote(quoteRequest(sim, { dry: false, depositType: 'INTENTS' }))],
    ];
    for (const [name, response] of without) {
      expect(response.quote.chainDepositAddresses ?? undefined, name).to.equal(undefined);
    }
    expect(without[1]![1].quote.depositAddress).to.satisfy((a: string) => validateAddress('sol', a).ok);
  });
});

describe('simulator ANY_INPUT: deposits', () => {
  it('takes a token only on its own chain address; the Intents account takes any token', async () => {
    const sim = makeSim();
    const { depositAddress, chainAddress } = await open(sim);
    const deposit = (body: Record<string, string>) => post(sim, '/_sim/deposit', { amount: '1000000', ...body });
    const missing = await deposit({ depositAddress });
    expect(missing.status).to.equal(400);
    expect(missing.body.message).to.equal('asset is required for this deposit address');
    const wrong = await deposit({ ...chainAddress('sol'), asset: ETH_USDC });
    expect(wrong.status).to.equal(400);
    expect(wrong.body.message).to.equal(`asset ${ETH_USDC} is not on sol`);
    const unknown = await deposit({ ...chainAddress('sol'), asset: 'nep141:nope.near' });
    expect(unknown.status).to.equal(400);
    expect(unknown.body.message).to.equal('asset nep141:nope.near is not in the token list');
    expect(() => sim.deposit({ ...chainAddress('eth'), amount: 1n, asset: SOL })).to.throw(
      `asset ${SOL} is not on eth`,
    );
    const stellar = chainAddress('stellar');
    expect((await deposit({ depositAddress: stellar.depositAddress, asset: XLM })).status).to.equal(404); // memo missing
    expect((await deposit({ ...stellar, asset: XLM })).status).to.equal(200);
    expect((await deposit({ ...chainAddress('sol'), asset: SOL })).status).to.equal(200);
    expect((await deposit({ depositAddress, asset: BTC })).status).to.equal(200);
    expect((await deposit({ depositAddress, asset: ETH_USDC })).status).to.equal(200);
  });

  it('defaults the token to a concrete origin asset, which its chain address takes and others refuse', async () => {
    const sim = makeSim();
    const { chainAddress, depositAddress } = await open(sim, { originAsset: SOL });
    expect(sim.deposit({ ...chainAddress('sol'), amount: ONE_SOL }).status).to.equal('KNOWN_DEPOSIT_TX');
    const refused = await post(sim, '/_sim/deposit', { ...chainAddress('eth'), amount: '1' });
    expect(refused.body.message).to.equal(`asset ${SOL} is not on eth`);
    expect(sim.deposit({ depositAddress, amount: 5n, asset: WNEAR }).status).to.equal('KNOWN_DEPOSIT_TX');
  });

  it('refuses another token than the origin for the other swap types', async () => {
    const sim = makeSim();
    const quote = await clientFor(sim).quote(quoteRequest(sim, { dry: false }));
    const depositAddress = quote.quote.depositAddress ?? '';
    const other = await post(sim, '/_sim/deposit', { depositAddress, amount: '1', asset: SOL });
    expect(other.status).to.equal(400);
    expect(other.body.message).to.equal(`asset must be ${ETH_USDC} for this deposit address`);
    const same = await post(sim, '/_sim/deposit', { depositAddress, amount: quote.quote.amountIn, asset: ETH_USDC });
    expect(same.body.status).to.equal('KNOWN_DEPOSIT_TX');
  });

  it('turns each deposit into one withdrawal at the market price of its arrival, visible once confirmed and converted', async () => {
    const sim = makeSim();
    const s = await open(sim, { originAsset: SOL, appFees: FEES });
    const withdrawFee = s.quote.quote.withdrawFee ?? '';
    expect(BigInt(withdrawFee) > 0n).to.equal(true);
    sim.clock.advance(HOUR / 4); // prices have moved since the quote
    const now = await exactQuote(sim, s.token, SOL, 'sol', ONE_SOL);
    // The withdrawal fee is the quote's; the rest is what a quote at the deposit's time pays.
    const expected = BigInt(now.amountOut) + BigInt(now.withdrawFee ?? '0') - BigInt(withdrawFee);
    const at = sim.clock.now();
    sim.deposit({ ...s.chainAddress('sol'), amount: ONE_SOL });
    sim.clock.advance(SOL_DONE - 1);
    expect((await s.withdrawals()).withdrawals).to.deep.equal([]);
    sim.clock.advance(1);
    const answer = await s.withdrawals();
    expect(answer).to.deep.include({
      asset: ETH_USDC,
      recipient: s.quote.quoteRequest.recipient,
      affiliateRecipient: 'fees.partner.near',
      page: 1,
      limit: 50,
      total: 1,
    });
    const [w] = answer.withdrawals;
    // A partner quote at that moment pays the same: app fee and spread taken, no platform fee, withdrawFee deducted.
    expect(w).to.deep.include({
      status: 'SUCCESS',
      amountOut: String(expected),
      withdrawFee,
      withdrawFeeFormatted: toDecimal(BigInt(withdrawFee), 6),
      timestamp: new Date(at + SOL_DONE).toISOString(),
    });
    expect(Number(w?.amountOutUsd)).to.be.closeTo(Number(expected) / 1e6, 0.2); // USDC is worth 1 USD give or take 0.05 %
    const status = await s.status();
    expect(details(status).destinationChainTxHashes?.map((h) => h.hash)).to.deep.equal([w?.hash]);
    expect(details(status).destinationChainTxHashes?.[0]?.explorerUrl).to.equal(`https://etherscan.io/tx/${w?.hash}`);
  });

  it('fails a withdrawal the deposit cannot pay the fee for, and every one at a failure rate of 1', async () => {
    const sim = makeSim();
    const s = await open(sim);
    sim.deposit({ ...s.chainAddress('eth'), amount: 200_000n, asset: ETH_USDC }); // 0.20 USDC, the fee is 0.30
    sim.clock.advance(1000);
    sim.setFaults({ swapFailureRate: 1 });
    sim.deposit({ ...s.chainAddress('eth'), amount: 50_000_000n, asset: ETH_USDC });
    sim.clock.advance(confirmMs('eth') + PROCESSING_MS);
    const { withdrawals } = await s.withdrawals({ sortOrder: 'asc' });
    expect(withdrawals.map((w) => [w.status, w.amountOut, w.withdrawFee])).to.deep.equal([
      ['FAILED', '0', '0'],
      ['FAILED', '0', '0'],
    ]);
    sim.clock.advance(HOUR);
    const failed = await s.status();
    expect(failed.status).to.equal('FAILED');
    expect(details(failed).amountOut ?? undefined).to.equal(undefined);
  });
});

describe('simulator ANY_INPUT: status', () => {
  it('keeps accepting until the deadline, then ends in SUCCESS with the sums of what arrived and went out', async () => {
    const sim = makeSim();
    const s = await open(sim, { originAsset: SOL });
    const deadline = Date.parse(s.quote.quote.deadline ?? '');
    const created = sim.clock.now();
    expect((await s.status()).status).to.equal('PENDING_DEPOSIT');
    const first = sim.deposit({ ...s.chainAddress('sol'), amount: ONE_SOL });
    expect(first.status).to.equal('KNOWN_DEPOSIT_TX');
    expect(Date.parse(first.updatedAt)).to.equal(created);
    sim.clock.advance(confirmMs('sol'));
    expect((await s.status()).status).to.equal('PROCESSING');
    sim.clock.advance(PROCESSING_MS);
    const between = await s.status();
    expect(between.status).to.equal('PENDING_DEPOSIT'); // paid out, still collecting
    expect(details(between).depositedAmount).to.equal(String(ONE_SOL));
    const [w1] = (await s.withdrawals()).withdrawals;
    expect(details(between).amountOut).to.equal(w1?.amountOut);
    expect(details(between).withdrawFee).to.equal(s.quote.quote.withdrawFee);
    expect(Date.parse(between.updatedAt)).to.equal(sim.clock.now());

    // Another token (it does not count as deposited SOL) and a second SOL deposit, the last one just before the end.
    sim.deposit({ ...s.chainAddress('eth'), amount: 10_000_000n, asset: ETH_USDC });
    sim.clock.advance(deadline - sim.clock.now() - 1000);
    sim.deposit({ depositAddress: s.depositAddress, amount: ONE_SOL / 2n, txHash: 'sol-hash-unchecked' });
    sim.clock.advance(1000);
    expect((await s.status()).status).to.equal('KNOWN_DEPOSIT_TX'); // past the deadline, one still in flight
    sim.clock.advance(SOL_DONE);
    const done = await s.status();
    expect(done.status).to.equal('SUCCESS');
    const { withdrawals } = await s.withdrawals({ sortOrder: 'asc' });
    expect(withdrawals.map((w) => w.status)).to.deep.equal(['SUCCESS', 'SUCCESS', 'SUCCESS']);
    const d = details(done);
    expect(d.depositedAmount).to.equal(String(ONE_SOL + ONE_SOL / 2n));
    expect(d.amountOut).to.equal(String(withdrawals.reduce((sum, w) => sum + BigInt(w.amountOut), 0n)));
    expect(d.withdrawFee).to.equal(s.quote.quote.withdrawFee);
    expect(d.destinationChainTxHashes?.map((h) => h.hash)).to.have.members(withdrawals.map((w) => w.hash));
    expect(d.originChainTxHashes?.map((h) => h.explorerUrl?.split('/')[2])).to.deep.equal([
      'solscan.io',
      'etherscan.io',
      'solscan.io',
    ]);
    expect(d.originChainTxHashes?.[2]?.hash).to.equal('sol-hash-unchecked');
    expect(Date.parse(done.updatedAt)).to.equal(Date.parse(withdrawals[2]!.timestamp));

    // After the deadline nothing more is collected.
    sim.deposit({ ...s.chainAddress('sol'), amount: ONE_SOL });
    sim.clock.advance(SOL_DONE);
    expect((await s.status()).status).to.equal('SUCCESS');
    expect((await s.withdrawals()).total).to.equal(3);
  });

  it('stays PENDING_DEPOSIT past the deadline when nothing arrived, and leaves out depositedAmount for 1cs_v1:any', async () => {
    const sim = makeSim();
    const empty = await open(sim);
    const paid = await open(sim);
    sim.deposit({ ...paid.chainAddress('sol'), amount: ONE_SOL, asset: SOL });
    sim.clock.advance(2 * HOUR);
    const none = await empty.status();
    expect(none.status).to.equal('PENDING_DEPOSIT');
    expect(details(none).amountOut ?? undefined).to.equal(undefined);
    const done = await paid.status();
    expect(done.status).to.equal('SUCCESS');
    expect(details(done).depositedAmount ?? undefined).to.equal(undefined);
    expect(BigInt(details(done).amountOut ?? '0') > 0n).to.equal(true);
  });
});

describe('simulator ANY_INPUT: withdrawals endpoint', () => {
  it('answers 401 without or with a bad credential, 404 for unknown, foreign and other swaps, 400 for a bad query', async () => {
    const sim = makeSim();
    const s = await open(sim);
    const url = withdrawalsUrl({ depositAddress: s.depositAddress });
    const refusedWith: Record<string, string>[] = [
      {},
      { 'x-api-key': `${s.token}x` },
      { authorization: 'Bearer nope' },
    ];
    for (const headers of refusedWith) {
      const refused = await get(sim, url, headers);
      expect(refused.status, JSON.stringify(headers)).to.equal(401);
      expect(refused.body).to.deep.include({ message: 'Unauthorized' });
    }
    const ok = await get(sim, url, { 'x-api-key': s.token });
    expect(ok.status).to.equal(200);
    // affiliateRecipient is a required string in the contract: never null, so the official client's check passes.
    expect(ok.body).to.deep.include({ withdrawals: [], total: 0, affiliateRecipient: '' });
    const exact = await clientFor(sim).quote(quoteRequest(sim, { dry: false }));
    const foreign = await sim.issueToken('acme-wallet');
    for (const [query, headers] of [
      [{ depositAddress: addressOn('near', 9) }, { 'x-api-key': s.token }],
      [{ depositAddress: s.depositAddress }, { 'x-api-key': foreign }],
      [{ depositAddress: exact.quote.depositAddress ?? '' }, { 'x-api-key': s.token }],
    ] as const) {
      const missing = await get(sim, withdrawalsUrl(query), headers);
      expect(missing.status, JSON.stringify(query)).to.equal(404);
      expect(missing.body).to.deep.include({ message: 'Deposit address not found' });
    }
    const bad = await get(sim, withdrawalsUrl({ depositAddress: s.depositAddress, limit: '0', sortOrder: 'up' }), {
      authorization: `Bearer ${s.token}`,
    });
    expect(bad.status).to.equal(400);
    expect((bad.body as { message: string }).message).to.match(/limit must be at least 1.*sortOrder must be one of asc, desc/); // prettier-ignore
    expect((await get(sim, withdrawalsUrl({}), { 'x-api-key': s.token })).status).to.equal(400);
  });

  it('sorts by timestamp (newest first by default), filters on timestampFrom and pages with page and limit', async () => {
    const sim = makeSim();
    const s = await open(sim);
    for (const amount of [10_000_000n, 20_000_000n, 30_000_000n]) {
      sim.deposit({ ...s.chainAddress('eth'), amount, asset: ETH_USDC });
      sim.clock.advance(60_000);
    }
    sim.clock.advance(confirmMs('eth') + PROCESSING_MS);
    const times = (await s.withdrawals({ sortOrder: 'asc' })).withdrawals.map((w) => w.timestamp);
    expect(times).to.have.length(3);
    expect([...times].sort()).to.deep.equal(times);
    expect((await s.withdrawals()).withdrawals.map((w) => w.timestamp)).to.deep.equal([...times].reverse());
    const first = await s.withdrawals({ limit: 2 });
    expect(first).to.deep.include({ page: 1, limit: 2, total: 3 });
    expect(first.withdrawals.map((w) => w.timestamp)).to.deep.equal([times[2], times[1]]);
    const second = await s.withdrawals({ limit: 2, page: 2 });
    expect(second.withdrawals.map((w) => w.timestamp)).to.deep.equal([times[0]]);
    const from = await s.withdrawals({ timestampFrom: times[1]!, sortOrder: 'asc' });
    expect(from.total).to.equal(2);
    expect(from.withdrawals.map((w) => w.timestamp)).to.deep.equal([times[1], times[2]]);
  });
});

describe('simulator: a submitted hash is not a deposit', () => {
  it('records the hash and keeps PENDING_DEPOSIT; the next deposit without a hash of its own takes it', async () => {
    const sim = makeSim();
    const client = clientFor(sim);
    const quote = await client.quote(quoteRequest(sim, { dry: false }));
    const depositAddress = quote.quote.depositAddress ?? '';
    const [first, second] = [`0x${'a1'.repeat(32)}`, `0x${'b2'.repeat(32)}`];
    for (const txHash of [first, second, first]) {
      const answer = await client.submitDeposit({ depositAddress, txHash });
      expect(answer.status).to.equal('PENDING_DEPOSIT');
      expect(details(answer).originChainTxHashes).to.deep.equal([]);
    }
    sim.clock.advance(HOUR / 2);
    expect((await client.status({ depositAddress })).status).to.equal('PENDING_DEPOSIT');
    // Over the control endpoint, as the demo's panel sends it: half, then the rest with a hash of its own, then more.
    const half = BigInt(quote.quote.amountIn) / 2n;
    const own = `0x${'c3'.repeat(32)}`;
    await post(sim, '/_sim/deposit', { depositAddress, amount: String(half) });
    await post(sim, '/_sim/deposit', { depositAddress, amount: String(half), txHash: own });
    await post(sim, '/_sim/deposit', { depositAddress, amount: '1' });
    const last = await post(sim, '/_sim/deposit', { depositAddress, amount: '1' });
    const hashes = (last.body as StatusResponse).swapDetails?.originChainTxHashes?.map((h) => h.hash) ?? [];
    expect(hashes.slice(0, 3)).to.deep.equal([first, own, second]);
    expect(hashes[3])
      .to.match(/^0x[0-9a-f]{64}$/)
      .and.not.be.oneOf([first, second, own]); // none left: a fresh one
  });

  it('gives an ANY_INPUT deposit the oldest submitted hash that fits its chain', async () => {
    const sim = makeSim();
    const s = await open(sim);
    const ethHash = `0x${'d4'.repeat(32)}`;
    const submitted = await s.client.submitDeposit({ depositAddress: s.depositAddress, txHash: ethHash });
    expect(submitted.status).to.equal('PENDING_DEPOSIT');
    expect((await post(sim, '/v0/deposit/submit', { depositAddress: s.depositAddress, txHash: 'not a hash' })).status).to.equal(400); // prettier-ignore
    const btc = sim.deposit({ ...s.chainAddress('btc'), amount: 100_000n, asset: BTC });
    expect(details(btc).originChainTxHashes?.[0]?.hash).to.not.equal(ethHash);
    const eth = sim.deposit({ ...s.chainAddress('eth'), amount: 10_000_000n, asset: ETH_USDC });
    expect(details(eth).originChainTxHashes?.[1]).to.deep.equal({
      hash: ethHash,
      explorerUrl: `https://etherscan.io/tx/${ethHash}`,
    });
  });
});
