// Exact money: amounts travel as integer strings in smallest units and are computed with BigInt. Decimal text is only
// parsed from (amount-input.ts), or formatted for, people; never through floating point.
import { numberFormat } from './intl.js';

const INTEGER = /^(0|[1-9]\d*)$/;
export const isUnitsString = (value: unknown): value is string => typeof value === 'string' && INTEGER.test(value);

/** The most any token amount can be: the service and the chains hold amounts in smallest units as u128. */
export const MAX_UNITS = 2n ** 128n - 1n;

/** Smallest units → plain decimal text ("1.5"), exact, without trailing zeros or grouping. */
export function toDecimal(units: bigint | string, decimals: number): string {
  const value = BigInt(units);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

export interface FormatOptions {
  locale?: string;
  /** Show every digit (the amount to send, a balance to fill in, a wallet payment). */
  exact?: boolean;
}

/**
 * THE READING RULE, the one place it is written. An amount a person reads shows its first READ_SIGNIFICANT_DIGITS
 * significant digits, cut toward zero (never rounded up, so a shown amount is never more than the real one), and
 * never loses a digit of its whole part: 41.650142530192305287248987 reads 41.6501, 0.000787689980977286959399 reads
 * 0.000787689, 1234567.891 reads 1234567, 100.5 stays 100.5. The shown value is within 10^-5 of the exact one
 * (relatively), and every shortened amount carries its exact value for copy and assistive technology (see
 * src/elements/parts/views/amount.view.ts). Amounts a person must send or type are never shortened (`exact`).
 */
export const READ_SIGNIFICANT_DIGITS = 6;

/** How many fraction digits of a plain decimal string ("41.650142…") the reading rule shows (4: "41.6501"). */
export function readFractionDigits(decimal: string): number {
  const [whole, fraction = ''] = decimal.replace('-', '').split('.');
  // What the whole part leaves of the significant digits, or the leading zeros of a dust amount and six more.
  return +whole!
    ? Math.max(0, READ_SIGNIFICANT_DIGITS - whole!.length)
    : /^0*/.exec(fraction)![0].length + READ_SIGNIFICANT_DIGITS;
}

/** A plain decimal string cut to the reading rule, on the string (no float): "41.650142…" → "41.6501". */
export function shortenDecimal(decimal: string): string {
  const [whole, fraction = ''] = decimal.split('.');
  const cut = fraction.slice(0, readFractionDigits(decimal)).replace(/0+$/, '');
  return cut ? `${whole}.${cut}` : whole!;
}

/**
 * Smallest units → localized text: by the reading rule (READ_SIGNIFICANT_DIGITS), or every digit with `exact`.
 * Intl formats the exact decimal string (NumberFormat v3, no float), cutting it to readFractionDigits toward zero:
 * the same digits as shortenDecimal.
 */
export function formatAmount(units: bigint | string, decimals: number, options: FormatOptions = {}): string {
  const decimal = toDecimal(units, decimals);
  const digits = options.exact ? decimals : readFractionDigits(decimal);
  // The cast is for older lib typings.
  return numberFormat(options.locale, {
    roundingMode: 'trunc',
    maximumFractionDigits: Math.min(digits, 100),
  } as Intl.NumberFormatOptions).format(decimal as unknown as number);
}

/** A USD value (the service sends strings like "1234.5678") for people: "$1,234.57", "< $0.01". */
export function formatUsd(value: string | number | null | undefined, locale?: string): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  if (!Number.isFinite(n)) return '';
  const format = numberFormat(locale, { style: 'currency', currency: 'USD' });
  if (n > 0 && n < 0.01) return `< ${format.format(0.01)}`;
  return format.format(n);
}

export function compareUnits(a: bigint | string, b: bigint | string): -1 | 0 | 1 {
  const x = BigInt(a);
  const y = BigInt(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

const PRICE_SCALE = 12;

/** USD value of an amount at a price, as a decimal string with 4 places (fixed-point, no float accumulation). */
export function usdValue(units: bigint | string, decimals: number, price: number): string;
export function usdValue(
  units: bigint | string,
  decimals: number,
  price: number | null | undefined,
): string | undefined;
export function usdValue(
  units: bigint | string,
  decimals: number,
  price: number | null | undefined,
): string | undefined {
  if (price === null || price === undefined || !Number.isFinite(price) || price < 0) return undefined;
  const scaledPrice = BigInt(Math.round(price * 10 ** PRICE_SCALE));
  const scaled = (BigInt(units) * scaledPrice) / 10n ** BigInt(decimals); // USD × 10^12
  const rounded = (scaled + 5n * 10n ** BigInt(PRICE_SCALE - 5)) / 10n ** BigInt(PRICE_SCALE - 4);
  const text = rounded.toString().padStart(5, '0');
  return `${text.slice(0, -4)}.${text.slice(-4)}`;
}
