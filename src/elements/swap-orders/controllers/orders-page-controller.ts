// The pages of <swap-orders>: the first page for a filter, then "Load more" with the service's cursor; one request at a
// time (a new filter aborts the one in flight), failures kept for the element to say.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Order, OrdersPort } from '../../swap-order/order.model.js';
import { queryOf, type OrderFilter } from '../orders-list.model.js';

export class OrdersPageController implements ReactiveController {
  list: Order[] = [];
  next?: string;
  busy = false;
  error?: unknown;
  private abort?: AbortController;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly failed: (error: unknown) => void,
  ) {
    host.addController(this);
  }

  hostDisconnected(): void {
    this.abort?.abort();
  }

  /** Loads the first page of `filter`, or with `after` the next one. */
  load(port: OrdersPort, filter: OrderFilter, after?: string): Promise<void> {
    this.abort?.abort();
    const abort = (this.abort = new AbortController());
    this.busy = true;
    this.error = undefined;
    this.host.requestUpdate();
    this.running = port.listOrders(queryOf(filter, after), { signal: abort.signal }).then(
      (page) => {
        if (abort.signal.aborted) return;
        this.list = after ? [...this.list, ...page.orders] : page.orders;
        this.next = page.next;
        this.done(abort);
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        this.error = error;
        this.failed(error);
        this.done(abort);
      },
    );
    return this.running;
  }

  /** Resolves once the request in flight is handled. */
  settled(): Promise<void> {
    return this.running;
  }

  private done(abort: AbortController) {
    if (this.abort === abort) this.busy = false;
    this.host.requestUpdate();
  }
}
