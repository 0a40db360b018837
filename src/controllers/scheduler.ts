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
