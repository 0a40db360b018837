// The status response the page's table holds for a group's active swap (the store keeps the swap's key, the table its
// status: src/store/swaps.ts).
import { swapStatus, type SwapStore } from '../../src/store/store.js';
import type { StatusResponse } from '../../src/api/schemas.js';

export function activeResponse(store: SwapStore): StatusResponse | undefined {
  const active = store.get().activeSwap;
  return active && swapStatus(active).response;
}
