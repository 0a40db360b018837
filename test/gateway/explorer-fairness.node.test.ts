// Issue 52 item 3: the explorer's queue is fair. With one call per interval per credential, a query no visitor has an
// answer for goes before refreshing one visitors already have; a stale refresh still happens when no such query waits;
// and consecutive calls stay an interval apart. On the tests' manual clock: nothing here waits for real time.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { FakeTimers } from '../helpers/fake-timers.js';
import { ExplorerShare, type Served } from '../../src/gateway/explorer-share.js';
import { GatewayMetrics } from '../../src/gateway/metrics.js';
import { MemoryState } from '../../src/gateway/shared-state.js';

const INTERVAL = 5000;
// Lets every promise the share chains (cache, claim, gate) settle between timers.
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
};

function setUp() {
  const timers = new FakeTimers(settle, 1_000_000);
  const state = new MemoryState(timers.now);
  const sends: { query: string; at: number }[] = [];
  const share = new ExplorerShare({
    state,
    gate: 'credential-hash',
    intervalMs: INTERVAL,
    freshMs: 15_000,
    staleMs: 600_000,
    maxWaitMs: 10_000,
    upstreamTimeoutMs: 5000,
    metrics: new GatewayMetrics(),
    send: async (url) => {
      sends.push({ query: url, at: timers.now() });
      return { status: 200, body: JSON.stringify({ data: [{ query: url, at: timers.now() }] }) };
    },
    valid: () => true,
    log: () => undefined,
    now: timers.now,
    sleep: (ms) => new Promise((resolve) => timers.schedule(resolve, ms)),
  });
  const get = (query: string) => share.get(query, query);
  return { timers, sends, get, start: timers.now() };
}

const answered = (served: Served) => {
  assert.equal(served.kind, 'answer', JSON.stringify(served));
  return served as Extract<Served, { kind: 'answer' }>;
};

describe('the explorer queue is fair (issue 52)', () => {
  it('sends a query nobody has an answer for before refreshing one visitors already have', async () => {
    const { timers, sends, get, start } = setUp();
    assert.equal(answered(await get('A')).cache, 'miss'); // A answered at once; the gate opens again in 5.25 s
    await timers.advance(16_000); // A is stale now
    assert.equal(answered(await get('B')).cache, 'miss'); // the gate was free: B at once
    await timers.advance(100);
    // A visitor of A gets the stale answer at once; A's refresh waits for the gate, first in line.
    const stale = answered(await get('A'));
    assert.equal(stale.cache, 'stale');
    assert.equal(stale.ageSeconds, 16);
    await timers.advance(100);
    // Then a visitor asks for C, which nobody has: it waits for the gate too.
    let c: Served | undefined;
    void get('C').then((served) => (c = served));
    await timers.advance(INTERVAL + 1000);

    assert.deepEqual(
      sends.map((s) => s.query),
      ['A', 'B', 'C'],
      'C (no answer anywhere) took the gate before A (stale) was refreshed',
    );
    assert.equal(answered(c!).cache, 'miss');
    // The limit holds: at least an interval between consecutive calls.
    assert.equal(sends[2]!.at - sends[1]!.at >= INTERVAL, true);
    assert.equal(sends[0]!.at, start);
  });

  it('still refreshes a stale answer when no unanswered query is waiting, an interval after the last call', async () => {
    const { timers, sends, get } = setUp();
    await get('A');
    await timers.advance(16_000);
    await get('B');
    await timers.advance(100);
    assert.equal(answered(await get('A')).cache, 'stale');
    await timers.advance(INTERVAL + 1000);
    assert.deepEqual(
      sends.map((s) => s.query),
      ['A', 'B', 'A'],
    );
    assert.equal(sends[2]!.at - sends[1]!.at >= INTERVAL, true);
    // The refreshed answer is served fresh from the cache.
    const again = answered(await get('A'));
    assert.equal(again.cache, 'hit');
    assert.equal(JSON.parse(again.body).data[0].at, sends[2]!.at);
  });

  it('refreshes the stale answer once the waiting query has had its turn', async () => {
    const { timers, sends, get } = setUp();
    await get('A');
    await timers.advance(16_000);
    await get('B');
    await timers.advance(100);
    await get('A'); // stale; its refresh gives way to C below
    await timers.advance(100);
    void get('C');
    await timers.advance(INTERVAL + 1000);
    assert.deepEqual(
      sends.map((s) => s.query),
      ['A', 'B', 'C'],
    );
    await timers.advance(1000); // C's mark has lapsed (a second after its turn)
    assert.equal(answered(await get('A')).cache, 'stale'); // the next visit of A asks again
    await timers.advance(INTERVAL + 1000);
    assert.deepEqual(
      sends.map((s) => s.query),
      ['A', 'B', 'C', 'A'],
    );
    const gaps = sends.slice(1).map((s, i) => s.at - sends[i]!.at);
    assert.ok(
      gaps.every((gap) => gap >= INTERVAL),
      `gaps ${gaps.join(', ')}`,
    );
  });
});
