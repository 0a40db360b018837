// The one error type the API module throws. Elements turn `kind` and the server's message into plain sentences.
import type { Issue } from './schemas.js';

export type SwapApiErrorKind =
  | 'network' // no response: offline, DNS, connection dropped, CORS
  | 'timeout' // no answer within timeoutMs
  | 'http' // any other non-2xx answer (400 with the server's message, 5xx...)
  | 'rate-limited' // 429 that could not be waited out
  | 'unauthorized' // 401/403, or an explorer call without a token
  | 'origin' // 403 of a gateway that does not serve pages from this page's origin (not in its ALLOWED_ORIGINS)
  | 'not-found' // 404 (e.g. a deposit address the service does not know yet)
  | 'invalid-response' // 2xx whose body does not match the contract
  | 'invalid-request' // rejected locally before sending: nothing went over the wire
  | 'invalid-config' // the page's configuration is wrong (base-url, explorer-url, appFees): nothing was sent
  | 'intent-refused' // a 400 of generate-intent or submit-intent: IntentRefusedError (intent-schemas.ts) says why
  | 'order-refused' // a 4xx of an order route (not 401, 404, 429): OrderError (orders.ts) carries the service's code
  | 'aborted'; // the caller's AbortSignal fired

/**
 * The `code` of a gateway's 403 for a page from an origin it does not serve (its body also names the `origin`): the
 * client tells it from a refused credential by this, never by the sentence.
 */
export const ORIGIN_REFUSED_CODE = 'origin-not-allowed';

/** Which request failed, for wording that fits it (a 404 of the token list means a wrong base URL). */
export type SwapRequestName =
  | 'tokens'
  | 'quote'
  | 'deposit-submit'
  | 'status'
  | 'withdrawals'
  | 'explorer'
  | 'generate-intent'
  | 'submit-intent'
  | 'orders';

const REQUEST_PATHS: [RegExp, SwapRequestName][] = [
  [/\/v0\/tokens$/, 'tokens'],
  [/\/v0\/quote$/, 'quote'],
  [/\/v0\/deposit\/submit$/, 'deposit-submit'],
  [/\/v0\/status$/, 'status'],
  [/\/v0\/any-input\/withdrawals$/, 'withdrawals'],
  [/\/v0\/transactions(-pages)?$/, 'explorer'],
];

/** The request a URL of the service or the explorer is (undefined for another URL). */
export function requestOf(url: string): SwapRequestName | undefined {
  const path = url.split(/[?#]/)[0] ?? '';
  return REQUEST_PATHS.find(([pattern]) => pattern.test(path))?.[1];
}

/** A setting of configure() and the elements' attributes and properties that a configuration check looks at. */
export type ConfigSetting = 'baseUrl' | 'explorerUrl' | 'appFees';

/**
 * What is wrong with the configuration ('invalid-config'), for the UI to say in the page's language: a URL that is
 * not http(s), or app fees that are not a list of `{ recipient, fee }` with a NEAR account and 0 to `maxBps` basis
 * points. `index` is the app fee's 1-based position when there are several.
 */
export interface ConfigProblem {
  setting: ConfigSetting;
  code: 'config-url' | 'app-fee-list' | 'app-fee-recipient' | 'app-fee-account' | 'app-fee-whole' | 'app-fee-max';
  index?: number;
  maxBps?: number;
}

export interface SwapApiErrorOptions {
  status?: number;
  /** The `message` of the server's error body, verbatim. */
  serverMessage?: string;
  retryAfterMs?: number;
  /** Field problems of an invalid request (or response). */
  issues?: Issue[];
  /** The request that failed (set by the client for answers of the service and the explorer). */
  request?: SwapRequestName;
  /** What is wrong, for 'invalid-config'. */
  config?: ConfigProblem;
  /** The page origin a gateway refused, for 'origin'. */
  origin?: string;
  cause?: unknown;
}

export class SwapApiError extends Error {
  override readonly name = 'SwapApiError';
  readonly status?: number;
  readonly serverMessage?: string;
  readonly retryAfterMs?: number;
  readonly issues: Issue[];
  readonly request?: SwapRequestName;
  readonly config?: ConfigProblem;
  readonly origin?: string;

  constructor(
    readonly kind: SwapApiErrorKind,
    message: string,
    options: SwapApiErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = options.status;
    this.serverMessage = options.serverMessage;
    this.retryAfterMs = options.retryAfterMs;
    this.issues = options.issues ?? [];
    this.request = options.request;
    this.config = options.config;
    this.origin = options.origin;
  }

  /** Worth retrying an idempotent call: the network, a timeout or a 5xx. */
  get transient(): boolean {
    return this.kind === 'network' || this.kind === 'timeout' || (this.kind === 'http' && (this.status ?? 0) >= 500);
  }

  /** The server said when to come back (429, or a 503 with Retry-After such as a busy gateway's): wait, do not retry now. */
  get asksToWait(): boolean {
    return this.kind === 'rate-limited' || (this.status === 503 && this.retryAfterMs !== undefined);
  }
}

/**
 * A quote's 400 "Amount is too low for bridge, try at least N" (CONTRACT.md; the service has had $1,000 minimums on
 * nine origin chains and $100 on Tron): `minimum` is N, in smallest units of the token whose amount was given (the
 * origin token, the destination token for EXACT_OUTPUT). Kind `http` like any other 400.
 */
export class AmountTooLowError extends SwapApiError {
  constructor(
    readonly minimum: string,
    error: SwapApiError,
  ) {
    super('http', error.message, { status: 400, serverMessage: error.serverMessage, request: 'quote', cause: error });
  }
}

export function isSwapApiError(error: unknown): error is SwapApiError {
  return error instanceof SwapApiError;
}
