// The connected wallet's balance of <swap-quote>'s origin token, with Max. Never prompts on its own: the wallet code
// (a lazy chunk per family) loads once the origin token is on an EVM chain, Bitcoin or Tron, learns a connection the
// wallet already granted this page (eth_accounts; Unisat's getAccounts; the TronWeb's default address), and otherwise
// offers "Connect <wallet>". Balances are read through the wallet itself: on EVM chains the native coin with
// eth_getBalance and an ERC-20 token with balanceOf; Unisat's getBalance (and a WBIP004 wallet's, if it has one);
// TronWeb's getBalance and a TRC-20 token's balanceOf. The connected account (a Bitcoin or Tron one once it is known
// not to be on a test network) fills what it knows: the refund address, and the recipient when the destination is
// on a chain of the same family (an EVM account for any EVM chain). Each only while empty or still holding what a
// wallet put there: what the user typed is never replaced, and a filled field the user cleared stays cleared.
import { nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { Token } from '../../../api/schemas.js';
import { chainName } from '../../../core/assets.js';
import { evmChainId, isEvmAddress } from '../../../core/chains.js';
import { familyModuleOf, walletModule, type WalletModule } from '../../../controllers/lazy-module.js';
import { onWalletAppears, walletForChain } from '../../../wallets/presence.js';
import type { Connection, Wallet } from '../../../wallets/evm.js';
import type { FamilyWallet, WalletFamily } from '../../../wallets/family.js';
import { rpcUrlFor } from '../../../store/rpc.js';
import {
  renderWalletBalance,
  type BalanceProblem,
  type BalanceView,
  type Reading,
} from '../views/wallet-balance.view.js';

export type { BalanceView, Reading } from '../views/wallet-balance.view.js';

/** Gas a Max of the native coin leaves unspent: three plain transfers (21,000 gas each) at the wallet's gas price. */
export const NATIVE_RESERVE_GAS = 63_000n;

/** An account that may fill the refund address and the recipient (see WalletBalanceController.fill). */
interface Owner {
  account: string;
  session: { connection?: { account: string } };
  owns: (chain: string | undefined) => boolean;
}

/** INTENTS or CONFIDENTIAL_INTENTS: an Intents balance pays, so the chain's balance is not read nor its chain asked. */
const intents = (v: BalanceView) => /INTENTS$/.test(v.values.depositType ?? '');

export class WalletBalanceController implements ReactiveController {
  private reading?: Reading;
  /** The last failed connect or switch asked from here. */
  private problem?: BalanceProblem;
  /** One subscription per family's wallet session listened to. */
  private readonly subscriptions = new Map<object, () => void>();
  private connected = false;
  /**
   * The origin's connected account once it may fill fields (a Bitcoin or Tron one after the test-network check), which
   * chains it is an address on, and its session (it fills only while still connected there).
   */
  private owner?: Owner;
  /** What a wallet last put in each field. */
  private readonly filledWith: { refundAddress?: string; recipient?: string } = {};
  /** Fields the user (or the page) gave a value of their own, or cleared after a fill: never filled again. */
  private readonly userOwned = new Set<'refundAddress' | 'recipient'>();
  private stopWatching?: () => void;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly input: () => BalanceView,
  ) {
    host.addController(this);
  }

  /** The balance read for the connected account and the origin token (undefined before one is asked). */
  get value(): Reading | undefined {
    return this.reading;
  }

  hostConnected(): void {
    this.connected = true;
    // A wallet that announces itself later (an extension that loads after the page) brings its family's code then.
    this.stopWatching = onWalletAppears(() => this.host.requestUpdate());
    const chain = this.input().form.origin?.blockchain;
    const module = (familyModuleOf(chain) ?? walletModule).current;
    if (module) this.listen(module);
  }

  hostDisconnected(): void {
    this.connected = false;
    this.stopWatching?.();
    for (const unsubscribe of this.subscriptions.values()) unsubscribe();
    this.subscriptions.clear();
  }

  hostUpdate(): void {
    const token = this.input().form.origin;
    const chainId = evmChainId(token?.blockchain);
    const family = familyModuleOf(token?.blockchain);
    // No wallet of the token's family on the page: no wallet code is fetched, and no balance line is shown.
    if (!walletForChain(token?.blockchain)) return;
    if (token && family) {
      if (!family.current) {
        family.load().then(
          (loaded) => this.connected && this.listen(loaded),
          () => undefined,
        );
        return;
      }
      if (this.connected) this.listen(family.current);
      const connection = family.current.walletSession.connection;
      if (!connection || intents(this.input())) return;
      const key = [connection.wallet.info.uuid, connection.account, token.assetId, family.current.walletSession.epoch];
      if (this.reading?.key !== key.join('|')) void this.readFamily(family.current, connection, token, key.join('|'));
      return;
    }
    if (!token || chainId === undefined) return;
    const module = walletModule.current;
    if (!module) {
      walletModule.load().then(
        (loaded) => this.connected && this.listen(loaded),
        () => undefined, // no wallet code: no balance, the form works as before
      );
      return;
    }
    const connection = module.walletSession.connection;
    if (!connection) return;
    // An EVM address is the same on every EVM chain, whichever network the wallet is on.
    this.owner = { ...connection, session: module.walletSession, owns: (chain) => evmChainId(chain) !== undefined };
    if (intents(this.input())) return;
    const key = [connection.wallet.info.uuid, connection.account, token.assetId, module.walletSession.epoch].join('|');
    if (this.reading?.key !== key) void this.read(module, connection, token, chainId, key);
  }

  private async read(module: WalletModule, connection: Connection, token: Token, chainId: number, key: string) {
    this.reading = { key, state: 'reading' };
    const { provider } = connection.wallet;
    const contract = token.contractAddress || undefined;
    let next: Reading;
    try {
      if ((await module.chainIdOf(provider)) !== chainId) next = { key, state: 'other-chain' };
      else if (contract !== undefined && !isEvmAddress(contract)) next = { key, state: 'failed' };
      else {
        const [balance, price] = await Promise.all([
          module.balanceOf(provider, connection.account, contract),
          contract ? undefined : module.gasPrice(provider).catch(() => undefined),
        ]);
        const reserve = price === undefined ? undefined : price * NATIVE_RESERVE_GAS;
        next = { key, state: 'ready', balance, native: !contract, reserve };
      }
    } catch {
      next = { key, state: 'failed' };
    }
    if (this.reading?.key !== key) return; // another token, account or chain meanwhile
    this.reading = next;
    this.host.requestUpdate();
  }

  /** A Bitcoin or Tron wallet: not on a test network, then its balance if it tells it; the refund address filled. */
  private async readFamily(
    module: WalletFamily,
    connection: { wallet: FamilyWallet; account: string },
    token: Token,
    key: string,
  ) {
    this.reading = { key, state: 'reading' };
    const { wallet, account } = connection;
    const contract = token.contractAddress || undefined;
    let next: Reading;
    try {
      const network = await module.testNetwork(wallet, account);
      if (network) next = { key, state: 'test-network', network };
      else {
        if (this.reading?.key === key) {
          const lazy = familyModuleOf(token.blockchain);
          this.owner = { account, session: module.walletSession, owns: (chain) => familyModuleOf(chain) === lazy };
          this.host.requestUpdate(); // fills the fields after this update (hostUpdated)
        }
        const config = this.input().config ?? {};
        const rpcUrl = rpcUrlFor(config, token.blockchain);
        const balance = await module.balanceOf(wallet, account, contract, rpcUrl, config.fetch);
        next =
          balance === undefined
            ? { key, state: 'not-shared' }
            : {
                key,
                state: 'ready',
                balance,
                native: !contract,
                reserve: contract ? undefined : module.feeReserve,
                fixed: true,
              };
      }
    } catch {
      next = { key, state: 'failed' };
    }
    if (this.reading?.key !== key) return; // another token, account or network meanwhile
    this.reading = next;
    this.host.requestUpdate();
  }

  hostUpdated(): void {
    // After the update, not during it: the fields are the host's properties, and its form is derived from them.
    if (this.owner) queueMicrotask(() => this.fill());
  }

  /**
   * The owner's account fills the refund address (a refund on the origin chain) and the recipient (a destination on
   * a chain it is an address on), each while empty or still holding what a wallet put there (another account of the
   * wallet replaces it). A field found holding anything else (typed, set by the page, or cleared after a fill) is the
   * user's from then on.
   */
  private fill(): void {
    const owner = this.owner;
    const v = this.input();
    // Only the origin's wallet, while it is still connected with that account.
    if (!owner || !this.connected || !owner.owns(v.form.origin?.blockchain)) return;
    if (owner.session.connection?.account !== owner.account) return;
    const patch: { refundAddress?: string; recipient?: string } = {};
    const offer = (field: 'refundAddress' | 'recipient', current = '') => {
      if (this.userOwned.has(field)) return;
      if (current !== (this.filledWith[field] ?? '')) {
        this.userOwned.add(field);
        return;
      }
      if (current === owner.account) return;
      this.filledWith[field] = owner.account;
      patch[field] = owner.account;
    };
    if (v.values.refundType === 'ORIGIN_CHAIN') offer('refundAddress', v.values.refundAddress);
    if (v.values.recipientType === 'DESTINATION_CHAIN' && owner.owns(v.form.destination?.blockchain)) {
      offer('recipient', v.values.recipient);
    }
    if (patch.refundAddress !== undefined || patch.recipient !== undefined) v.set(patch);
  }

  private listen(module: { walletSession: WalletModule['walletSession'] | WalletFamily['walletSession'] }): void {
    if (this.subscriptions.has(module)) return;
    const session = module.walletSession;
    this.subscriptions.set(
      module,
      session.subscribe(() => this.host.requestUpdate()),
    );
    session.discover();
    void session.learn();
    this.host.requestUpdate();
  }

  private async ask(
    module: { walletSession: { epoch: number }; walletProblem(error: unknown): Omit<BalanceProblem, 'wallet'> },
    wallet: FamilyWallet,
    request: () => Promise<unknown>,
    chain?: string,
  ) {
    this.problem = undefined;
    const epoch = module.walletSession.epoch;
    try {
      await request();
      // Read again, unless the wallet's own accountsChanged or chainChanged already made it so.
      if (module.walletSession.epoch === epoch) this.reading = undefined;
    } catch (error) {
      this.problem = { wallet: wallet.info.name, chain, ...module.walletProblem(error) };
    }
    this.host.requestUpdate();
  }

  /** The visitor let the wallet go: its balance and the fill stop; the Connect buttons come back. */
  private disconnect(session: { disconnect?(): void }): void {
    this.problem = undefined;
    this.reading = undefined;
    this.owner = undefined;
    session.disconnect?.();
    this.host.requestUpdate();
  }

  /** The balance line under the origin amount: nothing unless a wallet of the origin's chain family is found. */
  render(v: BalanceView): TemplateResult | typeof nothing {
    const token = v.form.origin;
    const family = familyModuleOf(token?.blockchain)?.current;
    if (token && family) {
      const session = family.walletSession;
      if (!session.wallets.length) return nothing;
      return renderWalletBalance(
        v,
        {
          token,
          chain: chainName(token.blockchain),
          wallets: session.wallets,
          connection: session.connection,
          canSwitch: false,
          family: chainName(token.blockchain),
          reading: this.reading,
          problem: this.problem,
        },
        {
          connect: (wallet) => void this.ask(family, wallet, () => session.connect(wallet)),
          switchChain: () => undefined,
          disconnect: () => this.disconnect(session),
        },
      );
    }
    const module = walletModule.current;
    const chainId = evmChainId(token?.blockchain);
    if (!module || !token || chainId === undefined || !module.walletSession.wallets.length) return nothing;
    const session = module.walletSession;
    const chain = chainName(token.blockchain);
    return renderWalletBalance(
      v,
      {
        token,
        chain,
        wallets: session.wallets,
        connection: session.connection,
        canSwitch: true,
        reading: this.reading,
        problem: this.problem,
      },
      {
        connect: (wallet) => void this.ask(module, wallet, () => session.connect(wallet as Wallet)),
        switchChain: (wallet) =>
          void this.ask(module, wallet, () => module.switchChain((wallet as Wallet).provider, chainId), chain),
        disconnect: () => this.disconnect(session),
      },
    );
  }
}
