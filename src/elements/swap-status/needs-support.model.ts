// When <swap-status> offers help (support.model.ts has what it shows): apart, as the element reads it at every
// update to know when to fetch the help chunk, and the rest comes with that chunk.

/** A swap seen, confirming or processing with no change for this long is stuck: the visitor is offered help. */
export const STUCK_MS = 30 * 60_000;

const IN_FLIGHT = new Set(['KNOWN_DEPOSIT_TX', 'PROCESSING']);

/** Failed, refunded, past its deadline and not final, or stuck long after the deposit was seen. */
export function needsSupport(input: {
  status: string | undefined;
  pastDeadline: boolean;
  updatedAt: string | undefined;
  now: number;
}): boolean {
  const { status, updatedAt, now } = input;
  if (status === 'FAILED' || status === 'REFUNDED') return true;
  if (!status || status === 'SUCCESS') return false;
  if (input.pastDeadline) return true;
  const changed = Date.parse(updatedAt ?? '');
  return IN_FLIGHT.has(status) && Number.isFinite(changed) && now - changed >= STUCK_MS;
}
