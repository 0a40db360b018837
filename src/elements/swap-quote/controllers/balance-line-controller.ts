// Whether <swap-quote> draws the connected wallet's balance line: only once a wallet of the origin token's family is
// on the page (presence.ts, the family's own discovery). The line itself (WalletBalanceController: the reads, the
// fill, Connect/Switch/Max, its view and words) is a chunk fetched then, with that family's code: a visitor without
// a wallet never downloads it.
import { nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { familyModuleOf } from '../../../controllers/wallet-module.js';
import { onWalletAppears, walletForChain } from '../../../wallets/presence.js';
import type { BalanceView, WalletBalanceController } from './wallet-balance-controller.js';

type Line = typeof import('./wallet-balance-controller.js');
let lineLoad: Promise<Line> | undefined;
const loadLine = (): Promise<Line> =>
  (lineLoad ??= import('./wallet-balance-controller.js').catch((error: unknown) => {
    lineLoad = undefined; // a failed chunk load may be retried by the next update
    throw error;
  }));

export class BalanceLineController implements ReactiveController {
  private line?: WalletBalanceController;
  private stopWatching?: () => void;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly input: () => BalanceView,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    // A wallet that announces itself later (an extension that loads after the page) brings the line then.
    this.stopWatching = onWalletAppears(() => this.host.requestUpdate());
  }

  hostDisconnected(): void {
    this.stopWatching?.();
  }

  hostUpdate(): void {
    const chain = this.input().form.origin?.blockchain;
    if (this.line || !chain || !familyModuleOf(chain) || !walletForChain(chain)) return;
    loadLine().then(
      ({ WalletBalanceController }) => {
        // Added to the host, it is connected at once (if the host is) and runs from the next update on.
        this.line ??= new WalletBalanceController(this.host, this.input);
        this.host.requestUpdate();
      },
      () => undefined, // no line: the form works as before
    );
  }

  render(v: BalanceView) {
    return this.line?.render(v) ?? nothing;
  }
}
