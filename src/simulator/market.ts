// Prices and quote math. Prices drift deterministically with the clock (two slow waves whose phases come from the
// seed); amounts are converted with exact BigInt arithmetic, fees and slippage bounds in basis points.
import { applySlippage, bpsOf } from '../core/fees.js';
import { toDecimal, usdValue } from '../core/amounts.js';
import type { SwapType, Token } from '../api/schemas.js';
import { CATALOGUE, type CatalogueEntry } from './catalogue.js';
import { rngFor } from './rng.js';

/** The market makers' spread, taken from the input like the fees. */
export const SPREAD_BPS = 3;
/** The smallest swap worth bridging, in USD: below it the service answers "Amount is too low for bridge". */
export const MIN_SWAP_USD = 0.5;
/** Beyond this the simulated solvers have no liquidity. */
export const MAX_SWAP_USD = 5_000_000;

/** A transfer's network fee per chain in USD (a fixed table, so quotes stay deterministic); every entry stays under
 * MIN_SWAP_USD so the smallest swap still delivers something. */
const NETWORK_FEE_USD: Record<string, number> = { eth: 0.3, btc: 0.25, tron: 0.2, ton: 0.03, sol: 0.01, near: 0.002 };
const DEFAULT_NETWORK_FEE_USD = 0.02;

const HOUR = 3_600_000;
/** Prices are scaled to integers with this many decimals for the BigInt conversion. */
const PRICE_SCALE = 10n ** 12n;

export interface Market {
  tokens(now: number): Token[];
  token(assetId: string): CatalogueEntry | undefined;
  price(assetId: string, now: number): number;
  /** From `at` on, `assetId` trades at `ratio` units of `quote` (orders' market, /_sim/market/price): its USD price
   * follows the quote token's. */
  pin(assetId: string, quote: string, ratio: number, at: number): void;
}

export function createMarket(seed: number, extraTokens: readonly CatalogueEntry[] = []): Market {
  // Extra tokens (SimulatorOptions.extraTokens) are listed after the catalogue; the explorer's history keeps to it.
  const listed = [...CATALOGUE, ...extraTokens];
  const byId = new Map(listed.map((t) => [t.assetId, t]));
  const phases = new Map(
    listed.map((t) => {
      const rng = rngFor(seed, `price:${t.assetId}`);
      return [t.assetId, [rng.next() * 2 * Math.PI, rng.next() * 2 * Math.PI]] as const;
    }),
  );

  const pins = new Map<string, { quote: string; ratio: number; at: number }[]>();

  function price(assetId: string, now: number, depth = 0): number {
    const token = byId.get(assetId);
    if (!token) return 0;
    const pin = depth < 4 ? pins.get(assetId)?.findLast((p) => p.at <= now) : undefined;
    if (pin) return Number((pin.ratio * price(pin.quote, now, depth + 1)).toPrecision(6));
    const [a = 0, b = 0] = phases.get(assetId) ?? [];
    // Stablecoins barely move; everything else wanders a few percent over hours.
    const amplitude = token.basePrice === 1 ? 0.0005 : 0.03;
    const wave =
      Math.sin((2 * Math.PI * now) / (6 * HOUR) + a) + 0.4 * Math.sin((2 * Math.PI * now) / (0.8 * HOUR) + b);
    return Number((token.basePrice * (1 + amplitude * wave)).toPrecision(6));
  }

  return {
    token: (assetId) => byId.get(assetId),
    price: (assetId, now) => price(assetId, now),
    pin: (assetId, quote, ratio, at) => pins.set(assetId, [...(pins.get(assetId) ?? []), { quote, ratio, at }]),
    tokens(now) {
      // Prices are refreshed once a minute, as the real list's priceUpdatedAt shows.
      const minute = Math.floor(now / 60_000) * 60_000;
      return listed.map((t) => ({
        assetId: t.assetId,
        decimals: t.decimals,
        blockchain: t.blockchain,
        symbol: t.symbol,
        price: price(t.assetId, minute),
        priceUpdatedAt: new Date(minute).toISOString(),
        contractAddress: t.contractAddress ?? null,
        ...(t.coingeckoId ? { coingeckoId: t.coingeckoId } : {}),
      }));
    },
  };
}

const scaledPrice = (price: number) => BigInt(Math.round(price * 1e12)) || 1n;
const pow10 = (n: number) => 10n ** BigInt(n);

/** Converts an amount between tokens at the given USD prices; rounds down unless `up`. */
export function convert(
  amount: bigint,
  from: { decimals: number; price: number },
  to: { decimals: number; price: number },
  up = false,
): bigint {
  const num = amount * scaledPrice(from.price) * pow10(to.decimals);
  const den = scaledPrice(to.price) * pow10(from.decimals);
  return up ? (num + den - 1n) / den : num / den;
}

/** The smallest amount of a token worth `usd`, in smallest units (rounded up). */
export function unitsForUsd(usd: number, token: { decimals: number; price: number }): bigint {
  const num = BigInt(Math.round(usd * 1e6)) * PRICE_SCALE * pow10(token.decimals);
  const den = scaledPrice(token.price) * 1_000_000n;
  return (num + den - 1n) / den;
}

/** The fee of one transfer on `chain`, in the units of the token sent (rounded up). */
export function networkFee(chain: string, token: { decimals: number; price: number }): bigint {
  return unitsForUsd(NETWORK_FEE_USD[chain] ?? DEFAULT_NETWORK_FEE_USD, token);
}

export interface PricedToken {
  decimals: number;
  price: number;
}

export interface Pricing {
  amountIn: bigint;
  amountOut: bigint;
  minAmountIn: bigint;
  maxAmountIn?: bigint;
  minAmountOut: bigint;
  /** Destination units, already deducted from amountOut and minAmountOut (0 when nothing is withdrawn). */
  withdrawFee: bigint;
}

export interface PriceInput {
  swapType: SwapType;
  amount: bigint;
  slippageBps: number;
  /** Platform fee + app fees + spread, all taken from the input. */
  feeBps: number;
  /** The withdrawal's network fee in destination units (default 0). */
  withdrawFee?: bigint;
  /** The origin chain's own minimum in USD (minimums.ts), when above MIN_SWAP_USD. */
  minUsd?: number;
  from: PricedToken;
  to: PricedToken;
}

/** The quote math per swap type (spec 4.1). Returns a service error message when the swap cannot be quoted. */
export function priceSwap(input: PriceInput): Pricing | string {
  const { swapType, amount, slippageBps, feeBps, from, to, withdrawFee = 0n } = input;
  const afterFees = (x: bigint) => x - bpsOf(x, feeBps);
  const minUsd = Math.max(MIN_SWAP_USD, input.minUsd ?? 0);
  const minIn = unitsForUsd(minUsd, from);
  const tooLow = (n: bigint) => `Amount is too low for bridge, try at least ${n}`;
  let pricing: Pricing;
  if (swapType === 'EXACT_OUTPUT') {
    if (amount < unitsForUsd(minUsd, to)) return tooLow(unitsForUsd(minUsd, to));
    // The input also buys the withdrawal fee, so the recipient still gets the exact amount.
    const net = convert(amount + withdrawFee, to, from, true);
    // Gross up so that taking feeBps from the input still leaves `net`.
    const amountIn = (net * 10_000n + BigInt(10_000 - feeBps) - 1n) / BigInt(10_000 - feeBps);
    pricing = {
      amountIn,
      amountOut: amount,
      minAmountIn: applySlippage(amountIn, slippageBps, 'down'),
      maxAmountIn: applySlippage(amountIn, slippageBps, 'up'),
      minAmountOut: amount,
      withdrawFee,
    };
  } else {
    if (amount < minIn) return tooLow(minIn);
    const amountOut = convert(afterFees(amount), from, to) - withdrawFee;
    if (amountOut <= 0n) return tooLow(minIn);
    if (swapType === 'EXACT_INPUT') {
      pricing = {
        amountIn: amount,
        amountOut,
        minAmountIn: amount,
        minAmountOut: applySlippage(amountOut, slippageBps, 'down'),
        withdrawFee,
      };
    } else {
      // FLEX_INPUT: the input may fall short by the slippage plus 1 percent; the output bound follows the input
      // bound proportionally, so any deposit above minAmountIn meets minAmountOut. ANY_INPUT: any deposit worth
      // bridging is converted.
      const minAmountIn =
        swapType === 'FLEX_INPUT' ? applySlippage(amount, Math.min(10_000, slippageBps + 100), 'down') : minIn;
      pricing = { amountIn: amount, amountOut, minAmountIn, minAmountOut: 0n, withdrawFee };
      pricing.minAmountOut = proportionalOut(minAmountIn, pricing);
    }
  }
  if (Number(usdValue(pricing.amountIn, from.decimals, from.price)) > MAX_SWAP_USD) return 'No liquidity available';
  return pricing;
}

/** Output for a deposit of `deposited` at the quote's rate (proportional swap types), less the fixed withdrawal fee. */
export function proportionalOut(deposited: bigint, p: Pricing): bigint {
  if (p.amountIn === 0n) return 0n;
  const out = (deposited * (p.amountOut + p.withdrawFee)) / p.amountIn - p.withdrawFee;
  return out > 0n ? out : 0n;
}

export const formatUnits = (units: bigint, decimals: number): string => toDecimal(units, decimals);
