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
