// Issue 49 point 6: the gateway in front of the simulator for the end user's account. /v0/auth/* goes upstream with
// no credential and /v0/account/* with the visitor's own bearer only: the partner credential (API key or JWT) never
// reaches them, whatever the page sends; the service's 401 and 403 reach the visitor as they are; each visitor has
// quotas; no log line holds a token. The intents.near views pass on the NEAR RPC route, and only on intents.near.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { base58, base64, hex } from '@scure/base';
import { ed25519 } from '@noble/curves/ed25519.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { createGateway } from '../../src/gateway/app.js';
import { BASE, WNEAR, makeSim, post as simPost } from '../simulator/helpers.js';
import { createWitness, manualClock, recordUpstream, testConfig } from './helpers.js';

const GW = 'http://gw.test';
const SHOP = 'https://shop.example';
const utf8 = (text: string) => new TextEncoder().encode(text);
const le32 = (n: number) => Uint8Array.of(n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff);
const join = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => [...p]));
const borshString = (text: string) => join(le32(utf8(text).length), utf8(text));

async function setup(scheme: 'api-key' | 'bearer', config: Record<string, unknown> = {}) {
  const sim = makeSim();
  const partner = await sim.issueToken('demo-partner');
  const clock = manualClock({ base: sim.clock });
  const upstream = recordUpstream((request) => sim.fetch(request));
  const env = {
    ALLOWED_ORIGINS: SHOP,
    NEAR_RPC_URL: `${BASE}/rpc/near`,
    ...(scheme === 'api-key' ? { PARTNER_API_KEY: partner } : { PARTNER_JWT: partner }),
  };
  const witness = createWitness();
  const gateway = createGateway(testConfig({ env, ...config }), {
    fetch: upstream.fetch,
    log: witness.log,
    now: clock.now,
    sleep: clock.sleep,
    clientAddress: (request) => request.headers.get('x-test-client') ?? '203.0.113.7',
  });
  const request = (path: string, init: RequestInit = {}) => witness.call(gateway, new Request(`${GW}${path}`, init));
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  /** A real NEP-413 sign-in of a fresh implicit account. */
  function signIn() {
    const secret = ed25519.utils.randomSecretKey();
    const publicKey = ed25519.getPublicKey(secret);
    const payload = {
      message: JSON.stringify({
        deadline: new Date(sim.clock.now() + 300_000).toISOString(),
        intents: [],
        signer_id: hex.encode(publicKey),
      }),
      nonce: base64.encode(ed25519.utils.randomSecretKey()),
      recipient: 'intents.near',
    };
    const hash = sha256(
      join(
        le32(2 ** 31 + 413),
        borshString(payload.message),
        base64.decode(payload.nonce),
        borshString(payload.recipient),
        Uint8Array.of(0),
      ),
    );
    const signature = `ed25519:${base58.encode(ed25519.sign(hash, secret))}`;
    return {
      accountId: hex.encode(publicKey),
      signedData: { standard: 'nep413', payload, public_key: `ed25519:${base58.encode(publicKey)}`, signature },
    };
  }
  return { sim, partner, clock, calls: upstream.calls, witness, request, post, signIn };
}

const lower = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));

for (const scheme of ['api-key', 'bearer'] as const) {
  describe(`gateway: the account routes (partner credential as ${scheme})`, () => {
    it('signs in and refreshes with no credential, reads with the visitor bearer only; no token in a log line', async () => {
      const t = await setup(scheme);
      const { accountId, signedData } = t.signIn();
      await simPost(t.sim, '/_sim/account/balance', { accountId, tokenId: WNEAR, amount: '123456789012345678901234' });
      // A page that also sends a key of its own: it is not forwarded.
      const signedIn = await t.post('/v0/auth/authenticate', { signedData }, { origin: SHOP, 'x-api-key': 'page-key' });
      assert.equal(signedIn.status, 200, signedIn.text);
      assert.equal(signedIn.headers.get('cache-control'), 'no-store');
      const { accessToken, refreshToken } = signedIn.body as { accessToken: string; refreshToken: string };
      const refreshed = await t.post('/v0/auth/refresh', { refreshToken });
      assert.equal(refreshed.status, 200);
      const fresh = (refreshed.body as { accessToken: string }).accessToken;

      const balances = await t.request(`/v0/account/balances?tokenIds=${WNEAR}`, {
        headers: { authorization: `Bearer ${fresh}`, 'x-api-key': 'page-key', origin: SHOP },
      });
      assert.equal(balances.status, 200, balances.text);
      assert.deepEqual(balances.body, {
        balances: [{ tokenId: WNEAR, available: '123456789012345678901234', source: 'private' }],
      });
      assert.equal(balances.headers.get('access-control-allow-origin'), SHOP);

      const [auth, refresh, read] = t.calls.map((call) => ({ ...call, headers: lower(call.headers) }));
      assert.equal(auth?.path, '/1click/v0/auth/authenticate');
      assert.deepEqual(JSON.parse(auth!.body), { signedData });
      for (const call of [auth, refresh]) {
        assert.equal(call?.headers.authorization, undefined);
        assert.equal(call?.headers['x-api-key'], undefined);
      }
      assert.equal(read?.headers.authorization, `Bearer ${fresh}`);
      assert.equal(read?.headers['x-api-key'], undefined);
      for (const call of t.calls) assert.ok(!JSON.stringify(call.headers).includes(t.partner), call.path);

      for (const secret of [accessToken, refreshToken, fresh, signedData.signature]) {
        assert.deepEqual(
          t.witness.lines.filter((line) => JSON.stringify(line).includes(secret)),
          [],
        );
      }
      assert.ok(t.witness.lines.some((line) => line.route === '/v0/account/balances'));
    });

    it('passes the service 401 (expired session) and 403 (invite-only) as they are; refuses a missing bearer here', async () => {
      const t = await setup(scheme);
      const { signedData } = t.signIn();
      const { accessToken } = (await t.post('/v0/auth/authenticate', { signedData })).body as { accessToken: string };
      const bearer = { authorization: `Bearer ${accessToken}` };
      const closed = await t.request('/v0/account/history?limit=5&status=SUCCESS&status=FAILED', { headers: bearer });
      assert.equal(closed.status, 403);
      assert.deepEqual((closed.body as { message: string }).message, 'History is invite-only for now');
      assert.equal(t.calls.at(-1)?.path, '/1click/v0/account/history?limit=5&status=SUCCESS&status=FAILED');

      const before = t.calls.length;
      const missing = await t.request('/v0/account/balances');
      assert.equal(missing.status, 401);
      const bad = await t.request('/v0/account/history?limit=500', { headers: bearer });
      assert.equal(bad.status, 400);
      const unknown = await t.request('/v0/account/history?partnerId=x', { headers: bearer });
      assert.equal(unknown.status, 400);
      assert.equal(t.calls.length, before, 'nothing of these went upstream');

      await t.clock.advance(3_600_000);
      const expired = await t.request('/v0/account/balances', { headers: bearer });
      assert.equal(expired.status, 401);
      assert.equal(
        (expired.body as { message: string }).message,
        'Unauthorized - User session token is invalid or expired',
      );
      const refused = await t.post('/v0/auth/authenticate', { signedData });
      assert.equal(refused.status, 401, 'a used nonce');
    });
  });
}

describe('gateway: account quotas, CORS and the intents.near views', () => {
  it('limits sign-ins per visitor (429 with Retry-After), other visitors unaffected', async () => {
    const t = await setup('api-key', { submitBurst: 2, submitsPerMinute: 1 });
    const body = { refreshToken: 'not-a-token' };
    assert.equal((await t.post('/v0/auth/refresh', body)).status, 401);
    assert.equal((await t.post('/v0/auth/refresh', body)).status, 401);
    const limited = await t.post('/v0/auth/refresh', body);
    assert.equal(limited.status, 429);
    assert.ok(Number(limited.headers.get('retry-after')) >= 1);
    assert.equal((await t.post('/v0/auth/refresh', body, { 'x-test-client': '198.51.100.9' })).status, 401);
  });

  it('lets a page send Authorization to the account routes (preflight), and still refuses it elsewhere', async () => {
    const t = await setup('api-key');
    const preflight = await t.request('/v0/account/balances', { method: 'OPTIONS', headers: { origin: SHOP } });
    assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /authorization/);
    const quotePreflight = await t.request('/v0/quote', { method: 'OPTIONS', headers: { origin: SHOP } });
    assert.doesNotMatch(quotePreflight.headers.get('access-control-allow-headers') ?? '', /authorization/);
    const status = await t.request('/v0/status?depositAddress=x', { headers: { authorization: 'Bearer user-token' } });
    assert.equal(status.status, 400);
  });

  it('passes the intents.near views to the NEAR RPC, exact; refuses them on another contract', async () => {
    const t = await setup('api-key');
    t.sim.fundIntents({ accountId: 'alice.near', asset: WNEAR, amount: '98765432109876543210987654321' });
    const view = (contract: string, method: string, args: object) =>
      t.post('/rpc/near', {
        jsonrpc: '2.0',
        id: 1,
        method: 'query',
        params: {
          request_type: 'call_function',
          finality: 'final',
          account_id: contract,
          method_name: method,
          args_base64: base64.encode(utf8(JSON.stringify(args))),
        },
      });
    const decode = (reply: { body: unknown }) =>
      JSON.parse(
        new TextDecoder().decode(Uint8Array.from((reply.body as { result: { result: number[] } }).result.result)),
      ) as unknown;
    const batch = await view('intents.near', 'mt_batch_balance_of', {
      account_id: 'alice.near',
      token_ids: [WNEAR, 'nep141:x.near'],
    });
    assert.deepEqual(decode(batch), ['98765432109876543210987654321', '0']);
    for (const method of ['mt_balance_of', 'has_public_key', 'public_keys_of', 'is_auth_by_predecessor_id_enabled']) {
      const reply = await view('intents.near', method, {
        account_id: 'alice.near',
        token_id: WNEAR,
        public_key: 'ed25519:11111111111111111111111111111111',
      });
      assert.ok((reply.body as { result?: unknown }).result, method);
    }
    const sent = t.calls.length;
    const elsewhere = await view('usdt.tether-token.near', 'mt_batch_balance_of', {
      account_id: 'alice.near',
      token_ids: [],
    });
    assert.equal((elsewhere.body as { error: { code: number } }).error.code, -32601);
    const other = await view('intents.near', 'mt_tokens_for_owner', { account_id: 'alice.near' });
    assert.equal((other.body as { error: { code: number } }).error.code, -32601);
    assert.equal(t.calls.length, sent);
  });
});
