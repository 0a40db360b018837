// A manual clock for the explorer's RequestGate: its timers fire only when the test advances time. `flush` lets the
// work a timer starts settle between timers (microtasks for the gate alone, macrotasks for an element's renders).
import type { GateClock } from '../../src/api/pacing.js';

export function manualClock(flush: () => Promise<void>) {
  let now = 1_000_000;
  let timers: { at: number; fn: () => void; id: number }[] = [];
  let nextId = 1;
  const clock: GateClock = {
    now: () => now,
    setTimeout: (fn, ms) => {
      const id = nextId++;
      timers.push({ at: now + ms, fn, id });
      return id;
    },
    clearTimeout: (id) => {
      timers = timers.filter((t) => t.id !== id);
    },
  };
  async function advance(ms: number) {
    const target = now + ms;
    for (;;) {
      await flush();
      const due = timers.filter((t) => t.at <= target).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers = timers.filter((t) => t !== due);
      now = due.at;
      due.fn();
    }
    now = target;
    await flush();
  }
  return { clock, advance, now: () => now };
}
