// Which family's wallet client pays or reads a balance on a chain, and each family's chunk (loaded only once a wallet
// of the family is on the page). Apart from lazy-module.ts, which every element with a lazy module loads: the loaders
// and the chain facts (core/chains.ts) come only with the elements that drive wallets.
import { evmChainId } from '../core/chains.js';
import type { FamilyWallet, WalletFamily } from '../wallets/family.js';
import type { WalletMemory } from '../wallets/memory.js';
import type { Lazy } from './lazy-module.js';

/** EVM browser wallets (EIP-6963, EIP-1193): loaded only for a swap or a token a wallet can pay or show. */
export type EvmWallets = (typeof import('../wallets/evm.js'))['family'];
/** Bitcoin wallets (WBIP004 btc_providers, Unisat) and Tron wallets (TIP-6963, injected TronWeb): each its own chunk. */
export type BitcoinWallets = (typeof import('../wallets/bitcoin.js'))['family'];
export type TronWallets = (typeof import('../wallets/tron.js'))['family'];
/** Solana wallets (the Wallet Standard): its own chunk; the transaction builder is another, loaded when paying. */
export type SolanaWallets = (typeof import('../wallets/solana.js'))['family'];
/** NEAR wallets (NEAR Connect's injected-wallet standard, chain reads through the configured RPC URL). */
export type NearWallets = (typeof import('../wallets/near.js'))['family'];
/** TON wallets (TON Connect's injected bridge); the messages and chain reads (@ton/core) are another chunk. */
export type TonWallets = (typeof import('../wallets/ton.js'))['family'];
/** Stellar wallets (SEP-43): its own chunk; the transaction builder (@stellar/stellar-base) another, loaded when paying. */
export type StellarWallets = (typeof import('../wallets/stellar.js'))['family'];
/** Sui (Wallet Standard), Aptos and Movement (AIP-62) and Starknet (get-starknet) wallets: each its own chunk. */
export type SuiWallets = (typeof import('../wallets/sui.js'))['family'];
export type AptosWallets = (typeof import('../wallets/aptos.js'))['aptos'];
export type StarknetWallets = (typeof import('../wallets/starknet.js'))['family'];

/**
 * A family's chunk, loaded once per page (a failed load may be retried), with the site's remembered wallet
 * (store/remembered-wallet.ts, a chunk of its own) plugged in: the wallets floor sits below the store.
 */
function walletChunk<M extends { setWalletMemory(memory: WalletMemory): void }, T>(
  importer: () => Promise<M>,
  pick: (module: M) => T,
): Lazy<T> {
  let promise: Promise<T> | undefined;
  const entry: Lazy<T> = {
    load: () =>
      (promise ??= Promise.all([importer(), import('../store/remembered-wallet.js')]).then(
        ([module, memory]) => {
          module.setWalletMemory(memory);
          return (entry.current = pick(module));
        },
        (error: unknown) => {
          promise = undefined;
          throw error;
        },
      )),
  };
  return entry;
}

export const evmModule = walletChunk(
  () => import('../wallets/evm.js'),
  (m) => m.family,
);
export const bitcoinModule = walletChunk(
  () => import('../wallets/bitcoin.js'),
  (m) => m.family,
);
export const tronModule = walletChunk(
  () => import('../wallets/tron.js'),
  (m) => m.family,
);
export const solanaModule = walletChunk(
  () => import('../wallets/solana.js'),
  (m) => m.family,
);
export const nearModule = walletChunk(
  () => import('../wallets/near.js'),
  (m) => m.family,
);
export const tonModule = walletChunk(
  () => import('../wallets/ton.js'),
  (m) => m.family,
);
export const stellarModule = walletChunk(
  () => import('../wallets/stellar.js'),
  (m) => m.family,
);
export const suiModule = walletChunk(
  () => import('../wallets/sui.js'),
  (m) => m.family,
);
/** Aptos and Movement: one chunk (the same standard), a session each. */
export const aptosModule = walletChunk(
  () => import('../wallets/aptos.js'),
  (m) => m.aptos,
);
export const movementModule = walletChunk(
  () => import('../wallets/aptos.js'),
  (m) => m.movement,
);
export const starknetModule = walletChunk(
  () => import('../wallets/starknet.js'),
  (m) => m.family,
);

/** The non-EVM chains whose wallets pay, by the token list's chain id. */
const OWN: Readonly<Record<string, Lazy<WalletFamily<FamilyWallet>>>> = {
  btc: bitcoinModule,
  tron: tronModule,
  sol: solanaModule,
  near: nearModule,
  ton: tonModule,
  stellar: stellarModule,
  sui: suiModule,
  aptos: aptosModule,
  movement: movementModule,
  starknet: starknetModule,
};

/** The wallet client of the chain's family, if its wallets can pay or show a balance. */
export const familyModuleOf = (chain: string | undefined): Lazy<WalletFamily<FamilyWallet>> | undefined =>
  evmChainId(chain) !== undefined ? evmModule : chain && Object.hasOwn(OWN, chain) ? OWN[chain] : undefined;
