// The fake Bitcoin, Tron and NEAR wallets of the demo (demo/fake-btc-wallet.ts, demo/fake-tron-wallet.ts,
// demo/fake-near-wallet.ts), wired to a test simulator: Bitcoin and Tron payments become deposits through
// POST /_sim/deposit, whose transaction id they answer (the fake Solana wallet, demo/fake-sol-wallet.ts, sends to the
// simulator's /rpc/solana itself); NEAR transactions run on the simulator's NEAR ledger
// (POST /_sim/near/tx), whose JSON-RPC the page reads at <base>/rpc/near (recordNearReads). Plus a reset of the families' sessions.
import { bitcoinModule, nearModule, solanaModule, tronModule } from '../../src/controllers/lazy-module.js';
import type { NearOutcome } from '../../src/wallets/near.js';
import type { NearSigned } from '../../demo/fake-near-wallet.js';
import type { Simulator } from '../../src/simulator/app.js';
import { post } from '../simulator/helpers.js';
import { rememberWallet } from '../../src/store/remembered-wallet.js';
import type { WalletFamilyName } from '../../src/wallets/presence.js';

/** The page connected this wallet before: the site remembers it (walletKey: its rdns, else its name), so a load asks it silently. */
export const rememberConnected = (family: WalletFamilyName, wallet: string): void => rememberWallet({ family, wallet });

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

/** Forgets the page's Bitcoin, Tron, Solana and NEAR wallets and connections (the sessions are one per page). */
export async function resetFamilyWallets(): Promise<void> {
  rememberWallet(undefined);
  (await bitcoinModule.load()).walletSession.reset();
  (await tronModule.load()).walletSession.reset();
  (await solanaModule.load()).walletSession.reset();
  (await nearModule.load()).walletSession.reset();
}

/** A NEAR transaction the fake wallet signed, executed on the simulator's ledger: its outcome. */
export function simNearTx(sim: Simulator, signed: NearSigned[] = []) {
  return async (transaction: NearSigned): Promise<NearOutcome> => {
    signed.push(transaction);
    const response = await post(sim, '/_sim/near/tx', transaction);
    if (response.status !== 200) throw new Error(`the simulator refused the transaction: ${response.status}`);
    return response.body as NearOutcome;
  };
}

/** A JSON-RPC request the page sent to the NEAR RPC. */
export interface RpcRead {
  method: string;
  params: Record<string, unknown>;
  /** For call_function: the method and its decoded arguments. */
  call?: { contract: string; method: string; args: unknown };
}

/**
 * A fetch (the element's) that records each JSON-RPC request to `rpcUrl` (the NEAR chain reads), decoded, before
 * passing it on: the recording fetch and the reads.
 */
export function recordNearReads(
  fetch: typeof globalThis.fetch,
  rpcUrl: string,
  reads: RpcRead[] = [],
): { fetch: typeof globalThis.fetch; reads: RpcRead[] } {
  const recording = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.url === rpcUrl) {
      const body = (await request.clone().json()) as { method: string; params: Record<string, unknown> };
      const { params } = body;
      const call =
        params.request_type === 'call_function'
          ? {
              contract: String(params.account_id),
              method: String(params.method_name),
              args: JSON.parse(atob(String(params.args_base64))) as unknown,
            }
          : undefined;
      reads.push({ method: body.method, params, ...(call ? { call } : {}) });
    }
    return fetch(request);
  };
  return { fetch: recording, reads };
}
