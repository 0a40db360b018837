// <swap-order>'s form: side, price (with the market price beside it), quantity, deadline, recipient and refund
// address, each with its own sentence when it is wrong (linked by aria-describedby), whether to fund it from the
// payer's NEAR Intents balance, and the request's error.
import { html, nothing } from 'lit';
import type { MessageCatalogue, Translate } from '../../../i18n/messages.js';
import type { FieldChecks, OrderField, OrderForm, Pair } from '../order.model.js';

export interface FormView {
  t: Translate<MessageCatalogue['order']>;
  form: OrderForm;
  pair: Pair;
  /** The market price as text (undefined: unknown). */
  market?: string;
  checks: FieldChecks;
  /** The failed request's sentence. */
  error?: string;
  busy: boolean;
  change(field: keyof OrderForm, value: string): void;
  submit(): void;
}

function field(v: FormView, name: OrderField, label: string, value: string, extra: unknown = nothing) {
  const check = v.checks[name];
  return html`<div class="field">
    <label for=${name}>${label}</label>
    <div class="row">
      <input
        id=${name}
        part="input-${name}"
        autocomplete="off"
        .value=${value}
        aria-invalid=${check ? 'true' : 'false'}
        aria-describedby=${check ? `${name}-check` : nothing}
        @input=${(e: Event) => v.change(name === 'days' ? 'days' : name, (e.target as HTMLInputElement).value)}
      />${extra}
    </div>
    ${check ? html`<p id="${name}-check" part="check" class="check">${v.t(check.key, check.values)}</p>` : nothing}
  </div>`;
}

export function renderForm(v: FormView) {
  const { t, form, pair } = v;
  const names = { base: pair.base.symbol, quote: pair.quote.symbol };
  return html`<form
    part="form"
    novalidate
    @submit=${(e: Event) => {
      e.preventDefault();
      v.submit();
    }}
  >
    <fieldset part="side">
      <legend>${t('sideLabel')}</legend>
      ${(['SELL', 'BUY'] as const).map(
        (side) =>
          html`<label class="choice"
            ><input
              type="radio"
              name="side"
              value=${side}
              .checked=${form.side === side}
              @change=${() => v.change('side', side)}
            />${t(side === 'SELL' ? 'sideSell' : 'sideBuy', names)}</label
          >`,
      )}
    </fieldset>
    ${field(
      v,
      'price',
      t('priceLabel', names),
      form.price,
      html`<span part="market" class="hint"
        >${v.market ? t('marketPrice', { price: v.market }) : t('marketUnknown')}</span
      >`,
    )}
    ${field(v, 'quantity', t('quantityLabel', names), form.quantity)} ${field(v, 'days', t('deadlineLabel'), form.days)}
    <p part="gtc" class="hint">${t('gtcLabel')}</p>
    ${field(v, 'recipient', t('recipientLabel'), form.recipient)}
    ${field(v, 'refundTo', t('refundLabel'), form.refundTo)}
    <div class="field">
      <label class="choice"
        ><input
          type="checkbox"
          part="from-intents"
          aria-describedby="from-intents-hint"
          .checked=${form.depositType === 'INTENTS'}
          @change=${(e: Event) =>
            v.change('depositType', (e.target as HTMLInputElement).checked ? 'INTENTS' : 'ORIGIN_CHAIN')}
        />${t('fromIntentsLabel')}</label
      >
      <p id="from-intents-hint" class="hint">${t('fromIntentsHint')}</p>
    </div>
    ${v.error ? html`<p part="error" class="check" role="alert">${v.error}</p>` : nothing}
    <button part="place-button" type="submit" ?disabled=${v.busy}>${v.busy ? t('placing') : t('placeButton')}</button>
  </form>`;
}
