// Limit orders on the simulated market (CONTRACT.md "2026-11 update", README "Limit orders"). An order waits for its
// deposit, then rests: each FILL_INTERVAL_MS it fills a part while the market price (market.ts, pinned by
// /_sim/market/price) is at or through the limit; it closes FILLED, CANCELED (through PENDING_CANCEL) or EXPIRED,
// and its payouts (the output, the unfilled deposit back) complete PAYOUT_MS later. Orders move only when read:
// `step` walks each one from where it was to now, tick by tick, so a manual clock reaches every state by advancing.
import { chainNeedsMemo } from '../core/chains.js';
import type { CatalogueEntry } from './catalogue.js';
import { makeAddress, makeTxHash, txExplorerUrl } from './chains.js';
import { formatUnits, networkFee, type Market } from './market.js';
import { rngFor, uuid, type Rng } from './rng.js';

export const FILL_STATUSES = [
  'AWAITING_DEPOSIT', 'PENDING_CANCEL', 'UNTRIGGERED', 'OPEN', 'PARTIALLY_FILLED', 'FILLED', 'CANCELED', 'EXPIRED',
] as const; // prettier-ignore
export type FillStatus = (typeof FILL_STATUSES)[number];
export type PayoutStatus = 'NOT_STARTED' | 'IN_PROGRESS' | 'COMPLETED' | 'FAILED';

/** Simulated ms between two fills of a resting order whose limit the market reached. */
export const FILL_INTERVAL_MS = 60_000;
/** A resting order fills in this many parts (the last one takes what is left). */
export const FILL_PARTS = 3;
/** From a cancel request to CANCELED. */
export const CANCEL_MS = 10_000;
/** From the close (FILLED, CANCELED, EXPIRED) to the payouts' COMPLETED. */
export const PAYOUT_MS = 20_000;
export const DEFAULT_ORDER_LIFETIME_MS = 7 * 24 * 3_600_000;

/** A limit price as an exact fraction: `num / den` quote per base, in human units. */
export interface Price {
  text: string;
  num: bigint;
  den: bigint;
}

export function parsePrice(text: string): Price | undefined {
  const match = /^(0|[1-9]\d{0,29})(?:\.(\d{1,30}))?$/.exec(text);
  if (!match) return undefined;
  const fraction = match[2] ?? '';
  const num = BigInt(`${match[1]}${fraction}`);
  return num > 0n ? { text, num, den: 10n ** BigInt(fraction.length) } : undefined;
}

/** What an order's owner is known by: the partner credential, and the user's session when one was sent. */
export interface Owner {
  partner: string;
  user: string | null;
}

export interface OrderInput {
  side: 'SELL' | 'BUY';
  base: CatalogueEntry;
  quote: CatalogueEntry;
  quantity: bigint;
  price: Price;
  depositType: string;
  depositMode: string;
  refundTo: string;
  refundType: string;
  recipient: string;
  recipientType: string;
  confidentiality: string;
  deadline: number;
  appFees: { recipient: string; fee: number }[];
}

export interface PartialFill {
  id: string;
  amountIn: bigint;
  amountOut: bigint;
  at: number;
}

export interface OrderRecord extends OrderInput {
  id: string;
  n: number;
  owner: Owner;
  createdAt: number;
  depositAddress: string;
  depositMemo?: string;
  /** What the deposit must cover: quantity (SELL) or maxAmountIn (BUY). */
  required: bigint;
  /** SELL: minAmountOut; BUY: maxAmountIn (the same as required). */
  limitAmount: bigint;
  deposits: { amount: bigint; txHash: string; sender: string; at: number; chain?: string }[];
  /** Hashes told through /v0/deposit/submit (routes/order-deposit.ts): kept, they move nothing. */
  submitted: string[];
  fills: PartialFill[];
  fundedAt?: number;
  triggeredAt?: number;
  nextTickAt?: number;
  cancelAt?: number;
  closed?: { as: 'FILLED' | 'CANCELED' | 'EXPIRED'; at: number };
  updatedAt: number;
  rng: Rng;
  hashes: { withdrawal: string; refund: string };
}

/** Quote units worth `base` base units at the price (floor, or ceiling when `up`). */
export function quoteUnits(base: bigint, order: Pick<OrderInput, 'base' | 'quote' | 'price'>, up = false): bigint {
  const num = base * order.price.num * 10n ** BigInt(order.quote.decimals);
  const den = order.price.den * 10n ** BigInt(order.base.decimals);
  return up ? (num + den - 1n) / den : num / den;
}

/** The token paid in and the one paid out: SELL pays base for quote, BUY pays quote for base. */
export const tokensOf = (o: Pick<OrderInput, 'side' | 'base' | 'quote'>) =>
  o.side === 'SELL' ? { pay: o.base, get: o.quote } : { pay: o.quote, get: o.base };

const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);

export class OrderBook {
  private readonly orders: OrderRecord[] = [];

  constructor(
    private readonly seed: number,
    private readonly market: Market,
  ) {}

  create(input: OrderInput, owner: Owner, now: number): OrderRecord {
    const n = this.orders.length;
    const rng = rngFor(this.seed, `order:${n}`);
    const { pay } = tokensOf(input);
    const memoChain = input.depositType === 'ORIGIN_CHAIN' && chainNeedsMemo(pay.blockchain);
    const chain = input.depositType === 'ORIGIN_CHAIN' ? pay.blockchain : 'near';
    const required = input.side === 'SELL' ? input.quantity : quoteUnits(input.quantity, input, true);
    const order: OrderRecord = {
      ...input,
      id: uuid(rng),
      n,
      owner,
      createdAt: now,
      // Memo chains share one deposit account per chain; the memo tells orders apart (as quotes do).
      depositAddress: makeAddress(chain, memoChain ? rngFor(this.seed, `memo-account:${chain}`) : rng),
      ...(memoChain ? { depositMemo: rng.digits(10) } : {}),
      required,
      limitAmount: input.side === 'SELL' ? quoteUnits(input.quantity, input) : required,
      deposits: [],
      submitted: [],
      fills: [],
      updatedAt: now,
      rng,
      hashes: { withdrawal: '', refund: '' },
    };
    order.hashes = {
      withdrawal: makeTxHash(
        input.recipientType === 'DESTINATION_CHAIN' ? tokensOf(input).get.blockchain : 'near',
        rng,
      ),
      refund: makeTxHash(input.refundType === 'ORIGIN_CHAIN' ? pay.blockchain : 'near', rng),
    };
    this.orders.push(order);
    return order;
  }

  get(id: string): OrderRecord | undefined {
    return this.orders.find((o) => o.id === id);
  }

  findByAddress(address: string, memo?: string | null): OrderRecord | undefined {
    return this.orders.find((o) => o.depositAddress === address && (o.depositMemo ?? '') === (memo ?? ''));
  }

  /** Newest first. */
  all(): OrderRecord[] {
    return [...this.orders].reverse();
  }

  /** The market's price of the order's base in its quote token at `at` (quote per base, human units). */
  marketPrice(order: Pick<OrderInput, 'base' | 'quote'>, at: number): number {
    const quote = this.market.price(order.quote.assetId, at);
    return quote > 0 ? this.market.price(order.base.assetId, at) / quote : 0;
  }

  /** The market is at or through the limit: a SELL's price at or above it, a BUY's at or below. */
  crossed(order: OrderRecord, at: number): boolean {
    const market = this.marketPrice(order, at);
    const limit = Number(order.price.num) / Number(order.price.den);
    return order.side === 'SELL' ? market >= limit : market <= limit;
  }

  /** The amount still to deposit (what generate-intent asks for). */
  unfunded(order: OrderRecord): bigint {
    const left = order.required - sum(order.deposits.map((d) => d.amount));
    return left > 0n ? left : 0n;
  }

  /** A deposit arriving at the order's address; the 400 message when the order takes none now. */
  deposit(
    order: OrderRecord,
    input: { amount: bigint; txHash?: string; sender?: string; chain?: string },
    now: number,
  ): string | undefined {
    this.stepOne(order, now);
    if (order.closed) return `Order is ${order.closed.as}: it takes no deposit`;
    const chain = order.depositType === 'ORIGIN_CHAIN' ? tokensOf(order).pay.blockchain : 'near';
    order.deposits.push({
      amount: input.amount,
      txHash: input.txHash ?? makeTxHash(input.chain ?? chain, order.rng),
      sender: input.sender ?? (order.refundType === 'ORIGIN_CHAIN' ? order.refundTo : makeAddress('near', order.rng)),
      at: now,
      ...(input.chain ? { chain: input.chain } : {}),
    });
    order.updatedAt = now;
    if (order.fundedAt === undefined && this.unfunded(order) === 0n && order.cancelAt === undefined) {
      order.fundedAt = now;
      order.nextTickAt = now + FILL_INTERVAL_MS;
      if (this.crossed(order, now)) order.triggeredAt = now;
    }
    return undefined;
  }

  /** Asks to cancel; the 400 message when the order cannot be canceled now. */
  cancel(order: OrderRecord, now: number): string | undefined {
    this.stepOne(order, now);
    if (order.closed) return `Order is ${order.closed.as}: it cannot be canceled`;
    if (order.cancelAt !== undefined) return 'Order is already being canceled';
    order.cancelAt = now;
    order.updatedAt = now;
    return undefined;
  }

  /** A counterparty takes `quantity` base units at the limit now (/_sim/orders/fill); the 400 message otherwise. */
  fillNow(order: OrderRecord, quantity: bigint, now: number): string | undefined {
    this.stepOne(order, now);
    if (order.closed || order.cancelAt !== undefined || order.fundedAt === undefined) {
      return `Order is ${this.fillStatus(order, now)}: it does not fill`;
    }
    const left = order.quantity - this.filled(order);
    if (quantity > left) return `quantity must be at most ${left}, the unfilled quantity`;
    order.triggeredAt ??= now;
    this.addFill(order, quantity, now);
    return undefined;
  }

  /** Walks every order to now (before the market moves, so the past keeps its prices). */
  step(now: number): void {
    for (const order of this.orders) this.stepOne(order, now);
  }

  /** A funded order touching the limit now rests as OPEN from now (after the market moved). */
  retrigger(now: number): void {
    for (const o of this.orders) {
      if (!o.closed && o.fundedAt !== undefined && o.triggeredAt === undefined && this.crossed(o, now)) {
        o.triggeredAt = now;
      }
    }
  }

  stepOne(order: OrderRecord, now: number): void {
    while (!order.closed) {
      const cancelDone = order.cancelAt === undefined ? Infinity : order.cancelAt + CANCEL_MS;
      const tick = order.cancelAt === undefined ? (order.nextTickAt ?? Infinity) : Infinity;
      const at = Math.min(order.deadline, cancelDone, tick);
      if (at > now) return;
      if (at === cancelDone) this.close(order, 'CANCELED', at);
      else if (at === order.deadline) this.close(order, 'EXPIRED', at);
      else {
        order.nextTickAt = at + FILL_INTERVAL_MS;
        if (this.crossed(order, at)) {
          order.triggeredAt ??= at;
          const part = (order.quantity + BigInt(FILL_PARTS) - 1n) / BigInt(FILL_PARTS);
          const left = order.quantity - this.filled(order);
          this.addFill(order, part < left ? part : left, at);
        }
      }
    }
  }

  filled(order: OrderRecord): bigint {
    return sum(order.fills.map((f) => (order.side === 'SELL' ? f.amountIn : f.amountOut)));
  }

  private addFill(order: OrderRecord, base: bigint, at: number): void {
    const before = this.filled(order);
    const after = before + base;
    // Counted on the running total, so the parts add up to the whole exactly (a BUY never pays over maxAmountIn).
    const quote = order.side === 'SELL' ? quoteUnits(after, order) - quoteUnits(before, order)
      : quoteUnits(after, order, true) - quoteUnits(before, order, true); // prettier-ignore
    order.fills.push({
      id: uuid(order.rng),
      amountIn: order.side === 'SELL' ? base : quote,
      amountOut: order.side === 'SELL' ? quote : base,
      at,
    });
    order.updatedAt = at;
    if (after === order.quantity) this.close(order, 'FILLED', at);
  }

  private close(order: OrderRecord, as: 'FILLED' | 'CANCELED' | 'EXPIRED', at: number): void {
    order.closed = { as, at };
    order.updatedAt = at;
  }

  fillStatus(order: OrderRecord, now: number): FillStatus {
    if (order.closed) return order.closed.as;
    if (order.cancelAt !== undefined) return 'PENDING_CANCEL';
    if (order.fundedAt === undefined) return 'AWAITING_DEPOSIT';
    if (order.fills.length) return 'PARTIALLY_FILLED';
    return order.triggeredAt !== undefined && order.triggeredAt <= now ? 'OPEN' : 'UNTRIGGERED';
  }

  /** The order's JSON:API attributes at `now` (the caller stepped it). */
  attributes(order: OrderRecord, now: number): Record<string, unknown> {
    const { pay, get } = tokensOf(order);
    const deposited = sum(order.deposits.map((d) => d.amount));
    const usedIn = sum(order.fills.map((f) => f.amountIn));
    const gotOut = sum(order.fills.map((f) => f.amountOut));
    const closed = order.closed;
    const done = closed !== undefined && now >= closed.at + PAYOUT_MS;
    const payout = (amount: bigint, token: CatalogueEntry, hash: string, chain: string) =>
      amount > 0n && closed
        ? {
            status: done ? 'COMPLETED' : 'IN_PROGRESS',
            amount: amount.toString(),
            amountFormatted: formatUnits(amount, token.decimals),
            asset: token.assetId,
            ...(done ? { txHash: hash, explorerUrl: txExplorerUrl(chain, hash), completedAt: iso(closed.at + PAYOUT_MS) } : {}),
          }
        : null; // prettier-ignore
    const withdrawal = payout(gotOut, get, order.hashes.withdrawal,
      order.recipientType === 'DESTINATION_CHAIN' ? get.blockchain : 'near'); // prettier-ignore
    const refund = payout(deposited - usedIn, pay, order.hashes.refund,
      order.refundType === 'ORIGIN_CHAIN' ? pay.blockchain : 'near'); // prettier-ignore
    const anything = withdrawal !== null || refund !== null;
    const payoutStatus: PayoutStatus = !closed || !anything ? 'NOT_STARTED' : done ? 'COMPLETED' : 'IN_PROGRESS';
    const withdrawFee =
      order.recipientType === 'DESTINATION_CHAIN' ? networkFee(get.blockchain, this.priced(get, now)) : 0n;
    const refundFee = order.refundType === 'ORIGIN_CHAIN' ? networkFee(pay.blockchain, this.priced(pay, now)) : 0n;
    const u = (v: bigint) => v.toString();
    return {
      orderType: 'LIMIT',
      side: order.side,
      baseAsset: order.base.assetId,
      quoteAsset: order.quote.assetId,
      quantity: u(order.quantity),
      price: order.price.text,
      depositType: order.depositType,
      depositMode: order.depositMode,
      depositAddress: order.depositAddress,
      ...(order.depositMemo ? { depositMemo: order.depositMemo } : {}),
      refundTo: order.refundTo,
      refundType: order.refundType,
      recipient: order.recipient,
      recipientType: order.recipientType,
      confidentiality: order.confidentiality,
      timeInForce: 'GTC',
      deadline: iso(order.deadline),
      createdAt: iso(order.createdAt),
      updatedAt: iso(order.updatedAt),
      fillStatus: this.fillStatus(order, now),
      payoutStatus,
      isPayoutStatusFinal: closed !== undefined && (done || !anything),
      swapView:
        order.side === 'SELL'
          ? { swapType: 'EXACT_INPUT', amountIn: u(order.quantity), minAmountOut: u(order.limitAmount) }
          : { swapType: 'EXACT_OUTPUT', maxAmountIn: u(order.required), amountOut: u(order.quantity) },
      depositedAmount: u(deposited),
      depositedAmountFormatted: formatUnits(deposited, pay.decimals),
      filledQuantity: u(this.filled(order)),
      partialFills: order.fills.map((f) => ({
        id: f.id,
        amountIn: u(f.amountIn),
        amountOut: u(f.amountOut),
        createdAt: iso(f.at),
        updatedAt: iso(f.at),
      })),
      payouts: { withdrawal, allWithdrawals: withdrawal ? [withdrawal] : [], refund },
      estimatedWithdrawFee: u(withdrawFee),
      estimatedWithdrawFeeFormatted: formatUnits(withdrawFee, get.decimals),
      estimatedRefundFee: u(refundFee),
      estimatedRefundFeeFormatted: formatUnits(refundFee, pay.decimals),
      appFees: order.appFees,
    };
  }

  private priced(token: CatalogueEntry, now: number) {
    return { decimals: token.decimals, price: this.market.price(token.assetId, now) };
  }
}

const iso = (ms: number) => new Date(ms).toISOString();
