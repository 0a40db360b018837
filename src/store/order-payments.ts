// A limit order's wallet and Intents payments, kept on its record on this device (store/orders.ts) the moment each
// step happens, as a swap's are on its receipt: so a reload shows a sent hash and never asks to sign twice.
import { orderRecord, updateOrderRecord } from './orders.js';
import type { PaymentRecords } from './payment-records.js';

/** The payments of order `id` (the deposit address the controllers name is the order's own). */
export function orderPayments(id: string): PaymentRecords {
  return {
    wallet: () => orderRecord(id)?.walletPayment,
    setWallet: (_swap, payment) =>
      updateOrderRecord(id, ({ walletPayment: _old, ...rest }) =>
        payment ? { ...rest, walletPayment: payment } : rest,
      ),
    intent: () => orderRecord(id)?.intentPayment,
    setIntent: (_swap, payment) =>
      updateOrderRecord(id, ({ intentPayment: _old, ...rest }) =>
        payment ? { ...rest, intentPayment: payment } : rest,
      ),
  };
}
