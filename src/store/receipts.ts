// The receipts saved on this device, as elements and controllers use them: the store's intent methods for them
// (persistence.ts stays behind these; nothing outside src/store/ imports it). A module of its own so the script tag's
// first download does not carry them: only elements that show receipts use them. The same goes for the checks of the
// receipt fields only elements read (`payFrom`, `walletPayment`, `intentPayment`): declared here, applied to every receipt handed out.
import * as z from 'zod/mini';
import { getPersistence, listWatchers, notify, receiptOf } from './swaps.js';
import { STORAGE_KEY, type Receipt, type StoredReceipt, type SwapRef } from './persistence.js';
import { lenient } from './receipt-check.js';

export {
  STORAGE_KEY,
  sameSwap,
  swapKey,
  type IntentPayment,
  type Receipt,
  type SwapRef,
  type WalletPayment,
} from './persistence.js';

/** The rest of the receipt schema (receipt-check.ts checks the fields the store reads): a malformed field is dropped. */
const ElementFields = z.object({
  payFrom: lenient(z.string()),
  walletPayment: lenient(
    z.object({
      startedAt: z.string(),
      wallet: z.catch(z.string(), ''),
      from: z.string(),
      chainId: lenient(z.number()),
      chain: lenient(z.string()),
      txHash: lenient(z.string()),
      submitted: z.catch(z.boolean(), false),
    }),
  ),
  intentPayment: lenient(
    z.object({
      startedAt: z.string(),
      wallet: z.catch(z.string(), ''),
      signerId: z.string(),
      standard: z.string(),
      signed: lenient(z.looseObject({ standard: z.string(), payload: z.unknown() })),
      intentHash: lenient(z.string()),
    }),
  ),
});

/** Each stored receipt as handed out, checked once (the same stored object gives the same receipt object). */
const handedOut = new WeakMap<StoredReceipt, Receipt>();

/** A stored receipt with its element fields checked: a malformed one dropped, the receipt kept. */
function declared(stored: StoredReceipt): Receipt {
  let receipt = handedOut.get(stored);
  if (!receipt) {
    const { payFrom: _payFrom, walletPayment: _walletPayment, intentPayment: _intentPayment, ...rest } = stored;
    const fields = z.parse(ElementFields, stored);
    receipt = { ...rest };
    if (fields.payFrom !== undefined) receipt.payFrom = fields.payFrom;
    if (fields.walletPayment !== undefined) receipt.walletPayment = fields.walletPayment;
    if (fields.intentPayment !== undefined) receipt.intentPayment = fields.intentPayment;
    handedOut.set(stored, receipt);
  }
  return receipt;
}

/** A swap's saved receipt. */
export function savedReceipt(swap: SwapRef): Receipt | undefined {
  const stored = receiptOf(swap);
  return stored && declared(stored);
}

/** Every saved receipt for an address, whatever its memo (when a page knows only the address). */
export function savedReceiptsAt(depositAddress: string): Receipt[] {
  return getPersistence().findByAddress(depositAddress).map(declared);
}

/** Every saved receipt, newest saved first. */
export function savedReceipts(): Receipt[] {
  return getPersistence().list().map(declared);
}

/** Forgets a swap's receipt on this device (see SwapStore.clearActive for the group's active swap). */
export function forgetReceipt(swap: SwapRef): void {
  getPersistence().removeReceipt(swap);
  notify(swap);
}

/** Calls `listener` whenever any swap changes (for lists: the device's receipts), in this tab or another. */
export function watchSwaps(listener: () => void): () => void {
  listWatchers.add(listener);
  return () => listWatchers.delete(listener);
}

// Another tab's writes reach the table's watchers like this tab's: the receipts are read again, unless this page's own
// writes failed (then it keeps what it holds in memory rather than lose it to the stored copy).
if (typeof window !== 'undefined')
  window.addEventListener('storage', (event) => {
    const store = getPersistence();
    if ((event.key !== STORAGE_KEY && event.key !== null) || store.lastError) return;
    store.reload();
    notify();
  });
