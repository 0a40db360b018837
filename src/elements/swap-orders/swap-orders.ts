import { html, type PropertyValues } from 'lit';
import { property, state } from '../decorators.js';
import type { Token } from '../../api/schemas.js';
import { formatAmount } from '../../core/amounts.js';
import { Localize } from '../../controllers/localize.js';
import { TokenList } from '../../controllers/token-list.js';
import { SwapErrorEvent } from '../../events.js';
import { commonMessages } from '../../i18n/en/common.js';
import { orderMessages } from '../../i18n/en/order.js';
import { SwapElement } from '../swap-element.js';
import {
  clientPort,
  orderClientOf,
  errorWord,
  orderErrorOf,
  type Order,
  type OrdersPort,
} from '../swap-order/order.model.js';
import type { OrderFilter } from './orders-list.model.js';
import { OrdersPageController } from './controllers/orders-page-controller.js';
import { ordersStyles } from './swap-orders.styles.js';
import type { SwapOrderDetail } from '../swap-order/swap-order.js';
import { renderList } from './views/orders-list.view.js';
import { renderOpened, type OpenedState } from './views/opened-order.view.js';
import '../../store/receipt-check.js'; // the check of stored receipts (zod, the quote's schema), not at load

/**
 * The user opened an order. Cancelable: a page that shows the order itself calls preventDefault() and the list stays;
 * otherwise the list shows the order in its own <swap-order>. Here, not in swap-order.ts, so the list loads without
 * that element (it is fetched when an order is opened).
 */
export class SwapOrderSelectEvent extends CustomEvent<SwapOrderDetail> {
  static readonly eventName = 'swap-order-select';
  constructor(detail: SwapOrderDetail) {
    super(SwapOrderSelectEvent.eventName, { detail, bubbles: true, composed: true, cancelable: true });
  }
}

/**
 * The visitor's limit orders, newest first as the service lists them, with a filter (all, open and partly filled,
 * finished) and cursor paging ("Load more"). `orders` is the order routes over the site's gateway, which lists only
 * this visitor's orders (the partner credential would see every order of the partner); a property only.
 *
 * @tag swap-orders
 * @summary The visitor's limit orders with filters and "Load more".
 *
 * @fires swap-order-select - An order was opened; `detail` is `{ group, order }` (SwapOrderSelectEvent). Cancelable:
 * without preventDefault() the list shows the order in its own `<swap-order>`, fetched then (not with the list).
 * @fires swap-error - Listing failed; `detail` is `{ group, error, operation: 'order' }`.
 *
 * @csspart base - The element's box.
 * @csspart title - The heading.
 * @csspart filter - The filter.
 * @csspart list - The orders.
 * @csspart entry - One order.
 * @csspart summary - What the order trades.
 * @csspart fill-status - Its fill status in words.
 * @csspart open-button - "Open": fires swap-order-select.
 * @csspart empty - Shown when there are no orders.
 * @csspart error - Why listing failed.
 * @csspart more-button - "Load more".
 * @csspart opened - The opened order: "Back to your orders" and its `<swap-order>`.
 * @csspart back-button - "Back to your orders".
 * @csspart order - The inner `<swap-order>` of the opened order.
 * @csspart order-loading - Shown while `<swap-order>` is fetched.
 * @csspart order-error - Why `<swap-order>` could not be fetched.
 * @csspart order-retry - Fetches it again.
 */
export class SwapOrders extends SwapElement {
  static override styles = [...SwapElement.styles, ordersStyles];
  private readonly words = new Localize(this, 'order', orderMessages, commonMessages);

  /**
   * The order routes, when not this element's client (its `base-url` pointing at the site's gateway, which answers
   * only this visitor's orders): a property only, never an attribute.
   */
  @property({ attribute: false }) orders?: OrdersPort;
  /** Which orders are shown: `all`, `open` (waiting, open, partly filled) or `done` (payout final). */
  @property() filter: OrderFilter = 'all';

  /** Fetches <swap-order> for an opened order (tests stand in a failing fetch, as a lost connection would be). */
  static fetchOrderElement = (): Promise<unknown> => import('../swap-order/swap-order.js');

  /** The order opened here, and whether its <swap-order> is here yet. */
  @state() private opened?: Order;
  @state() private openedState: OpenedState = 'loading';

  private readonly pages = new OrdersPageController(this, (error) =>
    this.dispatchEvent(
      new SwapErrorEvent({
        group: this.group,
        error: error instanceof Error ? error : new Error(String(error)),
        operation: 'order',
      }),
    ),
  );

  private readonly tokenList = new TokenList(this, () => ({ store: this.storeController.store, client: this.client }));

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (changed.has('filter') || changed.has('orders') || !this.hasUpdated)
      void this.pages.load(this.port, this.filter);
  }

  private get port(): OrdersPort {
    return this.orders ?? clientPort(orderClientOf(this.client));
  }

  private get tokens(): readonly Token[] {
    const tokens = this.storeController.state.tokens;
    return tokens.state === 'ready' ? tokens.tokens : [];
  }

  private summary(order: Order): string {
    const a = order.attributes;
    const base = this.tokens.find((token) => token.assetId === a.baseAsset);
    const quote = this.tokens.find((token) => token.assetId === a.quoteAsset);
    const side = this.words.t(a.side === 'BUY' ? 'sideBuy' : 'sideSell', { base: base?.symbol ?? a.baseAsset });
    const quantity = base
      ? formatAmount(a.quantity, base.decimals, { locale: this.words.locale, exact: true })
      : a.quantity;
    return `${side}: ${quantity} @ ${a.price} ${quote?.symbol ?? a.quoteAsset}`;
  }

  /** Resolves once the list request in flight (if any) is answered and rendered. */
  get requestComplete(): Promise<void> {
    return this.pages.settled().then(() => this.updateComplete.then(() => undefined));
  }

  /** The visitor opened an order: the page may show it (preventDefault), else this element does. */
  private open(order: Order): void {
    if (!this.dispatchEvent(new SwapOrderSelectEvent({ group: this.group, order }))) return;
    this.opened = order;
    void this.loadOrderElement();
  }

  private async loadOrderElement(): Promise<void> {
    if (!customElements.get('swap-order')) {
      this.openedState = 'loading';
      try {
        await SwapOrders.fetchOrderElement();
      } catch {
        this.openedState = 'failed';
        return;
      }
    }
    this.openedState = 'ready';
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('[part=back-button]')?.focus();
  }

  private async back(): Promise<void> {
    this.opened = undefined;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('[part=title]')?.focus();
  }

  private errorText(error: unknown): string {
    const typed = orderErrorOf(error);
    return this.words.t(errorWord(typed.code), { seconds: Math.ceil((typed.retryAfterMs ?? 5000) / 1000) });
  }

  override render() {
    const { t } = this.words;
    return html`<section part="base" aria-labelledby="title">
      <h2 part="title" id="title" tabindex="-1">${t('listTitle')}</h2>
      ${
        this.opened
          ? renderOpened({
              t,
              state: this.openedState,
              back: () => void this.back(),
              retry: () => void this.loadOrderElement(),
              order: () =>
                html`<swap-order
                  part="order"
                  group=${this.group}
                  order-id=${this.opened!.id}
                  .orders=${this.orders}
                  .baseUrl=${this.baseUrl}
                  .explorerUrl=${this.explorerUrl}
                  .referral=${this.referral}
                  .theme=${this.theme}
                  .apiKey=${this.apiKey}
                  .token=${this.token}
                  .fetch=${this.fetch}
                  .clock=${this.clock}
                  .locale=${this.locale}
                  .messages=${this.messages}
                ></swap-order>`,
            })
          : this.list()
      }
    </section>`;
  }

  private list() {
    const { t } = this.words;
    return html`${renderList({
      t,
      orders: this.pages.list,
      summary: (order) => this.summary(order),
      filter: this.filter,
      more: this.pages.next !== undefined,
      busy: this.pages.busy,
      error: this.pages.error === undefined ? undefined : this.errorText(this.pages.error),
      setFilter: (filter) => (this.filter = filter),
      open: (order) => this.open(order),
      loadMore: () => void this.pages.load(this.port, this.filter, this.pages.next),
    })}`;
  }
}

SwapOrders.define('swap-orders');

declare global {
  interface HTMLElementTagNameMap {
    'swap-orders': SwapOrders;
  }
  interface GlobalEventHandlersEventMap {
    'swap-order-select': SwapOrderSelectEvent;
  }
}
