// <swap-orders>' opened order: "Back to your orders" and the order's own <swap-order>, which is fetched when the first
// order is opened (not with the list): a line while it loads, and a sentence with a retry when that fetch failed.
import { html, type TemplateResult } from 'lit';
import type { MessageCatalogue, Translate } from '../../../i18n/messages.js';

export type OpenedState = 'loading' | 'failed' | 'ready';

export interface OpenedView {
  t: Translate<MessageCatalogue['order']>;
  state: OpenedState;
  back(): void;
  retry(): void;
  /** The <swap-order> element, rendered only once it is defined (so it never starts with its defaults). */
  order(): TemplateResult;
}

export function renderOpened(v: OpenedView) {
  const { t } = v;
  return html`<div part="opened">
    <button part="back-button" @click=${v.back}>${t('backToList')}</button>
    ${
      v.state === 'ready'
        ? v.order()
        : v.state === 'loading'
          ? html`<p part="order-loading" role="status">${t('orderLoading')}</p>`
          : html`<p part="order-error" role="alert">${t('orderLoadFailed')}</p>
              <button part="order-retry" @click=${v.retry}>${t('orderLoadRetry')}</button>`
    }
  </div>`;
}
