// The chains an ANY_INPUT quote may be paid from (`quote.chainDepositAddresses`), then its own NEAR Intents account.
import type { QuoteResponse } from '../../api/schemas.js';

/** The choice of the quote's own NEAR Intents account. */
export const INTENTS_ACCOUNT = 'intents';

export interface PayOption {
  /** A chain code (`eth`, `stellar`...) or INTENTS_ACCOUNT. */
  id: string;
  /** The chain the transfer is made on (NEAR for the Intents account). */
  chain: string;
  address: string;
  memo?: string;
}

/** The options and the one shown. */
export interface PayChoice {
  options: PayOption[];
  chosen: PayOption;
}

/** The chains a quote may be paid from, then its Intents account; none when the quote lists no chain addresses. */
export function payOptions(quoteResponse: QuoteResponse | undefined): PayOption[] {
  const quote = quoteResponse?.quote;
  const listed = quote?.chainDepositAddresses ?? [];
  if (!quote?.depositAddress || listed.length === 0) return [];
  const options: PayOption[] = [];
  for (const { blockchain, address, memo } of listed) {
    if (blockchain === INTENTS_ACCOUNT || options.some((o) => o.id === blockchain)) continue;
    options.push({ id: blockchain, chain: blockchain, address, memo: memo || undefined });
  }
  options.push({
    id: INTENTS_ACCOUNT,
    chain: 'near',
    address: quote.depositAddress,
    memo: quote.depositMemo || undefined,
  });
  return options;
}
