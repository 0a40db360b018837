// What a wallet payment of <swap-deposit> is (WalletPayController drives it, views/wallet.view.ts shows it): the
// order a wallet is asked to pay, and the steps and outcomes of asking.
import type { FamilyProblem, FamilyWallet } from '../../wallets/family.js';

/** What a wallet is asked to pay: exactly `amount` of the token on `chain` to the deposit address. */
export interface PayOrder {
  chain: string;
  /** The EVM chain id (EVM chains only; Bitcoin and Tron wallets have no chain to switch). */
  chainId?: number;
  depositAddress: string;
  /** Smallest units: the quoted amount, or what a short deposit still misses. */
  amount: string;
  decimals: number;
  symbol: string;
  /** The ERC-20 or TRC-20 token's contract (from the token list); none for the native coin. */
  contractAddress?: string;
  /** The deposit memo, for a chain whose wallet transfers carry it (TON's comment, Stellar's memo). */
  memo?: string;
  /** The refund address when refunds come back on this chain: a wallet on another account is told so. */
  refundTo?: string;
}

export type PayStep = 'connect' | 'switch' | 'balance' | 'send';

/** Where the payment is, for the view. */
export type PayState =
  | { kind: 'idle' }
  | { kind: 'busy'; step: PayStep; wallet: FamilyWallet }
  | { kind: 'other-account'; wallet: FamilyWallet; account: string }
  | { kind: 'insufficient'; wallet: FamilyWallet; account: string; balance: bigint }
  | {
      kind: 'failed';
      wallet: FamilyWallet;
      step: PayStep;
      problem: FamilyProblem | 'timeout' | 'wrong-chain';
      /** The wallet's own words; for `wrong-network`, the test network's name. */
      message?: string;
      /** For `no-resources`: about how much TRX the network would burn for the missing energy and bandwidth. */
      needed?: bigint;
    }
  /** The wallet sent it (now, or before a reload): `wallet` is its name. */
  | { kind: 'sent'; txHash: string; wallet: string }
  /** A payment was asked for before a reload and the wallet's answer was lost. */
  | { kind: 'interrupted' };
