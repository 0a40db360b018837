// The JSON-RPC pass-through to the partner's own Solana, NEAR and TON nodes (`/rpc/solana`, `/rpc/near`, `/rpc/ton`): what a call
// must look like, which calls may pass, and the JSON-RPC error answers. Only the read and send methods the elements'
// wallet payments and balances use pass (for NEAR's `query`, only the view calls they make); anything else is answered
// here with -32601 and never reaches the node. A batch passes only when every call in it may. What is forwarded is the
// visitor's JSON as parsed here (re-serialised, so the node reads exactly what was checked: no parser differences
// over duplicate keys or odd spellings); numbers that JSON.parse cannot hold exactly are refused rather than changed.
// The node's answer is passed back unchanged (its bytes: u64 balances stay exact).

import { moveRefusal } from './move-rpc.js';

export type RpcChain = 'solana' | 'near' | 'ton' | 'sui' | 'starknet';

/** How the chains are named in messages. */
export const RPC_CHAIN_NAMES: Readonly<Record<RpcChain, string>> = {
  solana: 'Solana',
  near: 'NEAR',
  ton: 'TON',
  sui: 'Sui',
  starknet: 'Starknet',
};

/** Solana methods the elements call (balances, token accounts, building, sending and following a transaction). */
export const SOLANA_METHODS: readonly string[] = [
  'getLatestBlockhash',
  'getAccountInfo',
  'getBalance',
  'getTokenAccountsByOwner',
  'getTokenAccountBalance',
  'getSignatureStatuses',
  'sendTransaction',
  'getMinimumBalanceForRentExemption',
];

/** NEAR methods the elements call; `query` only for the request types and view functions below. */
export const NEAR_METHODS: readonly string[] = ['query', 'send_tx', 'broadcast_tx_commit', 'broadcast_tx_async', 'tx'];
export const NEAR_QUERY_TYPES: readonly string[] = ['view_account', 'call_function'];
/** NEP-141 and storage-management view functions: a balance, the deposit account's registration, the token's metadata. */
export const NEAR_VIEW_FUNCTIONS: readonly string[] = [
  'ft_balance_of',
  'storage_balance_of',
  'storage_balance_bounds',
  'ft_metadata',
];

/**
 * TON methods the elements call (toncenter's v2 jsonRPC, params by name): the TON balance and, through runGetMethod,
 * only a jetton master's get_wallet_address and a jetton wallet's get_wallet_data. TON Connect wallets send what they
 * sign themselves: nothing is sent through here.
 */
export const TON_METHODS: readonly string[] = ['getAddressBalance', 'runGetMethod'];
export const TON_GET_METHODS: readonly string[] = ['get_wallet_address', 'get_wallet_data'];

/**
 * The views of the Intents contract the account element reads (issue 49): public balances, the keys a named account
 * registered, and whether it may be paid by predecessor id. Only on INTENTS_CONTRACT.
 */
export const INTENTS_CONTRACT = 'intents.near';
export const INTENTS_VIEW_FUNCTIONS: readonly string[] = [
  'mt_batch_balance_of',
  'mt_balance_of',
  'has_public_key',
  'public_keys_of',
  'is_auth_by_predecessor_id_enabled',
];

/** The most calls one batch may hold (the elements send single calls). */
export const RPC_MAX_BATCH = 10;

/** JSON-RPC error codes this gateway answers with (the -32000s are its own: see src/gateway/README.md). */
export const RPC_ERRORS = {
  parse: -32700,
  invalidRequest: -32600,
  notAllowed: -32601,
  invalidParams: -32602,
  /** The node is unreachable, failed, refused the gateway or answered something that is not passed on (HTTP 502). */
  upstream: -32002,
  /** The node did not answer in time (HTTP 504). */
  timeout: -32003,
  /** This visitor's quota, or the node's own rate limit (HTTP 429 with Retry-After). */
  limit: -32005,
} as const;

export type RpcId = string | number | null;

export interface RpcCall {
  jsonrpc: '2.0';
  id?: RpcId;
  method: string;
  params?: unknown;
}

export interface RpcError {
  code: number;
  message: string;
  data?: string;
}

/** One call's verdict: it may pass, or the error it is answered with here. */
export type Checked = { id: RpcId; call: RpcCall } | { id: RpcId; error: RpcError };

/** What a body holds: one call or a batch, each checked; or one error for the whole body. */
export type CheckedBody = { batch: boolean; calls: Checked[] } | { error: RpcError };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const idOf = (value: unknown): RpcId => {
  const id = isObject(value) ? value.id : undefined;
  return typeof id === 'string' || (typeof id === 'number' && Number.isSafeInteger(id)) ? id : null;
};

/** A number JSON.parse could not hold exactly (an integer past 2^53, or one written too large to be finite). */
function inexactNumber(value: unknown, depth = 0): boolean {
  if (typeof value === 'number')
    return !Number.isFinite(value) || (Number.isInteger(value) && !Number.isSafeInteger(value));
  if (depth > 32) return true; // deeper than any call the elements make
  if (Array.isArray(value)) return value.some((item) => inexactNumber(item, depth + 1));
  if (isObject(value)) return Object.values(value).some((item) => inexactNumber(item, depth + 1));
  return false;
}

const notAllowed = (data: string): RpcError => ({ code: RPC_ERRORS.notAllowed, message: 'method not allowed', data });

/** Why `call` may not pass to this chain's node (undefined: it may). */
export function refusal(chain: RpcChain, call: RpcCall): RpcError | undefined {
  if (chain === 'sui' || chain === 'starknet') {
    const refused = moveRefusal(chain, call.method, call.params); // their allow-lists: move-rpc.ts
    return refused === undefined ? undefined : notAllowed(refused);
  }
  if (chain === 'ton') {
    if (!TON_METHODS.includes(call.method)) {
      return notAllowed(`This gateway passes only ${TON_METHODS.join(', ')} to the TON RPC.`);
    }
    const method = isObject(call.params) ? call.params.method : undefined;
    if (call.method === 'runGetMethod' && (typeof method !== 'string' || !TON_GET_METHODS.includes(method))) {
      return notAllowed(`This gateway passes TON runGetMethod only for ${TON_GET_METHODS.join(', ')}.`);
    }
    return undefined;
  }
  if (chain === 'solana') {
    if (!SOLANA_METHODS.includes(call.method)) {
      return notAllowed(`This gateway passes only ${SOLANA_METHODS.join(', ')} to the Solana RPC.`);
    }
    return undefined;
  }
  if (!NEAR_METHODS.includes(call.method)) {
    return notAllowed(`This gateway passes only ${NEAR_METHODS.join(', ')} to the NEAR RPC.`);
  }
  if (call.method !== 'query') return undefined;
  // Only the object form ({request_type, …}); the older path form (["call_function/…", data]) is not passed.
  const params = call.params;
  const type = isObject(params) ? params.request_type : undefined;
  if (typeof type !== 'string' || !NEAR_QUERY_TYPES.includes(type)) {
    return notAllowed(`This gateway passes NEAR query only with request_type ${NEAR_QUERY_TYPES.join(' or ')}.`);
  }
  if (type === 'call_function') {
    const { method_name: name, account_id: contract } = params as Record<string, unknown>;
    const intents = contract === INTENTS_CONTRACT && INTENTS_VIEW_FUNCTIONS.includes(name as string);
    if (typeof name !== 'string' || !(NEAR_VIEW_FUNCTIONS.includes(name) || intents)) {
      return notAllowed(
        `This gateway passes NEAR call_function only for ${NEAR_VIEW_FUNCTIONS.join(', ')}, and on ${INTENTS_CONTRACT} ${INTENTS_VIEW_FUNCTIONS.join(', ')}.`,
      );
    }
  }
  return undefined;
}

/** Checks one call's shape (JSON-RPC 2.0), then whether it may pass. */
function checkCall(chain: RpcChain, value: unknown): Checked {
  const id = idOf(value);
  const invalid = (data: string): Checked => ({
    id,
    error: { code: RPC_ERRORS.invalidRequest, message: 'Invalid Request', data },
  });
  if (!isObject(value)) return invalid('A call must be a JSON object.');
  if (value.jsonrpc !== '2.0') return invalid('jsonrpc must be "2.0".');
  if (typeof value.method !== 'string') return invalid('method must be a string.');
  if ('id' in value && value.id !== null && typeof value.id !== 'string' && typeof value.id !== 'number') {
    return invalid('id must be a string, a number or null.');
  }
  if ('params' in value && !Array.isArray(value.params) && !isObject(value.params)) {
    return invalid('params must be an array or an object.');
  }
  const call = value as unknown as RpcCall;
  const refused = refusal(chain, call);
  if (refused) return { id, error: refused };
  if (inexactNumber(value)) {
    return {
      id,
      error: {
        code: RPC_ERRORS.invalidParams,
        message: 'Invalid params',
        data: 'A number in this call is too large to pass on exactly: send it as a string or a safe integer.',
      },
    };
  }
  return { id, call };
}

/** Checks a parsed body: one call, or a batch of at most RPC_MAX_BATCH calls. */
export function checkBody(chain: RpcChain, value: unknown): CheckedBody {
  if (!Array.isArray(value)) return { batch: false, calls: [checkCall(chain, value)] };
  if (value.length === 0) {
    return { error: { code: RPC_ERRORS.invalidRequest, message: 'Invalid Request', data: 'The batch is empty.' } };
  }
  if (value.length > RPC_MAX_BATCH) {
    return {
      error: {
        code: RPC_ERRORS.invalidRequest,
        message: 'Invalid Request',
        data: `A batch may hold at most ${RPC_MAX_BATCH} calls.`,
      },
    };
  }
  return { batch: true, calls: value.map((item) => checkCall(chain, item)) };
}

/**
 * A batch with any refused call is not sent at all: the refused calls get their own error, the others this one (a
 * partial batch would mean answers the page did not ask for in that form).
 */
export const NOT_SENT: RpcError = {
  code: RPC_ERRORS.invalidRequest,
  message: 'Invalid Request',
  data: 'Not sent: another call in this batch is not allowed.',
};

/** The JSON-RPC error body for one call (`ids` of length 1, not a batch), a batch, or a whole body (`ids` null). */
export function errorBody(ids: RpcId[] | null, batch: boolean, error: RpcError): string {
  const one = (id: RpcId) => ({ jsonrpc: '2.0', id, error });
  if (ids === null) return JSON.stringify(one(null));
  return JSON.stringify(batch ? ids.map(one) : one(ids[0] ?? null));
}

/**
 * Parts of an upstream URL that may be (or hold) its key: the URL, userinfo, query values and path segments with
 * digits, each of at least 8 characters.
 * An answer containing any of them is not passed on (a provider's error page echoing the URL).
 */
export function secretParts(url: string): string[] {
  const parsed = new URL(url);
  const decode = (text: string) => {
    try {
      return decodeURIComponent(text);
    } catch {
      return text;
    }
  };
  const parts = [url, decode(parsed.username), decode(parsed.password), ...parsed.searchParams.values()];
  // A key in the path (…/v2/<key>) has digits; a word such as "mainnet-beta" is no secret and may well be in answers.
  for (const segment of parsed.pathname.split('/')) if (/\d/.test(segment)) parts.push(segment, decode(segment));
  return [...new Set(parts.filter((part) => part.length >= 8))];
}
