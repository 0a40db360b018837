// What <swap-order> decides, without the DOM: the form's checks (one sentence per field), the order's JSON:API
// attributes, the words for its fill and payout states and for each error code, the amount that funds it, the unfilled
// part a cancel refunds, and when to ask again. Amounts are exact (BigInt strings); the price stays the decimal text
// the payer typed (the service takes it as a human string).
import { parseAmount } from '../../core/amount-input.js';
import { BACKOFF_MAX_MS, BACKOFF_START_MS } from '../../core/status.js';
import type { orderMessages } from '../../i18n/en/order.js';
import { cancelOrder, createOrder, getOrder, listOrders } from '../../api/orders.js';
import type { SwapClient } from '../../api/client.js';

export type OrderWord = keyof typeof orderMessages;
export type Side = 'SELL' | 'BUY';

/** A payout leg as the service reports it (withdrawal or refund). */
export interface OrderTransfer {
  status: string;
  txHash?: string | null;
  reason?: string | null;
  amount?: string | null;
  /** The asset paid (the service names it on each payout). */
  asset?: string | null;
  /** The transaction on the chain's explorer, when the service gives it (linked like <swap-status>'s hashes). */
  explorerUrl?: string | null;
}

export interface OrderFill {
  id: string;
  amountIn: string;
  amountOut: string;
  createdAt?: string;
  updatedAt?: string;
}

/** The attributes of an order this element reads (CONTRACT.md "Limit orders"); the service sends more. */
export interface OrderAttributes {
  baseAsset: string;
  quoteAsset: string;
  side: Side | (string & {});
  price: string;
  quantity: string;
  depositAddress?: string | null;
  depositMemo?: string | null;
  fillStatus: string;
  payoutStatus?: string | null;
  isPayoutStatusFinal?: boolean | null;
  payouts?: {
    withdrawal?: OrderTransfer | null;
    allWithdrawals?: OrderTransfer[] | null;
    refund?: OrderTransfer | null;
  } | null;
  depositedAmount?: string | null;
  swapView?: {
    amountIn?: string | null;
    maxAmountIn?: string | null;
    amountOut?: string | null;
    minAmountOut?: string | null;
  } | null;
  partialFills?: OrderFill[] | null;
  estimatedWithdrawFee?: string | null;
  estimatedRefundFee?: string | null;
  refundTo?: string | null;
  refundType?: string | null;
  /** ORIGIN_CHAIN (a transfer to the deposit address) or INTENTS (signed from an Intents balance). */
  depositType?: string | null;
  recipient?: string | null;
  recipientType?: string | null;
  deadline?: string | null;
  createdAt?: string | null;
}

export interface Order {
  id: string;
  attributes: OrderAttributes;
}

/** The asset ids and decimals the form works with. */
export interface Pair {
  base: { assetId: string; decimals: number; symbol: string };
  quote: { assetId: string; decimals: number; symbol: string };
}

export interface OrderForm {
  side: Side;
  price: string;
  quantity: string;
  /** Whole days until the deadline (default 7). */
  days: string;
  recipient: string;
  refundTo: string;
  /** INTENTS: funded by signing from the payer's NEAR Intents balance; otherwise a transfer to the address. */
  depositType?: 'ORIGIN_CHAIN' | 'INTENTS';
}

export type OrderField = 'price' | 'quantity' | 'days' | 'recipient' | 'refundTo';
export type FieldChecks = Partial<Record<OrderField, { key: OrderWord; values?: Record<string, string | number> }>>;

export const DEFAULT_DAYS = 7;
const DAY_MS = 86_400_000;
const PRICE = /^(0|[1-9]\d*)(\.\d+)?$/;

/** The attributes POST /v0/orders takes, or the sentence each wrong field gets (nothing is sent then). */
export function checkOrder(
  form: OrderForm,
  pair: Pair,
  now: number,
): { ok: true; attributes: Record<string, unknown> } | { ok: false; fields: FieldChecks } {
  const fields: FieldChecks = {};
  const price = form.price.trim();
  if (!price) fields.price = { key: 'checkPriceEmpty' };
  else if (!PRICE.test(price) || !/[1-9]/.test(price)) fields.price = { key: 'checkPriceInvalid' };
  const quantity = parseAmount(form.quantity, pair.base.decimals);
  if (!form.quantity.trim()) fields.quantity = { key: 'checkQuantityEmpty' };
  else if (!quantity.ok) fields.quantity = { key: 'checkQuantityInvalid', values: { decimals: pair.base.decimals } };
  const days = form.days.trim() === '' ? DEFAULT_DAYS : Number(form.days);
  if (!Number.isInteger(days) || days < 1 || days > 365) fields.days = { key: 'checkDeadlineInvalid' };
  if (!form.recipient.trim()) fields.recipient = { key: 'checkRecipientEmpty' };
  if (!form.refundTo.trim()) fields.refundTo = { key: 'checkRefundEmpty' };
  if (Object.keys(fields).length || !quantity.ok) return { ok: false, fields };
  return {
    ok: true,
    attributes: {
      baseAsset: pair.base.assetId,
      quoteAsset: pair.quote.assetId,
      side: form.side,
      price,
      quantity: quantity.units,
      depositType: form.depositType ?? 'ORIGIN_CHAIN',
      refundTo: form.refundTo.trim(),
      refundType: 'ORIGIN_CHAIN',
      recipient: form.recipient.trim(),
      recipientType: 'DESTINATION_CHAIN',
      confidentiality: 'basic', // the service refuses "public" for orders
      timeInForce: 'GTC',
      deadline: new Date(now + days * DAY_MS).toISOString(),
    },
  };
}

/** The form field a `source.pointer` names ("/data/attributes/price" → price); undefined for none of ours. */
export function fieldOfPointer(pointer: string | undefined): OrderField | undefined {
  const name = pointer?.split('/').pop();
  if (name === 'price' || name === 'quantity' || name === 'recipient' || name === 'refundTo') return name;
  if (name === 'deadline') return 'days';
  return undefined;
}

const ERROR_WORDS: Record<string, OrderWord> = {
  'malformed-request': 'errorMalformedRequest',
  'validation-failed': 'errorValidationFailed',
  'request-rejected': 'errorRequestRejected',
  'order-rejected': 'errorOrderRejected',
  'authentication-required': 'errorAuthenticationRequired',
  'client-generated-id': 'errorClientGeneratedId',
  'order-not-found': 'errorOrderNotFound',
  'resource-type-mismatch': 'errorResourceTypeMismatch',
  'rate-limit-exceeded': 'errorRateLimitExceeded',
  'internal-error': 'errorInternal',
  'service-unavailable': 'errorServiceUnavailable',
};

/** The sentence for an order route's error code (errorOther for a code this version does not know). */
export const errorWord = (code: string | undefined): OrderWord => (code && ERROR_WORDS[code]) || 'errorOther';

/** What an order route's typed error carries (src/api/orders.ts OrderError); read by shape. */
export interface OrderErrorLike {
  code?: string;
  pointer?: string;
  retryAfterMs?: number;
}
export const orderErrorOf = (error: unknown): OrderErrorLike =>
  typeof error === 'object' && error !== null ? (error as OrderErrorLike) : {};

const FILL_WORDS: Record<string, OrderWord> = {
  AWAITING_DEPOSIT: 'fillAwaitingDeposit',
  PENDING_CANCEL: 'fillPendingCancel',
  UNTRIGGERED: 'fillUntriggered',
  OPEN: 'fillOpen',
  PARTIALLY_FILLED: 'fillPartiallyFilled',
  FILLED: 'fillFilled',
  CANCELED: 'fillCanceled',
  EXPIRED: 'fillExpired',
};
export const fillWord = (status: string): OrderWord => FILL_WORDS[status] ?? 'fillOther';

const PAYOUT_WORDS: Record<string, OrderWord> = {
  NOT_STARTED: 'payoutNotStarted',
  IN_PROGRESS: 'payoutInProgress',
  COMPLETED: 'payoutCompleted',
  FAILED: 'payoutFailed',
};
export const payoutWord = (status: string): OrderWord => PAYOUT_WORDS[status] ?? 'payoutOther';

const TRANSFER_WORDS: Record<string, OrderWord> = {
  COMPLETED: 'transferCompleted',
  IN_PROGRESS: 'transferInProgress',
  FAILED: 'transferFailed',
};
export const transferWord = (status: string): OrderWord | undefined => TRANSFER_WORDS[status];

/** The asset the payer deposits: the base when selling, the quote when buying. */
export const depositAsset = (order: OrderAttributes): string =>
  order.side === 'BUY' ? order.quoteAsset : order.baseAsset;
/** The asset the payer receives. */
export const payoutAsset = (order: OrderAttributes): string =>
  order.side === 'BUY' ? order.baseAsset : order.quoteAsset;

/** What funds the order: `swapView.amountIn` for SELL, `maxAmountIn` for BUY (smallest units of depositAsset). */
export function fundingAmount(order: OrderAttributes): string | undefined {
  const view = order.swapView;
  return (order.side === 'BUY' ? view?.maxAmountIn : view?.amountIn) ?? undefined;
}

/** What the fills have used of the deposit so far (smallest units of depositAsset). */
export const filledIn = (order: OrderAttributes): bigint =>
  (order.partialFills ?? []).reduce((sum, fill) => sum + BigInt(fill.amountIn), 0n);

/** The part of the deposit a cancel sends back: deposited less what has filled (never below zero). */
export function unfilledPart(order: OrderAttributes): bigint {
  const left = BigInt(order.depositedAmount ?? '0') - filledIn(order);
  return left > 0n ? left : 0n;
}

const CANCELLABLE = ['AWAITING_DEPOSIT', 'UNTRIGGERED', 'OPEN', 'PARTIALLY_FILLED'];
export const canCancel = (order: OrderAttributes): boolean => CANCELLABLE.includes(order.fillStatus);
export const needsFunding = (order: OrderAttributes): boolean =>
  order.fillStatus === 'AWAITING_DEPOSIT' && !!order.depositAddress;

export const FAST_ORDER_POLL_MS = 5_000;
export const SLOW_ORDER_POLL_MS = 15_000;

/**
 * Milliseconds until the order is asked again, or null once its payout status is final. A rate limit waits what the
 * service asked; other failures back off (2 s doubling to 60 s).
 */
export function nextOrderPoll(
  order: OrderAttributes | undefined,
  errors: number,
  retryAfterMs?: number,
): number | null {
  if (order?.isPayoutStatusFinal) return null;
  if (retryAfterMs !== undefined) return Math.max(retryAfterMs, BACKOFF_START_MS);
  if (errors > 0) return Math.min(BACKOFF_MAX_MS, BACKOFF_START_MS * 2 ** (errors - 1));
  const busy = order?.fillStatus === 'PENDING_CANCEL' || order?.payoutStatus === 'IN_PROGRESS';
  return busy ? FAST_ORDER_POLL_MS : SLOW_ORDER_POLL_MS;
}

/** The rate limit's wait when the service gave none (`Retry-After` missing). */
export const DEFAULT_RETRY_MS = 5_000;

/**
 * The order routes as <swap-order> uses them (src/api/orders.ts, over the site's gateway or, for the simulator, a
 * client holding a page-held credential): never built from an attribute, so no credential can be written in HTML.
 */
export interface OrdersPort {
  createOrder(attributes: Record<string, unknown>, options?: { signal?: AbortSignal }): Promise<Order>;
  getOrder(id: string, options?: { signal?: AbortSignal }): Promise<Order>;
  cancelOrder(id: string, options?: { signal?: AbortSignal }): Promise<Order>;
  listOrders(
    query: { fillStatus?: string[]; isPayoutStatusFinal?: boolean; size?: number; after?: string },
    options?: { signal?: AbortSignal },
  ): Promise<{ orders: Order[]; next?: string }>;
}

/** The sentence a field gets when the service's validation-failed points at it. */
export const FIELD_REFUSED: Record<OrderField, OrderWord> = {
  price: 'checkPriceInvalid',
  quantity: 'checkQuantityInvalid',
  days: 'checkDeadlineInvalid',
  recipient: 'checkRecipientInvalid',
  refundTo: 'checkRefundInvalid',
};

/** The client's order calls (SwapClient: createOrder... flat orders, `nextCursor`) as an OrdersPort. */
export interface OrderClient {
  createOrder(request: never, options?: { signal?: AbortSignal }): Promise<{ id: string }>;
  getOrder(id: string, options?: { signal?: AbortSignal }): Promise<{ id: string }>;
  cancelOrder(id: string, options?: { signal?: AbortSignal }): Promise<{ id: string }>;
  listOrders(
    query: { fillStatus?: never[]; isPayoutStatusFinal?: boolean; pageSize?: number; after?: string },
    options?: { signal?: AbortSignal },
  ): Promise<{ orders: { id: string }[]; nextCursor: string | null }>;
}

/** The client's order calls (api/orders.ts, which take the client) as an OrderClient. */
export const orderClientOf = (client: Pick<SwapClient, 'core'>): OrderClient => ({
  createOrder: (request, options) => createOrder(client, request, options),
  getOrder: (id, options) => getOrder(client, id, options),
  cancelOrder: (id, options) => cancelOrder(client, id, options),
  listOrders: (query, options) => listOrders(client, query, options),
});

const nested = (flat: { id: string }): Order => {
  const { id, ...attributes } = flat as { id: string } & OrderAttributes;
  return { id, attributes: attributes as OrderAttributes };
};

export function clientPort(client: OrderClient): OrdersPort {
  return {
    createOrder: async (attributes, options) => nested(await client.createOrder(attributes as never, options)),
    getOrder: async (id, options) => nested(await client.getOrder(id, options)),
    cancelOrder: async (id, options) => nested(await client.cancelOrder(id, options)),
    listOrders: async ({ size, fillStatus, ...query }, options) => {
      const page = await client.listOrders(
        { ...query, ...(fillStatus ? { fillStatus: fillStatus as never[] } : {}), ...(size ? { pageSize: size } : {}) },
        options,
      );
      return { orders: page.orders.map(nested), ...(page.nextCursor ? { next: page.nextCursor } : {}) };
    },
  };
}
