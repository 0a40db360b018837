// The suite's meter (issue 52 item 4): the busy CPU-seconds and wall time `npm test` used, against the budget in
// test-budget.json. Busy time is read from /proc/stat (the whole machine, all CPUs: the run's own processes come and
// go, so the system-wide delta is the one figure that counts them all; on a shared machine it includes the
// neighbours, which is why the budget's `enforce` flag decides whether it fails the run).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The `cpu` line's busy ticks: user + nice + system + irq + softirq + steal (not idle or iowait). */
export function busyTicks(procStat) {
  const line = procStat.split('\n').find((l) => /^cpu\s/.test(l));
  if (!line) return null;
  const [user, nice, system, , , irq, softirq, steal = 0] = line.trim().split(/\s+/).slice(1).map(Number);
  return user + nice + system + irq + softirq + steal;
}

/** Ticks per second (`getconf CLK_TCK`; 100 on Linux when it cannot be asked). */
function clockTicks() {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
}

function readProcStat() {
  try {
    return readFileSync('/proc/stat', 'utf8');
  } catch {
    return '';
  }
}

/** Starts the meter; `stop()` gives { cpuSeconds (null without /proc/stat), wallSeconds }. */
export function startMeter({ read = readProcStat, now = Date.now, ticksPerSecond = clockTicks() } = {}) {
  const ticks0 = busyTicks(read());
  const t0 = now();
  return {
    stop() {
      const ticks1 = busyTicks(read());
      const cpuSeconds = ticks0 === null || ticks1 === null ? null : (ticks1 - ticks0) / ticksPerSecond;
      return { cpuSeconds, wallSeconds: (now() - t0) / 1000 };
    },
  };
}

/** The figures against the budget: the line to print and whether the run fails for it (only when `enforce`). */
export function judge({ cpuSeconds, wallSeconds }, budget) {
  const over = [];
  if (cpuSeconds !== null && cpuSeconds > budget.cpuSeconds) over.push(`CPU ${budget.cpuSeconds} s`);
  if (wallSeconds > budget.wallSeconds) over.push(`wall ${budget.wallSeconds} s`);
  const cpu = cpuSeconds === null ? 'busy CPU unknown (no /proc/stat)' : `${cpuSeconds.toFixed(1)} busy CPU-s`;
  const figures = `Meter: ${cpu}, ${wallSeconds.toFixed(1)} s wall (budget ${budget.cpuSeconds} CPU-s, ${budget.wallSeconds} s)`;
  if (over.length === 0) return { line: figures, failed: false };
  const verdict = budget.enforce ? 'over budget' : 'over budget (not enforced: test-budget.json "enforce": false)';
  return { line: `${figures}: ${verdict}: ${over.join(', ')}`, failed: budget.enforce === true };
}

export function readBudget(file = 'test-budget.json') {
  return JSON.parse(readFileSync(file, 'utf8'));
}
