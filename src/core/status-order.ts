// Which statuses are final and which of two status answers is the later one: all the store needs of the statuses
// (core/status.ts re-exports these). A module of its own so the script tag's first download (the store) does not carry
// the timeline and the polling schedule, which only the elements use.
import type { SwapStatusName } from './status.js';

export const FINAL_STATUSES = ['SUCCESS', 'REFUNDED', 'FAILED'] as const satisfies readonly SwapStatusName[];
/** A status after which nothing changes any more. */
export type FinalStatusName = (typeof FINAL_STATUSES)[number];
/** Unknown statuses are never final: polling goes on rather than declaring a swap over that is not. */
export const isFinalStatus = (value: unknown): value is FinalStatusName =>
  typeof value === 'string' && (FINAL_STATUSES as readonly string[]).includes(value);

/** The open statuses in lifecycle order (a short deposit usually comes before a known hash; finals come last). */
const LIFECYCLE = ['PENDING_DEPOSIT', 'INCOMPLETE_DEPOSIT', 'KNOWN_DEPOSIT_TX', 'PROCESSING'];
/** How far along the lifecycle a status is (unknown ones count as the start; finals are 4). */
const stage = (status: string | undefined): number =>
  status === undefined ? -1 : isFinalStatus(status) ? 4 : Math.max(0, LIFECYCLE.indexOf(status));

/** A status as known: its name and, when a status response gave it, the service's `updatedAt`. */
export interface StatusSeen {
  status?: string;
  updatedAt?: string | null;
}

/**
 * The one "never step back" rule: whether `next` may replace `known` for a swap of `swapType` (its quote request's;
 * undefined when unknown: the strict rule). Later in the lifecycle wins and earlier never does, except between two
 * open statuses the swap type's lifecycle lets follow each other either way, where the later `updatedAt` decides:
 * for every swap a short deposit and a known deposit hash; for ANY_INPUT any two, as its address keeps taking
 * deposits (seen, converted and paid out, then PENDING_DEPOSIT again for the next one). At the same status the later
 * `updatedAt` wins (a tie or a missing time: the newer report). A final status is never changed.
 */
export function supersedes(next: StatusSeen, known: StatusSeen | undefined, swapType: string | undefined): boolean {
  const [a, b] = [stage(next.status), stage(known?.status)];
  const [t, u] = [Date.parse(next.updatedAt ?? ''), Date.parse(known?.updatedAt ?? '')];
  // Both times known and apart, both statuses open, and either order possible for this swap type (stages 1 and 2).
  const byTime =
    t !== u && !Number.isNaN(t + u) && a < 4 && b < 4 && (swapType === 'ANY_INPUT' ? a >= 0 && b >= 0 : a * b === 2);
  if (a !== b && !byTime) return a > b;
  if (a === 4 && next.status !== known?.status) return false;
  return !(t < u);
}
