// The embedded simulator: one web-standard fetch handler (a Hono app) that implements the 1Click swap API and the
// Intents Explorer API as the spec and CONTRACT.md describe, plus /_sim control endpoints. Browser-safe: nothing
// here or below imports Node APIs (server.ts and vite-plugin.ts add those).
import { Hono } from 'hono';
import {
  isAnyAsset,
  type QuoteRequest,
  type QuoteResponse,
  type StatusResponse,
  type SwapType,
} from '../api/schemas.js';
import { DepositSubmitRequestSchema, QuoteRequestSchema } from '../api/request-schemas.js';
import { TransactionsCursorQuerySchema, TransactionsPageQuerySchema } from '../api/explorer-schemas.js'; // prettier-ignore
import { AnyInputWithdrawalsQuerySchema } from '../api/any-input-schemas.js';
import { GenerateIntentRequestSchema, SubmitIntentRequestSchema } from '../api/intent-schemas.js';
import { signQuoteResponse } from '../api/signature.js';
import { chainNeedsMemo, typicalConfirmationSeconds } from '../core/chains.js';
import { validateAddress, validateTxHash } from '../core/addresses.js';
import { PLATFORM_FEE_BPS } from '../core/fees.js';
import { usdValue } from '../core/amounts.js';
import { PARTNERS, createAuth } from './auth.js';
import { ANY_INPUT_PAYOUT_USD, ANY_ORIGIN, DEPOSIT_CHAINS, chainDepositAddresses, collectDeposit, depositAsset,
  takesChainDeposits, withdrawalsAnswer } from './any-input.js'; // prettier-ignore
import { createClock, type SimClock } from './clock.js';
import { SIM_NOW_HEADER, SIM_SPEED_HEADER } from '../api/service-clock.js';
import { makeAddress, makeTxHash } from './chains.js';
import { Explorer, PARTNER_REFERRALS, seedHistory } from './explorer.js';
import { FaultSwitch, SimulatedDropError, type Faults } from './faults.js';
import { BadRequest, explorerQuery, fail, json, readJson, validate } from '../api/wire.js';
import { deriveSigningKey, type SigningKey } from './keys.js';
import { Swaps, PROCESSING_MS, type SwapRecord } from './lifecycle.js';
import { IntentsLedger, type IntentShape } from './intents.js';
import { originMinimumUsd, type OriginMinimums } from './minimums.js';
import type { CatalogueEntry } from './catalogue.js';
import { SPREAD_BPS, createMarket, formatUnits, networkFee, priceSwap, type Pricing } from './market.js';
import { createRng, hashSeed, rngFor, uuid } from './rng.js';
import { solanaRoutes } from './solana-rpc.js';
import { registerNearRpc } from './near-rpc.js';

export interface SimulatorOptions {
  /** Same seed, same tokens, history, addresses, prices and key. Default 1. */
  seed?: number;
  /** 'manual' (tests: time moves only through advance) or 'real' (times `speed`). Default 'real'. */
  clock?: 'real' | 'manual';
  speed?: number;
  /** Simulated start time (ms). Default: a fixed date for a manual clock, now for a real one. */
  startTime?: number;
  /** Public base URLs; their paths are also accepted as prefixes (mounting under /sim/1click works as is). */
  baseUrl?: string;
  explorerUrl?: string;
  jwtSecret?: string;
  /** Seeded explorer rows (default 5000). */
  historySize?: number;
  /** Explorer rate limit interval per partner in simulated ms (default 5000; 0 switches it off). */
  explorerIntervalMs?: number;
  /** How long the simulated relay takes to answer a quote, in wall-clock ms, bounded by quoteWaitingTimeMs.
   * Default 300 with a real clock, 0 with a manual one. */
  quoteLatencyMs?: number;
  /** The extra fee on quotes without a partner credential, in bps (default 20, 0.2 %: the service's fee page today). */
  platformFeeBps?: number;
  /** What generate-intent answers: a `transfer` (default) or the documentation's `token_diff` (README "Intents"). */
  intentShape?: IntentShape;
  /** Per-origin-chain minimums (minimums.ts): `true` the service's ($1,000 on nine chains, $100 on Tron). Default none. */
  originMinimums?: OriginMinimums;
  /** ANY_INPUT pays out once the value received since the last payout reaches this many USD (default 1,000, as
   * documented); 0 pays each deposit on its own. */
  anyInputPayoutUsd?: number;
}

export interface SimInfo {
  baseUrl: string;
  explorerUrl: string;
  /** The quote-signing public key (`ed25519:<base58>`), for `verifyQuoteSignature`. */
  publicKey: string;
  seed: number;
  clock: { kind: 'real' | 'manual'; speed: number; now: string };
  partners: { id: string; referrals: readonly string[] }[];
  platformFeeBps: number;
  explorerIntervalMs: number;
  historySize: number;
  liveSwaps: number;
  faults: Faults;
}

export interface DepositInput {
  /** The swap's deposit address, or (ANY_INPUT) one of its chainDepositAddresses with that entry's memo. */
  depositAddress: string;
  memo?: string;
  /** Smallest units, integer string (or bigint). */
  amount: string | bigint;
  /** The token sent (an asset id of the token list): by default the quote's origin token; ANY_INPUT takes others. */
  asset?: string;
  /** Without one, the oldest hash submitted for the swap and not used yet (if it fits the chain), else a new one. */
  txHash?: string;
  sender?: string;
}

/** A NEAR Intents balance to set (see README.md "Intents"). */
export interface IntentsFunding {
  /** The Intents account: a NEAR account id, a lower-case 0x EVM address, or an implicit (64-hex) account. */
  accountId: string;
  asset: string;
  /** Smallest units, integer string (or bigint): the balance from now on. */
  amount: string | bigint;
  /** `ed25519:<base58>`: a key the (named) NEAR account signs nep413 intents with. */
  publicKey?: string;
}

export interface Simulator {
  /** A web-standard handler; also callable like `fetch(url, init)`, so it can be passed as a client's fetch. */
  fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
  clock: Pick<SimClock, 'now' | 'advance' | 'kind' | 'speed'>;
  /** A deposit arriving at a deposit address (the demo's "simulate a deposit"); throws for an unknown address or a
   * token the address does not take. */
  deposit(input: DepositInput): StatusResponse;
  /** Sets an account's NEAR Intents balance of an asset (what generate/submit-intent pay from). */
  fundIntents(funding: IntentsFunding): void;
  /** An account's NEAR Intents balance of an asset, in smallest units. */
  intentsBalance(accountId: string, asset: string): bigint;
  setFaults(patch: Partial<Faults>): Faults;
  resetFaults(): void;
  issueToken(partnerId?: string): Promise<string>;
  info(): Promise<SimInfo>;
  /** Resolves once the signing key is derived (fetch waits for it by itself). */
  ready: Promise<void>;
}

export const DEFAULT_BASE_URL = 'http://simulator.local/1click';
export const DEFAULT_EXPLORER_URL = 'http://simulator.local/explorer/api';

const pathOf = (url: string) => (url.startsWith('/') ? url : new URL(url).pathname).replace(/\/+$/, '');

export function createSimulator(options: SimulatorOptions = {}): Simulator {
  const seed = options.seed ?? 1;
  const clock = createClock(options.clock ?? 'real', { startTime: options.startTime, speed: options.speed });
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const explorerUrl = (options.explorerUrl ?? DEFAULT_EXPLORER_URL).replace(/\/+$/, '');
  const prefixes = [pathOf(baseUrl), pathOf(explorerUrl)].filter(Boolean).sort((a, b) => b.length - a.length);
  const quoteLatencyMs = options.quoteLatencyMs ?? (clock.kind === 'real' ? 300 : 0);
  const platformFeeBps = options.platformFeeBps ?? PLATFORM_FEE_BPS;
  const market = createMarket(seed);
  const auth = createAuth(
    options.jwtSecret ?? `swap-elements-simulator-secret-${seed}`,
    clock,
    options.explorerIntervalMs,
  );
  const faults = new FaultSwitch(seed);
  const swaps = new Swaps(seed);
  const ledger = new IntentsLedger(options.intentShape);
  let intentCount = 0;
  // Seeded on the first explorer read, relative to the creation time: the same rows as seeding here,
  // and a simulator whose history nobody reads never pays for thousands of rows.
  const historySize = options.historySize ?? 5000;
  const createdAt = clock.now();
  const explorer = new Explorer(() => seedHistory(seed, market, createdAt, historySize), swaps);
  const correlation = createRng(hashSeed(seed, 'correlation'));
  let keyPromise: Promise<SigningKey> | undefined;
  const key = () => (keyPromise ??= deriveSigningKey(seed));
  let quotes = 0;

  function newDepositAddress(req: QuoteRequest, from: CatalogueEntry, n: number): { address: string; memo?: string } {
    const rng = rngFor(seed, `deposit-address:${n}`);
    if (req.depositType !== 'ORIGIN_CHAIN') return { address: makeAddress('near', rng) };
    if (chainNeedsMemo(from.blockchain)) {
      // Memo chains share one deposit account per chain; the memo tells swaps apart.
      return {
        address: makeAddress(from.blockchain, rngFor(seed, `memo-account:${from.blockchain}`)),
        memo: rng.digits(10),
      };
    }
    return { address: makeAddress(from.blockchain, rng) };
  }

  async function quote(request: Request): Promise<Response> {
    const partner = await auth.partnerOf(request.headers);
    if (partner === 'invalid') return fail(401, 'Unauthorized');
    const req = validate(QuoteRequestSchema, await readJson(request));
    const now = clock.now();
    // ANY_INPUT's "any token" origin (the schema allows it for ANY_INPUT only): deposits land in the Intents account.
    const anyOrigin = isAnyAsset(req.originAsset);
    const from = anyOrigin ? ANY_ORIGIN : market.token(req.originAsset);
    if (!from) return fail(400, 'tokenIn is not valid');
    const to = market.token(req.destinationAsset);
    if (!to) return fail(400, 'tokenOut is not valid');
    if (from.assetId === to.assetId) return fail(400, 'Quoting for this pair is not available');
    if (req.swapType === 'ANY_INPUT' && !partner)
      return fail(401, 'Swap type is not available for unauthorized requests');
    if (anyOrigin && req.depositType !== 'INTENTS')
      return fail(400, `originAsset ${req.originAsset} needs depositType INTENTS`);
    const memoChain = req.depositType === 'ORIGIN_CHAIN' && chainNeedsMemo(from.blockchain);
    const mode = req.depositMode ?? (memoChain ? 'MEMO' : 'SIMPLE');
    if (memoChain && mode === 'SIMPLE')
      return fail(400, `depositMode SIMPLE is not supported for ${from.blockchain}, use MEMO`);
    if (!memoChain && mode === 'MEMO') return fail(400, `depositMode MEMO is not supported for ${from.blockchain}`);
    const recipientChain = req.recipientType === 'DESTINATION_CHAIN' ? to.blockchain : 'near';
    if (!validateAddress(recipientChain, req.recipient).ok) return fail(400, 'recipient is not valid');
    // With 1cs_v1:any there is no one origin chain: an ORIGIN_CHAIN refund address of any chain is taken [sim].
    const refundChains = req.refundType !== 'ORIGIN_CHAIN' ? ['near'] : anyOrigin ? DEPOSIT_CHAINS : [from.blockchain];
    if (!refundChains.some((chain) => validateAddress(chain, req.refundTo).ok))
      return fail(400, 'refundTo is not valid');
    const deadline = Date.parse(req.deadline);
    if (!req.dry && deadline <= now) return fail(400, 'deadline must be in the future');

    const appFeeBps = (req.appFees ?? []).reduce((sum, f) => sum + f.fee, 0);
    const feeBps = (partner ? 0 : platformFeeBps) + appFeeBps + SPREAD_BPS;
    const priceIn = market.price(from.assetId, now);
    const priceOut = market.price(to.assetId, now);
    // Network fees of the transfers the swap may need: the withdrawal to the destination chain (deducted from the
    // output) and a refund to the origin chain (charged only if it happens). Moves inside NEAR Intents cost none.
    const withdrawFee =
      req.recipientType === 'DESTINATION_CHAIN'
        ? networkFee(to.blockchain, { decimals: to.decimals, price: priceOut })
        : 0n;
    const refundFee =
      req.refundType === 'ORIGIN_CHAIN' && !anyOrigin
        ? networkFee(from.blockchain, { decimals: from.decimals, price: priceIn })
        : 0n;
    // ANY_INPUT without a fixed amount (amount "0" or any token): nothing to price, every amount is "0".
    const open = req.swapType === 'ANY_INPUT' && (anyOrigin || req.amount === '0');
    const pricing: Pricing | string = open
      ? { amountIn: 0n, amountOut: 0n, minAmountIn: 0n, minAmountOut: 0n, withdrawFee }
      : priceSwap({
          swapType: req.swapType as SwapType,
          amount: BigInt(req.amount),
          slippageBps: req.slippageTolerance,
          feeBps,
          withdrawFee,
          minUsd: originMinimumUsd(options.originMinimums, from.blockchain),
          from: { decimals: from.decimals, price: priceIn },
          to: { decimals: to.decimals, price: priceOut },
        });
    if (typeof pricing === 'string') return fail(400, pricing);

    // The relay answers within the caller's patience (quoteWaitingTimeMs, default 3000).
    const latency = Math.min(quoteLatencyMs, req.quoteWaitingTimeMs ?? 3000);
    if (latency > 0) await sleep(latency);

    const n = req.dry ? -1 : quotes++;
    const deposit = req.dry ? undefined : newDepositAddress(req, from, n);
    const chainAddresses = deposit && takesChainDeposits(req) ? chainDepositAddresses(seed, n) : undefined;
    const effectiveDeadline = req.dry ? undefined : new Date(Math.max(deadline, now + 10 * 60_000)).toISOString();
    const u = (v: bigint) => v.toString();
    const usd = (units: bigint, token: CatalogueEntry, price: number) =>
      open ? '0' : usdValue(units, token.decimals, price);
    const quoteBody: Record<string, unknown> = {
      amountIn: u(pricing.amountIn),
      amountInFormatted: formatUnits(pricing.amountIn, from.decimals),
      amountInUsd: usd(pricing.amountIn, from, priceIn),
      minAmountIn: u(pricing.minAmountIn),
      ...(pricing.maxAmountIn !== undefined ? { maxAmountIn: u(pricing.maxAmountIn) } : {}),
      amountOut: u(pricing.amountOut),
      amountOutFormatted: formatUnits(pricing.amountOut, to.decimals),
      amountOutUsd: usd(pricing.amountOut, to, priceOut),
      minAmountOut: u(pricing.minAmountOut),
      ...(refundFee > 0n ? { refundFee: u(refundFee) } : {}),
      ...(withdrawFee > 0n ? { withdrawFee: u(withdrawFee) } : {}),
      timeEstimate: typicalConfirmationSeconds(from.blockchain) + PROCESSING_MS / 1000,
      ...(deposit ? { depositAddress: deposit.address } : {}),
      ...(deposit?.memo ? { depositMemo: deposit.memo } : {}),
      ...(chainAddresses ? { chainDepositAddresses: chainAddresses } : {}),
      ...(effectiveDeadline ? { deadline: effectiveDeadline, timeWhenInactive: effectiveDeadline } : {}),
      ...(req.virtualChainRecipient ? { virtualChainRecipient: req.virtualChainRecipient } : {}),
      ...(req.virtualChainRefundRecipient ? { virtualChainRefundRecipient: req.virtualChainRefundRecipient } : {}),
      ...(req.customRecipientMsg ? { customRecipientMsg: req.customRecipientMsg } : {}),
    };
    const unsigned = {
      correlationId: uuid(correlation),
      timestamp: new Date(now).toISOString(),
      quoteRequest: echo(req, mode),
      quote: quoteBody,
    };
    const signature = await signQuoteResponse(unsigned, (await key()).privateKey);
    const response = { ...unsigned, signature } as unknown as QuoteResponse;
    if (deposit && effectiveDeadline) {
      swaps.add({
        depositAddress: deposit.address,
        depositMemo: deposit.memo,
        correlationId: response.correlationId ?? '',
        quoteResponse: statusCopy(response),
        partnerId: partner,
        swapType: req.swapType as SwapType,
        from,
        to,
        priceIn,
        priceOut,
        pricing,
        recipient: req.recipient,
        refundTo: req.refundTo,
        referral: req.referral ?? null,
        appFees: req.appFees ?? [],
        depositType: req.depositType,
        recipientType: req.recipientType,
        refundType: req.refundType,
        refundFee,
        chainDepositAddresses: chainAddresses,
        submitted: [],
        createdAt: now,
        deadline: Date.parse(effectiveDeadline),
        deposits: [],
      });
    }
    return json(response);
  }

  /** A deposit arriving (the control endpoint and sim.deposit): the status after it, or the error to answer. */
  function placeDeposit(
    input: Omit<DepositInput, 'amount'> & { amount: bigint; chain?: string },
  ): StatusResponse | [number, string] {
    const own = swaps.find(input.depositAddress, input.memo || undefined);
    const via = own ? undefined : swaps.findChainAddress(input.depositAddress, input.memo || undefined);
    const swap = own ?? via?.swap;
    if (!swap) return [404, 'Deposit address not found'];
    const asset = depositAsset(swap, via?.entry, input.asset, market.token);
    if (typeof asset === 'string') return [400, asset];
    const now = clock.now();
    const { amount, txHash, sender, chain } = input;
    const payoutUsd = options.anyInputPayoutUsd ?? ANY_INPUT_PAYOUT_USD;
    const conversion =
      swap.swapType === 'ANY_INPUT' ? collectDeposit(swap, asset, amount, market, now, payoutUsd) : undefined;
    const f = faults.get();
    swaps.deposit(swap, { amount, asset, txHash, sender, conversion, chain }, now, {
      rate: f.swapFailureRate,
      kind: f.swapFailureKind,
    });
    return swaps.statusResponse(swap, now);
  }

  async function submit(request: Request): Promise<Response> {
    if ((await auth.partnerOf(request.headers)) === 'invalid') return fail(401, 'Unauthorized');
    const body = validate(DepositSubmitRequestSchema, await readJson(request));
    const swap = swaps.find(body.depositAddress, body.memo);
    // The contract declares only 200, 400 and 401 here (status answers 404 for the same address).
    if (!swap) return fail(400, 'Deposit address not found');
    const chains = swap.swapType === 'ANY_INPUT' ? DEPOSIT_CHAINS : [swap.from.blockchain];
    if (!chains.some((chain) => validateTxHash(chain, body.txHash).ok)) return fail(400, 'txHash is not valid');
    // A hash proves nothing (CONTRACT.md): it is kept for the deposit it names, and the status stays as it was.
    const txHash = body.txHash.trim();
    if (!swap.submitted.some((s) => s.txHash === txHash)) {
      swap.submitted.push({ txHash, sender: body.nearSenderAccount });
    }
    return json(swaps.statusResponse(swap, clock.now()));
  }

  /** Why an INTENTS swap cannot be funded by an intent now (the 400 message), or undefined. */
  function notFundable(swap: SwapRecord | undefined, now: number): string | undefined {
    if (!swap) return 'Deposit address not found';
    if (swap.depositType !== 'INTENTS') {
      return `Quote with depositType ${swap.depositType} is not funded by an intent: only INTENTS quotes are`;
    }
    if (swap.pricing.amountIn <= 0n) return 'Quote has no amount to transfer: send to the deposit address instead';
    if (now >= swap.deadline) return 'Quote has expired: its deadline has passed';
    const { status } = swaps.evaluate(swap, now);
    return status === 'PENDING_DEPOSIT' ? undefined : `Quote is not awaiting a deposit (status ${status})`;
  }

  async function generateIntent(request: Request): Promise<Response> {
    if ((await auth.partnerOf(request.headers)) === 'invalid') return fail(401, 'Unauthorized');
    const req = validate(GenerateIntentRequestSchema, await readJson(request));
    const now = clock.now();
    const swap = swaps.find(req.depositAddress);
    const refused = notFundable(swap, now);
    if (refused || !swap) return fail(400, refused ?? 'Deposit address not found');
    const rng = rngFor(seed, `intent:${intentCount++}`);
    const intent = ledger.generate(
      req,
      {
        depositAddress: swap.depositAddress,
        depositType: swap.depositType,
        originAsset: swap.from.assetId,
        amountIn: swap.pricing.amountIn,
        destinationAsset: swap.to.assetId,
        amountOut: swap.pricing.amountOut,
        deadline: swap.deadline,
      },
      rng,
    );
    if (typeof intent === 'string') return fail(400, intent);
    return json({ intent: { standard: intent.standard, payload: intent.payload }, correlationId: uuid(rng) });
  }

  async function submitIntent(request: Request): Promise<Response> {
    if ((await auth.partnerOf(request.headers)) === 'invalid') return fail(401, 'Unauthorized');
    const { signedData } = validate(SubmitIntentRequestSchema, await readJson(request));
    const now = clock.now();
    const intent = ledger.check(signedData, now);
    if (typeof intent === 'string') return fail(400, intent);
    const swap = swaps.find(intent.depositAddress);
    const refused = notFundable(swap, now);
    if (refused || !swap) return fail(400, refused ?? 'Deposit address not found');
    const intentHash = ledger.execute(signedData, intent);
    const rng = rngFor(seed, `intent-hash:${intentHash}`);
    // The transfer inside NEAR Intents is the swap's deposit: it proceeds as after an exact deposit.
    placeDeposit({
      depositAddress: swap.depositAddress,
      amount: intent.amount,
      asset: intent.asset,
      txHash: makeTxHash('near', rng),
      sender: intent.signerId,
      chain: 'near',
    });
    swap.intentHashes = [...(swap.intentHashes ?? []), intentHash];
    return json({ intentHash, correlationId: uuid(rng) });
  }

  function fundIntents({ accountId, asset, amount, publicKey }: IntentsFunding): string | undefined {
    if (typeof accountId !== 'string' || !accountId) return 'accountId is required';
    if (typeof asset !== 'string' || !market.token(asset)) return `asset ${String(asset)} is not in the token list`;
    const units = typeof amount === 'bigint' ? amount : /^(0|[1-9]\d*)$/.test(String(amount)) ? BigInt(amount) : -1n;
    if (units < 0n) return 'amount must be a non-negative integer string in smallest units';
    if (publicKey !== undefined && (typeof publicKey !== 'string' || !publicKey.startsWith('ed25519:'))) {
      return 'publicKey must be ed25519:<base58>';
    }
    ledger.fund(accountId, asset, units, publicKey);
    return undefined;
  }

  async function explorerGuard(request: Request): Promise<Response | null> {
    const partner = await auth.partnerOf(request.headers);
    if (!partner || partner === 'invalid') return fail(401, 'Unauthorized');
    const wait = auth.take(partner);
    if (wait === null) return null;
    const seconds = Math.max(1, Math.ceil(clock.toRealMs(wait) / 1000));
    return json(
      {
        message: `Too many requests: 1 request per ${auth.intervalMs / 1000} seconds per partner`,
        retryAfterSeconds: seconds,
      },
      429,
      { 'retry-after': String(seconds) },
    );
  }

  const app = new Hono({
    // Accept the paths under the configured base URLs as well as bare ones.
    getPath: (request) => {
      const path = new URL(request.url).pathname;
      const prefix = prefixes.find((p) => path === p || path.startsWith(`${p}/`));
      return prefix ? path.slice(prefix.length) || '/' : path;
    },
  });

  app.onError((error) => (error instanceof BadRequest ? fail(400, error.message) : fail(500, 'Internal server error')));
  app.notFound((c) => fail(404, `Cannot ${c.req.method} ${new URL(c.req.url).pathname}`));

  app.get('/v0/tokens', () => json(market.tokens(clock.now())));
  app.post('/v0/quote', (c) => quote(c.req.raw));
  app.post('/v0/deposit/submit', (c) => submit(c.req.raw));
  app.post('/v0/generate-intent', (c) => generateIntent(c.req.raw));
  app.post('/v0/submit-intent', (c) => submitIntent(c.req.raw));
  app.get('/v0/status', async (c) => {
    // No credential is fine here; one that does not verify is refused.
    if ((await auth.partnerOf(c.req.raw.headers)) === 'invalid') return fail(401, 'Unauthorized');
    const url = new URL(c.req.url);
    const address = url.searchParams.get('depositAddress');
    if (!address) return fail(400, 'depositAddress is required');
    const swap = swaps.find(address, url.searchParams.get('depositMemo') || undefined);
    return swap ? json(swaps.statusResponse(swap, clock.now())) : fail(404, 'Deposit address not found');
  });
  app.get('/v0/any-input/withdrawals', async (c) => {
    const partner = await auth.partnerOf(c.req.raw.headers);
    if (!partner || partner === 'invalid') return fail(401, 'Unauthorized');
    const query = validate(AnyInputWithdrawalsQuerySchema, explorerQuery(new URL(c.req.url)));
    const swap = swaps.find(query.depositAddress, query.depositMemo);
    // Another partner's address, or one that is not ANY_INPUT, is as unknown as a made-up one.
    if (!swap || swap.partnerId !== partner || swap.swapType !== 'ANY_INPUT') {
      return fail(404, 'Deposit address not found');
    }
    return json(withdrawalsAnswer(swap, query, clock.now()));
  });
  app.get('/v0/transactions-pages', async (c) => {
    const refused = await explorerGuard(c.req.raw);
    if (refused) return refused;
    const query = validate(TransactionsPageQuerySchema, explorerQuery(new URL(c.req.url)));
    return json(explorer.page(query, clock.now()));
  });
  app.get('/v0/transactions', async (c) => {
    const refused = await explorerGuard(c.req.raw);
    if (refused) return refused;
    const query = validate(TransactionsCursorQuerySchema, explorerQuery(new URL(c.req.url)));
    const rows = explorer.cursor(query, clock.now());
    return rows ? json(rows) : fail(400, 'lastDepositAddressAndMemo is not a known transaction');
  });

  registerNearRpc(app, { seed, deposit: placeDeposit });
  // The Solana chain the wallets pay on: JSON-RPC at /rpc/solana and its /_sim/solana control endpoints.
  solanaRoutes(app, { seed, now: () => clock.now(), credit: placeDeposit });

  // ---- control endpoints ----
  app.get('/_sim/info', async () => json(await info()));
  app.post('/_sim/deposit', async (c) => {
    const body = (await readJson(c.req.raw)) as Record<string, unknown>;
    const unknown = Object.keys(body).filter(
      (k) => !['depositAddress', 'memo', 'amount', 'asset', 'txHash', 'sender'].includes(k),
    );
    if (unknown.length) return fail(400, unknown.map((k) => `property ${k} should not exist`).join(','));
    if (typeof body.depositAddress !== 'string' || !body.depositAddress) return fail(400, 'depositAddress is required');
    if (typeof body.amount !== 'string' || !/^[1-9]\d*$/.test(body.amount)) {
      return fail(400, 'amount must be a positive integer string in smallest units');
    }
    for (const k of ['memo', 'asset', 'txHash', 'sender'] as const) {
      if (body[k] !== undefined && typeof body[k] !== 'string') return fail(400, `${k} must be a string`);
    }
    const { memo, asset, txHash, sender } = body as Record<string, string | undefined>;
    const result = placeDeposit({
      depositAddress: body.depositAddress,
      memo,
      asset,
      txHash,
      sender,
      amount: BigInt(body.amount),
    });
    return Array.isArray(result) ? fail(...result) : json(result);
  });
  app.post('/_sim/intents/balance', async (c) => {
    const body = (await readJson(c.req.raw)) as Record<string, unknown>;
    const unknown = Object.keys(body).filter((k) => !['accountId', 'asset', 'amount', 'publicKey'].includes(k));
    if (unknown.length) return fail(400, unknown.map((k) => `property ${k} should not exist`).join(','));
    const error = fundIntents(body as unknown as IntentsFunding);
    if (error) return fail(400, error);
    return json({ accountId: body.accountId, balances: ledger.balancesOf(body.accountId as string) });
  });
  app.get('/_sim/intents/balance', (c) => {
    const accountId = new URL(c.req.url).searchParams.get('accountId');
    if (!accountId) return fail(400, 'accountId is required');
    return json({ accountId, balances: ledger.balancesOf(accountId) });
  });
  app.get('/_sim/clock', () => json(clockInfo()));
  app.post('/_sim/clock/advance', async (c) => {
    const body = (await readJson(c.req.raw)) as { ms?: unknown };
    if (typeof body.ms !== 'number' || !Number.isFinite(body.ms) || body.ms < 0) {
      return fail(400, 'ms must be a non-negative number of milliseconds');
    }
    clock.advance(body.ms);
    return json(clockInfo());
  });
  app.post('/_sim/clock/speed', async (c) => {
    const body = (await readJson(c.req.raw)) as { speed?: unknown };
    if (clock.kind !== 'real') return fail(400, 'a manual clock has no speed: use /_sim/clock/advance');
    if (typeof body.speed !== 'number' || !Number.isFinite(body.speed) || body.speed <= 0 || body.speed > 1000) {
      return fail(400, 'speed must be a number above 0 and at most 1000');
    }
    clock.setSpeed(body.speed);
    return json(clockInfo());
  });
  app.get('/_sim/faults', () => json(faults.get()));
  app.post('/_sim/faults', async (c) => {
    const error = faults.set((await readJson(c.req.raw)) as Record<string, unknown>);
    return error ? fail(400, error) : json(faults.get());
  });
  app.delete('/_sim/faults', () => {
    faults.reset();
    return json(faults.get());
  });
  app.post('/_sim/token', async (c) => {
    const text = await c.req.raw.text();
    let partnerId: unknown = 'demo-partner';
    if (text.trim()) {
      try {
        partnerId = (JSON.parse(text) as { partnerId?: unknown }).partnerId ?? partnerId;
      } catch {
        return fail(400, 'Request body is not valid JSON');
      }
    }
    if (typeof partnerId !== 'string' || !/^[a-z0-9][a-z0-9._-]{0,63}$/.test(partnerId)) {
      return fail(400, 'partnerId must be lowercase letters, digits, dots, dashes or underscores');
    }
    return json({ partnerId, token: await auth.issue(partnerId) });
  });

  const clockInfo = () => ({ kind: clock.kind, speed: clock.speed, now: new Date(clock.now()).toISOString() });

  async function info(): Promise<SimInfo> {
    return {
      baseUrl,
      explorerUrl,
      publicKey: (await key()).publicKey,
      seed,
      clock: clockInfo(),
      partners: PARTNERS.map((id) => ({ id, referrals: PARTNER_REFERRALS[id] ?? [] })),
      platformFeeBps,
      explorerIntervalMs: auth.intervalMs,
      historySize,
      liveSwaps: swaps.size,
      faults: faults.get(),
    };
  }

  /**
   * Every answer tells the simulator's time and speed (0: a manual clock, which moves only when told), so a page
   * follows its clock by itself: deadlines and countdowns in simulated time, at `--speed 10` too.
   */
  async function handle(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const answer = await answerOf(input instanceof Request && init === undefined ? input : new Request(input, init));
    const response = new Response(answer.body, answer);
    response.headers.set(SIM_NOW_HEADER, String(clock.now()));
    response.headers.set(SIM_SPEED_HEADER, String(clock.kind === 'manual' ? 0 : clock.speed));
    return response;
  }

  /** Faults only touch the service routes, never /_sim (so a test can always switch them off). */
  async function answerOf(request: Request): Promise<Response> {
    const path = app.getPath(request);
    if (path.startsWith('/v0/')) {
      const f = faults.get();
      if (f.latencyMs > 0) await sleep(f.latencyMs);
      const action = faults.draw();
      if (action === 'drop') throw new SimulatedDropError();
      if (action === 'error') return fail(503, 'Service temporarily unavailable (simulated fault)');
      if (action === 'rate-limit') {
        return json({ message: 'Too many requests (simulated fault)', retryAfterSeconds: 1 }, 429, {
          'retry-after': '1',
        });
      }
      if (action === 'malformed') {
        return new Response('{"message": "simulated malformed bo', { headers: { 'content-type': 'application/json' } });
      }
    }
    return app.fetch(request);
  }

  return {
    fetch: handle,
    clock: {
      kind: clock.kind,
      speed: clock.speed,
      now: () => clock.now(),
      advance: (ms: number) => clock.advance(ms),
    },
    deposit(input) {
      const amount = BigInt(input.amount);
      if (amount <= 0n) throw new Error('amount must be positive');
      const result = placeDeposit({ ...input, amount });
      if (!Array.isArray(result)) return result;
      const [status, message] = result;
      throw new Error(status === 404 ? `${message}: ${input.depositAddress}` : message);
    },
    fundIntents(funding) {
      const error = fundIntents(funding);
      if (error) throw new Error(error);
    },
    intentsBalance: (accountId, asset) => ledger.balance(accountId, asset),
    setFaults(patch) {
      const error = faults.set(patch as Record<string, unknown>);
      if (error) throw new Error(error);
      return faults.get();
    },
    resetFaults: () => faults.reset(),
    issueToken: (partnerId = 'demo-partner') => auth.issue(partnerId),
    info,
    ready: key().then(() => undefined),
  };
}

/** The request as the quote echoes it: unset optionals left out, the service's defaults filled in (depositMode is
 * the one the quote used: MEMO on memo chains). */
function echo(req: QuoteRequest, depositMode: string): Record<string, unknown> {
  const set = Object.fromEntries(Object.entries(req).filter(([, value]) => value !== undefined && value !== null));
  return {
    ...set,
    depositMode,
    confidentiality: req.confidentiality ?? 'public',
    quoteWaitingTimeMs: req.quoteWaitingTimeMs ?? 0,
  };
}

/** The quote as /v0/status returns it: the service sends null for these three when unset (still signed alike). */
function statusCopy(response: QuoteResponse): QuoteResponse {
  const { virtualChainRecipient = null, virtualChainRefundRecipient = null, referral = null } = response.quoteRequest;
  const quoteRequest = { ...response.quoteRequest, virtualChainRecipient, virtualChainRefundRecipient, referral };
  return { ...response, quoteRequest };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
