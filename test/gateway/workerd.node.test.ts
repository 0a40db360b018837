// The gateway runs unmodified in workerd (the Cloudflare Workers runtime): src/gateway/worker.ts is bundled the way
// wrangler does (esbuild, worker/browser conditions, no Node built-ins allowed), loaded into Miniflare's workerd with
// its settings as bindings, and talks over real loopback HTTP to a simulator started in this process.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import { startServer, type StartedServer } from '../../src/simulator/server.js';
import { quoteRequest } from '../simulator/helpers.js';
import type { Arrival } from '../helpers/counting-explorer.js';
import { startFakeRpc, type FakeRpc } from './fake-rpc.js';

const PAGE = 'https://shop.example';
const GATEWAY = 'http://gateway.test';
const ROW_ADDRESS_FIELDS = ['depositAddress', 'recipient', 'refundTo'] as const;
const RPC_KEY = 'worker-rpc-key-8Hd3Kq1Z';

type Row = Record<string, unknown> & { depositAddressAndMemo?: string; senders?: string[] };

// No suite timeout of its own: the run's --test-timeout stops a hang (a log line that never comes), and a loaded machine
// may stretch the few seconds this suite takes on a quiet one many times over.
describe('gateway in workerd (Miniflare)', () => {
  let started: StartedServer;
  let mf: Miniflare;
  let jwt: string;
  let bundle: string;
  let bundleInputs: string[];
  let rpc: FakeRpc;
  const logs: string[] = [];
  const waiters: { match: (line: string) => boolean; resolve: () => void }[] = [];
  /** Resolves once workerd has printed a log line matching `match` (lines arrive on its stdout, after the answer). */
  const logged = (match: (line: string) => boolean) =>
    new Promise<void>((resolve) => {
      if (logs.some(match)) resolve();
      else waiters.push({ match, resolve });
    });
  const startedAt = performance.now();

  before(async () => {
    // The simulator's own explorer limit is off so the test can compare with a direct request; the gateway's gate
    // is the one under test elsewhere.
    // 50 explorer rows are plenty for a page of 3: the default 5,000 made each explorer answer slow enough on a loaded
    // machine for the gateway's upstream timeout to fire.
    started = await startServer({ port: 0, seed: 1, clock: 'manual', explorerIntervalMs: 0, historySize: 50 });
    jwt = await started.simulator.issueToken('acme-wallet');
    rpc = await startFakeRpc();
    const result = await build({
      entryPoints: [fileURLToPath(new URL('../../src/gateway/worker.ts', import.meta.url))],
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      mainFields: ['browser', 'module', 'main'],
      conditions: ['worker', 'browser'],
      target: 'es2022',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    bundle = result.outputFiles[0]!.text;
    bundleInputs = Object.keys(result.metafile.inputs);
    const script = { modules: true, script: bundle, compatibilityDate: '2025-09-01' };
    mf = new Miniflare({
      workers: [
        {
          ...script,
          name: 'gateway',
          bindings: {
            SWAP_API_URL: started.baseUrl,
            EXPLORER_API_URL: started.explorerUrl,
            PARTNER_JWT: jwt,
            ALLOWED_ORIGINS: PAGE,
            // Workers have no Redis client: the setting is reported and memory is used.
            REDIS_URL: 'redis://127.0.0.1:1',
            // A Solana node with its key in the path; no NEAR node.
            SOLANA_RPC_URL: `${rpc.origin}/v2/${RPC_KEY}`,
            // No answer here may become a 504 because the machine is busy: timeouts are tested on the Node server.
            UPSTREAM_TIMEOUT_SECONDS: '120',
          },
        },
        // Both credentials set: a configuration error, which must not reach the page.
        {
          ...script,
          name: 'misconfigured',
          routes: ['misconfigured.test/*'],
          bindings: { PARTNER_JWT: jwt, PARTNER_API_KEY: 'key-secret-123' },
        },
      ],
      handleStructuredLogs: ({ message }: { message: string }) => {
        logs.push(message);
        for (const waiter of waiters.filter((w) => w.match(message))) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      },
    });
    await mf.ready;
  });

  after(async () => {
    await mf?.dispose();
    await started?.close();
    await rpc?.close();
    // eslint-disable-next-line no-console -- the brief asks for the duration (workerd start included)
    console.log(`workerd gateway test: ${Math.round(performance.now() - startedAt)} ms`);
  });

  const call = async (path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
    mf.dispatchFetch(`${GATEWAY}${path}`, { ...init, headers: { origin: PAGE, ...init.headers } });

  it('bundles without Node built-ins or the Redis client', () => {
    assert.ok(bundleInputs.includes('src/gateway/worker.ts'));
    const foreign = bundleInputs.filter((input) => /(^|\/)(node:|redis|@redis\/|@hono\/node-server)/.test(input));
    assert.deepEqual(foreign, []);
    assert.doesNotMatch(bundle, /from\s*["']node:|require\(["']node:/);
  });

  it('answers /healthz from memory state with the explorer in public view, REDIS_URL reported as unused', async () => {
    const response = await call('/healthz');
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { ok: true, state: 'memory', explorer: 'public' });
    await logged((line) => line.includes('REDIS_URL has no effect on Workers'));
  });

  it('serves the token list from the simulator with an ETag, then 304 for If-None-Match', async () => {
    const first = await call('/v0/tokens');
    assert.equal(first.status, 200);
    assert.equal(first.headers.get('access-control-allow-origin'), PAGE);
    const etag = first.headers.get('etag');
    assert.match(etag ?? '', /^"[0-9a-f]{16}"$/);
    const tokens = (await first.json()) as { assetId: string }[];
    assert.ok(tokens.some((t) => t.assetId === 'nep141:wrap.near'));

    const again = await call('/v0/tokens', { headers: { 'if-none-match': etag! } });
    assert.equal(again.status, 304);
    assert.equal(again.headers.get('etag'), etag);
    assert.equal(await again.text(), '');
  });

  it('sends a dry quote upstream with the partner credential (no platform fee)', async () => {
    const request = quoteRequest(started.simulator);
    const direct = async (headers: Record<string, string>) => {
      const response = await started.simulator.fetch(`${started.baseUrl}/v0/quote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(request),
      });
      return ((await response.json()) as { quote: { amountOut: string } }).quote.amountOut;
    };
    const asPartner = await direct({ authorization: `Bearer ${jwt}` });
    const anonymous = await direct({});
    assert.ok(BigInt(asPartner) > BigInt(anonymous), 'the partner pays no platform fee');

    const response = await call('/v0/quote', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('access-control-allow-origin'), PAGE);
    const body = (await response.json()) as { quote: { amountOut: string }; quoteRequest: { dry: boolean } };
    assert.equal(body.quoteRequest.dry, true);
    assert.equal(body.quote.amountOut, asPartner);
  });

  it('serves an explorer page in public view: addresses masked, cursors sealed', async () => {
    const response = await call('/explorer/v0/transactions-pages?perPage=3&page=1');
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('x-cache'), 'miss');
    const page = (await response.json()) as { data: Row[] };

    const real = await started.simulator.fetch(`${started.explorerUrl}/v0/transactions-pages?page=1&perPage=3`, {
      headers: { authorization: `Bearer ${jwt}` },
    });
    const rows = ((await real.json()) as { data: Row[] }).data;
    assert.equal(page.data.length, 3);
    assert.equal(rows.length, 3);
    page.data.forEach((row, i) => {
      const original = rows[i]!;
      for (const field of ROW_ADDRESS_FIELDS) {
        const value = String(original[field]);
        assert.ok(value.length > 10, `${field} is a real address upstream`);
        assert.equal(row[field], `${value.slice(0, 6)}…${value.slice(-4)}`, field);
      }
      assert.match(row.depositAddressAndMemo ?? '', /^gw1\.[A-Za-z0-9_-]+$/);
      assert.ok(!JSON.stringify(row).includes(String(original.depositAddress)));
      assert.equal(row.amountIn, original.amountIn, 'amounts are not masked');
    });
  });

  it('answers a malformed quote body with 400 {message}, without asking upstream', async () => {
    const response = await call('/v0/quote', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{nope',
    });
    assert.equal(response.status, 400);
    assert.match(((await response.json()) as { message: string }).message, /JSON/);
    const metrics = await (await call('/metrics')).text();
    assert.match(metrics, /^gateway_upstream_requests_total\{route="quote"\} 1$/m);
  });

  it('passes an allowed Solana call to the partner’s node unchanged, refuses others, and has no NEAR route unset', async () => {
    const sent = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'getBalance',
      params: ['9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'],
    });
    const json = { 'content-type': 'application/json' };
    const response = await call('/rpc/solana', { method: 'POST', headers: json, body: sent });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('access-control-allow-origin'), PAGE);
    assert.equal(await response.text(), rpc.answers[0]);
    assert.deepEqual(
      rpc.arrived.map((a) => [a.path, a.body, a.headers.origin]),
      [[`/v2/${RPC_KEY}`, sent, undefined]],
    );
    const refused = await call('/rpc/solana', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'requestAirdrop', params: [] }),
    });
    assert.deepEqual(((await refused.json()) as { error: { code: number } }).error.code, -32601);
    const near = await call('/rpc/near', { method: 'POST', headers: json, body: sent });
    assert.equal(near.status, 404);
    assert.match(((await near.json()) as { message: string }).message, /NEAR_RPC_URL is not set/);
    assert.equal(rpc.arrived.length, 1);
  });

  it('refuses a page on an origin that is not allowed with 403', async () => {
    const response = await call('/v0/tokens', { headers: { origin: 'https://evil.example' } });
    assert.equal(response.status, 403);
    // Readable by that page (so its integrator sees why), with nothing but the refusal in it.
    assert.equal(response.headers.get('access-control-allow-origin'), 'https://evil.example');
    assert.match(((await response.json()) as { message: string }).message, /https:\/\/evil\.example.*ALLOWED_ORIGINS/);
  });

  it('answers a misconfigured worker with a plain 500 and names the problem only in its log', async () => {
    const response = await mf.dispatchFetch('http://misconfigured.test/healthz');
    assert.equal(response.status, 500);
    const text = await response.text();
    assert.deepEqual(JSON.parse(text), { message: 'The gateway is not configured correctly: see its log.' });
    await logged((line) => line.includes('PARTNER_API_KEY or PARTNER_JWT, not both'));
  });

  it('logs one line per request and never the credential', async () => {
    await logged((line) => line.includes('"route":"/v0/tokens","status":403'));
    const requests = logs.filter((line) => line.includes('"message":"request"'));
    assert.ok(requests.some((line) => line.includes('"route":"/v0/quote","status":200')));
    assert.ok(requests.some((line) => line.includes('"route":"/explorer/v0/transactions-pages","status":200')));
    for (const line of logs) {
      assert.ok(!line.includes(jwt) && !line.includes('key-secret-123'), `a log line holds a credential: ${line}`);
      assert.ok(!line.includes(RPC_KEY) && !line.includes(rpc.origin), `a log line holds the RPC URL: ${line}`);
    }
  });
});

// Issue 28: on Workers the explorer's limit holds across isolates through the ExplorerGate Durable Object. Two
// workers (two isolates, two handler instances) bind the same object; the upstream is the counting explorer in its
// own process, refusing anything closer than the interval (1 s here, to keep the test short).
describe('gateway in workerd: two isolates sharing the ExplorerGate Durable Object', () => {
  const INTERVAL_MS = 1000;
  let mf: Miniflare;
  let upstream: ChildProcess;
  let port: number;
  const logs: string[] = [];

  before(async () => {
    const file = fileURLToPath(new URL('../helpers/counting-explorer.ts', import.meta.url));
    upstream = spawn(process.execPath, ['--import', 'tsx', file], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, COUNTING_INTERVAL_MS: String(INTERVAL_MS) },
    });
    const line = await new Promise<string>((resolve) =>
      createInterface({ input: upstream.stdout! }).once('line', resolve),
    );
    port = (JSON.parse(line) as { port: number }).port;
    const result = await build({
      entryPoints: [fileURLToPath(new URL('../../src/gateway/worker.ts', import.meta.url))],
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      mainFields: ['browser', 'module', 'main'],
      conditions: ['worker', 'browser'],
      target: 'es2022',
      write: false,
      logLevel: 'silent',
    });
    const script = { modules: true, script: result.outputFiles[0]!.text, compatibilityDate: '2025-09-01' };
    const bindings = {
      EXPLORER_API_URL: `http://127.0.0.1:${port}/api`,
      PARTNER_API_KEY: 'partner-key-durable-object-test-5d2e',
      EXPLORER_INTERVAL_SECONDS: String(INTERVAL_MS / 1000),
      EXPLORER_MAX_WAIT_SECONDS: '60',
      UPSTREAM_TIMEOUT_SECONDS: '120', // a busy machine must not turn a slow answer into a 504
      ALLOWED_ORIGINS: PAGE,
    };
    mf = new Miniflare({
      workers: [
        {
          ...script,
          name: 'edge-a',
          routes: ['edge-a.test/*'],
          bindings,
          durableObjects: { EXPLORER_GATE: 'ExplorerGate' },
        },
        {
          ...script,
          name: 'edge-b',
          routes: ['edge-b.test/*'],
          // Another spelling of the same explorer: the object is the credential's, whatever the URL.
          bindings: { ...bindings, EXPLORER_API_URL: `http://localhost:${port}/api/` },
          durableObjects: { EXPLORER_GATE: { className: 'ExplorerGate', scriptName: 'edge-a' } },
        },
      ],
      handleStructuredLogs: ({ message }: { message: string }) => void logs.push(message),
    });
    await mf.ready;
  });

  after(async () => {
    await mf?.dispose();
    upstream?.kill();
  });

  const call = async (worker: 'edge-a' | 'edge-b', path: string) => {
    const response = await mf.dispatchFetch(`http://${worker}.test${path}`, { headers: { origin: PAGE } });
    return { status: response.status, headers: response.headers, body: await response.text() };
  };

  it('answers /healthz with the durable-object state', async () => {
    const health = await call('edge-b', '/healthz');
    assert.deepEqual(JSON.parse(health.body), { ok: true, state: 'durable-object', explorer: 'public' });
  });

  it('sends one upstream request per interval for both isolates, and shares the cache between them', async () => {
    const replies = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((page) =>
        call(page % 2 ? 'edge-a' : 'edge-b', `/explorer/v0/transactions-pages?page=${page}&perPage=5`),
      ),
    );
    for (const reply of replies) {
      assert.equal(reply.status, 200, reply.body);
      assert.equal(reply.headers.get('x-cache'), 'miss');
      assert.equal(reply.headers.get('access-control-allow-origin'), PAGE);
    }
    const seen = (await (await fetch(`http://127.0.0.1:${port}/_arrivals`)).json()) as Arrival[];
    assert.equal(seen.length, 6);
    assert.deepEqual(
      seen.filter((a) => a.status !== 200),
      [],
    );
    const gaps = seen.slice(1).map((a, i) => a.at - seen[i]!.at);
    assert.ok(
      gaps.every((gap) => gap >= INTERVAL_MS),
      `gaps ${gaps.map(Math.round).join(', ')} ms`,
    );
    // Page 1 was fetched through edge-a: edge-b answers it from the object's cache.
    const shared = await call('edge-b', '/explorer/v0/transactions-pages?perPage=5&page=1');
    assert.equal(shared.status, 200);
    assert.equal(shared.headers.get('x-cache'), 'hit');
    assert.equal(((await (await fetch(`http://127.0.0.1:${port}/_arrivals`)).json()) as Arrival[]).length, 6);
    assert.ok(!logs.some((line) => line.includes('partner-key-durable-object-test-5d2e')));
  });
});
