// The events of <swap-order> and <swap-orders>: bubbling, composed, with the group and the order as the service
// answered (src/events.ts's conventions).
import type { Order } from './order.model.js';

export interface SwapOrderDetail {
  group: string;
  order: Order;
}

const init = <T>(detail: T): CustomEventInit<T> => ({ detail, bubbles: true, composed: true });

/** The service accepted a new order (it waits for its deposit now). */
export class SwapOrderPlaceEvent extends CustomEvent<SwapOrderDetail> {
  static readonly eventName = 'swap-order-place';
  constructor(detail: SwapOrderDetail) {
    super(SwapOrderPlaceEvent.eventName, init(detail));
  }
}

export interface SwapOrderChangeDetail extends SwapOrderDetail {
  previousFillStatus?: string;
}

/** An order's fill status changed (a fill, its end, a cancel taking effect). */
export class SwapOrderChangeEvent extends CustomEvent<SwapOrderChangeDetail> {
  static readonly eventName = 'swap-order-change';
  constructor(detail: SwapOrderChangeDetail) {
    super(SwapOrderChangeEvent.eventName, init(detail));
  }
}

/** The user confirmed cancelling an order and the service took the request (it cancels asynchronously). */
export class SwapOrderCancelEvent extends CustomEvent<SwapOrderDetail> {
  static readonly eventName = 'swap-order-cancel';
  constructor(detail: SwapOrderDetail) {
    super(SwapOrderCancelEvent.eventName, init(detail));
  }
}

/** The user opened an order from <swap-orders>. */
export class SwapOrderSelectEvent extends CustomEvent<SwapOrderDetail> {
  static readonly eventName = 'swap-order-select';
  constructor(detail: SwapOrderDetail) {
    super(SwapOrderSelectEvent.eventName, init(detail));
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'swap-order-place': SwapOrderPlaceEvent;
    'swap-order-change': SwapOrderChangeEvent;
    'swap-order-cancel': SwapOrderCancelEvent;
    'swap-order-select': SwapOrderSelectEvent;
  }
}
