// The facts of a swap in <swap-status>'s card, as plain functions of the view object: amounts sent, received and
// refunded; deposit address, memo, times, deadline and network fees; the transaction hashes with safe links.
import { html, nothing, type TemplateResult } from 'lit';
import type { TxHash } from '../../../api/schemas.js';
import { isUnitsString } from '../../../core/amounts.js';
import { chainName, findToken } from '../../../core/assets.js';
import { HYPERLIQUID_USDC } from '../../../core/chains.js';
import { isFinalStatus, isUnconfirmedSuccess } from '../../../core/status.js';
import { formatDateTime, formatDuration } from '../../../core/time.js';
import { richMessage } from '../../../i18n/messages.js';
import { amount, countdown, paidFromIntents, readableAmountOf, type StatusView } from './status.view.js';
import { refundReasonWords } from '../status-words.model.js';
import { safeHttpUrl } from '../../../core/safe-url.js';

/** Statuses in which the amount may still be sent: only then is it labelled "You send". */
const NEEDS_FUNDS = new Set(['PENDING_DEPOSIT', 'INCOMPLETE_DEPOSIT']);

export { safeHttpUrl };

export function amountsSection(view: StatusView, status: string | undefined) {
  const { t, quote } = view;
  if (!quote) return nothing;
  const details = view.latest?.swapDetails;
  const q = quote.quote;
  // USDC to Hyperliquid lands in the perps balance: said where the recipient is shown.
  const perps =
    quote.quoteRequest.destinationAsset === HYPERLIQUID_USDC &&
    quote.quoteRequest.recipientType === 'DESTINATION_CHAIN';
  const recipient = html`<dt>${t('recipientLabel')}</dt>
    <dd class="mono">${quote.quoteRequest.recipient}</dd>
    ${perps ? html`<dd part="chain-note" class="note">${t('hyperliquidPerpsNote')}</dd>` : nothing}`;
  // ANY_INPUT without a quoted amount (amount "0", any token): no amounts to quote; its withdrawals have the figures.
  if (quote.quoteRequest.swapType === 'ANY_INPUT' && !(isUnitsString(q.amountIn) && BigInt(q.amountIn) > 0n)) {
    return html`<dl part="amounts">${recipient}</dl>`;
  }
  const assetIn = quote.quoteRequest.originAsset;
  const assetOut = quote.quoteRequest.destinationAsset;
  // A SUCCESS that shows no delivery is not one here: nothing is said to be received (status.view.ts says why).
  const unconfirmed = isUnconfirmedSuccess(status, details);
  const success = status === 'SUCCESS' && !unconfirmed;
  const refunded = details?.refundedAmount && details.refundedAmount !== '0' ? details : undefined;
  const reason = details?.refundReason;
  const deposited = details?.depositedAmount;
  const sendUnits = success && details?.amountIn ? details.amountIn : q.amountIn;
  return html`<dl part="amounts">
    <dt>
      ${
        success
          ? t('swappedLabel')
          : (!status || NEEDS_FUNDS.has(status)) && !view.pastDeadline
            ? t('youSendLabel')
            : t('quotedInLabel')
      }
    </dt>
    <dd>
      ${
        success && details?.amountIn
          ? amount(view, details.amountIn, details.amountInFormatted, details.amountInUsd, assetIn)
          : amount(view, q.amountIn, q.amountInFormatted, q.amountInUsd, assetIn)
      }
    </dd>
    ${
      deposited && status !== 'INCOMPLETE_DEPOSIT' && deposited !== sendUnits
        ? html`<dt>${t('depositedLabel')}</dt>
            <dd>
              ${amount(view, deposited, details?.depositedAmountFormatted, details?.depositedAmountUsd, assetIn)}
            </dd>`
        : nothing
    }
    ${
      status === 'REFUNDED' || status === 'FAILED' || unconfirmed
        ? nothing
        : html`<dt>${success ? t('receivedLabel') : t('youReceiveLabel')}</dt>
            <dd>
              ${
                success && details?.amountOut
                  ? amount(view, details.amountOut, details.amountOutFormatted, details.amountOutUsd, assetOut)
                  : html`${amount(view, q.amountOut, q.amountOutFormatted, q.amountOutUsd, assetOut)}
                    ${success ? html`<span class="note">${t('receivedNotReported')}</span>` : nothing}
                    ${
                      !success && q.minAmountOut && q.minAmountOut !== q.amountOut
                        ? html`<span class="note"
                            >${
                              quote.quoteRequest.swapType === 'ANY_INPUT' && q.minAmountIn
                                ? richMessage(t('estimatedAnyInputMinimum'), {
                                    min: readableAmountOf(view, q.minAmountIn, undefined, assetIn),
                                    amount: readableAmountOf(view, q.minAmountOut, undefined, assetOut),
                                  })
                                : richMessage(t('estimatedAtLeast'), {
                                    amount: readableAmountOf(view, q.minAmountOut, undefined, assetOut),
                                  })
                            }</span
                          >`
                        : nothing
                    }`
              }
            </dd>`
    }
    ${
      refunded
        ? html`<dt>${t('refundedLabel')}</dt>
            <dd>
              ${amount(view, refunded.refundedAmount, refunded.refundedAmountFormatted, refunded.refundedAmountUsd, assetIn)}
              <span class="note"
                >${
                  success && !reason
                    ? t('refundedExcess')
                    : t(quote.quoteRequest.refundType === 'INTENTS' ? 'refundedToIntents' : 'refundedTo', {
                        address: quote.quoteRequest.refundTo,
                      })
                }</span
              >
            </dd>`
        : nothing
    }
    ${
      reason && (status === 'REFUNDED' || status === 'FAILED' || refunded)
        ? html`<dt>${status === 'FAILED' ? t('reasonLabel') : t('refundReasonLabel')}</dt>
            <dd part="refund-reason">${refundReasonWords(t, reason)}</dd>`
        : nothing
    }
    ${recipient}
  </dl>`;
}

export function detailsSection(view: StatusView, status: string | undefined): TemplateResult {
  const { t, quote, swap, deadline, locale } = view;
  const started = Date.parse(quote?.timestamp ?? '');
  const final = isFinalStatus(status);
  const updated = Date.parse(view.latest?.updatedAt ?? '');
  const now = view.now();
  return html`<dl part="details">
    <dt>${t('depositAddressLabel')}</dt>
    <dd class="copyable">
      <span part="deposit-address">${swap.depositAddress}</span>
      <swap-copy-button value=${swap.depositAddress} label=${t('copyDepositAddress')}></swap-copy-button>
    </dd>
    ${
      swap.memo
        ? html`<dt>${t('memoLabel')}</dt>
            <dd class="copyable">
              <span part="memo">${swap.memo}</span>
              <swap-copy-button value=${swap.memo} label=${t('copyMemo')}></swap-copy-button>
            </dd>`
        : nothing
    }
    ${
      Number.isFinite(started)
        ? html`<dt>${t('startedLabel')}</dt>
            <dd>${formatDateTime(started, locale)}</dd>
            <dt>${final ? t('tookLabel') : t('elapsedLabel')}</dt>
            <dd>
              ${formatDuration((final && Number.isFinite(updated) ? updated : now) - started, locale)}
              ${
                !final && quote?.quote.timeEstimate
                  ? html`<span class="note"
                      >${t('usuallyTakes', { duration: formatDuration(quote.quote.timeEstimate * 1000, locale) })}</span
                    >`
                  : nothing
              }
            </dd>`
        : nothing
    }
    ${
      deadline !== undefined
        ? html`<dt>${t('deadlineLabel')}</dt>
            <dd>
              ${formatDateTime(deadline, locale)}
              ${
                final
                  ? nothing
                  : now < deadline
                    ? richMessage(t('deadlineCountdown'), { countdown: countdown(view, deadline) })
                    : html`<span class="note"
                        >${t('deadlinePassed', { duration: formatDuration(now - deadline, locale) })}</span
                      >`
              }
            </dd>`
        : nothing
    }
    ${feeRows(view, status)}
    ${
      Number.isFinite(updated)
        ? html`<dt>${t('lastChangeLabel')}</dt>
            <dd>${formatDateTime(updated, locale)}</dd>`
        : nothing
    }
  </dl>`;
}

const isPositive = (units: string | null | undefined) => isUnitsString(units) && BigInt(units) > 0n;

/** The quote's network fees, when it has any: delivery (already out of the output) and refund (only if refunded). */
function feeRows(view: StatusView, status: string | undefined) {
  const { t, quote } = view;
  if (!quote) return nothing;
  const { withdrawFee, refundFee } = quote.quote;
  const { originAsset, destinationAsset } = quote.quoteRequest;
  // A success that refunded an excess paid the refund fee too.
  const refunded =
    status === 'REFUNDED' || (status === 'SUCCESS' && isPositive(view.latest?.swapDetails?.refundedAmount));
  const refundNote = refunded
    ? t('refundFeeRefunded')
    : status === 'INCOMPLETE_DEPOSIT'
      ? t('refundFeeIncomplete')
      : t('refundFeeIfRefunded');
  return html`${
    withdrawFee && withdrawFee !== '0'
      ? html`<dt>${t('withdrawFeeLabel')}</dt>
          <dd part="withdraw-fee">
            ${readableAmountOf(view, withdrawFee, undefined, destinationAsset)}
            <span class="note">${t('withdrawFeeNote')}</span>
          </dd>`
      : nothing
  }${
    refundFee && refundFee !== '0'
      ? html`<dt>${t('refundFeeLabel')}</dt>
          <dd part="refund-fee">
            ${readableAmountOf(view, refundFee, undefined, originAsset)}
            <span class="note">${refundNote}</span>
          </dd>`
      : nothing
  }`;
}

export function transactionsSection(view: StatusView) {
  const { t, quote } = view;
  const details = view.latest?.swapDetails;
  if (!details) return nothing;
  const tokenIn = findToken(view.tokens, quote?.quoteRequest.originAsset);
  const tokenOut = findToken(view.tokens, quote?.quoteRequest.destinationAsset);
  const near = (hash: string): TxHash => ({
    hash,
    explorerUrl: `https://nearblocks.io/txns/${encodeURIComponent(hash)}`,
  });
  const groups: { label: string; hashes: TxHash[] }[] = [
    {
      // Paid from the NEAR Intents balance: no origin chain (the refund goes back there too when refundType is INTENTS).
      label: paidFromIntents(quote)
        ? t(quote?.quoteRequest.refundType === 'INTENTS' ? 'intentsTransfers' : 'intentsDepositTransfers')
        : tokenIn
          ? t('originTransactionsOnChain', { chain: chainName(tokenIn.blockchain) })
          : t('originTransactions'),
      hashes: details.originChainTxHashes ?? [],
    },
    { label: t('nearTransactions'), hashes: (details.nearTxHashes ?? []).map(near) },
    {
      label: tokenOut
        ? t('destinationTransactionsOnChain', { chain: chainName(tokenOut.blockchain) })
        : t('destinationTransactions'),
      hashes: details.destinationChainTxHashes ?? [],
    },
    { label: t('intentHashes'), hashes: (details.intentHashes ?? []).map((hash) => ({ hash })) },
  ].filter((g) => g.hashes.length > 0);
  if (groups.length === 0) return nothing;
  return html`<div part="transactions">
    <dl>
      ${groups.map(
        (g) =>
          html`<dt>${g.label}</dt>
            <dd>
              <ul>
                ${g.hashes.map((tx) => hashItem(view, tx))}
              </ul>
            </dd>`,
      )}
    </dl>
  </div>`;
}

function hashItem(view: StatusView, tx: TxHash): TemplateResult {
  const href = safeHttpUrl(tx.explorerUrl);
  return html`<li class="copyable">
    ${
      href
        ? html`<a part="tx-link" href=${href} target="_blank" rel="noopener noreferrer"
            >${tx.hash}<span class="visually-hidden"> ${view.t('opensInNewTab')}</span></a
          >`
        : html`<span part="tx-hash">${tx.hash}</span>`
    }
    <swap-copy-button value=${tx.hash} label=${view.t('copyTransactionHash')}></swap-copy-button>
  </li>`;
}
