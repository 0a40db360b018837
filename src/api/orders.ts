// The client's limit-order calls (CONTRACT.md "Limit orders"): createOrder, getOrder, listOrders, cancelOrder, sent
// in the service's JSON:API form with a client's settings and sender (`createOrder(client, request)`). An element
// imports this module when it needs orders, so the page's first download carries none of it. The order routes answer
// errors in their own format; each becomes an OrderError carrying the service's `code`.
import type { CallOptions, ClientCore, SwapClient } from './client.js';
import { SwapApiError, type SwapApiErrorKind } from './errors.js';
import {
  OrderDocumentSchema,
  OrderErrorsSchema,
  OrderListQuerySchema,
  OrderListSchema,
  OrderRequestSchema,
  type OrderAttributes,
  type OrderErrorItem,
  type OrderListQuery,
  type OrderRequest,
} from './order-schemas.js';
import * as z from 'zod/mini';

/** An order as the client hands it over: the resource's id beside its attributes. */
export type Order = OrderAttributes & { id: string };

export interface OrderPage {
  orders: Order[];
  /** Pass as `after` for the next page; null on the last one. */
  nextCursor: string | null;
}

export interface OrderCallOptions extends CallOptions {
  /**
   * The user's session token (the account sign-in), sent as `Authorization: Bearer`: the service binds the order to
   * that user and lists only theirs. Needs the partner credential as `apiKey` (or a gateway), never `token`.
   */
  session?: string;
}

/**
 * An answer of an order route in its error format: `code` is the service's (`validation-failed`, `order-rejected`,
 * `rate-limit-exceeded`...), `pointer` the JSON pointer of the field at fault (`/data/attributes/price`) and `field` its
 * attribute name, `parameter` a query parameter at fault, `retryAfter` the seconds a 429 asks to wait. The kind follows
 * the status as for every call (401 `unauthorized`, 404 `not-found`, 429 `rate-limited`, other 4xx and 5xx `http`).
 */
export class OrderError extends SwapApiError {
  readonly code: string;
  readonly title?: string;
  readonly detail?: string;
  readonly pointer?: string;
  readonly field?: string;
  readonly parameter?: string;
  readonly retryAfter?: number;
  readonly correlationId?: string;
  /** Every error of the answer (a validation can name several fields). */
  readonly errors: OrderErrorItem[];

  constructor(status: number, errors: OrderErrorItem[], options: { retryAfterMs?: number; correlationId?: string }) {
    const first = errors[0] ?? { code: 'internal-error' };
    const said = first.detail || first.title || first.code;
    super(kindOf(status), `The order service answered ${status} ${first.code}: ${said}`, {
      status,
      serverMessage: first.detail ?? first.title ?? undefined,
      retryAfterMs: options.retryAfterMs,
    });
    this.code = first.code;
    this.title = first.title ?? undefined;
    this.detail = first.detail ?? undefined;
    this.pointer = first.source?.pointer ?? undefined;
    this.field = /^\/data\/attributes\/(.+)$/.exec(this.pointer ?? '')?.[1];
    this.parameter = first.source?.parameter ?? undefined;
    this.retryAfter = options.retryAfterMs === undefined ? undefined : Math.ceil(options.retryAfterMs / 1000);
    this.correlationId = options.correlationId;
    this.errors = errors;
  }
}

function kindOf(status: number): SwapApiErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 404) return 'not-found';
  if (status === 429) return 'rate-limited';
  return 'http';
}

/** An answer in the order routes' error format as an OrderError; anything else is left to the usual errors. */
function orderFailure(response: Response, body: unknown): SwapApiError | undefined {
  const parsed = z.safeParse(OrderErrorsSchema, body);
  if (!parsed.success || parsed.data.errors.length === 0) return undefined;
  const header = response.headers.get('retry-after');
  const seconds = header !== null && /^\d+(\.\d+)?$/.test(header.trim()) ? Number(header) : undefined;
  return new OrderError(response.status, parsed.data.errors, {
    retryAfterMs: seconds === undefined ? undefined : seconds * 1000,
    correlationId: parsed.data.meta?.correlationId ?? undefined,
  });
}

function sessionHeaders(core: ClientCore, options: OrderCallOptions): Record<string, string> {
  if (!options.session) return {};
  // A partner JWT travels as the Bearer too: with a session there would be two credentials in one header.
  if (core.token) {
    throw new SwapApiError(
      'invalid-request',
      'A user session needs the partner credential as apiKey (X-API-Key), not as a Bearer token.',
    );
  }
  return { authorization: `Bearer ${options.session}` };
}

/**
 * 'include' for a gateway on another origin: it binds orders to its HttpOnly visitor cookie, which a cross-origin
 * fetch sends only when asked (the gateway answers with the page's exact origin and Access-Control-Allow-Credentials).
 * Same origin sends it anyway; a client holding the partner credential talks to the service itself (no cookie).
 */
export function orderCredentials(core: ClientCore): RequestCredentials | undefined {
  const page = globalThis.location?.origin;
  if (core.apiKey || core.token || !page || page === 'null') return undefined;
  try {
    return new URL(core.baseUrl, page).origin === page ? undefined : 'include';
  } catch {
    return undefined;
  }
}

const flat = (resource: { id: string; attributes: OrderAttributes }): Order => ({
  ...resource.attributes,
  id: resource.id,
});

/** Sends an order (`POST /v0/orders`): never retried (a second order is a second order). */
export async function createOrder(
  { core }: Pick<SwapClient, 'core'>,
  request: OrderRequest,
  options: OrderCallOptions = {},
): Promise<Order> {
  const attributes = core.validate(OrderRequestSchema, request, 'order');
  const document = await core.send({
    url: `${core.baseUrl}/v0/orders`,
    method: 'POST',
    body: { data: { type: 'orders', attributes: { orderType: 'LIMIT', ...attributes } } },
    schema: OrderDocumentSchema,
    signal: options.signal,
    retry: false,
    headers: sessionHeaders(core, options),
    failure: orderFailure,
    credentials: orderCredentials(core),
  });
  return flat(document.data);
}

export async function getOrder(
  { core }: Pick<SwapClient, 'core'>,
  id: string,
  options: OrderCallOptions = {},
): Promise<Order> {
  if (!id.trim()) throw new SwapApiError('invalid-request', 'The order was not read: an order id is required.');
  const document = await core.send({
    url: `${core.baseUrl}/v0/orders/${encodeURIComponent(id)}`,
    schema: OrderDocumentSchema,
    signal: options.signal,
    retry: true,
    headers: sessionHeaders(core, options),
    failure: orderFailure,
    credentials: orderCredentials(core),
  });
  return flat(document.data);
}

/** Asks the service to cancel (it answers PENDING_CANCEL; CANCELED follows). Sent once. */
export async function cancelOrder(
  { core }: Pick<SwapClient, 'core'>,
  id: string,
  options: OrderCallOptions = {},
): Promise<Order> {
  if (!id.trim()) throw new SwapApiError('invalid-request', 'The order was not canceled: an order id is required.');
  const document = await core.send({
    url: `${core.baseUrl}/v0/orders/${encodeURIComponent(id)}/cancel`,
    method: 'POST',
    body: {},
    schema: OrderDocumentSchema,
    signal: options.signal,
    retry: false,
    headers: sessionHeaders(core, options),
    failure: orderFailure,
    credentials: orderCredentials(core),
  });
  return flat(document.data);
}

export async function listOrders(
  { core }: Pick<SwapClient, 'core'>,
  query: OrderListQuery = {},
  options: OrderCallOptions = {},
): Promise<OrderPage> {
  const q = core.validate(OrderListQuerySchema, query, 'order list request');
  const params = new URLSearchParams();
  for (const status of q.fillStatus ?? []) params.append('filter[fillStatus]', status);
  if (q.isPayoutStatusFinal !== undefined) params.set('filter[isPayoutStatusFinal]', String(q.isPayoutStatusFinal));
  if (q.pageSize !== undefined) params.set('page[size]', String(q.pageSize));
  if (q.after) params.set('page[after]', q.after);
  const search = params.toString();
  const list = await core.send({
    url: `${core.baseUrl}/v0/orders${search ? `?${search}` : ''}`,
    schema: OrderListSchema,
    signal: options.signal,
    retry: true,
    headers: sessionHeaders(core, options),
    failure: orderFailure,
    credentials: orderCredentials(core),
  });
  return { orders: list.data.map(flat), nextCursor: cursorOf(list) };
}

/** The next page's cursor: meta.page.nextCursor, else the `page[after]` of links.next. */
function cursorOf(list: z.infer<typeof OrderListSchema>): string | null {
  const stated = list.meta?.page?.nextCursor;
  if (stated) return stated;
  const next = list.links?.next;
  if (!next) return null;
  try {
    return new URL(next, 'http://x').searchParams.get('page[after]') || null;
  } catch {
    return null;
  }
}
