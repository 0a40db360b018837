// Solana wallets through the Wallet Standard, without a wallet adapter: `@wallet-standard/app` finds the page's
// wallets (those with `standard:connect` and `solana:signAndSendTransaction` on `solana:mainnet`), an account the
// wallet already granted is read silently (its `accounts`, else `standard:connect` with `{ silent: true }`), and the
// wallet signs and sends exactly one transaction the page builds: SOL as a System transfer, an SPL or Token-2022
// token as `transferChecked` into the deposit address's associated token account (created idempotently in the same
// transaction when it is missing; the token program is the mint account's owner). The chain is read over JSON-RPC
// (the configured URL: the gateway's or the simulator's `/rpc/solana`): balances, the mint, the token accounts and a
// recent blockhash, all in solana-transfer.ts, a chunk of its own loaded once a Solana wallet is connected or used.
// Intents are signed as `raw_ed25519` through `solana:signMessage`. Loaded on first need (solanaModule in
// controllers/lazy-module.ts), never with the script tag.
import { getWallets, type Wallets } from '@wallet-standard/app';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type { WalletFamily } from './family.js';
import { WalletFault, WalletList, walletInfo, walletProblem } from './session.js';

export const SOLANA_MAINNET = 'solana:mainnet';

/** A Wallet Standard wallet that can pay on Solana, as the views see it. */
export interface SolanaWallet {
  info: ReturnType<typeof walletInfo>;
  wallet: Wallet;
}

/** The Wallet Standard features used here (their shapes, from the standard's Solana features). */
interface ConnectFeature {
  connect(input?: { silent?: boolean }): Promise<{ accounts: readonly WalletAccount[] }>;
}
interface EventsFeature {
  on(event: 'change', listener: (properties: { accounts?: readonly WalletAccount[] }) => void): () => void;
}
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

export const feature = <T>(wallet: Wallet, name: string): T | undefined =>
  (wallet.features as Record<string, unknown>)[name] as T | undefined;

const canPay = (wallet: Wallet): boolean =>
  !!feature(wallet, 'standard:connect') &&
  !!feature(wallet, 'solana:signAndSendTransaction') &&
  wallet.chains.includes(SOLANA_MAINNET);

/** The first account of a list that is on a Solana chain (or names no chain). */
const solanaAccount = (accounts: readonly WalletAccount[] | undefined): WalletAccount | undefined =>
  accounts?.find((a) => !a.chains.length || a.chains.some((chain) => chain.startsWith('solana:')));

class SolanaSession extends WalletList<SolanaWallet> {
  private registry?: Wallets;
  private readonly watched = new WeakSet<Wallet>();

  /** The page's Wallet Standard wallets that pay on Solana mainnet (registered now or later; never prompts). */
  discover(): readonly SolanaWallet[] {
    if (typeof window === 'undefined') return this.list;
    if (!this.registry) {
      this.registry = getWallets();
      this.registry.on('register', (...wallets) => wallets.forEach((w) => this.consider(w)));
      this.registry.on('unregister', (...wallets) => this.drop(wallets));
    }
    for (const wallet of this.registry.get()) this.consider(wallet);
    return this.list;
  }

  /**
   * An account the remembered wallet still lets this page see: its accounts, else a silent connect. Only that wallet:
   * a wallet may ignore `silent` and prompt.
   */
  async learn(): Promise<void> {
    const entry = this.remembered();
    if (this.current || !entry) return;
    let account = solanaAccount(entry.wallet.accounts);
    if (!account) {
      try {
        account = solanaAccount(
          (await feature<ConnectFeature>(entry.wallet, 'standard:connect')!.connect({ silent: true }))?.accounts,
        );
      } catch {
        return; // not granted: the user connects when they choose to
      }
    }
    if (account && !this.current) this.use(entry, account.address);
  }

  /** The Wallet Standard's standard:disconnect, where the wallet has it. */
  protected override release(entry: SolanaWallet): void {
    try {
      void feature<{ disconnect(): Promise<void> }>(entry.wallet, 'standard:disconnect')
        ?.disconnect()
        .catch(() => undefined);
    } catch {
      // A wallet that fails to disconnect is forgotten here all the same.
    }
  }

  async connect(entry: SolanaWallet): Promise<string> {
    const answer = await feature<ConnectFeature>(entry.wallet, 'standard:connect')!.connect();
    const account = solanaAccount(answer?.accounts) ?? solanaAccount(entry.wallet.accounts);
    if (!account) throw new WalletFault('no-account');
    this.use(entry, account.address);
    return account.address;
  }

  private use(entry: SolanaWallet, account: string): void {
    const { wallet } = entry;
    if (!this.watched.has(wallet)) {
      this.watched.add(wallet);
      feature<EventsFeature>(wallet, 'standard:events')?.on('change', (changed) => {
        if (this.current?.wallet !== entry) return;
        const accounts = changed.accounts ?? wallet.accounts;
        const same = accounts.some((a) => a.address === this.current?.account);
        this.connected(entry, same ? this.current.account : solanaAccount(accounts)?.address);
      });
    }
    this.connected(entry, account);
  }

  private consider(wallet: Wallet): void {
    if (!canPay(wallet) || this.list.some((entry) => entry.wallet === wallet)) return;
    const info = walletInfo(`wallet-standard:${wallet.name}`, wallet.name, wallet.icon);
    if (info.name) this.add({ info, wallet });
  }

  private drop(wallets: readonly Wallet[]): void {
    this.list = this.list.filter((entry) => !wallets.includes(entry.wallet));
    if (this.current && wallets.includes(this.current.wallet.wallet)) this.current = undefined;
    this.epoch++;
    this.notify();
  }
}

const session = new SolanaSession('sol');

/** The chain reads, the transaction builder, the paying and the signing: a chunk of its own, loaded once used. */
const builder = () => import('./solana-transfer.js');

/** The Solana wallet client, as the controllers drive it. */
export const family: WalletFamily<SolanaWallet> = {
  walletSession: session,
  feeReserve: SOL_FEE_RESERVE,
  needsRpc: true,
  intentStandard: 'raw_ed25519',

  /** The account's chains (else the wallet's) without `solana:mainnet`: devnet, testnet or localnet, by name. */
  async testNetwork(entry, address) {
    const account = entry.wallet.accounts.find((a) => a.address === address);
    const chains = account?.chains.length ? account.chains : entry.wallet.chains;
    if (chains.includes(SOLANA_MAINNET)) return undefined;
    const other = chains.find((chain) => chain.startsWith('solana:')) ?? chains[0];
    return other ? other.replace(/^solana:/, '') : 'devnet';
  },

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
