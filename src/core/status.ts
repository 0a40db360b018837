// The seven swap statuses, which are final, and when to poll next (the progress timeline <swap-status> draws is
// progress.ts).
import { isFinalStatus } from './status-order.js';

export { FINAL_STATUSES, isFinalStatus, supersedes, type FinalStatusName, type StatusSeen } from './status-order.js';

export const SWAP_STATUSES = [
  'PENDING_DEPOSIT',
  'KNOWN_DEPOSIT_TX',
  'INCOMPLETE_DEPOSIT',
  'PROCESSING',
  'SUCCESS',
  'REFUNDED',
  'FAILED',
] as const;
/** A status of a swap (`GET /v0/status`); the service may add more, which are shown as text and never final. */
export type SwapStatusName = (typeof SWAP_STATUSES)[number];

export const isSwapStatus = (value: unknown): value is SwapStatusName =>
  typeof value === 'string' && (SWAP_STATUSES as readonly string[]).includes(value);

/** When a deposit address stops taking funds (epoch ms): the deadline, or the inactivity time when that is earlier. */
export function depositCutoff(quote: {
  deadline?: string | null;
  timeWhenInactive?: string | null;
}): number | undefined {
  const times = [quote.deadline, quote.timeWhenInactive]
    .map((t) => (t ? Date.parse(t) : NaN))
    .filter((t) => Number.isFinite(t));
  return times.length ? Math.min(...times) : undefined;
}

export const FAST_POLL_MS = 3_000;
export const SLOW_POLL_MS = 10_000;
export const LATE_POLL_MS = 30_000;
export const BACKOFF_START_MS = 2_000;
export const BACKOFF_MAX_MS = 60_000;

export interface PollInput {
  status: string | undefined;
  /** Consecutive failed requests (0 after a success). */
  errors: number;
  /** The quote's deadline has passed without a final status. */
  pastDeadline?: boolean;
  /** A kiosk override of the whole schedule (still stops at a final status, still backs off on errors). */
  intervalMs?: number;
  /** For jitter; defaults to Math.random. */
  random?: () => number;
}

/** Milliseconds until the next status request, or null when polling should stop. */
export function nextPollDelay({
  status,
  errors,
  pastDeadline,
  intervalMs,
  random = Math.random,
}: PollInput): number | null {
  if (isFinalStatus(status)) return null;
  if (errors > 0) {
    const base = Math.min(BACKOFF_MAX_MS, BACKOFF_START_MS * 2 ** (errors - 1));
    // ±20% jitter so many tabs do not retry in step.
    return Math.round(Math.min(BACKOFF_MAX_MS, base * (0.8 + 0.4 * random())));
  }
  if (intervalMs !== undefined && intervalMs > 0) return intervalMs;
  if (pastDeadline) return LATE_POLL_MS;
  return status === 'KNOWN_DEPOSIT_TX' || status === 'PROCESSING' ? FAST_POLL_MS : SLOW_POLL_MS;
}

/**
 * A SUCCESS whose details show no delivery: no amount in or out and no destination hash. The service has answered so
 * for swaps whose deposit was in fact refunded on the origin chain (CONTRACT.md "Status in the wild"), so it is never
 * read as delivered. A confidential swap's bare `{ status }` (no details at all) is not this.
 */
export function isUnconfirmedSuccess(
  status: string | undefined,
  details:
    | { amountIn?: string | null; amountOut?: string | null; destinationChainTxHashes?: unknown[] | null }
    | null
    | undefined,
): boolean {
  return (
    status === 'SUCCESS' &&
    !!details &&
    !details.amountIn &&
    !details.amountOut &&
    !details.destinationChainTxHashes?.length
  );
}
