// The page-wide table of swaps, keyed by the swap's key (swapKey: deposit address + memo): what the page knows of each
// swap in one place, whichever group or element asked. Beneath it, persistence.ts keeps the receipts (quote, verified,
// the status and its time, the receipt fields) in today's storage format; above it, the page's latest status response
// of each swap (with its amounts) lives in memory. Every write goes through here (or receipts.ts and
// receipt-records.ts, for what only some pages write) and tells the swap's watchers. What lists and other tabs need is
// in receipts.ts, which every page showing a swap loads: the first download stays small.
import type { StatusResponse } from '../api/schemas.js';
import { supersedes, type StatusSeen } from '../core/status-order.js';
import { Persistence, swapKey, type StoredReceipt, type SwapRef } from './persistence.js';

let persistence: Persistence | undefined;
/** The page's persistence (created on first use so tests can swap it out); the store's modules only. */
export function getPersistence(): Persistence {
  if (!persistence) {
    const made = (persistence = new Persistence());
    // Storage read once its check is here (Persistence.waiting): every watcher hears what it held.
    void made.waiting?.then(() => persistence === made && notify());
  }
  return persistence;
}
/** Test hook: another storage beneath the table (a reload or another tab); the page's status responses go with it. */
export function setPersistence(next: Persistence | undefined): void {
  persistence = next;
  responses.clear();
}

/** The latest status response this page took for each swap. */
const responses = new Map<string, StatusResponse>();
const watchers = new Map<string, Set<() => void>>();
/** The lists' watchers (receipts.ts watchSwaps: only pages showing receipts load that code). */
export const listWatchers = new Set<() => void>();

/** The latest status known of a swap; `response` when this page holds the status response itself. */
export interface SwapStatus extends StatusSeen {
  response?: StatusResponse;
}

/** A swap's latest status: this page's response, unless its receipt knows a later one (another tab wrote it). */
export function swapStatus(swap: SwapRef): SwapStatus {
  const receipt = receiptOf(swap);
  const response = responses.get(swapKey(swap));
  const stale =
    receipt?.status !== undefined &&
    response !== undefined &&
    (receipt.status !== response.status || (receipt.statusUpdatedAt ?? '') !== (response.updatedAt ?? ''));
  if (response && !stale) return { status: response.status, updatedAt: response.updatedAt, response };
  return receipt?.status ? { status: receipt.status, updatedAt: receipt.statusUpdatedAt } : {};
}

/**
 * The one write of a swap's status, whoever learned it (a poller, a hash submission, a check): taken only when it
 * supersedes the latest known (core/status-order: by the swap type's lifecycle; a final status never changes), then
 * saved on the receipt (if any) and told to the swap's watchers. Returns whether it was taken.
 */
export function recordStatus(swap: SwapRef, response: StatusResponse): boolean {
  const store = getPersistence();
  store.sync(); // another tab may have saved a later status
  const receipt = receiptOf(swap);
  const known = swapStatus(swap);
  const swapType = (receipt?.quoteResponse ?? response.quoteResponse)?.quoteRequest.swapType;
  if (!supersedes(response, known, swapType)) return false; // nothing known ({}) reads as undefined
  if (known.status === response.status && known.updatedAt === response.updatedAt && known.response) return true;
  responses.set(swapKey(swap), response);
  if (receipt) store.updateStatus(swap.depositAddress, swap.memo ?? undefined, response.status, response.updatedAt);
  notify(swap);
  return true;
}

/** A swap's receipt on this device, as stored. */
export const receiptOf = (swap: SwapRef): StoredReceipt | undefined =>
  getPersistence().getReceipt(swap.depositAddress, swap.memo);

/** Saves a swap's receipt (its status stays the latest known: see Persistence.saveReceipt). */
export function saveReceipt(receipt: StoredReceipt): void {
  getPersistence().saveReceipt(receipt);
  notify(receipt);
}

/** Calls `listener` whenever this swap changes (its status, its receipt, here or in another tab). */
export function watchSwap(swap: SwapRef, listener: () => void): () => void {
  const key = swapKey(swap);
  let set = watchers.get(key);
  if (!set) watchers.set(key, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (!set.size && watchers.get(key) === set) watchers.delete(key);
  };
}

/** Tells a swap's watchers (every swap's, without one) and the lists' (receipts.ts watchSwaps) of a change. */
export function notify(swap?: SwapRef): void {
  const keyed = swap ? [watchers.get(swapKey(swap))] : [...watchers.values()];
  for (const listener of keyed.flatMap((set) => [...(set ?? [])])) listener();
  for (const listener of [...listWatchers]) listener();
}
