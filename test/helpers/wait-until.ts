// open-wc's waitUntil with a floor on its time limit. It waits for a state, never for a time, so a generous limit only
// matters on a starved machine (CI beside other work), where open-wc's default of 1 s failed tests that were right.
import { waitUntil as openWcWaitUntil } from '@open-wc/testing';

/** How long any wait for a state may take before the test fails (a failing test still fails, only later). */
export const WAIT_LIMIT_MS = 20_000;

export const waitUntil: typeof openWcWaitUntil = (predicate, message, options = {}) =>
  openWcWaitUntil(predicate, message, { ...options, timeout: Math.max(options.timeout ?? 0, WAIT_LIMIT_MS) });
