// Issue 50 (o4, item 2): a gateway on another site than the page. With CROSS_SITE_COOKIE the visitor cookie is
// SameSite=None (a Lax one never goes with another site's fetch); a page from an origin named in ALLOWED_ORIGINS
// gets its own orders with that cookie, answered with its exact origin and Access-Control-Allow-Credentials;
// visitor B still gets nothing of A's; an origin not listed gets no credentials header and nothing upstream.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createGateway } from '../../src/gateway/app.js';
import { GatewayConfigError } from '../../src/gateway/config.js';
import { VISITOR_COOKIE } from '../../src/gateway/routes/orders.js';
import { makeSim, orderRequest } from '../simulator/helpers.js';
import { createWitness, manualClock, recordUpstream, testConfig } from './helpers.js';

const GW = 'https://swap-gateway.example';
const SHOP = 'https://shop.example';
const OTHER = 'https://other.example';

type Answer = { data?: { id: string } & { id: string }[]; errors?: { code: string }[] };

async function setup(env: Record<string, string>) {
  const sim = makeSim();
  const key = await sim.issueToken('demo-partner');
  const clock = manualClock({ base: sim.clock });
  const upstream = recordUpstream((request) => sim.fetch(request));
  const witness = createWitness();
  const gateway = createGateway(testConfig({ env: { PARTNER_API_KEY: key, ...env } }), {
    fetch: upstream.fetch,
    log: witness.log,
    now: clock.now,
    sleep: clock.sleep,
    clientAddress: (request) => request.headers.get('x-test-client') ?? '203.0.113.7',
  });
  /** A browser on `origin`'s page: keeps the gateway's cookie and sends it with each call, as 'include' does. */
  function visitor(name: string, origin: string) {
    let cookie = '';
    const call = async (path: string, init: RequestInit = {}, send = cookie) => {
      const headers = new Headers(init.headers);
      headers.set('x-test-client', name);
      headers.set('origin', origin);
      if (send) headers.set('cookie', send);
      if (init.body !== undefined) headers.set('content-type', 'application/json');
      const reply = await witness.call(gateway, new Request(`${GW}${path}`, { ...init, headers }));
      const set = reply.headers.get('set-cookie');
      if (set) cookie = set.split(';')[0]!;
      return { ...reply, answer: reply.body as Answer, setCookie: set };
    };
    const body = JSON.stringify({ data: { type: 'orders', attributes: attributes() } });
    return { call, create: () => call('/v0/orders', { method: 'POST', body }), cookie: () => cookie };
  }
  return { gateway, calls: upstream.calls, visitor };
}

const attributes = () => ({ orderType: 'LIMIT', ...orderRequest() });

describe('gateway: orders for a page on another site', () => {
  it('CROSS_SITE_COOKIE: the cookie is SameSite=None; the named origin gets its orders with credentials; B gets none of them', async () => {
    const { gateway, visitor } = await setup({ ALLOWED_ORIGINS: SHOP, CROSS_SITE_COOKIE: 'true' });
    // The browser's preflight for the credentialed POST: the exact origin and credentials allowed.
    const preflight = await gateway.fetch(
      new Request(`${GW}/v0/orders`, {
        method: 'OPTIONS',
        headers: {
          origin: SHOP,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      }),
    );
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), SHOP);
    assert.equal(preflight.headers.get('access-control-allow-credentials'), 'true');
    assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /content-type/);

    const a = visitor('198.51.100.1', SHOP);
    const created = await a.create();
    assert.equal(created.status, 201, JSON.stringify(created.answer));
    assert.match(created.setCookie ?? '', new RegExp(`^${VISITOR_COOKIE}=[A-Za-z0-9_-]{43}; Path=/; Max-Age=\\d+; HttpOnly; Secure; SameSite=None$`)); // prettier-ignore
    assert.equal(created.headers.get('access-control-allow-origin'), SHOP);
    assert.equal(created.headers.get('access-control-allow-credentials'), 'true');
    const id = created.answer.data!.id;

    const mine = await a.call('/v0/orders');
    assert.equal(mine.headers.get('access-control-allow-credentials'), 'true');
    assert.deepEqual(
      mine.answer.data!.map((order) => order.id),
      [id],
    );
    assert.equal((await a.call(`/v0/orders/${id}`)).status, 200);

    const b = visitor('198.51.100.2', SHOP);
    assert.deepEqual((await b.call('/v0/orders')).answer.data, []);
    const read = await b.call(`/v0/orders/${id}`);
    assert.equal(read.status, 404);
    assert.equal(read.answer.errors![0]!.code, 'order-not-found');
    const cancel = await b.call(`/v0/orders/${id}/cancel`, { method: 'POST', body: '{}' });
    assert.equal(cancel.answer.errors![0]!.code, 'order-not-found');
  });

  it('an origin not listed gets no credentials header and nothing upstream, even with the cookie', async () => {
    const { calls, visitor } = await setup({ ALLOWED_ORIGINS: SHOP, CROSS_SITE_COOKIE: 'true' });
    const a = visitor('198.51.100.1', SHOP);
    await a.create();
    const other = visitor('198.51.100.1', OTHER);
    const before = calls.length;
    for (const [path, init] of [
      ['/v0/orders', {}],
      ['/v0/orders', { method: 'POST', body: JSON.stringify({ data: { type: 'orders', attributes: attributes() } }) }],
    ] as const) {
      const reply = await other.call(path, init, a.cookie());
      assert.equal(reply.status, 403);
      assert.equal(reply.headers.get('access-control-allow-credentials'), null);
      assert.equal(reply.setCookie, null);
      assert.equal(reply.answer.data, undefined);
    }
    assert.equal(calls.length, before);
  });

  it("'*' never goes with credentials; without CROSS_SITE_COOKIE the cookie stays SameSite=Lax", async () => {
    const { visitor } = await setup({ ALLOWED_ORIGINS: '*' });
    const any = visitor('198.51.100.1', OTHER);
    const created = await any.create();
    assert.equal(created.headers.get('access-control-allow-origin'), '*');
    assert.equal(created.headers.get('access-control-allow-credentials'), null);
    assert.match(created.setCookie ?? '', /; SameSite=Lax$/);
  });

  it('CROSS_SITE_COOKIE needs origins named in ALLOWED_ORIGINS', () => {
    for (const origins of [undefined, '*']) {
      assert.throws(
        () => testConfig({ env: { CROSS_SITE_COOKIE: 'true', ...(origins ? { ALLOWED_ORIGINS: origins } : {}) } }),
        (error: unknown) =>
          error instanceof GatewayConfigError &&
          error.problems.some((problem) => problem.startsWith('CROSS_SITE_COOKIE needs')),
      );
    }
    assert.equal(
      testConfig({ env: { CROSS_SITE_COOKIE: 'true', ALLOWED_ORIGINS: `*,${SHOP}` } }).crossSiteCookie,
      true,
    );
  });
});
