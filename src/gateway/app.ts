// The partner gateway: a web-standard fetch handler (Hono) in front of the swap service and its explorer. It adds
// the partner credential from its configuration, lets through only the routes and methods the elements use,
// validates every request with the project's zod contract before anything goes upstream, enforces the partner's
// referral and app fees, limits each visitor, and shares explorer answers between visitors (explorer-share.ts). It
// also passes the few JSON-RPC calls the Solana and NEAR wallet payments make to the partner's own nodes (rpc.ts).
// Upstream requests are built from scratch (fixed paths under the configured URLs, the credential, JSON headers):
// nothing the visitor sends other than the validated body or query reaches the service.
import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import { StatusQuerySchema } from '../api/schemas.js';
import { DepositSubmitRequestSchema, QuoteRequestSchema } from '../api/request-schemas.js';
import { GenerateIntentRequestSchema, SubmitIntentRequestSchema } from '../api/intent-schemas.js';
import {
  TransactionsCursorQuerySchema,
  TransactionsPageQuerySchema,
  PageEnvelopeSchema,
  RowsEnvelopeSchema,
  explorerQueryString,
} from '../api/explorer-schemas.js';
import { AnyInputWithdrawalsQuerySchema } from '../api/any-input-schemas.js';
import { BadRequest, BodyTooLarge, explorerQuery, readJson, readLimited, validate } from '../api/wire.js';
import { parseJson, retryAfterMs } from '../api/client.js';
import { ORIGIN_REFUSED_CODE } from '../api/errors.js';
import type { GatewayConfig } from './config.js';
import { ExplorerShare, type UpstreamAnswer } from './explorer-share.js';
import { GatewayMetrics } from './metrics.js';
import { PublicView } from './public-view.js';
import { VisitorQuotas } from './quotas.js';
import {
  NOT_SENT,
  RPC_CHAIN_NAMES,
  RPC_ERRORS,
  checkBody,
  errorBody,
  secretParts,
  type RpcChain,
  type RpcError,
  type RpcId,
} from './rpc.js';
import { MemoryState, type SharedState } from './shared-state.js';

export type LogLevel = 'info' | 'warn' | 'error';
export type LogLine = { level: LogLevel; message: string } & Record<string, string | number | boolean | undefined>;

export interface GatewayOptions {
  /** Shared explorer state: memory by default; `FallbackState(RedisState, MemoryState)` for several instances. */
  state?: SharedState;
  /** The upstream fetch (tests and the demo pass the simulator's). */
  fetch?: (request: Request) => Promise<Response>;
  /** One structured line per request and per notable event; never headers, query values or the credential. */
  log?: (line: LogLine) => void;
  /** The visitor's address for quotas; by default the platform's (Workers' CF-Connecting-IP, Node's socket). */
  clientAddress?: (request: Request, env: unknown) => string | undefined;
  now?: () => number;
  /** How the explorer gate waits (tests pass a manual clock's). */
  sleep?: (ms: number) => Promise<void>;
  /** Extra lines for /metrics (e.g. whether Redis is in use). */
  extraMetrics?: () => string[];
  /**
   * Where explorer requests go instead of this handler's own cache and gate: on Workers, the Durable Object that
   * holds them for the credential (worker.ts). It gets the route and the validated query (no visitor headers).
   */
  explorer?: { kind: 'durable-object'; fetch: (request: Request) => Promise<Response> };
}

export interface Gateway {
  fetch: (request: Request, env?: unknown) => Promise<Response>;
  metrics: GatewayMetrics;
}

const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };

/** The routes the elements use: path → allowed method. Anything else is 404 or 405. */
const ROUTES: Record<string, 'GET' | 'POST'> = {
  '/v0/tokens': 'GET',
  '/v0/quote': 'POST',
  '/v0/deposit/submit': 'POST',
  '/v0/generate-intent': 'POST',
  '/v0/submit-intent': 'POST',
  '/v0/status': 'GET',
  '/v0/any-input/withdrawals': 'GET',
  '/explorer/v0/transactions-pages': 'GET',
  '/explorer/v0/transactions': 'GET',
  '/rpc/solana': 'POST',
  '/rpc/near': 'POST',
  '/healthz': 'GET',
  '/metrics': 'GET',
};

class GatewayError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

const message = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ message: text }), { status, headers: { ...JSON_TYPE, ...headers } });

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

/** A hash (hex, `bytes` long), to name things without ever writing what is hashed anywhere. */
async function fingerprint(text: string, bytes = 8): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return [...digest.slice(0, bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The credential's name in shared state (Redis keys, the Durable Object's name): a hash, never the credential. The
 * explorer's limit is the credential's, so the gate and the cache are named by it alone, whatever URL spelling or
 * host alias an instance is configured with.
 */
export function credentialName(credential: string): Promise<string> {
  return fingerprint(`swap-elements-gateway explorer\u0000${credential}`, 16);
}

/** What each platform passes as the handler's second argument, as far as the visitor's address goes. */
type PlatformEnv = {
  incoming?: { socket?: { remoteAddress?: string } }; // Node (@hono/node-server)
  remoteAddr?: { hostname?: string }; // Deno (`deno serve`, Deno.serve's info)
  requestIP?: (request: Request) => { address?: string } | null; // Bun (Bun.serve's server)
};

function defaultClientAddress(request: Request, env: unknown, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    // The last entry is the one the trusted proxy added; earlier ones are whatever the visitor sent.
    const forwarded = request.headers.get('x-forwarded-for')?.split(',').pop()?.trim();
    if (forwarded) return forwarded;
  }
  const platform = (env ?? {}) as PlatformEnv;
  // The connection's own address first: on Node, Deno and Bun anyone can send a CF-Connecting-IP header, so it only
  // counts where the platform gives no address (Workers, where Cloudflare sets it).
  return (
    platform.incoming?.socket?.remoteAddress ??
    platform.remoteAddr?.hostname ??
    (typeof platform.requestIP === 'function' ? platform.requestIP(request)?.address : undefined) ??
    request.headers.get('cf-connecting-ip') ??
    undefined
  );
}

export function createGateway(config: GatewayConfig, options: GatewayOptions = {}): Gateway {
  const metrics = new GatewayMetrics();
  const now = options.now ?? Date.now;
  const state = options.state ?? new MemoryState(now);
  const upstreamFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const log =
    // eslint-disable-next-line no-console -- log lines are the gateway's output (stdout, or the platform's log)
    options.log ?? ((line: LogLine) => console.log(JSON.stringify({ time: new Date().toISOString(), ...line })));
  const clientAddress =
    options.clientAddress ?? ((request, env) => defaultClientAddress(request, env, config.trustProxy));
  const quoteQuotas = new VisitorQuotas({ perMinute: config.quotesPerMinute, burst: config.quoteBurst }, now);
  const submitQuotas = new VisitorQuotas({ perMinute: config.submitsPerMinute, burst: config.submitBurst }, now);
  const rpcRule = { perMinute: config.rpcCallsPerMinute, burst: config.rpcBurst };
  const rpcQuotas: Record<RpcChain, VisitorQuotas> = {
    solana: new VisitorQuotas(rpcRule, now),
    near: new VisitorQuotas(rpcRule, now),
  };
  const credentialId = credentialName(config.credential?.value ?? '');
  const publicView = config.credential ? new PublicView(config.credential.value) : undefined;
  let share: Promise<ExplorerShare> | undefined;

  /** Sends one request upstream with the credential; measures it; maps timeouts to a TimeoutError. */
  async function send(
    upstream: 'swap' | 'explorer' | `rpc-${RpcChain}`,
    route: string,
    url: string,
    init: { method: 'GET' | 'POST'; body?: string; credential?: boolean } = { method: 'GET' },
  ): Promise<UpstreamAnswer & { headers: Headers }> {
    const headers = new Headers({ accept: 'application/json' });
    if (init.body !== undefined) headers.set('content-type', 'application/json');
    if (config.credential && init.credential !== false) {
      if (config.credential.scheme === 'api-key') headers.set('x-api-key', config.credential.value);
      else headers.set('authorization', `Bearer ${config.credential.value}`);
    }
    const started = now();
    metrics.upstreamRequests.inc({ route });
    const request = new Request(url, {
      method: init.method,
      headers,
      body: init.body ?? null,
      signal: AbortSignal.timeout(config.upstreamTimeoutMs),
      redirect: 'manual', // never follow the upstream anywhere else
    });
    try {
      const response = await upstreamFetch(request);
      const body = await response.text();
      const answer: UpstreamAnswer & { headers: Headers } = {
        status: response.status,
        body,
        headers: response.headers,
      };
      const wait = retryAfterMs(response, parseJson(body) as { retryAfterSeconds?: number } | undefined);
      if (wait !== undefined) answer.retryAfterMs = wait;
      return answer;
    } finally {
      metrics.upstreamLatency.observe({ upstream }, (now() - started) / 1000);
    }
  }

  async function explorerShare(): Promise<ExplorerShare> {
    share ??= credentialId.then(
      (id) =>
        new ExplorerShare({
          state,
          gate: `explorer:${id}`,
          intervalMs: config.explorerIntervalMs,
          freshMs: config.explorerFreshMs,
          staleMs: config.explorerStaleMs,
          maxWaitMs: config.explorerMaxWaitMs,
          upstreamTimeoutMs: config.upstreamTimeoutMs,
          metrics,
          log: (level, text) => log({ level, message: text }),
          now,
          ...(options.sleep ? { sleep: options.sleep } : {}),
          send: (url) =>
            send('explorer', new URL(url).pathname.endsWith('-pages') ? 'explorer-pages' : 'explorer-cursor', url),
          // The envelope only: the client reads rows one by one and leaves out (and counts) those it cannot read,
          // so one bad row must not turn a whole page into an error here.
          valid: (body) => {
            const value = parseJson(body);
            return z.safeParse(RowsEnvelopeSchema, value).success || z.safeParse(PageEnvelopeSchema, value).success;
          },
        }),
    );
    return share;
  }

  /** Answers with the upstream's status and JSON body (its `{message}` on 4xx), never its other headers. */
  function relay(answer: UpstreamAnswer, what: string): Response {
    // A redirect is never followed (nor passed on: the page would follow it elsewhere).
    if (answer.status >= 500 || (answer.status >= 300 && answer.status < 400))
      return message(502, `${what} answered ${answer.status}. Try again shortly.`);
    if (answer.status === 401 || answer.status === 403) {
      log({ level: 'error', message: `${what} refused the partner credential (${answer.status}).` });
      return message(502, `${what} refused this gateway’s partner credential.`);
    }
    if (parseJson(answer.body) === undefined) return message(502, `${what} sent an answer that is not JSON.`);
    const headers: Record<string, string> = { ...JSON_TYPE };
    if (answer.status === 429) {
      metrics.upstream429.inc({ upstream: 'swap' });
      headers['retry-after'] = String(Math.max(1, Math.ceil((answer.retryAfterMs ?? 5000) / 1000)));
    }
    return new Response(answer.body, { status: answer.status, headers });
  }

  async function upstreamOr(what: string, run: () => Promise<Response>): Promise<Response> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof GatewayError) throw error;
      if (error instanceof Error && error.name === 'TimeoutError')
        return message(504, `${what} did not answer within ${Math.round(config.upstreamTimeoutMs / 1000)} s.`);
      return message(502, `${what} could not be reached.`);
    }
  }

  function quota(quotas: VisitorQuotas, kind: string, c: Context) {
    const visitor = clientAddress(c.req.raw, c.env) ?? 'unknown';
    const wait = quotas.take(visitor);
    if (wait > 0) {
      metrics.quotaRejections.inc({ kind });
      const seconds = Math.max(1, Math.ceil(wait / 1000));
      throw new GatewayError(429, `Too many ${kind} requests from this address: try again in ${seconds} s.`, {
        'retry-after': String(seconds),
      });
    }
  }

  async function body(c: Context): Promise<unknown> {
    try {
      return await readJson(c.req.raw, config.maxBodyBytes);
    } catch (error) {
      if (error instanceof BodyTooLarge) throw new GatewayError(413, error.message);
      throw error;
    }
  }

  /** Query parameters validated against a schema; the upstream query is rebuilt from them, sorted. */
  function query<T>(c: Context, schema: z.ZodMiniType<T>): { params: T; search: string } {
    const url = new URL(c.req.url);
    const params = validate(schema, explorerQuery(url));
    return { params, search: normalise(params as Record<string, unknown>) };
  }

  // ---- tokens: cached per instance, with an ETag ----------------------------------------------------------------
  let tokens: { body: string; etag: string; fetchedAt: number } | undefined;
  let tokensPending: Promise<void> | undefined;
  async function refreshTokens() {
    const answer = await send('swap', 'tokens', `${config.swapUrl}/v0/tokens`, { method: 'GET', credential: false });
    if (answer.status !== 200 || !Array.isArray(parseJson(answer.body))) {
      throw new GatewayError(
        502,
        `The swap service answered the token list with ${answer.status === 200 ? 'something that is not a list' : answer.status}.`,
      );
    }
    tokens = { body: answer.body, etag: `"${await fingerprint(answer.body)}"`, fetchedAt: now() };
  }

  // Not strict: the route check below ignores a trailing slash, so the router must too.
  const app = new Hono({ strict: false });

  app.notFound((c) => message(404, `This gateway has no route ${new URL(c.req.url).pathname}.`));

  app.onError((error, c) => {
    if (error instanceof GatewayError) return message(error.status, error.message, error.headers);
    if (error instanceof BadRequest) return message(400, error.message);
    log({ level: 'error', message: 'Unexpected gateway error', route: new URL(c.req.url).pathname, error: error.name });
    return message(500, 'The gateway failed to handle this request.');
  });

  // Every request: the route and method are known, the origin is allowed, no credential comes from the page.
  app.use('*', async (c, next) => {
    const started = now();
    const url = new URL(c.req.url);
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const origin = c.req.header('origin');
    const allowed = originAllowed(origin, url.origin);
    let response: Response;
    if (origin && !allowed) {
      response = originRefusal(origin);
    } else if (c.req.method === 'OPTIONS') {
      response = ROUTES[path]
        ? new Response(null, { status: 204 })
        : message(404, `This gateway has no route ${path}.`);
    } else if (!ROUTES[path]) {
      response = message(404, `This gateway has no route ${path}. It serves ${Object.keys(ROUTES).join(', ')}.`);
    } else if (ROUTES[path] !== c.req.method && !(c.req.method === 'HEAD' && ROUTES[path] === 'GET')) {
      response = message(405, `${path} takes ${ROUTES[path]}, not ${c.req.method}.`, { allow: ROUTES[path] });
    } else if (c.req.header('authorization') || c.req.header('x-api-key')) {
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
      h.set('access-control-allow-origin', config.allowedOrigins.includes('*') ? '*' : origin);
      h.append('vary', 'Origin');
      h.set('access-control-expose-headers', 'retry-after, age, etag, x-cache, x-partner-credential');
      if (c.req.method === 'OPTIONS') {
        h.set('access-control-allow-methods', 'GET, POST, OPTIONS');
        h.set('access-control-allow-headers', 'content-type, if-none-match');
        h.set('access-control-max-age', '600');
      }
    }
    c.res = response;
    metrics.requests.inc({ route: ROUTES[path] ? path : 'other', status: String(response.status) });
    log({
      level: 'info',
      message: 'request',
      method: c.req.method,
      route: ROUTES[path] ? path : 'other',
      status: response.status,
      ms: now() - started,
      cache: response.headers.get('x-cache') ?? undefined,
    });
  });

  function originAllowed(origin: string | undefined, own: string) {
    if (!origin || origin === own) return true;
    return config.allowedOrigins.includes('*') || config.allowedOrigins.includes(origin);
  }

  app.get(
    '/healthz',
    () =>
      new Response(
        JSON.stringify({ ok: true, state: options.explorer?.kind ?? state.kind, explorer: config.explorerAccess }),
        {
          headers: JSON_TYPE,
        },
      ),
  );

  app.get(
    '/metrics',
    () =>
      new Response(metrics.text(options.extraMetrics?.() ?? []), {
        headers: { 'content-type': 'text/plain; version=0.0.4; charset=utf-8' },
      }),
  );

  app.get('/v0/tokens', async (c) => {
    const fresh = tokens && now() - tokens.fetchedAt < config.tokensFreshMs;
    if (!fresh) {
      tokensPending ??= refreshTokens().finally(() => (tokensPending = undefined));
      try {
        await tokensPending;
      } catch (error) {
        // A list seen before is better than none while the service has trouble.
        if (!tokens) {
          if (error instanceof GatewayError) throw error;
          return upstreamOr('The swap service', () => Promise.reject(error));
        }
      }
    }
    const current = tokens!;
    const headers = {
      ...JSON_TYPE,
      etag: current.etag,
      'cache-control': `public, max-age=${Math.floor(config.tokensFreshMs / 1000)}`,
    };
    // If-None-Match may list several tags, weak ones too (W/"…"): any match means the page's copy is current.
    const seen = (c.req.header('if-none-match') ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    if (seen.includes(current.etag) || seen.includes('*')) return new Response(null, { status: 304, headers });
    return new Response(current.body, { headers });
  });

  app.post('/v0/quote', async (c) => {
    quota(quoteQuotas, 'quote', c);
    const request = validate(QuoteRequestSchema, await body(c));
    // The partner's terms, whatever the page sent: a visitor cannot strip or change the partner's fee.
    if (config.referral !== undefined) request.referral = config.referral;
    if (config.appFees) request.appFees = config.appFees;
    if (config.rebates) request.rebates = config.rebates;
    return upstreamOr('The swap service', async () => {
      const response = relay(
        await send('swap', 'quote', `${config.swapUrl}/v0/quote`, { method: 'POST', body: JSON.stringify(request) }),
        'The swap service',
      );
      // Tells the elements this quote was priced with the partner credential (no platform fee), though the page has none.
      if (response.ok && config.credential) response.headers.set('x-partner-credential', 'added');
      return response;
    });
  });

  app.post('/v0/deposit/submit', async (c) => {
    quota(submitQuotas, 'submit', c);
    const request = validate(DepositSubmitRequestSchema, await body(c));
    return upstreamOr('The swap service', async () =>
      relay(
        await send('swap', 'submit', `${config.swapUrl}/v0/deposit/submit`, {
          method: 'POST',
          body: JSON.stringify(request),
        }),
        'The swap service',
      ),
    );
  });

  // Paying from a NEAR Intents balance: the intent to sign, then the signed intent; both with the partner credential,
  // under the visitor's submit quota (each creates work at the service, as a deposit submission does).
  for (const [path, schema] of [
    ['/v0/generate-intent', GenerateIntentRequestSchema],
    ['/v0/submit-intent', SubmitIntentRequestSchema],
  ] as [string, z.ZodMiniType<unknown>][]) {
    app.post(path, async (c) => {
      quota(submitQuotas, 'submit', c);
      const request = validate(schema, await body(c));
      return upstreamOr('The swap service', async () =>
        relay(
          await send('swap', path.slice(4), `${config.swapUrl}${path}`, {
            method: 'POST',
            body: JSON.stringify(request),
          }),
          'The swap service',
        ),
      );
    });
  }

  app.get('/v0/status', async (c) => {
    const url = new URL(c.req.url);
    const params = validate(StatusQuerySchema, Object.fromEntries(url.searchParams));
    const target = `${config.swapUrl}/v0/status?${normalise(params)}`;
    return upstreamOr('The swap service', async () => {
      let answer = await send('swap', 'status', target);
      // Status works without a credential: a refused one must not hide a swap in flight.
      if (answer.status === 401 && config.credential) {
        log({
          level: 'error',
          message: 'The swap service refused the partner credential on status; retried without it.',
        });
        answer = await send('swap', 'status', target, { method: 'GET', credential: false });
      }
      return relay(answer, 'The swap service');
    });
  });

  app.get('/v0/any-input/withdrawals', async (c) => {
    if (!config.credential)
      throw new GatewayError(
        404,
        'ANY_INPUT withdrawals need the partner credential, which this gateway does not have.',
      );
    quota(quoteQuotas, 'withdrawals', c);
    const { search } = query(c, AnyInputWithdrawalsQuerySchema);
    return upstreamOr('The swap service', async () =>
      relay(
        await send('swap', 'withdrawals', `${config.swapUrl}/v0/any-input/withdrawals?${search}`),
        'The swap service',
      ),
    );
  });

  async function explorer(c: Context, route: 'transactions-pages' | 'transactions') {
    if (config.explorerAccess === 'off') {
      throw new GatewayError(404, 'This gateway does not serve the explorer (EXPLORER_ACCESS=off).');
    }
    const url = new URL(c.req.url);
    if (options.explorer) {
      // The Durable Object answers exactly as this handler would (a gateway with the same settings, the same checks),
      // for every isolate. It gets the route and the visitor's query, no visitor header.
      const remote = await options.explorer.fetch(
        new Request(`https://explorer.gate/explorer/v0/${route}${url.search}`),
      );
      const headers: Record<string, string> = { ...JSON_TYPE };
      for (const name of ['x-cache', 'age', 'retry-after']) {
        const value = remote.headers.get(name);
        if (value !== null) headers[name] = value;
      }
      const cache = remote.headers.get('x-cache');
      if (cache === 'hit' || cache === 'stale' || cache === 'miss' || cache === 'shared') {
        metrics.explorerCache.inc({ result: cache });
      }
      return new Response(await remote.text(), { status: remote.status, headers });
    }
    if (config.explorerAccess === 'public') {
      const refused = [...new Set(url.searchParams.keys())].filter((k) => !config.publicFilters.includes(k));
      if (refused.length) {
        throw new GatewayError(
          400,
          `This public history does not allow ${refused.join(', ')}. Allowed: ${config.publicFilters.join(', ')}.`,
        );
      }
      const cursor = url.searchParams.get('lastDepositAddressAndMemo');
      if (cursor) {
        const real = await publicView!.unseal(cursor);
        if (!real) throw new GatewayError(400, 'lastDepositAddressAndMemo is not a cursor this gateway gave out.');
        url.searchParams.set('lastDepositAddressAndMemo', real);
      }
    }
    const schema = route === 'transactions-pages' ? TransactionsPageQuerySchema : TransactionsCursorQuerySchema;
    const params = validate(schema as z.ZodMiniType<Record<string, unknown>>, explorerQuery(url));
    const search = normalise(params);
    // Cached by credential, route and normalised query: one entry per meaning, whatever the explorer URL's spelling.
    const served = await (
      await explorerShare()
    ).get(`${await credentialId}:${route}?${search}`, `${config.explorerUrl}/v0/${route}?${search}`);
    if (served.kind === 'busy') {
      const seconds = String(Math.max(1, Math.ceil(served.retryAfterMs / 1000)));
      return new Response(JSON.stringify({ message: served.message, retryAfterSeconds: Number(seconds) }), {
        status: 503,
        headers: { ...JSON_TYPE, 'retry-after': seconds },
      });
    }
    if (served.kind === 'upstream-error') return message(served.status, served.message);
    let text = served.body;
    if (served.status === 200 && config.explorerAccess === 'public') {
      text = JSON.stringify(await publicView!.answer(parseJson(text)));
    }
    const headers: Record<string, string> = { ...JSON_TYPE, 'x-cache': served.cache };
    if (served.ageSeconds !== undefined) headers.age = String(served.ageSeconds);
    return new Response(text, { status: served.status, headers });
  }

  app.get('/explorer/v0/transactions-pages', (c) => explorer(c, 'transactions-pages'));
  app.get('/explorer/v0/transactions', (c) => explorer(c, 'transactions'));

  // ---- JSON-RPC pass-through to the partner's nodes: only the calls the elements make (rpc.ts) -----------------
  const rpcSecrets: Record<RpcChain, string[]> = {
    solana: config.rpc.solana ? secretParts(config.rpc.solana) : [],
    near: config.rpc.near ? secretParts(config.rpc.near) : [],
  };
  const RPC_VARIABLES: Record<RpcChain, string> = { solana: 'SOLANA_RPC_URL', near: 'NEAR_RPC_URL' };

  async function rpc(c: Context, chain: RpcChain): Promise<Response> {
    const name = `The ${RPC_CHAIN_NAMES[chain]} RPC`;
    const url = config.rpc[chain];
    if (!url) {
      throw new GatewayError(
        404,
        `This gateway does not pass ${RPC_CHAIN_NAMES[chain]} RPC calls (${RPC_VARIABLES[chain]} is not set).`,
      );
    }
    const reply = (status: number, body: string, headers: Record<string, string> = {}) =>
      new Response(body, { status, headers: { ...JSON_TYPE, ...headers } });
    const whole = (status: number, error: RpcError) => reply(status, errorBody(null, false, error));

    if (!/^application\/json\b/i.test((c.req.header('content-type') ?? '').trim())) {
      return whole(415, {
        code: RPC_ERRORS.invalidRequest,
        message: 'Invalid Request',
        data: 'Content-Type must be application/json.',
      });
    }
    let text: string;
    try {
      if (Number(c.req.header('content-length') ?? '0') > config.maxBodyBytes)
        throw new BodyTooLarge(config.maxBodyBytes);
      text = new TextDecoder().decode(await readLimited(c.req.raw, config.maxBodyBytes));
    } catch (error) {
      if (!(error instanceof BodyTooLarge)) throw error;
      return whole(413, { code: RPC_ERRORS.invalidRequest, message: 'Invalid Request', data: error.message });
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return whole(200, { code: RPC_ERRORS.parse, message: 'Parse error', data: 'The body is not valid JSON.' });
    }
    const checked = checkBody(chain, value);
    if ('error' in checked) return whole(200, checked.error);
    const { batch, calls } = checked;
    const ids: RpcId[] = calls.map((call) => call.id);
    const answer = (status: number, error: RpcError, headers: Record<string, string> = {}) =>
      reply(status, errorBody(ids, batch, error), headers);

    // Every call counts, allowed or not: refusals cost the gateway little, but a visitor is limited either way.
    const visitor = clientAddress(c.req.raw, c.env) ?? 'unknown';
    const wait = rpcQuotas[chain].take(visitor, calls.length);
    if (wait > 0) {
      metrics.quotaRejections.inc({ kind: `rpc-${chain}` });
      const seconds = Math.max(1, Math.ceil(wait / 1000));
      return answer(
        429,
        {
          code: RPC_ERRORS.limit,
          message: `Too many ${RPC_CHAIN_NAMES[chain]} RPC calls from this address: try again in ${seconds} s.`,
        },
        { 'retry-after': String(seconds) },
      );
    }

    const passing: unknown[] = [];
    for (const call of calls) if ('call' in call) passing.push(call.call);
    if (passing.length < calls.length) {
      // JSON-RPC answers a refused call like an unknown one: 200 with its error (a batch: one error per call).
      const errors = calls.map((call) => ({
        jsonrpc: '2.0',
        id: call.id,
        error: 'error' in call ? call.error : NOT_SENT,
      }));
      return reply(200, JSON.stringify(batch ? errors : errors[0]));
    }

    const route = `rpc-${chain}` as const;
    let upstream: UpstreamAnswer;
    try {
      upstream = await send(route, route, url, {
        method: 'POST',
        // What was checked, exactly (rpc.ts): the node reads the same call this gateway allowed.
        body: JSON.stringify(batch ? passing : passing[0]),
        credential: false,
      });
    } catch (error) {
      // The error is not logged: a fetch error may name the URL, and the URL may hold the key.
      if (error instanceof Error && error.name === 'TimeoutError') {
        const seconds = config.upstreamTimeoutMs / 1000;
        return answer(504, { code: RPC_ERRORS.timeout, message: `${name} did not answer within ${seconds} s.` });
      }
      return answer(502, { code: RPC_ERRORS.upstream, message: `${name} could not be reached.` });
    }
    const status = upstream.status;
    if (status === 429) {
      metrics.upstream429.inc({ upstream: route });
      const seconds = Math.max(1, Math.ceil((upstream.retryAfterMs ?? 5000) / 1000));
      return answer(
        429,
        { code: RPC_ERRORS.limit, message: `${name} is busy: try again in ${seconds} s.` },
        { 'retry-after': String(seconds) },
      );
    }
    if (status === 401 || status === 403) {
      log({ level: 'error', message: `${name} refused this gateway (${status}): check ${RPC_VARIABLES[chain]}.` });
      return answer(502, { code: RPC_ERRORS.upstream, message: `${name} refused this gateway.` });
    }
    if (status >= 500 || (status >= 300 && status < 400)) {
      return answer(502, { code: RPC_ERRORS.upstream, message: `${name} answered ${status}. Try again shortly.` });
    }
    if (parseJson(upstream.body) === undefined) {
      return answer(502, { code: RPC_ERRORS.upstream, message: `${name} sent an answer that is not JSON.` });
    }
    if (rpcSecrets[chain].some((part) => upstream.body.includes(part))) {
      log({ level: 'warn', message: `${name} answered with part of ${RPC_VARIABLES[chain]}; not passed on.` });
      return answer(502, {
        code: RPC_ERRORS.upstream,
        message: `${name} sent an answer this gateway does not pass on.`,
      });
    }
    // The node's own bytes: large integers (u64 balances) stay exactly as it wrote them.
    return reply(status, upstream.body);
  }

  app.post('/rpc/solana', (c) => rpc(c, 'solana'));
  app.post('/rpc/near', (c) => rpc(c, 'near'));

  return {
    metrics,
    fetch: async (request, env) => {
      const response = await app.fetch(request, env);
      return request.method === 'HEAD' ? new Response(null, response) : response;
    },
  };
}

/** The query with sorted keys and sorted list values, in the client's encoding: one cache key per meaning. */
export function normalise(params: Record<string, unknown>): string {
  const sorted = Object.keys(params)
    .sort()
    .map((key) => {
      const value = params[key];
      return [key, Array.isArray(value) ? value.map(String).sort() : value];
    });
  return explorerQueryString(Object.fromEntries(sorted)).slice(1);
}
