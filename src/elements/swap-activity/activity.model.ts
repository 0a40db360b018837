// The facts <swap-activity> shows of a saved receipt, as plain functions: when the swap started (the service's quote
// time, on the same clock as the elements), amounts with their tokens, its status label, its status-page link and its
// receipt file. No DOM, no requests.
import type { QuoteResponse, StatusResponse, SwapDetails, Token } from '../../api/schemas.js';
import { formatAmount, isUnitsString } from '../../core/amounts.js';
import { findToken } from '../../core/assets.js';
import { depositCutoff, isFinalStatus, isUnconfirmedSuccess } from '../../core/status.js';
import type { ActivityMessageKey } from '../../i18n/en/activity.js';
import type { Receipt } from '../../store/receipts.js';

/** When the swap started (epoch ms): the quote's timestamp, else when this device saved it. */
export function startedAt(receipt: Receipt): number {
  const quoted = Date.parse(receipt.quoteResponse.timestamp);
  return Number.isFinite(quoted) ? quoted : Date.parse(receipt.savedAt) || 0;
}

/** Newest first, by start time (then by when saved, so equal times keep a stable order). */
export function newestFirst(receipts: readonly Receipt[]): Receipt[] {
  return [...receipts].sort((a, b) => startedAt(b) - startedAt(a) || b.savedAt.localeCompare(a.savedAt));
}

/** The status that counts: a final one saved on this device (another element may have seen it), else the latest. */
export function currentStatus(receipt: Receipt, latest?: StatusResponse): string | undefined {
  return isFinalStatus(receipt.status) ? receipt.status : (latest?.status ?? receipt.status);
}

/**
 * "100 USDC": units in the token's decimals by the reading rule, or every digit with `exact` (from the token list,
 * else the quote's own formatted text).
 */
export function amountText(
  tokens: readonly Token[],
  units: string | null | undefined,
  formatted: string | null | undefined,
  assetId: string,
  locale: string | undefined,
  exact = false,
): string {
  const token = findToken(tokens, assetId);
  const value =
    token && isUnitsString(units) ? formatAmount(units, token.decimals, { locale, exact }) : (formatted ?? units ?? '');
  return `${value} ${token?.symbol ?? assetId}`.trim();
}

/** Amounts in and out: the delivered ones once the swap succeeded, the quoted ones before. */
export function amounts(
  quoteResponse: QuoteResponse,
  latest: StatusResponse | undefined,
  tokens: readonly Token[],
  locale: string | undefined,
  exact = false,
): { amountIn: string; amountOut: string } {
  const { quote, quoteRequest } = quoteResponse;
  const done = latest?.status === 'SUCCESS' ? latest.swapDetails : undefined;
  return {
    amountIn: done?.amountIn
      ? amountText(tokens, done.amountIn, done.amountInFormatted, quoteRequest.originAsset, locale, exact)
      : amountText(tokens, quote.amountIn, quote.amountInFormatted, quoteRequest.originAsset, locale, exact),
    amountOut: done?.amountOut
      ? amountText(tokens, done.amountOut, done.amountOutFormatted, quoteRequest.destinationAsset, locale, exact)
      : amountText(tokens, quote.amountOut, quote.amountOutFormatted, quoteRequest.destinationAsset, locale, exact),
  };
}

export type Tone = 'neutral' | 'progress' | 'warning' | 'success' | 'danger';

const LABELS: Record<string, [ActivityMessageKey, Tone]> = {
  PENDING_DEPOSIT: ['statusPendingDeposit', 'neutral'],
  KNOWN_DEPOSIT_TX: ['statusKnownDeposit', 'progress'],
  INCOMPLETE_DEPOSIT: ['statusIncompleteDeposit', 'warning'],
  PROCESSING: ['statusProcessing', 'progress'],
  SUCCESS: ['statusSuccess', 'success'],
  REFUNDED: ['statusRefunded', 'warning'],
  FAILED: ['statusFailed', 'danger'],
};

/** What the poller knows of a swap's checks. */
export interface CheckState {
  checking: boolean;
  failed: boolean;
}

/** The status label's message key (with the unknown status to fill in) and its tone. */
export function statusLabel(
  status: string | undefined,
  check: CheckState,
  pastDeadline: boolean,
  details?: SwapDetails | null,
): { key: ActivityMessageKey; status?: string; tone: Tone } {
  if (status === 'PENDING_DEPOSIT' && pastDeadline) return { key: 'statusExpired', tone: 'neutral' };
  // SUCCESS with no amounts and no destination hash: the service has said so of refunded deposits (never "done").
  if (isUnconfirmedSuccess(status, details)) return { key: 'statusUnconfirmed', tone: 'warning' };
  const known = status === undefined ? undefined : LABELS[status];
  if (known) return { key: known[0], tone: known[1] };
  if (status !== undefined) return { key: 'statusOther', status, tone: 'neutral' };
  if (check.failed) return { key: 'statusUnavailable', tone: 'neutral' };
  return { key: check.checking ? 'statusChecking' : 'statusUnknown', tone: 'neutral' };
}

/** The deposit cutoff has passed (epoch ms `now`). */
export const isPastDeadline = (receipt: Receipt, now: number): boolean => {
  const cutoff = depositCutoff(receipt.quoteResponse.quote);
  return cutoff !== undefined && now > cutoff;
};

/** "0x5a3f…5e4f": long addresses shortened to their ends (the full one is in the receipt and the link). */
export const shorten = (address: string): string =>
  address.length > 16 ? `${address.slice(0, 8)}…${address.slice(-6)}` : address;

/**
 * The site's status page for a swap: `{depositAddress}` and `{memo}` in the template replaced by the URL-encoded
 * values. Only a page address (relative, or http(s)) becomes a link; anything else (javascript:, data:) none.
 */
export function statusPageHref(template: string | undefined, swap: { depositAddress: string; memo?: string }) {
  if (!template?.trim()) return undefined;
  const href = template
    .replace(/\{depositAddress\}/g, encodeURIComponent(swap.depositAddress))
    .replace(/\{memo\}/g, encodeURIComponent(swap.memo ?? ''));
  try {
    return /^https?:$/.test(new URL(href, document.baseURI).protocol) ? href : undefined;
  } catch {
    return undefined;
  }
}
