// What a wallet payment of <swap-deposit> is (WalletPayController drives it, views/wallet.view.ts shows it): the
// order a wallet is asked to pay, and the steps and outcomes of asking.
import type { Wallet, WalletProblem } from '../../wallets/evm.js';

/** What a wallet is asked to pay: exactly `amount` of the token on `chainId` to the deposit address. */
export interface PayOrder {
  chain: string;
  chainId: number;
  depositAddress: string;
  /** Smallest units: the quoted amount, or what a short deposit still misses. */
  amount: string;
  decimals: number;
  symbol: string;
  /** The ERC-20 token's contract (from the token list); none for the native coin. */
  contractAddress?: string;
  /** The refund address when refunds come back on this chain: a wallet on another account is told so. */
  refundTo?: string;
}

export type PayStep = 'connect' | 'switch' | 'balance' | 'send';

/** Where the payment is, for the view. */
export type PayState =
  | { kind: 'idle' }
  | { kind: 'busy'; step: PayStep; wallet: Wallet }
  | { kind: 'other-account'; wallet: Wallet; account: string }
  | { kind: 'insufficient'; wallet: Wallet; account: string; balance: bigint }
  | {
      kind: 'failed';
      wallet: Wallet;
      step: PayStep;
      problem: WalletProblem | 'timeout' | 'wrong-chain';
      message?: string;
    }
  /** The wallet sent it (now, or before a reload): `wallet` is its name. */
  | { kind: 'sent'; txHash: string; wallet: string }
  /** A payment was asked for before a reload and the wallet's answer was lost. */
  | { kind: 'interrupted' };
