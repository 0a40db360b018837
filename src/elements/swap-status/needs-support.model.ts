// When <swap-status> offers help (support.model.ts has what it shows): apart, as the element reads it at every
// update to know when to fetch the help chunk, and the rest comes with that chunk.
import type { SwapDetails } from '../../api/schemas.js';
import { isUnconfirmedSuccess } from '../../core/status.js';

/** A swap seen, confirming or processing with no change for this long is stuck: the visitor is offered help. */
export const STUCK_MS = 30 * 60_000;

const IN_FLIGHT = new Set(['KNOWN_DEPOSIT_TX', 'PROCESSING']);

/** Failed, refunded, a SUCCESS showing no delivery, past its deadline and not final, or stuck after the deposit. */
export function needsSupport(input: {
  status: string | undefined;
  pastDeadline: boolean;
  updatedAt: string | undefined;
  now: number;
  /** The status answer's details: a SUCCESS that shows no delivery needs the support block too. */
  details?: SwapDetails | null;
}): boolean {
  const { status, updatedAt, now } = input;
  if (status === 'FAILED' || status === 'REFUNDED') return true;
  if (isUnconfirmedSuccess(status, input.details)) return true;
  if (!status || status === 'SUCCESS') return false;
  if (input.pastDeadline) return true;
  const changed = Date.parse(updatedAt ?? '');
  return IN_FLIGHT.has(status) && Number.isFinite(changed) && now - changed >= STUCK_MS;
}
