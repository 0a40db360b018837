// "Collected and withdrawn" in <swap-status>'s card for an ANY_INPUT swap: each withdrawal (time, amount out, fee,
// status, hash) and the totals, summed exactly in smallest units and formatted with the destination token's decimals.
import { html, nothing, type TemplateResult } from 'lit';
import type { AnyInputWithdrawal } from '../../../api/any-input-schemas.js';
import type { Token } from '../../../api/schemas.js';
import { formatAmount, isUnitsString } from '../../../core/amounts.js';
import type { inferDecimals } from '../decimals.model.js';
import { findToken } from '../../../core/assets.js';
import { formatDateTime } from '../../../core/time.js';
import { describeError } from '../../../i18n/error-text.js';
import { withdrawalMessages } from '../../../i18n/en/status-withdrawals.js';
import { formatMessage } from '../../../i18n/messages.js';
import { readableUnits } from '../../parts/views/amount.view.js';
import type { StatusView } from './status.view.js';
import type { StatusText } from '../status-words.model.js';
import type { WithdrawalsState } from '../controllers/withdrawals-controller.js';

/**
 * The view with this part's words: the page's own (configure() or the messages property), else the English that comes
 * with this chunk (en/status-withdrawals.ts). The element's lookup answers the key itself when it has no words for it.
 */
function withOwnWords(view: StatusView): StatusView {
  const t: StatusText = (key, values) => {
    const said = view.t(key, values);
    return said === key && key in withdrawalMessages
      ? formatMessage(withdrawalMessages[key as keyof typeof withdrawalMessages], values, view.locale)
      : said;
  };
  return { ...view, t };
}

/** Sums of the listed withdrawals: what was delivered and the fees of those deliveries (failed ones paid out none). */
export function withdrawalTotals(withdrawals: readonly AnyInputWithdrawal[]) {
  let received = 0n;
  let fees = 0n;
  let failed = 0;
  for (const w of withdrawals) {
    if (w.status !== 'SUCCESS') {
      if (w.status === 'FAILED') failed++;
      continue;
    }
    if (isUnitsString(w.amountOut)) received += BigInt(w.amountOut);
    if (isUnitsString(w.withdrawFee)) fees += BigInt(w.withdrawFee);
  }
  return { count: withdrawals.length, failed, received: received.toString(), fees: fees.toString() };
}

/** Formats destination amounts: with the token's decimals, else with decimals the service's own text shows. */
function formatter(
  view: StatusView,
  assetId: string,
  withdrawals: readonly AnyInputWithdrawal[],
  decimalsOf: typeof inferDecimals,
) {
  const { t, locale } = view;
  const token: Token | undefined = findToken(view.tokens, assetId);
  const symbol = token?.symbol ?? assetId;
  // An amount of "0" fits any decimals: only a non-zero one tells them.
  const decimals =
    token?.decimals ??
    withdrawals
      .filter((w) => isUnitsString(w.amountOut) && BigInt(w.amountOut) > 0n)
      .map((w) => decimalsOf(w.amountOut, w.amountOutFormatted))
      .find((d) => d !== undefined);
  // Amounts read by the reading rule (short on screen, exact in the title and for assistive technology).
  return (units: string | null | undefined, formatted?: string | null): TemplateResult | string => {
    if (!isUnitsString(units)) return formatted ? `${formatted} ${symbol}` : '';
    if (decimals !== undefined) return readableUnits(units, decimals, locale, (amount) => `${amount} ${symbol}`);
    if (formatted) return `${formatted} ${symbol}`;
    return t('withdrawalUnits', { units: formatAmount(units, 0, { exact: true, locale }), token: symbol });
  };
}

function statusText(view: StatusView, status: string): string {
  if (status === 'SUCCESS') return view.t('withdrawalSuccess');
  if (status === 'FAILED') return view.t('withdrawalFailed');
  return view.t('withdrawalStatusOther', { status });
}

function row(view: StatusView, w: AnyInputWithdrawal, fmt: ReturnType<typeof formatter>): TemplateResult {
  const { t, locale } = view;
  const time = Date.parse(w.timestamp);
  const fee = fmt(w.withdrawFee, w.withdrawFeeFormatted);
  return html`<li part="withdrawal" class="withdrawal-${w.status.toLowerCase()}">
    <dl>
      <dt>${t('withdrawalTimeLabel')}</dt>
      <dd>${Number.isFinite(time) ? formatDateTime(time, locale) : w.timestamp}</dd>
      <dt>${t('withdrawalAmountLabel')}</dt>
      <dd class="strong">${fmt(w.amountOut, w.amountOutFormatted)}</dd>
      ${
        fee
          ? html`<dt>${t('withdrawalFeeLabel')}</dt>
              <dd>${fee}</dd>`
          : nothing
      }
      <dt>${t('withdrawalStatusLabel')}</dt>
      <dd part="withdrawal-status">${statusText(view, w.status)}</dd>
      ${
        w.hash
          ? html`<dt>${t('withdrawalHashLabel')}</dt>
              <dd class="copyable">
                <span part="tx-hash">${w.hash}</span>
                <swap-copy-button value=${w.hash} label=${t('copyTransactionHash')}></swap-copy-button>
              </dd>`
          : nothing
      }
    </dl>
  </li>`;
}

/** The section, or nothing when the swap is not ANY_INPUT. */
/**
 * `decimalsOf` is the card's inferDecimals, handed in by the element: imported here, its module would be a chunk of its
 * own (shared by the element and this chunk) that every status page fetches.
 */
export function withdrawalsSection(
  view: StatusView,
  state: WithdrawalsState,
  onRetry: () => void,
  decimalsOf: typeof inferDecimals,
) {
  view = withOwnWords(view);
  const { t } = view;
  const { list, loading, none, refused, error } = state;
  const withdrawals = list?.withdrawals ?? [];
  let body: unknown = nothing;
  if (refused) body = html`<p part="withdrawals-note">${t('withdrawalsRefused')}</p>`;
  else if (none || (list && withdrawals.length === 0))
    body = html`<p part="withdrawals-note">${t('withdrawalsNone')}</p>`;
  else if (!list && !error) body = html`<p part="withdrawals-note" class="muted">${t('withdrawalsLoading')}</p>`;
  else if (list) {
    const assetId = list.asset || view.quote?.quoteRequest.destinationAsset || '';
    const fmt = formatter(view, assetId, withdrawals, decimalsOf);
    const totals = withdrawalTotals(withdrawals);
    const total = list.total ?? withdrawals.length;
    body = html`<dl part="withdrawals-totals">
        <dt>${t('withdrawalsCountLabel')}</dt>
        <dd>
          ${
            totals.failed
              ? t('withdrawalsCountWithFailed', { count: totals.count, failed: totals.failed })
              : t('withdrawalsCount', { count: totals.count })
          }
        </dd>
        <dt>${t('totalReceivedLabel')}</dt>
        <dd class="strong">${fmt(totals.received)}</dd>
        <dt>${t('totalFeesLabel')}</dt>
        <dd>${fmt(totals.fees)}</dd>
      </dl>
      ${
        total > withdrawals.length
          ? html`<p class="note">${t('withdrawalsPartial', { shown: withdrawals.length, total })}</p>`
          : nothing
      }
      <ol part="withdrawal-list" aria-labelledby="withdrawals-heading">
        ${withdrawals.map((w) => row(view, w, fmt))}
      </ol>`;
  }
  return html`<div part="withdrawals">
    <p class="heading" id="withdrawals-heading">${t('withdrawalsHeading')}</p>
    ${body}
    ${
      error && !refused
        ? html`<div part="withdrawals-error" role="alert">
            <p>${t('withdrawalsFailed', { error: describeError(error, { text: view.common }) })}</p>
            <button part="withdrawals-retry" type="button" @click=${onRetry} ?disabled=${loading}>
              ${t('withdrawalsRetry')}
            </button>
          </div>`
        : nothing
    }
  </div>`;
}
