// FallbackState tells a busy host from a lost Redis: commands that answer, however late, never make an instance
// degraded (a starved CI machine once did, and the instances that do not refresh while degraded answered 503); a
// Redis whose commands never answer for LOST_AFTER_MS is lost. The clock is the test's own; each late command is
// answered before the next one is sent, so nothing depends on how fast the machine is.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MemoryState } from '../../src/gateway/shared-state.js';
import { FallbackState, type RedisState } from '../../src/gateway/redis-state.js';

/** A connected Redis whose gate commands take longer than the command timeout: answered late, or never. */
function slowRedis(answers: 'late' | 'never') {
  let answerLast: (() => void) | undefined;
  const primary = {
    id: 'slow',
    ready: true,
    heartbeat: async () => ['slow'],
    acquire: () =>
      new Promise((resolve) => {
        if (answers === 'late') answerLast = () => resolve({ waitMs: 1 });
      }),
  } as unknown as RedisState;
  return { primary, answerLast: () => answerLast?.() };
}

async function afterSlowCommands(answers: 'late' | 'never') {
  let now = 0;
  const logs: string[] = [];
  const redis = slowRedis(answers);
  const state = new FallbackState(
    redis.primary,
    new MemoryState(() => now),
    (_level, message) => logs.push(message),
    { lostGuardMs: 0, backGuardMs: 0 },
    () => now,
  );
  await state.heartbeat(); // Redis answers at the start
  assert.deepEqual(logs.splice(0), ['Redis answers: the explorer cache and gate are shared.']);
  // Seven commands two (test) seconds apart, each past the one-second command timeout: 12 s of slow commands.
  for (let i = 0; i < 7; i++) {
    const answer = await state.acquire('explorer', 300, 10_000);
    assert.ok('waitMs' in answer || 'token' in answer || 'retryInMs' in answer);
    redis.answerLast();
    await new Promise((resolve) => setImmediate(resolve)); // the late answer is handled
    now += 2000;
  }
  return { degraded: state.degraded, logs };
}

describe('gateway: a busy Redis host is not a lost Redis', () => {
  it('stays shared when every command answers late, and degrades when commands never answer', async () => {
    const late = await afterSlowCommands('late');
    assert.equal(late.degraded, false, late.logs.join('\n'));
    assert.deepEqual(late.logs, []);

    const never = await afterSlowCommands('never');
    assert.equal(never.degraded, true);
    assert.match(never.logs.join('\n'), /Redis is unavailable \(no answer within 1000 ms\)/);
  });
});

describe('gateway: an answer to a command sent before Redis was lost', () => {
  it('does not count as Redis being back: one fall back, one return, for one outage', async () => {
    let answerEarly: ((answer: unknown) => void) | undefined;
    const primary = {
      id: 'one',
      ready: true,
      heartbeat: async () => ['one'],
      // The first command is in flight when the connection drops; the next ones meet a client that is offline.
      getCached: () =>
        answerEarly
          ? primary.ready
            ? Promise.resolve(undefined)
            : Promise.reject(new Error('The client is offline'))
          : new Promise((resolve) => (answerEarly = resolve)),
    } as unknown as RedisState & { ready: boolean };
    const logs: string[] = [];
    const state = new FallbackState(
      primary,
      new MemoryState(() => 0),
      (level, message) => logs.push(`${level}: ${message}`),
      { lostGuardMs: 0, backGuardMs: 0 },
      () => 0,
    );
    await state.heartbeat();
    logs.splice(0); // the note that Redis answers at the start
    const early = state.getCached('page=1');
    primary.ready = false;
    await state.getCached('page=1');
    assert.equal(state.degraded, true);
    answerEarly!(undefined); // read before the connection dropped, handled after the fall back
    await early;
    assert.equal(state.degraded, true, logs.join('\n'));
    await state.getCached('page=1');
    assert.equal(state.degraded, true);
    assert.deepEqual(
      logs.map((line) => line.split(':')[0]),
      ['warn'],
    );
    assert.match(logs[0]!, /Redis is unavailable \(The client is offline\)/);

    primary.ready = true;
    await state.getCached('page=1');
    assert.equal(state.degraded, false);
    assert.deepEqual(
      logs.map((line) => line.split(':')[0]),
      ['warn', 'info'],
    );
  });
});

describe('gateway: starting before Redis answers', () => {
  // The gateway serves before its Redis connection is up; on a busy host that takes seconds, and the heartbeats sent
  // meanwhile fail ("The client is offline"). Counting that as an outage logged a fall back and a return at every start.
  function starting() {
    let now = 0;
    const blocked: number[] = [];
    const primary = {
      id: 'one',
      ready: false,
      heartbeat: () => (primary.ready ? Promise.resolve(['one']) : Promise.reject(new Error('The client is offline'))),
      getCached: () =>
        primary.ready ? Promise.resolve(undefined) : Promise.reject(new Error('The client is offline')),
      acquire: () =>
        primary.ready ? Promise.resolve({ token: 'shared' }) : Promise.reject(new Error('The client is offline')),
      block: async (_gate: string, ms: number) => void blocked.push(ms),
    } as unknown as RedisState & { ready: boolean };
    const logs: string[] = [];
    const state = new FallbackState(
      primary,
      new MemoryState(() => now),
      (level, message) => logs.push(`${level}: ${message}`),
      { lostGuardMs: 2000, backGuardMs: 5000 },
      () => now,
    );
    return { primary, state, logs, blocked, advance: (ms: number) => (now += ms) };
  }

  it('serves from memory without a warning until Redis answers, then notes it once; an outage later is one', async () => {
    const { primary, state, logs } = starting();
    assert.equal(state.degraded, true, 'not shared before Redis answered');
    assert.equal(state.kind, 'degraded');
    await state.heartbeat();
    assert.equal(await state.getCached('page=1'), undefined);
    assert.equal(logs.length, 0, logs.join('\n'));

    primary.ready = true;
    await state.heartbeat();
    assert.equal(state.degraded, false);
    assert.deepEqual(logs, ['info: Redis answers: the explorer cache and gate are shared.']);

    primary.ready = false;
    await state.getCached('page=1');
    await state.heartbeat();
    primary.ready = true;
    await state.heartbeat();
    assert.deepEqual(
      logs.map((line) => line.replace(/ \(.*/, '')),
      [
        'info: Redis answers: the explorer cache and gate are shared.',
        'warn: Redis is unavailable',
        'info: Redis answers again: the explorer cache and gate are shared again.',
      ],
    );
  });

  it('closes the shared gate after a start only when this instance sent from memory meanwhile', async () => {
    const quiet = starting();
    quiet.primary.ready = true;
    await quiet.state.heartbeat();
    assert.deepEqual(await quiet.state.acquire('explorer', 300, 10_000), { token: 'shared' });
    assert.deepEqual(quiet.blocked, [], 'nothing was sent from memory: the shared gate is not held closed');

    const sent = starting();
    sent.advance(2300); // past the start's guard (lostGuardMs + interval): a send from memory is granted
    const fromMemory = await sent.state.acquire('explorer', 300, 10_000);
    assert.ok('token' in fromMemory, JSON.stringify(fromMemory));
    sent.primary.ready = true;
    await sent.state.heartbeat();
    assert.deepEqual(await sent.state.acquire('explorer', 300, 10_000), { token: 'shared' });
    assert.deepEqual(sent.blocked, [300 + 5000], 'the shared gate waits for the send made from memory');
  });
});
