import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from '../decorators.js';
import type { Token } from '../../api/schemas.js';
import { formatAmount } from '../../core/amounts.js';
import { numberFormat } from '../../core/intl.js';
import { Localize } from '../../controllers/localize.js';
import { timerScheduler, type PollScheduler } from '../../controllers/scheduler.js';
import { TokenList } from '../../controllers/token-list.js';
import { SwapErrorEvent } from '../../events.js';
import { commonMessages } from '../../i18n/en/common.js';
import { orderMessages } from '../../i18n/en/order.js';
import { saveOrder } from '../../store/orders.js';
import { SwapElement } from '../swap-element.js';
import '../parts/swap-copy-button.js';
import { OrderPollerController } from './controllers/order-poller-controller.js';
import type { OrderFundController } from './controllers/order-fund-controller.js';
import {
  checkOrder,
  clientPort,
  orderClientOf,
  DEFAULT_DAYS,
  DEFAULT_RETRY_MS,
  errorWord,
  FIELD_REFUSED,
  fillWord,
  fieldOfPointer,
  needsFunding,
  orderErrorOf,
  type FieldChecks,
  type Order,
  type OrderForm,
  type OrdersPort,
  type Pair,
} from './order.model.js';
import { orderStyles } from './swap-order.styles.js';
import { renderCard } from './views/order-card.view.js';
import { renderForm } from './views/order-form.view.js';
import '../../store/receipt-check.js'; // the check of stored receipts (zod, the quote's schema), not at load

// The order elements' events live here, not in events.ts, so the first download does not carry them: a page gets
// them with <swap-order> or <swap-orders> (index.ts exports them from here).
const init = <T>(detail: T): CustomEventInit<T> => ({ detail, bubbles: true, composed: true });

export interface SwapOrderDetail {
  group: string;
  /** The order as the service answered. */
  order: Order;
}

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

// SwapOrderSelectEvent is <swap-orders>' own (swap-orders.ts), so the list loads without this element.

/**
 * A limit order: placed (side, price in quote per base with the market price beside it, quantity, deadline; checked
 * field by field before anything is sent), funded (its deposit address, memo and amount), followed (fill status,
 * each partial fill, payouts, deposited amount, fees, deadline: polled with backoff, paused while the page is hidden,
 * stopped once the payout is final) and cancelled after a confirmation that says what comes back and where. Each
 * order placed here is saved on this device with its receipt, so a reload or another tab finds it.
 *
 * One element places and follows (with `order-id`, or after placing, it shows the order); `<swap-orders>` lists the
 * visitor's orders. Orders need the partner credential: the page gives `orders` (the order routes over its gateway, or
 * for the simulator a client holding a page-held credential), never an attribute.
 *
 * @tag swap-order
 * @summary Place, fund, follow and cancel a limit order.
 *
 * @fires swap-order-place - The service accepted a new order; `detail` is `{ group, order }` (SwapOrderPlaceEvent).
 * @fires swap-order-change - The order's fill status changed; `detail` is `{ group, order, previousFillStatus }`.
 * @fires swap-order-cancel - The service took a confirmed cancel; `detail` is `{ group, order }`.
 * @fires swap-error - An order request failed; `detail` is `{ group, error, operation: 'order' }`.
 *
 * @csspart base - The element's box.
 * @csspart title - The heading.
 * @csspart form - The order form.
 * @csspart check - A field's sentence when it is wrong.
 * @csspart market - The market price beside the price.
 * @csspart error - Why the last request failed.
 * @csspart from-intents - The checkbox "Fund from my NEAR Intents balance" (the order's depositType INTENTS).
 * @csspart place-button - "Place order".
 * @csspart card - The order card.
 * @csspart fill-status - The fill status in words.
 * @csspart payout-status - The payout status in words.
 * @csspart fund - Where and how much to send while the order waits for funds.
 * @csspart deposit-address - The order's deposit address.
 * @csspart deposit-memo - The deposit memo, when the chain needs one.
 * @csspart deposited - The deposited amount.
 * @csspart fees - The estimated payout and refund fees.
 * @csspart deadline - The order's deadline.
 * @csspart fills - The partial fills.
 * @csspart fill - One partial fill.
 * @csspart payouts - The payouts (withdrawals and refund).
 * @csspart payout - One payout with its transaction hash.
 * @csspart tx-link - A payout's transaction hash, linked to the chain's explorer (when the service names the page).
 * @csspart cancel-button - "Cancel order": asks for confirmation first.
 * @csspart confirm - The confirmation step of cancelling.
 * @csspart confirm-detail - What happens to the unfilled part and where it goes.
 * @csspart confirm-button - Cancels the order.
 * @csspart keep-button - Keeps the order.
 * @csspart announcer - The polite live region (visually hidden) that announces changes.
 */
export class SwapOrder extends SwapElement {
  static override styles = [...SwapElement.styles, orderStyles];
  private readonly words = new Localize(this, 'order', orderMessages, commonMessages);

  /** The base asset's id (the asset quantity and price are of). */
  @property({ attribute: 'base-asset' }) baseAsset?: string;
  /** The quote asset's id (the price is in it). */
  @property({ attribute: 'quote-asset' }) quoteAsset?: string;
  /** An order to follow (one placed on this device, or any the credential may read). */
  @property({ attribute: 'order-id' }) orderId?: string;
  /**
   * The order routes, when not this element's client (its `base-url` pointing at the site's gateway, or for the
   * simulator the `apiKey` property or configure()): a property only, never an attribute.
   */
  @property({ attribute: false }) orders?: OrdersPort;
  /** The timer that schedules checks and retries (tests and hosts can drive them). */
  @property({ attribute: false }) scheduler: PollScheduler = timerScheduler;

  @state() private form: OrderForm = {
    side: 'SELL',
    price: '',
    quantity: '',
    days: String(DEFAULT_DAYS),
    recipient: '',
    refundTo: '',
  };
  @state() private checks: FieldChecks = {};
  @state() private error?: string;
  @state() private busy = false;
  @state() private confirming = false;
  @state() private cancelling = false;
  @state() private announcement = '';
  private retry?: unknown;
  /** The place or cancel request in flight (requestComplete waits for it). */
  private acting: Promise<void> = Promise.resolve();
  private told?: string;

  private readonly tokenList = new TokenList(this, () => ({ store: this.storeController.store, client: this.client }));

  private readonly poller = new OrderPollerController(
    this,
    () => ({
      id: this.orderId,
      get: (id, signal) => this.port.getOrder(id, { signal }),
      scheduler: this.scheduler,
    }),
    (error) => this.dispatchEvent(new SwapErrorEvent({ group: this.group, error: asError(error), operation: 'order' })),
  );

  /**
   * Funding by wallet, QR and signing: a chunk of its own (with <swap-deposit>'s payment code), fetched only once an
   * order waits for funds.
   */
  private funder?: OrderFundController | Promise<unknown>;

  private get port(): OrdersPort {
    return this.orders ?? clientPort(orderClientOf(this.client));
  }

  private get tokens(): readonly Token[] {
    const tokens = this.storeController.state.tokens;
    return tokens.state === 'ready' ? tokens.tokens : [];
  }

  private tokenOf(assetId: string | undefined): Token | undefined {
    return this.tokens.find((token) => token.assetId === assetId);
  }

  private get pair(): Pair | undefined {
    const base = this.tokenOf(this.baseAsset);
    const quote = this.tokenOf(this.quoteAsset);
    return base && quote ? { base, quote } : undefined;
  }

  /** The market price now from the token list's USD prices (display only: the order's price is what the payer types). */
  private market(pair: Pair): string | undefined {
    const base = this.tokenOf(pair.base.assetId)?.price;
    const quote = this.tokenOf(pair.quote.assetId)?.price;
    if (!base || !quote) return undefined;
    return numberFormat(this.words.locale, { maximumSignificantDigits: 6 }).format(base / quote);
  }

  private amount(units: string | bigint, assetId: string): string {
    const token = this.tokenOf(assetId);
    if (!token) return `${units} (${assetId})`;
    return `${formatAmount(units, token.decimals, { locale: this.words.locale, exact: true })} ${token.symbol}`;
  }

  /** A new fill status (from a check, a cancel, another tab) is told once: an event and the live region. */
  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const order = this.poller.order;
    if (!order || order.id !== this.orderId) return;
    const status = order.attributes.fillStatus;
    if (this.told !== undefined && this.told !== status) {
      this.dispatchEvent(new SwapOrderChangeEvent({ group: this.group, order, previousFillStatus: this.told }));
      this.announcement = this.words.t(fillWord(status), { status });
    }
    if (status === 'PENDING_CANCEL' || status === 'CANCELED') this.cancelling = false;
    this.told = status;
  }

  /** Fetches the funding step the first time an order needs funds (it follows the shown order from then on). */
  private fundStep(): unknown {
    const order = this.poller.order;
    if (!this.funder && order && needsFunding(order.attributes)) {
      this.funder = import('./controllers/order-fund-controller.js').then(
        ({ OrderFundController }) => {
          this.funder = new OrderFundController(this, () => ({
            order: this.poller.order,
            tokens: this.tokens,
            client: this.client,
            port: this.port,
            scheduler: this.scheduler,
            config: this.config,
            now: () => this.now(),
            refresh: () => void this.poller.poll(true),
          }));
          this.requestUpdate();
        },
        () => (this.funder = undefined), // no chunk: the address, memo and amount stay
      );
    }
    return this.funder instanceof Promise ? undefined : this.funder?.render();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    if (this.retry !== undefined) this.scheduler.cancel(this.retry);
    this.retry = undefined;
  }

  // ---- handlers ----------------------------------------------------------------------------------------------------

  private change(field: keyof OrderForm, value: string) {
    this.form = { ...this.form, [field]: value };
    if (field in this.checks) this.checks = { ...this.checks, [field]: undefined };
  }

  private async place() {
    const pair = this.pair;
    if (!pair || this.busy) return;
    const checked = checkOrder(this.form, pair, this.now());
    this.error = undefined;
    if (!checked.ok) {
      this.checks = checked.fields;
      await this.updateComplete;
      this.renderRoot.querySelector<HTMLElement>('[aria-invalid=true]')?.focus();
      return;
    }
    this.checks = {};
    this.busy = true;
    try {
      const order = await this.port.createOrder(checked.attributes);
      saveOrder(order, this.group, this.now());
      this.orderId = order.id;
      this.told = order.attributes.fillStatus;
      this.dispatchEvent(new SwapOrderPlaceEvent({ group: this.group, order }));
    } catch (error) {
      this.refused(error, () => void (this.acting = this.place()));
    } finally {
      this.busy = false;
    }
  }

  /** A refused request: its sentence, the field it points at, and a retry after a rate limit's wait. */
  private refused(error: unknown, again: () => void) {
    const typed = orderErrorOf(error);
    const waitMs = typed.retryAfterMs ?? DEFAULT_RETRY_MS;
    this.error = this.words.t(errorWord(typed.code), { seconds: Math.ceil(waitMs / 1000) });
    const field = typed.code === 'validation-failed' ? fieldOfPointer(typed.pointer) : undefined;
    if (field) {
      this.checks = { [field]: { key: FIELD_REFUSED[field], values: { decimals: this.pair?.base.decimals ?? 0 } } };
    }
    if (typed.code === 'rate-limit-exceeded') {
      this.retry = this.scheduler.schedule(() => {
        this.retry = undefined;
        again();
      }, waitMs);
    }
    this.dispatchEvent(new SwapErrorEvent({ group: this.group, error: asError(error), operation: 'order' }));
  }

  private async askCancel() {
    this.confirming = true;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('#keep')?.focus();
  }

  private async keep() {
    this.confirming = false;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('#cancel')?.focus();
  }

  private async confirmCancel() {
    const id = this.orderId;
    if (!id) return;
    this.confirming = false;
    this.cancelling = true;
    this.error = undefined;
    try {
      const order = await this.port.cancelOrder(id);
      this.poller.take(order);
      this.announcement = this.words.t('cancelSent');
      this.dispatchEvent(new SwapOrderCancelEvent({ group: this.group, order }));
    } catch (error) {
      this.cancelling = false;
      this.refused(error, () => void (this.acting = this.confirmCancel()));
    }
  }

  // ---- public API --------------------------------------------------------------------------------------------------

  /** The order shown (as last answered or stored), if any. */
  get order(): Order | undefined {
    return this.poller.order;
  }

  /** Checks the order now (hidden page or not). */
  refresh(): Promise<void> {
    return this.poller.poll(true);
  }

  /** Resolves once no order request is in flight and what it brought is rendered. */
  get requestComplete(): Promise<void> {
    return this.acting.then(() => this.poller.settled()).then(() => this.updateComplete.then(() => undefined));
  }

  // ---- render ------------------------------------------------------------------------------------------------------

  override render() {
    const { t } = this.words;
    const order = this.poller.order;
    const pair = this.pair;
    return html`<section part="base" aria-labelledby="title">
      <h2 part="title" id="title" tabindex="-1">${t('title')}</h2>
      ${
        order
          ? renderCard({
              t,
              locale: this.words.locale,
              order,
              amount: (units, assetId) => this.amount(units, assetId),
              fund: this.fundStep(),
              failure: this.poller.error
                ? this.words.t(errorWord(orderErrorOf(this.poller.error).code), { seconds: 0 })
                : undefined,
              confirming: this.confirming,
              cancelling: this.cancelling,
              cancel: () => void this.askCancel(),
              confirm: () => void (this.acting = this.confirmCancel()),
              keep: () => void this.keep(),
            })
          : this.orderId
            ? nothing
            : pair
              ? renderForm({
                  t,
                  form: this.form,
                  pair,
                  market: this.market(pair),
                  checks: this.checks,
                  error: this.error,
                  busy: this.busy,
                  change: (field, value) => this.change(field, value),
                  submit: () => void (this.acting = this.place()),
                })
              : !this.baseAsset || !this.quoteAsset
                ? html`<p part="error">${t('checkTokensMissing')}</p>`
                : nothing
      }
      ${order && this.error ? html`<p part="error" role="alert">${this.error}</p>` : nothing}
      <div part="announcer" class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        ${this.announcement}
      </div>
    </section>`;
  }
}

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

SwapOrder.define('swap-order');

declare global {
  interface HTMLElementTagNameMap {
    'swap-order': SwapOrder;
  }
  interface GlobalEventHandlersEventMap {
    'swap-order-place': SwapOrderPlaceEvent;
    'swap-order-change': SwapOrderChangeEvent;
    'swap-order-cancel': SwapOrderCancelEvent;
  }
}
