// Issue 52 item 4: `npm test` prints the busy CPU-seconds (from /proc/stat) and wall time it used, and fails above
// test-budget.json's figures only when that file says `enforce`.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
// @ts-expect-error: a plain .mjs script without types
import { busyTicks, judge, readBudget, startMeter } from '../scripts/test-meter.mjs';

type Judged = { line: string; failed: boolean };
const judgeFn = judge as (
  figures: { cpuSeconds: number | null; wallSeconds: number },
  budget: { cpuSeconds: number; wallSeconds: number; enforce?: boolean },
) => Judged;

// user nice system idle iowait irq softirq steal guest guest_nice
const stat = (user: number, idle: number, steal = 0) =>
  `cpu  ${user} 10 20 ${idle} 500 3 7 ${steal} 0 0\ncpu0 1 1 1 1 1 1 1 1 0 0\nintr 1 2 3\n`;

describe('the test suite meter (test-budget.json)', () => {
  it('counts user, nice, system, irq, softirq and steal across all CPUs, not idle or iowait', () => {
    assert.equal((busyTicks as (s: string) => number)(stat(100, 99999, 5)), 100 + 10 + 20 + 3 + 7 + 5);
  });

  it('turns the busy ticks between start and stop into CPU-seconds, and the clock into wall seconds', () => {
    const reads = [stat(1000, 0), stat(1000 + 75_000, 999_999, 250)];
    const times = [10_000, 10_000 + 361_500];
    const meter = (startMeter as (o: object) => { stop(): { cpuSeconds: number; wallSeconds: number } })({
      read: () => reads.shift()!,
      now: () => times.shift()!,
      ticksPerSecond: 100,
    });
    assert.deepEqual(meter.stop(), { cpuSeconds: 752.5, wallSeconds: 361.5 });
  });

  it('prints the figures always, and fails over the budget only when enforced', () => {
    const budget = { cpuSeconds: 750, wallSeconds: 360 };
    const within = judgeFn({ cpuSeconds: 700.04, wallSeconds: 300 }, { ...budget, enforce: true });
    assert.equal(within.failed, false);
    assert.match(within.line, /700\.0 busy CPU-s, 300\.0 s wall \(budget 750 CPU-s, 360 s\)$/);

    const over = { cpuSeconds: 752.5, wallSeconds: 361.5 };
    const lenient = judgeFn(over, { ...budget, enforce: false });
    assert.equal(lenient.failed, false);
    assert.match(lenient.line, /752\.5 busy CPU-s.*over budget \(not enforced.*CPU 750 s, wall 360 s/);

    const strict = judgeFn(over, { ...budget, enforce: true });
    assert.equal(strict.failed, true);
    assert.match(strict.line, /over budget: CPU 750 s, wall 360 s$/);
  });

  it('reads the budget the repository states (750 CPU-s, 6 minutes, not enforced yet)', () => {
    assert.deepEqual((readBudget as () => object)(), { cpuSeconds: 750, wallSeconds: 360, enforce: false });
    assert.match(readFileSync('scripts/test.mjs', 'utf8'), /judge\(meter\.stop\(\), readBudget\(\)\)/);
  });
});
