// Limit orders through the gateway (README "Limit orders"): the order routes with the partner credential, which the
// page never holds, each order bound to its owner. The credential sees every order of the partner, so the gateway
// lets a visitor list, read and cancel only their own: by the user's session (the account sign-in's Bearer,
// forwarded beside an X-API-Key credential) where there is one, else by an ownership record kept in the shared state
// under a per-visitor id the gateway issues in an HttpOnly cookie. Errors are the order routes' JSON:API form.
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { ORDER_FILL_STATUSES, OrderRequestSchema, OrderResourceSchema } from '../../api/order-schemas.js';
import { parseJson } from '../../api/client.js';
import type { GatewayContext } from '../context.js';
import { body as readBody, fingerprint, JSON_TYPE } from '../http.js';
import { VisitorQuotas } from '../quotas.js';
import { relay, send, upstreamOr } from '../upstream.js';

const SERVICE = 'The order service';
export const VISITOR_COOKIE = 'swap_visitor';
const VISITOR_DAYS = 400;
/** The orders one visitor's index keeps (newest first): the list reads each through the service. */
const INDEX_MAX = 200;

/** The order routes the guard lets through: their name (logs, metrics), path and methods. */
const ORDER_ROUTES = [
  { name: '/v0/orders', pattern: /^\/v0\/orders$/, methods: ['GET', 'POST'] },
  { name: '/v0/orders/{id}', pattern: /^\/v0\/orders\/[A-Za-z0-9_-]{1,100}$/, methods: ['GET'] },
  { name: '/v0/orders/{id}/cancel', pattern: /^\/v0\/orders\/[A-Za-z0-9_-]{1,100}\/cancel$/, methods: ['POST'] },
];
export const orderRoute = (path: string) => ORDER_ROUTES.find((r) => r.pattern.test(path));

type ErrorItem = { status: string; code: string; title: string; detail?: string; source?: Record<string, string> };

const errors = (status: number, items: Omit<ErrorItem, 'status'>[], headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ errors: items.map((e) => ({ status: String(status), ...e })) }), {
    status,
    headers: { ...JSON_TYPE, ...headers },
  });
const notFound = () => errors(404, [{ code: 'order-not-found', title: 'Order not found' }]);

export function orderRoutes(ctx: GatewayContext): Hono {
  const { config, now, state } = ctx;
  const writes = new VisitorQuotas({ perMinute: config.submitsPerMinute, burst: config.submitBurst }, now);
  const reads = new VisitorQuotas({ perMinute: config.quotesPerMinute, burst: config.quoteBurst }, now);
  const app = new Hono();

  /** The visitor's id from the cookie, or a new one (set on the answer by `answer`). */
  function visitorOf(c: Context): { id: string; fresh: boolean } {
    const cookie = c.req.header('cookie') ?? '';
    const id = new RegExp(`(?:^|;\\s*)${VISITOR_COOKIE}=([A-Za-z0-9_-]{43})(?:;|$)`).exec(cookie)?.[1];
    if (id) return { id, fresh: false };
    const bytes = crypto.getRandomValues(new Uint8Array(32));
    return { id: btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''), fresh: true }; // prettier-ignore
  }

  /** The owner's name in the shared state: a hash of the visitor id (the id itself is never stored or logged). */
  const ownerKey = (visitor: string) => fingerprint(`swap-elements-gateway orders\u0000${visitor}`, 16);

  /** The user's session, forwarded only beside an X-API-Key credential (a partner JWT takes the Bearer itself). */
  function sessionOf(c: Context): string | undefined {
    const bearer = /^Bearer\s+(\S{1,4096})$/i.exec(c.req.header('authorization')?.trim() ?? '')?.[1];
    return bearer && config.credential?.scheme === 'api-key' ? bearer : undefined;
  }

  function limited(quotas: VisitorQuotas, c: Context): Response | undefined {
    const wait = quotas.take(ctx.clientAddress(c.req.raw, c.env) ?? 'unknown');
    if (wait <= 0) return undefined;
    ctx.metrics.quotaRejections.inc({ kind: 'orders' });
    const seconds = String(Math.max(1, Math.ceil(wait / 1000)));
    return errors(429, [{ code: 'rate-limit-exceeded', title: 'Rate limit exceeded', detail: `Try again in ${seconds} s.` }], { 'retry-after': seconds }); // prettier-ignore
  }

  const upstream = (session: string | undefined, path: string, body?: unknown) =>
    send(ctx, 'swap', 'orders', `${config.swapUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(session ? { headers: { authorization: `Bearer ${session}` } } : {}),
    });

  /** The service's answer to the page: JSON:API errors pass as they are; a refused session stays a 401 of its own. */
  function pass(answer: Awaited<ReturnType<typeof send>>, session: string | undefined): Response {
    if (session && (answer.status === 401 || answer.status === 403)) {
      return new Response(answer.body, { status: answer.status, headers: JSON_TYPE });
    }
    return relay(ctx, answer, SERVICE);
  }

  /** Every order route: the credential is there, the quota allows it, and the answer carries the visitor cookie. */
  function route(quotas: VisitorQuotas, handler: (c: Context, owner: string, session?: string) => Promise<Response>) {
    return async (c: Context) => {
      if (!config.credential) {
        return errors(401, [{ code: 'authentication-required', title: 'Authentication required', detail: 'Orders need the partner credential, which this gateway does not have.' }]); // prettier-ignore
      }
      const refused = limited(quotas, c);
      if (refused) return refused;
      const visitor = visitorOf(c);
      const response = await upstreamOr(ctx, SERVICE, async () => handler(c, await ownerKey(visitor.id), sessionOf(c)));
      if (!visitor.fresh) return response;
      const answer = new Response(response.body, response);
      const maxAge = VISITOR_DAYS * 86_400;
      // Lax keeps other sites' pages from using it; None (CROSS_SITE_COOKIE) lets the named ones (guard.ts) send it.
      const site = config.crossSiteCookie ? 'None' : 'Lax';
      answer.headers.append('set-cookie', `${VISITOR_COOKIE}=${visitor.id}; Path=/; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=${site}`); // prettier-ignore
      return answer;
    };
  }

  const owns = async (owner: string, id: string) => (await state.getCached(`order-owner:${id}`))?.body === owner;
  const keep = (key: string, body: string) =>
    state.setCached(key, { status: 200, body, fetchedAt: now() }, VISITOR_DAYS * 86_400_000);
  async function indexOf(owner: string): Promise<string[]> {
    const ids = parseJson((await state.getCached(`order-index:${owner}`))?.body ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  }

  app.post(
    '/v0/orders',
    route(writes, async (c, owner, session) => {
      const document = await readBody(ctx, c);
      const checked = checkDocument(document);
      if (checked instanceof Response) return checked;
      // The partner's terms, whatever the page sent (as on quotes).
      if (config.appFees) checked.appFees = config.appFees;
      const answer = await upstream(session, '/v0/orders', {
        data: { type: 'orders', attributes: { orderType: 'LIMIT', ...checked } },
      });
      const created = z.safeParse(z.looseObject({ data: OrderResourceSchema }), parseJson(answer.body));
      if (answer.status >= 200 && answer.status < 300 && created.success) {
        const id = created.data.data.id;
        await keep(`order-owner:${id}`, owner);
        await keep(`order-index:${owner}`, JSON.stringify([id, ...(await indexOf(owner))].slice(0, INDEX_MAX)));
      }
      return pass(answer, session);
    }),
  );

  app.get(
    '/v0/orders/:id',
    route(reads, async (c, owner, session) => {
      const id = c.req.param('id') ?? '';
      if (!session && !(await owns(owner, id))) return notFound();
      return pass(await upstream(session, `/v0/orders/${id}`), session);
    }),
  );

  app.post(
    '/v0/orders/:id/cancel',
    route(writes, async (c, owner, session) => {
      const id = c.req.param('id') ?? '';
      if (!session && !(await owns(owner, id))) return notFound();
      return pass(await upstream(session, `/v0/orders/${id}/cancel`, {}), session);
    }),
  );

  app.get(
    '/v0/orders',
    route(reads, async (c, owner, session) => {
      const query = checkList(new URL(c.req.url));
      if (query instanceof Response) return query;
      if (session) return pass(await upstream(session, `/v0/orders?${query.search}`), session);
      // No session: the visitor's own orders, from the index, each read through the service.
      const ids = await indexOf(owner);
      let start = 0;
      if (query.after) {
        start = ids.indexOf(query.after) + 1;
        if (start === 0) {
          return errors(400, [{ code: 'validation-failed', title: 'Validation failed', detail: 'page[after] is not a cursor of this list', source: { parameter: 'page[after]' } }]); // prettier-ignore
        }
      }
      const page: unknown[] = [];
      let nextCursor: string | null = null;
      for (const id of ids.slice(start)) {
        const answer = await upstream(undefined, `/v0/orders/${id}`);
        if (answer.status === 404) continue;
        if (answer.status !== 200) return pass(answer, undefined);
        const resource = z.safeParse(z.looseObject({ data: OrderResourceSchema }), parseJson(answer.body));
        if (!resource.success) continue;
        const a = resource.data.data.attributes;
        if (query.fillStatus.length && !query.fillStatus.includes(a.fillStatus)) continue;
        if (query.final !== undefined && a.isPayoutStatusFinal !== query.final) continue;
        if (page.length === query.size) {
          nextCursor = (page[page.length - 1] as { id: string }).id;
          break;
        }
        page.push(resource.data.data);
      }
      return new Response(
        JSON.stringify({ data: page, links: { next: null }, meta: { page: { size: query.size, nextCursor } } }),
        { headers: JSON_TYPE },
      );
    }),
  );

  return app;
}

/** A create document checked with the client's own schema: the attributes to send, or the JSON:API refusal. */
function checkDocument(document: unknown): z.infer<typeof OrderRequestSchema> | Response {
  const data = (document as { data?: unknown } | undefined)?.data as Record<string, unknown> | undefined;
  if (!data || typeof data !== 'object') {
    return errors(400, [{ code: 'malformed-request', title: 'Malformed request', source: { pointer: '/data' } }]);
  }
  if (data.type !== 'orders') {
    return errors(409, [{ code: 'resource-type-mismatch', title: 'Resource type mismatch', source: { pointer: '/data/type' } }]); // prettier-ignore
  }
  if (data.id !== undefined) {
    return errors(403, [{ code: 'client-generated-id', title: 'Client-generated ids are not supported', source: { pointer: '/data/id' } }]); // prettier-ignore
  }
  const { orderType, ...attributes } = (data.attributes ?? {}) as Record<string, unknown>;
  const parsed = z.safeParse(OrderRequestSchema, attributes);
  if (parsed.success && (orderType === undefined || orderType === 'LIMIT')) return parsed.data;
  const issues = parsed.success ? [] : parsed.error.issues;
  const items = issues.map((issue) => {
    const field = issue.code === 'unrecognized_keys' ? issue.keys[0] : issue.path[0];
    return {
      code: 'validation-failed',
      title: 'Validation failed',
      detail: issue.message,
      source: { pointer: `/data/attributes/${String(field ?? '')}` },
    };
  });
  if (orderType !== undefined && orderType !== 'LIMIT') {
    items.push({ code: 'validation-failed', title: 'Validation failed', detail: 'orderType must be LIMIT', source: { pointer: '/data/attributes/orderType' } }); // prettier-ignore
  }
  // One error per attribute: the first thing wrong with it.
  return errors(
    400,
    items.filter((item, i) => items.findIndex((e) => e.source.pointer === item.source.pointer) === i),
  );
}

/** The list query checked and rebuilt (only the known parameters go upstream). */
function checkList(url: URL) {
  const p = url.searchParams;
  const fillStatus = p
    .getAll('filter[fillStatus]')
    .flatMap((v) => v.split(','))
    .filter(Boolean);
  const final = p.get('filter[isPayoutStatusFinal]');
  const size = Number(p.get('page[size]') ?? '50');
  const after = p.get('page[after]') ?? undefined;
  const bad = (parameter: string, detail: string) =>
    errors(400, [{ code: 'validation-failed', title: 'Validation failed', detail, source: { parameter } }]);
  if (fillStatus.some((s) => !(ORDER_FILL_STATUSES as readonly string[]).includes(s))) {
    return bad('filter[fillStatus]', 'filter[fillStatus] takes the fill statuses');
  }
  if (final !== null && final !== 'true' && final !== 'false') return bad('filter[isPayoutStatusFinal]', 'true or false'); // prettier-ignore
  if (!Number.isInteger(size) || size < 1 || size > 50) return bad('page[size]', 'page[size] is 1 to 50');
  if (after !== undefined && !/^[A-Za-z0-9_-]{1,100}$/.test(after)) return bad('page[after]', 'not a cursor');
  const search = new URLSearchParams();
  for (const s of fillStatus) search.append('filter[fillStatus]', s);
  if (final !== null) search.set('filter[isPayoutStatusFinal]', final);
  search.set('page[size]', String(size));
  if (after) search.set('page[after]', after);
  return { fillStatus, final: final === null ? undefined : final === 'true', size, after, search: search.toString() };
}
