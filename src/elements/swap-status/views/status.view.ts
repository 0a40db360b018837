// The sections of <swap-status>'s card as plain functions of a view object: the status in words, the timeline, a
// failed request, an incomplete deposit, a swap past its deadline, the "Check now" row, and amounts in words.
// Amounts, details and transactions are in status-details.view.ts. The element wires them in render().
import { html, nothing, type TemplateResult } from 'lit';
import { isSwapApiError } from '../../../api/errors.js';
import type { QuoteResponse, StatusResponse, Token } from '../../../api/schemas.js';
import { compareUnits, formatAmount, formatUsd, isUnitsString } from '../../../core/amounts.js';
import { inferDecimals } from '../decimals.model.js';
import { chainName, findToken } from '../../../core/assets.js';
import { progressSteps, type StepState } from '../../../core/progress.js';
import { isFinalStatus, isUnconfirmedSuccess } from '../../../core/status.js';
import { formatDateTime, formatDuration } from '../../../core/time.js';
import { readableUnits } from '../../parts/views/amount.view.js';
import { describeError } from '../../../i18n/error-text.js';
import { richMessage, type CommonWords, type Translate } from '../../../i18n/messages.js';
import { statusWords, stepLabel, stepWithState, type StatusText, type StatusWords } from '../status-words.model.js';

/** What the sections show, taken from the element, its words and its poller once per render. */
export interface StatusView {
  t: StatusText;
  common: Translate<CommonWords>;
  /** The locale to format with; undefined means the browser's. */
  locale?: string;
  swap: { depositAddress: string; memo?: string };
  latest?: StatusResponse;
  /** The swap's quote (from the latest status, else from the page). */
  quote?: QuoteResponse;
  /** The group's token list (symbols and decimals); empty until loaded. */
  tokens: Token[];
  now: () => number;
  deadline?: number;
  pastDeadline: boolean;
  intervalMs?: number;
  error?: unknown;
  waitingForService: boolean;
  checking: boolean;
  nextDelayMs?: number;
  /** The service answered at least once for this swap. */
  confirmed: boolean;
  onRefresh: () => void;
}

/** The service answered that it does not know the address (as opposed to not answering). */
export const isNotFound = (error: unknown) => isSwapApiError(error) && error.kind === 'not-found';

/**
 * A failed check that the schedule simply asks again (rate limit, server error, no connection, too slow): shown as
 * "checking again", never with the failure look, which is kept for a real refusal.
 */
export const isRetrying = (error: unknown): boolean => isSwapApiError(error) && (error.transient || error.asksToWait);

export const STATUS_ICONS: Record<StatusWords['tone'], string> = {
  neutral: '…',
  progress: '↻',
  warning: '!',
  success: '✓',
  danger: '✕',
};

// A step that did not happen gets a dash and a struck label (and says so in words), never the tick of a done step.
const STEP_MARKS: Record<StepState, string> = { done: '✓', current: '●', upcoming: '', failed: '✕', skipped: '–' };

function decimalsOf(view: StatusView, assetId: string | undefined): number | undefined {
  const token = findToken(view.tokens, assetId);
  if (token) return token.decimals;
  const quote = view.quote;
  if (!quote || !assetId) return undefined;
  if (assetId === quote.quoteRequest.originAsset)
    return inferDecimals(quote.quote.amountIn, quote.quote.amountInFormatted);
  if (assetId === quote.quoteRequest.destinationAsset) {
    return inferDecimals(quote.quote.amountOut, quote.quote.amountOutFormatted);
  }
  return undefined;
}

/**
 * "100.5 USDC", from units and the token list, by the reading rule (every digit with `exact`: an amount to send);
 * the service's formatted text when the token is unknown.
 */
export function amountText(
  view: StatusView,
  units: string | null | undefined,
  formatted: string | null | undefined,
  assetId: string | undefined,
  exact = false,
): string {
  const locale = view.locale;
  const token = findToken(view.tokens, assetId);
  if (token && isUnitsString(units)) return `${formatAmount(units, token.decimals, { locale, exact })} ${token.symbol}`;
  const decimals = decimalsOf(view, assetId);
  const text =
    decimals !== undefined && isUnitsString(units)
      ? formatAmount(units, decimals, { locale, exact })
      : (formatted ?? units ?? '');
  return `${text} ${assetId ?? ''}`.trim();
}

/**
 * An amount for reading, by the reading rule: the short text on screen with the exact value in its title and for
 * assistive technology; `words` puts it in its sentence. The service's own text when the decimals are unknown.
 */
export function readableAmountOf(
  view: StatusView,
  units: string | null | undefined,
  formatted: string | null | undefined,
  assetId: string | undefined,
  words: (amount: string) => string = (amount) => amount,
): TemplateResult | string {
  const token = findToken(view.tokens, assetId);
  const decimals = token?.decimals ?? decimalsOf(view, assetId);
  const symbol = token?.symbol ?? assetId ?? '';
  if (decimals === undefined || !isUnitsString(units)) return words(amountText(view, units, formatted, assetId));
  return readableUnits(units, decimals, view.locale, (amount) => words(`${amount} ${symbol}`.trim()));
}

/** An amount in bold with its dollar value beside it, when known. */
export function amount(
  view: StatusView,
  units: string | null | undefined,
  formatted: string | null | undefined,
  usd: string | null | undefined,
  assetId: string | undefined,
): TemplateResult {
  const usdText = formatUsd(usd, view.locale);
  return html`<span class="strong">${readableAmountOf(view, units, formatted, assetId)}</span>${
      usdText ? html` <span class="usd">${view.t('usdValue', { usd: usdText })}</span>` : nothing
    }`;
}

/**
 * Paid from the NEAR Intents balance: a transfer within Intents, with no origin chain and no confirmations. Not an
 * INTENTS quote with chain deposit addresses (ANY_INPUT), which may be paid on any of those chains.
 */
export const paidFromIntents = (quote: QuoteResponse | undefined): boolean =>
  quote?.quoteRequest.depositType === 'INTENTS' && !quote.quote.chainDepositAddresses?.length;

/** A status in plain words, with the chain, the estimate and the delivered amount when known. */
export function describeStatus(view: StatusView, status: string): StatusWords {
  const short = describeStatusWith(view, status, false);
  const exact = describeStatusWith(view, status, true);
  // A sentence with a shortened amount carries the exact one, for its title and assistive technology.
  return exact.detail === short.detail ? short : { ...short, exactDetail: exact.detail };
}

function describeStatusWith(view: StatusView, status: string, exact: boolean): StatusWords {
  const { quote, locale } = view;
  const tokenIn = findToken(view.tokens, quote?.quoteRequest.originAsset);
  const details = view.latest?.swapDetails;
  const estimate = quote?.quote.timeEstimate;
  const fromIntents = paidFromIntents(quote);
  const words = statusWords(view.t, status, {
    originChain: tokenIn && !fromIntents ? chainName(tokenIn.blockchain) : undefined,
    estimate: estimate ? formatDuration(estimate * 1000, locale) : undefined,
    amountOut: details?.amountOut
      ? amountText(view, details.amountOut, details.amountOutFormatted, quote?.quoteRequest.destinationAsset, exact)
      : undefined,
  });
  // Past the deadline with nothing or too little in: the deposit window is closed, never "send" (as the late box says).
  if (view.pastDeadline && status === 'INCOMPLETE_DEPOSIT')
    return { ...words, detail: view.t('incompleteClosedDetail') };
  if (view.pastDeadline && status === 'PENDING_DEPOSIT') {
    const anyInput = quote?.quoteRequest.swapType === 'ANY_INPUT';
    return {
      title: view.t('depositClosedTitle'),
      detail: view.t(anyInput ? 'depositClosedAnyInputDetail' : 'depositClosedDetail'),
      tone: 'warning',
    };
  }
  if (fromIntents && status === 'KNOWN_DEPOSIT_TX') {
    return { title: view.t('knownDepositIntentsTitle'), detail: view.t('knownDepositIntentsDetail'), tone: 'progress' };
  }
  if (status === 'REFUNDED' && quote?.quoteRequest.refundType === 'INTENTS') {
    return { ...words, detail: view.t('refundedIntentsDetail') };
  }
  // An ANY_INPUT address keeps collecting until its deadline: it waits for deposits, not for one exact amount.
  if (status === 'PENDING_DEPOSIT' && quote?.quoteRequest.swapType === 'ANY_INPUT') {
    // Still open after deliveries: say what it has done, and until when it keeps collecting.
    if (anyInputDelivered(view) && view.deadline !== undefined && !view.pastDeadline) {
      const amount = amountText(
        view,
        details!.amountOut,
        details!.amountOutFormatted,
        quote.quoteRequest.destinationAsset,
        exact,
      );
      return {
        title: view.t('anyInputDeliveredTitle'),
        detail: view.t('anyInputDeliveredDetail', { amount, date: formatDateTime(view.deadline, locale) }),
        tone: 'progress',
      };
    }
    return { ...words, detail: view.t('pendingDepositAnyInputDetail') };
  }
  if (fromIntents && status === 'PENDING_DEPOSIT') words.detail = view.t('pendingDepositIntentsDetail');
  // Long after the address was given and still nothing seen: what to check, when to submit the hash, the deadline.
  const given = Date.parse(quote?.timestamp ?? '');
  if (
    status === 'PENDING_DEPOSIT' &&
    quote &&
    view.deadline !== undefined &&
    !view.pastDeadline &&
    view.now() - given >= STILL_WAITING_MS
  ) {
    const onIntents = quote.quoteRequest.depositType !== 'ORIGIN_CHAIN';
    const chain = onIntents ? chainName('near') : tokenIn ? chainName(tokenIn.blockchain) : undefined;
    return {
      title: view.t('stillWaitingTitle'),
      detail: view.t('stillWaitingDetail', {
        chain: chain ?? quote.quoteRequest.originAsset,
        date: formatDateTime(view.deadline, locale),
      }),
      tone: 'warning',
    };
  }
  // SUCCESS with no amounts and no destination hash: the service has answered so for deposits it had refunded on the
  // origin chain. Never "delivered": check the refund.
  if (isUnconfirmedSuccess(status, details)) {
    const address = quote?.quoteRequest.refundTo;
    return {
      title: view.t('unconfirmedSuccessTitle'),
      detail: address ? view.t('unconfirmedSuccessDetailWithAddress', { address }) : view.t('unconfirmedSuccessDetail'),
      tone: 'warning',
    };
  }
  // Past the deadline and still being swapped: not "usually takes a minute", but late, with the support block below.
  if (view.pastDeadline && status === 'PROCESSING') return { ...words, detail: view.t('processingLateDetail') };
  // SUCCESS without the delivered amount (integrators see it): say so, with the quote's guaranteed minimum.
  if (status === 'SUCCESS' && !details?.amountOut && quote) {
    const min = quote.quote.minAmountOut || quote.quote.amountOut;
    if (isUnitsString(min) && BigInt(min) > 0n) {
      const amount = amountText(view, min, undefined, quote.quoteRequest.destinationAsset, exact);
      return { ...words, detail: view.t('successDetailNoAmount', { amount }) };
    }
  }
  return words;
}

/** An ANY_INPUT swap that delivered something already (the status's delivered total and withdrawal hashes). */
export function anyInputDelivered(view: StatusView): boolean {
  const details = view.latest?.swapDetails;
  return (
    view.quote?.quoteRequest.swapType === 'ANY_INPUT' &&
    isUnitsString(details?.amountOut) &&
    BigInt(details.amountOut) > 0n
  );
}

/** How long a swap may sit at PENDING_DEPOSIT after its quote before the card says what to check (30 minutes). */
export const STILL_WAITING_MS = 30 * 60_000;

/** The title and detail: the status, else why there is none yet. */
export function headline(view: StatusView): StatusWords {
  const { t, error } = view;
  const status = view.latest?.status;
  if (status) return describeStatus(view, status);
  if (view.waitingForService) {
    return { title: t('waitingForServiceTitle'), detail: t('waitingForServiceDetail'), tone: 'neutral' };
  }
  if (isNotFound(error)) return { title: t('notFoundTitle'), detail: t('notFoundDetail'), tone: 'danger' };
  if (isRetrying(error)) return { title: t('retryingTitle'), detail: t('retryingDetail'), tone: 'neutral' };
  if (error) return { title: t('unavailableTitle'), detail: t('unavailableDetail'), tone: 'danger' };
  return { title: t('checkingTitle'), detail: t('checkingDetail'), tone: 'neutral' };
}

export function timelineSection(view: StatusView, status: string): TemplateResult {
  const { t } = view;
  // An ANY_INPUT address that delivered and still collects: converted and delivered so far, still open.
  const steps = isUnconfirmedSuccess(status, view.latest?.swapDetails)
    ? // Delivery is not confirmed: never ticked.
      progressSteps('SUCCESS').map((step) => (step.id === 'delivered' ? { ...step, state: 'upcoming' as const } : step))
    : status === 'PENDING_DEPOSIT' && anyInputDelivered(view)
      ? progressSteps('SUCCESS').map((step) =>
          step.id === 'delivered' ? { ...step, state: 'current' as const } : step,
        )
      : progressSteps(status);
  // The step in progress (or that failed) is current; once the swap is over, its last step is where it stands.
  let currentIndex = steps.findIndex((s) => s.state === 'current' || s.state === 'failed');
  if (currentIndex < 0 && isFinalStatus(status)) currentIndex = steps.length - 1;
  // The visible label is hidden from screen readers, which read the label with its state as one phrase instead.
  return html`<ol part="timeline" aria-label=${t('timelineLabel')}>
    ${steps.map(
      (step, i) =>
        html`<li part="step step-${step.state}" aria-current=${i === currentIndex ? 'step' : nothing}>
          <span part="step-marker" aria-hidden="true">${STEP_MARKS[step.state]}</span>
          <span part="step-label" aria-hidden="true">${stepLabel(t, step.id)}</span
          ><span class="visually-hidden">${stepWithState(t, step.id, step.state)}</span>
        </li>`,
    )}
  </ol>`;
}

export function errorSection(view: StatusView) {
  const { error, latest, nextDelayMs: next } = view;
  if (!error || (view.waitingForService && latest)) return nothing;
  if (isRetrying(error)) return retryingSection(view, error);
  // An unknown address before any status: the title and detail already say so, in one voice.
  const said = isNotFound(error) && !latest;
  if (said && next === undefined) return nothing;
  return html`<div part="error">
    ${said ? nothing : html`<p>${describeError(error, { text: view.common })}</p>`}
    ${
      next !== undefined
        ? html`<p class="muted">${view.t('nextAttempt', { duration: formatDuration(next, view.locale) })}</p>`
        : nothing
    }
  </div>`;
}

/** A check that is asked again by itself: why, in a few words, and when (a notice, not the failure look). */
function retryingSection(view: StatusView, error: unknown): TemplateResult {
  const { t, nextDelayMs: next } = view;
  const busy = isSwapApiError(error) && error.asksToWait;
  const reason = busy
    ? t('retryBusy')
    : isSwapApiError(error) && error.kind === 'http'
      ? t('retryServer')
      : t('retryUnreachable');
  return html`<div part="retrying">
    <p>${reason}</p>
    ${
      next !== undefined
        ? html`<p class="muted">${t('retryIn', { duration: formatDuration(next, view.locale) })}</p>`
        : nothing
    }
  </div>`;
}

/** A ticking countdown to the deadline, on the element's clock. */
export function countdown(view: StatusView, deadline: number): TemplateResult {
  return html`<swap-countdown
    .clock=${view.now}
    until=${new Date(deadline).toISOString()}
    locale=${view.locale ?? nothing}
  ></swap-countdown>`;
}

/** Units still missing for `target` after `deposited`, when both are known and it is short. */
const shortBy = (target: string | null | undefined, deposited: string | null | undefined) =>
  isUnitsString(target) && isUnitsString(deposited) && compareUnits(target, deposited) > 0
    ? (BigInt(target) - BigInt(deposited)).toString()
    : undefined;

export function incompleteSection(view: StatusView): TemplateResult {
  const { t, quote, deadline } = view;
  const details = view.latest?.swapDetails;
  const assetId = quote?.quoteRequest.originAsset;
  const deposited = details?.depositedAmount;
  const required = quote?.quote.amountIn;
  const missing = shortBy(required, deposited);
  const missingMin = shortBy(quote?.quote.minAmountIn, deposited);
  return html`<div part="incomplete">
    <p class="heading">${t('incompleteHeading')}</p>
    <dl>
      <dt>${t('arrivedLabel')}</dt>
      <dd>
        ${
          deposited
            ? amount(view, deposited, details?.depositedAmountFormatted, details?.depositedAmountUsd, assetId)
            : t('notKnownYet')
        }
      </dd>
      ${
        required
          ? html`<dt>${t('requiredLabel')}</dt>
              <dd>${amount(view, required, quote?.quote.amountInFormatted, quote?.quote.amountInUsd, assetId)}</dd>`
          : nothing
      }
      ${
        missing
          ? html`<dt>${t('missingLabel')}</dt>
              <dd>
                <span class="strong">${amountText(view, missing, undefined, assetId, true)}</span>
                ${
                  missingMin && missingMin !== missing
                    ? html`<span class="note"
                        >${t('missingMinimum', { amount: amountText(view, missingMin, undefined, assetId, true) })}</span
                      >`
                    : nothing
                }
              </dd>`
          : nothing
      }
    </dl>
    ${
      deadline !== undefined && !view.pastDeadline
        ? html`<p>
            ${richMessage(t('topUpUntil'), {
              date: html`<strong>${formatDateTime(deadline, view.locale)}</strong>`,
              countdown: countdown(view, deadline),
            })}
            ${view.swap.memo ? t('topUpSameAddressAndMemo') : t('topUpSameAddress')} ${t('topUpRefund')}
          </p>`
        : nothing
    }
  </div>`;
}

export function lateSection(view: StatusView, status: string | undefined): TemplateResult {
  const { t, deadline, locale } = view;
  const refundTo = view.quote?.quoteRequest.refundTo;
  const address = refundTo ? html`<span class="mono">${refundTo}</span>` : undefined;
  return html`<div part="late">
    <p class="heading">
      ${
        deadline !== undefined ? t('lateHeadingWithDate', { date: formatDateTime(deadline, locale) }) : t('lateHeading')
      }
    </p>
    ${
      status === 'PENDING_DEPOSIT'
        ? html`<p>
            ${richMessage(t('lateQuoteExpired'), { doNotSend: html`<strong>${t('lateDoNotSend')}</strong>` })}
            ${address ? richMessage(t('lateAlreadySentWithAddress'), { address }) : t('lateAlreadySent')}
          </p>`
        : html`<p>${address ? richMessage(t('lateNotLostWithAddress'), { address }) : t('lateNotLost')}</p>`
    }
    <p>${t('lateKeepsChecking', { duration: formatDuration(view.intervalMs ?? 30_000, locale) })}</p>
  </div>`;
}

export function actionsSection(view: StatusView): TemplateResult {
  const { t, checking, nextDelayMs } = view;
  return html`<div part="actions">
    <button part="refresh-button" type="button" @click=${view.onRefresh}>
      ${checking ? t('checkingButton') : t('checkNow')}
    </button>
    ${
      !checking && nextDelayMs !== undefined && !view.error
        ? html`<span class="muted">${t('checksAgainIn', { duration: formatDuration(nextDelayMs, view.locale) })}</span>`
        : nothing
    }
  </div>`;
}
