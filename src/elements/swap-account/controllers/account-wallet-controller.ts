// Which wallet <swap-account> shows the Intents account of: the families whose wallet clients sign intents (EVM erc191,
// NEAR nep413, Solana raw_ed25519; any family that gains `intentStandard` and `signIntent` joins through
// familyModuleOf), their wallets found on the page without a prompt, and an account only as the remembered wallet
// gives it silently (`learn`) or after the visitor chose Connect. The wallet code is lazy chunks, loaded once the
// element is on the page.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Lazy } from '../../../controllers/lazy-module.js';
import { evmModule } from '../../../controllers/wallet-module.js';
import { familyModuleOf } from '../../../controllers/wallet-module.js';
import type { FamilyWallet, WalletFamily } from '../../../wallets/family.js';
import { familyOfStandard, intentsAccountId, type AccountFamily } from '../account-id.model.js';

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

/** The wallet families that may sign intents, EVM first. */
const LAZIES = (): Lazy<WalletFamily>[] => [
  evmModule,
  ...(['near', 'sol'] as const).flatMap((c) => familyModuleOf(c) ?? []),
];

export class AccountWalletController implements ReactiveController {
  private unsubscribe: (() => void)[] = [];
  private connected = false;
  /** The Connect flow under way (its wallet), and a failure to show. */
  connecting?: FamilyWallet;
  problem?: { wallet: FamilyWallet; message?: string; problem: string };

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly families: () => readonly Lazy<WalletFamily>[] = LAZIES,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.connected = true;
    for (const lazy of this.families()) {
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
  }

  private get modules(): SigningFamily[] {
    return this.families().flatMap((lazy) => (signing(lazy.current) ? [lazy.current] : []));
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
      const accountId = connection && kind && intentsAccountId(kind, connection.account);
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
