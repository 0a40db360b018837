import { html, type PropertyValues } from 'lit';
import { property } from '../decorators.js';
import type { Token } from '../../api/schemas.js';
import { formatAmount } from '../../core/amounts.js';
import { Localize } from '../../controllers/localize.js';
import { TokenList } from '../../controllers/token-list.js';
import { SwapErrorEvent } from '../../events.js';
import { SwapOrderSelectEvent } from '../swap-order/swap-order.js';
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
import { renderList } from './views/orders-list.view.js';
import '../../store/receipt-check.js'; // the check of stored receipts (zod, the quote's schema), not at load

/**
 * The visitor's limit orders, newest first as the service lists them, with a filter (all, open and partly filled,
 * finished) and cursor paging ("Load more"). `orders` is the order routes over the site's gateway, which lists only
 * this visitor's orders (the partner credential would see every order of the partner); a property only.
 *
 * @tag swap-orders
 * @summary The visitor's limit orders with filters and "Load more".
 *
 * @fires swap-order-select - An order was opened; `detail` is `{ group, order }` (SwapOrderSelectEvent).
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

  private errorText(error: unknown): string {
    const typed = orderErrorOf(error);
    return this.words.t(errorWord(typed.code), { seconds: Math.ceil((typed.retryAfterMs ?? 5000) / 1000) });
  }

  override render() {
    const { t } = this.words;
    return html`<section part="base" aria-labelledby="title">
      <h2 part="title" id="title">${t('listTitle')}</h2>
      ${renderList({
        t,
        orders: this.pages.list,
        summary: (order) => this.summary(order),
        filter: this.filter,
        more: this.pages.next !== undefined,
        busy: this.pages.busy,
        error: this.pages.error === undefined ? undefined : this.errorText(this.pages.error),
        setFilter: (filter) => (this.filter = filter),
        open: (order) => this.dispatchEvent(new SwapOrderSelectEvent({ group: this.group, order })),
        loadMore: () => void this.pages.load(this.port, this.filter, this.pages.next),
      })}
    </section>`;
  }
}

SwapOrders.define('swap-orders');

declare global {
  interface HTMLElementTagNameMap {
    'swap-orders': SwapOrders;
  }
}
