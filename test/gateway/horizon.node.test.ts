// The gateway's Horizon pass-through (/rpc/stellar/…) in front of a recording fake Horizon: the two calls the Stellar
// wallet payment makes pass exactly (path, form body) and Horizon's answer comes back unchanged; every other path,
// method or body is refused without reaching Horizon; unset STELLAR_HORIZON_URL is a 404; quotas, body size, and the
// URL's key never shown.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createGateway } from '../../src/gateway/app.js';
import { createWitness, manualClock, recordUpstream, testConfig } from './helpers.js';

const GW = 'http://gw.test';
const SHOP = 'https://shop.example';
const KEY = 'hz-key-4Lp9Qw2Xr7Vb';
const HORIZON = `https://horizon.example/v1/?key=${KEY}`;
const ALICE = 'GBRPYHIL2CI3FNQ4BXLFMNDLFJUNPU2HY3ZMFSHONUCEOASW7QC7OX2H';
const TX = 'AAAAAgAAAABi/B0L0JGythwN1lY0aypo19NHxvLCyO5tBEcCVvwF9wAAAGQAAAAAAAAAAQAAAAA=';
const ACCOUNT = JSON.stringify({ id: ALICE, sequence: '12345678901234567890', balances: [{ asset_type: 'native', balance: '100.0000000' }] }); // prettier-ignore

function setup(env: Record<string, string> = { STELLAR_HORIZON_URL: HORIZON }, answer?: () => Response) {
  const upstream = recordUpstream(async (request) => {
    if (answer) return answer();
    const path = new URL(request.url).pathname;
    if (path.endsWith(`/accounts/${ALICE}`)) return new Response(ACCOUNT, { status: 200 });
    if (path.endsWith('/transactions')) return new Response(JSON.stringify({ hash: 'ab'.repeat(32) }), { status: 200 }); // prettier-ignore
    return new Response(JSON.stringify({ status: 404 }), { status: 404 });
  });
  const witness = createWitness();
  const gateway = createGateway(
    testConfig({ env: { ALLOWED_ORIGINS: SHOP, VISITOR_RPC_BURST: '3', VISITOR_RPC_CALLS_PER_MINUTE: '3', ...env } }),
    { fetch: upstream.fetch, log: witness.log, now: manualClock().now, clientAddress: () => '203.0.113.9' },
  );
  const call = (path: string, init: RequestInit = {}) =>
    witness.call(gateway, new Request(`${GW}${path}`, { ...init, headers: { origin: SHOP, ...init.headers } }));
  const submit = (body: string, type = 'application/x-www-form-urlencoded') =>
    call('/rpc/stellar/transactions', { method: 'POST', headers: { 'content-type': type }, body });
  return { upstream, witness, call, submit };
}

describe('gateway: Horizon pass-through for Stellar payments', () => {
  it('passes GET /accounts/{id} and POST /transactions exactly and answers with Horizon’s bytes', async () => {
    const t = setup();
    const account = await t.call(`/rpc/stellar/accounts/${ALICE}`);
    assert.equal(account.status, 200, account.text);
    assert.equal(account.text, ACCOUNT);
    assert.equal(account.headers.get('access-control-allow-origin'), SHOP);
    const sent = `tx=${encodeURIComponent(TX)}`;
    const posted = await t.submit(sent);
    assert.equal(posted.status, 200, posted.text);
    assert.deepEqual(posted.body, { hash: 'ab'.repeat(32) });
    const [read, write] = t.upstream.calls;
    assert.equal(t.upstream.calls.length, 2);
    assert.equal(read!.method, 'GET');
    assert.equal(read!.url, `https://horizon.example/v1/accounts/${ALICE}?key=${KEY}`);
    assert.equal(write!.method, 'POST');
    assert.equal(write!.url, `https://horizon.example/v1/transactions?key=${KEY}`);
    assert.equal(write!.body, sent);
    assert.equal(write!.headers['content-type'], 'application/x-www-form-urlencoded');
    assert.equal(write!.headers.origin, undefined, 'no visitor header goes to Horizon');
    assert.deepEqual(t.witness.leaks(KEY), []);
  });

  it('passes Horizon’s 404 (no account) and 400 (refused transaction) as they are', async () => {
    const missing = setup(undefined, () => new Response('{"status":404,"title":"Resource Missing"}', { status: 404 }));
    const none = await missing.call(`/rpc/stellar/accounts/${ALICE}`);
    assert.equal(none.status, 404);
    assert.equal(none.text, '{"status":404,"title":"Resource Missing"}');
    const problem = '{"status":400,"extras":{"result_codes":{"transaction":"tx_bad_seq"}}}';
    const refused = setup(undefined, () => new Response(problem, { status: 400 }));
    const reply = await refused.submit(`tx=${encodeURIComponent(TX)}`);
    assert.equal(reply.status, 400);
    assert.equal(reply.text, problem);
  });

  it('refuses every other path, method and body without reaching Horizon', async () => {
    const t = setup({ STELLAR_HORIZON_URL: HORIZON, VISITOR_RPC_BURST: '40' });
    const refusals: [Promise<{ status: number }>, number][] = [
      [t.call('/rpc/stellar/ledgers'), 404],
      [t.call(`/rpc/stellar/accounts/${ALICE}/operations`), 404],
      [t.call('/rpc/stellar/accounts/not-an-account'), 400],
      [t.call(`/rpc/stellar/accounts/${ALICE}`, { method: 'POST' }), 405],
      [t.call('/rpc/stellar/transactions'), 405],
      [t.submit(`tx=${encodeURIComponent(TX)}`, 'application/json'), 415],
      [t.submit(`tx=${encodeURIComponent(TX)}&fee=1`), 400],
      [t.submit('tx=not%20xdr!'), 400],
      [t.submit(''), 400],
      [t.submit(`tx=${'A'.repeat(300_000)}`), 413],
    ];
    for (const [reply, status] of refusals) assert.equal((await reply).status, status);
    assert.equal(t.upstream.calls.length, 0, 'nothing reached Horizon');
  });

  it('answers 404 on every Stellar path when STELLAR_HORIZON_URL is unset', async () => {
    const t = setup({});
    const read = await t.call(`/rpc/stellar/accounts/${ALICE}`);
    assert.equal(read.status, 404);
    assert.match((read.body as { message: string }).message, /STELLAR_HORIZON_URL is not set/);
    assert.equal((await t.submit(`tx=${encodeURIComponent(TX)}`)).status, 404);
    assert.equal(t.upstream.calls.length, 0);
  });

  it('limits each visitor to the RPC quota and says how long to wait', async () => {
    const t = setup();
    for (let i = 0; i < 3; i++) assert.equal((await t.call(`/rpc/stellar/accounts/${ALICE}`)).status, 200);
    const limited = await t.call(`/rpc/stellar/accounts/${ALICE}`);
    assert.equal(limited.status, 429);
    assert.ok(Number(limited.headers.get('retry-after')) >= 1);
    assert.match((limited.body as { message: string }).message, /Too many Stellar Horizon calls/);
    assert.equal(t.upstream.calls.length, 3);
  });
});
