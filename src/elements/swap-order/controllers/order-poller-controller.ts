// Follows one order: GET /v0/orders/{id} on the order schedule (order.model nextOrderPoll: backoff on failures, the
// service's wait on a rate limit), nothing while the page is hidden, one request at a time, stopped once the payout
// status is final. Each answer is recorded with the order's receipt (store/orders.ts), so another tab sees it too.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { PollScheduler } from '../../../controllers/scheduler.js';
import { orderRecord, recordOrder, watchOrders } from '../../../store/orders.js';
import { DEFAULT_RETRY_MS, nextOrderPoll, orderErrorOf, type Order } from '../order.model.js';

export interface OrderPollerInput {
  id: string | undefined;
  get: (id: string, signal: AbortSignal) => Promise<Order>;
  scheduler: PollScheduler;
}

export class OrderPollerController implements ReactiveController {
  order?: Order;
  /** The last failure (cleared by the next answer). */
  error?: unknown;
  private errors = 0;
  private handle?: unknown;
  private inFlight?: AbortController;
  private polling?: string;
  private connected = false;
  private running: Promise<void> = Promise.resolve();
  private unwatch?: () => void;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly input: () => OrderPollerInput,
    private readonly onFailed: (error: unknown) => void,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.connected = true;
    document.addEventListener('visibilitychange', this.onVisibility);
    this.unwatch = watchOrders(this.onStored);
  }

  hostDisconnected(): void {
    this.connected = false;
    document.removeEventListener('visibilitychange', this.onVisibility);
    this.unwatch?.();
    this.stop();
  }

  /** A new order id: start over (the stored state shows at once). */
  hostUpdate(): void {
    const { id } = this.input();
    if (id === this.polling) return;
    this.stop();
    this.polling = id;
    this.order = id ? orderRecord<Order>(id)?.latest : undefined;
    this.errors = 0;
    this.error = undefined;
    if (id) queueMicrotask(() => void this.poll());
  }

  /** Takes an answer got elsewhere (placing, cancelling) as the latest. */
  take(order: Order): void {
    if (order.id !== this.polling) return;
    this.order = recordOrder(order);
    this.host.requestUpdate();
  }

  /** Asks now (hidden or not) and schedules from there. */
  poll(force = false): Promise<void> {
    if (!this.inFlight) this.running = this.ask(force);
    return this.running;
  }

  private async ask(force: boolean): Promise<void> {
    const { id, get } = this.input();
    if (!id || id !== this.polling || !this.connected || this.inFlight) return;
    if (document.hidden && !force) return;
    this.cancelTimer();
    const abort = (this.inFlight = new AbortController());
    let retryAfterMs: number | undefined;
    try {
      const order = await get(id, abort.signal);
      if (abort.signal.aborted) return;
      this.errors = 0;
      this.error = undefined;
      this.order = recordOrder(order);
    } catch (error) {
      if (abort.signal.aborted) return;
      const typed = orderErrorOf(error);
      if (typed.code === 'rate-limit-exceeded') retryAfterMs = typed.retryAfterMs ?? DEFAULT_RETRY_MS;
      else this.errors++;
      if (this.errors === 1) this.onFailed(error); // once per run of failures
      this.error = error;
    } finally {
      if (this.inFlight === abort) this.inFlight = undefined;
    }
    this.host.requestUpdate();
    this.schedule(retryAfterMs);
  }

  /** Resolves once no request is in flight. */
  settled(): Promise<void> {
    return this.running;
  }

  private schedule(retryAfterMs?: number): void {
    const delay = nextOrderPoll(this.order?.attributes, this.errors, retryAfterMs);
    if (delay === null || document.hidden || !this.connected) return;
    const { scheduler } = this.input();
    this.handle = { scheduler, timer: scheduler.schedule(() => void this.poll(), delay) };
  }

  private cancelTimer(): void {
    const handle = this.handle as { scheduler: PollScheduler; timer: unknown } | undefined;
    handle?.scheduler.cancel(handle.timer);
    this.handle = undefined;
  }

  private stop(): void {
    this.cancelTimer();
    this.inFlight?.abort();
    this.inFlight = undefined;
  }

  private readonly onVisibility = () => {
    if (document.hidden) this.cancelTimer();
    else void this.poll();
  };

  /** Another tab (or element) recorded this order. */
  private readonly onStored = () => {
    const latest = this.polling ? orderRecord<Order>(this.polling)?.latest : undefined;
    if (latest && JSON.stringify(latest) !== JSON.stringify(this.order)) {
      this.order = latest;
      this.host.requestUpdate();
    }
  };
}
