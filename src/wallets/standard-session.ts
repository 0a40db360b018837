// What the Wallet Standard families (Solana, Sui, Aptos and Movement) share: the page's wallets from
// `@wallet-standard/app`'s registry (registered now or later, dropped when unregistered; never prompts), and, for the
// families on the standard's own `standard:connect`/`standard:events`/`standard:disconnect` (Solana, Sui), the
// connection: an account the remembered wallet already granted read silently, account changes followed, the wallet
// told when the page lets it go. A small chunk of its own, fetched only with one of those families' chunks.
import { getWallets, type Wallets } from '@wallet-standard/app';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type { WalletFamilyName } from './presence.js';
import { WalletFault, WalletList, walletInfo } from './session.js';

/** A Wallet Standard wallet, as the views see it. */
export interface StandardWallet {
  info: ReturnType<typeof walletInfo>;
  wallet: Wallet;
}

export const feature = <T>(wallet: Wallet, name: string): T | undefined =>
  (wallet.features as Record<string, unknown>)[name] as T | undefined;

/** The Wallet Standard's own features (their shapes, from @wallet-standard/features). */
interface ConnectFeature {
  connect(input?: { silent?: boolean }): Promise<{ accounts: readonly WalletAccount[] }>;
}
interface EventsFeature {
  on(event: 'change', listener: (properties: { accounts?: readonly WalletAccount[] }) => void): () => void;
}

/** A family's wallets in the page's Wallet Standard registry: those `canPay` keeps. */
export abstract class StandardWallets extends WalletList<StandardWallet> {
  private registry?: Wallets;

  protected abstract canPay(wallet: Wallet): boolean;

  /** The page's wallets of this family (registered now or later; never prompts). */
  discover(): readonly StandardWallet[] {
    if (typeof window === 'undefined') return this.list;
    if (!this.registry) {
      this.registry = getWallets();
      this.registry.on('register', (...wallets) => wallets.forEach((w) => this.consider(w)));
      this.registry.on('unregister', (...wallets) => this.drop(wallets));
    }
    for (const wallet of this.registry.get()) this.consider(wallet);
    return this.list;
  }

  private consider(wallet: Wallet): void {
    if (!this.canPay(wallet) || this.list.some((entry) => entry.wallet === wallet)) return;
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

/**
 * The wallets on `mainnet` (e.g. `solana:mainnet`) with `standard:connect` and the family's paying feature, connected
 * through the standard's own features; accounts are those on a chain of the family (`solana:…`) or naming none.
 */
export class StandardSession extends StandardWallets {
  private readonly watched = new WeakSet<Wallet>();
  private readonly prefix: string;

  constructor(
    family: WalletFamilyName,
    private readonly mainnet: `${string}:${string}`,
    private readonly payFeature: string,
  ) {
    super(family);
    this.prefix = `${mainnet.split(':')[0]}:`;
  }

  protected canPay(wallet: Wallet): boolean {
    return (
      !!feature(wallet, 'standard:connect') &&
      !!feature(wallet, this.payFeature) &&
      wallet.chains.includes(this.mainnet)
    );
  }

  /** The first account of a list on this family's chains (or naming no chain). */
  account(accounts: readonly WalletAccount[] | undefined): WalletAccount | undefined {
    return accounts?.find((a) => !a.chains.length || a.chains.some((chain) => chain.startsWith(this.prefix)));
  }

  /**
   * An account the remembered wallet still lets this page see: its accounts, else a silent connect. Only that wallet:
   * a wallet may ignore `silent` and prompt.
   */
  async learn(): Promise<void> {
    const entry = this.remembered();
    if (this.current || !entry) return;
    let account = this.account(entry.wallet.accounts);
    if (!account) {
      try {
        account = this.account(
          (await feature<ConnectFeature>(entry.wallet, 'standard:connect')!.connect({ silent: true }))?.accounts,
        );
      } catch {
        return; // not granted: the user connects when they choose to
      }
    }
    if (account && !this.current) this.use(entry, account.address);
  }

  /** The Wallet Standard's standard:disconnect, where the wallet has it. */
  protected override release(entry: StandardWallet): void {
    try {
      void feature<{ disconnect(): Promise<void> }>(entry.wallet, 'standard:disconnect')
        ?.disconnect()
        .catch(() => undefined);
    } catch {
      // A wallet that fails to disconnect is forgotten here all the same.
    }
  }

  async connect(entry: StandardWallet): Promise<string> {
    const answer = await feature<ConnectFeature>(entry.wallet, 'standard:connect')!.connect();
    const account = this.account(answer?.accounts) ?? this.account(entry.wallet.accounts);
    if (!account) throw new WalletFault('no-account');
    this.use(entry, account.address);
    return account.address;
  }

  /**
   * The test network the account (else the wallet) is on, by the name after the family's prefix (`devnet`,
   * `testnet`...; `fallback` when it names none); undefined on mainnet.
   */
  testNetwork(entry: StandardWallet, address: string, fallback: string): string | undefined {
    const account = entry.wallet.accounts.find((a) => a.address === address);
    const chains = account?.chains.length ? account.chains : entry.wallet.chains;
    if (chains.includes(this.mainnet)) return undefined;
    const other = chains.find((chain) => chain.startsWith(this.prefix)) ?? chains[0];
    if (!other) return fallback;
    return other.startsWith(this.prefix) ? other.slice(this.prefix.length) : other;
  }

  private use(entry: StandardWallet, account: string): void {
    const { wallet } = entry;
    if (!this.watched.has(wallet)) {
      this.watched.add(wallet);
      feature<EventsFeature>(wallet, 'standard:events')?.on('change', (changed) => {
        if (this.current?.wallet !== entry) return;
        const accounts = changed.accounts ?? wallet.accounts;
        const same = accounts.some((a) => a.address === this.current?.account);
        this.connected(entry, same ? this.current.account : this.account(accounts)?.address);
      });
    }
    this.connected(entry, account);
  }
}
