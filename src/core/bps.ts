// Basis points (1/100 of a percent), the unit of fees and slippage, and how people read them. Apart from fees.ts (the
// fee arithmetic only <swap-quote> does): every element words an app fee, in the history or in a setting mistake.
import { numberFormat } from './intl.js';

export const MAX_BPS = 10_000;

/** 10 → "0.1%", 250 → "2.5%". */
export function formatBps(bps: number, locale?: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bps / MAX_BPS);
}
