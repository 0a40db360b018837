// A once-a-second (or `everyMs`) callback while the host is connected: for views that change with time alone
// (a deadline passing, a quote ageing). Countdowns tick by themselves; this is for what the host decides.
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class TickerController implements ReactiveController {
  private handle?: ReturnType<typeof setInterval>;

  constructor(
    host: ReactiveControllerHost,
    private readonly onTick: () => void,
    private readonly everyMs = 1000,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    clearInterval(this.handle);
    this.handle = setInterval(this.onTick, this.everyMs);
  }

  hostDisconnected(): void {
    clearInterval(this.handle);
    this.handle = undefined;
  }
}
