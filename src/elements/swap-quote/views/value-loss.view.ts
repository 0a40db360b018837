// The confirmation a quote that loses much of its USD value needs before "Get deposit address" (the element's
// confirm-loss-bps): what it loses, and a checkbox the user ticks to go on.
import { html, nothing, type TemplateResult } from 'lit';
import { formatUsd, toDecimal } from '../../../core/amounts.js';
import { numberFormat } from '../../../core/intl.js';
import type { QuoteText } from '../quote-form.model.js';
import { valueChange, type QuoteValue } from '../quote-value.model.js';
import { lossMessages } from '../../../i18n/en/quote-loss.js';
import { formatMessage } from '../../../i18n/messages.js';

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

export function renderValueLoss(view: ValueLossView): TemplateResult | typeof nothing {
  const loss = view.loss;
  if (!loss) return nothing;
  // The page's words, else the English that comes with this chunk (en/quote-loss.ts): a missing key answers itself.
  const t = ((key, values) => {
    const said = view.t(key, values);
    return said === key && key in lossMessages
      ? formatMessage(lossMessages[key as keyof typeof lossMessages], values, view.locale)
      : said;
  }) as QuoteText;
  const v = { ...view, t };
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
