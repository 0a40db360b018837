// Issue 50 point 5: limit orders through the gateway, in front of the manual-clock simulator. The partner credential
// is added upstream and never shown; each order is bound to its owner: a visitor cookie the gateway issues (an
// ownership record in the shared state), or the user's session forwarded beside an X-API-Key. Visitor B gets
// nothing of visitor A's orders: an empty list, and order-not-found on get and cancel.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createGateway } from '../../src/gateway/app.js';
import { VISITOR_COOKIE } from '../../src/gateway/routes/orders.js';
import { makeSim, orderRequest } from '../simulator/helpers.js';
import { createWitness, manualClock, recordUpstream, testConfig } from './helpers.js';

const GW = 'http://gw.test';
const SHOP = 'https://shop.example';

type Resource = { id: string; attributes: Record<string, unknown> };
type Answer = { data?: Resource & Resource[]; errors?: { code: string; source?: Record<string, string> }[] };

async function setup(scheme: 'api-key' | 'bearer' = 'api-key') {
  const sim = makeSim();
  const key = await sim.issueToken('demo-partner');
  const clock = manualClock({ base: sim.clock });
  const upstream = recordUpstream((request) => sim.fetch(request));
  const config = testConfig({
    env: { ALLOWED_ORIGINS: SHOP, ...(scheme === 'api-key' ? { PARTNER_API_KEY: key } : { PARTNER_JWT: key }) },
  });
  const witness = createWitness();
  const gateway = createGateway(config, {
    fetch: upstream.fetch,
    log: witness.log,
    now: clock.now,
    sleep: clock.sleep,
    clientAddress: (request) => request.headers.get('x-test-client') ?? '203.0.113.7',
  });
  /** A visitor: keeps the cookie the gateway set, like a browser. */
  function visitor(name: string) {
    let cookie = '';
    const call = async (path: string, init: RequestInit = {}, session?: string) => {
      const headers = new Headers(init.headers);
      headers.set('x-test-client', name);
      if (cookie) headers.set('cookie', cookie);
      if (session) headers.set('authorization', `Bearer ${session}`);
      if (init.body !== undefined) headers.set('content-type', 'application/json');
      const reply = await witness.call(gateway, new Request(`${GW}${path}`, { ...init, headers }));
      const set = reply.headers.get('set-cookie');
      if (set) cookie = set.split(';')[0]!;
      return { ...reply, answer: reply.body as Answer, setCookie: set };
    };
    return {
      call,
      create: (patch: Record<string, unknown> = {}, session?: string) =>
        call(
          '/v0/orders',
          { method: 'POST', body: JSON.stringify({ data: { type: 'orders', attributes: attributes(patch) } }) },
          session,
        ),
      cookie: () => cookie,
    };
  }
  return { sim, key, gateway, witness, calls: upstream.calls, visitor };
}

const attributes = (patch: Record<string, unknown> = {}) => ({ orderType: 'LIMIT', ...orderRequest(), ...patch });

describe('gateway: limit orders', () => {
  it('A creates; B lists nothing and gets order-not-found on get and cancel; the key never shows', async () => {
    const { key, calls, witness, visitor } = await setup();
    const a = visitor('198.51.100.1');
    const b = visitor('198.51.100.2');
    const created = await a.create();
    assert.equal(created.status, 201, created.text);
    const id = created.answer.data!.id;
    // The cookie: an unguessable id, HttpOnly, Secure, SameSite, long-lived.
    assert.match(created.setCookie ?? '', new RegExp(`^${VISITOR_COOKIE}=[A-Za-z0-9_-]{43}; Path=/; Max-Age=\\d+; HttpOnly; Secure; SameSite=Lax$`)); // prettier-ignore
    // Upstream: the partner key as X-API-Key, the JSON:API body rebuilt, no visitor cookie.
    const sent = calls.find((c) => c.path.endsWith('/v0/orders') && c.method === 'POST')!;
    assert.equal(sent.headers['x-api-key'], key);
    assert.equal(sent.headers.cookie, undefined);
    assert.deepEqual(JSON.parse(sent.body), { data: { type: 'orders', attributes: attributes() } });

    assert.equal((await a.call(`/v0/orders/${id}`)).status, 200);
    const mine = await a.call('/v0/orders');
    assert.deepEqual(
      mine.answer.data!.map((o) => o.id),
      [id],
    );

    const upstreamBefore = calls.length;
    const list = await b.call('/v0/orders');
    assert.equal(list.status, 200);
    assert.deepEqual(list.answer.data, []);
    const read = await b.call(`/v0/orders/${id}`);
    assert.equal(read.status, 404);
    assert.equal(read.answer.errors![0]!.code, 'order-not-found');
    const cancel = await b.call(`/v0/orders/${id}/cancel`, { method: 'POST', body: '{}' });
    assert.equal(cancel.status, 404);
    assert.equal(cancel.answer.errors![0]!.code, 'order-not-found');
    // B's cancel never reached the service: A's order is untouched.
    assert.equal(calls.slice(upstreamBefore).filter((c) => c.path.includes(id)).length, 0);
    assert.equal((await a.call(`/v0/orders/${id}`)).answer.data!.attributes.fillStatus, 'AWAITING_DEPOSIT');
    // A stolen id is not a cookie: a forged cookie is a new visitor.
    const forged = visitor('198.51.100.3');
    await forged.call('/v0/orders'); // gets a cookie of its own
    assert.notEqual(forged.cookie(), a.cookie());

    const canceled = await a.call(`/v0/orders/${id}/cancel`, { method: 'POST', body: '{}' });
    assert.equal(canceled.status, 202);
    assert.equal(canceled.answer.data!.attributes.fillStatus, 'PENDING_CANCEL');
    assert.deepEqual(witness.leaks(key), []);
  });

  it('never logs the visitor id or the key; the page may not send X-API-Key', async () => {
    const { key, witness, visitor, calls } = await setup();
    const a = visitor('198.51.100.1');
    await a.create();
    const id = a.cookie().split('=')[1]!;
    assert.ok(witness.lines.length > 0);
    assert.deepEqual(
      witness.lines.filter((line) => JSON.stringify(line).includes(id) || JSON.stringify(line).includes(key)),
      [],
    );
    const before = calls.length;
    const refused = await a.call('/v0/orders', { headers: { 'x-api-key': 'page-key' } });
    assert.equal(refused.status, 400);
    assert.equal(calls.length, before);
  });

  it('pages the visitor’s own orders with filters and a cursor', async () => {
    const { visitor } = await setup();
    const a = visitor('198.51.100.1');
    const b = visitor('198.51.100.2');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await a.create()).answer.data!.id);
      await b.create();
    }
    await a.call(`/v0/orders/${ids[0]}/cancel`, { method: 'POST', body: '{}' });
    const first = await a.call('/v0/orders?page[size]=2');
    assert.deepEqual(
      first.answer.data!.map((o) => o.id),
      [ids[2], ids[1]],
    );
    const cursor = (first.body as { meta: { page: { nextCursor: string } } }).meta.page.nextCursor;
    assert.equal(cursor, ids[1]);
    const second = await a.call(`/v0/orders?page[size]=2&page[after]=${cursor}`);
    assert.deepEqual(
      second.answer.data!.map((o) => o.id),
      [ids[0]],
    );
    const pending = await a.call('/v0/orders?filter[fillStatus]=PENDING_CANCEL');
    assert.deepEqual(
      pending.answer.data!.map((o) => o.id),
      [ids[0]],
    );
    const bad = await a.call('/v0/orders?page[size]=99');
    assert.equal(bad.status, 400);
    assert.equal(bad.answer.errors![0]!.source!.parameter, 'page[size]');
  });

  it('checks the document before sending: validation-failed points at the attribute, nothing goes upstream', async () => {
    const { visitor, calls } = await setup();
    const a = visitor('198.51.100.1');
    const before = calls.length;
    const bad = await a.create({ price: 'five', confidentiality: 'public' });
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.answer.errors!.map((e) => e.source!.pointer).sort(), [
      '/data/attributes/confidentiality',
      '/data/attributes/price',
    ]);
    assert.ok(bad.answer.errors!.every((e) => e.code === 'validation-failed'));
    assert.equal(calls.length, before);
  });

  it('with a user session (X-API-Key credential) the session is forwarded and the service scopes by it', async () => {
    const { visitor, calls, key } = await setup();
    const session = (sub: string) => `e30.${btoa(JSON.stringify({ sub })).replace(/=+$/, '')}.sig`;
    const a = visitor('198.51.100.1');
    const b = visitor('198.51.100.2');
    const created = await a.create({}, session('alice.near'));
    const id = created.answer.data!.id;
    const sent = calls[calls.length - 1]!;
    assert.equal(sent.headers.authorization, `Bearer ${session('alice.near')}`);
    assert.equal(sent.headers['x-api-key'], key);
    // Bob signed in elsewhere: the service answers only his orders.
    const listed = await b.call('/v0/orders', {}, session('bob.near'));
    assert.deepEqual(listed.answer.data, []);
    const read = await b.call(`/v0/orders/${id}`, {}, session('bob.near'));
    assert.equal(read.status, 404);
    assert.equal(read.answer.errors![0]!.code, 'order-not-found');
    const own = await b.call(`/v0/orders/${id}`, {}, session('alice.near'));
    assert.equal(own.status, 200);
  });

  it('quotas per visitor answer rate-limit-exceeded with Retry-After; CORS names the origin with credentials', async () => {
    const { visitor } = await setup();
    const a = visitor('198.51.100.1');
    let last;
    for (let i = 0; i < 40; i++) {
      last = await a.create();
      if (last.status === 429) break;
    }
    assert.equal(last!.status, 429);
    assert.equal(last!.answer.errors![0]!.code, 'rate-limit-exceeded');
    assert.match(last!.headers.get('retry-after') ?? '', /^\d+$/);
    // Another visitor is not limited by A.
    const b = visitor('198.51.100.2');
    assert.equal((await b.create()).status, 201);
    const cors = await b.call('/v0/orders', { headers: { origin: SHOP } });
    assert.equal(cors.headers.get('access-control-allow-origin'), SHOP);
    assert.equal(cors.headers.get('access-control-allow-credentials'), 'true');
  });
});
