// Basis-point arithmetic on BigInt amounts: slippage bounds, the service's fee schedule and partners' app fees.
// Shared by the elements and the simulator, so what a quote shows and what the simulator charges agree.
import type { AppFee } from '../api/schemas.js';
import { MAX_BPS } from './bps.js';

export { MAX_BPS };
/**
 * The service's fee schedule as data: it changes, so pages and the simulator read it from here or from the site's
 * configuration (`configure({ feeSchedule })`), never from figures written into the code.
 */
export interface FeeSchedule {
  /** When the service published these figures; the quote details name it ("service fee schedule (2026-11)"). */
  edition: string;
  /** Added on top of the app fees on quotes sent without a partner credential. */
  withoutCredentialBps: number;
  /** With a credential: the service's whole fee without app fees, and the least its half of app fees comes to. */
  withCredentialBps: number;
  /** The same on stablecoin pairs and same-asset routes across chains. */
  stableBps: number;
  /** The symbols a "stablecoin pair" is made of (both sides). */
  stablecoins: readonly string[];
  /** Added when the quote request asks for insurance (`insured`). */
  insuredBps: number;
}

/** The service's fee page on 2026-11-28 (CONTRACT.md "2026-11 update", Fees). */
export const DEFAULT_FEE_SCHEDULE: Readonly<FeeSchedule> = Object.freeze({
  edition: '2026-11',
  withoutCredentialBps: 25,
  withCredentialBps: 20,
  stableBps: 1,
  stablecoins: Object.freeze(['USDC', 'USDT', 'DAI']),
  insuredBps: 2,
});
export const MAX_APP_FEE_BPS = 500;

const isBps = (bps: unknown): bps is number =>
  typeof bps === 'number' && Number.isInteger(bps) && bps >= 0 && bps <= MAX_BPS;

/**
 * The schedule a page's configuration sets: `feeSchedule` (any of its figures) over the default, and the deprecated
 * `platformFeeBps` as the fee without a credential. `source` says whether the site changed any figure.
 */
export function feeScheduleOf(config: { feeSchedule?: Partial<FeeSchedule>; platformFeeBps?: number }): {
  schedule: FeeSchedule;
  source: 'service' | 'site';
} {
  const schedule: FeeSchedule = { ...DEFAULT_FEE_SCHEDULE };
  let site = false;
  const set = <K extends keyof FeeSchedule>(key: K, value: FeeSchedule[K] | undefined, ok: boolean) => {
    if (value === undefined || !ok) return;
    schedule[key] = value;
    site = true;
  };
  const own = config.feeSchedule ?? {};
  set('withoutCredentialBps', config.platformFeeBps, isBps(config.platformFeeBps));
  for (const key of ['withoutCredentialBps', 'withCredentialBps', 'stableBps', 'insuredBps'] as const) {
    set(key, own[key], isBps(own[key]));
  }
  set('stablecoins', own.stablecoins, Array.isArray(own.stablecoins));
  set('edition', own.edition, typeof own.edition === 'string');
  return { schedule, source: site ? 'site' : 'service' };
}

/** What the fee of one quote depends on. */
export interface FeeInput {
  swapType: string;
  appFees: readonly AppFee[];
  /** A partner credential went with the request (the page's, or one a gateway added). */
  credential: boolean;
  insured?: boolean;
  /** The tokens' symbols: a stablecoin pair or the same asset on two chains pays the stable rate. */
  originSymbol?: string;
  destinationSymbol?: string;
}

/** The fees of one quote in bps: the service's, each app fee's share for its recipient, insurance; and their sum. */
export interface QuoteFees {
  platformBps: number;
  /** Per app fee, in the request's order: what its recipient gets. */
  appBps: number[];
  insuredBps: number;
  totalBps: number;
}

/** A stablecoin pair (both sides in the schedule's list) or the same asset on two chains. */
export function isStableRoute(schedule: FeeSchedule, origin?: string, destination?: string): boolean {
  const a = origin?.toUpperCase();
  const b = destination?.toUpperCase();
  if (!a || !b) return false;
  const stable = schedule.stablecoins.map((s) => s.toUpperCase());
  return a === b || (stable.includes(a) && stable.includes(b));
}

/**
 * The schedule applied to one quote, the same for the elements and the simulator. Without a credential the app fees
 * are kept and the service's fee added on top; with one the fee is split 50/50 and the service's half is at least
 * its floor ("app fee 21 → 11 to the partner + 20 = 31 charged": each recipient gets its fee's half rounded up);
 * ANY_INPUT pays no service fee.
 */
export function quoteFees(input: FeeInput, schedule: FeeSchedule = DEFAULT_FEE_SCHEDULE): QuoteFees {
  const requested = input.appFees.map((fee) => fee.fee);
  const asked = requested.reduce((sum, bps) => sum + bps, 0);
  const insuredBps = input.insured ? schedule.insuredBps : 0;
  let platformBps: number;
  let appBps = requested;
  if (input.swapType === 'ANY_INPUT') platformBps = 0;
  else if (!input.credential) platformBps = schedule.withoutCredentialBps;
  else {
    const floor = isStableRoute(schedule, input.originSymbol, input.destinationSymbol)
      ? schedule.stableBps
      : schedule.withCredentialBps;
    appBps = requested.map((bps) => Math.ceil(bps / 2));
    platformBps = Math.max(asked - appBps.reduce((sum, bps) => sum + bps, 0), floor);
  }
  const totalBps = platformBps + appBps.reduce((sum, bps) => sum + bps, 0) + insuredBps;
  return { platformBps, appBps, insuredBps, totalBps };
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
  kind: 'platform' | 'app' | 'insurance';
  bps: number;
  /** The fee in the input token's smallest units. */
  units: bigint;
  /** For an app fee: the account it goes to. */
  recipient?: string;
}

/** The fees of `quoteFees` taken from the input amount, as lines: the service's fee, each app fee, insurance. */
export function feeBreakdown(amountIn: bigint, input: FeeInput, schedule?: FeeSchedule): FeeLine[] {
  const fees = quoteFees(input, schedule);
  const line = (kind: FeeLine['kind'], bps: number, recipient?: string): FeeLine => ({
    kind,
    bps,
    units: bpsOf(amountIn, bps),
    ...(recipient !== undefined ? { recipient } : {}),
  });
  const lines: FeeLine[] = [];
  if (fees.platformBps > 0) lines.push(line('platform', fees.platformBps));
  input.appFees.forEach((fee, i) => lines.push(line('app', fees.appBps[i] ?? 0, fee.recipient)));
  if (fees.insuredBps > 0) lines.push(line('insurance', fees.insuredBps));
  return lines;
}
