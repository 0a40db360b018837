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
  | 'amount-too-large'
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

/** The most any token amount can be: the service and the chains hold amounts in smallest units as u128. */
export const MAX_UNITS = 2n ** 128n - 1n;

/** Typed digit-group separators: spaces of any width and apostrophes (de-CH writes 1’234.5), all read as one. */
const SPACES = /[\s\u00a0\u202f\u2009'\u2019]/g;
const SPACE = ' ';

interface NumberShape {
  decimal: string;
  group: string;
  /** Digits in the last group and in the groups before it (3 and 3 mostly; 3 and 2 in en-IN: 12,34,567). */
  primary: number;
  secondary: number;
}

function numberShape(locale: string | undefined): NumberShape {
  try {
    const parts = numberFormat(locale).formatToParts(1234567890.5);
    const sizes = parts.filter((p) => p.type === 'integer').map((p) => p.value.length);
    const group = parts.find((p) => p.type === 'group')?.value ?? ',';
    return {
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
      group: group.replace(SPACES, SPACE),
      primary: sizes.length > 1 ? sizes[sizes.length - 1]! : 3,
      secondary: sizes.length > 2 ? sizes[sizes.length - 2]! : 3,
    };
  } catch {
    return { decimal: '.', group: ',', primary: 3, secondary: 3 };
  }
}

/**
 * Whether digit groups sit where a reader writes them: the last group `primary` digits, the ones before it
 * `secondary`, the first 1 to `secondary` digits without a leading zero. Three-digit groups are always accepted.
 */
function groupsFit(groups: string[], { primary, secondary }: NumberShape): boolean {
  const fits = (last: number, middle: number) =>
    !groups[0]!.startsWith('0') &&
    groups.every((group, i) =>
      i === groups.length - 1
        ? group.length === last
        : i === 0
          ? group.length > 0 && group.length <= middle
          : group.length === middle,
    );
  return fits(3, 3) || fits(primary, secondary);
}

/**
 * Decimal text → integer string of smallest units, exactly, or what is wrong. A separator that does not fit the
 * reader's way of writing numbers (1,2,3 or 12,,5 in English, 12.34.5 in German) is an error, never guessed around.
 */
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
  s = s.replace(SPACES, SPACE);
  const shape = numberShape(options.locale);
  const { decimal, group } = shape;
  const marks = [...new Set(s.replace(/\d/g, ''))];
  if (marks.some((m) => m !== '.' && m !== ',' && m !== SPACE && m !== decimal && m !== group)) {
    return { ok: false, code: 'amount-characters' };
  }
  // Decide which mark is the decimal separator (a space never is): the last one when two appear, the locale's
  // otherwise; a lone "." or "," that is not followed by exactly three digits is a decimal point whatever the locale.
  const points = marks.filter((m) => m !== SPACE && (m !== group || m === '.' || m === ','));
  let point: string | undefined;
  if (points.length > 1) point = s[Math.max(...points.map((m) => s.lastIndexOf(m)))];
  else if (points.length === 1) {
    const mark = points[0]!;
    const count = s.split(mark).length - 1;
    const lone = count === 1 && !/^\d{3}$/.test(s.slice(s.indexOf(mark) + 1));
    point = mark === decimal || lone ? mark : undefined;
  }
  const [whole = '', fraction = '', ...rest] = point ? s.split(point) : [s];
  if (rest.length > 0) return { ok: false, code: 'amount-separators' };
  if (!/^\d*$/.test(fraction)) return { ok: false, code: 'amount-digit-groups' };
  // The whole part: digits, or digit groups with one kind of separator, each where it belongs.
  const separators = [...new Set(whole.replace(/\d/g, ''))];
  if (separators.length > 1 || (separators.length === 1 && !groupsFit(whole.split(separators[0]!), shape))) {
    return { ok: false, code: 'amount-digit-groups' };
  }
  const wholeDigits = whole.replace(/\D/g, '');
  if (wholeDigits === '' && fraction === '') return { ok: false, code: 'amount-characters' };
  const trimmedFraction = fraction.replace(/0+$/, '');
  if (trimmedFraction.length > decimals) {
    if (decimals === 0) return { ok: false, code: 'amount-no-decimals' };
    return { ok: false, code: 'amount-too-many-decimals', decimals };
  }
  const units = BigInt((wholeDigits || '0') + trimmedFraction.padEnd(decimals, '0'));
  if (units > MAX_UNITS) return { ok: false, code: 'amount-too-large', decimals };
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
