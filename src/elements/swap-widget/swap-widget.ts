import { css, html, nothing, type PropertyValues } from 'lit';
import { numberFormat } from '../../core/intl.js';
import { isFinalStatus } from '../../core/status.js';
import { SwapElement } from '../swap-element.js';
import '../swap-quote/swap-quote.js';
import '../swap-deposit/swap-deposit.js';
import '../swap-status/swap-status.js';
import { widgetMessages } from './messages.js';

/** Attributes of the widget itself that are not passed down. */
const OWN_ATTRIBUTES = new Set(['id', 'class', 'style', 'part', 'slot', 'role', 'aria-label', 'tabindex', 'hidden']);

type Step = 'quote' | 'deposit' | 'done';

/**
 * The simplest embed: `<swap-quote>`, `<swap-deposit>` and `<swap-status>` as the steps of one flow in one group.
 * Every attribute of the widget (origin-asset, base-url, referral, theme...) is passed to the inner elements, and the
 * token, appFees, fetch, clock, locale and messages properties too. The step follows the group's store, so a reload
 * resumes the swap.
 *
 * @tag swap-widget
 * @summary Quote, deposit and status as one flow.
 * @fires swap-quote-change - From the inner <swap-quote>: a new dry quote (bubbles out of the widget).
 * @fires swap-quote-confirm - From the inner <swap-quote>: a confirmed, signature-checked quote.
 * @fires swap-deposit-submit - From the inner <swap-deposit>: the deposit transaction hash was submitted.
 * @fires swap-status-change - From the inner <swap-status>: the swap's status changed.
 * @fires swap-complete - From the inner <swap-status>: the swap reached SUCCESS, REFUNDED or FAILED.
 * @fires swap-error - From any inner element: something failed (it is also shown).
 * @csspart steps - The step indicator list.
 * @csspart step - One step of the indicator.
 * @csspart new-swap - The "start a new swap" button.
 * @cssproperty --swap-widget-max-width - Width limit of the widget (default 480px).
 */
export class SwapWidget extends SwapElement {
  static override styles = [
    ...SwapElement.styles,
    css`
      :host {
        display: block;
        max-width: var(--swap-widget-max-width, 480px);
      }
      ol {
        display: flex;
        gap: var(--_space);
        list-style: none;
        padding: 0;
        margin: 0 0 calc(var(--_space) * 2);
        counter-reset: step;
      }
      li {
        flex: 1;
        padding: 6px 8px;
        border-bottom: 3px solid var(--_border);
        color: var(--_text-muted);
        font-size: 0.875em;
      }
      li[aria-current='step'] {
        border-color: var(--_accent);
        color: var(--_text);
        font-weight: 600;
      }
      li.done {
        border-color: var(--_success);
      }
      .stack {
        display: grid;
        gap: calc(var(--_space) * 2);
      }
      button {
        justify-self: start;
        padding: 8px 14px;
        border-radius: var(--_radius-small);
        border: 1px solid var(--_accent);
        background: var(--_accent);
        color: var(--_accent-text);
        font: inherit;
      }
    `,
  ];

  private observer = new MutationObserver(() => this.passAttributes());

  override connectedCallback(): void {
    super.connectedCallback();
    this.observer.observe(this, { attributes: true });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.observer.disconnect();
  }

  private get step(): Step {
    const active = this.storeController.state.activeSwap;
    if (!active) return 'quote';
    return isFinalStatus(active.statusResponse?.status) ? 'done' : 'deposit';
  }

  /** Copies the widget's attributes to the inner elements (each ignores the ones it does not know). */
  private passAttributes(): void {
    const inner = this.renderRoot.querySelectorAll('swap-quote, swap-deposit, swap-status');
    for (const element of inner) {
      for (const { name, value } of this.attributes) {
        if (!OWN_ATTRIBUTES.has(name) && element.getAttribute(name) !== value) element.setAttribute(name, value);
      }
    }
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    this.passAttributes();
  }

  private newSwap(): void {
    this.storeController.store.clearActive();
  }

  protected override render() {
    const t = this.messagesFor('widget', widgetMessages);
    const step = this.step;
    const steps: [Step, string][] = [
      ['quote', t('stepQuote')],
      ['deposit', t('stepDeposit')],
      ['done', t('stepDone')],
    ];
    const order = steps.findIndex(([id]) => id === step);
    const number = numberFormat(this.formatLocale);
    const props = {
      token: this.token,
      appFees: this.appFees,
      fetch: this.fetch,
      clock: this.clock,
      locale: this.locale,
      messages: this.messages,
    };
    return html`
      <ol part="steps" aria-label=${t('progressLabel')}>
        ${steps.map(
          ([id, label], i) =>
            html`<li part="step" class=${i < order ? 'done' : ''} aria-current=${id === step ? 'step' : nothing}>
              ${t('stepNumbered', { number: number.format(i + 1), step: label })}
            </li>`,
        )}
      </ol>
      <div class="stack">
        ${
          step === 'quote'
            ? html`<swap-quote
                group=${this.group}
                .token=${props.token}
                .appFees=${props.appFees}
                .fetch=${props.fetch}
                .clock=${props.clock}
                .locale=${props.locale}
                .messages=${props.messages}
              ></swap-quote>`
            : html`${
                  step === 'deposit'
                    ? html`<swap-deposit
                        group=${this.group}
                        .token=${props.token}
                        .fetch=${props.fetch}
                        .clock=${props.clock}
                        .locale=${props.locale}
                        .messages=${props.messages}
                      ></swap-deposit>`
                    : nothing
                }
                <swap-status
                  group=${this.group}
                  .token=${props.token}
                  .fetch=${props.fetch}
                  .clock=${props.clock}
                  .locale=${props.locale}
                  .messages=${props.messages}
                ></swap-status>
                ${
                  step === 'done'
                    ? html`<button part="new-swap" type="button" @click=${this.newSwap}>${t('newSwapButton')}</button>`
                    : nothing
                }`
        }
      </div>
    `;
  }
}

SwapWidget.define('swap-widget');

declare global {
  interface HTMLElementTagNameMap {
    'swap-widget': SwapWidget;
  }
}
