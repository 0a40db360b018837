// Which wallet <swap-account> shows the Intents account of: the families whose wallet clients sign intents (EVM erc191,
// NEAR nep413, Solana raw_ed25519, Tron tip191, Stellar sep53, TON ton_connect; any family that gains `intentStandard`
// and `signIntent` joins through familyModuleOf), their wallets found on the page without a prompt, and an account only
// as the remembered wallet gives it silently (`learn`) or after the visitor chose Connect. The wallet code is lazy
// chunks, each fetched only once the family's own discovery says a wallet of it is on the page (wallets/presence.ts).
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Lazy } from '../../../controllers/lazy-module.js';
import { evmModule } from '../../../controllers/wallet-module.js';
import { familyModuleOf } from '../../../controllers/wallet-module.js';
import type { FamilyWallet, WalletFamily } from '../../../wallets/family.js';
import { onWalletAppears, walletPresent, type WalletFamilyName } from '../../../wallets/presence.js';
import { familyOfStandard, walletSignerId, type AccountFamily } from '../../../core/intents-account-id.js';

/** A family's client that can sign intents. */
export type SigningFamily = WalletFamily & Required<Pick<WalletFamily, 'signIntent' | 'intentStandard'>>;

const signing = (module: WalletFamily | undefined): module is SigningFamily =>
  !!module?.intentStandard && typeof module.signIntent === 'function';

export interface AccountWallet {
  wallet: FamilyWallet;
  family: SigningFamily;
}

export interface AccountConnection extends AccountWallet {
  /** The wallet's account (its address, NEAR account or key). */
  account: string;
  /** The chain family of the account (for the withdraw prefill). */
  kind: AccountFamily;
  /** The Intents account id the protocol derives from it. */
  accountId: string;
}

/** A family that may sign intents: the name its presence probe knows it by, and its lazy wallet client. */
export interface SigningLazy {
  name: WalletFamilyName;
  lazy: Lazy<WalletFamily>;
}

/** The wallet families that may sign intents, EVM first. */
const LAZIES = (): SigningLazy[] =>
  (['evm', 'near', 'sol', 'tron', 'stellar', 'ton'] as const).flatMap((name) => {
    const lazy = name === 'evm' ? evmModule : familyModuleOf(name);
    return lazy ? [{ name, lazy }] : [];
  });

export class AccountWalletController implements ReactiveController {
  private unsubscribe: (() => void)[] = [];
  private connected = false;
  /** The families whose code is asked for (once a wallet of theirs is on the page). */
  private readonly asked = new Set<WalletFamilyName>();
  /** The Connect flow under way (its wallet), and a failure to show. */
  connecting?: FamilyWallet;
  problem?: { wallet: FamilyWallet; message?: string; problem: string };

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly families: () => readonly SigningLazy[] = LAZIES,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.connected = true;
    // A wallet that announces itself later (an extension that loads after the page) brings its family's code then.
    this.unsubscribe.push(onWalletAppears(() => this.loadPresent()));
    this.loadPresent();
  }

  /** Fetches the code of each family with a wallet on the page, once; no wallet of a family: none of its code. */
  private loadPresent(): void {
    for (const { name, lazy } of this.families()) {
      if (!this.connected || this.asked.has(name) || !walletPresent(name)) continue;
      this.asked.add(name);
      lazy.load().then(
        (module) => {
          if (!this.connected || !signing(module)) return;
          this.unsubscribe.push(module.walletSession.subscribe(() => this.host.requestUpdate()));
          module.walletSession.discover();
          void module.walletSession.learn().finally(() => this.host.requestUpdate());
        },
        () => undefined, // no wallet code: no wallets of that family
      );
    }
  }

  hostDisconnected(): void {
    this.connected = false;
    for (const stop of this.unsubscribe) stop();
    this.unsubscribe = [];
    this.asked.clear();
  }

  private get modules(): SigningFamily[] {
    return this.families().flatMap(({ lazy }) => (signing(lazy.current) ? [lazy.current] : []));
  }

  /** The page's wallets that can sign intents. */
  get wallets(): AccountWallet[] {
    return this.modules.flatMap((family) => family.walletSession.wallets.map((wallet) => ({ wallet, family })));
  }

  /** The first connected wallet whose account has an Intents account id. */
  get connection(): AccountConnection | undefined {
    for (const family of this.modules) {
      const connection = family.walletSession.connection;
      const kind = familyOfStandard(family.intentStandard);
      const accountId = connection && walletSignerId(family, connection.wallet, connection.account);
      if (connection && kind && accountId) return { ...connection, family, kind, accountId };
    }
    return undefined;
  }

  /** Asks the wallet for its account (it may prompt); the other families' connections are dropped. */
  async connect({ wallet, family }: AccountWallet): Promise<void> {
    this.connecting = wallet;
    this.problem = undefined;
    this.host.requestUpdate();
    try {
      for (const other of this.modules)
        if (other !== family && other.walletSession.connection) other.walletSession.disconnect?.();
      await family.walletSession.connect(wallet);
    } catch (error) {
      this.problem = { wallet, ...family.walletProblem(error) };
    } finally {
      this.connecting = undefined;
      this.host.requestUpdate();
    }
  }

  disconnect(): void {
    for (const family of this.modules) if (family.walletSession.connection) family.walletSession.disconnect?.();
    this.host.requestUpdate();
  }
}
