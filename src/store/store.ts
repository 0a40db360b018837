// A small reactive store per group (attribute `group`, default "default"): elements of one group share the token
// list and the active swap ("which swap": a key into the page-wide table of swaps, swaps.ts); two groups on one page
// never mix. Active swaps and receipts are persisted (persistence.ts, beneath the table) so a reload finds the deposit
// address again. The store changes only through its intent methods.
// "Which client" is one page-wide cache (clientFor): elements with the same configuration share one client.
import { createSwapClient, type SwapClient, type SwapClientConfig } from '../api/client.js';
import { SwapApiError, type ConfigSetting } from '../api/errors.js';
import type { AppFee, QuoteResponse, StatusResponse, Token } from '../api/schemas.js';
import { PRODUCTION_QUOTE_PUBLIC_KEY } from '../api/verify.js';
import type { FeeSchedule } from '../core/fees.js';
import { mergeMessages, type Messages } from '../i18n/messages.js';
import { type StoredReceipt } from './persistence.js';
import { getPersistence, receiptOf, recordStatus, saveReceipt, watchSwap } from './swaps.js';

export { getPersistence, setPersistence, recordStatus, swapStatus, watchSwap, type SwapStatus } from './swaps.js';

export const DEFAULT_GROUP = 'default';

/**
 * What `configure()` sets. `apiKey` and `token` are secrets: memory only, never an attribute, URL, log line or
 * storage. Set one of them: with both, every request is refused.
 */
export interface SwapConfig {
  baseUrl?: string;
  explorerUrl?: string;
  /** Partner API key, sent as `X-API-Key` (the service's recommended credential). */
  apiKey?: string;
  /** Partner JWT, sent as `Authorization: Bearer` (the service's legacy credential). */
  token?: string;
  referral?: string;
  appFees?: AppFee[];
  /**
   * The service's fee schedule the quote details show, any figure replaced (core/fees.ts DEFAULT_FEE_SCHEDULE: the
   * service's of 2026-11). Set it when the service changes its figures; the details then say "set by this site".
   */
  feeSchedule?: Partial<FeeSchedule>;
  /** @deprecated `feeSchedule.withoutCredentialBps`: the fee on quotes without a partner credential, in bps. */
  platformFeeBps?: number;
  /**
   * Where visitors get help with a failed, refunded or overdue swap: an https: URL or an e-mail address (`mailto:` or
   * bare). `<swap-status>` links it beside the swap's details; anything else is ignored with a console warning.
   */
  support?: string;
  /** `ed25519:<base58>` key the quote signatures are checked against (the production key by default). */
  servicePublicKey?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  quoteWaitingTimeMs?: number;
  /**
   * The clock in epoch ms for deadlines and countdowns (the simulator's manual clock in tests). By default the
   * service's time as its answers tell it (`SwapClient.now()`: the simulator's clock headers, a quote's timestamp),
   * the device's clock until then.
   */
  now?: () => number;
  /** Replacements for any built-in English message (see MessageCatalogue); merged key by key over earlier calls. */
  messages?: Messages;
  /**
   * JSON-RPC URLs the Solana and NEAR wallet payments and balances read their chain through (not secret: a public
   * node or the gateway's `/rpc/solana` and `/rpc/near` pass-through). See `rpcUrlFor` (store/rpc.ts) for the default.
   */
  rpc?: ChainRpc;
}

/** Per-chain JSON-RPC URLs (see SwapConfig.rpc). */
export interface ChainRpc {
  solana?: string;
  near?: string;
  /** TON's JSON-RPC (toncenter's v2 `jsonRPC` or a node answering the same methods). */
  ton?: string;
  /** Sui JSON-RPC and Starknet JSON-RPC; Aptos and Movement: the node's REST API base (its `/v1/view` is read). */
  sui?: string;
  aptos?: string;
  movement?: string;
  starknet?: string;
  /** A Horizon-style REST URL (`GET /accounts/{id}`, `POST /transactions`), not JSON-RPC. */
  stellar?: string;
}

export interface ActiveSwap {
  quoteResponse: QuoteResponse;
  depositAddress: string;
  memo?: string;
  verified: boolean;
}

export type TokensState =
  { state: 'idle' } | { state: 'loading' } | { state: 'ready'; tokens: Token[] } | { state: 'error'; error: unknown };

export interface SwapState {
  config: SwapConfig;
  tokens: TokensState;
  activeSwap?: ActiveSwap;
}

type Listener = (state: SwapState) => void;

let globalConfig: SwapConfig = {};
/** What the page declared in markup (page-config.ts): under every configure() call, whenever it is read. */
let declaredConfig: SwapConfig = {};
const groupConfigs = new Map<string, SwapConfig>();
const stores = new Map<string, SwapStore>();
/** One token list request per page and service: every element and group shares it. */
const tokenLists = new Map<string, Promise<Token[]>>();

export class SwapStore {
  private state: SwapState;
  private readonly listeners = new Set<Listener>();
  /** Stops watching the active swap's entry in the table. */
  private unwatch?: () => void;

  constructor(readonly group: string) {
    this.state = { config: resolveConfig(group), tokens: { state: 'idle' }, activeSwap: restoreActive(group) };
    this.watchActive();
    // Storage not read yet (its check on its way: Persistence.waiting): the group's stored active swap once it is.
    void getPersistence().waiting?.then(() => {
      if (stores.get(group) !== this || this.state.activeSwap) return;
      this.update({ activeSwap: restoreActive(group) });
      this.watchActive();
    });
  }

  /**
   * The group's subscribers hear of every change to its active swap's entry (its status, its receipt); `stop`: the
   * store is dropped (resetStores), its watch goes with it. Not private, so no second method for that at load.
   * @internal
   */
  watchActive(stop = false): void {
    this.unwatch?.();
    const active = this.state.activeSwap;
    this.unwatch = active && !stop ? watchSwap(active, () => this.update({})) : undefined;
  }

  get(): SwapState {
    return this.state;
  }

  private update(patch: Partial<SwapState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of [...this.listeners]) listener(this.state);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Loads the token list once per page and base URL; a failed load can be retried. */
  async loadTokens(options: { signal?: AbortSignal; client?: SwapClient } = {}): Promise<Token[]> {
    const client = options.client ?? clientFor(this.state.config);
    let request = tokenLists.get(client.baseUrl);
    if (!request) {
      request = client.tokens();
      tokenLists.set(client.baseUrl, request);
      request.catch(() => tokenLists.delete(client.baseUrl));
    }
    if (this.state.tokens.state !== 'ready') this.update({ tokens: { state: 'loading' } });
    try {
      const tokens = await abortable(request, options.signal);
      this.update({ tokens: { state: 'ready', tokens } });
      return tokens;
    } catch (error) {
      if (!options.signal?.aborted) this.update({ tokens: { state: 'error', error } });
      throw error;
    }
  }

  /** Makes a confirmed (non-dry, signature-checked) quote the group's active swap and persists its receipt. */
  activate(quoteResponse: QuoteResponse, verified: boolean): ActiveSwap {
    const depositAddress = quoteResponse.quote.depositAddress;
    if (!depositAddress) throw new Error('A quote without a deposit address (a dry quote) cannot be activated.');
    const memo = quoteResponse.quote.depositMemo ?? undefined;
    const now = new Date().toISOString();
    const existing = receiptOf({ depositAddress, memo });
    // Keep what the receipt learned since (e.g. the chain an ANY_INPUT payer chose); the quote and time are new.
    saveReceipt({
      ...existing,
      quoteResponse,
      depositAddress,
      memo,
      verified,
      status: existing?.status,
      savedAt: existing?.savedAt ?? now,
      updatedAt: now,
    });
    getPersistence().setActive(this.group, { depositAddress, memo });
    const activeSwap: ActiveSwap = { quoteResponse, depositAddress, memo, verified };
    this.update({ activeSwap });
    this.watchActive();
    return activeSwap;
  }

  /** Records a status answer for a swap in the page's table (swaps.ts recordStatus: the one write of a status). */
  recordStatus(depositAddress: string, memo: string | undefined, statusResponse: StatusResponse): boolean {
    return recordStatus({ depositAddress, memo }, statusResponse);
  }

  /** Forgets the active swap (its receipt stays, e.g. for a "new swap" button after completion). */
  clearActive(): void {
    getPersistence().setActive(this.group, undefined);
    this.update({ activeSwap: undefined });
    this.watchActive();
  }

  /** Re-reads the configuration after configure(). */
  refreshConfig(): void {
    this.update({ config: resolveConfig(this.group) });
  }
}

/** The swaps this device holds a receipt for (their deposit addresses and quotes), newest saved first. */
export const knownSwaps = (): readonly Pick<ActiveSwap, 'depositAddress' | 'memo' | 'quoteResponse'>[] =>
  getPersistence().list();

export function getStore(group: string = DEFAULT_GROUP): SwapStore {
  let store = stores.get(group);
  if (!store) {
    store = new SwapStore(group);
    stores.set(group, store);
  }
  return store;
}

/**
 * Sets configuration for every group (no `group`) or for one group. Later calls merge into earlier ones; pass
 * `undefined` for a key to unset it. Elements' own attributes and properties win over this.
 */
export function configure(config: SwapConfig & { group?: string }): void {
  const { group, ...rest } = config;
  const merge = (earlier: SwapConfig | undefined): SwapConfig => ({
    ...withoutCredentialIf('apiKey' in rest || 'token' in rest, earlier),
    ...rest,
    ...('messages' in rest && rest.messages ? { messages: mergeMessages(earlier?.messages, rest.messages) } : {}),
  });
  if (group === undefined) globalConfig = merge(globalConfig);
  else groupConfigs.set(group, merge(groupConfigs.get(group)));
  for (const store of stores.values()) store.refreshConfig();
}

/**
 * `upper` over `lower`, unset values falling through. A credential is one setting of two kinds: `apiKey` or `token`
 * set in the upper layer replaces the lower layer's credential of either kind (both in one layer is refused later).
 */
export function layerConfig(lower: SwapConfig, upper: SwapConfig): SwapConfig {
  return { ...withoutCredentialIf(Boolean(upper.apiKey || upper.token), lower), ...stripUndefined(upper) };
}

function withoutCredentialIf(replace: boolean, config: SwapConfig | undefined): SwapConfig {
  if (!replace || !config) return { ...config };
  const { apiKey: _apiKey, token: _token, ...rest } = config;
  return rest;
}

/** Sets what the page declared in markup (never a credential: declared-config.ts refuses those). */
export function declareConfig(config: SwapConfig): void {
  declaredConfig = config;
  for (const store of stores.values()) store.refreshConfig();
}

/** Built-in defaults < declared in the page < configure() for all groups < configure() for this group. */
export function resolveConfig(group: string): SwapConfig {
  const merged = layerConfig(
    { servicePublicKey: PRODUCTION_QUOTE_PUBLIC_KEY, ...declaredConfig, ...stripUndefined(globalConfig) },
    groupConfigs.get(group) ?? {},
  );
  const messages = mergeMessages(globalConfig.messages, groupConfigs.get(group)?.messages);
  if (Object.keys(messages).length) merged.messages = messages;
  return merged;
}

const clients: { config: SwapClientConfig; client: SwapClient }[] = [];
/** Enough for every distinct configuration a page uses at once (elements, groups, the status 401 fallback). */
const MAX_CLIENTS = 16;

/**
 * The one client cache: the client for a configuration, shared by every element whose resolved configuration has
 * the same values (credentials, fetch and clock compared by identity, so no secret is ever turned into a key).
 * A call that would use a wrong setting (see config-check.ts) is refused with it, and nothing is sent.
 */
export function clientFor(config: SwapClientConfig & Pick<SwapConfig, 'appFees'>): SwapClient {
  const found = clients.find((entry) => sameConfig(entry.config, config));
  if (found) return found.client;
  const client = refuseMisconfigured(createSwapClient(config), config);
  clients.unshift({ config, client });
  clients.length = Math.min(clients.length, MAX_CLIENTS);
  return client;
}

function sameConfig(a: SwapClientConfig, b: SwapClientConfig): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof SwapClientConfig)[]);
  return [...keys].every((key) => a[key] === b[key]);
}

/** A URL the check would pass without looking further: absent, or a plain http(s) URL. */
const plainUrl = (value: unknown) =>
  value === undefined || (typeof value === 'string' && /^https?:\/\/[\w.-]+(:\d+)?(\/[^\s\\]*)?$/i.test(value));

/**
 * The client as it is when the configuration plainly needs no check (the usual page: default or plain http(s) URLs,
 * no app fees); else each call first loads the check (config-check.ts, kept out of the script tag's first download)
 * and is refused with the problem of a setting it needs.
 */
function refuseMisconfigured(client: SwapClient, config: SwapConfig): SwapClient {
  if (plainUrl(config.baseUrl) && plainUrl(config.explorerUrl) && config.appFees === undefined) return client;
  const check = import('./config-check.js');
  const guard =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>, ...settings: ConfigSetting[]) =>
    async (...args: A): Promise<R> => {
      const error = (await check).configError(config, settings);
      if (error) throw error;
      return call(...args);
    };
  return {
    ...client,
    tokens: guard(client.tokens, 'baseUrl'),
    quote: guard(client.quote, 'baseUrl', 'appFees'),
    submitDeposit: guard(client.submitDeposit, 'baseUrl'),
    status: guard(client.status, 'baseUrl'),
    anyInputWithdrawals: guard(client.anyInputWithdrawals, 'baseUrl'),
    transactionsPage: guard(client.transactionsPage, 'explorerUrl'),
    transactions: guard(client.transactions, 'explorerUrl'),
  };
}

/** Test helper: forgets every store, configuration, client and cached token list. */
export function resetStores(): void {
  clients.length = 0;
  for (const store of stores.values()) store.watchActive(true);
  stores.clear();
  groupConfigs.clear();
  tokenLists.clear();
  globalConfig = {};
  declaredConfig = {};
}

function restoreActive(group: string): ActiveSwap | undefined {
  const receipt = getPersistence().getActive(group);
  return receipt ? fromReceipt(receipt) : undefined;
}

export function fromReceipt(receipt: StoredReceipt): ActiveSwap {
  return {
    quoteResponse: receipt.quoteResponse,
    depositAddress: receipt.depositAddress,
    memo: receipt.memo,
    verified: receipt.verified,
  };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function abortable<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new SwapApiError('aborted', 'The request was cancelled.'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
