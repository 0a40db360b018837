// Per-chain minimums of the service (CONTRACT.md "2026-11 update" [obs]): since 2026-09-09 a temporary $1,000
// minimum on nine origin chains and $100 on Tron, answered as "Amount is too low for bridge, try at least N". Off
// unless the simulator is asked for them (createSimulator's `originMinimums`), so a quote of a few dollars from these
// chains, as many tests and stories make, still prices.

/** The service's origin minimums in USD by chain, as observed. */
export const SERVICE_ORIGIN_MINIMUMS_USD: Readonly<Record<string, number>> = {
  bsc: 1000,
  pol: 1000,
  ton: 1000,
  op: 1000,
  avax: 1000,
  stellar: 1000,
  monad: 1000,
  xlayer: 1000,
  adi: 1000,
  tron: 100,
};

/** `true`: the service's table; a table of its own; `false` or unset: none (the general minimum only). */
export type OriginMinimums = boolean | Readonly<Record<string, number>>;

/** The least a swap from `chain` must be worth, in USD, beyond the general minimum (0 when none). */
export function originMinimumUsd(setting: OriginMinimums | undefined, chain: string): number {
  const table = setting === true ? SERVICE_ORIGIN_MINIMUMS_USD : setting || {};
  return table[chain] ?? 0;
}
