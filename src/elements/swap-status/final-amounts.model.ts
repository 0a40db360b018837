// How a final swap's amounts add up, in exact smallest units (BigInt): what arrived at the deposit address, what was
// swapped, the refund's network fee, what was refunded and what was delivered. Only figures the status (or its quote)
// gives are used; when they do not add up, the card says the figures are incomplete instead of showing a sum.
import type { QuoteResponse, SwapDetails } from '../../api/schemas.js';
import { isUnitsString } from '../../core/amounts.js';
import { feeBreakdown, type FeeLine, type FeeSchedule } from '../../core/fees.js';

/** One line of the card; `asset` says which token (the origin's or the destination's) its units are in. */
export interface FinalLine {
  kind: 'sent' | 'swapped' | 'refundFee' | 'refunded' | 'delivered';
  units: string;
  asset: 'in' | 'out';
}

/** A fee included in the swapped amount; an app fee names the account it goes to. */
export type FinalFee = FeeLine;

export interface FinalAmounts {
  lines: FinalLine[];
  /** The fees included in the swapped amount (platform fee, app fees), from its units and the quote's settings. */
  fees: FinalFee[];
  /** sent − swapped − refund fee = refunded, with every figure reported: the card may show the sum. */
  addsUp: boolean;
}

/** How the page was charged: by the schedule, with or without a credential (its own or a gateway's). */
export interface FeeContext {
  authenticated: boolean;
  schedule: FeeSchedule;
  /** The tokens' symbols (a stablecoin pair or the same asset on two chains pays less with a credential). */
  originSymbol?: string;
  destinationSymbol?: string;
}

const FINAL = new Set(['SUCCESS', 'REFUNDED', 'FAILED']);
const unitsOf = (value: string | null | undefined) => (isUnitsString(value) ? BigInt(value) : undefined);

/**
 * The card of a final swap (SUCCESS, REFUNDED, FAILED), or undefined before it is final, without its quote, or for an
 * ANY_INPUT address (its withdrawals list has the figures).
 */
export function finalAmounts(
  status: string | undefined,
  details: SwapDetails | null | undefined,
  quote: QuoteResponse | undefined,
  context: FeeContext,
): FinalAmounts | undefined {
  if (!status || !FINAL.has(status) || !quote || quote.quoteRequest.swapType === 'ANY_INPUT') return undefined;
  const success = status === 'SUCCESS';
  const sent = unitsOf(details?.depositedAmount);
  // Only a successful swap used any of the deposit; a refunded or failed one swapped nothing.
  const used = success ? unitsOf(details?.amountIn) : 0n;
  const delivered = success ? unitsOf(details?.amountOut) : undefined;
  const reportedRefund = unitsOf(details?.refundedAmount);
  // A success that reports no refund refunded nothing; a refund or failure must say what went back.
  const refunded = reportedRefund ?? (success ? 0n : undefined);

  // The refund's network fee is what sent − used − refunded leaves, when that is the quote's refund fee (or all of a
  // refund smaller than it): any other remainder is not explained by the figures.
  let refundFee: bigint | undefined;
  let addsUp = false;
  if (sent !== undefined && used !== undefined && refunded !== undefined && (!success || delivered !== undefined)) {
    const gross = sent - used;
    const gap = gross - refunded;
    const quoted = unitsOf(quote.quote.refundFee) ?? 0n;
    if (gap === 0n) addsUp = gross >= 0n;
    else if (gap > 0n && refunded > 0n && gap === quoted) [addsUp, refundFee] = [true, gap];
    else if (gap > 0n && reportedRefund === 0n && gross <= quoted) [addsUp, refundFee] = [true, gap];
  }

  const lines: FinalLine[] = [];
  const add = (kind: FinalLine['kind'], units: bigint | undefined, asset: FinalLine['asset'] = 'in') => {
    if (units !== undefined) lines.push({ kind, units: units.toString(), asset });
  };
  add('sent', sent);
  if (success) add('swapped', used);
  add('refundFee', refundFee);
  // A success shows its refund only when there was one; a refund or failure always shows what went back.
  if (reportedRefund !== undefined && (reportedRefund > 0n || !success || refundFee !== undefined)) {
    add('refunded', reportedRefund);
  }
  add('delivered', delivered, 'out');

  const appFees = (quote.quoteRequest.appFees ?? []).map(({ recipient, fee }) => ({ recipient, fee }));
  const input = {
    swapType: quote.quoteRequest.swapType,
    appFees,
    credential: context.authenticated || quote.partnerCredential === true,
    insured: quote.quoteRequest.insured === true,
    originSymbol: context.originSymbol,
    destinationSymbol: context.destinationSymbol,
  };
  const breakdown = success && used !== undefined ? feeBreakdown(used, input, context.schedule) : [];
  const fees: FinalFee[] = breakdown.filter((fee) => fee.units > 0n);
  return { lines, fees, addsUp };
}
