// When <swap-status> offers help, and what a visitor gives support: the swap's reference (correlation id), deposit
// address, memo and transaction hashes, each on its own and as one plain-text summary. Nothing secret is in it: the
// page's credential never reaches a status answer.
import type { QuoteResponse, StatusResponse } from '../../api/schemas.js';

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

export type SupportField = 'status' | 'reference' | 'depositAddress' | 'memo' | 'origin' | 'destination';

/** The facts support traces a swap with, in the order they are shown and copied; absent ones are left out. */
export function supportFields(
  swap: { depositAddress: string; memo?: string },
  latest: StatusResponse | undefined,
  quote: QuoteResponse | undefined,
): [SupportField, string[]][] {
  const details = latest?.swapDetails;
  const hashes = (list: { hash: string }[] | null | undefined) => (list ?? []).map((tx) => tx.hash).filter(Boolean);
  // The quote's correlation id names the swap; a status answer's is the fallback.
  const reference = quote?.correlationId || latest?.correlationId;
  const fields: [SupportField, string[]][] = [
    ['status', latest?.status ? [latest.status] : []],
    ['reference', reference ? [reference] : []],
    ['depositAddress', [swap.depositAddress]],
    ['memo', swap.memo ? [swap.memo] : []],
    ['origin', hashes(details?.originChainTxHashes)],
    ['destination', hashes(details?.destinationChainTxHashes)],
  ];
  return fields.filter(([, values]) => values.length > 0);
}

/** The plain-text summary "Copy all" copies: one "Label: value" line per fact (several hashes comma-separated). */
export function supportSummary(fields: [SupportField, string[]][], label: (field: SupportField) => string): string {
  return fields.map(([field, values]) => `${label(field)}: ${values.join(', ')}`).join('\n');
}
