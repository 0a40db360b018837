// The fake Bitcoin, Tron and NEAR wallets of the demo (demo/fake-btc-wallet.ts, demo/fake-tron-wallet.ts,
// demo/fake-near-wallet.ts), wired to a test simulator: Bitcoin and Tron payments become deposits through
// POST /_sim/deposit, whose transaction id they answer; NEAR transactions run on the simulator's NEAR ledger
// (POST /_sim/near/tx), whose JSON-RPC the page reads at <base>/rpc/near. Plus a reset of the families' sessions.
import { bitcoinModule, nearModule, tronModule } from '../../src/controllers/lazy-module.js';
import type { NearOutcome } from '../../src/wallets/near.js';
import type { NearSigned } from '../../demo/fake-near-wallet.js';
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

/** Forgets the page's Bitcoin, Tron and NEAR wallets and connections (the sessions are one per page). */
export async function resetFamilyWallets(): Promise<void> {
  (await bitcoinModule.load()).walletSession.reset();
  (await tronModule.load()).walletSession.reset();
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
 * The page's network, as far as NEAR's RPC goes: requests to `<rpcUrl>` reach the simulator (the wallet chunk reads the
 * chain with the page's fetch, as it would from the partner's RPC or gateway), each recorded. Returns the reads and the
 * restorer.
 */
export function routeNearRpc(sim: Simulator, rpcUrl: string): { reads: RpcRead[]; restore(): void } {
  const reads: RpcRead[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.url !== rpcUrl) return original(input, init);
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
    return sim.fetch(request);
  };
  return { reads, restore: () => (globalThis.fetch = original) };
}
