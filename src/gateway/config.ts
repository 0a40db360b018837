// The gateway's settings, read from environment variables (one table in src/gateway/README.md). Every problem is
// reported at start-up in one message naming the variable, never with the credential's value.
import * as z from 'zod/mini';
import { AppFeeSchema, RebatesSchema, type AppFee, type Rebate } from '../api/request-schemas.js';
import { DEFAULT_BASE_URL, DEFAULT_EXPLORER_URL } from '../api/client.js';

export type ExplorerAccess = 'off' | 'public' | 'full';

/** Filters a public history page may use unless EXPLORER_PUBLIC_FILTERS says otherwise (no free-text search). */
export const DEFAULT_PUBLIC_FILTERS = [
  'page', 'perPage', 'numberOfTransactions', 'lastDepositAddressAndMemo', 'direction', 'fromChainId', 'toChainId',
  'fromTokenId', 'toTokenId', 'statuses', 'showTestTxs', 'minUsdPrice', 'maxUsdPrice', 'startTimestamp',
  'endTimestamp', 'startTimestampUnix', 'endTimestampUnix',
] as const; // prettier-ignore

export interface Credential {
  scheme: 'api-key' | 'bearer';
  value: string;
}

export interface GatewayConfig {
  swapUrl: string;
  explorerUrl: string;
  credential?: Credential;
  /** Page origins allowed by CORS; `['*']` for any. Empty: same-origin only. */
  allowedOrigins: string[];
  /**
   * The order routes' visitor cookie is `SameSite=None` (CROSS_SITE_COOKIE): for pages on another site than the
   * gateway, whose fetches a `Lax` cookie never goes with. Needs origins in ALLOWED_ORIGINS by name.
   */
  crossSiteCookie: boolean;
  referral?: string;
  appFees?: AppFee[];
  /** The partner's rebates (PARTNER_REBATES), set on every quote like the app fees. */
  rebates?: Rebate[];
  explorerAccess: ExplorerAccess;
  publicFilters: string[];
  /** One upstream explorer request per this many ms (per credential, across every instance sharing Redis). */
  explorerIntervalMs: number;
  /** A cached explorer answer is served as is for this long, then refreshed while still served (stale). */
  explorerFreshMs: number;
  /** How long a cached answer may be served stale when the upstream cannot be asked. */
  explorerStaleMs: number;
  /** The longest a visitor waits for the gate before getting a 503 with Retry-After. */
  explorerMaxWaitMs: number;
  tokensFreshMs: number;
  quotesPerMinute: number;
  quoteBurst: number;
  submitsPerMinute: number;
  submitBurst: number;
  /**
   * The partner's own JSON-RPC nodes behind `/rpc/solana`, `/rpc/near` and `/rpc/ton` (SOLANA_RPC_URL, NEAR_RPC_URL,
   * TON_RPC_URL: toncenter's v2 jsonRPC endpoint or one answering the same), and `/rpc/sui`, `/rpc/starknet`,
   * `/rpc/aptos/view`, `/rpc/movement/view` (SUI_RPC_URL, STARKNET_RPC_URL; APTOS_RPC_URL and MOVEMENT_RPC_URL are the
   * node's REST `/v1` root, `/view` appended). A URL may
   * hold the node provider's key: it is never logged, echoed or sent to a page. Unset: that route answers 404.
   */
  rpc: {
    solana?: string;
    near?: string;
    ton?: string;
    sui?: string;
    starknet?: string;
    aptos?: string;
    movement?: string;
  };
  /** The partner's Horizon behind `/rpc/stellar/…` (STELLAR_HORIZON_URL; routes/horizon.ts). Unset: 404. */
  stellarHorizon?: string;
  /** Calls to each RPC route per client address (one budget per chain; a batch costs one per call). */
  rpcCallsPerMinute: number;
  rpcBurst: number;
  maxBodyBytes: number;
  upstreamTimeoutMs: number;
  /** Take the visitor's address from X-Forwarded-For (behind a reverse proxy you run). */
  trustProxy: boolean;
  redisUrl?: string;
  port: number;
  host: string;
}

export class GatewayConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The gateway is not configured correctly:\n- ${problems.join('\n- ')}`);
  }
}

type Env = Record<string, string | undefined>;

/** Reads the configuration from environment variables; throws GatewayConfigError listing every problem. */
export function loadConfig(env: Env): GatewayConfig {
  const problems: string[] = [];
  const text = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const url = (name: string, fallback: string) => {
    const value = text(name) ?? fallback;
    try {
      const parsed = new URL(value);
      if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error();
      return value.replace(/\/+$/, '');
    } catch {
      problems.push(`${name} must be an absolute http(s) URL, such as ${fallback}.`);
      return fallback;
    }
  };
  const number = (name: string, fallback: number, min: number, max: number) => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < min || value > max) {
      problems.push(`${name} must be a number from ${min} to ${max} (got "${raw}").`);
      return fallback;
    }
    return value;
  };
  const flag = (name: string) => {
    const raw = text(name)?.toLowerCase();
    if (raw === undefined) return false;
    if (['1', 'true', 'yes'].includes(raw)) return true;
    if (['0', 'false', 'no'].includes(raw)) return false;
    problems.push(`${name} must be true or false (got "${raw}").`);
    return false;
  };

  const apiKey = text('PARTNER_API_KEY');
  const jwt = text('PARTNER_JWT');
  let credential: Credential | undefined;
  if (apiKey && jwt) problems.push('Set PARTNER_API_KEY or PARTNER_JWT, not both: the service takes one credential.');
  else if (apiKey) credential = { scheme: 'api-key', value: apiKey };
  else if (jwt) credential = { scheme: 'bearer', value: jwt.replace(/^Bearer\s+/i, '') };

  const allowedOrigins = (text('ALLOWED_ORIGINS') ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const origin of allowedOrigins) {
    if (origin === '*') continue;
    let ok = false;
    try {
      const parsed = new URL(origin);
      ok = /^https?:$/.test(parsed.protocol) && parsed.origin === origin;
    } catch {
      ok = false;
    }
    if (!ok) problems.push(`ALLOWED_ORIGINS: "${origin}" is not an origin such as https://shop.example.`);
  }

  const referral = text('PARTNER_REFERRAL');
  if (referral !== undefined && (referral !== referral.toLowerCase() || /\s/.test(referral))) {
    problems.push('PARTNER_REFERRAL must be lowercase, without spaces.');
  }

  let appFees: AppFee[] | undefined;
  const feesRaw = text('PARTNER_APP_FEES');
  if (feesRaw !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(feesRaw);
    } catch {
      problems.push('PARTNER_APP_FEES must be JSON, e.g. [{"recipient":"fees.partner.near","fee":25}].');
    }
    if (parsed !== undefined) {
      const result = z.safeParse(z.array(AppFeeSchema).check(z.minLength(1)), parsed);
      if (result.success) appFees = result.data;
      else
        problems.push(
          `PARTNER_APP_FEES: ${result.error.issues.map((i) => i.message).join(' ')} Expected [{"recipient":"fees.partner.near","fee":25}] (fee in basis points).`,
        );
    }
  }

  let rebates: Rebate[] | undefined;
  const rebatesRaw = text('PARTNER_REBATES');
  if (rebatesRaw !== undefined) {
    const example = '[{"recipient":"rebates.partner.near","share":100}]';
    let parsed: unknown;
    try {
      parsed = JSON.parse(rebatesRaw);
    } catch {
      problems.push(`PARTNER_REBATES must be JSON, e.g. ${example}.`);
    }
    if (parsed !== undefined) {
      const result = z.safeParse(RebatesSchema.check(z.minLength(1, 'rebates needs at least one item.')), parsed);
      if (result.success) rebates = result.data;
      else
        problems.push(
          `PARTNER_REBATES: ${result.error.issues.map((i) => i.message).join(' ')} Expected ${example} (share in percent, shares adding up to 100, at most 3).`,
        );
    }
  }

  // Without a credential the explorer cannot be asked at all, so it is off unless the partner says otherwise.
  const access = (text('EXPLORER_ACCESS') ?? (credential ? 'public' : 'off')).toLowerCase();
  if (!['off', 'public', 'full'].includes(access)) problems.push('EXPLORER_ACCESS must be off, public or full.');
  const explorerAccess = (['off', 'public', 'full'].includes(access) ? access : 'public') as ExplorerAccess;

  const filtersRaw = text('EXPLORER_PUBLIC_FILTERS');
  const publicFilters = filtersRaw
    ? filtersRaw
        .split(',')
        .map((f) => f.trim())
        .filter(Boolean)
    : [...DEFAULT_PUBLIC_FILTERS];

  const seconds = (name: string, fallback: number, min: number, max: number) =>
    Math.round(number(name, fallback, min, max) * 1000);

  const config: GatewayConfig = {
    swapUrl: url('SWAP_API_URL', DEFAULT_BASE_URL),
    explorerUrl: url('EXPLORER_API_URL', DEFAULT_EXPLORER_URL),
    allowedOrigins,
    explorerAccess,
    publicFilters,
    explorerIntervalMs: seconds('EXPLORER_INTERVAL_SECONDS', 5, 0, 3600),
    explorerFreshMs: seconds('EXPLORER_FRESH_SECONDS', 15, 0, 3600),
    explorerStaleMs: seconds('EXPLORER_STALE_SECONDS', 600, 0, 86400),
    explorerMaxWaitMs: seconds('EXPLORER_MAX_WAIT_SECONDS', 10, 0, 60),
    tokensFreshMs: seconds('TOKENS_FRESH_SECONDS', 60, 0, 86400),
    quotesPerMinute: number('VISITOR_QUOTES_PER_MINUTE', 60, 1, 100000),
    quoteBurst: number('VISITOR_QUOTE_BURST', 20, 1, 100000),
    submitsPerMinute: number('VISITOR_SUBMITS_PER_MINUTE', 10, 1, 100000),
    submitBurst: number('VISITOR_SUBMIT_BURST', 5, 1, 100000),
    rpc: {},
    rpcCallsPerMinute: number('VISITOR_RPC_CALLS_PER_MINUTE', 120, 1, 100000),
    rpcBurst: number('VISITOR_RPC_BURST', 40, 1, 100000),
    maxBodyBytes: number('MAX_BODY_BYTES', 16384, 1024, 1048576),
    upstreamTimeoutMs: seconds('UPSTREAM_TIMEOUT_SECONDS', 15, 1, 120),
    trustProxy: flag('TRUST_PROXY'),
    crossSiteCookie: flag('CROSS_SITE_COOKIE'),
    port: number('PORT', 8788, 0, 65535),
    host: text('HOST') ?? '127.0.0.1',
  };
  // A cross-site cookie goes only to pages named in ALLOWED_ORIGINS (never with '*': see the guard's CORS).
  if (config.crossSiteCookie && !allowedOrigins.some((origin) => origin !== '*')) {
    problems.push("CROSS_SITE_COOKIE needs the pages' origins named in ALLOWED_ORIGINS (https://shop.example).");
  }
  if (credential) config.credential = credential;
  if (referral !== undefined) config.referral = referral;
  if (appFees) config.appFees = appFees;
  if (rebates) config.rebates = rebates;
  // Kept exactly as given (a provider may need its trailing slash); the message never repeats the value (its key).
  const rpcUrl = (name: string, example: string) => {
    const value = text(name);
    if (value === undefined) return undefined;
    try {
      const parsed = new URL(value);
      if (parsed.protocol === 'https:' || parsed.protocol === 'http:') return value;
    } catch {
      // reported below
    }
    problems.push(`${name} must be an absolute http(s) URL, such as ${example}.`);
    return undefined;
  };
  const solanaRpc = rpcUrl('SOLANA_RPC_URL', 'https://api.mainnet-beta.solana.com');
  const nearRpc = rpcUrl('NEAR_RPC_URL', 'https://rpc.mainnet.near.org');
  if (solanaRpc) config.rpc.solana = solanaRpc;
  if (nearRpc) config.rpc.near = nearRpc;
  const tonRpc = rpcUrl('TON_RPC_URL', 'https://toncenter.com/api/v2/jsonRPC');
  if (tonRpc) config.rpc.ton = tonRpc;
  const moveRpc = {
    sui: rpcUrl('SUI_RPC_URL', 'https://fullnode.mainnet.sui.io'),
    starknet: rpcUrl('STARKNET_RPC_URL', 'https://starknet-mainnet.public.blastapi.io/rpc/v0_8'),
    aptos: rpcUrl('APTOS_RPC_URL', 'https://api.mainnet.aptoslabs.com/v1'),
    movement: rpcUrl('MOVEMENT_RPC_URL', 'https://mainnet.movementnetwork.xyz/v1'),
  };
  for (const [chain, value] of Object.entries(moveRpc)) if (value) config.rpc[chain as keyof typeof moveRpc] = value;
  const stellarHorizon = rpcUrl('STELLAR_HORIZON_URL', 'https://horizon.stellar.org');
  if (stellarHorizon) config.stellarHorizon = stellarHorizon;
  const redisUrl = text('REDIS_URL');
  if (redisUrl !== undefined) {
    if (!/^rediss?:\/\//.test(redisUrl)) problems.push('REDIS_URL must start with redis:// or rediss://.');
    else config.redisUrl = redisUrl;
  }
  if (config.explorerAccess !== 'off' && !credential) {
    problems.push(
      'The explorer needs the partner credential: set PARTNER_API_KEY (or PARTNER_JWT), or EXPLORER_ACCESS=off.',
    );
  }
  if (problems.length) throw new GatewayConfigError(problems);
  return config;
}
