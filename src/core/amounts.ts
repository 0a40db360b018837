// Exact money: amounts travel as integer strings in smallest units and are computed with BigInt. Decimal text is only
// parsed from, or formatted for, people; never through floating point.
import { numberFormat } from './intl.js';

/** What is wrong with typed amount text, for the UI to say in the page's language. */
export type AmountCheckCode =
  | 'amount-empty'
  | 'amount-negative'
  | 'amount-characters'
  | 'amount-separators'
  | 'amount-digit-groups'
  | 'amount-no-decimals'
  | 'amount-too-many-decimals'
  | 'amount-zero';

/** A failure says what is wrong as a `code` (with the token's `decimals` where they matter); see checkMessage. */
export type Parsed = { ok: true; units: string } | { ok: false; code: AmountCheckCode; decimals?: number };

export interface ParseOptions {
  /** The reader's locale, to accept its decimal and grouping separators (e.g. "1.234,5" in de-DE). */
  locale?: string;
  /** A token symbol the user may have typed after or before the number ("1.5 ETH"). */
  symbol?: string;
  allowZero?: boolean;
}

const INTEGER = /^(0|[1-9]\d*)$/;
export const isUnitsString = (value: unknown): value is string => typeof value === 'string' && INTEGER.test(value);

function separators(locale: string | undefined): { decimal: string; group: string } {
  try {
    const parts = numberFormat(locale).formatToParts(12345.6);
    return {
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
    };
  } catch {
    return { decimal: '.', group: ',' };
  }
}

const SPACES = /[\s\u00a0\u202f\u2009']/g;

/** Decimal text → integer string of smallest units, exactly, or what is wrong. */
export function parseAmount(text: string, decimals: number, options: ParseOptions = {}): Parsed {
  let s = text.trim();
  if (options.symbol) {
    const sym = options.symbol.toLowerCase();
    if (s.toLowerCase().endsWith(sym)) s = s.slice(0, -sym.length).trim();
    else if (s.toLowerCase().startsWith(sym)) s = s.slice(sym.length).trim();
  }
  if (s === '') return { ok: false, code: 'amount-empty' };
  if (s.startsWith('-')) return { ok: false, code: 'amount-negative' };
  if (s.startsWith('+')) s = s.slice(1);
  s = s.replace(SPACES, '');
  const { decimal, group } = separators(options.locale);
  const marks = [...new Set(s.replace(/\d/g, ''))];
  if (marks.some((m) => m !== '.' && m !== ',' && m !== decimal && m !== group)) {
    return { ok: false, code: 'amount-characters' };
  }
  // Decide which mark is the decimal separator: the last one when both appear, the locale's otherwise; a lone
  // "." or "," that is not followed by exactly three digits is a decimal point whatever the locale says.
  let point: string | undefined;
  if (marks.length > 1) point = s[Math.max(s.lastIndexOf('.'), s.lastIndexOf(','))];
  else if (marks.length === 1) {
    const mark = marks[0]!;
    const count = s.split(mark).length - 1;
    const lone = count === 1 && !/^\d{3}$/.test(s.slice(s.indexOf(mark) + 1));
    point = mark === decimal || lone ? mark : undefined;
  }
  const [whole = '', fraction = '', ...rest] = point ? s.split(point) : [s];
  if (rest.length > 0) return { ok: false, code: 'amount-separators' };
  const wholeDigits = whole.replace(/[.,]/g, '');
  if (point && /[.,]/.test(whole) && !/^\d{1,3}([.,]\d{3})*$/.test(whole)) {
    return {
      ok: false,
      code: 'amount-digit-groups',
    };
  }
  if (!/^\d*$/.test(wholeDigits) || !/^\d*$/.test(fraction) || (wholeDigits === '' && fraction === '')) {
    return { ok: false, code: 'amount-characters' };
  }
  const trimmedFraction = fraction.replace(/0+$/, '');
  if (trimmedFraction.length > decimals) {
    if (decimals === 0) {
      return {
        ok: false,
        code: 'amount-no-decimals',
      };
    }
    return {
      ok: false,
      code: 'amount-too-many-decimals',
      decimals,
    };
  }
  const units = BigInt((wholeDigits || '0') + trimmedFraction.padEnd(decimals, '0'));
  if (units === 0n && !options.allowZero) {
    return { ok: false, code: 'amount-zero' };
  }
  return { ok: true, units: units.toString() };
}

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
  /** Show every digit (for "send exactly" amounts). */
  exact?: boolean;
  /** Fraction digits shown for ordinary amounts (default 6); dust still shows 4 significant digits. */
  maxFractionDigits?: number;
}

/**
 * Smallest units → localized text. Intl formats the exact decimal string (no float), truncating rather than rounding
 * so a displayed amount is never more than the real one.
 */
export function formatAmount(units: bigint | string, decimals: number, options: FormatOptions = {}): string {
  const decimal = toDecimal(units, decimals);
  const format = (extra: Intl.NumberFormatOptions) =>
    // Intl formats decimal strings exactly (NumberFormat v3); the cast is for older lib typings.
    numberFormat(options.locale, { roundingMode: 'trunc', ...extra } as Intl.NumberFormatOptions).format(
      decimal as unknown as number,
    );
  if (options.exact) return format({ maximumFractionDigits: Math.min(decimals, 100) });
  const text = format({ maximumFractionDigits: Math.min(decimals, options.maxFractionDigits ?? 6) });
  // A dust amount would read as 0: show its first significant digits instead.
  return BigInt(units) !== 0n && !/[1-9]/.test(text) ? format({ maximumSignificantDigits: 4 }) : text;
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
