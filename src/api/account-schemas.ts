// The end user's session and account (CONTRACT.md "User sessions and the account"): the answers of /v0/auth/* and
// /v0/account/*, and the history query. Only the account element reads them, through account.ts: never at load.
import * as z from 'zod/mini';
import { units } from './schema-parts.js';

const seconds = z.number().check(z.gt(0));

export const AuthenticateResponseSchema = z.looseObject({
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
  expiresIn: seconds,
  refreshExpiresIn: seconds,
});
export type AuthenticateResponse = z.infer<typeof AuthenticateResponseSchema>;

export const RefreshResponseSchema = z.looseObject({
  accessToken: z.string().check(z.minLength(1)),
  expiresIn: seconds,
});
export type RefreshResponse = z.infer<typeof RefreshResponseSchema>;

/** A private (Confidential Intents) balance: `available` in smallest units. */
export const BalanceEntrySchema = z.looseObject({ tokenId: z.string(), available: units, source: z.string() });
export type BalanceEntry = z.infer<typeof BalanceEntrySchema>;
export const BalancesResponseSchema = z.looseObject({ balances: z.array(BalanceEntrySchema) });

const text = z.nullish(z.string());

/**
 * One swap of the account's history. `status` stays a string: an unknown one is shown as unknown, never as success.
 * No smallest-unit amounts: the history gives formatted ones only.
 */
export const HistoryItemSchema = z.looseObject({
  status: z.string(),
  depositType: z.nullable(z.string()),
  recipientType: z.nullable(z.string()),
  refundType: z.nullable(z.string()),
  createdAt: z.string(),
  depositAddress: z.string(),
  depositMemo: text,
  originAsset: text,
  amountInFormatted: text,
  amountInUsd: text,
  destinationAsset: text,
  amountOutFormatted: text,
  amountOutUsd: text,
  recipient: text,
  refundTo: text,
  quoteTransactions: z.nullish(z.array(z.looseObject({ sender: text, txHash: text }))),
  refundReason: text,
  refundedAmountFormatted: text,
  refundedAmountUsd: text,
  refundFee: z.nullish(units),
  refundFeeFormatted: text,
});
export type HistoryItem = z.infer<typeof HistoryItemSchema>;

/** The page as sent: items checked one by one (a malformed row is left out, not the page). */
export const HistoryPageSchema = z.looseObject({ items: z.array(z.unknown()), nextCursor: text, prevCursor: text });

export interface HistoryPage {
  items: HistoryItem[];
  /** For newer items (polling); the service always sends one. */
  nextCursor?: string;
  /** For older items; fewer items than `limit` means the end. */
  prevCursor?: string;
  /** Rows that broke the contract and were left out. */
  unreadable: number;
}

export const HISTORY_STATUSES = [
  'PENDING_DEPOSIT',
  'INCOMPLETE_DEPOSIT',
  'PROCESSING',
  'SUCCESS',
  'REFUNDED',
  'FAILED',
] as const;

/**
 * `GET /v0/account/history`'s query. `prevCursor` (older) and `nextCursor` (newer) never together. The three type
 * lists are index-aligned: position i of each is one condition (`null` a wildcard), the positions OR-ed.
 */
export interface HistoryQuery {
  prevCursor?: string;
  nextCursor?: string;
  status?: (typeof HISTORY_STATUSES)[number][];
  /** 1 to 100 (the service's default 20). */
  limit?: number;
  depositAddress?: string;
  depositMemo?: string;
  search?: string;
  depositType?: (string | null)[];
  recipientType?: (string | null)[];
  refundType?: (string | null)[];
}

/** Why a query cannot be sent, or undefined. */
export function historyQueryProblem(query: HistoryQuery): string | undefined {
  if (query.prevCursor && query.nextCursor) return 'prevCursor and nextCursor cannot be sent together.';
  const { limit } = query;
  if (limit !== undefined && !(Number.isInteger(limit) && limit >= 1 && limit <= 100)) {
    return 'limit must be a whole number from 1 to 100.';
  }
  if (query.depositMemo && !query.depositAddress) return 'depositMemo needs depositAddress.';
  const bad = (query.status ?? []).find((s) => !(HISTORY_STATUSES as readonly string[]).includes(s));
  if (bad) return `status ${bad} is not one of ${HISTORY_STATUSES.join(', ')}.`;
  const lengths = [query.depositType, query.recipientType, query.refundType].map((list) => list?.length ?? 0);
  const longest = Math.max(...lengths);
  if (lengths.some((n) => n !== 0 && n !== longest)) {
    return 'depositType, recipientType and refundType are index-aligned: give them the same length.';
  }
  return undefined;
}
