// Three gateway instances sharing one real redis-server (issue 14): together they send one upstream request per
// distinct query, through one gate; a 429 seen by one closes the gate for all; Redis dying mid-run degrades each to
// its own memory without a visitor error, and they share again once Redis is back. Passing depends on no machine
// speed: only counts and lower bounds the design guarantees are asserted, and every wait polls with a deadline.
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { freePort, RedisServer, waitFor } from '../helpers/redis-server.js';
import type { LogLine } from '../../src/gateway/app.js';
import { loadConfig } from '../../src/gateway/config.js';
import { startGateway, type StartedGateway } from '../../src/gateway/node.js';
import { FallbackState, RedisState } from '../../src/gateway/redis-state.js';
import { createClient } from 'redis';

const CREDENTIAL = 'partner-jwt-redis-test-7c1e5a90d2';
const INTERVAL_MS = 300;
const UPSTREAM = 'http://explorer.upstream.test/api';

// ---- an explorer upstream that records every request --------------------------------------------------------

interface Arrival {
  at: number;
  query: string;
  authorization: string | null;
}

function fakeExplorer() {
  const arrivals: Arrival[] = [];
  let tooManySeconds: number | undefined;
  return {
    arrivals,
    /** The next request is answered 429 with this Retry-After. */
    answerNext429(seconds: number) {
      tooManySeconds = seconds;
    },
    fetch: async (request: Request): Promise<Response> => {
      const url = new URL(request.url);
      arrivals.push({ at: Date.now(), query: url.search, authorization: request.headers.get('authorization') });
      if (tooManySeconds !== undefined) {
        const seconds = tooManySeconds;
        tooManySeconds = undefined;
        return Response.json(
          { message: 'Too many requests', retryAfterSeconds: seconds },
          { status: 429, headers: { 'retry-after': String(seconds) } },
        );
      }
      const page = Number(url.searchParams.get('page') ?? '1');
      const perPage = Number(url.searchParams.get('perPage') ?? '50');
      return Response.json({ data: [], totalPages: 5, page, perPage, total: 0, nextPage: null, prevPage: null });
    },
  };
}

// ---- three gateway instances --------------------------------------------------------------------------------

interface Instance {
  name: string;
  gateway: StartedGateway;
  logs: LogLine[];
}

/** Every log line of every instance in this file, for the secrets check at the end. */
const allLogs: string[] = [];

async function startInstances(redisUrl: string, upstreamFetch: (request: Request) => Promise<Response>) {
  const config = loadConfig({
    REDIS_URL: redisUrl,
    PORT: '0',
    PARTNER_JWT: CREDENTIAL,
    EXPLORER_API_URL: UPSTREAM,
    SWAP_API_URL: 'http://swap.upstream.test',
    EXPLORER_INTERVAL_SECONDS: String(INTERVAL_MS / 1000),
    EXPLORER_MAX_WAIT_SECONDS: '60',
    // An answer stays fresh for the whole file: on a starved machine 30 concurrent visitors can arrive more than the
    // default 15 s apart, and a stale answer's refresh is a second upstream request these tests do not count on.
    EXPLORER_FRESH_SECONDS: '3600',
  });
  return Promise.all(
    ['A', 'B', 'C'].map(async (name): Promise<Instance> => {
      const logs: LogLine[] = [];
      const log = (line: LogLine) => {
        logs.push(line);
        allLogs.push(JSON.stringify(line));
      };
      return { name, logs, gateway: await startGateway(config, { fetch: upstreamFetch, log }) };
    }),
  );
}

async function explorer(instance: Instance, query: string) {
  const response = await fetch(`${instance.gateway.url}/explorer/v0/transactions-pages?${query}`);
  const text = await response.text();
  return {
    status: response.status,
    cache: response.headers.get('x-cache'),
    retryAfter: response.headers.get('retry-after'),
    body: JSON.parse(text) as { page?: number; perPage?: number; message?: string },
  };
}

async function degraded(instance: Instance): Promise<number> {
  const text = await (await fetch(`${instance.gateway.url}/metrics`)).text();
  const match = /^gateway_shared_state_degraded (\d+)$/m.exec(text);
  assert.ok(match, `${instance.name}: /metrics has no gateway_shared_state_degraded line`);
  return Number(match[1]);
}

/** Times between consecutive upstream arrivals, in order. */
function gaps(arrivals: Arrival[]): number[] {
  const times = arrivals.map((a) => a.at).sort((x, y) => x - y);
  return times.slice(1).map((at, i) => at - times[i]!);
}

describe('gateway instances sharing one redis-server', () => {
  let redis: RedisServer;
  let upstream: ReturnType<typeof fakeExplorer>;
  let instances: Instance[] = [];

  before(async () => {
    const probe = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
    if (probe.error || probe.status !== 0) {
      throw new Error(
        'redis-server is not on PATH: these tests need the Debian package redis-server (.ci/run installs it; ' +
          'locally: sudo apt-get install redis-server).',
      );
    }
    redis = new RedisServer(await freePort());
    await redis.start();
  });

  after(async () => {
    await redis?.kill();
  });

  beforeEach(async () => {
    await redis.flushAll();
    upstream = fakeExplorer();
    instances = await startInstances(redis.url, upstream.fetch);
    // A gateway serves before its Redis connection is up (from memory, by design: it waits 3 s at most); these tests
    // are about instances that share, so they start once Redis has answered all three (a loaded machine took longer,
    // and the first request of an instance still connecting was rightly answered from its own memory).
    await waitFor('all three instances sharing through Redis', async () =>
      instances.every(
        (i) => (i.gateway.state as FallbackState).connected && !(i.gateway.state as FallbackState).degraded,
      ),
    );
    // Starting logs no fall back, only the note that Redis answers (once it does).
    for (const i of instances)
      assert.deepEqual(
        i.logs.filter((l) => /own memory|shared again/.test(l.message)),
        [],
      );
  });

  afterEach(async () => {
    await Promise.all(instances.map((i) => i.gateway.close()));
    instances = [];
    // A test that failed while Redis was down leaves it down: the next test still gets one (one failure stays one).
    if (!redis.running) await redis.start();
  });

  it('sends one upstream request per distinct query for 30 concurrent visitors on 3 instances, spaced by the gate', async () => {
    // Five queries, each asked six times in two parameter orders (one normalised key), over all three instances.
    const queries = [1, 2, 3, 4, 5].map((page) => [`page=${page}&perPage=10`, `perPage=10&page=${page}`]);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, j) => {
        const page = (j % 5) + 1;
        return explorer(instances[j % 3]!, queries[page - 1]![Math.floor(j / 5) % 2]!).then((r) => ({ page, ...r }));
      }),
    );
    for (const r of results) {
      assert.equal(r.status, 200, `page ${r.page}: ${r.status} ${r.body.message ?? ''}`);
      assert.equal(r.body.page, r.page);
    }
    assert.equal(upstream.arrivals.length, 5, `upstream got ${upstream.arrivals.map((a) => a.query).join(' ')}`);
    assert.deepEqual(
      upstream.arrivals.map((a) => a.query).sort(),
      [1, 2, 3, 4, 5].map((page) => `?page=${page}&perPage=10`),
    );
    assert.equal(results.filter((r) => r.cache === 'miss').length, 5);
    for (const a of upstream.arrivals) assert.equal(a.authorization, `Bearer ${CREDENTIAL}`);
    for (const gap of gaps(upstream.arrivals)) assert.ok(gap >= INTERVAL_MS, `upstream requests ${gap} ms apart`);
  });

  it('serves an answer fetched through one instance from the shared cache on the others', async () => {
    const [a, b, c] = instances as [Instance, Instance, Instance];
    const first = await explorer(a, 'page=2&perPage=25&statuses=SUCCESS');
    assert.equal(first.status, 200);
    assert.equal(first.cache, 'miss');
    assert.equal(upstream.arrivals.length, 1);
    const fromB = await explorer(b, 'page=2&perPage=25&statuses=SUCCESS');
    const fromC = await explorer(c, 'statuses=SUCCESS&perPage=25&page=2');
    for (const r of [fromB, fromC]) {
      assert.equal(r.status, 200);
      assert.equal(r.cache, 'hit');
      assert.deepEqual(r.body, first.body);
    }
    assert.equal(upstream.arrivals.length, 1, 'no instance asked the upstream again');
  });

  it('closes the gate for every instance when the upstream answers 429, for its Retry-After', async () => {
    const [a, b, c] = instances as [Instance, Instance, Instance];
    upstream.answerNext429(2);
    const refused = await explorer(a, 'page=1');
    assert.equal(refused.status, 503, 'nothing cached yet: a clear 503');
    assert.equal(refused.retryAfter, '2');
    const at429 = upstream.arrivals[0]!.at;

    const fromB = await explorer(b, 'page=2');
    assert.equal(fromB.status, 200);
    assert.equal(upstream.arrivals.length, 2);
    const waited = upstream.arrivals[1]!.at - at429;
    assert.ok(waited >= 2000, `instance B asked the upstream ${waited} ms after the 429 (Retry-After 2 s)`);

    const fromC = await explorer(c, 'page=3');
    assert.equal(fromC.status, 200);
    assert.ok(upstream.arrivals[2]!.at - upstream.arrivals[1]!.at >= INTERVAL_MS);
    assert.match(
      await (await fetch(`${a.gateway.url}/metrics`)).text(),
      /gateway_upstream_429_total\{upstream="explorer"\} 1/,
    );
    assert.ok(a.logs.some((l) => l.level === 'warn' && /429/.test(l.message)));
    // Closing the gate is a Redis write like any other: the 429 never counts as Redis failing. (On a starved machine
    // Redis commands can time out for the 5 s that count Redis as lost, with or without a 429: two fresh-clone runs
    // here fell back that way and back again. Only that reason is allowed.)
    await waitFor('A on the shared state', async () => (await degraded(a)) === 0);
    for (const line of a.logs.filter((l) => /own memory/.test(l.message))) {
      assert.match(line.message, /no answer within \d+ ms/, `A fell back to memory on the 429: ${line.message}`);
    }
  });

  it('keeps serving from memory when Redis dies mid-run, and shares again once it is back', async () => {
    const [a, b, c] = instances as [Instance, Instance, Instance];
    assert.equal((await explorer(a, 'page=1')).cache, 'miss');
    assert.equal((await explorer(b, 'page=1')).cache, 'hit');
    for (const i of instances) assert.equal(await degraded(i), 0);

    await redis.kill();
    for (const i of instances) {
      for (let n = 0; n < 2; n++) {
        const r = await explorer(i, 'page=1');
        assert.equal(r.status, 200, `${i.name} while Redis is down: ${r.status} ${r.body.message ?? ''}`);
        assert.equal(r.body.page, 1);
      }
      const fallbacks = i.logs.filter((l) => /own memory/.test(l.message));
      assert.equal(fallbacks.length, 1, `${i.name} logged ${JSON.stringify(fallbacks)}`);
      assert.equal(fallbacks[0]!.level, 'warn');
      assert.equal(await degraded(i), 1);
    }
    // Every instance kept a copy of what any of them cached (C never asked for it before): no upstream request.
    assert.equal(upstream.arrivals.length, 1);

    await redis.start();
    for (const i of instances) {
      await waitFor(`${i.name} to use Redis again`, async () => {
        await explorer(i, 'page=1');
        return (await degraded(i)) === 0;
      });
      assert.equal(i.logs.filter((l) => l.level === 'info' && /shared again/.test(l.message)).length, 1);
    }

    const before = upstream.arrivals.length;
    // Back from the outage, the shared gate first stays closed a while (see FallbackState): MAX_WAIT 60 covers it.
    assert.equal((await explorer(c, 'page=4')).cache, 'miss');
    assert.equal((await explorer(a, 'page=4')).cache, 'hit');
    assert.equal((await explorer(b, 'page=4')).cache, 'hit');
    assert.equal(upstream.arrivals.length, before + 1, 'one upstream request for three instances again');
  });

  it('never writes the credential or the Redis URL into a log line', () => {
    // Covers every line the tests above produced: requests, 429s, Redis failing and coming back.
    assert.ok(
      allLogs.some((line) => /Redis/.test(line) && /warn/.test(line)),
      'the Redis failure was logged',
    );
    assert.ok(allLogs.length > 50);
    for (const line of allLogs) {
      assert.ok(!line.includes(CREDENTIAL), `credential in log line: ${line}`);
      assert.ok(!line.includes('redis://'), `Redis URL in log line: ${line}`);
    }
  });
});

describe('a Redis state closed while it connects', () => {
  let redis: RedisServer;
  before(async () => {
    redis = new RedisServer(await freePort());
    await redis.start();
  });
  after(async () => {
    await redis?.kill();
  });

  // A gateway stopped while Redis was slow to answer: the connection its client opened after close() (node-redis
  // connects a client destroyed mid-connect all the same) reconnected for ever and kept the process alive, which held
  // a whole npm test run until its limit. Every interleaving of close() with the connect steps must leave nothing open.
  it('leaves no connection open, wherever in its connecting close() comes', async () => {
    const probe = createClient({ url: redis.url, socket: { reconnectStrategy: false } });
    await probe.connect();
    const connections = async () =>
      String(await probe.sendCommand(['CLIENT', 'LIST']))
        .trim()
        .split('\n').length - 1; // the probe's own
    try {
      // 0: close() in the same tick as connect(); then after 1, 2, ... turns of the event loop.
      for (let turns = 0; turns < 12; turns++) {
        const state = new RedisState({ url: redis.url, prefix: `closing-${turns}` });
        const connecting = state.connect().catch(() => undefined);
        for (let i = 0; i < turns; i++) await new Promise((resolve) => setImmediate(resolve));
        await state.close();
        await connecting;
        await waitFor(`no connection left after close() at turn ${turns}`, async () => (await connections()) === 0);
      }
    } finally {
      probe.destroy();
    }
  });
});
