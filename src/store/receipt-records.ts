// What <swap-deposit> writes on a swap's receipt as the swap goes on (the receipt itself, the chain it pays from, a
// wallet or Intents payment). Apart from receipts.ts, which every element reads receipts through, so the other
// elements' pages do not carry these writers.
import { getPersistence, notify, receiptOf, saveReceipt } from './swaps.js';
import type { IntentPayment, Receipt, StoredReceipt, SwapRef, WalletPayment } from './persistence.js';

/** Changes a swap's saved receipt (nothing without one) and tells its watchers. */
function updateReceipt(swap: SwapRef, change: (receipt: StoredReceipt) => StoredReceipt): void {
  getPersistence().updateReceipt(swap, change);
  notify(swap);
}

/** Saves a receipt for a swap this device has none for (an existing one is kept as it is). */
export function keepNewReceipt(receipt: Receipt): void {
  if (receiptOf(receipt)) return;
  saveReceipt(receipt);
}

/** Records on a swap's receipt the chain the user pays from (ANY_INPUT with an address per chain). */
export function recordPayFrom(swap: SwapRef, payFrom: string): void {
  updateReceipt(swap, (receipt) => ({ ...receipt, payFrom }));
}

/** Records a wallet payment on a swap's receipt, or (undefined) takes it off. Nothing without a receipt. */
export function recordWalletPayment(swap: SwapRef, walletPayment: WalletPayment | undefined): void {
  updateReceipt(swap, ({ walletPayment: _old, ...rest }) => (walletPayment ? { ...rest, walletPayment } : rest));
}

/** Records a payment from an Intents balance on a swap's receipt, or (undefined) takes it off. Nothing without one. */
export function recordIntentPayment(swap: SwapRef, intentPayment: IntentPayment | undefined): void {
  updateReceipt(swap, ({ intentPayment: _old, ...rest }) => (intentPayment ? { ...rest, intentPayment } : rest));
}
