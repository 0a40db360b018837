// The order routes' wire (CONTRACT.md "Limit orders"): JSON:API documents, their own error format
// `{ errors: [{ status, code, title, detail, source }], meta }`, and the checks of a create body and a list query.
import { chainNeedsMemo } from '../core/chains.js';
import { validateAddress } from '../core/addresses.js';
import type { Market } from './market.js';
import { DEFAULT_ORDER_LIFETIME_MS, FILL_STATUSES, parsePrice, tokensOf, type OrderInput } from './orders.js';

export type OrderErrorCode =
  | 'malformed-request'
  | 'validation-failed'
  | 'request-rejected'
  | 'order-rejected'
  | 'authentication-required'
  | 'client-generated-id'
  | 'order-not-found'
  | 'resource-type-mismatch'
  | 'rate-limit-exceeded'
  | 'internal-error'
  | 'service-unavailable';

export const ORDER_ERROR_STATUS: Record<OrderErrorCode, number> = {
  'malformed-request': 400,
  'validation-failed': 400,
  'request-rejected': 400,
  'order-rejected': 400,
  'authentication-required': 401,
  'client-generated-id': 403,
  'order-not-found': 404,
  'resource-type-mismatch': 409,
  'rate-limit-exceeded': 429,
  'internal-error': 500,
  'service-unavailable': 503,
};

const TITLES: Record<OrderErrorCode, string> = {
  'malformed-request': 'Malformed request',
  'validation-failed': 'Validation failed',
  'request-rejected': 'Request rejected',
  'order-rejected': 'Order rejected',
  'authentication-required': 'Authentication required',
  'client-generated-id': 'Client-generated ids are not supported',
  'order-not-found': 'Order not found',
  'resource-type-mismatch': 'Resource type mismatch',
  'rate-limit-exceeded': 'Rate limit exceeded',
  'internal-error': 'Internal error',
  'service-unavailable': 'Service unavailable',
};

export interface OrderErrorItem {
  status: string;
  code: OrderErrorCode;
  title: string;
  detail?: string;
  source?: { pointer?: string; parameter?: string };
}

/** One error; `at` is an attribute name (pointer /data/attributes/<at>), a JSON pointer, or `?param` for a query. */
export function orderError(code: OrderErrorCode, detail?: string, at?: string): OrderErrorItem {
  const source =
    at === undefined
      ? undefined
      : at.startsWith('?')
        ? { parameter: at.slice(1) }
        : { pointer: at.startsWith('/') || at === '' ? at : `/data/attributes/${at}` };
  return {
    status: String(ORDER_ERROR_STATUS[code]),
    code,
    title: TITLES[code],
    ...(detail ? { detail } : {}),
    ...(source ? { source } : {}),
  };
}

export interface Meta {
  correlationId: string;
  timestamp: string;
}

/** The answer of a failed order request: the first error's status, every error listed. */
export function errorsAnswer(errors: OrderErrorItem[], meta: Meta, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ errors, meta }), {
    status: Number(errors[0]?.status ?? 500),
    headers: { 'content-type': 'application/vnd.api+json', ...headers },
  });
}

export function documentAnswer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/vnd.api+json' } });
}

const ATTRIBUTES = ['orderType', 'baseAsset', 'quoteAsset', 'quantity', 'side', 'price', 'depositType', 'refundTo',
  'refundType', 'recipient', 'recipientType', 'confidentiality', 'deadline', 'timeInForce', 'depositMode', 'appFees']; // prettier-ignore

type Checked<T> = { ok: true; value: T } | { ok: false; errors: OrderErrorItem[] };

/** A create body checked: the order's input, or every problem found (each pointing at its attribute). */
export function checkCreate(body: unknown, market: Market, now: number): Checked<OrderInput> {
  const fail = (...errors: OrderErrorItem[]): Checked<OrderInput> => ({ ok: false, errors });
  if (!isObject(body)) return fail(orderError('malformed-request', 'The body must be a JSON:API document', ''));
  const data = body.data;
  if (!isObject(data)) return fail(orderError('malformed-request', 'The document needs a data object', '/data'));
  if (data.type !== 'orders') {
    return fail(orderError('resource-type-mismatch', 'data.type must be "orders"', '/data/type'));
  }
  if (data.id !== undefined)
    return fail(orderError('client-generated-id', 'The service assigns order ids', '/data/id'));
  const a = data.attributes;
  if (!isObject(a)) return fail(orderError('malformed-request', 'The order needs attributes', '/data/attributes'));
  const errors: OrderErrorItem[] = [];
  const bad = (field: string, detail: string) => errors.push(orderError('validation-failed', detail, field));
  for (const key of Object.keys(a)) if (!ATTRIBUTES.includes(key)) bad(key, `${key} is not an order attribute`);
  const oneOf = (field: string, values: string[], fallback?: string): string => {
    const value = a[field] ?? fallback;
    if (typeof value !== 'string' || !values.includes(value))
      bad(field, `${field} must be one of ${values.join(', ')}`);
    return String(value);
  };
  oneOf('orderType', ['LIMIT']);
  const side = oneOf('side', ['SELL', 'BUY']) as 'SELL' | 'BUY';
  const base = typeof a.baseAsset === 'string' ? market.token(a.baseAsset) : undefined;
  if (!base) bad('baseAsset', 'baseAsset must be an assetId of the token list');
  const quote = typeof a.quoteAsset === 'string' ? market.token(a.quoteAsset) : undefined;
  if (!quote) bad('quoteAsset', 'quoteAsset must be an assetId of the token list');
  else if (base && base.assetId === quote.assetId) bad('quoteAsset', 'quoteAsset must differ from baseAsset');
  const quantityOk = typeof a.quantity === 'string' && /^[1-9]\d{0,38}$/.test(a.quantity);
  if (!quantityOk) bad('quantity', 'quantity must be a positive integer string in smallest units of the base');
  const price = typeof a.price === 'string' ? parsePrice(a.price) : undefined;
  if (!price) bad('price', 'price must be a positive decimal string (quote per one base)');
  const depositType = oneOf('depositType', ['ORIGIN_CHAIN', 'INTENTS']);
  const refundType = oneOf('refundType', ['ORIGIN_CHAIN', 'INTENTS']);
  const recipientType = oneOf('recipientType', ['DESTINATION_CHAIN', 'INTENTS']);
  const confidentiality = a.confidentiality;
  if (confidentiality === 'public') bad('confidentiality', 'Orders are confidential: public is not accepted');
  else oneOf('confidentiality', ['basic', 'advanced']);
  oneOf('timeInForce', ['GTC'], 'GTC');
  let deadline = now + DEFAULT_ORDER_LIFETIME_MS;
  if (a.deadline !== undefined) {
    const at = typeof a.deadline === 'string' ? Date.parse(a.deadline) : NaN;
    if (!Number.isFinite(at)) bad('deadline', 'deadline must be an ISO 8601 date-time');
    else if (at <= now) bad('deadline', 'deadline must be in the future');
    else deadline = at;
  }
  const appFees = a.appFees ?? [];
  const feesOk =
    Array.isArray(appFees) &&
    appFees.every((f) => isObject(f) && typeof f.recipient === 'string' && validateAddress('near', f.recipient).ok &&
      Number.isInteger(f.fee) && (f.fee as number) >= 0 && (f.fee as number) <= 500); // prettier-ignore
  if (!feesOk) bad('appFees', 'appFees must be a list of { recipient: a NEAR account, fee: 0 to 500 bps }');
  let depositMode = 'SIMPLE';
  if (base && quote && side && !errors.some((e) => e.source?.pointer?.endsWith('/side'))) {
    const { pay, get } = tokensOf({ side, base, quote });
    const memoChain = depositType === 'ORIGIN_CHAIN' && chainNeedsMemo(pay.blockchain);
    depositMode = typeof a.depositMode === 'string' ? a.depositMode : memoChain ? 'MEMO' : 'SIMPLE';
    if (!['SIMPLE', 'MEMO'].includes(depositMode)) bad('depositMode', 'depositMode must be one of SIMPLE, MEMO');
    else if (memoChain !== (depositMode === 'MEMO')) {
      bad('depositMode', `depositMode ${depositMode} is not supported for ${pay.blockchain}`);
    }
    const refundChain = refundType === 'ORIGIN_CHAIN' ? pay.blockchain : 'near';
    if (typeof a.refundTo !== 'string' || !validateAddress(refundChain, a.refundTo).ok) {
      bad('refundTo', `refundTo must be an address on ${refundChain}`);
    }
    const recipientChain = recipientType === 'DESTINATION_CHAIN' ? get.blockchain : 'near';
    if (typeof a.recipient !== 'string' || !validateAddress(recipientChain, a.recipient).ok) {
      bad('recipient', `recipient must be an address on ${recipientChain}`);
    }
  }
  if (errors.length || !base || !quote || !price) return { ok: false, errors };
  return {
    ok: true,
    value: {
      side,
      base,
      quote,
      quantity: BigInt(a.quantity as string),
      price,
      depositType,
      depositMode,
      refundTo: a.refundTo as string,
      refundType,
      recipient: a.recipient as string,
      recipientType,
      confidentiality: confidentiality as string,
      deadline,
      appFees: appFees as { recipient: string; fee: number }[],
    },
  };
}

export interface ListQuery {
  fillStatus: string[];
  isPayoutStatusFinal?: boolean;
  size: number;
  after?: string;
}

const LIST_PARAMS = ['filter[fillStatus]', 'filter[isPayoutStatusFinal]', 'page[size]', 'page[after]'];

/** A list query checked (filters repeatable or comma-joined). */
export function checkList(url: URL): Checked<ListQuery> {
  const errors: OrderErrorItem[] = [];
  const bad = (param: string, detail: string) => errors.push(orderError('validation-failed', detail, `?${param}`));
  const params = url.searchParams;
  for (const key of new Set(params.keys())) if (!LIST_PARAMS.includes(key)) bad(key, `${key} is not a query parameter`);
  const fillStatus = params.getAll('filter[fillStatus]').flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean); // prettier-ignore
  for (const s of fillStatus) {
    if (!(FILL_STATUSES as readonly string[]).includes(s)) bad('filter[fillStatus]', `${s} is not a fill status`);
  }
  const final = params.get('filter[isPayoutStatusFinal]');
  if (final !== null && final !== 'true' && final !== 'false') {
    bad('filter[isPayoutStatusFinal]', 'filter[isPayoutStatusFinal] must be true or false');
  }
  const sizeText = params.get('page[size]');
  const size = sizeText === null ? 50 : Number(sizeText);
  if (!/^\d+$/.test(sizeText ?? '50') || size < 1 || size > 50) bad('page[size]', 'page[size] must be from 1 to 50');
  const after = params.get('page[after]') || undefined;
  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    value: { fillStatus, ...(final !== null ? { isPayoutStatusFinal: final === 'true' } : {}), size, after },
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A switched-on fault (faults.ts) on an order route, in the order routes' own error format. */
export function orderFaultAnswer(action: 'error' | 'rate-limit', now: number): Response {
  const meta = { correlationId: `fault-${now}`, timestamp: new Date(now).toISOString() };
  return action === 'error'
    ? errorsAnswer([orderError('service-unavailable', 'Service temporarily unavailable (simulated fault)')], meta)
    : errorsAnswer([orderError('rate-limit-exceeded', 'Too many requests (simulated fault)')], meta, {
        'retry-after': '1',
      });
}
