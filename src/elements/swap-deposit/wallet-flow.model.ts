// What <swap-deposit>'s two wallet flows share (paying on chain: controllers/wallet-pay-controller.ts; signing an
// intent: controllers/intent-pay-controller.ts): one flow at a time, each wallet request bounded by the host's timer
// port, and the late answers of a dropped flow ignored; and the wallet sessions each listens to.
import { timerScheduler, type PollScheduler } from '../../controllers/scheduler.js';

/** How long one wallet request may go unanswered before the view says so and offers to try again. */
export const WALLET_WAIT_MS = 120_000;
/** A wallet request went unanswered for WALLET_WAIT_MS. */
export const TIMEOUT = Symbol('timeout');
/** The flow was dropped (another swap, the host left): its answers change nothing shown. */
export const STALE = Symbol('stale');

/** One flow at a time (see walletFlow). */
export interface WalletFlow {
  /** The flow under way: moves on when one starts or is dropped. */
  readonly run: number;
  /** Starts a flow; returns its number. */
  start(): number;
  /** A wallet answer, or TIMEOUT after WALLET_WAIT_MS on the host's timer port, or STALE once the run is dropped. */
  wait<T>(request: Promise<T>, run: number): Promise<T>;
  /** Drops the flow under way: its timer is cancelled and its late answers are ignored. */
  stop(): void;
  /** Listens (once) to a family's wallet session, so its wallets' changes re-render the host, and asks them to announce. */
  listen(module: Discovering): void;
  /** Stops listening to every session (the host left the page). */
  unlisten(): void;
}

/** What listening needs of any family's wallet client. */
export type Discovering = {
  walletSession: { subscribe(listener: () => void): () => void; discover(): unknown };
};

/**
 * A controller's wallet flows; `scheduler`: the host's timer port (the page's own timers when it has none); `changed`:
 * re-renders the host.
 */
export function walletFlow(scheduler: () => PollScheduler | undefined, changed: () => void): WalletFlow {
  let run = 0;
  let timer: { handle: unknown; scheduler: PollScheduler } | undefined;
  const subscriptions = new Map<object, () => void>();
  return {
    get run() {
      return run;
    },
    start: () => ++run,
    wait<T>(request: Promise<T>, mine: number): Promise<T> {
      const port = scheduler() ?? timerScheduler;
      return new Promise<T>((resolve, reject) => {
        const handle = port.schedule(() => {
          timer = undefined;
          reject(mine === run ? TIMEOUT : STALE);
        }, WALLET_WAIT_MS);
        timer = { handle, scheduler: port };
        const settle = () => {
          port.cancel(handle);
          if (timer?.handle === handle) timer = undefined;
        };
        request.then(
          (value) => {
            settle();
            if (mine === run) resolve(value);
            else reject(STALE);
          },
          (error: unknown) => {
            settle();
            reject(mine === run ? error : STALE);
          },
        );
      });
    },
    stop() {
      run++;
      if (timer) timer.scheduler.cancel(timer.handle);
      timer = undefined;
    },
    listen(module) {
      if (subscriptions.has(module)) return;
      subscriptions.set(module, module.walletSession.subscribe(changed));
      module.walletSession.discover();
      changed();
    },
    unlisten() {
      subscriptions.forEach((unsubscribe) => unsubscribe());
      subscriptions.clear();
    },
  };
}
