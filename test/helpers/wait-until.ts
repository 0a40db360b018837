// open-wc's waitUntil with a floor on its time limit. It waits for a state, never for a time, so a generous limit only
// matters on a starved machine (CI beside other work), where open-wc's default of 1 s failed tests that were right.
import { waitUntil as openWcWaitUntil } from '@open-wc/testing';

/**
 * How long any wait for a state may take before the test fails (a failing test still fails, only later). 60 s, under
 * the runner's 120 s per test: a quiet run of npm test keeps about 30 processes runnable on two cores, and there the
 * first dynamic import of a chunk (the history's virtualizer, transformed by the test server on first request) once
 * took past the former 20 s.
 */
export const WAIT_LIMIT_MS = 60_000;

export const waitUntil: typeof openWcWaitUntil = (predicate, message, options = {}) =>
  openWcWaitUntil(predicate, message, { ...options, timeout: Math.max(options.timeout ?? 0, WAIT_LIMIT_MS) });
