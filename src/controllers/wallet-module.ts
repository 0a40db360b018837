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
  tronModule,
  type Lazy,
} from './lazy-module.js';

/** The wallet client of the chain's family, if its wallets can pay or show a balance: EVM, Bitcoin, Tron, Solana, NEAR. */
export const familyModuleOf = (chain: string | undefined): Lazy<WalletFamily<FamilyWallet>> | undefined =>
  evmChainId(chain) !== undefined
    ? evmModule
    : chain === 'btc'
      ? bitcoinModule
      : chain === 'tron'
        ? tronModule
        : chain === 'sol'
          ? solanaModule
          : chain === 'near'
            ? nearModule
            : chain === 'stellar'
              ? stellarModule
              : undefined;
