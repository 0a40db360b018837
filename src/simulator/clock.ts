// The simulator's time. A manual clock only moves when a test advances it (every path is reachable without
// waiting); a real clock follows the wall clock times a speed factor (the demo runs ~10x so swaps end in seconds).

export interface SimClock {
  readonly kind: 'real' | 'manual';
  readonly speed: number;
  /** Changes how fast a real clock runs from now on (a manual clock ignores it). */
  setSpeed(speed: number): void;
  /** Simulated now, in ms since the epoch. */
  now(): number;
  /** Moves simulated time forward (a manual clock only moves this way; a real clock is shifted). */
  advance(ms: number): number;
  /** Converts a simulated duration into wall-clock ms (for Retry-After and latencies). */
  toRealMs(simMs: number): number;
}

/** A fixed default start so that a manual clock with the same seed gives the same service byte for byte. */
export const DEFAULT_START = Date.UTC(2026, 0, 15, 12, 0, 0);

export function createClock(kind: 'real' | 'manual', options: { startTime?: number; speed?: number } = {}): SimClock {
  let speed = kind === 'real' ? Math.max(0.001, options.speed ?? 1) : 1;
  let offset = 0;
  if (kind === 'manual') {
    let now = options.startTime ?? DEFAULT_START;
    return {
      kind,
      speed,
      now: () => now,
      advance: (ms) => (now += Math.max(0, ms)),
      setSpeed: () => undefined,
      toRealMs: (simMs) => simMs,
    };
  }
  let realStart = Date.now();
  let simStart = options.startTime ?? realStart;
  const now = () => Math.floor(simStart + (Date.now() - realStart) * speed + offset);
  return {
    kind,
    get speed() {
      return speed;
    },
    now,
    setSpeed: (next) => {
      // Re-anchor so simulated time stays continuous across the change.
      simStart = now();
      realStart = Date.now();
      offset = 0;
      speed = Math.max(0.001, next);
    },
    advance: (ms) => {
      offset += Math.max(0, ms);
      return now();
    },
    toRealMs: (simMs) => simMs / speed,
  };
}

/** The clock as /_sim/clock and /_sim/info describe it. */
export const clockInfo = (clock: SimClock) => ({
  kind: clock.kind,
  speed: clock.speed,
  now: new Date(clock.now()).toISOString(),
});

/** Waits wall-clock time (simulated latencies are real waits: the caller's timers must see them). */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
