// What people type as an amount → exact smallest units (BigInt), or what is wrong with it. Only the elements that take
// a typed amount (<swap-quote>) load this; formatting amounts for people is amounts.ts, which every element has.
import { MAX_UNITS } from './amounts.js';
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
