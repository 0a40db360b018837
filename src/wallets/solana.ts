// Solana wallets through the Wallet Standard, without a wallet adapter: standard-session.ts finds the page's
// wallets (those with `standard:connect` and `solana:signAndSendTransaction` on `solana:mainnet`), an account the
// wallet already granted is read silently (its `accounts`, else `standard:connect` with `{ silent: true }`), and the
// wallet signs and sends exactly one transaction the page builds: SOL as a System transfer, an SPL or Token-2022
// token as `transferChecked` into the deposit address's associated token account (created idempotently in the same
// transaction when it is missing; the token program is the mint account's owner). The chain is read over JSON-RPC
// (the configured URL: the gateway's or the simulator's `/rpc/solana`): balances, the mint, the token accounts and a
// recent blockhash, all in solana-transfer.ts, a chunk of its own loaded once a Solana wallet is connected or used.
// Intents are signed as `raw_ed25519` through `solana:signMessage`. Loaded on first need (solanaModule in
// controllers/lazy-module.ts), never with the script tag.
import type { WalletAccount } from '@wallet-standard/base';
import type { WalletFamily } from './family.js';
import { WalletFault, walletProblem } from './session.js';
import { StandardSession, type StandardWallet } from './standard-session.js';

export const SOLANA_MAINNET = 'solana:mainnet';

/** A Wallet Standard wallet that can pay on Solana, as the views see it. */
export type SolanaWallet = StandardWallet;

/** solana:signAndSendTransaction and solana:signMessage (used by solana-transfer.ts). */
export interface SignAndSendFeature {
  supportedTransactionVersions?: readonly ('legacy' | 0)[];
  signAndSendTransaction(
    ...inputs: {
      account: WalletAccount;
      chain: string;
      transaction: Uint8Array;
      options?: { preflightCommitment?: string; commitment?: string };
    }[]
  ): Promise<readonly { signature: Uint8Array }[]>;
}
export interface SignMessageFeature {
  signMessage(
    ...inputs: { account: WalletAccount; message: Uint8Array }[]
  ): Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>;
}

/**
 * What Max leaves unspent of SOL (lamports): 0.001 SOL, the account's rent-exempt minimum (890,880 lamports, which
 * a transfer may not cut into) and the 5,000-lamport signature fee, with room for a priority fee.
 */
export const SOL_FEE_RESERVE = 1_000_000n;

export { feature } from './standard-session.js';

const session = new StandardSession('sol', SOLANA_MAINNET, 'solana:signAndSendTransaction');

/** The chain reads, the transaction builder, the paying and the signing: a chunk of its own, loaded once used. */
const builder = () => import('./solana-transfer.js');

/** The Solana wallet client, as the controllers drive it. */
export const family: WalletFamily<SolanaWallet> = {
  walletSession: session,
  feeReserve: SOL_FEE_RESERVE,
  needsRpc: true,
  intentStandard: 'raw_ed25519',

  /** The account's chains (else the wallet's) without `solana:mainnet`: devnet, testnet or localnet, by name. */
  testNetwork: async (entry, address) => session.testNetwork(entry, address, 'devnet'),

  /** SOL with getBalance; a token: the sum of the owner's accounts of that mint (getTokenAccountsByOwner). */
  balanceOf: async (_entry, account, contract, rpcUrl, fetcher) =>
    rpcUrl ? (await builder()).balanceOf(account, contract, rpcUrl, fetcher) : undefined,

  /**
   * Reads what the transfer needs (the mint and its program, the token accounts) and checks the account can pay it:
   * the amount, the fee, and the rent of the deposit address's token account when it must be created.
   */
  preflight: async (entry, payment, balance) => (await builder()).preflight(entry, payment, balance),

  /** Builds the transaction with a recent blockhash; the wallet signs and sends it (solana:signAndSendTransaction). */
  sendPayment: async (entry, payment) => (await builder()).pay(entry, payment),

  /** `raw_ed25519`: the wallet signs the payload text's UTF-8 bytes (solana:signMessage), exactly those. */
  signIntent: async (entry, address, intent) => (await builder()).signIntent(entry, address, intent),

  /** As the other families; a refusal the chain gave for funds (a failed simulation) whatever the wallet's code. */
  walletProblem(error) {
    const said = walletProblem(error, 'sol');
    return said.problem === 'pending' && /insufficient (?:funds|lamports)/i.test(said.message ?? '')
      ? { ...said, problem: 'insufficient-funds' }
      : said;
  },

  sameAccount: (a, b) => !!a && a === b,
};

export { WalletFault };
export { setWalletMemory } from './memory.js';
