// <swap-deposit> once the deposit arrived or the swap is over: what happened, the address for reference, the receipt.
import { html, nothing, type TemplateResult } from 'lit';
import { isUnitsString } from '../../../core/amounts.js';
import { findToken } from '../../../core/assets.js';
import { isUnconfirmedSuccess } from '../../../core/status.js';
import { richMessage } from '../../../i18n/messages.js';
import {
  type DepositView,
  memoOf,
  verifiedMark,
  receiptButton,
  newQuoteButton,
  readableFormatter,
} from './deposit-parts.view.js';

/**
 * The deposit arrived (the swap is under way) or the swap is over: what happened, the address for reference and
 * the receipt. Nothing here asks for funds: no amount to copy, QR, countdown or hash form.
 */
export function receivedSection(v: DepositView) {
  const { t, quoteResponse, tokens, known } = v;
  const { quote, quoteRequest } = quoteResponse;
  const status = known.status;
  const details = known.response?.swapDetails;
  const amount = (units: string | null | undefined, assetId: string) => {
    const token = findToken(tokens, assetId);
    return token && isUnitsString(units) ? readableFormatter(v, token, token.symbol)(units) : undefined;
  };
  const address = (value: string) => html`<span class="address">${value}</span>`;
  const memo = memoOf(quoteResponse);
  let body: TemplateResult;
  if (v.phase === 'received') {
    body = html`<div part="received" tabindex="-1">
      <p><strong>${t('receivedTitle')}</strong></p>
      <p>${status === 'PROCESSING' ? t('receivedProcessing') : t('receivedKnownDepositTx')}</p>
    </div>`;
  } else {
    let title: string;
    let detail: unknown;
    if (isUnconfirmedSuccess(status, details)) {
      // SUCCESS showing no delivery: the service has answered so for deposits it refunded. Never "delivered".
      title = t('outcomeUnconfirmedTitle');
      detail = richMessage(t('outcomeUnconfirmed'), { refundTo: address(quoteRequest.refundTo) });
    } else if (status === 'SUCCESS') {
      const delivered = amount(details?.amountOut, quoteRequest.destinationAsset);
      const recipient = address(quoteRequest.recipient);
      title = t('outcomeSuccessTitle');
      detail = delivered
        ? richMessage(t('outcomeSuccessWithAmount'), { amount: delivered, recipient })
        : richMessage(t('outcomeSuccess'), { recipient });
    } else if (status === 'REFUNDED') {
      const refunded = amount(details?.refundedAmount, quoteRequest.originAsset);
      const refundTo = address(quoteRequest.refundTo);
      title = t('outcomeRefundedTitle');
      detail = refunded
        ? richMessage(t('outcomeRefundedWithAmount'), { amount: refunded, refundTo })
        : richMessage(t('outcomeRefunded'), { refundTo });
    } else {
      title = t('outcomeFailedTitle');
      detail = t('outcomeFailed');
    }
    body = html`<div part="outcome" class="outcome-${status?.toLowerCase()}" tabindex="-1">
      <p><strong>${title}</strong></p>
      <p>${detail}</p>
    </div>`;
  }
  return html`
    ${verifiedMark(t)} ${body} ${v.wallet ?? nothing}
    <div part="deposit-address" class="field">
      <span class="label">${t('depositedToLabel')}</span>
      <span part="deposit-address-value" class="value">${quote.depositAddress}</span>
      ${
        memo
          ? html`<span class="label">${t('memoLabel')}</span> <span part="memo-value" class="value">${memo}</span>`
          : nothing
      }
    </div>
    ${v.phase === 'final' ? newQuoteButton(t, v.onNewQuote) : nothing} ${receiptButton(v)}
  `;
}
