// The fake Bitcoin, Tron, Solana, NEAR, Sui, Aptos/Movement and Starknet wallets of the demo (demo/fake-btc-wallet.ts, demo/fake-tron-wallet.ts,
// demo/fake-sol-wallet.ts, demo/fake-near-wallet.ts), one installer per standard (WBIP004/sats-connect and Unisat,
// TronLink's TIP-6963, the Wallet Standard, NEAR Connect), wired to a test simulator: Bitcoin and Tron payments become
// deposits through POST /_sim/deposit, whose transaction id they answer (the fake Solana wallet sends to the
// simulator's /rpc/solana itself); NEAR transactions run on the simulator's NEAR ledger (POST /_sim/near/tx), whose
// JSON-RPC the page reads at <base>/rpc/near (recordNearReads). Plus a reset of the families' sessions. The EVM
// (EIP-1193/6963) fake's installer is fake-wallet.ts's installWallet.
import {
  aptosModule,
  bitcoinModule,
  movementModule,
  nearModule,
  solanaModule,
  starknetModule,
  stellarModule,
  suiModule,
  tonModule,
  tronModule,
} from '../../src/controllers/wallet-module.js';
import { FakeSuiWallet, type FakeSuiOptions, type SuiPayment } from '../../demo/fake-sui-wallet.js';
import { FakeAptosWallet, type AptosPayment, type FakeAptosOptions } from '../../demo/fake-aptos-wallet.js';
import { FakeStarknetWallet, type FakeStarknetOptions, type StarknetPayment } from '../../demo/fake-starknet-wallet.js';
import type { FakeStellarOptions } from '../../demo/fake-stellar-wallet.js';
import type { NearOutcome } from '../../src/wallets/near.js';
import { FakeNearWallet, type FakeNearOptions, type NearSigned } from '../../demo/fake-near-wallet.js';
import { FakeBtcWallet, FakeUnisat, type BtcPayment, type FakeBtcOptions } from '../../demo/fake-btc-wallet.js';
import { FakeTronWallet, type FakeTronOptions, type TronPayment } from '../../demo/fake-tron-wallet.js';
import { FakeSolanaWallet, solanaRpc, type FakeSolOptions } from '../../demo/fake-sol-wallet.js';
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

/** Forgets the page's non-EVM wallets and connections (the sessions are one per page). */
export async function resetFamilyWallets(): Promise<void> {
  rememberWallet(undefined);
  for (const module of [
    bitcoinModule,
    tronModule,
    solanaModule,
    nearModule,
    tonModule,
    stellarModule,
    suiModule,
    aptosModule,
    movementModule,
    starknetModule,
  ]) {
    (await module.load()).walletSession.reset();
  }
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

/** A fake WBIP004 (sats-connect style) Bitcoin wallet paying into `sim`, in `window.btc_providers` until `uninstall()`. */
export function installBtcWallet(sim: Simulator, options: Partial<FakeBtcOptions> = {}, paid: BtcPayment[] = []) {
  const fake = new FakeBtcWallet({ deposit: simPayment(sim, paid), ...options });
  return { fake, paid, uninstall: fake.install() };
}

/** A fake Unisat paying into `sim`, as `window.unisat` until `uninstall()`; remembered when `authorized`. */
export function installUnisat(sim: Simulator, options: Partial<FakeBtcOptions> = {}, paid: BtcPayment[] = []) {
  const fake = new FakeUnisat({ deposit: simPayment(sim, paid), ...options });
  if (options.authorized) rememberConnected('btc', 'Unisat');
  return { fake, paid, uninstall: fake.install() };
}

/** A fake TronLink paying into `sim`, announced (TIP-6963) until `uninstall()`; remembered when `authorized`. */
export function installTronWallet(sim: Simulator, options: Partial<FakeTronOptions> = {}, paid: TronPayment[] = []) {
  const fake = new FakeTronWallet({ deposit: simPayment(sim, paid), ...options });
  if (options.authorized) rememberConnected('tron', fake.info.rdns);
  return { fake, paid, uninstall: fake.announce() };
}

/**
 * A fake Wallet Standard Solana wallet sending to `sim`'s Solana RPC at `rpcUrl`, registered until `uninstall()`;
 * remembered when `authorized`.
 */
export function installSolanaWallet(sim: Simulator, rpcUrl: string, options: Partial<FakeSolOptions> = {}) {
  const fake = new FakeSolanaWallet({ rpc: solanaRpc(rpcUrl, sim.fetch), ...options });
  if (options.authorized) rememberConnected('sol', fake.wallet.name);
  return { fake, uninstall: fake.register() };
}

/**
 * A fake SEP-43 Stellar wallet injected until `uninstall()`, its account funded with `xlm` (stroops) and `lines` on
 * the simulator's Stellar ledger; remembered when `authorized`.
 */
export async function installStellarWallet(
  sim: Simulator,
  options: FakeStellarOptions & { xlm?: string; lines?: Record<string, string>; authorized?: boolean } = {},
) {
  // Imported here: @stellar/stellar-base is CommonJS, which the unbundled test pages (presence) cannot import.
  const { FakeStellarWallet } = await import('../../demo/fake-stellar-wallet.js');
  const fake = new FakeStellarWallet(options);
  const funded = await post(sim, '/_sim/stellar/fund', {
    address: fake.account,
    xlm: options.xlm ?? '50000000000',
    lines: options.lines ?? {},
  });
  if (funded.status !== 200) throw new Error(`the simulator refused the funding: ${funded.status}`);
  if (options.authorized) rememberConnected('stellar', fake.name);
  return { fake, uninstall: fake.install() };
}

/** A fake NEAR Connect wallet executing on `sim`'s NEAR ledger, injected until `uninstall()`; remembered when `authorized`. */
export function installNearWallet(sim: Simulator, options: Partial<FakeNearOptions> = {}, signed: NearSigned[] = []) {
  const fake = new FakeNearWallet({ execute: simNearTx(sim, signed), ...options });
  if (options.authorized) rememberConnected('near', options.name ?? 'Fake NEAR Wallet');
  return { fake, signed, uninstall: fake.inject() };
}

/** A fake Sui Wallet Standard wallet paying into `sim`, registered until `uninstall()`; remembered when `authorized`. */
export function installSuiWallet(sim: Simulator, options: Partial<FakeSuiOptions> = {}, paid: SuiPayment[] = []) {
  const fake = new FakeSuiWallet({ pay: simPayment(sim, paid), ...options });
  if (options.authorized) rememberConnected('sui', fake.wallet.name);
  return { fake, paid, uninstall: fake.register() };
}

/** A fake AIP-62 wallet paying into `sim`, registered until `uninstall()`; remembered for `family` when `authorized`. */
export function installAptosWallet(
  sim: Simulator,
  options: Partial<FakeAptosOptions> & { family?: 'aptos' | 'movement' } = {},
  paid: AptosPayment[] = [],
) {
  const fake = new FakeAptosWallet({ pay: simPayment(sim, paid), ...options });
  if (options.authorized) rememberConnected(options.family ?? 'aptos', fake.wallet.name);
  return { fake, paid, uninstall: fake.register() };
}

/** A fake get-starknet wallet paying into `sim`, injected until `uninstall()`; remembered when `authorized`. */
export function installStarknetWallet(
  sim: Simulator,
  options: Partial<FakeStarknetOptions> = {},
  paid: StarknetPayment[] = [],
) {
  const fake = new FakeStarknetWallet({ pay: simPayment(sim, paid), ...options });
  if (options.authorized) rememberConnected('starknet', fake.provider.name);
  return { fake, paid, uninstall: fake.inject() };
}
