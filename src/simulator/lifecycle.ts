// Each deposit address walks the status machine of spec 4.1. Deposits are the only events; everything after them
// is a pure function of the clock (no timers), so a manual clock reaches every state by advancing and a real clock
// with a speed factor runs the same machine faster:
//   PENDING_DEPOSIT -> (enough deposited) KNOWN_DEPOSIT_TX -> (origin confirmations) PROCESSING -> SUCCESS
//   PENDING_DEPOSIT -> (too little) INCOMPLETE_DEPOSIT -> (top-up) KNOWN_DEPOSIT_TX ... | (deadline) REFUNDED
//   PROCESSING -> FAILED or REFUNDED with a refundReason, at the configured failure rate.
// ANY_INPUT addresses collect instead: each deposit becomes a withdrawal of its own (any-input.ts).
import type { ChainDepositAddress, QuoteResponse, StatusResponse, SwapType } from '../api/schemas.js';
import { typicalConfirmationSeconds } from '../core/chains.js';
import { validateTxHash } from '../core/addresses.js';
import { usdValue } from '../core/amounts.js';
import type { CatalogueEntry } from './catalogue.js';
import { makeAddress, makeTxHash, txExplorerUrl } from './chains.js';
import { evaluateAnyInput, type Conversion } from './any-input.js';
import { formatUnits, proportionalOut, type Pricing } from './market.js';
import { hashSeed, rngFor } from './rng.js';

/** Solvers take this long once the deposit is confirmed (simulated ms). */
export const PROCESSING_MS = 15_000;
const MIN_CONFIRM_MS = 5_000;
const MAX_CONFIRM_MS = 20 * 60_000;

export interface Deposit {
  amount: bigint;
  /** The token that arrived: the quote's origin token, or (ANY_INPUT) the one the deposit named. */
  asset: CatalogueEntry;
  txHash: string;
  sender: string;
  at: number;
  /** Where the deposit's hash lives when not on its token's chain: `near` for a transfer inside NEAR Intents. */
  chain?: string;
  /** ANY_INPUT, deposited before the deadline: what the deposit became. */
  withdrawal?: Withdrawal;
}

/** One conversion and payout of an ANY_INPUT deposit, fixed when the deposit arrives. */
export interface Withdrawal {
  status: 'SUCCESS' | 'FAILED';
  /** Destination units, after the fees and the withdrawal fee ("0" when FAILED). */
  amountOut: bigint;
  withdrawFee: bigint;
  /** The destination token's USD price at deposit time. */
  priceOut: number;
  /** The end of the deposit's confirmation, and when the withdrawal is done and listed. */
  confirmedAt: number;
  at: number;
  hash: string;
  intentHash: string;
  nearTxHash: string;
}

export interface SwapRecord {
  depositAddress: string;
  depositMemo?: string;
  correlationId: string;
  quoteResponse: QuoteResponse;
  partnerId: string | null;
  swapType: SwapType;
  from: CatalogueEntry;
  to: CatalogueEntry;
  /** USD prices at quote time: the swap settles at the quoted rate. */
  priceIn: number;
  priceOut: number;
  pricing: Pricing;
  recipient: string;
  refundTo: string;
  referral: string | null;
  appFees: { recipient: string; fee: number }[];
  depositType: string;
  recipientType: string;
  refundType: string;
  /** The quote's refundFee (origin units): deducted from a refund to the origin chain. */
  refundFee: bigint;
  /** ANY_INPUT, public INTENTS quotes: the per-chain addresses that also take deposits for this swap. */
  chainDepositAddresses?: ChainDepositAddress[];
  /** Hashes sent to /v0/deposit/submit, oldest first: a later deposit without a hash of its own takes one. */
  submitted: { txHash: string; sender?: string }[];
  createdAt: number;
  deadline: number;
  deposits: Deposit[];
  /** Signed intents that funded the swap from an Intents balance (submit-intent), oldest first. */
  intentHashes?: string[];
  /** When the deposits first met the lower bound before the deadline. */
  okAt?: number;
  /** Decided when okAt is reached, from the failure rate then in force. */
  outcome?: 'SUCCESS' | 'FAILED' | 'REFUNDED';
}

export type SwapStatusName =
  'PENDING_DEPOSIT' | 'KNOWN_DEPOSIT_TX' | 'PROCESSING' | 'SUCCESS' | 'INCOMPLETE_DEPOSIT' | 'REFUNDED' | 'FAILED';

export interface Evaluation {
  status: SwapStatusName;
  updatedAt: number;
  deposited: bigint;
  amountIn?: bigint;
  amountOut?: bigint;
  refunded?: bigint;
  refundReason?: string;
  /** Destination units per withdrawal, when one was made. */
  withdrawFee?: bigint;
  /** Hash lists as plain strings (the explorer) — /v0/status adds explorer URLs. */
  intentHash?: string;
  nearTxHashes: string[];
  originChainTxHashes: string[];
  destinationChainTxHashes: string[];
}

export const confirmMs = (chain: string): number =>
  Math.min(MAX_CONFIRM_MS, Math.max(MIN_CONFIRM_MS, typicalConfirmationSeconds(chain) * 1000));

const swapKey = (address: string, memo?: string | null) => `${address}\u0000${memo ?? ''}`;

export class Swaps {
  private readonly byKey = new Map<string, SwapRecord>();
  private readonly byChainAddress = new Map<string, { swap: SwapRecord; entry: ChainDepositAddress }>();

  constructor(private readonly seed: number) {}

  add(record: SwapRecord): void {
    this.byKey.set(swapKey(record.depositAddress, record.depositMemo), record);
    for (const entry of record.chainDepositAddresses ?? []) {
      this.byChainAddress.set(swapKey(entry.address, entry.memo), { swap: record, entry });
    }
  }

  /** The swap of a deposit address and memo; a wrong or missing memo finds nothing (404). */
  find(address: string, memo?: string | null): SwapRecord | undefined {
    return this.byKey.get(swapKey(address, memo));
  }

  /** The ANY_INPUT swap one of whose chain deposit addresses (with its memo) this is. */
  findChainAddress(address: string, memo?: string | null) {
    return this.byChainAddress.get(swapKey(address, memo));
  }

  all(): IterableIterator<SwapRecord> {
    return this.byKey.values();
  }

  get size(): number {
    return this.byKey.size;
  }

  /**
   * Records a deposit; fixes when the swap starts and how it will end once the lower bound is met in time (ANY_INPUT:
   * the deposit's own withdrawal, from `conversion`). Without a hash of its own it takes the oldest submitted hash not
   * used yet that fits its chain: the transfer the user told the service about.
   */
  deposit(
    swap: SwapRecord,
    input: {
      amount: bigint;
      asset?: CatalogueEntry;
      txHash?: string;
      sender?: string;
      conversion?: Conversion;
      chain?: string;
    },
    now: number,
    failure: { rate: number; kind: 'FAILED' | 'REFUNDED' | 'mixed' },
  ): Deposit {
    const n = swap.deposits.length;
    const rng = rngFor(this.seed, `deposit:${swap.depositAddress}:${swap.depositMemo ?? ''}:${n}`);
    const asset = input.asset ?? swap.from;
    const chain = asset.blockchain;
    const used = new Set(swap.deposits.map((d) => d.txHash));
    const claimed = input.txHash
      ? undefined
      : swap.submitted.find((s) => !used.has(s.txHash) && validateTxHash(chain, s.txHash).ok);
    const deposit: Deposit = {
      amount: input.amount,
      asset,
      txHash: input.txHash ?? claimed?.txHash ?? makeTxHash(chain, rng),
      sender:
        input.sender ??
        claimed?.sender ??
        (swap.refundType === 'ORIGIN_CHAIN' && chain === swap.from.blockchain
          ? swap.refundTo
          : makeAddress(chain, rng)),
      at: now,
      ...(input.chain ? { chain: input.chain } : {}),
    };
    swap.deposits.push(deposit);
    if (swap.swapType === 'ANY_INPUT') {
      if (input.conversion && now < swap.deadline) {
        const draw = hashSeed(this.seed, `withdrawal:${swap.depositAddress}:${swap.depositMemo ?? ''}:${n}`) / 2 ** 32;
        const failed = input.conversion.amountOut <= 0n || draw < failure.rate;
        const confirmedAt = now + confirmMs(chain);
        deposit.withdrawal = {
          status: failed ? 'FAILED' : 'SUCCESS',
          amountOut: failed ? 0n : input.conversion.amountOut,
          withdrawFee: failed ? 0n : swap.pricing.withdrawFee,
          priceOut: input.conversion.priceOut,
          confirmedAt,
          at: confirmedAt + PROCESSING_MS,
          hash: makeTxHash(swap.recipientType === 'DESTINATION_CHAIN' ? swap.to.blockchain : 'near', rng),
          intentHash: makeTxHash('near', rng),
          nearTxHash: makeTxHash('near', rng),
        };
      }
      return deposit;
    }
    if (swap.okAt === undefined && now < swap.deadline) {
      const total = swap.deposits.reduce((sum, d) => sum + d.amount, 0n);
      if (total >= swap.pricing.minAmountIn) {
        swap.okAt = now;
        const draw = hashSeed(this.seed, `outcome:${swap.depositAddress}:${swap.depositMemo ?? ''}`) / 2 ** 32;
        if (draw < failure.rate) {
          const kind = failure.kind === 'mixed' ? (draw < failure.rate / 2 ? 'FAILED' : 'REFUNDED') : failure.kind;
          swap.outcome = kind;
        } else {
          swap.outcome = 'SUCCESS';
        }
      }
    }
    return deposit;
  }

  /** The swap's state at `now`. */
  evaluate(swap: SwapRecord, now: number): Evaluation {
    if (swap.swapType === 'ANY_INPUT') return evaluateAnyInput(swap, now);
    const seen = swap.deposits.filter((d) => d.at <= now);
    const base: Evaluation = {
      status: 'PENDING_DEPOSIT',
      updatedAt: swap.createdAt,
      deposited: 0n,
      nearTxHashes: [],
      originChainTxHashes: seen.map((d) => d.txHash),
      destinationChainTxHashes: [],
    };
    if (seen.length === 0) return base;
    const rng = rngFor(this.seed, `settle:${swap.depositAddress}:${swap.depositMemo ?? ''}`);
    const intentHash = makeTxHash('near', rng);
    const nearHashes = [makeTxHash('near', rng), makeTxHash('near', rng)];
    const refundHash = makeTxHash(swap.refundType === 'ORIGIN_CHAIN' ? swap.from.blockchain : 'near', rng);
    const withdrawHash = makeTxHash(swap.recipientType === 'DESTINATION_CHAIN' ? swap.to.blockchain : 'near', rng);
    const lastAt = seen[seen.length - 1]?.at ?? swap.createdAt;
    // A refund to the origin chain costs the quote's refundFee (never more than the refund); inside Intents nothing.
    const fee = swap.refundType === 'ORIGIN_CHAIN' ? swap.refundFee : 0n;
    const refund = (gross: bigint) => (gross > fee ? gross - fee : 0n);
    // Only a refund that is sent leaves a hash (on NEAR for INTENTS refunds).
    const withRefundHash = (refunded: bigint) =>
      refunded > 0n ? [...base.originChainTxHashes, refundHash] : base.originChainTxHashes;

    if (swap.okAt === undefined || swap.okAt > now) {
      const deposited = seen.reduce((sum, d) => sum + d.amount, 0n);
      if (now < swap.deadline) return { ...base, status: 'INCOMPLETE_DEPOSIT', updatedAt: lastAt, deposited };
      const refunded = refund(deposited);
      return {
        ...base,
        status: 'REFUNDED',
        updatedAt: swap.deadline,
        deposited,
        refunded,
        refundReason: 'PARTIAL_DEPOSIT',
        nearTxHashes: [nearHashes[0] ?? ''],
        originChainTxHashes: swap.refundType === 'ORIGIN_CHAIN' ? withRefundHash(refunded) : base.originChainTxHashes,
      };
    }

    const processingAt = swap.okAt + confirmMs(swap.from.blockchain);
    const finalAt = processingAt + PROCESSING_MS;
    // Deposits after the swap settled do not change its amounts.
    const counted = seen.filter((d) => d.at <= finalAt);
    const deposited = counted.reduce((sum, d) => sum + d.amount, 0n);
    if (now < processingAt) return { ...base, status: 'KNOWN_DEPOSIT_TX', updatedAt: swap.okAt, deposited };
    const processing: Evaluation = {
      ...base,
      status: 'PROCESSING',
      updatedAt: processingAt,
      deposited,
      intentHash,
      nearTxHashes: nearHashes.slice(0, 1),
    };
    if (now < finalAt) return processing;

    if (swap.outcome === 'FAILED') {
      return { ...processing, status: 'FAILED', updatedAt: finalAt, refundReason: 'INTENT_SUBMIT_FAILED' };
    }
    if (swap.outcome === 'REFUNDED') {
      const refunded = refund(deposited);
      return {
        ...processing,
        status: 'REFUNDED',
        updatedAt: finalAt,
        refunded,
        refundReason: 'NO_LIQUIDITY',
        nearTxHashes: nearHashes,
        originChainTxHashes: withRefundHash(refunded),
      };
    }
    const settled = settle(swap.swapType, swap.pricing, deposited);
    const refunded = refund(settled.refunded);
    return {
      ...processing,
      status: 'SUCCESS',
      updatedAt: finalAt,
      amountIn: settled.amountIn,
      amountOut: settled.amountOut,
      ...(refunded > 0n ? { refunded } : {}),
      ...(swap.pricing.withdrawFee > 0n ? { withdrawFee: swap.pricing.withdrawFee } : {}),
      nearTxHashes: nearHashes,
      originChainTxHashes: withRefundHash(refunded),
      destinationChainTxHashes: [withdrawHash],
    };
  }

  /** The body of GET /v0/status (and POST /v0/deposit/submit). */
  statusResponse(swap: SwapRecord, now: number): StatusResponse {
    const e = this.evaluate(swap, now);
    const { from, to, priceIn, priceOut } = swap;
    const amounts = (prefix: string, units: bigint | undefined, token: CatalogueEntry, price: number) =>
      units === undefined
        ? {}
        : {
            [prefix]: units.toString(),
            [`${prefix}Formatted`]: formatUnits(units, token.decimals),
            [`${prefix}Usd`]: usdValue(units, token.decimals, price),
          };
    const originChain = (h: string) => {
      // A deposit's hash lives on its token's chain; the refund's on the origin chain, or NEAR for INTENTS refunds.
      const deposit = swap.deposits.find((d) => d.txHash === h);
      const chain = deposit
        ? (deposit.chain ?? deposit.asset.blockchain)
        : swap.refundType === 'ORIGIN_CHAIN'
          ? from.blockchain
          : 'near';
      return { hash: h, explorerUrl: txExplorerUrl(chain, h) };
    };
    return {
      correlationId: swap.correlationId,
      quoteResponse: swap.quoteResponse,
      status: e.status,
      updatedAt: new Date(e.updatedAt).toISOString(),
      swapDetails: {
        intentHashes: [...(swap.intentHashes ?? []), ...(e.intentHash ? [e.intentHash] : [])],
        nearTxHashes: e.nearTxHashes,
        originChainTxHashes: e.originChainTxHashes.map(originChain),
        destinationChainTxHashes: e.destinationChainTxHashes.map((h) => ({
          hash: h,
          explorerUrl: txExplorerUrl(swap.recipientType === 'DESTINATION_CHAIN' ? to.blockchain : 'near', h),
        })),
        ...amounts('amountIn', e.amountIn, from, priceIn),
        ...amounts('amountOut', e.amountOut, to, priceOut),
        ...(e.status === 'SUCCESS' ? { slippage: 0 } : {}),
        ...amounts('depositedAmount', e.deposited > 0n ? e.deposited : undefined, from, priceIn),
        ...amounts('refundedAmount', e.refunded, from, priceIn),
        ...(e.refundReason ? { refundReason: e.refundReason } : {}),
        ...(e.withdrawFee !== undefined ? { withdrawFee: e.withdrawFee.toString() } : {}),
        referral: swap.referral,
      },
    };
  }
}

/** What a successful swap used, delivered and gave back, per swap type (spec 4.1). */
export function settle(
  swapType: SwapType,
  p: Pricing,
  deposited: bigint,
): { amountIn: bigint; amountOut: bigint; refunded: bigint } {
  switch (swapType) {
    case 'EXACT_INPUT': // the excess over amountIn is refunded after the swap
      return { amountIn: p.amountIn, amountOut: p.amountOut, refunded: deposited - p.amountIn };
    case 'EXACT_OUTPUT': {
      // Anything within [minAmountIn, maxAmountIn] buys the exact output; above maxAmountIn the excess goes back.
      const max = p.maxAmountIn ?? p.amountIn;
      const used = deposited > max ? max : deposited;
      return { amountIn: used, amountOut: p.amountOut, refunded: deposited - used };
    }
    default: // FLEX_INPUT and ANY_INPUT convert whatever arrived at the quoted rate
      return { amountIn: deposited, amountOut: proportionalOut(deposited, p), refunded: 0n };
  }
}
