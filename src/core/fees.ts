// Basis-point arithmetic on BigInt amounts: slippage bounds, the platform fee and partners' app fees.
import type { AppFee } from '../api/schemas.js';
import { MAX_BPS } from './bps.js';

export { MAX_BPS };
/**
 * Charged by the service on requests without a partner credential: 0.2 % (20 bps) as the service's fee page states
 * today (the original spec said 0.1 %). The default of `configure({ platformFeeBps })` and of the simulator.
 */
export const PLATFORM_FEE_BPS = 20;
export const MAX_APP_FEE_BPS = 500;

/** The configured platform fee (`platformFeeBps`, a whole number of bps from 0 to 10,000), else PLATFORM_FEE_BPS. */
export function platformFeeBps(config: { platformFeeBps?: number }): number {
  const bps = config.platformFeeBps;
  return typeof bps === 'number' && Number.isInteger(bps) && bps >= 0 && bps <= MAX_BPS ? bps : PLATFORM_FEE_BPS;
}

/** What is wrong with the configured app fees, for the UI to say in the page's language. */
export type AppFeeCheckCode = 'app-fee-recipient' | 'app-fee-whole' | 'app-fee-max';

/**
 * A failure says what is wrong as a `code` (see checkMessage); `index` is the fee's 1-based position when there are
 * several (absent for a single fee), `maxBps` the limit for 'app-fee-max'.
 */
export type Check = { ok: true } | { ok: false; code: AppFeeCheckCode; index?: number; maxBps?: number };

/** `bps` basis points of `amount`, rounded down. */
export const bpsOf = (amount: bigint, bps: number): bigint => (amount * BigInt(Math.trunc(bps))) / BigInt(MAX_BPS);

/** `amount` moved by `bps`: down rounds down (a minimum), up rounds up (a maximum), so bounds are never optimistic. */
export function applySlippage(amount: bigint, bps: number, direction: 'down' | 'up'): bigint {
  const b = BigInt(Math.trunc(bps));
  if (direction === 'down') return (amount * (BigInt(MAX_BPS) - b)) / BigInt(MAX_BPS);
  return (amount * (BigInt(MAX_BPS) + b) + BigInt(MAX_BPS) - 1n) / BigInt(MAX_BPS);
}

export const totalAppFeeBps = (appFees: readonly AppFee[] = []): number =>
  appFees.reduce((sum, fee) => sum + fee.fee, 0);

export function validateAppFees(appFees: readonly AppFee[]): Check {
  for (const [i, fee] of appFees.entries()) {
    const index = appFees.length > 1 ? { index: i + 1 } : {};
    if (!fee.recipient?.trim()) return { ok: false, code: 'app-fee-recipient', ...index };
    if (!Number.isInteger(fee.fee) || fee.fee < 0) return { ok: false, code: 'app-fee-whole', ...index };
    if (fee.fee > MAX_APP_FEE_BPS) return { ok: false, code: 'app-fee-max', ...index, maxBps: MAX_APP_FEE_BPS };
  }
  return { ok: true };
}

/** One fee taken from the input; the element words it in the page's language (platform fee, app fee and recipient). */
export interface FeeLine {
  kind: 'platform' | 'app';
  bps: number;
  /** The fee in the input token's smallest units. */
  units: bigint;
}

/**
 * Fees taken from the input amount: the platform fee (`platformFeeBps`, PLATFORM_FEE_BPS by default) when
 * unauthenticated, then each app fee.
 */
export function feeBreakdown(
  amountIn: bigint,
  appFees: readonly AppFee[],
  authenticated: boolean,
  platformFeeBps: number = PLATFORM_FEE_BPS,
): FeeLine[] {
  const lines: FeeLine[] = [];
  if (!authenticated && platformFeeBps > 0)
    lines.push({ kind: 'platform', bps: platformFeeBps, units: bpsOf(amountIn, platformFeeBps) });
  for (const fee of appFees) lines.push({ kind: 'app', bps: fee.fee, units: bpsOf(amountIn, fee.fee) });
  return lines;
}
