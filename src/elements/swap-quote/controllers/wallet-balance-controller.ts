// The connected wallet's balance of <swap-quote>'s origin token, with Max. Never prompts on its own: the wallet code
// (a lazy chunk per family) loads once the origin token is on an EVM chain, Bitcoin or Tron, learns a connection the
// wallet already granted this page (eth_accounts; Unisat's getAccounts; the TronWeb's default address), and otherwise
// offers "Connect <wallet>". Balances are read through the wallet itself: on EVM chains the native coin with
// eth_getBalance and an ERC-20 token with balanceOf; Unisat's getBalance (and a WBIP004 wallet's, if it has one);
// TronWeb's getBalance and a TRC-20 token's balanceOf. The connected account (a Bitcoin or Tron one once it is known
// not to be on a test network) fills what it knows: the refund address, and the recipient when the destination is
// on a chain of the same family (an EVM account for any EVM chain). Each only while empty or still holding what a
// wallet put there: what the user typed is never replaced, and a filled field the user cleared stays cleared.
// A chunk with its view and words: <swap-quote> fetches it (balance-line-controller.ts) only once a wallet of the
// origin token's family is on the page.
import { nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { Token } from '../../../api/schemas.js';
import { chainName } from '../../../core/assets.js';
import type { Lazy } from '../../../controllers/lazy-module.js';
import { familyModuleOf } from '../../../controllers/wallet-module.js';
import { onWalletAppears, walletForChain } from '../../../wallets/presence.js';
import type { FamilyWallet, WalletFamily } from '../../../wallets/family.js';
import { rpcUrlFor } from '../../../store/rpc.js';
import {
  renderWalletBalance,
  type BalanceProblem,
  type BalanceView,
  type Reading,
} from '../views/wallet-balance.view.js';

export type { BalanceView, Reading } from '../views/wallet-balance.view.js';

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
    const module = familyModuleOf(this.input().form.origin?.blockchain)?.current;
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
    const lazy = familyModuleOf(token?.blockchain);
    // No wallet of the token's family on the page: no wallet code is fetched, and no balance line is shown.
    if (!token || !lazy || !walletForChain(token.blockchain)) return;
    const module = lazy.current;
    if (!module) {
      lazy.load().then(
        (loaded) => {
          if (this.connected) this.listen(loaded);
          this.host.requestUpdate();
        },
        () => undefined, // no wallet code: no balance, the form works as before
      );
      return;
    }
    if (this.connected) this.listen(module);
    const connection = module.walletSession.connection;
    if (!connection) return;
    // A family with no test network to rule out (EVM: an address is the same on every EVM chain, whichever the wallet
    // is on) fills fields at once; the others once read() found the main network.
    if (!module.testNetwork) this.owner = this.ownerOf(lazy, module, connection.account);
    if (intents(this.input())) return;
    const key = [connection.wallet.info.uuid, connection.account, token.assetId, module.walletSession.epoch].join('|');
    if (this.reading?.key !== key) void this.read(lazy, module, connection, token, key);
  }

  /** The account fills fields of the chains its family's wallet client serves. */
  private ownerOf(lazy: Lazy<WalletFamily>, module: WalletFamily, account: string): Owner {
    return { account, session: module.walletSession, owns: (chain) => familyModuleOf(chain) === lazy };
  }

  /**
   * Not on a test network (Bitcoin, Tron...) and on the token's chain (EVM), then the balance if the wallet tells it
   * and what Max leaves for the fee: the family's fixed reserve, or three transfers at the wallet's gas price.
   */
  private async read(
    lazy: Lazy<WalletFamily>,
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
      const network = module.testNetwork && (await module.testNetwork(wallet, account));
      if (network) next = { key, state: 'test-network', network };
      else if (module.chains && !(await module.chains.isOn(wallet, token.blockchain))) {
        next = { key, state: 'other-chain' };
      } else {
        if (module.testNetwork && this.reading?.key === key) {
          this.owner = this.ownerOf(lazy, module, account);
          this.host.requestUpdate(); // fills the fields after this update (hostUpdated)
        }
        const config = this.input().config ?? {};
        const rpcUrl = rpcUrlFor(config, token.blockchain);
        const { feeReserve } = module;
        const [balance, reserve] = await Promise.all([
          module.balanceOf(wallet, account, contract, rpcUrl, config.fetch),
          contract || feeReserve !== undefined ? feeReserve : module.gasReserve?.(wallet).catch(() => undefined),
        ]);
        next =
          balance === undefined
            ? { key, state: 'not-shared' }
            : {
                key,
                state: 'ready',
                balance,
                native: !contract,
                reserve: contract ? undefined : reserve,
                ...(feeReserve !== undefined ? { fixed: true } : {}),
              };
      }
    } catch {
      next = { key, state: 'failed' };
    }
    if (this.reading?.key !== key) return; // another token, account, chain or network meanwhile
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

  private listen(module: WalletFamily): void {
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

  private async ask(module: WalletFamily, wallet: FamilyWallet, request: () => Promise<unknown>, chain?: string) {
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
    const module = familyModuleOf(token?.blockchain)?.current;
    if (!token || !module?.walletSession.wallets.length) return nothing;
    const session = module.walletSession;
    const chain = chainName(token.blockchain);
    const { chains } = module;
    return renderWalletBalance(
      v,
      {
        token,
        chain,
        wallets: session.wallets,
        connection: session.connection,
        canSwitch: !!chains,
        // A family of one chain is named by it; the EVM family by its own word.
        ...(chains ? {} : { family: chain }),
        reading: this.reading,
        problem: this.problem,
      },
      {
        connect: (wallet) => void this.ask(module, wallet, () => session.connect(wallet)),
        switchChain: (wallet) =>
          void (chains && this.ask(module, wallet, () => chains.switchTo(wallet, token.blockchain), chain)),
        disconnect: () => this.disconnect(session),
      },
    );
  }
}
