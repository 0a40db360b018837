// The embedded simulator: one web-standard fetch handler (a Hono app) that implements the 1Click swap API and the
// Intents Explorer API as the spec and CONTRACT.md describe, plus /_sim control endpoints. Browser-safe: nothing
// here or below imports Node APIs (server.ts and vite-plugin.ts add those). This file makes the shared state
// (state.ts), mounts the route modules (routes/*.ts) and wraps them with faults and the clock headers.
import { Hono } from 'hono';
import type { StatusResponse } from '../api/schemas.js';
import { feeScheduleOf, type FeeSchedule } from '../core/fees.js';
import { PARTNERS, createAuth } from './auth.js';
import { ANY_INPUT_PAYOUT_USD, collectDeposit, depositAsset } from './any-input.js';
import { clockInfo, createClock, sleep, type SimClock } from './clock.js';
import { SIM_NOW_HEADER, SIM_SPEED_HEADER } from '../api/service-clock.js';
import { Explorer, PARTNER_REFERRALS, seedHistory } from './explorer.js';
import { FaultSwitch, SimulatedDropError, type Faults } from './faults.js';
import { BadRequest, fail, json } from '../api/wire.js';
import { deriveSigningKey, type SigningKey } from './keys.js';
import { Swaps } from './lifecycle.js';
import { IntentsLedger, type IntentShape } from './intents.js';
import { intentsSettler } from './intents-moves.js';
import type { OriginMinimums } from './minimums.js';
import { WildStatus } from './wild-status.js';
import { createMarket } from './market.js';
import type { CatalogueEntry } from './catalogue.js';
import type { PlacedDeposit, SimulatorState } from './state.js';
import { accountRoutes } from './routes/account.js';
import { anyInputRoutes } from './routes/any-input.js';
import { chainRoutes } from './routes/chains.js';
import { controlRoutes } from './routes/control.js';
import { depositRoutes } from './routes/deposit.js';
import { explorerRoutes } from './routes/explorer.js';
import { intentsRoutes } from './routes/intents.js';
import { ordersRoutes } from './routes/orders.js';
import { orderFaultAnswer } from './order-input.js';
import { quoteRoutes } from './routes/quote.js';
import { statusRoutes } from './routes/status.js';
import { tokensRoutes } from './routes/tokens.js';

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
  /** How the relay's latency is waited out (default: a wall-clock timer); a test passes its own to see the waits. */
  relayWait?: (ms: number) => Promise<void>;
  /** The fee schedule charged (core/fees.ts DEFAULT_FEE_SCHEDULE, the service's of 2026-11), any figure replaced. */
  feeSchedule?: Partial<FeeSchedule>;
  /** Deprecated: the fee on quotes without a partner credential, in bps (feeSchedule.withoutCredentialBps). */
  platformFeeBps?: number;
  /** What generate-intent answers: a `transfer` (default) or the documentation's `token_diff` (README "Intents"). */
  intentShape?: IntentShape;
  /** Per-origin-chain minimums (minimums.ts): `true` the service's ($1,000 on nine chains, $100 on Tron). Default none. */
  originMinimums?: OriginMinimums;
  /** ANY_INPUT pays out once the value received since the last payout reaches this many USD (default 1,000, as
   * documented); 0 pays each deposit on its own. */
  anyInputPayoutUsd?: number;
  /** Tokens listed after the catalogue (e.g. a Stellar issued asset, `contractAddress: 'CODE-ISSUER'`). Default none. */
  extraTokens?: readonly CatalogueEntry[];
}

export interface SimInfo {
  baseUrl: string;
  explorerUrl: string;
  /** The quote-signing public key (`ed25519:<base58>`), for `verifyQuoteSignature`. */
  publicKey: string;
  seed: number;
  clock: { kind: 'real' | 'manual'; speed: number; now: string };
  partners: { id: string; referrals: readonly string[] }[];
  /** The fee without a partner credential (feeSchedule.withoutCredentialBps). */
  platformFeeBps: number;
  feeSchedule: FeeSchedule;
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
  const feeSchedule = feeScheduleOf(options).schedule;
  const market = createMarket(seed, options.extraTokens);
  const auth = createAuth(
    options.jwtSecret ?? `swap-elements-simulator-secret-${seed}`,
    clock,
    options.explorerIntervalMs,
  );
  const faults = new FaultSwitch(seed);
  const swaps = new Swaps(seed);
  const ledger = new IntentsLedger(options.intentShape);
  ledger.settleWith(intentsSettler(swaps, ledger, () => clock.now()));
  // Seeded on the first explorer read, relative to the creation time: the same rows as seeding here,
  // and a simulator whose history nobody reads never pays for thousands of rows.
  const historySize = options.historySize ?? 5000;
  const createdAt = clock.now();
  const explorer = new Explorer(() => seedHistory(seed, market, createdAt, historySize), swaps);
  const wild = new WildStatus();
  let keyPromise: Promise<SigningKey> | undefined;
  const key = () => (keyPromise ??= deriveSigningKey(seed));

  /** A deposit arriving (the control endpoint, a chain, an intent, sim.deposit): the status after it, or the error
   * to answer. */
  function placeDeposit(input: PlacedDeposit): StatusResponse | [number, string] {
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

  async function info(): Promise<SimInfo> {
    return {
      baseUrl,
      explorerUrl,
      publicKey: (await key()).publicKey,
      seed,
      clock: clockInfo(clock),
      partners: PARTNERS.map((id) => ({ id, referrals: PARTNER_REFERRALS[id] ?? [] })),
      platformFeeBps: feeSchedule.withoutCredentialBps,
      feeSchedule,
      explorerIntervalMs: auth.intervalMs,
      historySize,
      liveSwaps: swaps.size,
      faults: faults.get(),
    };
  }

  // What the route modules share (state.ts); each route file takes what it reads from it.
  const state: SimulatorState = {
    seed,
    clock,
    market,
    auth,
    faults,
    swaps,
    ledger,
    explorer,
    wild,
    key,
    placeDeposit,
    fundIntents,
    info,
  };

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

  // Each route module is one Hono app of its own, mounted at the root (the prefixes are the getPath's business).
  for (const routes of [
    tokensRoutes(state),
    quoteRoutes(state, {
      latencyMs: quoteLatencyMs,
      wait: options.relayWait ?? sleep,
      feeSchedule,
      originMinimums: options.originMinimums,
    }),
    // Before the intent and control routes: it takes their requests that name an order's deposit address.
    ordersRoutes(state),
    depositRoutes(state),
    statusRoutes(state),
    intentsRoutes(state),
    anyInputRoutes(state),
    explorerRoutes(state),
    chainRoutes(state),
    controlRoutes(state),
    accountRoutes(state),
  ]) {
    app.route('/', routes);
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
      if ((action === 'error' || action === 'rate-limit') && path.startsWith('/v0/orders')) {
        return orderFaultAnswer(action, clock.now());
      }
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
