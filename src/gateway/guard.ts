// What every request passes before any route: the route and method are known, the origin is allowed, no credential
// comes from the page. It also adds the CORS headers and writes the request's log line and metric.
import type { MiddlewareHandler } from 'hono';
import { ORIGIN_REFUSED_CODE } from '../api/errors.js';
import type { GatewayContext } from './context.js';
import { JSON_TYPE, message } from './http.js';
import { orderRoute } from './routes/orders.js';
import { horizonRoute } from './routes/horizon.js';

/** The routes the elements use: path → allowed method. Anything else is 404 or 405. */
const ROUTES: Record<string, 'GET' | 'POST'> = {
  '/v0/tokens': 'GET',
  '/v0/quote': 'POST',
  '/v0/deposit/submit': 'POST',
  '/v0/generate-intent': 'POST',
  '/v0/submit-intent': 'POST',
  '/v0/status': 'GET',
  '/v0/any-input/withdrawals': 'GET',
  '/v0/auth/authenticate': 'POST',
  '/v0/auth/refresh': 'POST',
  '/v0/account/balances': 'GET',
  '/v0/account/history': 'GET',
  '/explorer/v0/transactions-pages': 'GET',
  '/explorer/v0/transactions': 'GET',
  '/rpc/solana': 'POST',
  '/rpc/near': 'POST',
  '/rpc/ton': 'POST',
  '/rpc/sui': 'POST',
  '/rpc/starknet': 'POST',
  '/rpc/aptos/view': 'POST',
  '/rpc/movement/view': 'POST',
  '/healthz': 'GET',
  '/metrics': 'GET',
};

/**
 * The end user's session routes (routes/account.ts): the visitor's own Authorization (their session token) is theirs
 * to send here, and the route forwards only that; the partner credential never goes with it.
 */
const USER_ROUTES = new Set([
  '/v0/auth/authenticate',
  '/v0/auth/refresh',
  '/v0/account/balances',
  '/v0/account/history',
]);

/**
 * The answer to a page from an origin not in ALLOWED_ORIGINS: the sentence for people, and `code` and `origin` for
 * the elements to word it themselves. Readable by that page (its own origin allowed), so its integrator sees why
 * instead of "could not be reached"; it holds nothing else.
 */
const originRefusal = (origin: string) =>
  new Response(
    JSON.stringify({
      message: `This gateway does not serve pages from ${origin}. Add it to ALLOWED_ORIGINS.`,
      code: ORIGIN_REFUSED_CODE,
      origin,
    }),
    { status: 403, headers: { ...JSON_TYPE, 'access-control-allow-origin': origin } },
  );

export function guard({ config, metrics, now, log }: GatewayContext): MiddlewareHandler {
  function originAllowed(origin: string | undefined, own: string) {
    if (!origin || origin === own) return true;
    return config.allowedOrigins.includes('*') || config.allowedOrigins.includes(origin);
  }

  return async (c, next) => {
    const started = now();
    const url = new URL(c.req.url);
    const path = url.pathname.replace(/\/+$/, '') || '/';
    // The order routes have ids in their paths and two methods on one: named by their pattern (routes/orders.ts).
    const order = orderRoute(path);
    const horizon = horizonRoute(path); // routes/horizon.ts: /rpc/stellar/accounts/{id}, /rpc/stellar/transactions
    const route = ROUTES[path] ? path : (order ?? horizon)?.name;
    const methods = ROUTES[path] ? [ROUTES[path]] : ((order ?? horizon)?.methods ?? []);
    const origin = c.req.header('origin');
    const allowed = originAllowed(origin, url.origin);
    let response: Response;
    if (origin && !allowed) {
      response = originRefusal(origin);
    } else if (c.req.method === 'OPTIONS') {
      response = route ? new Response(null, { status: 204 }) : message(404, `This gateway has no route ${path}.`);
    } else if (!route) {
      response = message(404, `This gateway has no route ${path}. It serves ${Object.keys(ROUTES).join(', ')}.`);
    } else if (!methods.includes(c.req.method) && !(c.req.method === 'HEAD' && methods.includes('GET'))) {
      response = message(405, `${path} takes ${methods.join(', ')}, not ${c.req.method}.`, {
        allow: methods.join(', '),
      });
    } else if (!USER_ROUTES.has(path) && ((c.req.header('authorization') && !order) || c.req.header('x-api-key'))) {
      // The account's routes take the user's session; an order route takes it as the Bearer (forwarded beside the
      // partner's X-API-Key). Nowhere else may the page send a credential.
      response = message(
        400,
        'This gateway adds the partner credential itself: the page must not send Authorization or X-API-Key.',
      );
    } else {
      await next();
      response = c.res;
    }
    if (origin && allowed) {
      response = new Response(response.body, response);
      const h = response.headers;
      // The order routes' visitor cookie goes only to origins listed by name (with '*', any page could read orders).
      const named = order !== undefined && config.allowedOrigins.includes(origin);
      h.set('access-control-allow-origin', config.allowedOrigins.includes('*') && !named ? '*' : origin);
      if (named) h.set('access-control-allow-credentials', 'true');
      h.append('vary', 'Origin');
      h.set('access-control-expose-headers', 'retry-after, age, etag, x-cache, x-partner-credential');
      if (c.req.method === 'OPTIONS') {
        h.set('access-control-allow-methods', 'GET, POST, OPTIONS');
        h.set(
          'access-control-allow-headers',
          `content-type, if-none-match${USER_ROUTES.has(path) || order ? ', authorization' : ''}`,
        );
        h.set('access-control-max-age', '600');
      }
    }
    c.res = response;
    metrics.requests.inc({ route: route ?? 'other', status: String(response.status) });
    log({
      level: 'info',
      message: 'request',
      method: c.req.method,
      route: route ?? 'other',
      status: response.status,
      ms: now() - started,
      cache: response.headers.get('x-cache') ?? undefined,
    });
  };
}
