// <swap-orders>' list: the filter, one entry per order (what it trades, its fill status in words, Open) and
// "Load more" while the service has another page.
import { html, nothing } from 'lit';
import type { MessageCatalogue, Translate } from '../../../i18n/messages.js';
import { fillWord, type Order } from '../../swap-order/order.model.js';
import { FILTER_WORDS, ORDER_FILTERS, type OrderFilter } from '../orders-list.model.js';

export interface ListView {
  t: Translate<MessageCatalogue['order']>;
  orders: Order[];
  summary(order: Order): string;
  filter: OrderFilter;
  more: boolean;
  busy: boolean;
  error?: string;
  setFilter(filter: OrderFilter): void;
  open(order: Order): void;
  loadMore(): void;
}

export function renderList(v: ListView) {
  const { t } = v;
  return html`<label for="filter">${t('filterLabel')}</label>
    <select
      id="filter"
      part="filter"
      @change=${(e: Event) => v.setFilter((e.target as HTMLSelectElement).value as OrderFilter)}
    >
      ${ORDER_FILTERS.map((f) => html`<option value=${f} ?selected=${f === v.filter}>${t(FILTER_WORDS[f])}</option>`)}
    </select>
    ${v.error ? html`<p part="error" role="alert">${v.error}</p>` : nothing}
    ${
      v.orders.length
        ? html`<ul part="list">
            ${v.orders.map(
              (order) =>
                html`<li part="entry">
                  <span part="summary">${v.summary(order)}</span>
                  <span part="fill-status"
                    >${t(fillWord(order.attributes.fillStatus), { status: order.attributes.fillStatus })}</span
                  >
                  <button
                    part="open-button"
                    aria-label="${t('openOrder')}: ${v.summary(order)}"
                    @click=${() => v.open(order)}
                  >
                    ${t('openOrder')}
                  </button>
                </li>`,
            )}
          </ul>`
        : v.busy
          ? nothing
          : html`<p part="empty">${t('listEmpty')}</p>`
    }
    ${v.more ? html`<button part="more-button" ?disabled=${v.busy} @click=${v.loadMore}>${t('loadMore')}</button>` : nothing}`;
}
