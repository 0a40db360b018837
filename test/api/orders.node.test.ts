// Issue 50 points 2 and 6 (client side): createOrder, getOrder, listOrders, cancelOrder against the simulator, the
// JSON:API body sent, and each error of the order routes thrown as a typed OrderError carrying its code, pointer and
// retry. Requests are recorded at the fetch the client is given (the simulator answers them).
import { beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSwapClient, type SwapClient } from '../../src/api/client.js';
import { SwapApiError } from '../../src/api/errors.js';
import { OrderError, cancelOrder, createOrder, getOrder, listOrders } from '../../src/api/orders.js';
import type { OrderRequest } from '../../src/api/order-schemas.js';
import type { Simulator } from '../../src/simulator/app.js';
import { CANCEL_MS } from '../../src/simulator/orders.js';
import { BASE, makeSim, orderRequest, post } from '../simulator/helpers.js';

const NEAR = 10n ** 24n;

describe('client: limit orders', () => {
  let sim: Simulator;
  let sent: { url: string; method: string; headers: Headers; body: string }[];
  let client: SwapClient;

  const request = (patch: Partial<OrderRequest> = {}): OrderRequest => orderRequest({ price: '5.25', ...patch });
  const make = (config: { apiKey?: string; token?: string } = {}) =>
    createSwapClient({
      baseUrl: BASE,
      retries: 0,
      ...config,
      fetch: async (input, init) => {
        const r = new Request(input, init);
        sent.push({ url: r.url, method: r.method, headers: r.headers, body: await r.clone().text() });
        return sim.fetch(r);
      },
    });
  async function failure(promise: Promise<unknown>): Promise<OrderError> {
    const error = await promise.then(
      () => assert.fail('expected an OrderError'),
      (e: unknown) => e,
    );
    assert.ok(error instanceof OrderError, String(error));
    assert.ok(error instanceof SwapApiError);
    return error;
  }

  beforeEach(async () => {
    sim = makeSim();
    sent = [];
    client = make({ apiKey: await sim.issueToken() });
  });

  it('createOrder sends the JSON:API document with the partner key and hands over the order', async () => {
    const order = await createOrder(client, request());
    const [call] = sent;
    assert.equal(call!.method, 'POST');
    assert.equal(call!.url, `${BASE}/v0/orders`);
    assert.ok(call!.headers.get('x-api-key'));
    assert.deepEqual(JSON.parse(call!.body), {
      data: { type: 'orders', attributes: { orderType: 'LIMIT', ...request() } },
    });
    assert.match(order.id, /^[0-9a-f-]{36}$/);
    assert.equal(order.fillStatus, 'AWAITING_DEPOSIT');
    assert.equal(order.swapView.amountIn, (2n * NEAR).toString());
    assert.equal(order.swapView.minAmountOut, '10500000');
    assert.deepEqual(await getOrder(client, order.id), order);
  });

  it('listOrders sends the filters and pages by cursor; cancelOrder answers PENDING_CANCEL then CANCELED', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await createOrder(client, request())).id);
    const first = await listOrders(client, { pageSize: 2, fillStatus: ['AWAITING_DEPOSIT', 'OPEN'] });
    const url = new URL(sent[sent.length - 1]!.url);
    assert.deepEqual(url.searchParams.getAll('filter[fillStatus]'), ['AWAITING_DEPOSIT', 'OPEN']);
    assert.equal(url.searchParams.get('page[size]'), '2');
    assert.deepEqual(
      first.orders.map((o) => o.id),
      [ids[2], ids[1]],
    );
    assert.equal(first.nextCursor, ids[1]);
    const second = await listOrders(client, { pageSize: 2, after: first.nextCursor! });
    assert.deepEqual(
      second.orders.map((o) => o.id),
      [ids[0]],
    );
    assert.equal(second.nextCursor, null);

    const pending = await cancelOrder(client, ids[0]!);
    assert.equal(pending.fillStatus, 'PENDING_CANCEL');
    assert.equal(sent[sent.length - 1]!.url, `${BASE}/v0/orders/${ids[0]}/cancel`);
    sim.clock.advance(CANCEL_MS);
    assert.equal((await getOrder(client, ids[0]!)).fillStatus, 'CANCELED');
    const final = await listOrders(client, { isPayoutStatusFinal: true });
    assert.deepEqual(
      final.orders.map((o) => o.id),
      [ids[0]],
    );
  });

  it('validation-failed: the code, the pointer and the field of the first error, all errors kept', async () => {
    // Valid for the client, refused by the service: a recipient that is no Ethereum address.
    const error = await failure(createOrder(client, request({ recipient: 'nobody', refundTo: 'No body!' })));
    assert.equal(error.code, 'validation-failed');
    assert.equal(error.status, 400);
    assert.equal(error.kind, 'http');
    assert.equal(error.pointer, '/data/attributes/refundTo');
    assert.equal(error.field, 'refundTo');
    assert.deepEqual(
      error.errors.map((e) => e.source?.pointer),
      ['/data/attributes/refundTo', '/data/attributes/recipient'],
    );
    assert.ok(error.correlationId);
  });

  it('order-rejected, authentication-required, order-not-found, internal-error: each its code and kind', async () => {
    const rejected = await failure(createOrder(client, request({ quantity: '1' })));
    assert.equal(rejected.code, 'order-rejected');
    assert.equal(rejected.kind, 'http');
    const anonymous = await failure(createOrder(make(), request()));
    assert.equal(anonymous.code, 'authentication-required');
    assert.equal(anonymous.kind, 'unauthorized');
    const missing = await failure(getOrder(client, 'no-such-order'));
    assert.equal(missing.code, 'order-not-found');
    assert.equal(missing.kind, 'not-found');
    await post(sim, '/_sim/orders/next-error', { code: 'internal-error' });
    const broken = await failure(listOrders(client));
    assert.equal(broken.code, 'internal-error');
    assert.equal(broken.status, 500);
    assert.equal(broken.transient, true);
  });

  it('rate-limit-exceeded carries Retry-After in seconds and asks to wait', async () => {
    await post(sim, '/_sim/faults', { rateLimitRate: 1 });
    const limited = await failure(createOrder(client, request()));
    assert.equal(limited.code, 'rate-limit-exceeded');
    assert.equal(limited.kind, 'rate-limited');
    assert.equal(limited.retryAfter, 1);
    assert.equal(limited.retryAfterMs, 1000);
    assert.equal(limited.asksToWait, true);
    assert.equal(sent.length, 1); // a create is never repeated
  });

  it('checks a request before sending and sends a user session only beside an API key', async () => {
    const refused = await createOrder(client, request({ price: '0' })).then(
      () => assert.fail('expected a refusal'),
      (e: unknown) => e as SwapApiError,
    );
    assert.equal(refused.kind, 'invalid-request');
    assert.equal(sent.length, 0);
    const session = `e30.${btoa(JSON.stringify({ sub: 'alice.near' })).replace(/=+$/, '')}.sig`;
    await createOrder(client, request(), { session });
    assert.equal(sent[0]!.headers.get('authorization'), `Bearer ${session}`);
    assert.equal((await listOrders(client, {}, { session: 'other' })).orders.length, 0);
    assert.equal((await listOrders(client, {}, { session })).orders.length, 1);
    const withToken = make({ token: await sim.issueToken() });
    const conflict = await listOrders(withToken, {}, { session }).then(
      () => assert.fail('expected a refusal'),
      (e: unknown) => e as SwapApiError,
    );
    assert.equal(conflict.kind, 'invalid-request');
    assert.equal(sent.length, 3);
  });
});
