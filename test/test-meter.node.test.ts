// Issue 52 item 4: `npm test` prints the CPU-seconds its own processes used (read from /proc as it runs, by part) and
// its wall time, and fails above test-budget.json's figures when that file says `enforce`; the wall time is judged
// only when the machine was quiet (the neighbours' share from /proc/stat).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error: a plain .mjs script without types
import { busyTicks, judge, readBudget, startMeter, startTreeMeter } from '../scripts/test-meter.mjs';

type Judged = { line: string; failed: boolean };
type Figures = { cpuSeconds: number | null; machineCpuSeconds?: number | null; wallSeconds: number; cores?: number };
const judgeFn = judge as (
  figures: Figures,
  budget: { cpuSeconds: number; wallSeconds: number; enforce?: boolean },
) => Judged;
type TreeMeter = {
  name(pid: number | undefined, part: string): void;
  sample(): void;
  stop(): { cpuSeconds: number | null; parts: [string, number][] };
};

// user nice system idle iowait irq softirq steal guest guest_nice
const stat = (user: number, idle: number, steal = 0) =>
  `cpu  ${user} 10 20 ${idle} 500 3 7 ${steal} 0 0\ncpu0 1 1 1 1 1 1 1 1 0 0\nintr 1 2 3\n`;

/** This process's children's CPU that the kernel added when they were waited for (/proc/self/stat cutime + cstime). */
function waitedForSeconds(): number {
  const text = readFileSync('/proc/self/stat', 'utf8');
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/** Resolves once `check` holds (a state, polled; the test's own timeout bounds it). */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('the test suite meter (test-budget.json)', () => {
  it('counts user, nice, system, irq, softirq and steal across all CPUs, not idle or iowait', () => {
    assert.equal((busyTicks as (s: string) => number)(stat(100, 99999, 5)), 100 + 10 + 20 + 3 + 7 + 5);
  });

  it("turns the machine's busy ticks between start and stop into CPU-seconds, and the clock into wall seconds", () => {
    const reads = [stat(1000, 0), stat(1000 + 75_000, 999_999, 250)];
    const times = [10_000, 10_000 + 361_500];
    const meter = (startMeter as (o: object) => { stop(): object })({
      read: () => reads.shift()!,
      now: () => times.shift()!,
      ticksPerSecond: 100,
      cores: 2,
    });
    assert.deepEqual(meter.stop(), { machineCpuSeconds: 752.5, wallSeconds: 361.5, cores: 2 });
  });

  it("judges the run's own CPU always, and the wall time only when the neighbours used under a tenth of the cores", () => {
    const budget = { cpuSeconds: 750, wallSeconds: 360, enforce: true };
    const within = judgeFn({ cpuSeconds: 700.04, machineCpuSeconds: 720, wallSeconds: 300, cores: 2 }, budget);
    assert.equal(within.failed, false);
    assert.match(
      within.line,
      /700\.0 CPU-s, 300\.0 s wall; neighbours 20\.0 CPU-s, quiet \(budget 750 CPU-s, 360 s\)$/,
    );

    // Quiet (72 of 2 × 400 CPU-s to others): the wall time counts.
    const slow = judgeFn({ cpuSeconds: 700, machineCpuSeconds: 772, wallSeconds: 400, cores: 2 }, budget);
    assert.equal(slow.failed, true);
    assert.match(slow.line, /over budget: wall 360 s$/);

    // Two CPU-bound neighbours: the wall time says little of the suite and is not judged; its own CPU still is.
    const crowded = { cpuSeconds: 700, machineCpuSeconds: 1598, wallSeconds: 800, cores: 2 };
    assert.equal(judgeFn(crowded, budget).failed, false);
    assert.match(judgeFn(crowded, budget).line, /neighbours 898\.0 CPU-s, busy: wall time not judged/);
    const costly = judgeFn({ ...crowded, cpuSeconds: 752.5 }, budget);
    assert.equal(costly.failed, true);
    assert.match(costly.line, /752\.5 CPU-s.*over budget: CPU 750 s$/);

    const lenient = judgeFn({ ...crowded, cpuSeconds: 752.5 }, { ...budget, enforce: false });
    assert.equal(lenient.failed, false);
    assert.match(lenient.line, /over budget \(not enforced.*CPU 750 s$/);
  });

  it("counts a process that outlived its parent (as Chromium's helpers do), which waited-for totals miss", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'swap-elements-meter-'));
    const file = (name: string) => JSON.stringify(join(dir, name));
    const waitFor = (name: string) =>
      `await new Promise((go) => { const t = setInterval(() => require('fs').existsSync(${file(name)}) && (clearInterval(t), go()), 20); });`;
    // The grandchild burns one CPU-second (by its own clock, so a busy machine changes nothing), says so, and waits.
    const grandchild = `(async () => {
      while (process.cpuUsage().user < 1_000_000);
      require('fs').writeFileSync(${file('burnt')}, String(process.pid));
      ${waitFor('release-grandchild')}
    })()`;
    const parent = `(async () => {
      require('child_process').spawn(process.execPath, ['-e', ${JSON.stringify(grandchild)}], { detached: true, stdio: 'ignore' }).unref();
      ${waitFor('release-parent')}
    })()`;
    const before = waitedForSeconds();
    const tree = (startTreeMeter as (o: object) => TreeMeter)({ intervalMs: 60_000 });
    try {
      const child = spawn(process.execPath, ['-e', parent], { stdio: 'ignore' });
      const ended = new Promise((resolve) => child.on('close', resolve));
      tree.name(child.pid, 'parent');
      await until(() => existsSync(join(dir, 'burnt')));
      tree.sample();
      writeFileSync(join(dir, 'release-parent'), '');
      await ended;
      // Its parent has ended: the grandchild now belongs to init, which waits for it; this process never does.
      const pid = Number(readFileSync(join(dir, 'burnt'), 'utf8'));
      writeFileSync(join(dir, 'release-grandchild'), '');
      await until(() => {
        try {
          process.kill(pid, 0);
          return false;
        } catch {
          return true;
        }
      });
      const { cpuSeconds, parts } = tree.stop();
      const parentPart = parts.find(([part]) => part === 'parent')?.[1] ?? 0;
      assert.ok(parentPart >= 1, `the parent's part counts its grandchild's CPU-second: ${JSON.stringify(parts)}`);
      assert.ok(cpuSeconds! >= parentPart);
      assert.ok(
        waitedForSeconds() - before < 1,
        'the waited-for total misses it (the grandchild was never ours to wait for)',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads the budget the repository states (750 CPU-s, 6 minutes) and npm test fails over it when enforced', () => {
    assert.deepEqual((readBudget as () => object)(), { cpuSeconds: 750, wallSeconds: 360, enforce: false });
    const script = readFileSync('scripts/test.mjs', 'utf8');
    assert.match(script, /judge\(\{ \.\.\.meter\.stop\(\), cpuSeconds: cost\.cpuSeconds \}, readBudget\(\)\)/);
    assert.match(script, /if \(budget\.failed\) failedSteps\.push\('test budget'\)/);
  });
});
