// The timer port of the polling controllers (status polls, quote debounce and refresh), replaceable so tests (and hosts
// with their own scheduling) decide when the next request goes out instead of waiting real seconds.

export interface PollScheduler {
  /** Calls `callback` once after `ms` milliseconds; returns a handle for `cancel`. */
  schedule(callback: () => void, ms: number): unknown;
  cancel(handle: unknown): void;
}

/** The page's own timers. */
export const timerScheduler: PollScheduler = {
  schedule: (callback, ms) => setTimeout(callback, ms),
  cancel: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * A timer port that sets each timer on `current()` as it is then (a host may replace its scheduler at any time) and
 * cancels each on the scheduler that set it.
 */
export function followScheduler(current: () => PollScheduler): PollScheduler {
  return {
    schedule: (callback, ms) => {
      const scheduler = current();
      return { scheduler, handle: scheduler.schedule(callback, ms) };
    },
    cancel: (timer) => {
      const set = timer as { scheduler: PollScheduler; handle: unknown } | undefined;
      set?.scheduler.cancel(set.handle);
    },
  };
}
