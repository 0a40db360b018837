// The wire contract of the 1Click swap service (spec + CONTRACT.md), in zod/mini (not in the script tag's first download);
// the explorer's part is explorer-schemas.ts and ANY_INPUT's withdrawals any-input-schemas.ts, both loaded on first use. Requests are validated strictly (a bad request is never sent); responses are parsed
// leniently (null optionals, extra fields and unknown chains or statuses are accepted, as the real service sends them).
import * as z from 'zod/mini';
import { nonEmpty, optText, optUnits, units } from './schema-parts.js';

// ---- shared pieces ---------------------------------------------------------------------------------------------

export const SWAP_TYPES = ['EXACT_INPUT', 'EXACT_OUTPUT', 'FLEX_INPUT', 'ANY_INPUT'] as const;
export const DEPOSIT_TYPES = ['ORIGIN_CHAIN', 'INTENTS', 'CONFIDENTIAL_INTENTS'] as const;
export const REFUND_TYPES = ['ORIGIN_CHAIN', 'INTENTS', 'CONFIDENTIAL_INTENTS'] as const;
export const RECIPIENT_TYPES = ['DESTINATION_CHAIN', 'INTENTS', 'CONFIDENTIAL_INTENTS'] as const;
export const DEPOSIT_MODES = ['SIMPLE', 'MEMO'] as const;
export const CONFIDENTIALITY = ['public', 'basic', 'advanced'] as const;
export const EXPLORER_STATUSES = [
  'FAILED',
  'INCOMPLETE_DEPOSIT',
  'PENDING_DEPOSIT',
  'PROCESSING',
  'REFUNDED',
  'SUCCESS',
] as const;

export type SwapType = (typeof SWAP_TYPES)[number];
export type DepositType = (typeof DEPOSIT_TYPES)[number];
export type RefundType = (typeof REFUND_TYPES)[number];
export type RecipientType = (typeof RECIPIENT_TYPES)[number];
export type DepositMode = (typeof DEPOSIT_MODES)[number];
export type Confidentiality = (typeof CONFIDENTIALITY)[number];
export type ExplorerStatus = (typeof EXPLORER_STATUSES)[number];

export { ASSET_ID } from './schema-parts.js';

/** The ANY_INPUT "any asset" origin seen in third-party examples (CONTRACT.md "ANY_INPUT", unconfirmed). */
export const ANY_ASSET = '1cs_v1:any';
/** Both spellings of the "any asset" origin: the documented `1cs:any` (CONTRACT.md "2026-11 update") and ANY_ASSET. */
export const ANY_ASSETS: readonly string[] = [ANY_ASSET, '1cs:any'];
export const isAnyAsset = (assetId: string): boolean => ANY_ASSETS.includes(assetId);

// ---- GET /v0/tokens ------------------------------------------------------------------------------------------

export const TokenSchema = z.looseObject({
  assetId: z.string(),
  decimals: z.int().check(z.gte(0), z.lte(255)),
  blockchain: z.string(), // the list grows: unknown chains are kept and shown as text
  symbol: z.string(),
  price: z.nullish(z.number()),
  priceUpdatedAt: optText,
  contractAddress: optText,
  coingeckoId: optText,
});
export type Token = z.infer<typeof TokenSchema>;

// ---- POST /v0/quote ------------------------------------------------------------------------------------------

// The request schemas (quote, deposit submission) are in request-schemas.ts, loaded when a request is first sent.
export type { AppFee, Rebate, QuoteRequest, DepositSubmitRequest } from './request-schemas.js';

/** The request as the service echoes it: unset optionals come back as null, enums may have grown. */
export const QuoteRequestEchoSchema = z.looseObject({
  dry: z.boolean(),
  swapType: z.string(),
  slippageTolerance: z.number(),
  originAsset: z.string(),
  depositType: z.string(),
  destinationAsset: z.string(),
  amount: z.string(),
  refundTo: z.string(),
  refundType: z.string(),
  recipient: z.string(),
  recipientType: z.string(),
  deadline: z.string(),
  depositMode: optText,
  connectedWallets: z.nullish(z.array(z.string())),
  sessionId: optText,
  virtualChainRecipient: optText,
  virtualChainRefundRecipient: optText,
  customRecipientMsg: optText,
  referral: optText,
  quoteWaitingTimeMs: z.nullish(z.number()),
  appFees: z.nullish(z.array(z.looseObject({ recipient: z.string(), fee: z.number() }))),
});
export type QuoteRequestEcho = z.infer<typeof QuoteRequestEchoSchema>;

/** One chain an ANY_INPUT (public, INTENTS) quote accepts deposits on: pay there, on that chain, to this address. */
export const ChainDepositAddressSchema = z.looseObject({
  blockchain: z.string(), // from the chain list, which grows (hood, hlevm, ...): unknown chains are kept
  address: nonEmpty('address'),
  memo: optText,
});
export type ChainDepositAddress = z.infer<typeof ChainDepositAddressSchema>;

export const QuoteSchema = z.looseObject({
  amountIn: units,
  amountInFormatted: z.string(),
  amountInUsd: optText,
  minAmountIn: optUnits,
  maxAmountIn: optUnits,
  amountOut: units,
  amountOutFormatted: z.string(),
  amountOutUsd: optText,
  minAmountOut: optUnits,
  timeEstimate: z.nullish(z.number()), // seconds
  depositAddress: optText, // absent for a dry quote
  depositMemo: optText, // present when depositMode is MEMO
  deadline: optText,
  timeWhenInactive: optText,
  virtualChainRecipient: optText,
  virtualChainRefundRecipient: optText,
  customRecipientMsg: optText,
  refundFee: optUnits, // origin units, charged on refund
  withdrawFee: optUnits, // destination units, already deducted from amountOut
  chainDepositAddresses: z.nullish(z.array(ChainDepositAddressSchema)), // ANY_INPUT, public INTENTS quotes
});
export type Quote = z.infer<typeof QuoteSchema>;

export const QuoteResponseSchema = z.looseObject({
  correlationId: optText,
  timestamp: z.string(),
  signature: z.string(),
  quoteRequest: QuoteRequestEchoSchema,
  quote: QuoteSchema,
  /**
   * Not from the service: the client sets it when the answer came through a gateway that added the partner
   * credential (its `X-Partner-Credential: added` header), so no platform fee was charged though the page has none.
   */
  partnerCredential: z.optional(z.boolean()),
});
export type QuoteResponse = z.infer<typeof QuoteResponseSchema>;

// ---- POST /v0/deposit/submit and GET /v0/status ----------------------------------------------------------------

export const StatusQuerySchema = z.strictObject({
  depositAddress: nonEmpty('depositAddress'),
  depositMemo: z.optional(nonEmpty('depositMemo')),
});
export type StatusQuery = z.infer<typeof StatusQuerySchema>;

export const TxHashSchema = z.looseObject({ hash: z.string(), explorerUrl: optText });
export type TxHash = z.infer<typeof TxHashSchema>;

export const SwapDetailsSchema = z.looseObject({
  intentHashes: z.nullish(z.array(z.string())),
  nearTxHashes: z.nullish(z.array(z.string())),
  originChainTxHashes: z.nullish(z.array(TxHashSchema)),
  destinationChainTxHashes: z.nullish(z.array(TxHashSchema)),
  amountIn: optUnits,
  amountInFormatted: optText,
  amountInUsd: optText,
  amountOut: optUnits,
  amountOutFormatted: optText,
  amountOutUsd: optText,
  slippage: z.nullish(z.number()),
  refundedAmount: optUnits,
  refundedAmountFormatted: optText,
  refundedAmountUsd: optText,
  refundReason: optText, // open set: shown as text when unknown
  depositedAmount: optUnits,
  depositedAmountFormatted: optText,
  depositedAmountUsd: optText,
  withdrawFee: optUnits,
  referral: optText,
});
export type SwapDetails = z.infer<typeof SwapDetailsSchema>;

export const StatusResponseSchema = z.looseObject({
  correlationId: optText,
  quoteResponse: z.nullish(QuoteResponseSchema),
  status: z.string(), // one of SWAP_STATUSES (core/status.ts); unknown values are kept
  // Confidential swaps are reported with only { status } (CONTRACT.md): a missing time reads as "" (unknown).
  updatedAt: z.catch(z.string(), ''),
  swapDetails: z.nullish(SwapDetailsSchema),
});
export type StatusResponse = z.infer<typeof StatusResponseSchema>;

// ---- errors ----------------------------------------------------------------------------------------------------

/** `{message}` is the only guaranteed field; some servers send an array of messages. */
export const ErrorBodySchema = z.looseObject({
  message: z.union([z.string(), z.array(z.string())]),
  correlationId: optText,
  timestamp: optText,
  path: optText,
  retryAfterSeconds: z.nullish(z.number()),
  /** A machine-readable reason: the gateway's `origin-not-allowed` (with the refused `origin`). */
  code: optText,
  origin: optText,
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

// ---- helpers ----------------------------------------------------------------------------------------------------

export { check, toIssues, type Issue } from './issues.js';
