// What a quote is worth against what it costs, in USD, for "Compared with market prices" and the confirmation a
// large loss needs. Like with like, and as fresh as the quote: the quote's own amountInUsd/amountOutUsd (the service
// prices both sides when it quotes); only without them the token list's prices, and only when they were updated
// close to the quote's time (the list loads once per page while quotes refresh, so its prices drift behind).
import type { QuoteResponse, Token } from '../../api/schemas.js';
import { usdValue } from '../../core/amounts.js';

/** Token list prices older than the quote by more than this are not compared with it. */
export const PRICE_FRESH_MS = 5 * 60_000;
/** Past this loss the market comparison says "noticeably below market value". */
export const BELOW_MARKET_BPS = 300;
/** The default share of its USD value a quote may lose before "Get deposit address" asks for a confirmation. */
export const DEFAULT_CONFIRM_LOSS_BPS = 500;

/** Both sides of a quote in USD, scaled to whole 10^-12 dollars (exact, for comparisons). */
export interface QuoteValue {
  in: bigint;
  out: bigint;
  /** Where the figures come from: the quote itself, or the token list's prices. */
  source: 'quote' | 'list';
}

const SCALE = 12;

/** "12.3456" → 12345600000000n (10^-12 dollars); undefined for anything that is not a plain non-negative decimal. */
export function usdUnits(text: string | null | undefined): bigint | undefined {
  const match = typeof text === 'string' ? /^(\d+)(?:\.(\d+))?$/.exec(text.trim()) : null;
  if (!match) return undefined;
  const fraction = (match[2] ?? '').slice(0, SCALE).padEnd(SCALE, '0');
  return BigInt(match[1]!) * 10n ** BigInt(SCALE) + BigInt(fraction);
}

/** Was this token's price updated within PRICE_FRESH_MS before (or after) the quote was made? */
function freshFor(token: Token, quoteTime: number): boolean {
  const updated = Date.parse(token.priceUpdatedAt ?? '');
  return Number.isFinite(quoteTime) && Number.isFinite(updated) && Math.abs(quoteTime - updated) <= PRICE_FRESH_MS;
}

/** The quote's value in and out, or undefined when nothing fresh tells it (or nothing goes in). */
export function quoteValue(response: QuoteResponse, origin: Token, destination: Token): QuoteValue | undefined {
  const q = response.quote;
  const inUsd = usdUnits(q.amountInUsd);
  const outUsd = usdUnits(q.amountOutUsd);
  if (inUsd !== undefined && outUsd !== undefined)
    return inUsd > 0n ? { in: inUsd, out: outUsd, source: 'quote' } : undefined;
  const time = Date.parse(response.timestamp);
  if (!freshFor(origin, time) || !freshFor(destination, time)) return undefined;
  const listIn = usdUnits(usdValue(q.amountIn, origin.decimals, origin.price));
  const listOut = usdUnits(usdValue(q.amountOut, destination.decimals, destination.price));
  return listIn !== undefined && listOut !== undefined && listIn > 0n
    ? { in: listIn, out: listOut, source: 'list' }
    : undefined;
}

/** The change of value as a fraction (−0.0123 is 1.23 % less out than in), for display only. */
export const valueChange = (value: QuoteValue): number =>
  Number(((value.out - value.in) * 1_000_000n) / value.in) / 1_000_000;

/** Does the quote lose more than `bps` of its value in? Exact. */
export const losesMoreThan = (value: QuoteValue, bps: number): boolean =>
  Number.isFinite(bps) && (value.in - value.out) * 10_000n > BigInt(Math.max(0, Math.floor(bps))) * value.in;
