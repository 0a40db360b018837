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
const FINAL_STAGE = LIFECYCLE.length;
/** How far along the lifecycle a status is (unknown ones count as the start). */
const stage = (status: string | undefined): number =>
  status === undefined ? -1 : isFinalStatus(status) ? FINAL_STAGE : Math.max(0, LIFECYCLE.indexOf(status));

/** A status as known: its name and, when a status response gave it, the service's `updatedAt`. */
export interface StatusSeen {
  status?: string;
  updatedAt?: string | null;
}

/**
 * Whether a swap of `swapType` may go from either of these two (different) open stages to the other. Every swap: a
 * short deposit and a known deposit hash (either may follow the other). ANY_INPUT: any two, as its address keeps
 * taking deposits (a deposit seen, converted and paid out, then PENDING_DEPOSIT again for the next one).
 */
const eitherWay = (a: number, b: number, swapType: string | undefined): boolean =>
  swapType === 'ANY_INPUT'
    ? Math.min(a, b) >= 0 && Math.max(a, b) < FINAL_STAGE
    : Math.min(a, b) === 1 && Math.max(a, b) === 2;

/**
 * The one "never step back" rule: whether `next` may replace `known` for a swap of `swapType` (its quote request's;
 * undefined when unknown: the strict rule). Later in the lifecycle wins and earlier never does, except between open
 * statuses the swap type's lifecycle lets go either way (eitherWay), where the later `updatedAt` decides; at the same
 * status the later `updatedAt` wins (a tie or a missing time: the newer report). A final status is never changed.
 */
export function supersedes(next: StatusSeen, known: StatusSeen | undefined, swapType: string | undefined): boolean {
  const [a, b] = [stage(next.status), stage(known?.status)];
  const [t, u] = [Date.parse(next.updatedAt ?? ''), Date.parse(known?.updatedAt ?? '')];
  const timed = !Number.isNaN(t + u) && t !== u; // both times known, and apart
  if (a !== b && !(timed && eitherWay(a, b, swapType))) return a > b;
  if (a === FINAL_STAGE && next.status !== known?.status) return false;
  return !(t < u);
}
