// The fake Bitcoin and Tron wallets of the demo (demo/fake-btc-wallet.ts, demo/fake-tron-wallet.ts), wired to a test
// simulator: their payments become deposits through POST /_sim/deposit, whose transaction id they answer. Plus a
// reset of the families' wallet sessions (Bitcoin, Tron, Solana).
import { bitcoinModule, solanaModule, tronModule } from '../../src/controllers/lazy-module.js';
import type { Simulator } from '../../src/simulator/app.js';
import { post } from '../simulator/helpers.js';

/** A payment made in the simulator: its deposit, and the id the simulator gives it. */
export function simPayment<P extends { from: string; to: string; amount: bigint }>(sim: Simulator, paid: P[] = []) {
  return async (payment: P): Promise<string> => {
    paid.push(payment);
    const response = await post(sim, '/_sim/deposit', {
      depositAddress: payment.to,
      amount: String(payment.amount),
      sender: payment.from,
    });
    if (response.status !== 200) throw new Error(`the simulator refused the deposit: ${response.status}`);
    const hashes = (response.body.swapDetails as { originChainTxHashes: { hash: string }[] }).originChainTxHashes;
    return hashes[hashes.length - 1]!.hash;
  };
}

/** Forgets the page's Bitcoin, Tron and Solana wallets and connections (the sessions are one per page). */
export async function resetFamilyWallets(): Promise<void> {
  (await bitcoinModule.load()).walletSession.reset();
  (await tronModule.load()).walletSession.reset();
  (await solanaModule.load()).walletSession.reset();
}
