// <swap-order>'s order card: what the payer needs to follow an order. Its fill status and payout status in words,
// where and how much to send while it waits for funds (never once it is past needing them), the deposited amount, the
// estimated fees, the deadline, each partial fill, the payouts with their transaction hashes, and cancelling (after a
// confirmation that says what happens to the unfilled part and where it goes).
import { html, nothing } from 'lit';
import { safeHttpUrl } from '../../../core/safe-url.js';
import { formatDateTime } from '../../../core/time.js';
import type { MessageCatalogue, Translate } from '../../../i18n/messages.js';
import {
  canCancel,
  depositAsset,
  fillWord,
  fundingAmount,
  needsFunding,
  payoutAsset,
  payoutWord,
  transferWord,
  unfilledPart,
  type Order,
  type OrderTransfer,
} from '../order.model.js';

export interface CardView {
  t: Translate<MessageCatalogue['order']>;
  locale?: string;
  order: Order;
  /** An amount in smallest units of an asset, as text with its token. */
  amount(units: string | bigint, assetId: string): string;
  /** Why the last check failed (checks go on). */
  failure?: string;
  /** The QR code, the wallets and the signing (controllers/order-fund-controller.ts, once its chunk is here). */
  fund?: unknown;
  confirming: boolean;
  cancelling: boolean;
  cancel(): void;
  confirm(): void;
  keep(): void;
}

/** A payout's hash, linked to the chain's explorer when the service names the page (http(s) only). */
function txHash(v: CardView, hash: string, href: string | undefined) {
  const text = v.t('txLink', { hash });
  return html`<span part="tx" class="mono"
      >${
        href
          ? html`<a part="tx-link" href=${href} target="_blank" rel="noopener noreferrer"
              >${text}<span class="visually-hidden"> ${v.t('opensInNewTab')}</span></a
            >`
          : text
      }</span
    ><swap-copy-button exportparts="button: copy-button" .value=${hash}></swap-copy-button>`;
}

function transfer(v: CardView, key: 'withdrawalLine' | 'refundLine', leg: OrderTransfer, asset: string) {
  const word = transferWord(leg.status);
  return html`<li part="payout">
    <span>${v.t(key, { status: word ? v.t(word) : leg.status })}</span>
    ${leg.amount ? html`<span part="payout-amount">${v.amount(leg.amount, leg.asset ?? asset)}</span>` : nothing}
    ${leg.txHash ? txHash(v, leg.txHash, safeHttpUrl(leg.explorerUrl)) : nothing}
  </li>`;
}

function funding(v: CardView) {
  const a = v.order.attributes;
  const amount = fundingAmount(a);
  return html`<div part="fund" class="fund">
    <h3>${v.t('fundTitle')}</h3>
    <p>${v.t('fundSend', { amount: amount ? v.amount(amount, depositAsset(a)) : '' })}</p>
    <div class="row">
      <span part="deposit-address" class="mono">${a.depositAddress}</span>
      <swap-copy-button
        exportparts="button: copy-button"
        .value=${a.depositAddress ?? ''}
        label=${v.t('copyAddress')}
      ></swap-copy-button>
    </div>
    ${
      a.depositMemo
        ? html`<div class="row">
            <span>${v.t('fundMemo')}</span> <span part="deposit-memo" class="mono">${a.depositMemo}</span>
            <swap-copy-button
              exportparts="button: copy-button"
              .value=${a.depositMemo}
              label=${v.t('copyMemo')}
            ></swap-copy-button>
          </div>`
        : nothing
    }
    ${v.fund ?? nothing}
  </div>`;
}

function cancelStep(v: CardView) {
  const a = v.order.attributes;
  const left = unfilledPart(a);
  const where =
    a.refundType === 'INTENTS' || a.refundType === 'CONFIDENTIAL_INTENTS' ? 'refundToIntents' : 'refundToOrigin';
  return html`<div part="confirm" role="group" aria-labelledby="cancel-question">
    <p id="cancel-question"><strong>${v.t('cancelQuestion')}</strong></p>
    <p part="confirm-detail">
      ${
        left > 0n
          ? v.t('cancelDetail', {
              amount: v.amount(left, depositAsset(a)),
              address: a.refundTo ?? '',
              type: v.t(where),
            })
          : v.t('cancelUnfunded')
      }
    </p>
    <div class="row">
      <button part="confirm-button" @click=${v.confirm}>${v.t('cancelConfirm')}</button>
      <button part="keep-button" id="keep" @click=${v.keep}>${v.t('cancelKeep')}</button>
    </div>
  </div>`;
}

export function renderCard(v: CardView) {
  const { t, order } = v;
  const a = order.attributes;
  const fills = a.partialFills ?? [];
  const payouts = a.payouts;
  const withdrawals = payouts?.allWithdrawals?.length
    ? payouts.allWithdrawals
    : payouts?.withdrawal
      ? [payouts.withdrawal]
      : [];
  return html`<article part="card" aria-labelledby="order-title">
    <h3 id="order-title" part="fill-status">${t(fillWord(a.fillStatus), { status: a.fillStatus })}</h3>
    ${a.payoutStatus ? html`<p part="payout-status">${t(payoutWord(a.payoutStatus), { status: a.payoutStatus })}</p>` : nothing}
    ${v.failure ? html`<p part="check-failed" class="check">${t('checkingAgain', { reason: v.failure })}</p>` : nothing}
    ${needsFunding(a) ? funding(v) : nothing}
    <dl part="facts">
      ${
        a.depositedAmount
          ? html`<dt>${t('depositedLabel')}</dt>
              <dd part="deposited">${v.amount(a.depositedAmount, depositAsset(a))}</dd>`
          : nothing
      }
      ${
        a.estimatedWithdrawFee || a.estimatedRefundFee
          ? html`<dt>${t('feesLabel')}</dt>
              <dd part="fees">
                ${t('feesValue', {
                  withdraw: v.amount(a.estimatedWithdrawFee ?? '0', payoutAsset(a)),
                  refund: v.amount(a.estimatedRefundFee ?? '0', depositAsset(a)),
                })}
              </dd>`
          : nothing
      }
      ${
        a.deadline
          ? html`<dt>${t('deadlineValue')}</dt>
              <dd part="deadline">${formatDateTime(a.deadline, v.locale)}</dd>`
          : nothing
      }
    </dl>
    <h4>${t('fillsTitle')}</h4>
    ${
      fills.length
        ? html`<ol part="fills">
            ${fills.map(
              (fill) =>
                html`<li part="fill">
                  ${t('fillLine', {
                    amountIn: v.amount(fill.amountIn, depositAsset(a)),
                    amountOut: v.amount(fill.amountOut, payoutAsset(a)),
                  })}
                </li>`,
            )}
          </ol>`
        : html`<p part="no-fills">${t('noFills')}</p>`
    }
    ${
      withdrawals.length || payouts?.refund
        ? html`<h4>${t('payoutsTitle')}</h4>
            <ul part="payouts">
              ${withdrawals.map((leg) => transfer(v, 'withdrawalLine', leg, payoutAsset(a)))}
              ${payouts?.refund ? transfer(v, 'refundLine', payouts.refund, depositAsset(a)) : nothing}
            </ul>`
        : nothing
    }
    ${
      canCancel(a) && !v.cancelling
        ? v.confirming
          ? cancelStep(v)
          : html`<button part="cancel-button" id="cancel" @click=${v.cancel}>${t('cancelButton')}</button>`
        : nothing
    }
  </article>`;
}
