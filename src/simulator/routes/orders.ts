// Limit orders (README "Limit orders"): POST/GET /v0/orders, GET /v0/orders/{id}, POST /v0/orders/{id}/cancel in
// the service's JSON:API form, funding an order (/_sim/deposit and generate/submit-intent with its deposit address:
// these handlers look first and pass anything else on), and the control endpoints that move its market and fills.
import { Hono, type Context, type Next } from 'hono';
import { GenerateIntentRequestSchema } from '../../api/intent-schemas.js';
import { usdValue } from '../../core/amounts.js';
import { fail, json, readJson, validate } from '../../api/wire.js';
import { makeTxHash } from '../chains.js';
import { MAX_SWAP_USD, MIN_SWAP_USD } from '../market.js';
import {
  ORDER_ERROR_STATUS,
  checkCreate,
  checkList,
  documentAnswer,
  errorsAnswer,
  orderError,
  type OrderErrorCode,
  type OrderErrorItem,
} from '../order-input.js';
import { OrderBook, parsePrice, quoteUnits, tokensOf, type OrderRecord, type Owner } from '../orders.js';
import { createRng, hashSeed, rngFor, uuid } from '../rng.js';
import type { SimulatorState } from '../state.js';
import { orderDepositRoutes } from './order-deposit.js';

/** The user a session token names: its JWT subject (or account id) [sim: not verified here, see README]. */
function sessionUser(token: string): string {
  try {
    const part = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
    const user = claims.sub ?? claims.accountId ?? claims.account_id;
    if (typeof user === 'string' && user) return user;
  } catch {
    // not a JWT: the token itself names the session
  }
  return `token:${token}`;
}

export function ordersRoutes(state: SimulatorState): Hono {
  const { seed, clock, market, auth } = state;
  const book = new OrderBook(seed, market);
  const correlation = createRng(hashSeed(seed, 'order-correlation'));
  let nextError: OrderErrorItem | undefined;

  const meta = () => ({ correlationId: uuid(correlation), timestamp: new Date(clock.now()).toISOString() });
  const errors = (...items: OrderErrorItem[]) =>
    errorsAnswer(items, meta(), items[0]?.code === 'rate-limit-exceeded' ? { 'retry-after': '1' } : {});

  /** The partner credential is X-API-Key (then a Bearer is the user's session) or a partner JWT as the Bearer. */
  async function ownerOf(headers: Headers): Promise<Owner | undefined> {
    const apiKey = headers.get('x-api-key')?.trim();
    const bearer = /^Bearer\s+(\S+)$/i.exec(headers.get('authorization')?.trim() ?? '')?.[1];
    const partner = apiKey
      ? await auth.partnerOf(new Headers({ 'x-api-key': apiKey }))
      : bearer
        ? await auth.partnerOf(new Headers({ authorization: `Bearer ${bearer}` }))
        : null;
    if (!partner || partner === 'invalid') return undefined;
    return { partner, user: apiKey && bearer ? sessionUser(bearer) : null };
  }

  /** The partner sees all its orders; a user's session only that user's. */
  const visible = (order: OrderRecord, owner: Owner) =>
    order.owner.partner === owner.partner && (owner.user === null || order.owner.user === owner.user);

  const apiBase = (url: string) => url.slice(0, url.indexOf('/v0/'));
  const resource = (order: OrderRecord, base: string, now: number) => ({
    type: 'orders',
    id: order.id,
    attributes: book.attributes(order, now),
    links: { self: `${base}/v0/orders/${order.id}` },
  });

  /** Every order route: a switched-on error first, then the credential, then the route itself. */
  function orderRoute(handler: (c: Context, owner: Owner, now: number) => Promise<Response> | Response) {
    return async (c: Context) => {
      const forced = nextError;
      nextError = undefined;
      if (forced) return errors(forced);
      try {
        const owner = await ownerOf(c.req.raw.headers);
        if (!owner) {
          return errors(orderError('authentication-required', 'Orders need the partner credential (X-API-Key)'));
        }
        const now = clock.now();
        book.step(now);
        return await handler(c, owner, now);
      } catch {
        return errors(orderError('internal-error'));
      }
    };
  }

  async function bodyOf(request: Request): Promise<unknown> {
    try {
      return await readJson(request);
    } catch (error) {
      return error instanceof Error ? error : undefined;
    }
  }

  const app = new Hono();

  app.post(
    '/v0/orders',
    orderRoute(async (c, owner, now) => {
      const body = await bodyOf(c.req.raw);
      if (body instanceof Error) return errors(orderError('malformed-request', body.message, ''));
      const checked = checkCreate(body, market, now);
      if (!checked.ok) return errors(...checked.errors);
      const input = checked.value;
      const { pay } = tokensOf(input);
      const paid = input.side === 'SELL' ? input.quantity : quoteUnits(input.quantity, input, true);
      const payUsd = Number(usdValue(paid, pay.decimals, market.price(pay.assetId, now)));
      if (payUsd < MIN_SWAP_USD) {
        return errors(orderError('order-rejected', `The order is worth less than the minimum of $${MIN_SWAP_USD}`));
      }
      if (payUsd > MAX_SWAP_USD) return errors(orderError('order-rejected', 'No liquidity for an order this large'));
      const order = book.create(input, owner, now);
      return documentAnswer({ data: resource(order, apiBase(c.req.url), now), meta: meta() }, 201);
    }),
  );

  app.get(
    '/v0/orders',
    orderRoute((c, owner, now) => {
      const url = new URL(c.req.url);
      const checked = checkList(url);
      if (!checked.ok) return errors(...checked.errors);
      const query = checked.value;
      const mine = book.all().filter((o) => visible(o, owner));
      let start = 0;
      if (query.after) {
        const at = mine.findIndex((o) => o.id === query.after);
        if (at < 0) return errors(orderError('validation-failed', 'page[after] is not a cursor of this list', '?page[after]')); // prettier-ignore
        start = at + 1;
      }
      const wanted = mine.slice(start).filter((o) => {
        const view = book.attributes(o, now);
        if (query.fillStatus.length && !query.fillStatus.includes(view.fillStatus as string)) return false;
        return query.isPayoutStatusFinal === undefined || view.isPayoutStatusFinal === query.isPayoutStatusFinal;
      });
      const page = wanted.slice(0, query.size);
      const last = page[page.length - 1];
      const nextCursor = wanted.length > query.size && last ? last.id : null;
      const base = apiBase(c.req.url);
      let next: string | null = null;
      if (nextCursor) {
        const params = new URLSearchParams(url.search);
        params.set('page[after]', nextCursor);
        next = `${base}/v0/orders?${params}`;
      }
      return documentAnswer({
        data: page.map((o) => resource(o, base, now)),
        links: { self: `${base}/v0/orders${url.search}`, next },
        meta: { ...meta(), page: { size: query.size, nextCursor } },
      });
    }),
  );

  const notFound = (id: string) => errors(orderError('order-not-found', `No order ${id}`, '?orderId'));

  app.get(
    '/v0/orders/:id',
    orderRoute((c, owner, now) => {
      const order = book.get(c.req.param('id') ?? '');
      if (!order || !visible(order, owner)) return notFound(c.req.param('id') ?? '');
      return documentAnswer({ data: resource(order, apiBase(c.req.url), now), meta: meta() });
    }),
  );

  app.post(
    '/v0/orders/:id/cancel',
    orderRoute((c, owner, now) => {
      const order = book.get(c.req.param('id') ?? '');
      if (!order || !visible(order, owner)) return notFound(c.req.param('id') ?? '');
      const refused = book.cancel(order, now);
      if (refused) return errors(orderError('request-rejected', refused));
      return documentAnswer({ data: resource(order, apiBase(c.req.url), now), meta: meta() }, 202);
    }),
  );
  app.route('/', fundingRoutes({ state, book, resource, apiBase }));
  app.route('/', orderDepositRoutes(state, book));
  app.route(
    '/',
    controlRoutes({ state, book, resource, apiBase }, (error) => (nextError = error)),
  );
  return app;
}

/** What the funding and control routes share with the order routes. */
interface Shared {
  state: SimulatorState;
  book: OrderBook;
  resource(order: OrderRecord, base: string, now: number): unknown;
  apiBase(url: string): string;
}

/** Funding: these look at the body first and leave anything that is not an order's to the swap routes. */
function fundingRoutes({ state, book, resource, apiBase }: Shared): Hono {
  const { seed, clock, auth, ledger } = state;
  let intentCount = 0;
  const app = new Hono();
  const peek = async (c: Context) => {
    try {
      return (await c.req.raw.clone().json()) as Record<string, unknown>;
    } catch {
      return {};
    }
  };

  app.post('/_sim/deposit', async (c, next: Next) => {
    const body = await peek(c);
    const order =
      typeof body.depositAddress === 'string'
        ? book.findByAddress(body.depositAddress, typeof body.memo === 'string' ? body.memo : undefined)
        : undefined;
    if (!order) return next();
    if (typeof body.amount !== 'string' || !/^[1-9]\d*$/.test(body.amount)) {
      return fail(400, 'amount must be a positive integer string in smallest units');
    }
    if (body.asset !== undefined && body.asset !== tokensOf(order).pay.assetId) {
      return fail(400, `The order takes ${tokensOf(order).pay.assetId} only`);
    }
    const now = clock.now();
    const refused = book.deposit(
      order,
      {
        amount: BigInt(body.amount),
        ...(typeof body.txHash === 'string' ? { txHash: body.txHash } : {}),
        ...(typeof body.sender === 'string' ? { sender: body.sender } : {}),
      },
      now,
    );
    if (refused) return fail(400, refused);
    return documentAnswer({ data: resource(order, apiBase(c.req.url.replace('/_sim/', '/v0/')), now) });
  });

  app.post('/v0/generate-intent', async (c, next: Next) => {
    const body = await peek(c);
    const order = typeof body.depositAddress === 'string' ? book.findByAddress(body.depositAddress) : undefined;
    if (!order) return next();
    if ((await auth.partnerOf(c.req.raw.headers)) === 'invalid') return fail(401, 'Unauthorized');
    const req = validate(GenerateIntentRequestSchema, await readJson(c.req.raw));
    const now = clock.now();
    const refused = notFundable(order, now);
    if (refused) return fail(400, refused);
    const { pay, get } = tokensOf(order);
    const rng = rngFor(seed, `order-intent:${intentCount++}`);
    const intent = ledger.generate(
      req,
      {
        depositAddress: order.depositAddress,
        depositType: order.depositType,
        originAsset: pay.assetId,
        // Each call covers what is still unfunded (CONTRACT.md).
        amountIn: book.unfunded(order),
        destinationAsset: get.assetId,
        amountOut: order.side === 'SELL' ? order.limitAmount : order.quantity,
        deadline: order.deadline,
      },
      rng,
    );
    if (typeof intent === 'string') return fail(400, intent);
    return json({ intent: { standard: intent.standard, payload: intent.payload }, correlationId: uuid(rng) });
  });

  app.post('/v0/submit-intent', async (c, next: Next) => {
    const body = await peek(c);
    const now = clock.now();
    const signed = body.signedData as Parameters<typeof ledger.check>[0] | undefined;
    const intent = signed && typeof signed === 'object' ? ledger.check(signed, now) : undefined;
    const order = intent && typeof intent !== 'string' ? book.findByAddress(intent.depositAddress) : undefined;
    if (!order || !intent || typeof intent === 'string' || !signed) return next();
    if ((await auth.partnerOf(c.req.raw.headers)) === 'invalid') return fail(401, 'Unauthorized');
    const refused = notFundable(order, now);
    if (refused) return fail(400, refused);
    const intentHash = ledger.execute(signed, intent);
    const rng = rngFor(seed, `order-intent-hash:${intentHash}`);
    book.deposit(order, { amount: intent.amount, txHash: makeTxHash('near', rng), sender: intent.signerId, chain: 'near' }, now); // prettier-ignore
    return json({ intentHash, correlationId: uuid(rng) });
  });

  function notFundable(order: OrderRecord, now: number): string | undefined {
    if (order.depositType !== 'INTENTS') {
      return `Order with depositType ${order.depositType} is not funded by an intent: only INTENTS orders are`;
    }
    book.stepOne(order, now);
    const status = book.fillStatus(order, now);
    if (status !== 'AWAITING_DEPOSIT') return `Order is not awaiting a deposit (fillStatus ${status})`;
    return undefined;
  }

  return app;
}

/** The control endpoints (README "Limit orders"): the market price, a fill now, the next order request's error. */
function controlRoutes(
  { state, book, resource, apiBase }: Shared,
  setNextError: (error: OrderErrorItem) => void,
): Hono {
  const { clock, market } = state;
  const app = new Hono();
  app.post('/_sim/market/price', async (c) => {
    const body = (await readJson(c.req.raw)) as Record<string, unknown>;
    const base = typeof body.base === 'string' ? market.token(body.base) : undefined;
    const quote = typeof body.quote === 'string' ? market.token(body.quote) : undefined;
    const price = typeof body.price === 'string' ? parsePrice(body.price) : undefined;
    if (!base || !quote || base === quote) return fail(400, 'base and quote must be two assetIds of the token list');
    if (!price) return fail(400, 'price must be a positive decimal string (quote per one base)');
    const now = clock.now();
    // The orders reach now at the old prices; from now on the base trades at the price.
    book.step(now);
    market.pin(base.assetId, quote.assetId, Number(price.num) / Number(price.den), now);
    book.retrigger(now);
    return json({ base: base.assetId, quote: quote.assetId, price: book.marketPrice({ base, quote }, now) });
  });
  app.get('/_sim/market/price', (c) => {
    const url = new URL(c.req.url);
    const base = market.token(url.searchParams.get('base') ?? '');
    const quote = market.token(url.searchParams.get('quote') ?? '');
    if (!base || !quote) return fail(400, 'base and quote must be two assetIds of the token list');
    return json({ base: base.assetId, quote: quote.assetId, price: book.marketPrice({ base, quote }, clock.now()) });
  });
  app.post('/_sim/orders/fill', async (c) => {
    const body = (await readJson(c.req.raw)) as Record<string, unknown>;
    const order = typeof body.orderId === 'string' ? book.get(body.orderId) : undefined;
    if (!order) return fail(404, 'Order not found');
    if (typeof body.quantity !== 'string' || !/^[1-9]\d*$/.test(body.quantity)) {
      return fail(400, 'quantity must be a positive integer string in smallest units of the base');
    }
    const now = clock.now();
    const refused = book.fillNow(order, BigInt(body.quantity), now);
    if (refused) return fail(400, refused);
    return documentAnswer({ data: resource(order, apiBase(c.req.url.replace('/_sim/', '/v0/')), now) });
  });
  app.post('/_sim/orders/next-error', async (c) => {
    const body = (await readJson(c.req.raw)) as Record<string, unknown>;
    const code = body.code as OrderErrorCode;
    if (typeof code !== 'string' || !(code in ORDER_ERROR_STATUS)) {
      return fail(400, `code must be one of ${Object.keys(ORDER_ERROR_STATUS).join(', ')}`);
    }
    const at = typeof body.attribute === 'string' ? body.attribute : undefined;
    const error = orderError(code, typeof body.detail === 'string' ? body.detail : undefined, at);
    setNextError(error);
    return json({ next: error });
  });
  return app;
}
