// The rows of <swap-account>'s balance list: the public Intents balance (mt_batch_balance_of, one exact amount per
// token id of the token list) joined with the token list, zeros hidden, by USD value (the token list's prices), the
// largest first; tokens without a price after those with one, by symbol.
import type { Token } from '../../api/schemas.js';
import { isUnitsString, usdValue } from '../../core/amounts.js';

export interface BalanceRow {
  token: Token;
  /** Smallest units, exact. */
  units: string;
  /** USD value with 4 decimals, or undefined without a price. */
  usd?: string;
}

/** `amounts[i]` is the balance of `tokens[i]` (the view answers in the order asked). */
export function balanceRows(tokens: readonly Token[], amounts: readonly string[]): BalanceRow[] {
  const rows: BalanceRow[] = [];
  tokens.forEach((token, i) => {
    const units = amounts[i];
    if (!isUnitsString(units) || units === '0') return;
    rows.push({ token, units, usd: usdValue(units, token.decimals, token.price) });
  });
  // USD with 4 fixed decimals compares exactly as a scaled integer.
  const cents = (row: BalanceRow) => (row.usd === undefined ? -1n : BigInt(row.usd.replace('.', '')));
  return rows.sort((a, b) => {
    const diff = cents(b) - cents(a);
    return diff !== 0n ? (diff > 0n ? 1 : -1) : a.token.symbol.localeCompare(b.token.symbol);
  });
}

/** The whole balance in USD (4 decimals), of the rows with a price. */
export function totalUsd(rows: readonly BalanceRow[]): string | undefined {
  const priced = rows.filter((row) => row.usd !== undefined);
  if (!priced.length) return undefined;
  const sum = priced
    .reduce((total, row) => total + BigInt(row.usd!.replace('.', '')), 0n)
    .toString()
    .padStart(5, '0');
  return `${sum.slice(0, -4)}.${sum.slice(-4)}`;
}
