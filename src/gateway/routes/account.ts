// The end user's session and account (issue 49): /v0/auth/authenticate and /v0/auth/refresh (no credential at all),
// /v0/account/balances and /v0/account/history (the visitor's own session token, from their Authorization header).
// The partner credential never goes with these: the service binds them to the user, and a partner key beside a
// user's token would lend the partner's standing to whoever holds the token. Bodies and queries are checked and
// rebuilt like every other route's, each visitor has quotas, answers are never cached, and no token is ever logged
// (the guard's line names the route and status only; nothing here logs).
import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import { parseJson } from '../../api/client.js';
import { SignedIntentSchema } from '../../api/intent-schemas.js';
import { ASSET_ID } from '../../api/schema-parts.js';
import { validate } from '../../api/wire.js';
import type { GatewayContext } from '../context.js';
import type { UpstreamAnswer } from '../explorer-share.js';
import { GatewayError, JSON_TYPE, body, message, quota } from '../http.js';
import { VisitorQuotas } from '../quotas.js';
import { send, upstreamOr } from '../upstream.js';

const SERVICE = 'The swap service';
/** A session token as the service writes it (a JWT), bounded: anything else is not forwarded. */
const BEARER = /^Bearer\s+([A-Za-z0-9._~+/=-]{1,4096})$/i;
const MAX_TOKEN_IDS = 500;
const MAX_TEXT = 512;
const HISTORY_STATUSES = ['PENDING_DEPOSIT', 'INCOMPLETE_DEPOSIT', 'PROCESSING', 'SUCCESS', 'REFUNDED', 'FAILED'];
const TYPES = ['ORIGIN_CHAIN', 'DESTINATION_CHAIN', 'INTENTS', 'CONFIDENTIAL_INTENTS', 'null'];
const HISTORY_TEXT = ['prevCursor', 'nextCursor', 'limit', 'depositAddress', 'depositMemo', 'search'] as const;
const HISTORY_LISTS = ['status', 'depositType', 'recipientType', 'refundType'] as const;

const AuthenticateSchema = z.strictObject({ signedData: SignedIntentSchema });
const RefreshSchema = z.strictObject({
  refreshToken: z.string().check(z.minLength(1, 'refreshToken is required.'), z.maxLength(4096)),
});

/** The service's answer as it came for the visitor's own session: 401 and 403 are theirs (sign in again, invite). */
function relayUser(ctx: GatewayContext, answer: UpstreamAnswer): Response {
  if (answer.status >= 500 || (answer.status >= 300 && answer.status < 400))
    return message(502, `${SERVICE} answered ${answer.status}. Try again shortly.`);
  if (parseJson(answer.body) === undefined) return message(502, `${SERVICE} sent an answer that is not JSON.`);
  // Tokens and balances: for this visitor only, never kept by a cache on the way.
  const headers: Record<string, string> = { ...JSON_TYPE, 'cache-control': 'no-store' };
  if (answer.status === 429) {
    ctx.metrics.upstream429.inc({ upstream: 'swap' });
    headers['retry-after'] = String(Math.max(1, Math.ceil((answer.retryAfterMs ?? 5000) / 1000)));
  }
  return new Response(answer.body, { status: answer.status, headers });
}

/** The visitor's session token, or a 401 in the service's words. */
function bearerOf(c: Context): string {
  const token = BEARER.exec(c.req.header('authorization')?.trim() ?? '')?.[1];
  if (!token) throw new GatewayError(401, 'Unauthorized - User session token is invalid or expired');
  return token;
}

/** A list parameter, repeated or comma-joined (the service reads both). */
const listOf = (params: URLSearchParams, name: string) =>
  params
    .getAll(name)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);

function unknownParams(params: URLSearchParams, known: readonly string[]) {
  const unknown = [...new Set(params.keys())].filter((k) => !known.includes(k));
  if (unknown.length) throw new GatewayError(400, `Unknown query parameters: ${unknown.join(', ')}.`);
}

/** `tokenIds`, checked and comma-joined (the OpenAPI's form). */
function balancesQuery(url: URL): string {
  unknownParams(url.searchParams, ['tokenIds']);
  const ids = listOf(url.searchParams, 'tokenIds');
  if (ids.length > MAX_TOKEN_IDS) throw new GatewayError(400, `At most ${MAX_TOKEN_IDS} tokenIds.`);
  const bad = ids.find((id) => !ASSET_ID.test(id) || id.length > MAX_TEXT);
  if (bad !== undefined) throw new GatewayError(400, 'tokenIds must be asset ids such as nep141:wrap.near.');
  return ids.length ? `?${new URLSearchParams({ tokenIds: ids.join(',') })}` : '';
}

/** The history query, checked and rebuilt (lists as repeated keys, the SDK's form). */
function historyQuery(url: URL): string {
  const params = url.searchParams;
  unknownParams(params, [...HISTORY_TEXT, ...HISTORY_LISTS]);
  const out = new URLSearchParams();
  for (const key of HISTORY_TEXT) {
    const values = params.getAll(key);
    if (values.length > 1) throw new GatewayError(400, `${key} may be given once.`);
    const value = values[0];
    if (value === undefined || value === '') continue;
    if (value.length > MAX_TEXT) throw new GatewayError(400, `${key} is too long.`);
    if (key === 'limit' && !(/^\d{1,3}$/.test(value) && +value >= 1 && +value <= 100))
      throw new GatewayError(400, 'limit must be an integer from 1 to 100.');
    out.set(key, value);
  }
  if (out.has('prevCursor') && out.has('nextCursor'))
    throw new GatewayError(400, 'prevCursor and nextCursor cannot be sent together.');
  for (const key of HISTORY_LISTS) {
    const allowed = key === 'status' ? HISTORY_STATUSES : TYPES;
    const values = listOf(params, key);
    if (values.length > 20 || values.some((v) => !allowed.includes(v)))
      throw new GatewayError(400, `${key} must be at most 20 of ${allowed.join(', ')}.`);
    for (const value of values) out.append(key, value);
  }
  const text = out.toString();
  return text ? `?${text}` : '';
}

export function accountRoutes(ctx: GatewayContext): Hono {
  const { config, now } = ctx;
  // Signing in and refreshing create sessions at the service: the submit quota's rule; reads: the quote quota's.
  const authQuotas = new VisitorQuotas({ perMinute: config.submitsPerMinute, burst: config.submitBurst }, now);
  const readQuotas = new VisitorQuotas({ perMinute: config.quotesPerMinute, burst: config.quoteBurst }, now);
  const app = new Hono();

  const post = (path: string, route: string, schema: z.ZodMiniType<unknown>) =>
    app.post(path, async (c) => {
      quota(ctx, authQuotas, 'sign-in', c);
      const request = validate(schema, await body(ctx, c));
      return upstreamOr(ctx, SERVICE, async () =>
        relayUser(
          ctx,
          await send(ctx, 'swap', route, `${config.swapUrl}${path}`, {
            method: 'POST',
            body: JSON.stringify(request),
            credential: false,
          }),
        ),
      );
    });
  post('/v0/auth/authenticate', 'auth-authenticate', AuthenticateSchema);
  post('/v0/auth/refresh', 'auth-refresh', RefreshSchema);

  const read = (path: string, route: string, search: (url: URL) => string) =>
    app.get(path, async (c) => {
      quota(ctx, readQuotas, 'account', c);
      const bearer = bearerOf(c);
      const target = `${config.swapUrl}${path}${search(new URL(c.req.url))}`;
      return upstreamOr(ctx, SERVICE, async () =>
        relayUser(ctx, await send(ctx, 'swap', route, target, { method: 'GET', bearer })),
      );
    });
  read('/v0/account/balances', 'account-balances', balancesQuery);
  read('/v0/account/history', 'account-history', historyQuery);

  return app;
}
