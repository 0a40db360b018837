// What <swap-status>'s card and its withdrawals (a chunk of their own, for ANY_INPUT swaps) both read: the decimals
// of an amount the service formatted, for a token the token list does not (yet) have.
import { isUnitsString, toDecimal } from '../../core/amounts.js';

/** The decimals behind a service-formatted amount ("100.5" for "100500000" → 6), when no token list is at hand. */
export function inferDecimals(
  units: string | null | undefined,
  formatted: string | null | undefined,
): number | undefined {
  if (!isUnitsString(units) || !formatted) return undefined;
  const want = formatted
    .trim()
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');
  for (let d = 0; d <= 36; d++) if (toDecimal(units, d) === want) return d;
  return undefined;
}
