// Which swap statuses are final: apart from status.ts so that the receipts (store/persistence.ts, in the script tag's
// first download) bring this test only, not the timeline and polling rules the elements load with their code.
import type { SwapStatusName } from './status.js';

export const FINAL_STATUSES = ['SUCCESS', 'REFUNDED', 'FAILED'] as const satisfies readonly SwapStatusName[];
/** A status after which nothing changes any more. */
export type FinalStatusName = (typeof FINAL_STATUSES)[number];

/** Unknown statuses are never final: polling goes on rather than declaring a swap over that is not. */
export const isFinalStatus = (value: unknown): value is FinalStatusName =>
  typeof value === 'string' && (FINAL_STATUSES as readonly string[]).includes(value);
