import { css, html, noChange, nothing, type ElementPart, type PropertyValues, type ReactiveElement } from 'lit';
import { property, state } from '../decorators.js';
import { Directive, directive, PartType, type PartInfo } from 'lit/directive.js';
import type { DepositType, RecipientType, RefundType, SwapType, Token } from '../../api/schemas.js';
import { numberFormat } from '../../core/intl.js';
import { isFinalStatus } from '../../core/status.js';
import { swapStatus } from '../../store/store.js';
import {
  SwapCompleteEvent,
  SwapDepositRestartEvent,
  SwapDepositSubmitEvent,
  SwapErrorEvent,
  SwapQuoteChangeEvent,
  SwapQuoteConfirmEvent,
  SwapStatusChangeEvent,
} from '../../events.js';
import { SwapElement } from '../swap-element.js';
import { Localize } from '../../controllers/localize.js';
import '../swap-quote/swap-quote.js';
import type { PollScheduler } from '../../controllers/scheduler.js';
import { widgetMessages } from '../../i18n/en/widget.js';
import { exportParts } from './inner-parts.model.js';
import { commonMessages } from '../../i18n/en/common.js';
import '../../store/receipt-check.js'; // the check of stored receipts (zod, the quote's schema), not at load

/** Attributes of the widget itself that are not passed down. */
const OWN_ATTRIBUTES = new Set([
  'id',
  'class',
  'style',
  'part',
  'exportparts',
  'slot',
  'role',
  'aria-label',
  'tabindex',
  'hidden',
]);

/** The events of the inner elements, by name, so the widget can send on one its element fired after removal. */
const INNER_EVENTS = {
  'swap-quote-change': SwapQuoteChangeEvent,
  'swap-quote-confirm': SwapQuoteConfirmEvent,
  'swap-deposit-submit': SwapDepositSubmitEvent,
  'swap-deposit-restart': SwapDepositRestartEvent,
  'swap-status-change': SwapStatusChangeEvent,
  'swap-complete': SwapCompleteEvent,
  'swap-error': SwapErrorEvent,
} as Record<string, new (detail: unknown) => Event>;

const listConverter = {
  fromAttribute: (value: string | null) => (value ? value.split(/[\s,]+/).filter(Boolean) : undefined),
  toAttribute: (value: string[] | undefined) => value?.join(' '),
};

type Step = 'quote' | 'deposit' | 'done';

/**
 * The deposit and status steps' elements, fetched only when the flow needs them: once the visitor moves to confirm a
 * quote (a pointer over the confirm button, or focus on it: they load while the confirmation is asked for, which
 * takes the service longer) or a swap is active (confirmed, or a reload resumes one). Most visitors of a page only
 * look at quotes, so their download is that of a quote page (issue 30). A failed fetch may be retried.
 */
let laterSteps: Promise<unknown> | undefined;
const loadLaterSteps = () =>
  (laterSteps ??= SwapWidget.fetchLaterSteps().catch((error: unknown) => {
    laterSteps = undefined;
    throw error;
  }));
const laterStepsDefined = () => !!customElements.get('swap-deposit') && !!customElements.get('swap-status');

type Properties = Record<PropertyKey, unknown>;

/**
 * Sets on an inner element every property of the widget that the element declares too, before it is connected, and
 * later only those that changed (so a widget update does not undo what the user typed into the inner form).
 */
class PassProperties extends Directive {
  private readonly passed = new Map<PropertyKey, unknown>();

  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.ELEMENT) throw new Error('passProperties() belongs on an element.');
  }

  render(_from: ReactiveElement, _except?: string[]) {
    return noChange;
  }

  override update(part: ElementPart, [from, except = []]: [ReactiveElement, string[]?]) {
    const element = part.element as unknown as Properties;
    const declared = (part.element.constructor as typeof ReactiveElement).elementProperties;
    for (const [name, options] of (from.constructor as typeof ReactiveElement).elementProperties) {
      if (options.state || !declared?.has(name) || except.includes(String(name))) continue;
      const value = (from as unknown as Properties)[name];
      if (this.passed.has(name) && this.passed.get(name) === value) continue;
      this.passed.set(name, value);
      element[name] = value;
    }
    return noChange;
  }
}

const passProperties = directive(PassProperties);

/**
 * The simplest embed: `<swap-quote>`, `<swap-deposit>` and `<swap-status>` as the steps of one flow in one group.
 * Its properties (origin-asset, amount, base-url, theme, token, appFees...) are passed to the inner elements that have
 * them, as properties; any other attribute is copied to them (and removed from them when removed from the widget).
 * Unset, each means the inner element's default. The step follows the group's store, so a reload resumes the swap.
 *
 * @tag swap-widget
 * @summary Quote, deposit and status as one flow.
 * @fires swap-quote-change - From the inner <swap-quote>: a new dry quote (bubbles out of the widget).
 * @fires swap-quote-confirm - From the inner <swap-quote>: a confirmed, signature-checked quote.
 * @fires swap-deposit-submit - From the inner <swap-deposit>: the deposit transaction hash was submitted.
 * @fires swap-status-change - From the inner <swap-status>: the swap's status changed.
 * @fires swap-complete - From the inner <swap-status>: the swap reached SUCCESS, REFUNDED or FAILED.
 * @fires swap-deposit-restart - From the inner <swap-deposit>: the user asked for a new quote.
 * @fires swap-error - From any inner element: something failed (it is also shown).
 * @csspart steps - The step indicator list.
 * @csspart step - One step of the indicator.
 * @csspart new-swap - The "start a new swap" button.
 * @csspart steps-loading - "Loading the next step…", while the deposit and status steps are fetched.
 * @csspart steps-error - The message when they could not be fetched (the swap stays saved).
 * @csspart steps-retry - The button that fetches them again.
 * @csspart quote - The inner <swap-quote>; each of its parts is `quote__<part>` (e.g. `quote__confirm-button`).
 * @csspart deposit - The inner <swap-deposit>; each of its parts is `deposit__<part>` (e.g. `deposit__copy-button`).
 * @csspart status - The inner <swap-status>; each of its parts is `status__<part>` (e.g. `status__status-title`).
 * @cssproperty --swap-widget-max-width - Width limit of the widget (default 480px).
 */
export class SwapWidget extends SwapElement {
  static override styles = [
    ...SwapElement.styles,
    css`
      :host {
        display: block;
        max-width: var(--swap-widget-max-width, 480px);
        /* The step labels' colours are picked for this surface, so it must be behind them. */
        background: var(--_surface);
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
  private readonly words = new Localize(this, 'widget', widgetMessages, commonMessages);

  /** Fetches the deposit and status steps' modules (tests stand in a failing fetch, as a lost connection would be). */
  static fetchLaterSteps = (): Promise<unknown> =>
    Promise.all([import('../swap-deposit/swap-deposit.js'), import('../swap-status/swap-status.js')]);

  private observer = new MutationObserver(() => this.passAttributes());
  /** The later steps' fetch while the flow waits for it; `failed` once it failed (a retry button is shown). */
  private stepsLoading?: Promise<unknown>;
  @state() private stepsFailed = false;
  /** The attributes copied to the inner elements by the last pass, to remove the ones the widget no longer has. */
  private copied = new Set<string>();

  /** Asset id of the token sent (passed to <swap-quote>). */
  @property({ attribute: 'origin-asset' }) originAsset?: string;

  /** Asset id of the token received (passed to <swap-quote>). */
  @property({ attribute: 'destination-asset' }) destinationAsset?: string;

  /** Only these asset ids are offered (space- or comma-separated; passed to <swap-quote>). */
  @property({ converter: listConverter }) assets?: string[];

  /** Only tokens on these chains are offered (space- or comma-separated chain codes; passed to <swap-quote>). */
  @property({ converter: listConverter }) chains?: string[];

  /** The origin token cannot be changed (passed to <swap-quote>). */
  @property({ type: Boolean, attribute: 'lock-origin' }) lockOrigin = false;

  /** The destination token cannot be changed (passed to <swap-quote>). */
  @property({ type: Boolean, attribute: 'lock-destination' }) lockDestination = false;

  /** The amount in decimal units of the amount's token (passed to <swap-quote>). */
  @property() amount?: string;

  /** EXACT_INPUT (default), EXACT_OUTPUT, FLEX_INPUT, or ANY_INPUT (only with a partner token); passed to <swap-quote>. */
  @property({ attribute: 'swap-type' }) swapType?: SwapType;

  /** Slippage tolerance in basis points (100 = 1%, the default); passed to <swap-quote>. */
  @property({ type: Number }) slippage?: number;

  /** Address (or account) that receives the tokens (passed to <swap-quote>). */
  @property() recipient?: string;

  /** DESTINATION_CHAIN (default) or INTENTS (a NEAR Intents account); passed to <swap-quote>. */
  @property({ attribute: 'recipient-type' }) recipientType?: RecipientType;

  /** Address (or account) that gets refunds (passed to <swap-quote>). */
  @property({ attribute: 'refund-address' }) refundAddress?: string;

  /** ORIGIN_CHAIN (default) or INTENTS (a NEAR Intents account); passed to <swap-quote>. */
  @property({ attribute: 'refund-type' }) refundType?: RefundType;

  /** ORIGIN_CHAIN (default: from a wallet or exchange) or INTENTS; passed to <swap-quote>. */
  @property({ attribute: 'deposit-type' }) depositType?: DepositType;

  /** Minutes from the quote until refunds begin when no deposit arrived (default 60); passed to <swap-quote>. */
  @property({ type: Number, attribute: 'deadline-minutes' }) deadlineMinutes?: number;

  /** How long the service may wait for market makers, in ms (default configure() or 3000); passed to <swap-quote>. */
  @property({ type: Number, attribute: 'quote-waiting-time-ms' }) quoteWaitingTimeMs?: number;

  /** Basis points of USD value a quote may lose before a tick is asked (default 500 = 5%); passed to <swap-quote>. */
  @property({ type: Number, attribute: 'confirm-loss-bps' }) confirmLossBps?: number;

  /** Token icon URL template ({blockchain}, {symbol}, {contractAddress}, {assetId}); passed to <swap-quote>. */
  @property({ attribute: 'token-icons' }) tokenIcons?: string;

  /** A token's icon URL (undefined: token-icons, else the built-in logo or monogram); passed to <swap-quote>. */
  @property({ attribute: false }) tokenIcon?: (token: Token) => string | undefined;

  /** Asset ids offered first in the token lists, in this order (comma-separated); passed to <swap-quote>. */
  @property({ attribute: 'featured-tokens', converter: listConverter }) featuredTokens?: string[];

  /** Offers a "Confidential swap" choice when a partner credential goes with the quotes; passed to <swap-quote>. */
  @property({ type: Boolean }) confidential = false;

  /** Seconds between status checks instead of the schedule (kiosks); passed to <swap-status>. */
  @property({ type: Number }) interval?: number;

  /** The timer behind the status checks (tests and hosts can drive polling); passed to <swap-status>. */
  @property({ attribute: false }) scheduler?: PollScheduler;

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
    return isFinalStatus(swapStatus(active).response?.status) ? 'done' : 'deposit';
  }

  /**
   * Copies the widget's other attributes (those of no property: passProperties() passes those) to the inner elements,
   * each ignoring the ones it does not know, and removes from them the ones the widget no longer has.
   */
  private passAttributes(): void {
    const ownProperties = new Set<string>();
    for (const [name, options] of (this.constructor as typeof SwapWidget).elementProperties) {
      if (options.attribute !== false)
        ownProperties.add(typeof options.attribute === 'string' ? options.attribute : String(name).toLowerCase());
    }
    const names = new Set<string>();
    for (const { name } of this.attributes) if (!OWN_ATTRIBUTES.has(name) && !ownProperties.has(name)) names.add(name);
    for (const element of this.renderRoot.querySelectorAll('swap-quote, swap-deposit, swap-status')) {
      for (const name of names) {
        const value = this.getAttribute(name)!;
        if (element.getAttribute(name) !== value) element.setAttribute(name, value);
      }
      for (const name of this.copied) if (!names.has(name)) element.removeAttribute(name);
    }
    this.copied = names;
  }

  /**
   * Sends on an inner element's event that can no longer bubble out of the widget: a step change may remove the element
   * before it fires (<swap-quote> activates the swap, which switches the step, then announces the confirmation once it
   * has rendered it), and the page must still hear every event.
   */
  private readonly forward = (event: Event) => {
    if (event.composedPath().includes(this)) return;
    const Forwarded = INNER_EVENTS[event.type];
    if (Forwarded) this.dispatchEvent(new Forwarded((event as CustomEvent).detail));
  };

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    // A swap is active (confirmed, or resumed after a reload): its steps are needed now. After a failed fetch, the
    // retry button asks again; back at the quote step, the next swap tries afresh.
    if (this.step === 'quote') this.stepsFailed = false;
    else if (!this.stepsFailed) this.loadSteps();
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    this.passAttributes();
  }

  /**
   * Fetches the deposit and status elements; the widget renders the step once they are defined, so they get the
   * widget's properties before they first connect (and never start with their defaults).
   */
  private loadSteps(): void {
    if (laterStepsDefined() || this.stepsLoading) return;
    this.stepsFailed = false;
    this.stepsLoading = loadLaterSteps().then(
      () => {
        this.stepsLoading = undefined;
        this.requestUpdate();
      },
      () => {
        this.stepsLoading = undefined;
        // A fetch ahead of need (a visitor about to confirm) fails quietly: the step's own need fetches again.
        this.stepsFailed = this.step !== 'quote';
      },
    );
  }

  /** The visitor moves to confirm (pointer or focus on the quote's confirm button): the next steps load meanwhile. */
  private readonly aboutToConfirm = (event: Event) => {
    const onConfirm = (node: EventTarget) => node instanceof Element && node.part.contains('confirm-button');
    if (event.composedPath().some(onConfirm)) this.loadSteps();
  };

  /** Complete once the step shown is rendered, including a step whose elements were still loading. */
  protected override async getUpdateComplete(): Promise<boolean> {
    let result = await super.getUpdateComplete();
    while (this.stepsLoading) {
      await this.stepsLoading;
      result = await super.getUpdateComplete();
    }
    return result;
  }

  private newSwap(): void {
    this.storeController.store.clearActive();
  }

  protected override render() {
    const t = this.words.t;
    const step = this.step;
    const steps: [Step, string][] = [
      ['quote', t('stepQuote')],
      ['deposit', t('stepDeposit')],
      ['done', t('stepDone')],
    ];
    const order = steps.findIndex(([id]) => id === step);
    const number = numberFormat(this.words.locale);
    const forward = this.forward;
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
                part="quote"
                exportparts=${exportParts('quote')}
                ${passProperties(this, ['scheduler'])}
                @swap-quote-change=${forward}
                @swap-quote-confirm=${forward}
                @pointerover=${this.aboutToConfirm}
                @focusin=${this.aboutToConfirm}
                @swap-error=${forward}
              ></swap-quote>`
            : this.renderLaterSteps(step)
        }
      </div>
    `;
  }

  /** The deposit and done steps: the status below the deposit, or alone with a "new swap" button once it ended. */
  private renderLaterSteps(step: Step) {
    const t = this.words.t;
    const forward = this.forward;
    if (laterStepsDefined())
      return html`${
          step === 'deposit'
            ? html`<swap-deposit
                part="deposit"
                exportparts=${exportParts('deposit')}
                ${passProperties(this)}
                @swap-deposit-submit=${forward}
                @swap-deposit-restart=${forward}
                @swap-error=${forward}
              ></swap-deposit>`
            : nothing
        }
        <swap-status
          part="status"
          exportparts=${exportParts('status')}
          ${passProperties(this)}
          @swap-status-change=${forward}
          @swap-complete=${forward}
          @swap-error=${forward}
        ></swap-status>
        ${
          step === 'done'
            ? html`<button part="new-swap" type="button" @click=${this.newSwap}>${t('newSwapButton')}</button>`
            : nothing
        }`;
    // Their elements are still being fetched, or could not be (the swap itself is safe in the store).
    return this.stepsFailed
      ? html`<p part="steps-error" role="alert">${t('stepLoadFailed')}</p>
          <button part="steps-retry" type="button" @click=${() => this.loadSteps()}>${t('stepLoadRetry')}</button>`
      : html`<p part="steps-loading" role="status">${t('stepLoading')}</p>`;
  }
}

SwapWidget.define('swap-widget');

declare global {
  interface HTMLElementTagNameMap {
    'swap-widget': SwapWidget;
  }
}
