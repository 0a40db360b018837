// Which family's wallet client pays or reads a balance on a chain. Apart from lazy-module.ts, which every element with
// a lazy module loads: the chain facts (core/chains.ts) come only with the elements that drive wallets.
import { evmChainId } from '../core/chains.js';
import type { FamilyWallet, WalletFamily } from '../wallets/family.js';
import {
  bitcoinModule,
  evmModule,
  nearModule,
  solanaModule,
  stellarModule,
  tonModule,
  tronModule,
  lazy,
  walletChunk,
  type Lazy,
} from './lazy-module.js';

/** Sui (Wallet Standard), Aptos and Movement (AIP-62) and Starknet (get-starknet) wallets: each its own chunk. */
export type SuiWallets = (typeof import('../wallets/sui.js'))['family'];
export type AptosWallets = (typeof import('../wallets/aptos.js'))['aptos'];
export type StarknetWallets = (typeof import('../wallets/starknet.js'))['family'];
export const suiModule = lazy<SuiWallets>(() => walletChunk(() => import('../wallets/sui.js')).then((m) => m.family));
/** Aptos and Movement: one chunk (the same standard), a session each. */
export const aptosModule = lazy<AptosWallets>(() =>
  walletChunk(() => import('../wallets/aptos.js')).then((m) => m.aptos),
);
export const movementModule = lazy<AptosWallets>(() =>
  walletChunk(() => import('../wallets/aptos.js')).then((m) => m.movement),
);
export const starknetModule = lazy<StarknetWallets>(() =>
  walletChunk(() => import('../wallets/starknet.js')).then((m) => m.family),
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
