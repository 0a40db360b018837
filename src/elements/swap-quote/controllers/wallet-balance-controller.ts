// The connected wallet's balance of <swap-quote>'s origin token, with Max. Never prompts on its own: the wallet code
// (a lazy chunk) loads once the origin token is on an EVM chain, learns a connection the wallet already granted this
// page (eth_accounts), and otherwise offers "Connect <wallet>". Balances are read through the wallet's own provider
// on the token's chain: the native coin with eth_getBalance, an ERC-20 token with balanceOf.
import { nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { Token } from '../../../api/schemas.js';
import { chainName, evmChainId, isEvmAddress } from '../../../core/assets.js';
import { walletModule, type WalletModule } from '../../../controllers/lazy-module.js';
import type { Connection, Wallet } from '../../../wallets/evm.js';
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
  private unsubscribe?: () => void;
  private connected = false;

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
    if (walletModule.current) this.listen(walletModule.current);
  }

  hostDisconnected(): void {
    this.connected = false;
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  hostUpdate(): void {
    const token = this.input().form.origin;
    const chainId = evmChainId(token?.blockchain);
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

  private listen(module: WalletModule): void {
    if (this.unsubscribe) return;
    const session = module.walletSession;
    this.unsubscribe = session.subscribe(() => this.host.requestUpdate());
    session.discover();
    void session.learn();
    this.host.requestUpdate();
  }

  private async ask(module: WalletModule, wallet: Wallet, request: () => Promise<unknown>, chain?: string) {
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

  /** The balance line under the origin amount: nothing unless the origin is on an EVM chain and a wallet is found. */
  render(v: BalanceView): TemplateResult | typeof nothing {
    const module = walletModule.current;
    const token = v.form.origin;
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
        reading: this.reading,
        problem: this.problem,
      },
      {
        connect: (wallet) => void this.ask(module, wallet, () => session.connect(wallet)),
        switchChain: (wallet) =>
          void this.ask(module, wallet, () => module.switchChain(wallet.provider, chainId), chain),
      },
    );
  }
}
