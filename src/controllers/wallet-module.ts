// Which family's wallet client pays or reads a balance on a chain. Apart from lazy-module.ts, which every element with
// a lazy module loads: the chain facts (core/chains.ts) come only with the elements that drive wallets.
import { evmChainId } from '../core/chains.js';
import type { FamilyWallet, WalletFamily } from '../wallets/family.js';
import {
  aptosModule,
  bitcoinModule,
  evmModule,
  movementModule,
  nearModule,
  solanaModule,
  starknetModule,
  suiModule,
  tronModule,
  type Lazy,
} from './lazy-module.js';

/** The non-EVM chains whose wallets pay, by the token list's chain id. */
const OWN: Readonly<Record<string, Lazy<WalletFamily<FamilyWallet>>>> = {
  btc: bitcoinModule,
  tron: tronModule,
  sol: solanaModule,
  near: nearModule,
  sui: suiModule,
  aptos: aptosModule,
  movement: movementModule,
  starknet: starknetModule,
};

/** The wallet client of the chain's family, if its wallets can pay or show a balance. */
export const familyModuleOf = (chain: string | undefined): Lazy<WalletFamily<FamilyWallet>> | undefined =>
  evmChainId(chain) !== undefined ? evmModule : chain && Object.hasOwn(OWN, chain) ? OWN[chain] : undefined;
