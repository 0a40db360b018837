// The Intents ledger moves a swap makes when it ends (README "Account"): a SUCCESS with `recipientType: INTENTS`
// credits the recipient's Intents balance with amountOut (a top-up, or the output of a swap inside the balance), and a
// refund with `refundType: INTENTS` credits refundTo back (also the excess an EXACT_INPUT swap returns). The debit of a
// swap paid by signing happens at submit-intent (intents.ts). The lifecycle is a function of the clock with no events,
// so the ledger runs this before every read: each ended swap is applied once, whenever it is first seen ended.
import type { IntentsLedger } from './intents.js';
import type { Swaps, SwapRecord } from './lifecycle.js';

export function intentsSettler(swaps: Swaps, ledger: IntentsLedger, now: () => number): () => void {
  const done = new WeakSet<SwapRecord>();
  return () => {
    const at = now();
    for (const swap of swaps.all()) {
      if (done.has(swap)) continue;
      // ANY_INPUT pays each deposit on its own (any-input.ts): not moved here (README "Account").
      if (swap.swapType === 'ANY_INPUT' || (swap.recipientType !== 'INTENTS' && swap.refundType !== 'INTENTS')) {
        done.add(swap);
        continue;
      }
      const e = swaps.evaluate(swap, at);
      if (e.status !== 'SUCCESS' && e.status !== 'REFUNDED' && e.status !== 'FAILED') continue;
      done.add(swap);
      // A token_diff intent already gave its signer the output (intents.ts): crediting again would pay twice.
      if (
        e.status === 'SUCCESS' &&
        swap.recipientType === 'INTENTS' &&
        e.amountOut &&
        !ledger.paidByDiff(swap.depositAddress)
      ) {
        ledger.credit(swap.recipient, swap.to.assetId, e.amountOut);
      }
      if (swap.refundType === 'INTENTS' && e.refunded) ledger.credit(swap.refundTo, swap.from.assetId, e.refunded);
    }
  };
}
