// The connected wallet's balance of <swap-quote>'s origin token, with Max. Never prompts on its own: the wallet code
// (a lazy chunk per family) loads once the origin token is on an EVM chain, Bitcoin or Tron, learns a connection the
// wallet already granted this page (eth_accounts; Unisat's getAccounts; the TronWeb's default address), and otherwise
// offers "Connect <wallet>". Balances are read through the wallet itself: on EVM chains the native coin with
// eth_getBalance and an ERC-20 token with balanceOf; Unisat's getBalance (and a WBIP004 wallet's, if it has one);
// TronWeb's getBalance and a TRC-20 token's balanceOf. A Bitcoin or Tron account fills an empty refund address.
import { nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { Token } from '../../../api/schemas.js';
import { chainName, evmChainId, isEvmAddress } from '../../../core/assets.js';
import { familyModuleOf, walletModule, type WalletModule } from '../../../controllers/lazy-module.js';
import type { Connection, Wallet } from '../../../wallets/evm.js';
import type { FamilyWallet, WalletFamily } from '../../../wallets/family.js';
import { rpcUrlFor } from '../../../store/store.js';
import {
  renderWalletBalance,
  type BalanceProblem,
  type BalanceView,
  type Reading,
} from '../views/wallet-balance.view.js';

export type { BalanceView, Reading } from '../views/wallet-balance.view.js';

/** Gas a Max of the native coin leaves unspent: three plain transfers (21,000 gas each) at the wallet's gas price. */
export const NATIVE_RESERVE_GAS = 63_000n;

export class WalletBalanceController implements ReactiveController {
  private reading?: Reading;
  /** The last failed connect or switch asked from here. */
  private problem?: BalanceProblem;
  /** One subscription per family's wallet session listened to. */
  private readonly subscriptions = new Map<object, () => void>();
  private connected = false;
  /** The account that filled the refund address (once: a user who clears it keeps it cleared). */
  private filledFrom?: string;

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
    const chain = this.input().form.origin?.blockchain;
    const module = (familyModuleOf(chain) ?? walletModule).current;
    if (module) this.listen(module);
  }

  hostDisconnected(): void {
    this.connected = false;
    for (const unsubscribe of this.subscriptions.values()) unsubscribe();
    this.subscriptions.clear();
  }

  hostUpdate(): void {
    const token = this.input().form.origin;
    const chainId = evmChainId(token?.blockchain);
    const family = familyModuleOf(token?.blockchain);
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
      if (!connection) return;
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
        this.fillRefund(account);
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

  /** An empty refund address on the origin chain takes the connected account (once per account). */
  private fillRefund(account: string): void {
    const v = this.input();
    if (this.filledFrom === account || v.values.refundType !== 'ORIGIN_CHAIN' || v.values.refundAddress) return;
    this.filledFrom = account;
    v.set({ refundAddress: account });
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
          reading: this.reading,
          problem: this.problem,
        },
        {
          connect: (wallet) => void this.ask(family, wallet, () => session.connect(wallet)),
          switchChain: () => undefined,
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
      },
    );
  }
}
