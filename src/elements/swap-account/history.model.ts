// The account's swaps for <swap-account>'s history: the service's own history (GET /v0/account/history) once signed
// in, or, while it is invite-only (403), the swaps saved on this device for the account plus the 1Click swaps the
// explorer finds for it (search=<account>), one entry per deposit address (the device's first: it knows more).
import type { Token } from '../../api/schemas.js';
import { findToken } from '../../core/assets.js';
import type { Receipt } from '../../store/receipts.js';

export interface HistoryEntry {
  depositAddress: string;
  status: string;
  /** ISO date-time. */
  createdAt: string;
  /** "100 USDC", as the source formatted it. */
  amountIn: string;
  amountOut: string;
  source: 'service' | 'device' | 'explorer';
}

interface Row {
  depositAddress: string;
  status?: string | null;
  createdAt: string;
  originAsset?: string | null;
  destinationAsset?: string | null;
  amountInFormatted?: string | null;
  amountOutFormatted?: string | null;
}

const amount = (tokens: readonly Token[], formatted: string | null | undefined, asset: string | null | undefined) =>
  `${formatted ?? '?'} ${findToken(tokens, asset ?? undefined)?.symbol ?? asset ?? ''}`.trim();

export function entryOf(row: Row, tokens: readonly Token[], source: HistoryEntry['source']): HistoryEntry {
  return {
    depositAddress: row.depositAddress,
    status: row.status ?? 'UNKNOWN',
    createdAt: row.createdAt,
    amountIn: amount(tokens, row.amountInFormatted, row.originAsset),
    amountOut: amount(tokens, row.amountOutFormatted, row.destinationAsset),
    source,
  };
}

/** Whether a saved swap is the account's: it signed for it, or it pays or refunds the account. */
export function isAccountReceipt(receipt: Receipt, accountId: string): boolean {
  const { quoteRequest } = receipt.quoteResponse;
  return (
    receipt.intentPayment?.signerId === accountId ||
    quoteRequest.recipient.toLowerCase() === accountId ||
    quoteRequest.refundTo.toLowerCase() === accountId
  );
}

export const receiptRow = (receipt: Receipt): Row => ({
  depositAddress: receipt.depositAddress,
  status: receipt.status ?? 'PENDING_DEPOSIT',
  createdAt: receipt.savedAt,
  originAsset: receipt.quoteResponse.quoteRequest.originAsset,
  destinationAsset: receipt.quoteResponse.quoteRequest.destinationAsset,
  amountInFormatted: receipt.quoteResponse.quote.amountInFormatted,
  amountOutFormatted: receipt.quoteResponse.quote.amountOutFormatted,
});

/** Device entries first, then the explorer's for other deposit addresses; newest first. */
export function mergeFallback(device: HistoryEntry[], explorer: HistoryEntry[]): HistoryEntry[] {
  const seen = new Set(device.map((entry) => entry.depositAddress));
  const all = [...device, ...explorer.filter((entry) => !seen.has(entry.depositAddress))];
  return all.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
