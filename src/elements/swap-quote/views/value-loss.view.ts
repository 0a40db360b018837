// The confirmation a quote that loses much of its USD value needs before "Get deposit address" (the element's
// confirm-loss-bps): what it loses, and a checkbox the user ticks to go on.
import { html, nothing, type TemplateResult } from 'lit';
import { formatUsd, toDecimal } from '../../../core/amounts.js';
import { numberFormat } from '../../../core/intl.js';
import type { QuoteText } from '../quote-form.model.js';
import { valueChange, type QuoteValue } from '../quote-value.model.js';

export interface ValueLossView {
  t: QuoteText;
  locale?: string;
  /** The current quote's value, when it loses more than the element allows without a confirmation. */
  loss?: QuoteValue;
  accepted: boolean;
  /** The user tried to get the deposit address without ticking the box. */
  refused: boolean;
  accept(accepted: boolean): void;
}

const usd = (value: bigint, locale?: string) => formatUsd(toDecimal(value, 12), locale);

export function renderValueLoss(v: ValueLossView): TemplateResult | typeof nothing {
  const loss = v.loss;
  if (!loss) return nothing;
  const percent = numberFormat(v.locale, { style: 'percent', maximumFractionDigits: 2 }).format(-valueChange(loss));
  const error = v.refused && !v.accepted;
  return html`<div class="loss" part="loss-confirm">
    <p class="warning" id="loss-detail">
      ${v.t('lossWarning', { percent, amountIn: usd(loss.in, v.locale), amountOut: usd(loss.out, v.locale) })}
    </p>
    <label class="check">
      <input
        type="checkbox"
        id="loss-accept"
        part="loss-accept"
        .checked=${v.accepted}
        aria-invalid=${error ? 'true' : 'false'}
        aria-describedby=${error ? 'loss-detail loss-error' : 'loss-detail'}
        @change=${(e: Event) => v.accept((e.target as HTMLInputElement).checked)}
      />
      ${v.t('lossAccept', { percent })}
    </label>
    ${error ? html`<p class="error" part="error" id="loss-error">${v.t('lossNotAccepted')}</p>` : nothing}
  </div>`;
}
