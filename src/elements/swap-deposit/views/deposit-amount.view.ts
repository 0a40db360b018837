// <swap-deposit>'s amount to send: the exact amount with its copy button, and for a deposit that fell short what
// arrived and what is left to send.
import { html, nothing } from 'lit';
import { type QuoteResponse, type Token } from '../../../api/schemas.js';
import { formatUsd, isUnitsString, toDecimal } from '../../../core/amounts.js';
import { richMessage } from '../../../i18n/messages.js';
import { type DepositView, amountFormatter, readableFormatter } from './deposit-parts.view.js';

/** What arrived of a short deposit and what is still missing, from the latest status response (exact units). */
export function shortfall(v: DepositView): { received?: string; remaining?: string } {
  const received = v.known.response?.swapDetails?.depositedAmount;
  const required = v.quoteResponse.quote.amountIn;
  if (!isUnitsString(received) || !isUnitsString(required)) return {};
  const rest = BigInt(required) - BigInt(received);
  return { received, remaining: rest > 0n ? rest.toString() : undefined };
}

export function shortfallNote(v: DepositView, token: Token | undefined, symbol: string, received: string | undefined) {
  // What arrived reads by the reading rule; the quoted total is an amount to send and keeps every digit.
  const fmt = readableFormatter(v, token, symbol);
  return html`<p part="top-up">
    ${
      received === undefined
        ? v.t('topUpShort')
        : richMessage(v.t('topUpReceived'), {
            received: fmt(received),
            total: amountFormatter(v, token, symbol)(v.quoteResponse.quote.amountIn),
          })
    }
  </p>`;
}

/** The amount of a top-up: exactly what is missing, or the quoted total when the service did not say. */
export function topUpAmount(v: DepositView, token: Token | undefined, symbol: string, remaining: string | undefined) {
  const { t, quoteResponse } = v;
  const fmt = amountFormatter(v, token, symbol);
  const decimals = token?.decimals;
  return html`<div part="amount" class="field">
    <span class="label">${remaining ? t('stillToSendLabel') : t('quotedAmountLabel')}</span>
    <div class="row">
      <span part="amount-value" class="value">${fmt(remaining ?? quoteResponse.quote.amountIn)}</span>
      ${
        remaining
          ? html`<swap-copy-button
              exportparts="button: copy-button"
              .value=${decimals === undefined ? remaining : toDecimal(remaining, decimals)}
              label=${t('copyStillToSend')}
            ></swap-copy-button>`
          : nothing
      }
    </div>
    <p part="amount-rules" class="hint">${t('topUpRules', { refundTo: quoteResponse.quoteRequest.refundTo })}</p>
  </div>`;
}

/**
 * The origin token's decimals as the signed quote itself shows them (amountIn against amountInFormatted), for when the
 * token list cannot be loaded (a reload while the service is down): the amount to send stays exact and copyable.
 */
function quotedDecimals({ amountIn, amountInFormatted }: QuoteResponse['quote']): number | undefined {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amountInFormatted ?? '');
  if (!match || !isUnitsString(amountIn)) return undefined;
  const fraction = match[2] ?? '';
  const digits = BigInt(`${match[1]}${fraction}`);
  for (let extra = 0; digits > 0n && extra <= 36; extra++) {
    if (digits * 10n ** BigInt(extra) === BigInt(amountIn)) return fraction.length + extra;
  }
  return undefined;
}

export function amountSection(
  v: DepositView,
  token: Token | undefined,
  symbol: string,
  destination: Token | undefined,
) {
  const { t, locale } = v;
  const { quote, quoteRequest } = v.quoteResponse;
  const decimals = token?.decimals ?? quotedDecimals(quote);
  const fmt = amountFormatter(v, decimals === undefined ? undefined : { decimals }, symbol);
  const exact = decimals === undefined ? quote.amountIn : toDecimal(quote.amountIn, decimals);
  const usd = formatUsd(quote.amountInUsd, locale);
  const refundTo = quoteRequest.refundTo;
  const min = fmt(quote.minAmountIn ?? quote.amountIn);
  const max = quote.maxAmountIn ? fmt(quote.maxAmountIn) : undefined;
  // The least the recipient gets reads by the reading rule (cut toward zero, so still a true minimum).
  const minOut =
    quote.minAmountOut && destination
      ? readableFormatter(v, destination, destination.symbol)(quote.minAmountOut)
      : undefined;
  let label: string;
  let rules: unknown;
  switch (quoteRequest.swapType) {
    case 'EXACT_OUTPUT':
      label = t('amountToSendLabel');
      rules = max ? t('rulesExactOutputRange', { min, max, refundTo }) : t('rulesExactOutput', { min, refundTo });
      break;
    case 'FLEX_INPUT':
      label = t('amountToSendLabel');
      rules = minOut
        ? richMessage(t('rulesFlexInputWithMinimumOut'), { min, minOut, refundTo })
        : t('rulesFlexInput', { min, refundTo });
      break;
    case 'ANY_INPUT':
      label = t('quotedAmountLabel');
      rules = t(v.pay ? 'rulesAnyInputAnyToken' : 'rulesAnyInput', { token: symbol });
      break;
    default:
      label = t('sendExactlyLabel');
      rules = t(quoteRequest.refundType === 'INTENTS' ? 'rulesExactInputIntents' : 'rulesExactInput', { refundTo });
  }
  return html`<div part="amount" class="field">
    <span class="label">${label}</span>
    <div class="row">
      <span part="amount-value" class="value"
        >${fmt(quote.amountIn)}${usd ? html` <span class="muted">${t('amountUsd', { value: usd })}</span>` : ''}</span
      >
      <swap-copy-button exportparts="button: copy-button" .value=${exact} label=${t('copyAmount')}></swap-copy-button>
    </div>
    <p part="amount-rules" class="hint">${rules}</p>
  </div>`;
}
