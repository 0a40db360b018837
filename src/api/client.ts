// The HTTP client of the swap service and the explorer. It validates every request before sending, parses every
// response against the contract, throws only SwapApiError, and never hangs (timeouts, bounded retries).
// No zod here: a schema checks with its own safeParse, and the schemas (with zod) load with the first call that needs
// them, so the script tag's first download carries neither.
import type * as z from 'zod/mini';
import { ORIGIN_REFUSED_CODE, requestOf, SwapApiError } from './errors.js';
import { check, toIssues } from './issues.js';
import type { RequestGate } from './pacing.js';
import { createServiceClock, serviceTimeOf } from './service-clock.js';
import type {
  DepositSubmitRequest,
  QuoteRequest,
  QuoteResponse,
  StatusQuery,
  StatusResponse,
  Token,
} from './schemas.js';
import type {
  ExplorerTransaction,
  TransactionsCursorQuery,
  TransactionsPage,
  TransactionsPageQuery,
} from './explorer-schemas.js';
import type { AnyInputWithdrawals, AnyInputWithdrawalsQuery } from './any-input-schemas.js';
import type {
  GenerateIntentRequest,
  GenerateIntentResponse,
  SignedIntent,
  SubmitIntentResponse,
} from './intent-schemas.js';

export const DEFAULT_BASE_URL = 'https://1click.chaindefuser.com';
export const DEFAULT_EXPLORER_URL = 'https://explorer.near-intents.org/api';
export const DEFAULT_TIMEOUT_MS = 20_000;
export const DEFAULT_RETRIES = 2;

export interface SwapClientConfig {
  baseUrl?: string;
  explorerUrl?: string;
  /**
   * Partner API key, the service's recommended credential. Kept in memory only; sent as an `X-API-Key` header, never
   * in a URL. Set this or `token`, not both: with both, every call is refused (`invalid-request`) and nothing is sent.
   */
  apiKey?: string;
  /** Partner JWT, the service's legacy credential. Kept in memory only; sent as a Bearer header, never in a URL. */
  token?: string;
  /** Defaults to the global fetch; tests and the embedded simulator pass their own. */
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Extra attempts for idempotent calls on network errors and 5xx. */
  retries?: number;
  /**
   * The explorer URL is the site's own proxy that adds the token, so calls go out without one. Defaults to true
   * when `explorerUrl` is not the real explorer's.
   */
  explorerProxy?: boolean;
  /** Overrides the shared per-credential gate (tests). */
  explorerGate?: RequestGate;
  /** Backoff base for retries in ms (tests shorten it). */
  retryBaseMs?: number;
}

export interface CallOptions {
  signal?: AbortSignal;
}

export interface ExplorerCallOptions extends CallOptions {
  /** Told how long until the request goes out under the rate limit ("updating in 3 s"). */
  onWait?: (ms: number) => void;
  /** Told how many rows of the answer broke the contract (e.g. no depositAddress, a negative amount): left out. */
  onUnreadable?: (rows: number) => void;
  /**
   * transactionsPage only, with `onLaterRows`: only the first `firstRows` rows are read (checked against the contract)
   * before the page is answered, so a long page can show its top at once; the rest are read in later tasks.
   */
  firstRows?: number;
  /**
   * The rest of a `firstRows` page, in slices, each read as the first ones were (a row that breaks the contract is
   * left out and counted in `unreadable`); `last` on the final slice (always called, with no rows if none were left).
   */
  onLaterRows?: (rows: ExplorerTransaction[], unreadable: number, last: boolean) => void;
}

export interface SwapClient {
  readonly baseUrl: string;
  readonly explorerUrl: string;
  readonly authenticated: boolean;
  /**
   * The service's time now (ms since the epoch), as learned from its answers: the simulator's `X-Sim-Now` and
   * `X-Sim-Speed` headers, or a quote's `timestamp`. The device's clock until an answer says otherwise. Deadlines
   * and countdowns use it, so they hold on a device whose clock is off and against a simulator that runs faster.
   */
  now(): number;
  tokens(options?: CallOptions): Promise<Token[]>;
  /** A quote; an amount below the route's minimum throws an AmountTooLowError carrying the minimum. */
  quote(request: QuoteRequest, options?: CallOptions): Promise<QuoteResponse>;
  submitDeposit(request: DepositSubmitRequest, options?: CallOptions): Promise<StatusResponse>;
  status(query: StatusQuery, options?: CallOptions): Promise<StatusResponse>;
  /** What an ANY_INPUT deposit address collected and paid out (needs the partner credential, or a gateway). */
  anyInputWithdrawals(query: AnyInputWithdrawalsQuery, options?: CallOptions): Promise<AnyInputWithdrawals>;
  /**
   * The unsigned intent that funds a `depositType: INTENTS` swap from `signerId`'s Intents balance, shaped for
   * `standard` (`POST /v0/generate-intent`). A 400 (the quote cannot be funded this way now) throws an
   * `IntentRefusedError` (kind `intent-refused`, `refusal` `quote-state`).
   */
  generateIntent(request: Omit<GenerateIntentRequest, 'type'>, options?: CallOptions): Promise<GenerateIntentResponse>;
  /**
   * Sends the signed intent (`POST /v0/submit-intent`), once: never retried. A 400 throws an `IntentRefusedError`
   * whose `refusal` says why (`signature`, `balance`, `expired`, `replayed`, `intent`).
   */
  submitIntent(signedData: SignedIntent, options?: CallOptions): Promise<SubmitIntentResponse>;
  /**
   * @internal The client's settings and sender, for its on-demand parts outside this module (src/api/orders.ts's
   * order calls take the client and use it).
   */
  readonly core: ClientCore;
  transactionsPage(query?: TransactionsPageQuery, options?: ExplorerCallOptions): Promise<TransactionsPage>;
  transactions(query?: TransactionsCursorQuery, options?: ExplorerCallOptions): Promise<ExplorerTransaction[]>;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** One request to send: checked against `schema`, retried when `retry` says so. */
export interface Send<T> {
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  schema: z.ZodMiniType<T>;
  signal?: AbortSignal;
  retry: boolean;
  /** Reads the answer's headers (the quote looks for the gateway's X-Partner-Credential). */
  onHeaders?: (headers: Headers) => void;
  /** Headers of this call (the order calls' user session). */
  headers?: Record<string, string>;
  /** The error of a failed answer in a route's own format (the order routes'); undefined: the usual one. */
  failure?: (response: Response, body: unknown) => SwapApiError | undefined;
  /** The order calls to a gateway on another origin: 'include', so its visitor cookie goes along. */
  credentials?: RequestCredentials;
}

/**
 * What the on-demand parts of the client (the explorer calls in explorer-schemas.ts, the intent calls in
 * intent-schemas.ts) need of it: its settings, its request check and its sender. They load with their first call.
 */
export interface ClientCore {
  baseUrl: string;
  explorerUrl: string;
  apiKey?: string;
  token?: string;
  explorerProxy: boolean;
  explorerGate?: RequestGate;
  retries: number;
  /** Set when the configuration holds both credentials: every call is refused with it. */
  conflict?: () => SwapApiError;
  validate<T>(schema: z.ZodMiniType<T>, value: unknown, what: string): T;
  send<T>(req: Send<T>): Promise<T>;
}

/**
 * The request schemas load with the first request (they are not in the script tag's first download). Once loaded, a
 * request is validated and sent in the same task as the call, as before.
 */
let requestSchemas: typeof import('./request-schemas.js') | undefined;
const loadRequestSchemas = async () => (requestSchemas = await import('./request-schemas.js'));
/** Likewise the schemas of the calls made here (tokens, status, an error's body): loaded with the first call. */
let schemas: typeof import('./call-schemas.js') | undefined;
const loadSchemas = async () => (schemas = await import('./call-schemas.js'));

export function createSwapClient(config: SwapClientConfig = {}): SwapClient {
  const baseUrl = trimSlash(config.baseUrl || DEFAULT_BASE_URL);
  const explorerUrl = trimSlash(config.explorerUrl || DEFAULT_EXPLORER_URL);
  const token = config.token || undefined;
  const apiKey = config.apiKey || undefined;
  const credential = apiKey || token;
  // The service takes one credential: both at once is a configuration mistake, refused before anything is sent.
  const conflict =
    apiKey && token
      ? () => new SwapApiError('invalid-request', 'Set apiKey or token, not both: the service takes one credential.')
      : undefined;
  const fetchImpl = config.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const retries = config.retries ?? DEFAULT_RETRIES;
  const retryBaseMs = config.retryBaseMs ?? 300;
  const explorerProxy = config.explorerProxy ?? explorerUrl !== DEFAULT_EXPLORER_URL;
  const clock = createServiceClock();

  async function send<T>(req: Send<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await once(req);
      } catch (error) {
        const err = error as SwapApiError;
        if (!req.retry || !err.transient || err.asksToWait || attempt >= retries) throw err;
        // Full jitter: spreads the retries of many clients; bounded at 4 s.
        await sleep(Math.random() * Math.min(4000, retryBaseMs * 2 ** attempt), req.signal);
      }
    }
  }

  async function once<T>({
    url,
    method = 'GET',
    body,
    schema,
    signal,
    onHeaders,
    failure,
    headers: extra,
    credentials,
  }: Send<T>): Promise<T> {
    if (conflict) throw conflict();
    if (signal?.aborted) throw new SwapApiError('aborted', 'The request was cancelled.');
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (apiKey) headers['x-api-key'] = apiKey;
    else if (token) headers['authorization'] = `Bearer ${token}`;
    Object.assign(headers, extra);
    let response: Response;
    let text: string;
    const sentAt = Date.now();
    try {
      response = await fetchImpl(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: combined,
        credentials,
      });
      text = await response.text();
    } catch (error) {
      if (signal?.aborted) throw new SwapApiError('aborted', 'The request was cancelled.', { cause: error });
      if (timeout.signal.aborted) {
        throw new SwapApiError('timeout', `The service did not answer within ${Math.round(timeoutMs / 1000)} s.`, {
          cause: error,
        });
      }
      throw new SwapApiError('network', 'The service could not be reached. Check your connection.', { cause: error });
    } finally {
      clearTimeout(timer);
    }
    const json = parseJson(text);
    // The answer's word on the service's time (a quote's timestamp only from a quote answered as one).
    const quoted = response.ok && requestOf(url) === 'quote' ? (json as { timestamp?: unknown })?.timestamp : undefined;
    const time = serviceTimeOf(response.headers, quoted);
    if (time) clock.observe({ ...time, localMs: (sentAt + Date.now()) / 2 });
    if (!response.ok)
      throw failure?.(response, json) ?? httpError(response, json, url, schemas ?? (await loadSchemas()));
    onHeaders?.(response.headers);
    if (json === undefined) {
      throw new SwapApiError('invalid-response', 'The service sent a response that is not JSON.', {
        status: response.status,
      });
    }
    const result = schema.safeParse(json);
    if (!result.success) {
      const issues = toIssues(result.error);
      throw new SwapApiError('invalid-response', `The service sent an unexpected response (${issues[0]?.message}).`, {
        status: response.status,
        issues,
      });
    }
    return result.data;
  }

  function validate<T>(schema: z.ZodMiniType<T>, value: unknown, what: string): T {
    const result = check(schema, value);
    if (result.ok) return result.value;
    const detail = result.issues.map((i) => i.message).join(' ');
    throw new SwapApiError('invalid-request', `The ${what} was not sent: ${detail}`, { issues: result.issues });
  }

  const core: ClientCore = {
    baseUrl,
    explorerUrl,
    apiKey,
    token,
    explorerProxy,
    explorerGate: config.explorerGate,
    retries,
    conflict,
    validate,
    send,
  };

  return {
    baseUrl,
    explorerUrl,
    authenticated: Boolean(credential),
    now: () => clock.now(),

    async tokens(options = {}) {
      // Parse the list entry by entry: one malformed token must not hide all the others.
      const { TokenListSchema, TokenSchema } = schemas ?? (await loadSchemas());
      const raw = await send({
        url: `${baseUrl}/v0/tokens`,
        schema: TokenListSchema,
        signal: options.signal,
        retry: true,
      });
      const tokens = raw.flatMap((item) => {
        const parsed = TokenSchema.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      });
      // A list in which no entry is a token is not a token list (a broken service or proxy): an error to retry.
      if (raw.length && !tokens.length) {
        throw new SwapApiError('invalid-response', 'The service sent a token list without one valid token.', {
          request: 'tokens',
        });
      }
      return tokens;
    },

    // Validated and sent in the same task as the call once the request schemas are here (see requestSchemas).
    quote: async (request, options) => (requestSchemas ?? (await loadRequestSchemas())).quote(core, request, options),
    submitDeposit: async (request, options) =>
      (requestSchemas ?? (await loadRequestSchemas())).submitDeposit(core, request, options),

    // Checked and sent in the same task as the call once the schemas are here (see schemas).
    async status(query, options = {}) {
      const { StatusQuerySchema, StatusResponseSchema } = schemas ?? (await loadSchemas());
      const params = validate(StatusQuerySchema, query, 'status request');
      return send({
        url: `${baseUrl}/v0/status${queryString(params)}`,
        schema: StatusResponseSchema,
        signal: options.signal,
        retry: true,
      });
    },

    anyInputWithdrawals: async (query, options) =>
      (await import('./any-input-schemas.js')).withdrawals(core, query, options),
    generateIntent: async (request, options) =>
      (await import('./intent-schemas.js')).generateIntent(core, request, options),
    submitIntent: async (signed, options) => (await import('./intent-schemas.js')).submitIntent(core, signed, options),
    core,
    transactionsPage: async (query, options) => (await import('./explorer-schemas.js')).page(core, query, options),
    transactions: async (query, options) => (await import('./explorer-schemas.js')).rows(core, query, options),
  };
}

/** `?a=1&statuses=A,B` with undefined values left out; arrays are comma-joined as the explorer expects. */
export function queryString(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** How long the answer asks to wait: its Retry-After header (seconds or a date), else the body's retryAfterSeconds. */
export function retryAfterMs(
  response: Response,
  body: { retryAfterSeconds?: number | null } | undefined,
): number | undefined {
  const header = response.headers.get('retry-after');
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
    const date = Date.parse(header);
    if (Number.isFinite(date)) return Math.max(0, date - Date.now());
  }
  if (typeof body?.retryAfterSeconds === 'number') return body.retryAfterSeconds * 1000;
  return undefined;
}

function httpError(
  response: Response,
  json: unknown,
  url: string,
  { ErrorBodySchema }: typeof import('./call-schemas.js'),
): SwapApiError {
  const parsed = ErrorBodySchema.safeParse(json);
  const body = parsed.success ? parsed.data : undefined;
  const serverMessage = body ? (Array.isArray(body.message) ? body.message.join(',') : body.message) : undefined;
  const status = response.status;
  const options = { status, serverMessage, retryAfterMs: retryAfterMs(response, body), request: requestOf(url) };
  const said = serverMessage ? `: ${serverMessage}` : '';
  // The site's gateway refusing the page's origin is not a credential problem: its own kind, by its code.
  if (status === 403 && body?.code === ORIGIN_REFUSED_CODE) {
    return new SwapApiError('origin', `The gateway refused this page's origin${said}`, {
      ...options,
      origin: body.origin ?? undefined,
    });
  }
  if (status === 401 || status === 403) {
    return new SwapApiError('unauthorized', `The service refused the credentials${said}`, options);
  }
  if (status === 404) return new SwapApiError('not-found', `Not found${said}`, options);
  if (status === 429) return new SwapApiError('rate-limited', 'Too many requests: the service asked to wait.', options);
  return new SwapApiError('http', `The service answered ${status}${said}`, options);
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new SwapApiError('aborted', 'The request was cancelled.'));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new SwapApiError('aborted', 'The request was cancelled.'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
