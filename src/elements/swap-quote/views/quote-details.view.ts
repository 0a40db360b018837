// <swap-quote>'s quote details (rate, bounds, value, market comparison, fees with the network fee lines, time) and
// the alert for a problem with the whole form (token list, configuration, a quote the service refused).
import { html, nothing, type TemplateResult } from 'lit';
import { formatUsd, usdValue } from '../../../core/amounts.js';
import { numberFormat } from '../../../core/intl.js';
import { feeBreakdown, feeScheduleOf } from '../../../core/fees.js';
import { formatBps } from '../../../core/bps.js';
import { formatDuration } from '../../../core/time.js';
import { describeError } from '../../../i18n/error-text.js';
import { isCurrent, problemMessage } from '../quote-form.model.js';
import { tokenAmount } from '../quote-form.model.js';
import { BELOW_MARKET_BPS, losesMoreThan, quoteValue, valueChange } from '../quote-value.model.js';
import type { QuoteView } from './quote-fields.view.js';

export function renderQuote(v: QuoteView): TemplateResult | typeof nothing {
  const { origin, destination } = v.form;
  const swapType = v.values.swapType;
  const previous = v.last;
  // While the next quote loads, the last one stays (dimmed) only if it is for the same pair and swap type.
  const samePair =
    previous?.request.originAsset === origin?.assetId &&
    previous?.request.destinationAsset === destination?.assetId &&
    previous?.request.swapType === swapType;
  const response = v.quote ?? (v.loading && samePair ? previous?.response : undefined);
  if (!response || !origin || !destination) return nothing;
  const q = response.quote;
  const stale = !v.quote;
  const amountIn = BigInt(q.amountIn);
  const amountOut = BigInt(q.amountOut);
  const rows: TemplateResult[] = [];
  const row = (label: string, value: unknown, cls = '') =>
    html`<div class="row ${cls}" part="quote-row">
      <dt>${label}</dt>
      <dd>${value}</dd>
    </div>`;

  if (amountIn > 0n && amountOut > 0n) {
    const [base, other, num, den] = v.invertRate
      ? [destination, origin, amountIn, amountOut]
      : [origin, destination, amountOut, amountIn];
    // One unit of `base` in units of `other`, exactly (truncated).
    const rate = (num * 10n ** BigInt(base.decimals)) / den;
    rows.push(
      row(
        v.t('rateRow'),
        html`${v.t('rateValue', { symbol: base.symbol, amount: tokenAmount(rate.toString(), other, v.locale) })}
          <button
            type="button"
            class="link"
            part="rate-button"
            aria-label=${v.t('rateInvertLabel', { symbol: other.symbol })}
            @click=${v.flipRate}
          >
            ⇄
          </button>`,
      ),
    );
  }
  if (swapType === 'EXACT_OUTPUT') {
    if (q.maxAmountIn) rows.push(row(v.t('maxAmountInRow'), tokenAmount(q.maxAmountIn, origin, v.locale)));
    if (q.minAmountIn) rows.push(row(v.t('minAmountInRow'), tokenAmount(q.minAmountIn, origin, v.locale)));
  } else {
    const minOutLabel = swapType === 'ANY_INPUT' ? v.t('minAmountOutAnyInputRow') : v.t('minAmountOutRow');
    if (q.minAmountOut) rows.push(row(minOutLabel, tokenAmount(q.minAmountOut, destination, v.locale)));
    if (q.minAmountIn && swapType !== 'EXACT_INPUT') {
      rows.push(row(v.t('minAmountInRow'), tokenAmount(q.minAmountIn, origin, v.locale)));
    }
  }
  if (q.amountInUsd || q.amountOutUsd) {
    rows.push(
      row(
        v.t('valueRow'),
        v.t('valueValue', {
          amountIn: formatUsd(q.amountInUsd, v.locale) || '—',
          amountOut: formatUsd(q.amountOutUsd, v.locale) || '—',
        }),
      ),
    );
  }
  // The quote's own USD figures (or list prices as fresh as the quote): never a price the page loaded long before.
  const value = quoteValue(response, origin, destination);
  if (value) {
    const text = numberFormat(v.locale, {
      style: 'percent',
      maximumFractionDigits: 2,
      signDisplay: 'exceptZero',
    }).format(valueChange(value));
    const below = losesMoreThan(value, BELOW_MARKET_BPS);
    rows.push(
      row(
        v.t('marketRow'),
        below ? html`${text} <span class="warning-inline">${v.t('belowMarketWarning')}</span>` : text,
        below ? 'bad' : '',
      ),
    );
  }
  // The fees the service priced, by its schedule: the echoed request's app fees (a gateway may have set the
  // partner's), split when a credential was sent (by the page or by a gateway on its behalf), and insurance.
  // The page's own fees only when they are a list (a wrong setting is refused, but the last quote may still show).
  const appFees = (response.quoteRequest.appFees ?? (Array.isArray(v.appFees) ? v.appFees : [])).map((f) => ({
    recipient: f.recipient,
    fee: f.fee,
  }));
  const { schedule, source } = feeScheduleOf(v.config ?? {});
  const fees = feeBreakdown(
    amountIn,
    {
      swapType: response.quoteRequest.swapType,
      appFees,
      credential: v.authenticated || response.partnerCredential === true,
      insured: response.quoteRequest.insured === true,
      originSymbol: origin.symbol,
      destinationSymbol: destination.symbol,
    },
    schedule,
  );
  const feeName = { platform: v.t('platformFee'), insurance: v.t('insuranceFee') };
  const feeRows = fees.map(
    (fee) =>
      html`<li>
        ${v.t('feeLine', {
          // This section's words instead of feeBreakdown's English label.
          fee: fee.kind === 'app' ? v.t('appFee', { recipient: fee.recipient ?? '' }) : feeName[fee.kind],
          percent: formatBps(fee.bps, v.locale),
          amount: tokenAmount(fee.units.toString(), origin, v.locale),
        })}
        ${origin.price ? html`<span class="usd">${formatUsd(usdValue(fee.units, origin.decimals, origin.price), v.locale)}</span>` : nothing}
      </li>`,
  );
  if (q.withdrawFee && q.withdrawFee !== '0') {
    feeRows.push(html`<li>${v.t('withdrawFee', { amount: tokenAmount(q.withdrawFee, destination, v.locale) })}</li>`);
  }
  if (q.refundFee && q.refundFee !== '0') {
    feeRows.push(html`<li>${v.t('refundFee', { amount: tokenAmount(q.refundFee, origin, v.locale) })}</li>`);
  }
  // Where the figures come from: the service's published schedule, or the site's own figures.
  const feeSource = v.t('feeSource', {
    source: source === 'site' ? v.t('feeSourceSite') : v.t('feeSourceSchedule', { edition: schedule.edition }),
  });
  rows.push(
    row(
      v.t('feesRow'),
      html`${
          feeRows.length
            ? html`<ul class="fees" part="fees">
                ${feeRows}
              </ul>`
            : v.t('noFees')
        }
        <p class="fee-source" part="fee-source">${feeSource}</p>`,
    ),
  );
  if (q.timeEstimate != null)
    rows.push(row(v.t('timeRow'), v.t('timeValue', { duration: formatDuration(q.timeEstimate * 1000, v.locale) })));
  // ANY_INPUT never refunds and pays out at the service's threshold: said here, before the payer asks for an address.
  if (swapType === 'ANY_INPUT') {
    // The form's recipient: a live quote is priced with a stand-in one.
    const recipient = v.values.recipient.trim();
    const payout = recipient ? v.t('anyInputPayoutValue', { recipient }) : v.t('anyInputPayoutValueNoRecipient');
    rows.push(row(v.t('anyInputPayoutRow'), payout));
  }
  return html`<div class="quote ${stale ? 'stale' : ''}" part="quote" aria-busy=${stale ? 'true' : 'false'}>
    <div class="quote-head">
      <span class="quote-title">${v.t('quoteTitle')}</span>
      <button type="button" class="link" part="refresh-button" ?disabled=${v.loading} @click=${v.refresh}>
        ${v.t('refreshButton')}
      </button>
    </div>
    <dl>${rows}</dl>
  </div>`;
}

/** A problem with the whole form: the token list, the page's configuration, or a quote refused without a field. */
export function renderAlert(v: QuoteView): TemplateResult | typeof nothing {
  const { form, problem } = v;
  const alert = (message: string, retry?: () => void) =>
    html`<div class="alert" part="alert" role="alert">
      <p>${message}</p>
      ${retry ? html`<button type="button" part="retry-button" @click=${retry}>${v.t('tryAgain')}</button>` : nothing}
    </div>`;
  // The site's configuration first: with it wrong nothing is asked for, so there is nothing to try again.
  if (form.errors.config) {
    return html`<div class="alert" part="alert" role="alert">${form.errors.config.message}</div>`;
  }
  if (v.tokensState.state === 'error') {
    return alert(v.t('tokensFailed', { error: describeError(v.tokensState.error, { text: v.common }) }), v.retryTokens);
  }
  if (!isCurrent(problem, form) || problem.field) return nothing;
  const message = problemMessage(problem, form, v.t, v.common, v.locale);
  if (!problem.confirm) return alert(message, problem.retry ? v.refresh : undefined);
  // Getting the deposit address failed: Try again gets it again (not a new price), and the message stays until then.
  return html`<div class="alert" part="alert" role="alert">
    <p>${message}</p>
    ${problem.retry ? html`<button type="button" part="retry-button" @click=${v.retryConfirm}>${v.t('tryAgain')}</button>` : nothing}
    <button type="button" part="dismiss-button" class="link" @click=${v.dismissProblem}>
      ${v.t('dismissProblem')}
    </button>
  </div>`;
}
