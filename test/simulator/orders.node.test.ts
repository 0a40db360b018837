// Issue 50 point 7: limit orders on the simulator, over its HTTP surface (the JSON:API routes, their error format,
// the control endpoints) with a manual clock: create, validation with pointers, credentials, the owner's scope,
// funding, fills over simulated time, payouts, cancel, expiry, list filters and paging.
import { beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { base58, hex } from '@scure/base';
import { ed25519 } from '@noble/curves/ed25519.js';
import type { Simulator } from '../../src/simulator/app.js';
import { CANCEL_MS, FILL_INTERVAL_MS, PAYOUT_MS } from '../../src/simulator/orders.js';
import { addressOn, BASE, ETH_USDC, makeSim, orderRequest, post, WNEAR } from './helpers.js';

interface Payout {
  status: string;
  amount: string;
  asset: string;
  txHash?: string;
}
interface Attributes {
  [key: string]: unknown;
  fillStatus: string;
  payoutStatus: string;
  isPayoutStatusFinal: boolean;
  depositAddress: string;
  depositMemo?: string;
  depositedAmount: string;
  partialFills: { id: string; amountIn: string; amountOut: string }[];
  payouts: { withdrawal: Payout | null; allWithdrawals: Payout[]; refund: Payout | null };
}
interface Resource {
  type: string;
  id: string;
  attributes: Attributes;
  links: { self: string };
}
type Doc = { data: Resource };
type Source = { pointer?: string; parameter?: string };
type Errors = { errors: { status: string; code: string; title: string; detail?: string; source: Source }[] };
type Listing = { data: Resource[]; links: { next: string | null }; meta: { page: { nextCursor: string | null } } };

const NEAR = 10n ** 24n;

describe('simulator: limit orders', () => {
  let sim: Simulator;
  let key: string;

  const headers = (extra: Record<string, string> = {}) => ({ 'x-api-key': key, ...extra });
  const attributes = (patch: Record<string, unknown> = {}) => ({
    orderType: 'LIMIT',
    ...orderRequest({ quantity: (10n * NEAR).toString() }),
    ...patch,
  });
  const create = (patch: Record<string, unknown> = {}, h: Record<string, string> = headers()) =>
    post(sim, '/v0/orders', { data: { type: 'orders', attributes: attributes(patch) } }, h);
  async function get(path: string, h: Record<string, string> = headers()) {
    const response = await sim.fetch(new Request(`${BASE}${path}`, { headers: h }));
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as Listing & Errors & Doc,
    };
  }
  const order = async (id: string) => ((await get(`/v0/orders/${id}`)).body as Doc).data.attributes;
  const price = (p: string, base = WNEAR, quote = ETH_USDC) =>
    post(sim, '/_sim/market/price', { base, quote, price: p });

  beforeEach(async () => {
    sim = makeSim();
    key = await sim.issueToken('demo-partner');
  });

  it('creates an order: 201, the JSON:API document, a deposit address and the swap view of a SELL', async () => {
    const { status, body } = await create();
    assert.equal(status, 201);
    const { data, meta } = body as Doc & { meta: Record<string, string> };
    assert.equal(data.type, 'orders');
    assert.match(data.id, /^[0-9a-f-]{36}$/);
    assert.equal(data.links.self, `${BASE}/v0/orders/${data.id}`);
    assert.match(meta.correlationId!, /^[0-9a-f-]{36}$/);
    assert.equal(meta.timestamp, new Date(sim.clock.now()).toISOString());
    const a = data.attributes;
    assert.equal(a.fillStatus, 'AWAITING_DEPOSIT');
    assert.equal(a.payoutStatus, 'NOT_STARTED');
    assert.equal(a.isPayoutStatusFinal, false);
    assert.match(a.depositAddress, /^[0-9a-f]{64}$/); // wNEAR is paid on NEAR
    // 10 NEAR at 5 USDC: 50 USDC at least.
    assert.deepEqual(a.swapView, {
      swapType: 'EXACT_INPUT',
      amountIn: (10n * NEAR).toString(),
      minAmountOut: '50000000',
    });
    assert.equal(a.timeInForce, 'GTC');
    assert.equal(a.deadline, new Date(sim.clock.now() + 7 * 24 * 3_600_000).toISOString());
    assert.deepEqual(a.partialFills, []);
    assert.deepEqual(a.payouts, { withdrawal: null, allWithdrawals: [], refund: null });
  });

  it('a BUY asks for maxAmountIn of the quote token, rounded up; a memo chain gets a memo', async () => {
    const buyer = { side: 'BUY', refundTo: addressOn('eth'), recipient: addressOn('near', 2) };
    const buy = (await create({ ...buyer, quantity: '3', price: '0.000000000000000000000001' })).body as Errors;
    // 3 yocto-NEAR at that price is worth nothing: refused as an order, not as a field.
    assert.equal(buy.errors[0]!.code, 'order-rejected');
    const { body } = await create({ ...buyer, quantity: (3n * NEAR).toString(), price: '2.3333333' });
    const a = (body as Doc).data.attributes;
    // 3 × 2.3333333 = 6.9999999 USDC → 6999999.9 units, rounded up.
    assert.deepEqual(a.swapView, {
      swapType: 'EXACT_OUTPUT',
      maxAmountIn: '7000000',
      amountOut: (3n * NEAR).toString(),
    });
    const XLM = 'nep245:v2_1.omni.hot.tg:1100_111bzQBB5v7AhLyPMDwS8uJgQV24KaAPXtwyVWu2KXbbfQU6NXRCz';
    const memo = (
      await create({ baseAsset: XLM, quantity: '1000000000', price: '0.3', refundTo: addressOn('stellar') })
    ).body as Doc;
    assert.match(memo.data.attributes.depositMemo ?? '', /^\d{10}$/);
    assert.equal(memo.data.attributes.depositMode, 'MEMO');
  });

  it('validation-failed points at each attribute; public, a past deadline and IOC are refused', async () => {
    const { status, body } = await create({
      price: '-1',
      quantity: '1.5',
      confidentiality: 'public',
      deadline: new Date(sim.clock.now() - 1000).toISOString(),
      timeInForce: 'IOC',
      recipient: 'not an address',
      colour: 'red',
    });
    assert.equal(status, 400);
    const errors = (body as Errors).errors;
    assert.ok(errors.every((e) => e.code === 'validation-failed' && e.status === '400' && e.title));
    const pointers = errors.map((e) => e.source.pointer!).sort();
    assert.deepEqual(
      pointers,
      ['colour', 'confidentiality', 'deadline', 'price', 'quantity', 'recipient', 'timeInForce'].map(
        (f) => `/data/attributes/${f}`,
      ),
    );
    assert.match(errors.find((e) => e.source.pointer!.endsWith('confidentiality'))!.detail!, /public/);
    const missing = (await create({ confidentiality: undefined })).body as Errors;
    assert.equal(missing.errors[0]!.source.pointer, '/data/attributes/confidentiality');
  });

  it('the document errors: malformed, wrong type (409), a client id (403); no credential (401)', async () => {
    const malformed = await post(sim, '/v0/orders', '{"data": ', headers());
    assert.equal(malformed.status, 400);
    assert.equal((malformed.body as unknown as Errors).errors[0]!.code, 'malformed-request');
    const typed = await post(sim, '/v0/orders', { data: { type: 'quotes', attributes: attributes() } }, headers());
    assert.equal(typed.status, 409);
    assert.deepEqual((typed.body as unknown as Errors).errors[0]!.source, { pointer: '/data/type' });
    const withId = await post(sim, '/v0/orders', { data: { type: 'orders', id: 'x', attributes: attributes() } }, headers()); // prettier-ignore
    assert.equal(withId.status, 403);
    assert.equal((withId.body as unknown as Errors).errors[0]!.code, 'client-generated-id');
    const anonymous = await create({}, {});
    assert.equal(anonymous.status, 401);
    assert.equal((anonymous.body as unknown as Errors).errors[0]!.code, 'authentication-required');
    assert.ok((anonymous.body as { meta?: { correlationId?: string } }).meta?.correlationId);
    const listed = await get('/v0/orders', {});
    assert.equal(listed.body.errors[0]!.code, 'authentication-required');
  });

  it('get and cancel are scoped to the partner and to the user session; another sees order-not-found', async () => {
    const session = (sub: string) => `Bearer e30.${btoa(JSON.stringify({ sub })).replace(/=+$/, '')}.sig`;
    const alice = headers({ authorization: session('alice.near') });
    const bob = headers({ authorization: session('bob.near') });
    const { body } = await create({}, alice);
    const id = (body as Doc).data.id;
    assert.equal((await get(`/v0/orders/${id}`, alice)).status, 200);
    assert.equal((await get(`/v0/orders/${id}`)).status, 200); // the partner sees every order it placed
    const other = await get(`/v0/orders/${id}`, bob);
    assert.equal(other.status, 404);
    assert.equal(other.body.errors[0]!.code, 'order-not-found');
    const otherPartner = { 'x-api-key': await sim.issueToken('acme-wallet') };
    assert.equal((await get(`/v0/orders/${id}`, otherPartner)).status, 404);
    assert.equal((await post(sim, `/v0/orders/${id}/cancel`, {}, bob)).status, 404);
    assert.deepEqual((await get('/v0/orders', bob)).body.data, []);
    assert.equal((await get('/v0/orders', alice)).body.data.length, 1);
    assert.equal((await get('/v0/orders/nope')).status, 404);
  });

  it('rate-limit-exceeded with Retry-After from the faults, and a switched-on error code', async () => {
    await post(sim, '/_sim/faults', { rateLimitRate: 1 });
    const limited = await create();
    assert.equal(limited.status, 429);
    assert.equal(limited.headers.get('retry-after'), '1');
    assert.equal((limited.body as unknown as Errors).errors[0]!.code, 'rate-limit-exceeded');
    await sim.fetch(new Request(`${BASE}/_sim/faults`, { method: 'DELETE' }));
    await post(sim, '/_sim/orders/next-error', { code: 'internal-error' });
    const failed = await create();
    assert.equal(failed.status, 500);
    assert.equal((failed.body as unknown as Errors).errors[0]!.code, 'internal-error');
    assert.equal((await create()).status, 201);
  });

  it('SELL: deposit → UNTRIGGERED → OPEN when the market reaches the limit → fills in parts → payout', async () => {
    await price('4');
    const { body } = await create();
    const { id, attributes: a } = (body as Doc).data;
    // Half the deposit first: still awaiting.
    await post(sim, '/_sim/deposit', { depositAddress: a.depositAddress, amount: (5n * NEAR).toString() });
    assert.equal((await order(id)).fillStatus, 'AWAITING_DEPOSIT');
    const funded = await post(sim, '/_sim/deposit', {
      depositAddress: a.depositAddress,
      amount: (5n * NEAR).toString(),
    });
    assert.equal((funded.body as unknown as Doc).data.attributes.fillStatus, 'UNTRIGGERED');
    sim.clock.advance(FILL_INTERVAL_MS * 3);
    assert.equal((await order(id)).fillStatus, 'UNTRIGGERED'); // 4 < 5: nothing fills
    await price('5.5');
    assert.equal((await order(id)).fillStatus, 'OPEN');
    sim.clock.advance(FILL_INTERVAL_MS);
    let now = await order(id);
    assert.equal(now.fillStatus, 'PARTIALLY_FILLED');
    assert.equal(now.partialFills.length, 1);
    // A third of 10 NEAR (rounded up) at the limit price.
    const third = (10n * NEAR + 2n) / 3n;
    assert.equal(now.partialFills[0]!.amountIn, third.toString());
    assert.equal(now.partialFills[0]!.amountOut, ((third * 5n * 10n ** 6n) / NEAR).toString());
    sim.clock.advance(FILL_INTERVAL_MS * 2);
    now = await order(id);
    assert.equal(now.fillStatus, 'FILLED');
    assert.equal(now.partialFills.length, 3);
    const ins = now.partialFills.reduce((s: bigint, f) => s + BigInt(f.amountIn), 0n);
    const outs = now.partialFills.reduce((s: bigint, f) => s + BigInt(f.amountOut), 0n);
    assert.equal(ins, 10n * NEAR);
    assert.equal(outs, 50_000_000n); // exactly minAmountOut: the parts add up
    assert.equal(now.payoutStatus, 'IN_PROGRESS');
    assert.equal(now.isPayoutStatusFinal, false);
    assert.equal(now.payouts.withdrawal!.status, 'IN_PROGRESS');
    assert.equal(now.payouts.refund, null);
    sim.clock.advance(PAYOUT_MS);
    now = await order(id);
    assert.equal(now.payoutStatus, 'COMPLETED');
    assert.equal(now.isPayoutStatusFinal, true);
    assert.equal(now.payouts.withdrawal!.amount, '50000000');
    assert.match(now.payouts.withdrawal!.txHash ?? '', /^0x[0-9a-f]{64}$/);
    assert.deepEqual(now.payouts.allWithdrawals, [now.payouts.withdrawal]);
  });

  it('cancel after a partial fill: PENDING_CANCEL, then CANCELED with exactly the unfilled part refunded', async () => {
    await price('4');
    const { body } = await create({ quantity: '7000000000000000000000001' });
    const { id, attributes: a } = (body as Doc).data;
    await post(sim, '/_sim/deposit', { depositAddress: a.depositAddress, amount: '7000000000000000000000001' });
    const filled = await post(sim, '/_sim/orders/fill', { orderId: id, quantity: '2500000000000000000000000' });
    assert.equal((filled.body as unknown as Doc).data.attributes.fillStatus, 'PARTIALLY_FILLED');
    const cancel = await post(sim, `/v0/orders/${id}/cancel`, {}, headers());
    assert.equal(cancel.status, 202);
    assert.equal((cancel.body as unknown as Doc).data.attributes.fillStatus, 'PENDING_CANCEL');
    await price('6'); // no fill while the cancel is pending
    sim.clock.advance(CANCEL_MS);
    const now = await order(id);
    assert.equal(now.fillStatus, 'CANCELED');
    assert.equal(now.partialFills.length, 1);
    assert.equal(now.payouts.refund!.amount, '4500000000000000000000001');
    assert.equal(now.payouts.refund!.asset, WNEAR);
    assert.equal(now.payouts.withdrawal!.amount, '12500000'); // 2.5 NEAR at 5
    assert.equal(now.payoutStatus, 'IN_PROGRESS');
    sim.clock.advance(PAYOUT_MS);
    const paid = await order(id);
    assert.equal(paid.payouts.refund!.status, 'COMPLETED');
    assert.match(paid.payouts.refund!.txHash ?? '', /^[1-9A-HJ-NP-Za-km-z]{40,50}$/);
    assert.equal(paid.isPayoutStatusFinal, true);
    const again = await post(sim, `/v0/orders/${id}/cancel`, {}, headers());
    assert.equal(again.status, 400);
    assert.equal((again.body as unknown as Errors).errors[0]!.code, 'request-rejected');
  });

  it('expires at its deadline with the unfilled deposit refunded; an unfunded cancel pays nothing', async () => {
    await price('4');
    const deadline = new Date(sim.clock.now() + 3_600_000).toISOString();
    const { body } = await create({ deadline });
    const { id, attributes: a } = (body as Doc).data;
    await post(sim, '/_sim/deposit', { depositAddress: a.depositAddress, amount: (10n * NEAR).toString() });
    sim.clock.advance(3_600_000 - 1);
    assert.equal((await order(id)).fillStatus, 'UNTRIGGERED');
    sim.clock.advance(1);
    const expired = await order(id);
    assert.equal(expired.fillStatus, 'EXPIRED');
    assert.equal(expired.payouts.refund!.amount, (10n * NEAR).toString());
    const empty = ((await create()).body as Doc).data.id;
    await post(sim, `/v0/orders/${empty}/cancel`, {}, headers());
    sim.clock.advance(CANCEL_MS);
    const canceled = await order(empty);
    assert.equal(canceled.fillStatus, 'CANCELED');
    assert.equal(canceled.payoutStatus, 'NOT_STARTED');
    assert.equal(canceled.isPayoutStatusFinal, true);
  });

  it('funds an INTENTS order by signing: each generate-intent covers what is still unfunded', async () => {
    const secret = ed25519.utils.randomSecretKey();
    const publicKey = ed25519.getPublicKey(secret);
    const signer = hex.encode(publicKey);
    sim.fundIntents({ accountId: signer, asset: WNEAR, amount: (20n * NEAR).toString() });
    const { body } = await create({ depositType: 'INTENTS', refundType: 'INTENTS', refundTo: signer });
    const { id, attributes: a } = (body as Doc).data;
    await post(sim, '/_sim/deposit', { depositAddress: a.depositAddress, amount: (4n * NEAR).toString() });
    const generated = await post(
      sim,
      '/v0/generate-intent',
      { type: 'swap_transfer', standard: 'raw_ed25519', signerId: signer, depositAddress: a.depositAddress },
      headers(),
    );
    assert.equal(generated.status, 200);
    const intent = generated.body.intent as { standard: string; payload: string };
    const message = JSON.parse(intent.payload);
    assert.deepEqual(message.intents, [
      { intent: 'transfer', receiver_id: a.depositAddress, tokens: { [WNEAR]: (6n * NEAR).toString() } },
    ]);
    const signature = ed25519.sign(new TextEncoder().encode(intent.payload), secret);
    const submitted = await post(
      sim,
      '/v0/submit-intent',
      {
        type: 'swap_transfer',
        signedData: {
          ...intent,
          public_key: `ed25519:${base58.encode(publicKey)}`,
          signature: `ed25519:${base58.encode(signature)}`,
        },
      },
      headers(),
    );
    assert.equal(submitted.status, 200, JSON.stringify(submitted.body));
    assert.equal(sim.intentsBalance(signer, WNEAR), 14n * NEAR);
    const now = await order(id);
    assert.equal(now.depositedAmount, (10n * NEAR).toString());
    assert.notEqual(now.fillStatus, 'AWAITING_DEPOSIT');
    const late = await post(
      sim,
      '/v0/generate-intent',
      { type: 'swap_transfer', standard: 'raw_ed25519', signerId: signer, depositAddress: a.depositAddress },
      headers(),
    );
    assert.equal(late.status, 400);
    assert.match(String(late.body.message), /not awaiting a deposit/);
  });

  it('lists newest first with fillStatus filters (repeatable), isPayoutStatusFinal and cursor paging', async () => {
    await price('4');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(((await create()).body as Doc).data.id);
    const funded = await order(ids[1]!);
    await post(sim, '/_sim/deposit', { depositAddress: funded.depositAddress, amount: (10n * NEAR).toString() });
    await post(sim, `/v0/orders/${ids[2]}/cancel`, {}, headers());
    const all = await get('/v0/orders?page[size]=2');
    assert.deepEqual(
      all.body.data.map((d) => d.id),
      [ids[4], ids[3]],
    );
    assert.equal(all.body.meta.page.nextCursor, ids[3]);
    const second = await get(`/v0/orders?page[size]=2&page[after]=${ids[3]}`);
    assert.deepEqual(
      second.body.data.map((d) => d.id),
      [ids[2], ids[1]],
    );
    const next = new URL(second.body.links.next ?? '');
    const third = await get(`${next.pathname.replace('/1click', '')}${next.search}`);
    assert.deepEqual(
      third.body.data.map((d) => d.id),
      [ids[0]],
    );
    assert.equal(third.body.links.next, null);
    const filtered = await get('/v0/orders?filter[fillStatus]=UNTRIGGERED&filter[fillStatus]=PENDING_CANCEL');
    assert.deepEqual(
      filtered.body.data.map((d) => d.id),
      [ids[2], ids[1]],
    );
    sim.clock.advance(CANCEL_MS);
    const final = await get('/v0/orders?filter[isPayoutStatusFinal]=true');
    assert.deepEqual(
      final.body.data.map((d) => d.id),
      [ids[2]],
    );
    const bad = await get('/v0/orders?page[size]=51&filter[fillStatus]=DONE');
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body.errors.map((e) => e.source.parameter).sort(), ['filter[fillStatus]', 'page[size]']);
  });
});
