// Where <swap-deposit>'s wallet and Intents payments are kept as they go (the request, then its hash or signed intent):
// a swap's receipt by default, or another record (a limit order's, store/orders.ts) for a host that pays something
// other than a quoted swap with the same controllers.
import type { IntentPayment, SwapRef, WalletPayment } from './persistence.js';
import { savedReceipt } from './receipts.js';
import { recordIntentPayment, recordWalletPayment } from './receipt-records.js';

export interface PaymentRecords {
  wallet(swap: SwapRef): WalletPayment | undefined;
  /** Records a wallet payment, or (undefined) takes it off. */
  setWallet(swap: SwapRef, payment: WalletPayment | undefined): void;
  intent(swap: SwapRef): IntentPayment | undefined;
  /** Records a payment from an Intents balance, or (undefined) takes it off. */
  setIntent(swap: SwapRef, payment: IntentPayment | undefined): void;
}

/** A swap's payments, on its receipt (nothing is kept for a swap without one). */
export const receiptPayments: PaymentRecords = {
  wallet: (swap) => savedReceipt(swap)?.walletPayment,
  setWallet: recordWalletPayment,
  intent: (swap) => savedReceipt(swap)?.intentPayment,
  setIntent: recordIntentPayment,
};
