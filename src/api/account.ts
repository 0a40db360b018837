// The end user's NEAR Intents account (issue 49; CONTRACT.md "User sessions and the account", "Intents, sessions,
// confidentiality"): signing in (/v0/auth/authenticate, /v0/auth/refresh), the private balances and the history
// (/v0/account/*) with the user's own session token, and the public Intents balance and keys read from `intents.near`
// through a NEAR RPC. Only the account element's chunks import this module, never the first download.
//
// The account client is made without the partner credential at all: it has no field for one, so the user's bearer
// can never travel with the partner's X-API-Key or JWT, and the partner's never reaches these routes.
import * as z from 'zod/mini';
import { parseJson, retryAfterMs } from './client.js';
import { SwapApiError, type SwapApiErrorKind, type SwapRequestName } from './errors.js';
import {
  AuthenticateResponseSchema,
  BalancesResponseSchema,
  HistoryItemSchema,
  HistoryPageSchema,
  RefreshResponseSchema,
  historyQueryProblem,
  type BalanceEntry,
  type HistoryPage,
  type HistoryQuery,
} from './account-schemas.js';
import type { SignedIntent } from './intent-schemas.js';

export type { BalanceEntry, HistoryItem, HistoryPage, HistoryQuery } from './account-schemas.js';

/** The verifying contract whose views hold the public balances and keys. */
export const INTENTS_CONTRACT = 'intents.near';
/** Token ids per `mt_batch_balance_of` call: a long token list is read in chunks, so no call grows unbounded. */
export const BALANCE_CHUNK = 100;

export interface AccountClientConfig {
  /** The service (or the site's gateway, or the simulator): the same base URL as the other elements'. */
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Extra attempts of the idempotent calls (refresh, balances, history) on network errors and 5xx. Default 1. */
  retries?: number;
  /** The service's time (a SwapClient's `now`), for the session's expiry; default the device's clock. */
  now?: () => number;
}

/**
 * A signed-in session. Keep it in memory (or session storage), never in localStorage, a log, a receipt or a URL.
 * The refresh token does not rotate: whoever holds it can mint access tokens until `refreshExpiresAt`.
 */
export interface Session {
  accessToken: string;
  refreshToken: string;
  /** When the access token expires (ms since the epoch, by `now`). */
  accessExpiresAt: number;
  /** When the refresh token expires: then the wallet signs in again. */
  refreshExpiresAt: number;
}

export interface CallOptions {
  signal?: AbortSignal;
}

export interface AccountClient {
  /** `POST /v0/auth/authenticate` with a signature over the empty-intents message; refused: kind `sign-in-refused`. */
  authenticate(signedData: SignedIntent, options?: CallOptions): Promise<Session>;
  /** `POST /v0/auth/refresh`: the same session with a new access token; expired or unknown: kind `session-expired`. */
  refreshSession(session: Session, options?: CallOptions): Promise<Session>;
  /** `GET /v0/account/balances`: the private balances (all non-zero ones without `tokenIds`). */
  accountBalances(session: Session, tokenIds?: string[], options?: CallOptions): Promise<BalanceEntry[]>;
  /** `GET /v0/account/history`: 403 (invite-only) throws kind `invite-only`. */
  accountHistory(session: Session, query?: HistoryQuery, options?: CallOptions): Promise<HistoryPage>;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function createAccountClient(config: AccountClientConfig): AccountClient {
  const baseUrl = trimSlash(config.baseUrl);
  const fetchImpl = config.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const timeoutMs = config.timeoutMs ?? 20_000;
  const retries = config.retries ?? 1;
  const now = config.now ?? (() => Date.now());

  interface Call<T> {
    path: string;
    request: SwapRequestName;
    body?: unknown;
    /** The user's access token: sent as the only credential. */
    bearer?: string;
    schema: z.ZodMiniType<T>;
    retry: boolean;
    signal?: AbortSignal;
    /** The kind a refusal of this route is (by status). */
    refusals: Partial<Record<number, SwapApiErrorKind>>;
  }

  async function send<T>(call: Call<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await once(call);
      } catch (error) {
        const err = error as SwapApiError;
        if (!call.retry || !err.transient || attempt >= retries) throw err;
      }
    }
  }

  async function once<T>({ path, request, body, bearer, schema, signal, refusals }: Call<T>): Promise<T> {
    if (signal?.aborted) throw new SwapApiError('aborted', 'The request was cancelled.', { request });
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(`${baseUrl}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal,
      });
      text = await response.text();
    } catch (error) {
      if (signal?.aborted) throw new SwapApiError('aborted', 'The request was cancelled.', { request, cause: error });
      const kind = timeout.signal.aborted ? 'timeout' : 'network';
      throw new SwapApiError(kind, 'The service could not be reached. Check your connection.', {
        request,
        cause: error,
      });
    } finally {
      clearTimeout(timer);
    }
    const json = parseJson(text) as { message?: unknown; retryAfterSeconds?: number } | undefined;
    if (!response.ok) {
      const status = response.status;
      const serverMessage = typeof json?.message === 'string' ? json.message : undefined;
      const options = { status, serverMessage, request, retryAfterMs: retryAfterMs(response, json) };
      const kind: SwapApiErrorKind =
        refusals[status] ??
        (status === 401 || status === 403
          ? 'unauthorized'
          : status === 404
            ? 'not-found'
            : status === 429
              ? 'rate-limited'
              : 'http');
      return Promise.reject(new SwapApiError(kind, `The service answered ${status}: ${serverMessage ?? ''}`, options));
    }
    const result = z.safeParse(schema, json);
    if (!result.success) {
      throw new SwapApiError('invalid-response', 'The service sent an unexpected response.', {
        status: response.status,
        request,
      });
    }
    return result.data;
  }

  const expired: Call<unknown>['refusals'] = { 401: 'session-expired' };

  return {
    async authenticate(signedData, options = {}) {
      const startedAt = now();
      // Not retried: the signed nonce is single-use, a second try of a request that arrived is refused.
      const answer = await send({
        path: '/v0/auth/authenticate',
        request: 'authenticate',
        body: { signedData },
        schema: AuthenticateResponseSchema,
        retry: false,
        signal: options.signal,
        refusals: { 400: 'sign-in-refused', 401: 'sign-in-refused' },
      });
      return {
        accessToken: answer.accessToken,
        refreshToken: answer.refreshToken,
        accessExpiresAt: startedAt + answer.expiresIn * 1000,
        refreshExpiresAt: startedAt + answer.refreshExpiresIn * 1000,
      };
    },

    async refreshSession(session, options = {}) {
      const startedAt = now();
      const answer = await send({
        path: '/v0/auth/refresh',
        request: 'refresh',
        body: { refreshToken: session.refreshToken },
        schema: RefreshResponseSchema,
        retry: true,
        signal: options.signal,
        refusals: expired,
      });
      return { ...session, accessToken: answer.accessToken, accessExpiresAt: startedAt + answer.expiresIn * 1000 };
    },

    async accountBalances(session, tokenIds = [], options = {}) {
      // The OpenAPI's form: one comma-joined value (the service takes repeated keys too).
      const query = tokenIds.length ? `?${new URLSearchParams({ tokenIds: tokenIds.join(',') })}` : '';
      const { balances } = await send({
        path: `/v0/account/balances${query}`,
        request: 'account-balances',
        bearer: session.accessToken,
        schema: BalancesResponseSchema,
        retry: true,
        signal: options.signal,
        refusals: expired,
      });
      return balances;
    },

    async accountHistory(session, query = {}, options = {}) {
      const problem = historyQueryProblem(query);
      if (problem) {
        throw new SwapApiError('invalid-request', `The history request was not sent: ${problem}`, {
          request: 'account-history',
        });
      }
      const page = await send({
        path: `/v0/account/history${historySearch(query)}`,
        request: 'account-history',
        bearer: session.accessToken,
        schema: HistoryPageSchema,
        retry: true,
        signal: options.signal,
        refusals: { 401: 'session-expired', 403: 'invite-only' },
      });
      const items = page.items.flatMap((item) => {
        const parsed = z.safeParse(HistoryItemSchema, item);
        return parsed.success ? [parsed.data] : [];
      });
      return {
        items,
        ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
        ...(page.prevCursor ? { prevCursor: page.prevCursor } : {}),
        unreadable: page.items.length - items.length,
      };
    },
  };
}

/** The history query: lists as repeated keys (the SDK's and the OpenAPI's default); the type lists padded with the
 * wildcard `null` so they stay index-aligned. */
export function historySearch(query: HistoryQuery): string {
  const search = new URLSearchParams();
  for (const key of ['prevCursor', 'nextCursor', 'limit', 'depositAddress', 'depositMemo', 'search'] as const) {
    const value = query[key];
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  for (const status of query.status ?? []) search.append('status', status);
  const lists = [query.depositType, query.recipientType, query.refundType] as const;
  const length = Math.max(...lists.map((list) => list?.length ?? 0));
  (['depositType', 'recipientType', 'refundType'] as const).forEach((key, k) => {
    for (let i = 0; i < length; i++) search.append(key, lists[k]?.[i] ?? 'null');
  });
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Where the public ledger is read: a NEAR RPC URL (the gateway's NEAR route, or the simulator's /rpc/near). */
export interface NearRpc {
  rpcUrl: string;
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

/** One view call of `intents.near`, its JSON answer; any failure is a SwapApiError (request `near-rpc`). */
async function intentsView(rpc: NearRpc, method: string, args: object): Promise<unknown> {
  const fetchImpl = rpc.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const fail = (kind: SwapApiErrorKind, message: string, status?: number) =>
    new SwapApiError(kind, message, { request: 'near-rpc', status });
  const bytes = new TextEncoder().encode(JSON.stringify(args));
  let response: Response;
  let answer: { result?: { result?: unknown; error?: unknown }; error?: unknown } | undefined;
  try {
    response = await fetchImpl(rpc.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 'swap-elements',
        method: 'query',
        params: {
          request_type: 'call_function',
          finality: 'final',
          account_id: INTENTS_CONTRACT,
          method_name: method,
          args_base64: btoa(String.fromCharCode(...bytes)),
        },
      }),
      signal: rpc.signal,
    });
    answer = parseJson(await response.text()) as typeof answer;
  } catch (error) {
    if (rpc.signal?.aborted) throw fail('aborted', 'The request was cancelled.');
    throw new SwapApiError('network', 'The NEAR RPC could not be reached.', { request: 'near-rpc', cause: error });
  }
  if (!response.ok)
    throw fail(response.status === 429 ? 'rate-limited' : 'http', 'The NEAR RPC refused the read.', response.status);
  const result = answer?.result?.result;
  if (answer?.error || answer?.result?.error || !Array.isArray(result)) {
    throw fail('http', `The NEAR RPC refused the read of ${method}.`, response.status);
  }
  try {
    return JSON.parse(new TextDecoder().decode(Uint8Array.from(result as number[])));
  } catch {
    throw fail('invalid-response', 'The NEAR RPC sent a result that is not JSON.');
  }
}

/**
 * The account's public Intents balance of each token id (`mt_batch_balance_of`), in smallest units, in the order
 * asked; read in chunks of BALANCE_CHUNK ids. A balance that is not an integer string is an invalid response.
 */
export async function intentsBalances(
  rpc: NearRpc,
  accountId: string,
  tokenIds: string[],
): Promise<Map<string, bigint>> {
  const balances = new Map<string, bigint>();
  for (let i = 0; i < tokenIds.length; i += BALANCE_CHUNK) {
    const ids = tokenIds.slice(i, i + BALANCE_CHUNK);
    const answer = await intentsView(rpc, 'mt_batch_balance_of', { account_id: accountId, token_ids: ids });
    if (
      !Array.isArray(answer) ||
      answer.length !== ids.length ||
      answer.some((a) => typeof a !== 'string' || !/^(0|[1-9]\d*)$/.test(a))
    ) {
      throw new SwapApiError('invalid-response', 'The NEAR RPC sent balances that do not match the tokens asked.', {
        request: 'near-rpc',
      });
    }
    ids.forEach((id, k) => balances.set(id, BigInt(answer[k] as string)));
  }
  return balances;
}

/** Whether `intents.near` knows `publicKey` (`ed25519:<base58>`) as a key of the account (`has_public_key`). */
export async function hasPublicKey(rpc: NearRpc, accountId: string, publicKey: string): Promise<boolean> {
  const answer = await intentsView(rpc, 'has_public_key', { account_id: accountId, public_key: publicKey });
  if (typeof answer !== 'boolean') {
    throw new SwapApiError('invalid-response', 'The NEAR RPC sent no yes or no.', { request: 'near-rpc' });
  }
  return answer;
}

/** The keys the account registered with `intents.near` (`public_keys_of`). */
export async function publicKeysOf(rpc: NearRpc, accountId: string): Promise<string[]> {
  const answer = await intentsView(rpc, 'public_keys_of', { account_id: accountId });
  if (!Array.isArray(answer) || answer.some((k) => typeof k !== 'string')) {
    throw new SwapApiError('invalid-response', 'The NEAR RPC sent no key list.', { request: 'near-rpc' });
  }
  return answer as string[];
}
