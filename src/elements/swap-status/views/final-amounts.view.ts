// The card of a final swap that shows how its amounts add up, every digit (final-amounts.model.ts has the arithmetic):
// arrived − swapped − refund fee = refunded, what was delivered, and the fees the swapped amount included.
import { html, nothing, type TemplateResult } from 'lit';
import { formatBps } from '../../../core/bps.js';
import { findToken } from '../../../core/assets.js';
import { finalAmounts, type FeeContext, type FinalLine } from '../final-amounts.model.js';
import type { amountText, StatusView } from './status.view.js';

type AmountText = typeof amountText;

const LABELS = {
  sent: 'finalSentLabel',
  swapped: 'finalSwappedLabel',
  refundFee: 'finalRefundFeeLabel',
  refunded: 'finalRefundedLabel',
  delivered: 'finalDeliveredLabel',
} as const;

/** The sign before a line in the sum: taken away from what arrived, or the result. Delivered stands apart. */
const SIGNS: Record<FinalLine['kind'], string> = {
  sent: '',
  swapped: '− ',
  refundFee: '− ',
  refunded: '= ',
  delivered: '',
};

/** The card; `amountText` comes from the element (importing status.view.ts here would split the element's chunk). */
export function finalAmountsSection(
  view: StatusView,
  context: FeeContext,
  amountText: AmountText,
): TemplateResult | typeof nothing {
  const { t, quote } = view;
  const { originAsset, destinationAsset } = quote?.quoteRequest ?? {};
  const symbols = {
    originSymbol: findToken(view.tokens, originAsset)?.symbol,
    destinationSymbol: findToken(view.tokens, destinationAsset)?.symbol,
  };
  const card = finalAmounts(view.latest?.status, view.latest?.swapDetails, quote, { ...context, ...symbols });
  if (!card || !quote) return nothing;
  const text = (units: string, asset: 'in' | 'out') =>
    amountText(view, units, undefined, asset === 'in' ? originAsset : destinationAsset, true);
  // Signs only when the figures add up; otherwise each amount stands as the service reported it.
  const sign = (line: FinalLine) => (card.addsUp ? SIGNS[line.kind] : '');
  return html`<div part="final-amounts">
    <p class="heading">${t('finalAmountsHeading')}</p>
    ${
      card.lines.length
        ? html`<dl>
            ${card.lines.map(
              (line) =>
                html`<dt>${t(LABELS[line.kind])}</dt>
                  <dd part="final-${line.kind}" class="strong">${sign(line)}${text(line.units, line.asset)}</dd>`,
            )}
          </dl>`
        : nothing
    }
    ${
      card.fees.length
        ? html`<p>${t('finalFeesHeading')}</p>
            <ul part="final-fees">
              ${card.fees.map(
                (fee) =>
                  html`<li>
                    ${t('finalFeeLine', {
                      fee:
                        fee.kind === 'app'
                          ? t('finalAppFee', { recipient: fee.recipient ?? '' })
                          : t(fee.kind === 'platform' ? 'finalPlatformFee' : 'finalInsuranceFee'),
                      percent: formatBps(fee.bps, view.locale),
                      amount: text(fee.units.toString(), 'in'),
                    })}
                  </li>`,
              )}
            </ul>`
        : nothing
    }
    ${card.addsUp ? nothing : html`<p part="final-incomplete" class="note">${t('finalIncomplete')}</p>`}
  </div>`;
}
