// The simulator side of the <swap-history> tests, without the element (the controller tests use it alone): a
// simulator whose explorer never rate-limits by itself, a fetch that records what was sent, and a manual clock.
import { FakeTimers } from '../../helpers/fake-timers.js';
import type { Simulator } from '../../../src/simulator/app.js';
import { BASE, EXPLORER, makeSim } from '../../simulator/helpers.js';

export { BASE, EXPLORER };

export interface Sent {
  url: URL;
  authorization: string | null;
  /** The gate clock's time when the request went out (manual-clock tests). */
  at: number;
}

export function recordingFetch(sim: Simulator, now: () => number = () => 0) {
  const sent: Sent[] = [];
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    sent.push({ url: new URL(request.url), authorization: request.headers.get('authorization'), at: now() });
    return sim.fetch(request);
  }) as typeof globalThis.fetch;
  const explorer = () => sent.filter((s) => s.url.pathname.includes('/explorer/'));
  return { fetch, sent, explorer };
}

export function historySim(): Simulator {
  return makeSim({ explorerIntervalMs: 0 });
}

/** A manual clock for the gate: its timers fire only when the test advances time. */
export const manualClock = () => new FakeTimers(flush);

export const flush = async () => {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve));
};
