// What a visitor gives support about a swap (needs-support.model.ts says when): the swap's reference (correlation id), deposit
// address, memo and transaction hashes, each on its own and as one plain-text summary. Nothing secret is in it: the
// page's credential never reaches a status answer.
import type { QuoteResponse, StatusResponse } from '../../api/schemas.js';
import { supportLink, type SupportLink } from '../../store/config-support.js';

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

/** The contact to show: the element's `support-url` over `configure({ support })`, when it is a valid one. */
export const supportContact = (supportUrl: string, configured: string | undefined): SupportLink | undefined =>
  supportLink(supportUrl || configured);
