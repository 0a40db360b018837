// The fake browser wallet of the demo (demo/fake-wallet.ts), wired to a test simulator: its payments become deposits
// through POST /_sim/deposit, whose transaction hash it answers. Plus a session reset.
import { evmModule } from '../../src/controllers/wallet-module.js';
import type { Simulator } from '../../src/simulator/app.js';
import { FakeWallet, rpcError, type FakePayment, type FakeWalletOptions } from '../../demo/fake-wallet.js';
import { post } from '../simulator/helpers.js';
import { rememberWallet } from '../../src/store/remembered-wallet.js';
import { walletKey } from '../../src/wallets/memory.js';

export { FAKE_ICON, FakeWallet, rpcError, type FakePayment } from '../../demo/fake-wallet.js';

/** The payment made in the simulator: its deposit, and the hash the simulator gives it. */
export function simDeposit(sim: Simulator, paid: FakePayment[] = []) {
  return async (payment: FakePayment): Promise<string> => {
    paid.push(payment);
    const response = await post(sim, '/_sim/deposit', {
      depositAddress: payment.to,
      amount: String(payment.amount),
      sender: payment.from,
    });
    if (response.status !== 200) throw rpcError(-32000, `the simulator refused the deposit: ${response.status}`);
    const hashes = (response.body.swapDetails as { originChainTxHashes: { hash: string }[] }).originChainTxHashes;
    return hashes[hashes.length - 1]!.hash;
  };
}

/**
 * A fake wallet that pays into `sim`, announced on the page until `uninstall()`. `authorized`: the page connected it
 * before, so the site remembers it (the one wallet asked silently on load) unless `remembered: false`.
 */
export function installWallet(
  sim: Simulator,
  { remembered, ...options }: Partial<FakeWalletOptions> & { remembered?: boolean } = {},
) {
  const paid: FakePayment[] = [];
  const wallet = new FakeWallet({ deposit: simDeposit(sim, paid), ...options });
  if (remembered ?? options.authorized) rememberWallet({ family: 'evm', wallet: walletKey(wallet.info) });
  const uninstall = wallet.announce();
  return { wallet, paid, uninstall };
}

/** Forgets the page's wallets and connection (the session is one per page). */
export async function resetWallets(): Promise<void> {
  (await evmModule.load()).walletSession.reset();
}

/** A wallet request that never settles. */
export const never = (): Promise<never> => new Promise<never>(() => {});

/** A wallet answer the test gives when it wants: `resolve` or `reject` later. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}
