// The gateway on one instance (memory state), in front of the manual-clock simulator or a fake upstream where a
// fault is needed: routes, origins, credentials, bodies, partner terms, upstream faults, quotas, tokens, explorer
// sharing and its public view, health, metrics and configuration. Every upstream request is recorded, and every
// log line and response is kept so the last test can prove the credential never showed anywhere.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { base58 } from '@scure/base';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { ANY_ASSET } from '../../src/api/schemas.js';
import { createGateway } from '../../src/gateway/app.js';
import { GatewayConfigError, loadConfig, type GatewayConfig } from '../../src/gateway/config.js';
import { PublicView, maskAddress } from '../../src/gateway/public-view.js';
import { MemoryState } from '../../src/gateway/shared-state.js';
import { BASE, ETH_USDC, EXPLORER, WNEAR, makeSim, quoteRequest } from '../simulator/helpers.js';
import { createWitness, manualClock, recordUpstream, settle, testConfig, until, type Reply } from './helpers.js';

const GW = 'http://gw.test';
const SHOP = 'https://shop.example';
const EVIL = 'https://evil.example';
/** Past the explorer gate's interval (5 s plus its margin) and the simulator's own 1-per-5-s limit. */
const GATE_MS = 5500;
const ETH_TX = `0x${'ab'.repeat(32)}`;
/** Everything any test's visitors or logs saw, and every credential used: checked by the last test. */
const SEEN: string[] = [];
const SECRETS = new Set<string>();

type Fault = (request: Request) => Response | undefined | Promise<Response | undefined>;

interface SetupOptions {
  env?: Record<string, string>;
  config?: Partial<GatewayConfig>;
  /** How the gateway holds the partner credential (default: PARTNER_JWT). */
  scheme?: 'bearer' | 'api-key' | 'none';
}

async function setup(options: SetupOptions = {}) {
  const sim = makeSim({ historySize: 300 });
  const token = await sim.issueToken('demo-partner');
  SECRETS.add(token);
  const clock = manualClock({ base: sim.clock });
  let fault: Fault | undefined;
  const upstream = recordUpstream(async (request) => (await fault?.(request)) ?? sim.fetch(request));
  const scheme = options.scheme ?? 'bearer';
  const credential: Record<string, string> =
    scheme === 'bearer' ? { PARTNER_JWT: token } : scheme === 'api-key' ? { PARTNER_API_KEY: token } : {};
  const config = testConfig({ env: { ALLOWED_ORIGINS: SHOP, ...credential, ...options.env }, ...options.config });
  const witness = createWitness(SEEN);
  const gateway = createGateway(config, {
    fetch: upstream.fetch,
    log: witness.log,
    now: clock.now,
    sleep: clock.sleep,
    clientAddress: (request) => request.headers.get('x-test-client') ?? '203.0.113.7',
  });
  const request = (path: string, init: RequestInit = {}) => witness.call(gateway, new Request(`${GW}${path}`, init));
  return {
    sim,
    token,
    clock,
    gateway,
    witness,
    calls: upstream.calls,
    request,
    get: (path: string, headers: Record<string, string> = {}) => request(path, { headers }),
    post: (path: string, body: unknown, headers: Record<string, string> = {}) =>
      request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    setFault: (next: Fault | undefined) => {
      fault = next;
    },
  };
}

/** A JSON `{message}` answer with this status (and only these keys). */
/** The keys of the gateway's refusal of a page origin. */
const ORIGIN_KEYS = ['message', 'code', 'origin'];

function assertMessage(reply: Reply, status: number, pattern?: RegExp, keys = ['message']) {
  assert.equal(reply.status, status, reply.text);
  assert.match(reply.headers.get('content-type') ?? '', /^application\/json/);
  const body = reply.body as Record<string, unknown>;
  assert.deepEqual(Object.keys(body).sort(), [...keys].sort());
  assert.equal(typeof body.message, 'string');
  assert.ok((body.message as string).length > 0);
  if (pattern) assert.match(body.message as string, pattern);
  return body.message as string;
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** Upstream requests left hanging: held here so that garbage collection cannot take the whole pending chain. */
const hanging = new Set<Request>();

/** An upstream that never answers, but gives up when the gateway aborts the request (as fetch does). */
const hang = (request: Request) =>
  new Promise<Response>((_, reject) => {
    hanging.add(request);
    const abort = () => {
      hanging.delete(request);
      reject(request.signal.reason as Error);
    };
    // A slow machine may pass the timeout before we look.
    if (request.signal.aborted) abort();
    else request.signal.addEventListener('abort', abort);
  });

const isExplorer = (request: Request) => new URL(request.url).pathname.includes('/explorer/');
const rowsOf = (reply: Reply) => (reply.body as { data: Record<string, unknown>[] }).data;

describe('gateway: routes, methods and origins', () => {
  it('answers an unknown route 404 with {message} and sends nothing upstream', async () => {
    const t = await setup();
    for (const path of ['/v0/nope', '/', '/_sim/info', '/v0/tokens/extra', '/explorer/v0/other']) {
      assertMessage(await t.get(path), 404, /has no route/);
    }
    assertMessage(await t.post('/admin', {}), 404, /has no route \/admin/);
    assert.equal(t.calls.length, 0);
  });

  it('serves a route with a trailing slash as the route itself, and never answers a 404 that is not {message}', async () => {
    const t = await setup();
    assert.equal((await t.get('/v0/tokens/')).status, 200);
    assert.deepEqual((await t.get('/healthz/')).body, { ok: true, state: 'memory', explorer: 'public' });
    assertMessage(await t.post('/v0/quote/', { dry: true }), 400, /swapType/);
    assertMessage(await t.get('/v0/tokens//'), 404, /has no route/);
    assert.deepEqual(
      t.calls.map((c) => c.path),
      ['/1click/v0/tokens'],
    );
  });

  it('passes generate-intent and submit-intent with the partner credential (paying from a NEAR Intents balance)', async () => {
    const t = await setup();
    const secretKey = secp256k1.utils.randomSecretKey();
    const point = secp256k1.getPublicKey(secretKey, false);
    const signerId = `0x${Buffer.from(keccak_256(point.subarray(1)).subarray(-20)).toString('hex')}`;
    const quoted = await t.post('/v0/quote', {
      ...quoteRequest(t.sim, { depositType: 'INTENTS', refundType: 'INTENTS', refundTo: 'payer.near' }),
      dry: false,
    });
    const quote = quoted.body as { quote: { depositAddress: string; amountIn: string } };
    t.sim.fundIntents({ accountId: signerId, asset: ETH_USDC, amount: quote.quote.amountIn });
    const request = { type: 'swap_transfer', standard: 'erc191', signerId, depositAddress: quote.quote.depositAddress };
    const generated = await t.post('/v0/generate-intent', request);
    assert.equal(generated.status, 200);
    const { intent } = generated.body as { intent: { standard: string; payload: string } };
    const bytes = new TextEncoder().encode(intent.payload);
    const prefix = new TextEncoder().encode(`\x19Ethereum Signed Message:\n${bytes.length}`);
    const signed = secp256k1.sign(keccak_256(new Uint8Array([...prefix, ...bytes])), secretKey, {
      prehash: false,
      format: 'recovered',
    });
    const signature = `secp256k1:${base58.encode(new Uint8Array([...signed.subarray(1), signed[0]!]))}`;
    const submitted = await t.post('/v0/submit-intent', {
      type: 'swap_transfer',
      signedData: { ...intent, signature },
    });
    assert.equal(submitted.status, 200);
    assert.match((submitted.body as { intentHash: string }).intentHash, /^[1-9A-HJ-NP-Za-km-z]{43,44}$/);
    // A second submission is the service's refusal, relayed in its words.
    assertMessage(
      await t.post('/v0/submit-intent', { type: 'swap_transfer', signedData: { ...intent, signature } }),
      400,
      /^Nonce already used/,
      ['message', 'statusCode'],
    );
    // Checked before anything goes upstream.
    assertMessage(await t.post('/v0/generate-intent', { ...request, standard: 'bip322' }), 400, /standard must be/);
    const upstream = t.calls.filter((c) => /intent$/.test(c.path));
    assert.deepEqual(
      upstream.map((c) => c.path),
      ['/1click/v0/generate-intent', '/1click/v0/submit-intent', '/1click/v0/submit-intent'],
    );
    for (const call of upstream) assert.equal(call.headers.authorization, `Bearer ${t.token}`);
  });

  it('answers a wrong method 405 with Allow and sends nothing upstream', async () => {
    const t = await setup();
    const cases: [string, string, string][] = [
      ['GET', '/v0/quote', 'POST'],
      ['PUT', '/v0/deposit/submit', 'POST'],
      ['POST', '/v0/tokens', 'GET'],
      ['DELETE', '/explorer/v0/transactions', 'GET'],
      ['HEAD', '/v0/quote', 'POST'],
    ];
    for (const [method, path, allow] of cases) {
      const reply = await t.request(path, { method });
      assert.equal(reply.status, 405, `${method} ${path}`);
      assert.equal(reply.headers.get('allow'), allow);
      if (method !== 'HEAD') assertMessage(reply, 405, new RegExp(`${path} takes ${allow}, not ${method}`));
    }
    assert.equal(t.calls.length, 0);
  });

  it('answers HEAD on GET routes with the GET headers and no body', async () => {
    const t = await setup();
    const head = await t.request('/v0/tokens', { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal(head.text, '');
    assert.match(head.headers.get('etag') ?? '', /^"[0-9a-f]+"$/);
    assert.equal((await t.request('/healthz', { method: 'HEAD' })).status, 200);
    assert.deepEqual(
      t.calls.map((c) => `${c.method} ${c.path}`),
      ['GET /1click/v0/tokens'],
    );
  });

  it('answers a preflight from an allowed origin 204 with CORS headers', async () => {
    const t = await setup();
    const reply = await t.request('/v0/quote', {
      method: 'OPTIONS',
      headers: {
        origin: SHOP,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    assert.equal(reply.status, 204);
    assert.equal(reply.headers.get('access-control-allow-origin'), SHOP);
    assert.match(reply.headers.get('access-control-allow-methods') ?? '', /\bPOST\b/);
    assert.match(reply.headers.get('access-control-allow-headers') ?? '', /content-type/);
    assert.match(reply.headers.get('vary') ?? '', /Origin/);
    // The page never sends a credential, so the preflight does not offer to accept one.
    assert.doesNotMatch(reply.headers.get('access-control-allow-headers') ?? '', /authorization|x-api-key/i);
    assert.equal(t.calls.length, 0);
  });

  it('refuses a preflight from a disallowed origin with 403', async () => {
    const t = await setup();
    const reply = await t.request('/v0/quote', {
      method: 'OPTIONS',
      headers: { origin: EVIL, 'access-control-request-method': 'POST' },
    });
    assertMessage(reply, 403, /does not serve pages from https:\/\/evil\.example/, ORIGIN_KEYS);
    assert.equal(reply.headers.get('access-control-allow-methods'), null);
    assert.equal(t.calls.length, 0);
  });

  it('refuses an actual request from a disallowed origin with 403 and sends nothing upstream', async () => {
    const t = await setup();
    const refused = await t.post('/v0/quote', quoteRequest(t.sim), { origin: EVIL });
    assertMessage(refused, 403, /ALLOWED_ORIGINS/, ORIGIN_KEYS);
    // The sentence for people, and a code and the origin for the elements (they word it in the page's language).
    assert.deepEqual(refused.body, {
      message: 'This gateway does not serve pages from https://evil.example. Add it to ALLOWED_ORIGINS.',
      code: 'origin-not-allowed',
      origin: EVIL,
    });
    assert.equal(refused.headers.get('access-control-allow-origin'), EVIL);
    assertMessage(await t.get('/v0/tokens', { origin: EVIL }), 403, undefined, ORIGIN_KEYS);
    assertMessage(
      await t.get('/explorer/v0/transactions-pages?perPage=2', { origin: EVIL }),
      403,
      undefined,
      ORIGIN_KEYS,
    );
    assert.equal(t.calls.length, 0);
    // ... and keeps serving the allowed page.
    const ok = await t.get('/v0/tokens', { origin: SHOP });
    assert.equal(ok.status, 200);
    assert.equal(ok.headers.get('access-control-allow-origin'), SHOP);
    assert.match(ok.headers.get('access-control-expose-headers') ?? '', /retry-after/);
  });

  it('serves any origin with ALLOWED_ORIGINS=*, and only the same origin with none set', async () => {
    const any = await setup({ env: { ALLOWED_ORIGINS: '*' } });
    const reply = await any.get('/v0/tokens', { origin: EVIL });
    assert.equal(reply.status, 200);
    assert.equal(reply.headers.get('access-control-allow-origin'), '*');
    const none = await setup({ env: { ALLOWED_ORIGINS: '' } });
    assertMessage(await none.get('/v0/tokens', { origin: SHOP }), 403, /Add it to ALLOWED_ORIGINS/, ORIGIN_KEYS);
    assert.equal((await none.get('/v0/tokens', { origin: GW })).status, 200);
  });

  it('serves same-origin and no-Origin requests', async () => {
    const t = await setup();
    const same = await t.get('/v0/tokens', { origin: GW });
    assert.equal(same.status, 200);
    const none = await t.get('/v0/tokens');
    assert.equal(none.status, 200);
    assert.equal(none.headers.get('access-control-allow-origin'), null);
    assert.equal(none.text, same.text);
  });
});

describe('gateway: credentials', () => {
  it('refuses a visitor Authorization or X-API-Key with 400 and sends nothing upstream', async () => {
    const t = await setup();
    const visitor = 'visitor-own-token-123';
    const replies = [
      await t.post('/v0/quote', quoteRequest(t.sim), { authorization: `Bearer ${visitor}` }),
      await t.post('/v0/quote', quoteRequest(t.sim), { 'x-api-key': visitor }),
      await t.get('/v0/status?depositAddress=abc', { 'x-api-key': visitor }),
      await t.get('/explorer/v0/transactions-pages?perPage=2', { authorization: `Bearer ${visitor}` }),
    ];
    for (const reply of replies) {
      assertMessage(reply, 400, /must not send Authorization or X-API-Key/);
      assert.ok(!reply.text.includes(visitor));
    }
    assert.equal(t.calls.length, 0);
  });

  it('never forwards the visitor cookie or any other visitor header', async () => {
    const t = await setup();
    const headers = { cookie: 'session=visitor-cookie-secret', 'x-forwarded-for': '198.51.100.9', referer: SHOP };
    assert.equal((await t.post('/v0/quote', quoteRequest(t.sim), headers)).status, 200);
    assert.equal((await t.get('/v0/tokens', headers)).status, 200);
    assert.equal(t.calls.length, 2);
    for (const call of t.calls) {
      assert.equal(call.headers.cookie, undefined);
      for (const name of Object.keys(call.headers)) {
        assert.ok(['accept', 'content-type', 'authorization'].includes(name), `${name} went upstream`);
      }
      assert.ok(!JSON.stringify(call).includes('visitor-cookie-secret'));
    }
  });

  it('sends PARTNER_API_KEY upstream as X-API-Key only', async () => {
    const t = await setup({ scheme: 'api-key' });
    assert.equal((await t.post('/v0/quote', quoteRequest(t.sim))).status, 200);
    assert.equal((await t.get('/explorer/v0/transactions-pages?perPage=2')).status, 200);
    assert.equal(t.calls.length, 2);
    for (const call of t.calls) {
      assert.equal(call.headers['x-api-key'], t.token);
      assert.equal(call.headers.authorization, undefined);
    }
  });

  it('sends PARTNER_JWT upstream as Authorization: Bearer only (a "Bearer " prefix in the variable is dropped)', async () => {
    const t = await setup({
      scheme: 'none',
      env: { PARTNER_JWT: `Bearer ${await makeSim({ historySize: 1 }).issueToken()}` },
    });
    assert.equal((await t.post('/v0/quote', quoteRequest(t.sim))).status, 200);
    assert.equal((await t.get('/explorer/v0/transactions-pages?perPage=2')).status, 200);
    assert.equal(t.calls.length, 2);
    for (const call of t.calls) {
      assert.equal(call.headers.authorization, `Bearer ${t.token}`);
      assert.equal(call.headers['x-api-key'], undefined);
    }
  });
});

describe('gateway: request bodies', () => {
  it('answers an oversized body with a declared Content-Length 413 and sends nothing upstream', async () => {
    const t = await setup();
    const body = JSON.stringify({ ...quoteRequest(t.sim), sessionId: 'x'.repeat(20_000) });
    const reply = await t.request('/v0/quote', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
      body,
    });
    assertMessage(reply, 413, /larger than 16 kB/);
    assert.equal(t.calls.length, 0);
  });

  it('answers an oversized streamed body without Content-Length 413 and sends nothing upstream', async () => {
    const t = await setup();
    const chunk = new TextEncoder().encode(' '.repeat(8192));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 4) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const request = new Request(`${GW}/v0/deposit/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    assert.equal(request.headers.get('content-length'), null);
    assertMessage(await t.witness.call(t.gateway, request), 413, /larger than 16 kB/);
    assert.equal(t.calls.length, 0);
  });

  it('answers malformed JSON, a wrong content type, an empty body and a non-object 400', async () => {
    const t = await setup();
    assertMessage(await t.post('/v0/quote', '{"dry": tru'), 400, /^Request body is not valid JSON$/);
    assertMessage(
      await t.request('/v0/quote', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify(quoteRequest(t.sim)),
      }),
      400,
      /^Content-Type must be application\/json$/,
    );
    assertMessage(await t.post('/v0/quote', ''), 400, /^Request body is empty/);
    assertMessage(await t.post('/v0/deposit/submit', '  '), 400, /^Request body is empty/);
    for (const body of ['[1,2]', '42', '"text"', 'null']) {
      assertMessage(await t.post('/v0/deposit/submit', body), 400, /^Request body must be a JSON object$/);
    }
    assert.equal(t.calls.length, 0);
  });

  it("answers a schema-invalid quote 400 with the contract's comma-joined message", async () => {
    const t = await setup();
    const invalid = { ...quoteRequest(t.sim), dry: 'yes', slippageTolerance: -5, destinationAsset: '', extra: 1 };
    const reply = await t.post('/v0/quote', invalid);
    const text = assertMessage(reply, 400);
    // The same validation the simulator (and so the contract) applies, word for word.
    const direct = await t.sim.fetch(
      new Request('http://sim.test/1click/v0/quote', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(invalid),
      }),
    );
    assert.equal(text, ((await direct.json()) as { message: string }).message);
    assert.ok(text.split(',').length >= 3, text);
    assert.match(text, /property extra should not exist/);
    assert.equal(t.calls.length, 0);
  });

  it('answers an invalid submit body and status query 400 and sends nothing upstream', async () => {
    const t = await setup();
    assertMessage(await t.post('/v0/deposit/submit', { txHash: ETH_TX }), 400, /depositAddress/);
    assertMessage(await t.get('/v0/status'), 400, /depositAddress/);
    assertMessage(await t.get('/v0/status?depositAddress=0xabc&evil=1'), 400, /property evil should not exist/);
    assert.equal(t.calls.length, 0);
  });
});

describe('gateway: partner terms', () => {
  const terms = {
    PARTNER_REFERRAL: 'partner-shop',
    PARTNER_APP_FEES: '[{"recipient":"fees.partner.near","fee":25}]',
  };

  it('replaces the visitor referral and appFees with the configured ones', async () => {
    const t = await setup({ env: terms });
    const stripped = { ...quoteRequest(t.sim), referral: 'visitor', appFees: [{ recipient: 'visitor.near', fee: 0 }] };
    assert.equal((await t.post('/v0/quote', stripped)).status, 200);
    const { referral: _r, appFees: _a, ...bare } = stripped;
    assert.equal((await t.post('/v0/quote', bare)).status, 200);
    assert.equal(t.calls.length, 2);
    for (const call of t.calls) {
      const sent = JSON.parse(call.body) as Record<string, unknown>;
      assert.equal(sent.referral, 'partner-shop');
      assert.deepEqual(sent.appFees, [{ recipient: 'fees.partner.near', fee: 25 }]);
      // The simulator quoted with the partner's terms, as its echo shows.
      const echoed = (JSON.parse(call.responseBody!) as { quoteRequest: Record<string, unknown> }).quoteRequest;
      assert.equal(echoed.referral, 'partner-shop');
    }
  });

  it('replaces the visitor rebates with the configured PARTNER_REBATES, like app fees', async () => {
    const rebates = [
      { recipient: 'rebates.partner.near', share: 60 },
      { recipient: 'dao.partner.near', share: 40 },
    ];
    const t = await setup({ env: { ...terms, PARTNER_REBATES: JSON.stringify(rebates) } });
    const visitor = { ...quoteRequest(t.sim), rebates: [{ recipient: 'visitor.near', share: 100 }] };
    assert.equal((await t.post('/v0/quote', visitor)).status, 200);
    const { rebates: _r, ...bare } = visitor;
    assert.equal((await t.post('/v0/quote', bare)).status, 200);
    for (const call of t.calls) {
      assert.deepEqual((JSON.parse(call.body) as Record<string, unknown>).rebates, rebates);
      const echoed = (JSON.parse(call.responseBody!) as { quoteRequest: Record<string, unknown> }).quoteRequest;
      assert.deepEqual(echoed.rebates, rebates);
    }
    // A visitor's malformed rebates are refused before anything is sent.
    const before = t.calls.length;
    const bad = await t.post('/v0/quote', { ...bare, rebates: [{ recipient: 'a.near', share: 50 }] });
    assert.equal(bad.status, 400);
    assert.match(String((bad.body as { message: string }).message), /add up to 100/);
    assert.equal(t.calls.length, before);
  });

  it("passes a valid dry quote and answers 200 with the simulator's quote", async () => {
    const t = await setup();
    const request = quoteRequest(t.sim, { toChain: 'near' });
    const reply = await t.post('/v0/quote', request);
    assert.equal(reply.status, 200);
    assert.equal(t.calls.length, 1);
    assert.equal(t.calls[0]!.path, '/1click/v0/quote');
    assert.equal(t.calls[0]!.method, 'POST');
    assert.deepEqual(JSON.parse(t.calls[0]!.body), request);
    assert.equal(reply.text, t.calls[0]!.responseBody);
    const body = reply.body as { quote: { amountOut: string }; quoteRequest: { destinationAsset: string } };
    assert.match(body.quote.amountOut, /^\d+$/);
    assert.equal(body.quoteRequest.destinationAsset, WNEAR);
  });
});

describe('gateway: upstream faults', () => {
  it('answers an upstream 5xx 502 with {message} and keeps serving', async () => {
    const t = await setup();
    t.sim.setFaults({ errorRate: 1 });
    assertMessage(await t.post('/v0/quote', quoteRequest(t.sim)), 502, /^The swap service answered 503\./);
    assertMessage(await t.get('/v0/status?depositAddress=0xabc'), 502, /answered 503/);
    t.sim.resetFaults();
    assert.equal((await t.post('/v0/quote', quoteRequest(t.sim))).status, 200);
    assert.equal(t.calls.length, 3);
  });

  it('answers a malformed upstream body 502 and keeps serving', async () => {
    const t = await setup();
    t.sim.setFaults({ malformedRate: 1 });
    assertMessage(await t.post('/v0/quote', quoteRequest(t.sim)), 502, /not JSON/);
    t.sim.resetFaults();
    assert.equal((await t.post('/v0/quote', quoteRequest(t.sim))).status, 200);
    assert.equal(t.calls.length, 2);
  });

  it('answers an upstream that never answers 504 once the timeout aborts it, and keeps serving', async () => {
    const t = await setup({ config: { upstreamTimeoutMs: 2000 } }); // room for a prompt answer on a busy machine
    const aborted: Request[] = [];
    t.setFault((request) => hang(request).finally(() => aborted.push(request)));
    // AbortSignal.timeout's timer does not hold the event loop open (a server's socket would): this interval does.
    const keepAlive = setInterval(() => undefined, 1000);
    try {
      assertMessage(await t.post('/v0/quote', quoteRequest(t.sim)), 504, /did not answer within/);
    } finally {
      clearInterval(keepAlive);
    }
    assert.equal(aborted.length, 1);
    t.setFault(undefined);
    assert.equal((await t.post('/v0/quote', quoteRequest(t.sim))).status, 200);
    assert.equal(t.calls.length, 2);
  });

  it('answers a network error (the upstream fetch rejects) 502 and keeps serving', async () => {
    const t = await setup();
    t.sim.setFaults({ dropRate: 1 });
    assertMessage(await t.post('/v0/quote', quoteRequest(t.sim)), 502, /^The swap service could not be reached\.$/);
    t.sim.resetFaults();
    assert.equal((await t.post('/v0/quote', quoteRequest(t.sim))).status, 200);
    assert.equal(t.calls.length, 2);
  });

  it('answers an upstream 429 on quote 429 with Retry-After and keeps serving', async () => {
    const t = await setup();
    t.setFault(() => json({ message: 'Too many requests' }, 429, { 'retry-after': '7' }));
    const first = await t.post('/v0/quote', quoteRequest(t.sim));
    assertMessage(first, 429, /^Too many requests$/);
    assert.equal(first.headers.get('retry-after'), '7');
    // Without the header, the body's retryAfterSeconds (the simulator's 429 shape) gives it.
    t.setFault(undefined);
    t.sim.setFaults({ rateLimitRate: 1 });
    const second = await t.post('/v0/quote', quoteRequest(t.sim));
    assert.equal(second.status, 429);
    assert.equal(second.headers.get('retry-after'), '1');
    t.sim.resetFaults();
    assert.equal((await t.post('/v0/quote', quoteRequest(t.sim))).status, 200);
    assert.equal(t.calls.length, 3);
  });

  it('retries status without the credential when the upstream refuses it, and logs an error', async () => {
    const t = await setup();
    const quote = await t.post('/v0/quote', quoteRequest(t.sim, { dry: false }));
    const depositAddress = (quote.body as { quote: { depositAddress: string } }).quote.depositAddress;
    t.setFault((request) =>
      request.url.includes('/v0/status') && request.headers.has('authorization')
        ? json({ message: 'Unauthorized', statusCode: 401 }, 401)
        : undefined,
    );
    const status = await t.get(`/v0/status?depositAddress=${depositAddress}`);
    assert.equal(status.status, 200, status.text);
    assert.equal((status.body as { status: string }).status, 'PENDING_DEPOSIT');
    const statusCalls = t.calls.filter((c) => c.path.startsWith('/1click/v0/status'));
    assert.equal(statusCalls.length, 2);
    assert.equal(statusCalls[0]!.headers.authorization, `Bearer ${t.token}`);
    assert.equal(statusCalls[1]!.headers.authorization, undefined);
    assert.equal(statusCalls[1]!.headers['x-api-key'], undefined);
    assert.ok(t.witness.lines.some((l) => l.level === 'error' && /refused the partner credential/.test(l.message)));
    // A refused credential on quote is the partner's problem: a 502 that says so, and an error line.
    t.setFault((request) => (request.url.includes('/v0/quote') ? json({ message: 'Unauthorized' }, 401) : undefined));
    assertMessage(await t.post('/v0/quote', quoteRequest(t.sim)), 502, /refused this gateway’s partner credential/);
    t.setFault(undefined);
    assert.equal((await t.post('/v0/quote', quoteRequest(t.sim))).status, 200);
  });
});

describe('gateway: visitor quotas', () => {
  it('answers quotes over the burst 429 with Retry-After per visitor, and refills with time', async () => {
    const t = await setup({ env: { VISITOR_QUOTE_BURST: '3', VISITOR_QUOTES_PER_MINUTE: '6' } });
    for (let i = 0; i < 3; i++) assert.equal((await t.post('/v0/quote', quoteRequest(t.sim))).status, 200);
    const over = await t.post('/v0/quote', quoteRequest(t.sim));
    assertMessage(over, 429, /try again in 10 s/);
    assert.equal(over.headers.get('retry-after'), '10');
    assert.equal(t.calls.length, 3);
    const other = await t.post('/v0/quote', quoteRequest(t.sim), { 'x-test-client': '198.51.100.20' });
    assert.equal(other.status, 200);
    await t.clock.advance(9000);
    const still = await t.post('/v0/quote', quoteRequest(t.sim));
    assert.equal(still.status, 429);
    assert.equal(still.headers.get('retry-after'), '1');
    await t.clock.advance(1000);
    assert.equal((await t.post('/v0/quote', quoteRequest(t.sim))).status, 200);
    assert.equal(t.calls.length, 5);
  });

  it('answers submits over the burst 429 with Retry-After per visitor, and refills with time', async () => {
    const t = await setup({ env: { VISITOR_SUBMIT_BURST: '2', VISITOR_SUBMITS_PER_MINUTE: '1' } });
    const quote = await t.post('/v0/quote', quoteRequest(t.sim, { dry: false }));
    const depositAddress = (quote.body as { quote: { depositAddress: string } }).quote.depositAddress;
    const submit = (headers: Record<string, string> = {}) =>
      t.post('/v0/deposit/submit', { txHash: ETH_TX, depositAddress }, headers);
    assert.equal((await submit()).status, 200);
    assert.equal((await submit()).status, 200);
    const over = await submit();
    assertMessage(over, 429, /Too many submit requests/);
    assert.equal(over.headers.get('retry-after'), '60');
    assert.equal((await submit({ 'x-test-client': '198.51.100.20' })).status, 200);
    await t.clock.advance(60_000);
    assert.equal((await submit()).status, 200);
    assert.equal(t.calls.filter((c) => c.path === '/1click/v0/deposit/submit').length, 4);
  });
});

describe('gateway: tokens', () => {
  it('serves the second request from its cache (one upstream call, sent without the credential)', async () => {
    const t = await setup();
    const first = await t.get('/v0/tokens');
    const second = await t.get('/v0/tokens');
    assert.equal(first.status, 200);
    assert.equal(second.text, first.text);
    assert.ok(Array.isArray(first.body) && first.body.length > 10);
    assert.equal(first.headers.get('cache-control'), 'public, max-age=60');
    assert.equal(t.calls.length, 1);
    assert.equal(t.calls[0]!.headers.authorization, undefined);
  });

  it('answers If-None-Match with the current ETag 304 without a body', async () => {
    const t = await setup();
    const etag = (await t.get('/v0/tokens')).headers.get('etag')!;
    assert.match(etag, /^"[0-9a-f]{16}"$/);
    const notModified = await t.get('/v0/tokens', { 'if-none-match': etag });
    assert.equal(notModified.status, 304);
    assert.equal(notModified.text, '');
    assert.equal(notModified.headers.get('etag'), etag);
    assert.equal((await t.get('/v0/tokens', { 'if-none-match': '"other"' })).status, 200);
    // A list of tags, or a weak copy of the current one, is a match too.
    assert.equal((await t.get('/v0/tokens', { 'if-none-match': `"other", W/${etag}` })).status, 304);
    assert.equal(t.calls.length, 1);
  });

  it('serves the last list when the upstream fails after it expired', async () => {
    const t = await setup();
    const first = await t.get('/v0/tokens');
    await t.clock.advance(61_000);
    t.sim.setFaults({ errorRate: 1 });
    const stale = await t.get('/v0/tokens');
    assert.equal(stale.status, 200);
    assert.equal(stale.text, first.text);
    t.sim.setFaults({ errorRate: 0, dropRate: 1 });
    assert.equal((await t.get('/v0/tokens')).text, first.text);
    assert.equal(t.calls.length, 3);
  });

  it('answers 502 when no list was ever fetched and the upstream fails, then recovers', async () => {
    const t = await setup();
    t.sim.setFaults({ errorRate: 1 });
    assertMessage(await t.get('/v0/tokens'), 502, /answered the token list with 503/);
    t.sim.setFaults({ errorRate: 0, dropRate: 1 });
    assertMessage(await t.get('/v0/tokens'), 502, /could not be reached/);
    t.setFault(() => json({ not: 'a list' }));
    assertMessage(await t.get('/v0/tokens'), 502, /not a list/);
    t.setFault(undefined);
    t.sim.resetFaults();
    assert.equal((await t.get('/v0/tokens')).status, 200);
    assert.equal(t.calls.length, 4);
  });
});

describe('gateway: explorer sharing', () => {
  const A = '/explorer/v0/transactions-pages?perPage=5&page=2&statuses=SUCCESS,REFUNDED';
  const A_REORDERED = '/explorer/v0/transactions-pages?statuses=REFUNDED,SUCCESS&page=2&perPage=5';
  const B = '/explorer/v0/transactions-pages?perPage=7';
  const C = '/explorer/v0/transactions?numberOfTransactions=4';

  it('answers the same query with parameters in another order from one upstream call', async () => {
    const t = await setup();
    const first = await t.get(A);
    assert.equal(first.status, 200);
    assert.equal(first.headers.get('x-cache'), 'miss');
    assert.equal(first.headers.get('age'), '0');
    await t.clock.advance(2000);
    const second = await t.get(A_REORDERED);
    assert.equal(second.status, 200);
    assert.equal(second.headers.get('x-cache'), 'hit');
    assert.equal(second.headers.get('age'), '2');
    assert.equal(second.text, first.text);
    assert.equal(t.calls.length, 1);
    assert.equal(t.calls[0]!.path, '/explorer/api/v0/transactions-pages?page=2&perPage=5&statuses=REFUNDED%2CSUCCESS');
  });

  it('coalesces identical concurrent requests into one upstream call', async () => {
    const t = await setup();
    const replies = await Promise.all(Array.from({ length: 6 }, () => t.get(A)));
    assert.equal(t.calls.length, 1);
    for (const reply of replies) {
      assert.equal(reply.status, 200);
      assert.equal(reply.text, replies[0]!.text);
    }
    const cache = replies.map((r) => r.headers.get('x-cache'));
    assert.equal(cache.filter((c) => c === 'miss').length, 1, cache.join());
    assert.ok(
      cache.every((c) => c === 'miss' || c === 'shared' || c === 'hit'),
      cache.join(),
    );
  });

  it('makes a second distinct query wait for the gate before it goes upstream', async () => {
    const t = await setup();
    assert.equal((await t.get(A)).status, 200);
    const pending = t.get(B);
    await until(() => t.clock.pending().length === 1, 'the gate wait');
    const [wait] = t.clock.pending();
    assert.ok(wait! >= 5000 && wait! <= 5500, `waits ${wait} ms`);
    assert.equal(t.calls.length, 1);
    await t.clock.advance(wait! - 1);
    assert.equal(t.calls.length, 1);
    await t.clock.advance(1);
    const second = await pending;
    assert.equal(second.status, 200);
    assert.equal(second.headers.get('x-cache'), 'miss');
    assert.equal(rowsOf(second).length, 7);
    assert.equal(t.calls.length, 2);
    assert.equal(t.calls[1]!.status, 200); // the simulator's own 1-per-5-s limit was respected
  });

  it('serves a stale answer at once and sends one refresh once the gate allows', async () => {
    const t = await setup();
    const first = await t.get(A);
    await t.clock.advance(16_000); // past EXPLORER_FRESH_SECONDS (15)
    assert.equal((await t.get(B)).status, 200); // takes the gate's slot now
    const stale = await t.get(A);
    assert.equal(stale.status, 200);
    assert.equal(stale.headers.get('x-cache'), 'stale');
    assert.equal(stale.headers.get('age'), '16');
    assert.equal(stale.text, first.text);
    await until(() => t.clock.pending().length === 1, 'the refresh waiting for the gate');
    assert.equal((await t.get(A_REORDERED)).headers.get('x-cache'), 'stale');
    await settle();
    assert.equal(t.clock.pending().length, 1); // one refresh, however many visitors asked
    assert.equal(t.calls.length, 2);
    await t.clock.advance(t.clock.pending()[0]!);
    await until(() => t.calls.length === 3 && t.calls[2]!.status !== undefined, 'the refresh');
    await settle();
    assert.equal(t.calls[2]!.path, t.calls[0]!.path);
    assert.equal(t.calls[2]!.status, 200);
    const fresh = await t.get(A);
    assert.equal(fresh.headers.get('x-cache'), 'hit');
    assert.equal(fresh.headers.get('age'), '0');
    assert.equal(t.calls.length, 3);
  });

  it('keeps serving the cached answer when the upstream answers 429, and keeps the gate closed for Retry-After', async () => {
    const t = await setup();
    const first = await t.get(A);
    await t.clock.advance(16_000);
    t.setFault((request) =>
      isExplorer(request) ? json({ message: 'Too many requests' }, 429, { 'retry-after': '20' }) : undefined,
    );
    const stale = await t.get(A);
    assert.equal(stale.status, 200);
    assert.equal(stale.text, first.text);
    await until(() => t.witness.lines.some((l) => l.level === 'warn' && /429/.test(l.message)), 'the 429 warning');
    assert.equal(t.calls.length, 2);
    assert.equal(t.calls[1]!.status, 429);
    // Visitors see no error; the closed gate sends nothing upstream.
    const again = await t.get(A);
    assert.equal(again.status, 200);
    assert.equal(again.headers.get('x-cache'), 'stale');
    await settle();
    const uncached = await t.get(B);
    assertMessage(uncached, 503, /try again shortly/, ['message', 'retryAfterSeconds']);
    assert.equal(uncached.headers.get('retry-after'), '20');
    assert.equal(t.calls.length, 2);
    t.setFault(undefined);
    await t.clock.advance(20_000);
    assert.equal((await t.get(B)).status, 200);
    assert.equal(t.calls.length, 3);
  });

  it('answers 503 with Retry-After and {message} when the upstream answers 429 and nothing is cached', async () => {
    const t = await setup();
    t.setFault((request) =>
      isExplorer(request) ? json({ message: 'Too many requests' }, 429, { 'retry-after': '30' }) : undefined,
    );
    const busy = await t.get(A);
    assertMessage(busy, 503, /one request every few seconds/, ['message', 'retryAfterSeconds']);
    assert.equal(busy.headers.get('retry-after'), '30');
    assert.equal((busy.body as { retryAfterSeconds: number }).retryAfterSeconds, 30);
    assert.equal(t.calls.length, 1);
    assert.equal((await t.get(B)).status, 503);
    assert.equal(t.calls.length, 1);
    t.setFault(undefined);
    await t.clock.advance(30_000);
    assert.equal((await t.get(A)).status, 200);
    assert.equal(t.calls.length, 2);
  });

  it("serves and caches a page with a row it cannot read: rows are the client's to read, the envelope is checked", async () => {
    const t = await setup();
    // The real explorer's page, with its first row broken (no deposit address, a negative amount).
    t.setFault(async (request) => {
      const page = (await (await t.sim.fetch(request)).json()) as { data: Record<string, unknown>[] };
      const [first, ...rest] = page.data;
      return json({ ...page, data: [{ ...first, depositAddress: undefined, amountIn: '-5' }, ...rest] });
    });
    const reply = await t.get(A);
    assert.equal(reply.status, 200, reply.text);
    const rows = (reply.body as { data: Record<string, unknown>[] }).data;
    assert.equal(rows.length, 5);
    assert.equal(rows[0]!.depositAddress, undefined);
    const again = await t.get(A);
    assert.equal(again.headers.get('x-cache'), 'hit');
    assert.equal(t.calls.length, 1);
  });

  it('answers 502 or 504 when the explorer sends garbage, a 5xx, cannot be reached or times out, with nothing cached', async () => {
    const t = await setup({ config: { upstreamTimeoutMs: 2000 } }); // room for a prompt answer on a busy machine
    t.sim.setFaults({ malformedRate: 1 });
    assertMessage(await t.get(A), 502, /not a transaction list/);
    t.sim.setFaults({ malformedRate: 0, errorRate: 1 });
    await t.clock.advance(GATE_MS);
    assertMessage(await t.get(A), 502, /^The explorer answered 503\.$/);
    t.sim.setFaults({ errorRate: 0, dropRate: 1 });
    await t.clock.advance(GATE_MS);
    assertMessage(await t.get(C), 502, /could not be reached/);
    t.sim.resetFaults();
    t.setFault(hang);
    await t.clock.advance(GATE_MS);
    const keepAlive = setInterval(() => undefined, 1000); // see the swap timeout test
    try {
      assertMessage(await t.get(C), 504, /^The explorer did not answer within/);
    } finally {
      clearInterval(keepAlive);
    }
    t.setFault(undefined);
    await t.clock.advance(GATE_MS);
    const ok = await t.get(A);
    assert.equal(ok.status, 200);
    assert.equal(ok.headers.get('x-cache'), 'miss'); // garbage was never cached
    assert.equal(t.calls.length, 5);
  });

  it('answers the explorer routes 404 when EXPLORER_ACCESS=off', async () => {
    for (const t of [await setup({ env: { EXPLORER_ACCESS: 'off' } }), await setup({ scheme: 'none' })]) {
      assertMessage(await t.get(A), 404, /EXPLORER_ACCESS=off/);
      assertMessage(await t.get(C), 404, /EXPLORER_ACCESS=off/);
      assert.equal(t.calls.length, 0);
    }
  });
});

describe('gateway: explorer views', () => {
  const PAGE = '/explorer/v0/transactions-pages?perPage=300';
  const MASKED = ['depositAddress', 'recipient', 'refundTo'] as const;

  it('masks addresses, memos and senders and seals cursors in the public view', async () => {
    const t = await setup();
    const reply = await t.get(PAGE);
    assert.equal(reply.status, 200);
    const real = (JSON.parse(t.calls[0]!.responseBody!) as { data: Record<string, unknown>[] }).data;
    const rows = rowsOf(reply);
    assert.equal(rows.length, real.length);
    assert.ok(real.some((r) => r.depositMemo) && real.some((r) => (r.senders as string[] | null)?.length));
    rows.forEach((row, i) => {
      const orig = real[i]!;
      for (const field of MASKED) assert.equal(row[field], maskAddress(orig[field]));
      assert.match(row.depositAddress as string, /^.{6}….{4}$/);
      assert.deepEqual(row.senders, (orig.senders as string[] | null)?.map(maskAddress) ?? orig.senders);
      assert.equal(row.depositMemo, orig.depositMemo ? '•••' : orig.depositMemo);
      assert.match(row.depositAddressAndMemo as string, /^gw1\.[A-Za-z0-9_-]+$/);
      const rest = (r: Record<string, unknown>) => {
        const copy = { ...r };
        for (const f of [...MASKED, 'senders', 'depositMemo', 'depositAddressAndMemo']) delete copy[f];
        return copy;
      };
      assert.deepEqual(rest(row), rest(orig));
      for (const value of [orig.depositAddress, orig.refundTo, orig.depositAddressAndMemo]) {
        assert.ok(!reply.text.includes(value as string), `${value as string} is visible`);
      }
    });
  });

  it('refuses filters outside the public allow-list with 400 naming them', async () => {
    const t = await setup();
    assertMessage(
      await t.get('/explorer/v0/transactions-pages?search=alice&perPage=5'),
      400,
      /does not allow search\./,
    );
    assertMessage(
      await t.get('/explorer/v0/transactions?referral=x&affiliate=y'),
      400,
      /does not allow referral, affiliate\./,
    );
    assertMessage(await t.get('/explorer/v0/transactions-pages?perPage=abc'), 400, /perPage must be a whole number/);
    assert.equal(t.calls.length, 0);
  });

  it('pages on through a sealed cursor to the rows the simulator gives for the real cursor', async () => {
    const t = await setup();
    const first = await t.get('/explorer/v0/transactions?numberOfTransactions=3');
    assert.equal(first.status, 200);
    const sealedRows = first.body as Record<string, unknown>[];
    const sealed = sealedRows[2]!.depositAddressAndMemo as string;
    const realCursor = (JSON.parse(t.calls[0]!.responseBody!) as Record<string, unknown>[])[2]!
      .depositAddressAndMemo as string;
    assert.match(sealed, /^gw1\./);
    const query = `numberOfTransactions=3&direction=next&lastDepositAddressAndMemo=${encodeURIComponent(sealed)}`;
    const next = t.get(`/explorer/v0/transactions?${query}`);
    await until(() => t.clock.pending().length === 1, 'the gate wait');
    await t.clock.advance(t.clock.pending()[0]!);
    const page = await next;
    assert.equal(page.status, 200, page.text);
    assert.equal(new URL(t.calls[1]!.url).searchParams.get('lastDepositAddressAndMemo'), realCursor);
    // The simulator, asked directly with the real cursor (another partner: its own rate limit).
    const direct = await t.sim.fetch(
      `${EXPLORER}/v0/transactions?numberOfTransactions=3&direction=next&lastDepositAddressAndMemo=${encodeURIComponent(realCursor)}`,
      { headers: { authorization: `Bearer ${await t.sim.issueToken('acme-wallet')}` } },
    );
    const directRows = (await direct.json()) as Record<string, unknown>[];
    const rows = page.body as Record<string, unknown>[];
    assert.equal(rows.length, 3);
    assert.deepEqual(
      rows.map((r) => r.intentHashes),
      directRows.map((r) => r.intentHashes),
    );
    assert.deepEqual(rows, await new PublicView(t.token).answer(directRows));
    assert.ok(!rows.some((r) => sealedRows.some((s) => s.intentHashes === r.intentHashes)));
  });

  it('refuses a raw or forged cursor with 400 and sends nothing upstream', async () => {
    const t = await setup();
    const raw = `0x${'12'.repeat(20)}`;
    for (const cursor of [raw, 'gw1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'gw1.']) {
      assertMessage(
        await t.get(`/explorer/v0/transactions?lastDepositAddressAndMemo=${encodeURIComponent(cursor)}`),
        400,
        /not a cursor this gateway gave out/,
      );
    }
    assert.equal(t.calls.length, 0);
  });

  it('answers the full view unmasked, with every filter', async () => {
    const t = await setup({ env: { EXPLORER_ACCESS: 'full' } });
    const reply = await t.get(PAGE);
    assert.equal(reply.status, 200);
    assert.equal(reply.text, t.calls[0]!.responseBody);
    // Whole addresses (the masked view shortens them to 6…4), on whatever chain the seeded row is.
    for (const row of rowsOf(reply)) assert.doesNotMatch(row.depositAddress as string, /…/);
    assert.ok(rowsOf(reply).some((row) => /^0x[0-9a-f]{40}$/.test(row.depositAddress as string)));
    await t.clock.advance(GATE_MS);
    assert.equal((await t.get('/explorer/v0/transactions-pages?search=0x&perPage=2')).status, 200);
    assert.equal(new URL(t.calls[1]!.url).searchParams.get('search'), '0x');
  });
});

describe('gateway: the explorer gate', () => {
  it('grants the next send an interval after the previous one was over, not after it was granted', async () => {
    let now = 1_000_000;
    const state = new MemoryState(() => now);
    const first = await state.acquire('g', 5250, 20_000);
    assert.ok('token' in first);
    // Under way (however long it takes): nobody else sends, and asks again no sooner than an interval.
    now += 9000;
    assert.deepEqual(await state.acquire('g', 5250, 20_000), { waitMs: 5250 });
    await state.sent('g', first.token, 5250); // answered at +9 s
    now += 5249;
    assert.deepEqual(await state.acquire('g', 5250, 20_000), { waitMs: 1 });
    // A timer that fired late changes nothing: whoever asks once the interval has passed is granted, once.
    now += 3000;
    const second = await state.acquire('g', 5250, 20_000);
    assert.ok('token' in second);
    assert.deepEqual(await state.acquire('g', 5250, 20_000), { waitMs: 5250 });
    // A sender that never marks its send frees the gate when its lease ends, and the next waits an interval more.
    now += 20_000;
    const third = await state.acquire('g', 5250, 20_000);
    assert.ok('token' in third);
    await state.sent('g', second.token, 5250); // the lost sender, late: the gate still counts from now
    assert.deepEqual(await state.acquire('g', 5250, 20_000), { waitMs: 5250 });
  });

  it("is the credential's: instances with other spellings of the explorer URL share one gate and one cache", async () => {
    const sim = makeSim({ historySize: 50 });
    const token = await sim.issueToken('demo-partner');
    SECRETS.add(token);
    const clock = manualClock({ base: sim.clock });
    const upstream = recordUpstream((request) => sim.fetch(request));
    const state = new MemoryState(clock.now);
    const witness = createWitness(SEEN);
    const [slash, alias] = [`${EXPLORER}/`, EXPLORER.replace('sim.test', 'SIM.test')].map((url) =>
      createGateway(testConfig({ env: { PARTNER_JWT: token, EXPLORER_API_URL: url } }), {
        state,
        fetch: upstream.fetch,
        log: witness.log,
        now: clock.now,
        sleep: clock.sleep,
      }),
    );
    const get = (gateway: typeof slash, query: string) =>
      witness.call(gateway!, new Request(`${GW}/explorer/v0/transactions-pages?${query}`));
    assert.equal((await get(slash, 'perPage=3')).headers.get('x-cache'), 'miss');
    // The same query through the other spelling: the shared answer.
    assert.equal((await get(alias, 'perPage=3')).headers.get('x-cache'), 'hit');
    // Another query through the other spelling waits for the one gate.
    const pending = get(alias, 'perPage=4');
    await until(() => clock.pending().length === 1, 'the gate wait');
    assert.equal(clock.pending()[0], 5250);
    await clock.advance(5250);
    const second = await pending;
    assert.equal(second.status, 200);
    assert.equal(upstream.calls.length, 2);
    assert.equal(upstream.calls[1]!.status, 200); // the simulator's own 1-per-5-s limit held
  });
});

describe('gateway: health and metrics', () => {
  it('answers /healthz with JSON', async () => {
    const t = await setup();
    const reply = await t.get('/healthz');
    assert.equal(reply.status, 200);
    assert.match(reply.headers.get('content-type') ?? '', /^application\/json/);
    assert.deepEqual(reply.body, { ok: true, state: 'memory', explorer: 'public' });
    assert.equal(t.calls.length, 0);
  });

  it('reports requests, upstream latency, cache hits, gate waits and upstream 429s on /metrics', async () => {
    const t = await setup();
    // The token list takes 300 ms upstream (on the shared manual clock).
    t.setFault((request) => {
      if (request.url.endsWith('/v0/tokens')) t.sim.clock.advance(300);
      return undefined;
    });
    await t.get('/v0/tokens');
    await t.get('/v0/tokens');
    await t.get('/v0/nope');
    await t.get('/explorer/v0/transactions-pages?perPage=2');
    await t.clock.advance(1000);
    await t.get('/explorer/v0/transactions-pages?perPage=2'); // hit
    const waiting = t.get('/explorer/v0/transactions-pages?perPage=3'); // waits for the gate
    await until(() => t.clock.pending().length === 1, 'the gate wait');
    const waits = [...t.clock.pending()];
    await t.clock.advance(t.clock.pending()[0]!);
    assert.equal((await waiting).status, 200);
    t.setFault((request) =>
      isExplorer(request) ? json({ message: 'slow down' }, 429, { 'retry-after': '60' }) : undefined,
    );
    const limited = t.get('/explorer/v0/transactions-pages?perPage=4');
    await until(() => t.clock.pending().length === 1, 'the second gate wait');
    waits.push(...t.clock.pending());
    await t.clock.advance(t.clock.pending()[0]!);
    assert.equal((await limited).status, 503);

    const text = (await t.get('/metrics')).text;
    const value = (series: string) => {
      const line = text.split('\n').find((l) => l.startsWith(`${series} `));
      assert.ok(line, `${series} missing from\n${text}`);
      return Number(line.slice(series.length + 1));
    };
    assert.equal(value('gateway_requests_total{route="/v0/tokens",status="200"}'), 2);
    assert.equal(value('gateway_requests_total{route="other",status="404"}'), 1);
    assert.equal(value('gateway_requests_total{route="/explorer/v0/transactions-pages",status="200"}'), 3);
    assert.equal(value('gateway_requests_total{route="/explorer/v0/transactions-pages",status="503"}'), 1);
    assert.equal(value('gateway_upstream_requests_total{route="tokens"}'), 1);
    assert.equal(value('gateway_upstream_requests_total{route="explorer-pages"}'), 3);
    assert.equal(value('gateway_upstream_duration_seconds_bucket{upstream="swap",le="0.25"}'), 0);
    assert.equal(value('gateway_upstream_duration_seconds_bucket{upstream="swap",le="0.5"}'), 1);
    assert.equal(value('gateway_upstream_duration_seconds_count{upstream="swap"}'), 1);
    assert.equal(value('gateway_upstream_duration_seconds_sum{upstream="swap"}'), 0.3);
    assert.equal(value('gateway_upstream_duration_seconds_count{upstream="explorer"}'), 3);
    assert.equal(value('gateway_explorer_cache_total{result="hit"}'), 1);
    assert.equal(value('gateway_explorer_cache_total{result="miss"}'), 2);
    assert.equal(value('gateway_explorer_gate_waits_total'), 2);
    // B waited for the slot 5 s (plus the gate's margin) after A, less the 1 s that had passed; C a full interval.
    assert.equal(waits.length, 2);
    assert.equal(waits[1]! - waits[0]!, 1000);
    assert.ok(waits[1]! >= 5000 && waits[1]! <= 5500, `waits ${waits.join()}`);
    assert.equal(value('gateway_explorer_gate_wait_seconds_total'), (waits[0]! + waits[1]!) / 1000);
    assert.equal(value('gateway_upstream_429_total{upstream="explorer"}'), 1);
    assert.match(text, /# TYPE gateway_upstream_duration_seconds histogram/);
    assert.match(text, /# TYPE gateway_requests_total counter/);
  });
});

describe('gateway: configuration', () => {
  const SECRET = 'sk-live-0123456789abcdef';
  const problems = (env: Record<string, string>): string => {
    try {
      loadConfig(env);
    } catch (error) {
      assert.ok(error instanceof GatewayConfigError);
      assert.ok(!error.message.includes(SECRET), error.message);
      assert.ok(!error.problems.join(' ').includes(SECRET));
      return error.message;
    }
    assert.fail('loadConfig accepted a bad environment');
  };

  it('reads a valid environment', () => {
    const config = loadConfig({
      PARTNER_API_KEY: SECRET,
      ALLOWED_ORIGINS: 'https://shop.example/, http://localhost:5173',
      PARTNER_APP_FEES: '[{"recipient":"fees.partner.near","fee":500}]',
    });
    assert.deepEqual(config.credential, { scheme: 'api-key', value: SECRET });
    assert.deepEqual(config.allowedOrigins, ['https://shop.example', 'http://localhost:5173']);
    assert.equal(config.explorerAccess, 'public');
    assert.equal(config.explorerIntervalMs, 5000);
  });

  it('documents every variable it reads in the README table, and no other', () => {
    const read = new Set<string>();
    const env = new Proxy({} as Record<string, string | undefined>, {
      get: (_target, name) => {
        if (typeof name === 'string') read.add(name);
        return undefined;
      },
    });
    loadConfig(env);
    const readme = readFileSync(new URL('../../src/gateway/README.md', import.meta.url), 'utf8');
    const table = readme.split('\n## Configuration\n')[1]!.split('\n## ')[0]!;
    const documented = new Set(
      [...table.matchAll(/^\| (.+?) \|/gm)].flatMap((row) => [...row[1]!.matchAll(/`([A-Z_]+)`/g)].map((m) => m[1]!)),
    );
    assert.ok(read.size >= 20, [...read].join());
    assert.deepEqual([...documented].sort(), [...read].sort());
  });

  it('rejects both credentials, naming both variables', () => {
    const text = problems({ PARTNER_API_KEY: SECRET, PARTNER_JWT: `${SECRET}-jwt` });
    assert.match(text, /PARTNER_API_KEY or PARTNER_JWT, not both/);
  });

  it('rejects URLs that are not absolute http(s)', () => {
    const text = problems({ PARTNER_JWT: SECRET, SWAP_API_URL: 'ftp://swap.example', EXPLORER_API_URL: 'explorer' });
    assert.match(text, /SWAP_API_URL must be an absolute http\(s\) URL/);
    assert.match(text, /EXPLORER_API_URL must be an absolute http\(s\) URL/);
  });

  it('rejects PARTNER_APP_FEES that is not JSON, empty, or over 500 basis points', () => {
    assert.match(
      problems({ PARTNER_JWT: SECRET, PARTNER_APP_FEES: '[{"recipient":' }),
      /PARTNER_APP_FEES must be JSON/,
    );
    assert.match(
      problems({ PARTNER_JWT: SECRET, PARTNER_APP_FEES: '[{"recipient":"fees.partner.near","fee":501}]' }),
      /PARTNER_APP_FEES: .*at most 500/,
    );
    assert.match(problems({ PARTNER_JWT: SECRET, PARTNER_APP_FEES: '[]' }), /PARTNER_APP_FEES/);
    assert.match(problems({ PARTNER_JWT: SECRET, PARTNER_APP_FEES: '{"fee":25}' }), /PARTNER_APP_FEES/);
  });

  it('rejects PARTNER_REBATES that is not JSON, empty, over 3 items or not adding up to 100', () => {
    assert.match(problems({ PARTNER_JWT: SECRET, PARTNER_REBATES: '[{' }), /PARTNER_REBATES must be JSON/);
    assert.match(problems({ PARTNER_JWT: SECRET, PARTNER_REBATES: '[]' }), /PARTNER_REBATES: .*at least one/);
    assert.match(
      problems({ PARTNER_JWT: SECRET, PARTNER_REBATES: '[{"recipient":"a.near","share":50}]' }),
      /PARTNER_REBATES: .*add up to 100/,
    );
    const four = JSON.stringify(['a', 'b', 'c', 'd'].map((n) => ({ recipient: `${n}.near`, share: 25 })));
    assert.match(problems({ PARTNER_JWT: SECRET, PARTNER_REBATES: four }), /PARTNER_REBATES: .*at most 3/);
    assert.deepEqual(
      loadConfig({ PARTNER_JWT: SECRET, PARTNER_REBATES: '[{"recipient":"a.near","share":100}]' }).rebates,
      [{ recipient: 'a.near', share: 100 }],
    );
  });

  it('rejects ALLOWED_ORIGINS entries that are not origins', () => {
    const text = problems({
      PARTNER_JWT: SECRET,
      ALLOWED_ORIGINS: 'https://ok.example,shop.example,https://shop.example/path,ftp://files.example',
    });
    assert.match(text, /ALLOWED_ORIGINS: "shop\.example"/);
    assert.match(text, /ALLOWED_ORIGINS: "https:\/\/shop\.example\/path"/);
    assert.match(text, /ALLOWED_ORIGINS: "ftp:\/\/files\.example"/);
    assert.doesNotMatch(text, /ok\.example/);
  });

  it('rejects EXPLORER_ACCESS=public or full without a credential, and an unknown access', () => {
    assert.match(problems({ EXPLORER_ACCESS: 'public' }), /explorer needs the partner credential: set PARTNER_API_KEY/);
    assert.match(problems({ EXPLORER_ACCESS: 'full' }), /PARTNER_API_KEY/);
    assert.match(problems({ PARTNER_API_KEY: SECRET, EXPLORER_ACCESS: 'everything' }), /EXPLORER_ACCESS must be/);
  });
});

describe('gateway: ANY_INPUT withdrawals', () => {
  /** An ANY_INPUT swap paying out USDC on Ethereum, as <swap-quote> asks for one. */
  const anyInput = (sim: ReturnType<typeof makeSim>) =>
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
    });

  it('passes GET /v0/any-input/withdrawals upstream with the partner credential and a sorted query', async () => {
    const t = await setup();
    const request = anyInput(t.sim);
    const quote = await t.post('/v0/quote', request);
    assert.equal(quote.status, 200, quote.text);
    const depositAddress = (quote.body as { quote: { depositAddress: string } }).quote.depositAddress;
    const reply = await t.get(
      `/v0/any-input/withdrawals?sortOrder=desc&limit=10&depositAddress=${encodeURIComponent(depositAddress)}`,
    );
    assert.equal(reply.status, 200, reply.text);
    assert.equal(t.calls.length, 2);
    const call = t.calls[1]!;
    assert.equal(call.method, 'GET');
    assert.equal(
      call.path,
      `/1click/v0/any-input/withdrawals?depositAddress=${encodeURIComponent(depositAddress)}&limit=10&sortOrder=desc`,
    );
    assert.equal(call.headers.authorization, `Bearer ${t.token}`);
    assert.equal(reply.text, call.responseBody);
    assert.equal((reply.body as { recipient: string }).recipient, request.recipient);
  });

  it('answers an invalid withdrawals query 400 with {message} and sends nothing upstream', async () => {
    const t = await setup();
    assertMessage(await t.get('/v0/any-input/withdrawals'), 400, /depositAddress/);
    assertMessage(
      await t.get('/v0/any-input/withdrawals?depositAddress=0xabc&limit=5000'),
      400,
      /limit can be at most 1000/,
    );
    assertMessage(
      await t.get('/v0/any-input/withdrawals?depositAddress=0xabc&evil=1'),
      400,
      /property evil should not exist/,
    );
    assertMessage(await t.request('/v0/any-input/withdrawals?depositAddress=0xabc', { method: 'POST' }), 405);
    assert.equal(t.calls.length, 0);
  });

  it('answers withdrawals 404 with {message} when the gateway has no partner credential', async () => {
    const t = await setup({ scheme: 'none' });
    assertMessage(
      await t.get('/v0/any-input/withdrawals?depositAddress=0xabc'),
      404,
      /need the partner credential, which this gateway does not have/,
    );
    assert.equal(t.calls.length, 0);
  });
});

describe('gateway: never an open proxy', () => {
  it('sends every upstream request to the configured swap or explorer URL, whatever the page sends', async () => {
    const t = await setup();
    const evil = 'https://evil.example/steal';
    // Paths that try to leave the routes: no route, nothing sent.
    for (const path of [`//evil.example/v0/tokens`, '/v0/tokens/..%2f..%2fadmin', `/${evil}`, '/v0/quote%2f..']) {
      assert.equal((await t.get(path)).status, 404, path);
    }
    // Host headers and URLs in values change nothing about where the request goes.
    const headers = { host: 'evil.example', 'x-forwarded-host': 'evil.example', forwarded: 'host=evil.example' };
    assert.equal((await t.get('/v0/tokens', headers)).status, 200);
    await t.get(`/v0/status?depositAddress=${encodeURIComponent(evil)}`, headers);
    assertMessage(await t.post('/v0/quote', { ...quoteRequest(t.sim), baseUrl: evil }), 400, /baseUrl/);
    assertMessage(await t.get(`/explorer/v0/transactions?url=${encodeURIComponent(evil)}`), 400, /allow url/);
    assert.equal((await t.get(`/explorer/v0/transactions-pages?perPage=2&search=${evil}`)).status, 400);
    assert.equal(t.calls.length, 2);
    for (const call of t.calls) {
      assert.ok(call.url.startsWith(`${BASE}/v0/`) || call.url.startsWith(`${EXPLORER}/v0/`), call.url);
      assert.equal(new URL(call.url).host, new URL(BASE).host);
    }
    assert.equal(t.calls[1]!.path, `/1click/v0/status?depositAddress=${encodeURIComponent(evil)}`);
  });

  it('never follows or passes on an upstream redirect: a 3xx is a 502 with {message}', async () => {
    const t = await setup();
    const modes: string[] = [];
    const redirect = (body: string | null) => (request: Request) => {
      modes.push(request.redirect);
      const headers = { location: 'https://evil.example/steal', 'content-type': 'application/json' };
      return new Response(body, { status: 302, headers });
    };
    for (const body of [null, '{"message":"moved"}']) {
      t.setFault(redirect(body));
      const quote = await t.post('/v0/quote', quoteRequest(t.sim));
      assertMessage(quote, 502, /^The swap service answered 302\./);
      assertMessage(await t.get('/v0/status?depositAddress=0xabc'), 502, /^The swap service answered 302\./);
      assertMessage(await t.get('/v0/tokens'), 502, /answered the token list with 302/);
      await t.clock.advance(GATE_MS);
      const explorer = await t.get('/explorer/v0/transactions-pages?perPage=2');
      assertMessage(explorer, 502, /^The explorer answered 302\.$/);
      for (const reply of [quote, explorer]) assert.equal(reply.headers.get('location'), null);
    }
    assert.deepEqual(modes, Array(8).fill('manual'));
    assert.equal(t.calls.length, 8); // each answered once, never followed
    assert.ok(t.calls.every((c) => !c.url.includes('evil')));
  });

  it("relays the explorer's own 4xx {message} for a query, and answers a 4xx that is not JSON 502", async () => {
    const t = await setup();
    t.setFault(() => json({ message: 'perPage is too large for this partner' }, 400));
    assertMessage(await t.get('/explorer/v0/transactions-pages?perPage=2'), 400, /^perPage is too large/);
    await t.clock.advance(GATE_MS);
    t.setFault(() => new Response('<html>Not Found</html>', { status: 404, headers: { 'content-type': 'text/html' } }));
    assertMessage(await t.get('/explorer/v0/transactions-pages?perPage=2'), 502, /^The explorer answered 404\.$/);
    t.setFault(undefined);
    await t.clock.advance(GATE_MS);
    const ok = await t.get('/explorer/v0/transactions-pages?perPage=2');
    assert.equal(ok.status, 200);
    assert.equal(ok.headers.get('x-cache'), 'miss'); // neither refusal was cached
    assert.equal(t.calls.length, 3);
  });
});

describe('gateway: the visitor address for quotas', () => {
  /** A gateway that finds the visitor's address itself (no clientAddress option), one quote per visitor. */
  async function quotaGateway(env: Record<string, string> = {}) {
    const sim = makeSim({ historySize: 1 });
    const clock = manualClock({ base: sim.clock });
    const witness = createWitness(SEEN);
    const gateway = createGateway(testConfig({ env: { VISITOR_QUOTE_BURST: '1', ...env } }), {
      fetch: (request) => sim.fetch(request),
      log: witness.log,
      now: clock.now,
    });
    return async (platform: unknown, headers: Record<string, string> = {}) => {
      const request = new Request(`${GW}/v0/quote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(quoteRequest(sim)),
      });
      return (await witness.call(gateway, request, platform)).status;
    };
  }

  it("counts each visitor by the platform's address: Node's socket, Deno's remoteAddr, Bun's requestIP", async () => {
    const quote = await quotaGateway();
    const node = (ip: string) => ({ incoming: { socket: { remoteAddress: ip } } });
    const deno = (ip: string) => ({ remoteAddr: { hostname: ip, port: 50000, transport: 'tcp' } });
    const bun = (ip: string) => ({ requestIP: () => ({ address: ip, port: 50000, family: 'IPv4' }) });
    const platforms = { node, deno, bun };
    for (const [i, [name, platform]] of Object.entries(platforms).entries()) {
      assert.equal(await quote(platform(`198.51.100.${i}`)), 200, name);
      assert.equal(await quote(platform(`198.51.100.${i}`)), 429, name);
      assert.equal(await quote(platform(`203.0.113.${i}`)), 200, `${name}: another visitor`);
    }
  });

  it('ignores a CF-Connecting-IP or X-Forwarded-For a visitor sends, unless behind a trusted proxy', async () => {
    const quote = await quotaGateway();
    const socket = { incoming: { socket: { remoteAddress: '198.51.100.9' } } };
    assert.equal(await quote(socket), 200);
    for (let i = 0; i < 3; i++) {
      const spoofed = { 'cf-connecting-ip': `192.0.2.${i}`, 'x-forwarded-for': `192.0.2.${i}` };
      assert.equal(await quote(socket, spoofed), 429, `spoofed address ${i}`);
    }
  });

  it("counts Workers' visitors by CF-Connecting-IP (the env holds only bindings there)", async () => {
    const quote = await quotaGateway();
    const bindings = { ALLOWED_ORIGINS: SHOP };
    assert.equal(await quote(bindings, { 'cf-connecting-ip': '198.51.100.10' }), 200);
    assert.equal(await quote(bindings, { 'cf-connecting-ip': '198.51.100.10' }), 429);
    assert.equal(await quote(bindings, { 'cf-connecting-ip': '198.51.100.11' }), 200);
  });

  it('with TRUST_PROXY counts the last X-Forwarded-For entry, the one the proxy added', async () => {
    const quote = await quotaGateway({ TRUST_PROXY: 'true' });
    const proxy = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
    assert.equal(await quote(proxy, { 'x-forwarded-for': 'made-up, 198.51.100.12' }), 200);
    assert.equal(await quote(proxy, { 'x-forwarded-for': 'other, 198.51.100.12' }), 429);
    assert.equal(await quote(proxy, { 'x-forwarded-for': '198.51.100.13' }), 200);
  });
});

describe('gateway: deploy documentation', () => {
  it('has Node, Deno, Bun and Workers deploys whose snippets import what the package exports', async () => {
    const root = new URL('../../', import.meta.url);
    const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
      bin: Record<string, string>;
      exports: Record<string, { import?: string }>;
    };
    const deploy = readFileSync(new URL('src/gateway/README.md', root), 'utf8').split('\n## Deploy\n')[1]!;
    for (const heading of ['Node', 'Deno', 'Bun', 'Cloudflare Workers']) {
      assert.ok(deploy.includes(`\n### ${heading}\n`), `no ${heading} section`);
    }
    // The module behind a package specifier: its export's dist file, read from the source it is built from.
    const sourceOf = (specifier: string) => {
      const target = pkg.exports[`.${specifier.replace(/^(npm:)?swap-elements/, '')}`]?.import;
      assert.ok(target, `package.json exports nothing for ${specifier}`);
      return new URL(target.replace(/^\.\/dist\/esm\//, 'src/').replace(/\.js$/, '.ts'), root).href;
    };
    const imports = [...deploy.matchAll(/(?:import|export) \{ ([^}]+) \} from '((?:npm:)?swap-elements[^']*)'/g)];
    assert.deepEqual(
      imports.map((m) => m[2]),
      ['npm:swap-elements/gateway', 'swap-elements/gateway', 'swap-elements/gateway/worker'],
    );
    for (const [, names, specifier] of imports) {
      const module = (await import(sourceOf(specifier!))) as Record<string, unknown>;
      for (const name of names!.split(',').map((n) => n.trim())) {
        const value = name === 'default' ? (module.default as { fetch?: unknown } | undefined)?.fetch : module[name];
        assert.equal(typeof value, 'function', `${name} from ${specifier}`);
      }
    }
    // Node: `npx swap-elements-gateway`, the package's bin, is the gateway's Node entry with its shebang.
    assert.match(deploy, /npx swap-elements-gateway/);
    assert.equal(pkg.bin['swap-elements-gateway'], './dist/esm/gateway/node.js');
    assert.match(readFileSync(new URL('src/gateway/node.ts', root), 'utf8'), /^#!\/usr\/bin\/env node\n/);
  });
});

describe('gateway: secrets', () => {
  it('showed no credential in any log line, response body or header of any test', () => {
    assert.ok(SEEN.length > 150, `only ${SEEN.length} entries seen`);
    assert.ok(SECRETS.size >= 1);
    for (const secret of SECRETS) {
      assert.deepEqual(
        SEEN.filter((entry) => entry.includes(secret)),
        [],
      );
    }
  });
});
