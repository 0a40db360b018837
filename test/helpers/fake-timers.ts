// The one fake timer of the tests. It is the elements' timer port (PollScheduler: status polls, the quote's debounce
// and refresh, wallet waits) and the explorer gate's clock (`clock`, a GateClock), and nothing it holds runs until the
// test says so: `fire()` runs the oldest timer, `fireAll()` every one, `fireDelay(ms)` those set with that delay, and
// `advance(ms)` moves its time on, running each timer as it falls due (`flush` lets the work a timer starts settle
// between timers: microtasks for a controller alone, macrotasks for an element's renders).
import type { GateClock } from '../../src/api/pacing.js';
import type { PollScheduler } from '../../src/controllers/scheduler.js';

export interface FakeTimer {
  id: number;
  callback: () => void;
  /** The delay it was set with. */
  ms: number;
  /** When it falls due, by this timer's time. */
  at: number;
}

const microtasks = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

export class FakeTimers implements PollScheduler {
  private seq = 0;
  private time: number;
  /** Timers set and not yet run or cancelled, oldest first. */
  pending: FakeTimer[] = [];
  /** Every delay ever set, in order. */
  delays: number[] = [];

  constructor(
    private readonly flush: () => Promise<void> = microtasks,
    start = 1_000_000,
  ) {
    this.time = start;
  }

  schedule(callback: () => void, ms: number): unknown {
    const id = ++this.seq;
    this.pending.push({ id, callback, ms, at: this.time + ms });
    this.delays.push(ms);
    return id;
  }

  cancel(handle: unknown): void {
    this.pending = this.pending.filter((t) => t.id !== handle);
  }

  /** This timer's time (epoch-like ms; moved only by `advance`). */
  readonly now = (): number => this.time;

  /** The same timers as a RequestGate clock. */
  readonly clock: GateClock = {
    now: () => this.time,
    setTimeout: (fn, ms) => this.schedule(fn, ms),
    clearTimeout: (handle) => this.cancel(handle),
  };

  /** The delay of the one pending timer (throws if there are several). */
  get nextDelay(): number | undefined {
    if (this.pending.length > 1) throw new Error(`${this.pending.length} timers pending`);
    return this.pending[0]?.ms;
  }

  /** Runs the oldest pending timer, as if its time had come. */
  fire(): void {
    const timer = this.pending.shift();
    if (!timer) throw new Error('no timer pending');
    timer.callback();
  }

  /** Runs every pending timer. */
  fireAll(): void {
    const due = this.pending;
    this.pending = [];
    for (const timer of due) timer.callback();
  }

  /** Runs every pending timer set with this delay. */
  fireDelay(ms: number): void {
    const due = this.pending.filter((t) => t.ms === ms);
    this.pending = this.pending.filter((t) => t.ms !== ms);
    for (const timer of due) timer.callback();
  }

  /** How many pending timers were set with this delay. */
  count(ms: number): number {
    return this.pending.filter((t) => t.ms === ms).length;
  }

  /** Moves time on by `ms`, running each timer when it falls due (earliest first) and settling after each. */
  readonly advance = async (ms: number): Promise<void> => {
    const target = this.time + ms;
    for (;;) {
      await this.flush();
      const due = this.pending.filter((t) => t.at <= target).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.pending = this.pending.filter((t) => t !== due);
      this.time = due.at;
      due.callback();
    }
    this.time = target;
    await this.flush();
  };
}
