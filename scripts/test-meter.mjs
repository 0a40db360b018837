// The suite's meter (issue 52 item 4): the CPU-seconds and wall time `npm test` used, against the budget in
// test-budget.json. The CPU judged is the run's own: every process under npm test's, read from /proc as it runs
// (startTreeMeter). A machine-wide figure (/proc/stat's busy ticks, all CPUs) would count the neighbours too: beside
// two CPU-bound processes it reads about two CPU-s a second whatever the suite does. It is still read, to tell whether
// the machine was quiet: the wall time is judged only then (6 minutes on two quiet cores; beside neighbours the wall
// clock says little about the suite).
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** The share of the machine the neighbours may use for the run to count as quiet (its wall time is then judged). */
export const QUIET_SHARE = 0.1;

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

/**
 * Starts the machine-wide meter; `stop()` gives { machineCpuSeconds: all busy CPU on the machine meanwhile (null
 * without /proc/stat), wallSeconds, cores }.
 */
export function startMeter({
  read = readProcStat,
  now = Date.now,
  ticksPerSecond = clockTicks(),
  cores = availableParallelism(),
} = {}) {
  const ticks0 = busyTicks(read());
  const t0 = now();
  return {
    stop() {
      const ticks1 = busyTicks(read());
      const machineCpuSeconds = ticks0 === null || ticks1 === null ? null : (ticks1 - ticks0) / ticksPerSecond;
      return { machineCpuSeconds, wallSeconds: (now() - t0) / 1000, cores };
    },
  };
}

/**
 * The figures against the budget: the line to print and whether the run fails for it (only when `enforce`). The CPU
 * is the run's own; the wall time counts only when the machine was quiet (the neighbours, all busy CPU but the run's,
 * used at most QUIET_SHARE of its cores meanwhile).
 */
export function judge({ cpuSeconds, machineCpuSeconds = null, wallSeconds, cores = 2 }, budget) {
  const over = [];
  if (cpuSeconds !== null && cpuSeconds > budget.cpuSeconds) over.push(`CPU ${budget.cpuSeconds} s`);
  const others = cpuSeconds === null || machineCpuSeconds === null ? null : Math.max(0, machineCpuSeconds - cpuSeconds);
  const quiet = others !== null && others <= QUIET_SHARE * cores * wallSeconds;
  if (quiet && wallSeconds > budget.wallSeconds) over.push(`wall ${budget.wallSeconds} s`);
  const cpu = cpuSeconds === null ? 'CPU unknown (no /proc)' : `${cpuSeconds.toFixed(1)} CPU-s`;
  const machine =
    others === null ? '' : `; neighbours ${others.toFixed(1)} CPU-s, ${quiet ? 'quiet' : 'busy: wall time not judged'}`;
  const figures = `Meter: ${cpu}, ${wallSeconds.toFixed(1)} s wall${machine} (budget ${budget.cpuSeconds} CPU-s, ${budget.wallSeconds} s)`;
  if (over.length === 0) return { line: figures, failed: false };
  const verdict = budget.enforce ? 'over budget' : 'over budget (not enforced: test-budget.json "enforce": false)';
  return { line: `${figures}: ${verdict}: ${over.join(', ')}`, failed: budget.enforce === true };
}

export function readBudget(file = 'test-budget.json') {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** A process's /proc stat: its parent, its own ticks (user + system) and those of its children it waited for. */
function procStat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command (in parentheses, may hold spaces): state ppid … utime(12th) stime cutime cstime.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
    return { ppid: Number(fields[1]), own: utime + stime, reaped: cutime + cstime, start: fields[19] };
  } catch {
    return null; // ended meanwhile
  }
}

function childPids(pid) {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((tid) => {
      try {
        return readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
      } catch {
        return [];
      }
    });
  } catch {
    return [];
  }
}

/** A process that runs one test file (node --test runs each in its own) is a part of its own, named by the file. */
function testFilePart(pid, part) {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    const files = args.filter((arg) => arg.endsWith('.test.ts'));
    return files.length === 1 && !part.includes(': ') ? `${part}: ${files[0].replace(/^.*\/test\//, 'test/')}` : part;
  } catch {
    return part;
  }
}

/**
 * The CPU each part of the run used, from /proc: every process under this one is read every `intervalMs`, each
 * counted under the part (a direct child of this process) it started under. A process's own ticks count as last
 * read; what a process's children used counts through them while they were read, and through its `cutime` for
 * the rest (the ticks of a child that ended after its last reading, or too soon to be read). Chromium's helper
 * processes outlive the browser process that started them and are waited for by init, never by their parent: a
 * waited-for total (cutime, /usr/bin/time) misses them (a browser test file: 13.9 CPU-s counted that way, 27.2 here).
 * Every 5 s by default: a reading of npm test's tree cost 5 to 16 ms (Chromium's processes have dozens of threads,
 * each a children file). Without /proc every figure is null.
 */
export function startTreeMeter({ root = process.pid, intervalMs = 5000, ticksPerSecond = clockTicks() } = {}) {
  /** key (pid and start time: pids are reused) → { pid, ppid, part, own, reaped } as last read */
  const seen = new Map();
  const available = procStat(root) !== null;
  const parts = new Map(); // direct child pid → part name
  let rootKey;
  const sample = () => {
    const walk = (pid, part) => {
      const stat = procStat(pid);
      if (!stat) return;
      const key = `${pid}/${stat.start}`;
      const known = seen.get(key);
      const mine = known?.part ?? (pid === root ? part : testFilePart(pid, part));
      seen.set(key, { pid, ppid: stat.ppid, part: mine, own: stat.own, reaped: stat.reaped });
      for (const child of childPids(pid)) walk(child, pid === root ? (parts.get(child) ?? 'npm test') : mine);
    };
    walk(root, 'npm test');
    rootKey ??= [...seen.keys()].find((key) => key.startsWith(`${root}/`));
  };
  const timer = available ? setInterval(sample, intervalMs) : undefined;
  timer?.unref();
  return {
    /** Names the part a direct child of this process runs (its processes count under that name). */
    name(pid, part) {
      if (pid !== undefined) parts.set(pid, part);
    },
    /** Reads every process under this one now (as the timer does). */
    sample: () => available && sample(),
    /** The CPU-seconds of the whole run and of each part, largest first; stop once every child has ended. */
    stop() {
      clearInterval(timer);
      if (!available) return { cpuSeconds: null, parts: [] };
      sample();
      // A process accounts for its own ticks and the larger of what its children that were read account for and its
      // cutime (which also holds those that ended after their last reading, or too soon to be read).
      const children = new Map();
      for (const entry of seen.values()) children.set(entry.ppid, [...(children.get(entry.ppid) ?? []), entry]);
      const byPart = new Map();
      const counted = new Set(); // a pid read again for another process could otherwise make a loop
      const account = (entry) => {
        if (counted.has(entry)) return 0;
        counted.add(entry);
        const ofChildren = (children.get(entry.pid) ?? []).reduce((sum, child) => sum + account(child), 0);
        const self = entry.own + Math.max(0, entry.reaped - ofChildren);
        byPart.set(entry.part, (byPart.get(entry.part) ?? 0) + self);
        return self + ofChildren;
      };
      account(seen.get(rootKey));
      const seconds = (ticks) => ticks / ticksPerSecond;
      const list = [...byPart].map(([part, ticks]) => [part, seconds(ticks)]).sort((a, b) => b[1] - a[1]);
      return { cpuSeconds: list.reduce((sum, [, s]) => sum + s, 0), parts: list };
    },
  };
}
