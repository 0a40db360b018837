// The standalone server on a free port: real HTTP, CORS headers, bad input, dropped connections.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, type StartedServer } from '../../src/simulator/server.js';

describe('simulator HTTP server', () => {
  let started: StartedServer;

  before(async () => {
    started = await startServer({ port: 0, seed: 1, clock: 'manual' });
  });
  after(() => started.close());

  it('binds 127.0.0.1 on a free port and serves the token list with CORS headers', async () => {
    assert.ok(started.port > 0);
    assert.equal(started.baseUrl, `http://127.0.0.1:${started.port}`);
    const response = await fetch(`${started.baseUrl}/v0/tokens`, { headers: { origin: 'http://example.test' } });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('access-control-allow-origin'), '*');
    const tokens = (await response.json()) as { assetId: string }[];
    assert.ok(tokens.some((t) => t.assetId === 'nep141:wrap.near'));
  });

  it('tells its clock on every answer and lets pages of other origins read it', async () => {
    const response = await fetch(`${started.baseUrl}/v0/tokens`, { headers: { origin: 'http://example.test' } });
    assert.equal(Number(response.headers.get('x-sim-now')), started.simulator.clock.now());
    assert.equal(response.headers.get('x-sim-speed'), '0', 'a manual clock');
    const exposed = response.headers.get('access-control-expose-headers') ?? '';
    assert.match(exposed, /x-sim-now/i);
    assert.match(exposed, /x-sim-speed/i);
  });

  it('answers a CORS preflight for a JSON POST with a bearer token', async () => {
    const response = await fetch(`${started.baseUrl}/v0/quote`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://example.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    assert.equal(response.status, 204);
    assert.equal(response.headers.get('access-control-allow-origin'), '*');
    assert.match(response.headers.get('access-control-allow-headers') ?? '', /authorization/i);
    assert.match(response.headers.get('access-control-allow-methods') ?? '', /POST/);
  });

  it('serves the ANY_INPUT withdrawals with CORS, preflight with X-API-Key included', async () => {
    const url = `${started.baseUrl}/v0/any-input/withdrawals?depositAddress=unknown`;
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://example.test',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-api-key',
      },
    });
    assert.equal(preflight.status, 204);
    assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /x-api-key/i);
    const token = await started.simulator.issueToken();
    const answer = await fetch(url, { headers: { 'x-api-key': token, origin: 'http://example.test' } });
    assert.equal(answer.status, 404);
    assert.equal(answer.headers.get('access-control-allow-origin'), '*');
    assert.equal((await fetch(url, { headers: { origin: 'http://example.test' } })).status, 401);
  });

  it('serves the explorer under /explorer/api with a token, exposing Retry-After on 429', async () => {
    const token = await started.simulator.issueToken('acme-wallet');
    const url = `${started.explorerUrl}/v0/transactions-pages?perPage=2`;
    const headers = { authorization: `Bearer ${token}`, origin: 'http://example.test' };
    const first = await fetch(url, { headers });
    assert.equal(first.status, 200);
    assert.equal(((await first.json()) as { data: unknown[] }).data.length, 2);
    const second = await fetch(url, { headers });
    assert.equal(second.status, 429);
    assert.equal(second.headers.get('retry-after'), '5');
    assert.match(second.headers.get('access-control-expose-headers') ?? '', /retry-after/i);
    assert.equal((await fetch(url)).status, 401);
  });

  it('answers bad input with 400 and keeps serving', async () => {
    const post = (body: string, type = 'application/json') =>
      fetch(`${started.baseUrl}/v0/quote`, { method: 'POST', headers: { 'content-type': type }, body });
    const malformed = await post('{nope');
    assert.equal(malformed.status, 400);
    assert.match(((await malformed.json()) as { message: string }).message, /not valid JSON/);
    assert.equal((await post('{}', 'text/plain')).status, 400);
    const huge = await post(JSON.stringify({ dry: true, sessionId: 'x'.repeat(100_000) }));
    assert.equal(huge.status, 400);
    assert.match(((await huge.json()) as { message: string }).message, /64 kB/);
    assert.equal((await fetch(`${started.baseUrl}/v0/tokens`)).status, 200);
  });

  it('drops the connection when the drop fault is on, then recovers', async () => {
    started.simulator.setFaults({ dropRate: 1 });
    await assert.rejects(fetch(`${started.baseUrl}/v0/tokens`));
    started.simulator.resetFaults();
    assert.equal((await fetch(`${started.baseUrl}/v0/tokens`)).status, 200);
  });

  it('exposes the control endpoints over HTTP', async () => {
    const info = (await (await fetch(`${started.baseUrl}/_sim/info`)).json()) as { publicKey: string; baseUrl: string };
    assert.match(info.publicKey, /^ed25519:/);
    assert.equal(info.baseUrl, started.baseUrl);
    const advanced = await fetch(`${started.baseUrl}/_sim/clock/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ms: 1000 }),
    });
    assert.equal(advanced.status, 200);
  });
});
