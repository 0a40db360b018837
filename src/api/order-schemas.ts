// The limit-order routes' shapes (CONTRACT.md "2026-11 update", "Limit orders"): the create request's attributes,
// the order resource, the list, and the routes' own error format `{ errors: [{ status, code, title, detail, source }] }`.
// Loaded with the first order call (orders.ts), never with the page.
import * as z from 'zod/mini';
import { assetId, isoDateTime, oneOf } from './schema-builders.js';
import { nonEmpty, optText, optUnits, units } from './schema-parts.js';

export const ORDER_FILL_STATUSES = [
  'AWAITING_DEPOSIT', 'PENDING_CANCEL', 'UNTRIGGERED', 'OPEN', 'PARTIALLY_FILLED', 'FILLED', 'CANCELED', 'EXPIRED',
] as const; // prettier-ignore
export type OrderFillStatus = (typeof ORDER_FILL_STATUSES)[number];
export const ORDER_PAYOUT_STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'COMPLETED', 'FAILED'] as const;
export type OrderPayoutStatus = (typeof ORDER_PAYOUT_STATUSES)[number];

/** The documented error codes; the client keeps any other code the service sends as it is. */
export const ORDER_ERROR_CODES = [
  'malformed-request', 'validation-failed', 'request-rejected', 'order-rejected', 'authentication-required',
  'client-generated-id', 'order-not-found', 'resource-type-mismatch', 'rate-limit-exceeded', 'internal-error',
  'service-unavailable',
] as const; // prettier-ignore
export type OrderErrorCode = (typeof ORDER_ERROR_CODES)[number];

const positiveUnits = (field: string) =>
  z
    .string({ error: `${field} is required.` })
    .check(z.regex(/^[1-9]\d*$/, `${field} must be a positive whole number of smallest units.`));

/** What createOrder takes: the order's attributes (orderType LIMIT is added). */
export const OrderRequestSchema = z.strictObject({
  baseAsset: assetId('baseAsset'),
  quoteAsset: assetId('quoteAsset'),
  quantity: positiveUnits('quantity'),
  side: oneOf(['SELL', 'BUY'], 'side'),
  price: z.string({ error: 'price is required.' }).check(
    z.regex(/^\d+(\.\d+)?$/, 'price must be a decimal number such as 5 or 0.25 (quote per one base).'),
    z.refine((p) => /[1-9]/.test(p), 'price must be above 0.'),
  ),
  depositType: oneOf(['ORIGIN_CHAIN', 'INTENTS'], 'depositType'),
  refundTo: nonEmpty('refundTo'),
  refundType: oneOf(['ORIGIN_CHAIN', 'INTENTS'], 'refundType'),
  recipient: nonEmpty('recipient'),
  recipientType: oneOf(['DESTINATION_CHAIN', 'INTENTS'], 'recipientType'),
  /** Required: orders are confidential ("public" is refused by the service). */
  confidentiality: oneOf(['basic', 'advanced'], 'confidentiality'),
  deadline: z.optional(isoDateTime('deadline')),
  timeInForce: z.optional(oneOf(['GTC'], 'timeInForce')),
  depositMode: z.optional(oneOf(['SIMPLE', 'MEMO'], 'depositMode')),
  appFees: z.optional(
    z.array(
      z.strictObject({
        recipient: nonEmpty('appFees.recipient'),
        fee: z.int().check(z.gte(0, 'an app fee is at least 0 bps.'), z.lte(500, 'an app fee is at most 500 bps.')),
      }),
    ),
  ),
});
export type OrderRequest = z.infer<typeof OrderRequestSchema>;

/** A payout: IN_PROGRESS, COMPLETED with txHash, or FAILED with a reason (amount and asset where the service says). */
export const OrderPayoutSchema = z.looseObject({
  status: z.string(),
  txHash: optText,
  explorerUrl: optText,
  reason: optText,
  amount: optUnits,
  amountFormatted: optText,
  asset: optText,
});
export type OrderPayout = z.infer<typeof OrderPayoutSchema>;

export const PartialFillSchema = z.looseObject({
  id: z.string(),
  amountIn: units,
  amountOut: units,
  createdAt: z.string(),
  updatedAt: optText,
});
export type PartialFill = z.infer<typeof PartialFillSchema>;

export const OrderAttributesSchema = z.looseObject({
  orderType: optText,
  side: z.string(),
  baseAsset: z.string(),
  quoteAsset: z.string(),
  quantity: units,
  price: z.string(),
  depositType: optText,
  depositAddress: z.string(),
  depositMemo: optText,
  depositMode: optText,
  refundTo: optText,
  refundType: optText,
  recipient: optText,
  recipientType: optText,
  confidentiality: optText,
  timeInForce: optText,
  deadline: optText,
  createdAt: optText,
  updatedAt: optText,
  /** An open set: a status this client does not know is kept as it came. */
  fillStatus: z.string(),
  payoutStatus: z.string(),
  isPayoutStatusFinal: z.boolean(),
  swapView: z.looseObject({
    swapType: optText,
    amountIn: optUnits,
    minAmountOut: optUnits,
    maxAmountIn: optUnits,
    amountOut: optUnits,
  }),
  depositedAmount: optUnits,
  depositedAmountFormatted: optText,
  partialFills: z.nullish(z.array(PartialFillSchema)),
  payouts: z.nullish(
    z.looseObject({
      withdrawal: z.nullish(OrderPayoutSchema),
      allWithdrawals: z.nullish(z.array(OrderPayoutSchema)),
      refund: z.nullish(OrderPayoutSchema),
    }),
  ),
  estimatedWithdrawFee: optUnits,
  estimatedWithdrawFeeFormatted: optText,
  estimatedRefundFee: optUnits,
  estimatedRefundFeeFormatted: optText,
});
export type OrderAttributes = z.infer<typeof OrderAttributesSchema>;

export const OrderResourceSchema = z.looseObject({
  type: z.string(),
  id: nonEmpty('id'),
  attributes: OrderAttributesSchema,
  links: z.nullish(z.looseObject({ self: optText })),
});

const MetaSchema = z.nullish(z.looseObject({ correlationId: optText, timestamp: optText }));

export const OrderDocumentSchema = z.looseObject({ data: OrderResourceSchema, meta: MetaSchema });

export const OrderListSchema = z.looseObject({
  data: z.array(OrderResourceSchema),
  links: z.nullish(z.looseObject({ next: optText })),
  meta: z.nullish(
    z.looseObject({
      correlationId: optText,
      page: z.nullish(z.looseObject({ nextCursor: optText })),
    }),
  ),
});

/** The list's query: fill statuses (any of), final payouts or not, a page of 1 to 50, the cursor of the last page. */
export const OrderListQuerySchema = z.strictObject({
  fillStatus: z.optional(z.array(oneOf(ORDER_FILL_STATUSES, 'fillStatus'))),
  isPayoutStatusFinal: z.optional(z.boolean()),
  pageSize: z.optional(
    z.int({ error: 'pageSize must be a whole number.' }).check(z.gte(1, 'pageSize is at least 1.'), z.lte(50, 'pageSize is at most 50.')),
  ), // prettier-ignore
  after: z.optional(nonEmpty('after')),
});
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;

export const OrderErrorsSchema = z.looseObject({
  errors: z.array(
    z.looseObject({
      status: z.optional(z.union([z.string(), z.number()])),
      code: z.string(),
      title: optText,
      detail: optText,
      source: z.nullish(z.looseObject({ pointer: optText, parameter: optText })),
    }),
  ),
  meta: MetaSchema,
});
export type OrderErrorItem = z.infer<typeof OrderErrorsSchema>['errors'][number];
