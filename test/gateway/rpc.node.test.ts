// The gateway's JSON-RPC pass-through (/rpc/solana, /rpc/near) in front of a fake node over real loopback HTTP that
// records exactly what reached it: allowed calls pass unchanged both ways, anything else is answered by the gateway
// and never reaches the node, quotas, upstream faults, CORS, and the node's URL (which holds its key) never shown.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { createGateway } from '../../src/gateway/app.js';
import { GatewayConfigError, loadConfig, type GatewayConfig } from '../../src/gateway/config.js';
import { startGateway } from '../../src/gateway/node.js';
import { NEAR_VIEW_FUNCTIONS, RPC_MAX_BATCH, SOLANA_METHODS, TON_METHODS } from '../../src/gateway/rpc.js';
import { BALANCE_OF_SELECTOR } from '../../src/wallets/starknet.js';
import { U64_MAX, startFakeRpc, type FakeRpc } from './fake-rpc.js';
import { createWitness, manualClock, testConfig, type Reply } from './helpers.js';

const GW = 'http://gw.test';
const SHOP = 'https://shop.example';
const SOLANA_KEY = 'sol-key-7Hq2Xw9pLm4R';
const NEAR_KEY = 'near-key-3Fz8Kd1Vn6Tc';
const TON_KEY = 'ton-key-9Qw4Rt2Yp8Zx';
const SUI_KEY = 'sui-key-4Lm8Nb2Vc6Xz';
const STARKNET_KEY = 'stark-key-5Kj7Hg3Fd1Sa';
const APTOS_KEY = 'aptos-key-2Po9Iu4Yt6Re';
const MOVEMENT_KEY = 'move-key-8Wq3Er5Ty7Ui';
/** Everything visitors and logs saw in this file: the last test looks for the keys in it. */
const SEEN: string[] = [];

const ALICE_SOL = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const SIGNATURE = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';
const TX_BASE64 =
  'AQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABAAEC';
const b64 = (text: string) => Buffer.from(text).toString('base64');

/** One realistic call per allowed Solana method, as @solana/kit writes it. */
const SOLANA_CALLS: Record<string, unknown[]> = {
  getLatestBlockhash: [{ commitment: 'confirmed' }],
  getAccountInfo: [USDC_MINT, { encoding: 'base64', commitment: 'confirmed' }],
  getBalance: [ALICE_SOL, { commitment: 'confirmed' }],
  getTokenAccountsByOwner: [ALICE_SOL, { mint: USDC_MINT }, { encoding: 'jsonParsed' }],
  getTokenAccountBalance: ['3emsAVdmGKERbHjmGfQ6oZ1e35dkf5iYcS6U4CPKFVaa'],
  getSignatureStatuses: [[SIGNATURE], { searchTransactionHistory: false }],
  sendTransaction: [TX_BASE64, { encoding: 'base64', preflightCommitment: 'confirmed' }],
  getMinimumBalanceForRentExemption: [165],
};

const NEAR_CALLS: { method: string; params: unknown }[] = [
  { method: 'query', params: { request_type: 'view_account', finality: 'final', account_id: 'alice.near' } },
  ...NEAR_VIEW_FUNCTIONS.map((name) => ({
    method: 'query',
    params: {
      request_type: 'call_function',
      finality: 'final',
      account_id: 'usdt.tether-token.near',
      method_name: name,
      args_base64: b64(JSON.stringify({ account_id: 'alice.near' })),
    },
  })),
  { method: 'send_tx', params: { signed_tx_base64: TX_BASE64, wait_until: 'EXECUTED_OPTIMISTIC' } },
  { method: 'broadcast_tx_commit', params: [TX_BASE64] },
  { method: 'broadcast_tx_async', params: [TX_BASE64] },
  { method: 'tx', params: { tx_hash: SIGNATURE.slice(0, 44), sender_account_id: 'alice.near', wait_until: 'FINAL' } },
];

const call = (id: number | string, method: string, params?: unknown) =>
  params === undefined ? { jsonrpc: '2.0', id, method } : { jsonrpc: '2.0', id, method, params };

describe('gateway: JSON-RPC pass-through to the partner’s nodes', () => {
  let node: FakeRpc;
  let solanaUrl: string;
  let nearUrl: string;

  before(async () => {
    node = await startFakeRpc();
    // The keys where providers put them: in the path (…/v2/<key>) and in the query (?apiKey=<key>).
    solanaUrl = `${node.origin}/v2/${SOLANA_KEY}`;
    nearUrl = `${node.origin}/?apiKey=${NEAR_KEY}`;
  });
  after(() => node.close());

  function setup(options: { env?: Record<string, string>; config?: Partial<GatewayConfig> } = {}) {
    node.arrived.length = 0;
    node.answers.length = 0;
    node.mode = { kind: 'canned' };
    const clock = manualClock();
    const witness = createWitness(SEEN);
    const config = testConfig({
      env: {
        ALLOWED_ORIGINS: SHOP,
        SOLANA_RPC_URL: solanaUrl,
        NEAR_RPC_URL: nearUrl,
        TON_RPC_URL: `${node.origin}/api/v2/jsonRPC?api_key=${TON_KEY}`,
        SUI_RPC_URL: `${node.origin}/sui/${SUI_KEY}`,
        STARKNET_RPC_URL: `${node.origin}/rpc/v0_8?apikey=${STARKNET_KEY}`,
        APTOS_RPC_URL: `${node.origin}/aptos/v1?api_key=${APTOS_KEY}`,
        MOVEMENT_RPC_URL: `${node.origin}/movement/${MOVEMENT_KEY}/v1/`,
        ...options.env,
      },
      ...options.config,
    });
    const gateway = createGateway(config, {
      log: witness.log,
      now: clock.now,
      clientAddress: (request) => request.headers.get('x-test-client') ?? '203.0.113.7',
    });
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      witness.call(
        gateway,
        new Request(`${GW}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
      );
    return {
      clock,
      witness,
      gateway,
      post,
      request: (path: string, init: RequestInit) => witness.call(gateway, new Request(`${GW}${path}`, init)),
    };
  }

  /** A JSON-RPC error answer (one call) with this HTTP status, code and id. */
  function assertRpcError(reply: Reply, status: number, code: number, id: unknown, message?: RegExp) {
    assert.equal(reply.status, status, reply.text);
    assert.match(reply.headers.get('content-type') ?? '', /^application\/json/);
    const body = reply.body as { jsonrpc: string; id: unknown; error: { code: number; message: string } };
    assert.equal(body.jsonrpc, '2.0');
    assert.equal(body.id, id);
    assert.equal(body.error.code, code, reply.text);
    if (message) assert.match(body.error.message, message);
    return body.error;
  }

  it('passes every allowed Solana call to the node unchanged and answers with the node’s exact bytes', async () => {
    const t = setup();
    assert.deepEqual(Object.keys(SOLANA_CALLS).sort(), [...SOLANA_METHODS].sort());
    let id = 1;
    for (const [method, params] of Object.entries(SOLANA_CALLS)) {
      const sent = JSON.stringify(call(id++, method, params));
      const reply = await t.post('/rpc/solana', sent, {
        origin: SHOP,
        cookie: 'session=1',
        'x-test-client': '198.51.100.4',
      });
      assert.equal(reply.status, 200, `${method}: ${reply.text}`);
      const arrived = node.arrived.at(-1)!;
      assert.equal(arrived.body, sent, `${method} reached the node unchanged`);
      assert.equal(reply.text, node.answers.at(-1), `${method}: the node's answer, byte for byte`);
    }
    assert.equal(node.arrived.length, 8);
    // u64 past 2^53 stays exact: the answer was never parsed and written again.
    assert.ok(node.answers[2]!.includes(`"value":${U64_MAX}`));
    assert.equal(
      (await t.post('/rpc/solana', call(9, 'getBalance', [ALICE_SOL]))).text,
      `{"jsonrpc":"2.0","result":{"context":{"slot":341197053,"apiVersion":"2.2.3"},"value":${U64_MAX}},"id":9}`,
    );
    for (const arrived of node.arrived) {
      assert.equal(arrived.method, 'POST');
      assert.equal(arrived.path, `/v2/${SOLANA_KEY}`, 'the configured URL, nothing from the visitor');
      assert.equal(arrived.headers['content-type'], 'application/json');
      for (const header of ['origin', 'cookie', 'x-test-client', 'authorization', 'x-api-key', 'referer']) {
        assert.equal(arrived.headers[header], undefined, `${header} is not forwarded`);
      }
    }
  });

  it('passes every allowed NEAR call (view_account, the four view functions, sends, tx) unchanged', async () => {
    const t = setup();
    for (const [i, { method, params }] of NEAR_CALLS.entries()) {
      const sent = JSON.stringify(call(`near-${i}`, method, params));
      const reply = await t.post('/rpc/near', sent);
      assert.equal(reply.status, 200, reply.text);
      assert.equal(node.arrived.at(-1)!.body, sent);
      assert.equal(node.arrived.at(-1)!.path, `/?apiKey=${NEAR_KEY}`);
      assert.equal(reply.text, node.answers.at(-1));
    }
    assert.equal(node.arrived.length, NEAR_CALLS.length);
    assert.ok(node.answers[0]!.includes(`"amount":"${U64_MAX}"`));
  });

  it('TON (issue 51): passes getAddressBalance and the two jetton get methods unchanged; anything else never reaches the node', async () => {
    const t = setup();
    const master = 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs';
    const allowed = [
      call(1, 'getAddressBalance', { address: master }),
      call(2, 'runGetMethod', { address: master, method: 'get_wallet_address', stack: [['tvm.Slice', 'te6cc']] }),
      call(3, 'runGetMethod', { address: master, method: 'get_wallet_data', stack: [] }),
    ];
    assert.deepEqual(TON_METHODS, ['getAddressBalance', 'runGetMethod']);
    for (const body of allowed) {
      const sent = JSON.stringify(body);
      const reply = await t.post('/rpc/ton', sent);
      assert.equal(reply.status, 200, reply.text);
      assert.equal(node.arrived.at(-1)!.body, sent, 'reached the node unchanged');
      assert.equal(node.arrived.at(-1)!.path, `/api/v2/jsonRPC?api_key=${TON_KEY}`);
    }
    assert.equal(node.arrived.length, 3);
    const refused = [
      call(4, 'sendBoc', { boc: 'te6cc' }),
      call(5, 'runGetMethod', { address: master, method: 'seqno', stack: [] }),
      call(6, 'runGetMethod', { address: master, stack: [] }),
      call(7, 'getTransactions', { address: master }),
    ];
    for (const body of refused) assertRpcError(await t.post('/rpc/ton', body), 200, -32601, body.id);
    assert.equal(node.arrived.length, 3, 'nothing else reached the node');
  });

  it('answers any other Solana method with -32601 "method not allowed" and never asks the node', async () => {
    const t = setup();
    const others = [
      'requestAirdrop',
      'getProgramAccounts',
      'simulateTransaction',
      'getSignaturesForAddress',
      'getTransaction',
      'getBlock',
      'getHealth',
      'getbalance',
      'getBalance ',
      'constructor',
      '__proto__',
    ];
    for (const [i, method] of others.entries()) {
      const reply = await t.post('/rpc/solana', call(i, method, [ALICE_SOL]));
      const error = assertRpcError(reply, 200, -32601, i, /^method not allowed$/);
      assert.match((error as { data?: string }).data ?? '', /passes only getLatestBlockhash/);
    }
    // A NEAR method on the Solana route is not a Solana method either.
    assertRpcError(await t.post('/rpc/solana', call('x', 'query', { request_type: 'view_account' })), 200, -32601, 'x');
    assert.equal(node.arrived.length, 0);
  });

  it('answers other NEAR methods, query types and view functions with -32601, never asking the node', async () => {
    const t = setup();
    const query = (params: unknown) => ({ method: 'query', params });
    const cases: { method: string; params?: unknown }[] = [
      { method: 'EXPERIMENTAL_tx_status', params: [SIGNATURE, 'alice.near'] },
      { method: 'block', params: { finality: 'final' } },
      { method: 'gas_price', params: [null] },
      { method: 'status' },
      { method: 'getBalance', params: [ALICE_SOL] },
      query({ request_type: 'view_access_key', finality: 'final', account_id: 'alice.near', public_key: 'ed25519:x' }),
      query({ request_type: 'view_access_key_list', finality: 'final', account_id: 'alice.near' }),
      query({ request_type: 'view_state', finality: 'final', account_id: 'alice.near', prefix_base64: '' }),
      query({ request_type: 'view_code', finality: 'final', account_id: 'alice.near' }),
      ...[
        'ft_transfer',
        'ft_transfer_call',
        'storage_deposit',
        'storage_withdraw',
        'near_withdraw',
        'ft_balance_of ',
        'FT_BALANCE_OF',
      ].map((name) =>
        query({
          request_type: 'call_function',
          finality: 'final',
          account_id: 'usdt.tether-token.near',
          method_name: name,
          args_base64: 'e30=',
        }),
      ),
      query({
        request_type: 'call_function',
        finality: 'final',
        account_id: 'usdt.tether-token.near',
        args_base64: 'e30=',
      }),
      // The older path form of query is not passed, whatever it names.
      query(['call_function/usdt.tether-token.near/ft_balance_of', '']),
      query(['account/alice.near', '']),
      query(undefined),
    ];
    for (const [i, { method, params }] of cases.entries()) {
      const reply = await t.post('/rpc/near', call(i, method, params));
      assertRpcError(reply, 200, -32601, i, /^method not allowed$/);
    }
    assert.equal(node.arrived.length, 0);
  });

  it('checks every call of a batch: all allowed pass together, one refused sends none', async () => {
    const t = setup();
    const allowed = [call(1, 'getBalance', [ALICE_SOL]), call(2, 'getLatestBlockhash', [])];
    const sent = JSON.stringify(allowed);
    const ok = await t.post('/rpc/solana', sent);
    assert.equal(ok.status, 200);
    assert.equal(node.arrived.length, 1);
    assert.equal(node.arrived[0]!.body, sent);
    assert.equal(ok.text, node.answers[0]);
    assert.equal((ok.body as unknown[]).length, 2);

    const mixed = await t.post('/rpc/solana', [
      call(3, 'getBalance', [ALICE_SOL]),
      call(4, 'requestAirdrop', [ALICE_SOL, 1e9]),
    ]);
    assert.equal(mixed.status, 200);
    const [first, second] = mixed.body as { id: number; error: { code: number; message: string } }[];
    assert.deepEqual([first!.id, first!.error.code], [3, -32600]);
    assert.match((first!.error as { data?: string }).data ?? '', /Not sent/);
    assert.deepEqual([second!.id, second!.error.code, second!.error.message], [4, -32601, 'method not allowed']);

    const nearMixed = await t.post('/rpc/near', [
      call(5, 'query', NEAR_CALLS[1]!.params),
      call(6, 'query', {
        request_type: 'call_function',
        account_id: 'a.near',
        method_name: 'ft_transfer',
        args_base64: 'e30=',
      }),
    ]);
    assert.deepEqual(
      (nearMixed.body as { error: { code: number } }[]).map((r) => r.error.code),
      [-32600, -32601],
    );

    const tooMany = Array.from({ length: RPC_MAX_BATCH + 1 }, (_, i) => call(i, 'getBalance', [ALICE_SOL]));
    assertRpcError(await t.post('/rpc/solana', tooMany), 200, -32600, null);
    assertRpcError(await t.post('/rpc/solana', []), 200, -32600, null);
    assert.equal(node.arrived.length, 1, 'only the all-allowed batch reached the node');
  });

  it('answers malformed requests itself: not JSON, not JSON-RPC, inexact numbers, wrong type, too large', async () => {
    const t = setup({ env: { MAX_BODY_BYTES: '2048' } });
    assertRpcError(await t.post('/rpc/solana', '{"jsonrpc":"2.0","id":1,'), 200, -32700, null, /Parse error/);
    assertRpcError(await t.post('/rpc/solana', ''), 200, -32700, null);
    assertRpcError(await t.post('/rpc/solana', { id: 2, method: 'getBalance', params: [ALICE_SOL] }), 200, -32600, 2);
    assertRpcError(await t.post('/rpc/solana', { jsonrpc: '2.0', id: 3, method: 7 }), 200, -32600, 3);
    assertRpcError(
      await t.post('/rpc/solana', { jsonrpc: '2.0', id: 4, method: 'getBalance', params: 'x' }),
      200,
      -32600,
      4,
    );
    assertRpcError(
      await t.post('/rpc/solana', { jsonrpc: '2.0', id: { a: 1 }, method: 'getBalance' }),
      200,
      -32600,
      null,
    );
    assertRpcError(await t.post('/rpc/solana', '"getBalance"'), 200, -32600, null);
    // A number JSON.parse cannot hold exactly is refused rather than passed on changed.
    assertRpcError(
      await t.post(
        '/rpc/solana',
        '{"jsonrpc":"2.0","id":5,"method":"getMinimumBalanceForRentExemption","params":[18446744073709551615]}',
      ),
      200,
      -32602,
      5,
    );
    const wrongType = await t.request('/rpc/solana', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(call(6, 'getBalance', [ALICE_SOL])),
    });
    assertRpcError(wrongType, 415, -32600, null);
    const large = await t.post('/rpc/solana', call(7, 'sendTransaction', ['A'.repeat(4096)]));
    const error = assertRpcError(large, 413, -32600, null);
    assert.match((error as { data?: string }).data ?? '', /larger than 2 kB/);
    assert.equal(node.arrived.length, 0);
  });

  it('limits each visitor per chain: 429 with Retry-After past the burst, again after the refill', async () => {
    const t = setup({ env: { VISITOR_RPC_CALLS_PER_MINUTE: '60', VISITOR_RPC_BURST: '3' } });
    const balance = (id: number, visitor = '203.0.113.7') =>
      t.post('/rpc/solana', call(id, 'getBalance', [ALICE_SOL]), { 'x-test-client': visitor, origin: SHOP });
    for (const id of [1, 2, 3]) assert.equal((await balance(id)).status, 200);
    const over = await balance(4);
    assertRpcError(over, 429, -32005, 4, /Too many Solana RPC calls from this address: try again in 1 s/);
    assert.equal(over.headers.get('retry-after'), '1');
    assert.equal(over.headers.get('access-control-allow-origin'), SHOP);
    assert.match(over.headers.get('access-control-expose-headers') ?? '', /retry-after/);
    // Another visitor, and the same visitor's NEAR budget, are untouched.
    assert.equal((await balance(5, '198.51.100.9')).status, 200);
    assert.equal((await t.post('/rpc/near', call(6, 'query', NEAR_CALLS[0]!.params))).status, 200);
    // Refused calls count too: the budget limits the visitor, not only the node's work.
    await t.clock.advance(1000);
    assertRpcError(await t.post('/rpc/solana', call(7, 'getProgramAccounts', [])), 200, -32601, 7);
    assert.equal((await balance(8)).status, 429);
    await t.clock.advance(1000);
    assert.equal((await balance(9)).status, 200);
    // A batch costs one per call.
    await t.clock.advance(2000);
    const batch = await t.post('/rpc/solana', [
      call(10, 'getBalance', [ALICE_SOL]),
      call(11, 'getBalance', [ALICE_SOL]),
      call(12, 'getBalance', [ALICE_SOL]),
    ]);
    assert.equal(batch.status, 429);
    assert.deepEqual(
      (batch.body as { id: number; error: { code: number } }[]).map((r) => [r.id, r.error.code]),
      [
        [10, -32005],
        [11, -32005],
        [12, -32005],
      ],
    );
    assert.deepEqual(
      node.arrived.map((a) => (JSON.parse(a.body) as { id: number }).id),
      [1, 2, 3, 5, 6, 9],
    );
    const metrics = await (await t.gateway.fetch(new Request(`${GW}/metrics`))).text();
    assert.match(metrics, /^gateway_quota_rejections_total\{kind="rpc-solana"\} 3$/m);
    assert.match(metrics, /^gateway_upstream_requests_total\{route="rpc-solana"\} 5$/m);
    assert.match(metrics, /^gateway_requests_total\{route="\/rpc\/solana",status="429"\} 3$/m);
  });

  it('answers 404 {message} for a chain whose RPC URL is not set, and never a method other than POST', async () => {
    const t = setup({ env: { SOLANA_RPC_URL: '', NEAR_RPC_URL: '' } });
    for (const [path, variable] of [
      ['/rpc/solana', 'SOLANA_RPC_URL'],
      ['/rpc/near', 'NEAR_RPC_URL'],
    ] as const) {
      const reply = await t.post(path, call(1, path.endsWith('solana') ? 'getBalance' : 'query', []), { origin: SHOP });
      assert.equal(reply.status, 404);
      assert.equal(reply.headers.get('access-control-allow-origin'), SHOP);
      assert.deepEqual(Object.keys(reply.body as object), ['message']);
      assert.match(
        (reply.body as { message: string }).message,
        new RegExp(`does not pass .* RPC calls \\(${variable} is not set\\)`),
      );
    }
    const configured = setup();
    const get = await configured.request('/rpc/solana', { method: 'GET' });
    assert.equal(get.status, 405);
    assert.equal(get.headers.get('allow'), 'POST');
    assert.equal(node.arrived.length, 0);
  });

  it('serves pages from allowed origins only (preflight included), and refuses a page’s own credential', async () => {
    const t = setup();
    const preflight = await t.request('/rpc/near', {
      method: 'OPTIONS',
      headers: {
        origin: SHOP,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), SHOP);
    assert.match(preflight.headers.get('access-control-allow-methods') ?? '', /POST/);
    assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /content-type/);
    const evil = await t.post('/rpc/solana', call(1, 'getBalance', [ALICE_SOL]), { origin: 'https://evil.example' });
    assert.equal(evil.status, 403);
    const keyed = await t.post('/rpc/solana', call(2, 'getBalance', [ALICE_SOL]), { 'x-api-key': 'page-key-123456' });
    assert.equal(keyed.status, 400);
    assert.equal(node.arrived.length, 0);
  });

  it('turns the node’s faults into JSON-RPC errors: 504 on timeout, 502 on failure or refusal, its 429 passed on', async () => {
    // A node that never answers meets a short limit; every other fault is answered under the default one, so a slow
    // machine cannot turn a prompt answer into a timeout.
    const hung = setup({ config: { upstreamTimeoutMs: 150 } });
    node.mode = { kind: 'hang' };
    assertRpcError(
      await hung.post('/rpc/solana', call(1, 'getBalance', [ALICE_SOL])),
      504,
      -32003,
      1,
      /^The Solana RPC did not answer within 0.15 s\.$/,
    );

    const t = setup();
    const balance = (id: number) => t.post('/rpc/solana', call(id, 'getBalance', [ALICE_SOL]));

    node.mode = {
      kind: 'status',
      status: 503,
      body: '<html>Service Unavailable</html>',
      headers: { 'content-type': 'text/html' },
    };
    assertRpcError(await balance(2), 502, -32002, 2, /The Solana RPC answered 503/);

    node.mode = {
      kind: 'status',
      status: 429,
      body: '{"jsonrpc":"2.0","error":{"code":429,"message":"Too many requests"}}',
      headers: { 'retry-after': '7' },
    };
    const limited = await balance(3);
    assertRpcError(limited, 429, -32005, 3, /busy: try again in 7 s/);
    assert.equal(limited.headers.get('retry-after'), '7');

    node.mode = { kind: 'status', status: 401, body: '{"error":"invalid api key"}' };
    assertRpcError(await balance(4), 502, -32002, 4, /refused this gateway/);
    assert.ok(
      t.witness.lines.some(
        (l) => l.level === 'error' && /Solana RPC refused this gateway \(401\): check SOLANA_RPC_URL/.test(l.message),
      ),
    );

    node.mode = { kind: 'status', status: 307, body: '', headers: { location: 'https://elsewhere.example/' } };
    assertRpcError(await balance(5), 502, -32002, 5, /answered 307/);

    node.mode = { kind: 'status', status: 200, body: 'not json' };
    assertRpcError(await balance(6), 502, -32002, 6, /not JSON/);

    // A provider's error that repeats the URL (and so the key) is not passed on.
    node.mode = {
      kind: 'status',
      status: 200,
      body: `{"jsonrpc":"2.0","id":7,"error":{"code":-32000,"message":"key ${SOLANA_KEY} over its plan"}}`,
    };
    assertRpcError(await balance(7), 502, -32002, 7, /does not pass on/);
    node.mode = {
      kind: 'status',
      status: 400,
      body: `{"jsonrpc":"2.0","id":8,"error":{"code":-32602,"message":"Invalid param"}}`,
    };
    const invalid = await balance(8);
    assert.equal(invalid.status, 400);
    assert.equal(
      invalid.text,
      node.answers.find((answer) => answer.includes('"id":8')),
      'a JSON 4xx from the node is its own answer',
    );
    // The hung call (id 1) may reach the node late, after the gateway gave up on it, or never: it is not counted.
    const ids = node.arrived.map((a) => (JSON.parse(a.body) as { id: number }).id).filter((id) => id !== 1);
    assert.deepEqual(ids, [2, 3, 4, 5, 6, 7, 8], 'each call after the hung one reached the node once');

    // A node that cannot be reached at all.
    const closed = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    const gone = setup({ env: { NEAR_RPC_URL: `http://127.0.0.1:${closed}/?apiKey=${NEAR_KEY}` } });
    assertRpcError(
      await gone.post('/rpc/near', call(9, 'query', NEAR_CALLS[0]!.params)),
      502,
      -32002,
      9,
      /could not be reached/,
    );
  });

  it('reads SOLANA_RPC_URL and NEAR_RPC_URL as given, and a wrong one stops the start without its value', () => {
    const config = loadConfig({ SOLANA_RPC_URL: `${solanaUrl}/`, NEAR_RPC_URL: nearUrl });
    assert.deepEqual(config.rpc, { solana: `${solanaUrl}/`, near: nearUrl });
    assert.equal(config.rpcCallsPerMinute, 120);
    assert.equal(config.rpcBurst, 40);
    assert.deepEqual(loadConfig({}).rpc, {});
    assert.throws(
      () =>
        loadConfig({
          SOLANA_RPC_URL: `ftp://rpc.example/${SOLANA_KEY}`,
          NEAR_RPC_URL: `near-${NEAR_KEY}`,
          VISITOR_RPC_BURST: '0',
        }),
      (error: unknown) => {
        assert.ok(error instanceof GatewayConfigError);
        assert.equal(error.problems.length, 3);
        assert.match(error.message, /SOLANA_RPC_URL must be an absolute http\(s\) URL/);
        assert.match(error.message, /NEAR_RPC_URL must be an absolute http\(s\) URL/);
        assert.match(error.message, /VISITOR_RPC_BURST must be a number from 1/);
        assert.ok(!error.message.includes(SOLANA_KEY) && !error.message.includes(NEAR_KEY));
        return true;
      },
    );
  });

  it('on the Node server too: passes an allowed call, and logs one line per request without the URL', async () => {
    const logs: string[] = [];
    const started = await startGateway(
      loadConfig({ PORT: '0', EXPLORER_ACCESS: 'off', SOLANA_RPC_URL: solanaUrl, NEAR_RPC_URL: nearUrl }),
      { log: (line) => logs.push(JSON.stringify(line)) },
    );
    try {
      node.arrived.length = 0;
      node.mode = { kind: 'canned' };
      const sent = JSON.stringify(call(1, 'getLatestBlockhash', [{ commitment: 'confirmed' }]));
      const response = await fetch(`${started.url}/rpc/solana`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: sent,
      });
      const text = await response.text();
      assert.equal(response.status, 200);
      assert.equal(node.arrived[0]!.body, sent);
      assert.equal(text, node.answers.at(-1));
      const refused = await fetch(`${started.url}/rpc/near`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(call(2, 'gas_price', [null])),
      });
      assert.equal(((await refused.json()) as { error: { code: number } }).error.code, -32601);
      assert.equal(node.arrived.length, 1);
      SEEN.push(text, ...logs);
      assert.ok(logs.some((line) => line.includes('"route":"/rpc/solana","status":200')));
      assert.ok(logs.some((line) => line.includes('"route":"/rpc/near","status":200')));
    } finally {
      await started.close();
    }
  });

  describe('Sui, Starknet, Aptos and Movement (issue 51): only the balance reads their wallets make', () => {
    const SUI_OWNER = `0x${'a1'.repeat(32)}`;
    const SUI_USDC = '0xdba34672e30cb065b1f93e3ab55318768fd6fef66c15942c9f7cb846e2f900e7::usdc::USDC';
    const STARK_ACCOUNT = `0x${'0b'.repeat(32)}`;
    const STRK = '0x04718f5a0fc34cc1af16a1cdee98ffb20c31f5cd61d6ab07201858f4287c938d';
    const APTOS_ACCOUNT = `0x${'c3'.repeat(32)}`;
    const USDT_FA = '0x357b0b74bc833e95a115ad22604854d6b0fca151cecd94111770e5d6ffc9dc2b';
    const balanceOf = (id: number, selector = BALANCE_OF_SELECTOR) =>
      call(id, 'starknet_call', {
        request: { contract_address: STRK, entry_point_selector: selector, calldata: [STARK_ACCOUNT] },
        block_id: 'latest',
      });
    const coinView = {
      function: '0x1::coin::balance',
      type_arguments: ['0x1::aptos_coin::AptosCoin'],
      arguments: [APTOS_ACCOUNT],
    };
    const assetView = {
      function: '0x1::primary_fungible_store::balance',
      type_arguments: ['0x1::fungible_asset::Metadata'],
      arguments: [APTOS_ACCOUNT, USDT_FA],
    };

    it('Sui: passes suix_getBalance and suix_getCoins unchanged; any other method never reaches the node', async () => {
      const t = setup();
      const allowed = [
        call(1, 'suix_getBalance', [SUI_OWNER, '0x2::sui::SUI']),
        call(2, 'suix_getCoins', [SUI_OWNER, SUI_USDC, null, 50]),
      ];
      for (const body of allowed) {
        const sent = JSON.stringify(body);
        const reply = await t.post('/rpc/sui', sent);
        assert.equal(reply.status, 200, reply.text);
        assert.equal(node.arrived.at(-1)!.body, sent, 'reached the node unchanged');
        assert.equal(node.arrived.at(-1)!.path, `/sui/${SUI_KEY}`);
        assert.equal(reply.text, node.answers.at(-1), 'the node’s answer, byte for byte');
      }
      const refused = [
        call(3, 'sui_executeTransactionBlock', ['AAA=', ['sig']]),
        call(4, 'sui_dryRunTransactionBlock', ['AAA=']),
        call(5, 'suix_getAllBalances', [SUI_OWNER]),
        call(6, 'starknet_call', balanceOf(6).params),
      ];
      for (const body of refused) {
        const error = assertRpcError(await t.post('/rpc/sui', body), 200, -32601, body.id);
        assert.match((error as { data?: string }).data ?? '', /only suix_getBalance, suix_getCoins to the Sui RPC/);
      }
      assert.equal(node.arrived.length, 2, 'nothing else reached the node');
    });

    it('Starknet: passes starknet_call of balanceOf unchanged; another selector or method never reaches the node', async () => {
      const t = setup();
      const sent = JSON.stringify(balanceOf(1));
      const reply = await t.post('/rpc/starknet', sent);
      assert.equal(reply.status, 200, reply.text);
      assert.equal(node.arrived.at(-1)!.body, sent);
      assert.equal(node.arrived.at(-1)!.path, `/rpc/v0_8?apikey=${STARKNET_KEY}`);
      assert.equal(reply.text, node.answers.at(-1));
      // sn_keccak("transfer"): a call of any other entry point is not a balance read.
      const transfer = '0x83afd3f4caedc6eebf44246fe54e38c95e3179a5ec9ea81740eca5b482d12e';
      const refused = [
        balanceOf(2, transfer),
        call(3, 'starknet_call', { request: { contract_address: STRK, calldata: [] }, block_id: 'latest' }),
        call(4, 'starknet_addInvokeTransaction', { invoke_transaction: {} }),
        call(5, 'starknet_chainId'),
        call(6, 'starknet_getStorageAt', [STRK, '0x1', 'latest']),
      ];
      for (const body of refused) assertRpcError(await t.post('/rpc/starknet', body), 200, -32601, body.id);
      assert.equal(node.arrived.length, 1, 'nothing else reached the node');
    });

    it('Aptos and Movement: pass the two balance views to <root>/view as checked, and the node’s answer as its bytes', async () => {
      const t = setup();
      for (const [path, arrivedPath] of [
        ['/rpc/aptos/view', `/aptos/v1/view?api_key=${APTOS_KEY}`],
        ['/rpc/movement/view', `/movement/${MOVEMENT_KEY}/v1/view`],
      ] as const) {
        for (const view of [coinView, assetView]) {
          node.mode = { kind: 'status', status: 200, body: `["${U64_MAX}"]` };
          const reply = await t.post(path, JSON.stringify(view), { origin: SHOP, cookie: 'session=1' });
          assert.equal(reply.status, 200, reply.text);
          assert.equal(reply.text, `["${U64_MAX}"]`);
          const arrived = node.arrived.at(-1)!;
          assert.equal(arrived.method, 'POST');
          assert.equal(arrived.path, arrivedPath);
          assert.equal(arrived.body, JSON.stringify(view));
          assert.equal(arrived.headers['content-type'], 'application/json');
          assert.equal(arrived.headers.cookie, undefined);
          assert.equal(arrived.headers.origin, undefined);
        }
      }
      assert.equal(node.arrived.length, 4);
      // The node's own refusal (a 4xx in JSON) is its answer; its failure is the gateway's 502.
      node.mode = { kind: 'status', status: 400, body: '{"message":"Invalid view","error_code":"invalid_input"}' };
      const invalid = await t.post('/rpc/aptos/view', coinView);
      assert.equal(invalid.status, 400);
      assert.equal(invalid.text, '{"message":"Invalid view","error_code":"invalid_input"}');
      node.mode = { kind: 'status', status: 503, body: '<html>down</html>', headers: { 'content-type': 'text/html' } };
      const down = await t.post('/rpc/movement/view', coinView);
      assert.equal(down.status, 502);
      assert.deepEqual(down.body, { message: 'The Movement node answered 503. Try again shortly.' });
      node.mode = { kind: 'status', status: 200, body: `{"message":"bad key ${APTOS_KEY}"}` };
      assert.equal((await t.post('/rpc/aptos/view', coinView)).status, 502, 'an answer echoing the key is not passed');
    });

    it('Aptos and Movement: any other view, or a view with other arguments or fields, is 400 and never reaches the node', async () => {
      const t = setup({ config: { maxBodyBytes: 2048 } });
      const refused: unknown[] = [
        { function: '0x1::aptos_account::transfer_coins', type_arguments: coinView.type_arguments, arguments: [] },
        { function: '0x1::account::get_sequence_number', type_arguments: [], arguments: [APTOS_ACCOUNT] },
        { ...coinView, arguments: [APTOS_ACCOUNT, APTOS_ACCOUNT] },
        { ...coinView, type_arguments: [] },
        { ...coinView, arguments: [1] },
        { ...assetView, type_arguments: ['0x1::object::ObjectCore'] },
        { ...assetView, arguments: [APTOS_ACCOUNT] },
        { ...coinView, ledger_version: '1' },
      ];
      for (const view of refused) {
        const reply = await t.post('/rpc/aptos/view', JSON.stringify(view));
        assert.equal(reply.status, 400, JSON.stringify(view));
        assert.match((reply.body as { message: string }).message, /passes only the views 0x1::coin::balance and/);
      }
      for (const body of ['{"function":', JSON.stringify([coinView]), '"coin"']) {
        assert.equal((await t.post('/rpc/movement/view', body)).status, 400, body);
      }
      const large = await t.post('/rpc/aptos/view', { ...coinView, arguments: ['A'.repeat(4096)] });
      assert.equal(large.status, 413);
      assert.equal(node.arrived.length, 0);
    });

    it('limits each visitor on the view routes too: 429 with Retry-After past the burst', async () => {
      const t = setup({ env: { VISITOR_RPC_CALLS_PER_MINUTE: '60', VISITOR_RPC_BURST: '2' } });
      for (const _ of [1, 2]) assert.equal((await t.post('/rpc/aptos/view', coinView)).status, 200);
      const over = await t.post('/rpc/aptos/view', coinView);
      assert.equal(over.status, 429);
      assert.equal(over.headers.get('retry-after'), '1');
      assert.match((over.body as { message: string }).message, /Too many Aptos RPC calls from this address/);
      assert.equal((await t.post('/rpc/movement/view', coinView)).status, 200, 'Movement has its own budget');
      await t.clock.advance(1000);
      assert.equal((await t.post('/rpc/aptos/view', coinView)).status, 200);
      assert.equal(node.arrived.length, 4);
    });

    it('answers 404 when SUI_, STARKNET_, APTOS_ or MOVEMENT_RPC_URL is not set, and reads them as given', async () => {
      const t = setup({ env: { SUI_RPC_URL: '', STARKNET_RPC_URL: '', APTOS_RPC_URL: '', MOVEMENT_RPC_URL: '' } });
      for (const [path, body, variable] of [
        ['/rpc/sui', call(1, 'suix_getBalance', [SUI_OWNER, '0x2::sui::SUI']), 'SUI_RPC_URL'],
        ['/rpc/starknet', balanceOf(2), 'STARKNET_RPC_URL'],
        ['/rpc/aptos/view', coinView, 'APTOS_RPC_URL'],
        ['/rpc/movement/view', coinView, 'MOVEMENT_RPC_URL'],
      ] as const) {
        const reply = await t.post(path, body, { origin: SHOP });
        assert.equal(reply.status, 404, path);
        assert.equal(reply.headers.get('access-control-allow-origin'), SHOP);
        assert.match(
          (reply.body as { message: string }).message,
          new RegExp(`does not pass .* RPC calls \\(${variable} is not set\\)`),
        );
      }
      assert.equal(node.arrived.length, 0);
      const urls = {
        SUI_RPC_URL: 'https://fullnode.mainnet.sui.io',
        STARKNET_RPC_URL: 'https://starknet.example/rpc/v0_8',
        APTOS_RPC_URL: 'https://api.mainnet.aptoslabs.com/v1',
        MOVEMENT_RPC_URL: 'https://mainnet.movementnetwork.xyz/v1/',
      };
      assert.deepEqual(loadConfig(urls).rpc, {
        sui: urls.SUI_RPC_URL,
        starknet: urls.STARKNET_RPC_URL,
        aptos: urls.APTOS_RPC_URL,
        movement: urls.MOVEMENT_RPC_URL,
      });
      assert.throws(
        () => loadConfig({ APTOS_RPC_URL: `aptos-${APTOS_KEY}` }),
        (error: unknown) => {
          assert.ok(error instanceof GatewayConfigError);
          assert.match(error.message, /APTOS_RPC_URL must be an absolute http\(s\) URL/);
          assert.ok(!error.message.includes(APTOS_KEY));
          return true;
        },
      );
    });
  });

  it('never shows the nodes’ URLs or keys, in any answer or log line of this file', () => {
    assert.ok(SEEN.length > 100);
    for (const secret of [
      SOLANA_KEY,
      NEAR_KEY,
      SUI_KEY,
      STARKNET_KEY,
      APTOS_KEY,
      MOVEMENT_KEY,
      solanaUrl,
      nearUrl,
      node.origin,
    ]) {
      assert.deepEqual(
        SEEN.filter((entry) => entry.includes(secret)),
        [],
        `"${secret}" was seen`,
      );
    }
  });
});
