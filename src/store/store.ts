// A small reactive store per group (attribute `group`, default "default"): elements of one group share the token
// list and the active swap ("which swap"); two groups on one page never mix. Active swaps and receipts are persisted
// (persistence.ts) so a reload finds the deposit address again. The store changes only through its intent methods.
// "Which client" is one page-wide cache (clientFor): elements with the same configuration share one client.
import {
  createSwapClient,
  DEFAULT_BASE_URL,
  DEFAULT_EXPLORER_URL,
  type SwapClient,
  type SwapClientConfig,
} from '../api/client.js';
import * as z from 'zod/mini';
import { SwapApiError, type ConfigProblem, type ConfigSetting } from '../api/errors.js';
import { AppFeeSchema, type AppFee, type QuoteResponse, type StatusResponse, type Token } from '../api/schemas.js';
import { MAX_APP_FEE_BPS } from '../core/fees.js';
import { PRODUCTION_QUOTE_PUBLIC_KEY } from '../api/verify.js';
import { mergeMessages, type Messages } from '../i18n/messages.js';
import { Persistence, sameSwap, type Receipt } from './persistence.js';

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
  /** `ed25519:<base58>` key the quote signatures are checked against (the production key by default). */
  servicePublicKey?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  quoteWaitingTimeMs?: number;
  /** The clock in epoch ms for deadlines and countdowns (the simulator's manual clock in tests); Date.now by default. */
  now?: () => number;
  /** Replacements for any built-in English message (see MessageCatalogue); merged key by key over earlier calls. */
  messages?: Messages;
}

export interface ActiveSwap {
  quoteResponse: QuoteResponse;
  depositAddress: string;
  memo?: string;
  verified: boolean;
  /** Latest status response seen by this page. */
  statusResponse?: StatusResponse;
}

export type TokensState =
  { state: 'idle' } | { state: 'loading' } | { state: 'ready'; tokens: Token[] } | { state: 'error'; error: unknown };

export interface SwapState {
  config: SwapConfig;
  tokens: TokensState;
  activeSwap?: ActiveSwap;
}

type Listener = (state: SwapState) => void;

let persistence: Persistence | undefined;
/** The page's persistence (created on first use so tests can swap it out). */
export function getPersistence(): Persistence {
  return (persistence ??= new Persistence());
}
export function setPersistence(next: Persistence | undefined): void {
  persistence = next;
}

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

  constructor(readonly group: string) {
    this.state = { config: resolveConfig(group), tokens: { state: 'idle' }, activeSwap: restoreActive(group) };
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
    const store = getPersistence();
    const existing = store.getReceipt(depositAddress, memo);
    // Keep what the receipt learned since (e.g. the chain an ANY_INPUT payer chose); the quote and time are new.
    store.saveReceipt({
      ...existing,
      quoteResponse,
      depositAddress,
      memo,
      verified,
      status: existing?.status,
      savedAt: existing?.savedAt ?? now,
      updatedAt: now,
    });
    store.setActive(this.group, { depositAddress, memo });
    const activeSwap: ActiveSwap = { quoteResponse, depositAddress, memo, verified };
    this.update({ activeSwap });
    return activeSwap;
  }

  /** Records a status response for a swap: the active swap (if it is that swap) and the persisted receipt. */
  recordStatus(depositAddress: string, memo: string | undefined, statusResponse: StatusResponse): void {
    getPersistence().updateStatus(depositAddress, memo, statusResponse.status);
    const active = this.state.activeSwap;
    if (active && sameSwap(active, { depositAddress, memo })) {
      this.update({ activeSwap: { ...active, statusResponse } });
    }
  }

  /** Forgets the active swap (its receipt stays, e.g. for a "new swap" button after completion). */
  clearActive(): void {
    getPersistence().setActive(this.group, undefined);
    this.update({ activeSwap: undefined });
  }

  /** Re-reads the configuration after configure(). */
  refreshConfig(): void {
    this.update({ config: resolveConfig(this.group) });
  }
}

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
 * A call that would use a wrong setting (see configError) is refused with it, and nothing is sent.
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

// ---- the configuration check -----------------------------------------------------------------------------------

const SETTINGS: readonly ConfigSetting[] = ['baseUrl', 'explorerUrl', 'appFees'];
const ATTRIBUTES = { baseUrl: 'base-url', explorerUrl: 'explorer-url' } as const;
/** NEAR account ids (app fees are paid to one): named such as fees.near, or implicit (64 hex, 0x + 40 hex). */
const NEAR_ACCOUNT = /^(?=.{2,64}$)(([a-z\d]+[-_])*[a-z\d]+\.)*([a-z\d]+[-_])*[a-z\d]+$/;
const warnedConfig = new Set<unknown>();

/**
 * An absolute http(s) URL, or an absolute path on the page's own site (a same-origin proxy such as /api/1click, as
 * the README and the history's set-up note suggest). Anything else ("not a url", "api", "ftp://…") would send
 * requests somewhere the site never meant.
 */
function serviceUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (/^\/(?![/\\])\S*$/.test(value)) return true;
  try {
    return /^https?:\/\/[^/\s]/i.test(value) && new URL(value).host !== '';
  } catch {
    return false;
  }
}

/** What is wrong with one setting: the problem for the UI's words, and the sentence for developers. */
function settingProblem(config: SwapConfig, setting: ConfigSetting): [ConfigProblem, string] | undefined {
  if (setting !== 'appFees') {
    const value = config[setting];
    if (value === undefined || value === '' || serviceUrl(value)) return undefined;
    const example = setting === 'baseUrl' ? DEFAULT_BASE_URL : DEFAULT_EXPLORER_URL;
    const message =
      `${ATTRIBUTES[setting]} (${setting}) must be an absolute http(s) URL such as ${example}, or a path on this ` +
      `site such as /api; got ${JSON.stringify(value) ?? String(value)}.`;
    return [{ setting, code: 'config-url' }, message];
  }
  const fees: unknown = config.appFees;
  if (fees === undefined) return undefined;
  const position = (i: number) => (Array.isArray(fees) && fees.length > 1 ? { index: i + 1 } : {});
  // The contract's schema first (a list of { recipient, fee } with 0..500 basis points), then the recipient's shape.
  const parsed = z.safeParse(z.array(AppFeeSchema), fees);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const [i, field] = issue?.path ?? [];
    if (typeof i !== 'number' || (field !== 'recipient' && field !== 'fee')) {
      return [{ setting, code: 'app-fee-list' }, `appFees must be a list of { recipient, fee }: ${issue?.message}`];
    }
    const fee = (fees as { fee?: unknown }[])[i]?.fee;
    const tooHigh = field === 'fee' && Number.isInteger(fee) && (fee as number) > MAX_APP_FEE_BPS;
    const code = field === 'recipient' ? 'app-fee-recipient' : tooHigh ? 'app-fee-max' : 'app-fee-whole';
    const max = tooHigh ? { maxBps: MAX_APP_FEE_BPS } : {};
    return [{ setting, code, ...position(i), ...max }, `appFees[${i}]: ${issue?.message}`];
  }
  const i = parsed.data.findIndex((fee) => !NEAR_ACCOUNT.test(fee.recipient));
  if (i < 0) return undefined;
  const message = `appFees[${i}].recipient must be a NEAR account such as fees.near; got ${JSON.stringify(parsed.data[i]!.recipient)}.`;
  return [{ setting, code: 'app-fee-account', ...position(i) }, message];
}

/**
 * The first problem of `config` among `settings` (all by default), as the error every request that needs the setting
 * is refused with ('invalid-config'; nothing is sent). Warns in the console once per bad value.
 */
export function configError(
  config: SwapConfig,
  settings: readonly ConfigSetting[] = SETTINGS,
): SwapApiError | undefined {
  for (const setting of settings) {
    const found = settingProblem(config, setting);
    if (!found) continue;
    const [problem, message] = found;
    const value = config[setting];
    if (!warnedConfig.has(value)) {
      warnedConfig.add(value);
      console.warn(`swap-elements: ${message} Nothing is sent until it is fixed.`);
    }
    return new SwapApiError('invalid-config', message, { issues: [{ path: setting, message }], config: problem });
  }
  return undefined;
}

/** The client as it is when the configuration is right; else each call needing a wrong setting is refused. */
function refuseMisconfigured(client: SwapClient, config: SwapConfig): SwapClient {
  if (!configError(config)) return client;
  const guard =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>, ...settings: ConfigSetting[]) =>
    (...args: A): Promise<R> => {
      const error = configError(config, settings);
      return error ? Promise.reject(error) : call(...args);
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
  warnedConfig.clear();
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

export function fromReceipt(receipt: Receipt): ActiveSwap {
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
