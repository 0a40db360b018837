// What the simulator charges on a quote and whom it refuses: the service's fee schedule from core/fees.ts (the one
// the elements show, so the two agree by construction) and the credential rule of confidential quotes.
import type { QuoteRequest } from '../api/schemas.js';
import { quoteFees, type FeeSchedule } from '../core/fees.js';

/** The fee bps taken from the input of a quote: the service's, the app fees' shares and insurance. */
export function chargedFeeBps(
  req: Pick<QuoteRequest, 'swapType' | 'appFees' | 'insured'>,
  partner: string | null,
  symbols: { from: string; to: string },
  schedule: FeeSchedule,
): number {
  return quoteFees(
    {
      swapType: req.swapType,
      appFees: req.appFees ?? [],
      credential: Boolean(partner),
      insured: req.insured === true,
      originSymbol: symbols.from,
      destinationSymbol: symbols.to,
    },
    schedule,
  ).totalBps;
}

/** The service's answer to a confidential quote without the partner credential [obs] (CONTRACT.md). */
export const CONFIDENTIAL_NEEDS_CREDENTIAL = 'User authentication is required for confidential intent quotes';

/** The 401 message for a confidential quote sent without a partner credential, else undefined. */
export function confidentialRefusal(
  req: Pick<QuoteRequest, 'confidentiality'>,
  partner: string | null,
): string | undefined {
  const confidential = req.confidentiality !== undefined && req.confidentiality !== 'public';
  return confidential && !partner ? CONFIDENTIAL_NEEDS_CREDENTIAL : undefined;
}
