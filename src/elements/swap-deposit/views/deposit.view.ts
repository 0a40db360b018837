// The render sections of <swap-deposit>: plain functions of a view object the element builds in render(). Handlers in
// the view are the element's methods (Lit calls them on the host).
import { html, nothing } from 'lit';
import { isAnyAsset } from '../../../api/schemas.js';
import { chainName, findToken } from '../../../core/assets.js';
import { formatAmount } from '../../../core/amounts.js';
import { HYPERLIQUID_DEPOSIT, HYPERLIQUID_USDC } from '../../../core/chains.js';
import type { SwapTarget } from '../../../controllers/swap-target.js';
import { richMessage } from '../../../i18n/messages.js';
import { INTENTS_ACCOUNT } from '../pay-from.model.js';
import {
  type Text,
  type DepositView,
  memoOf,
  positive,
  verifiedMark,
  receiptButton,
  newQuoteButton,
  expiredNote,
} from './deposit-parts.view.js';
import { receivedSection } from './deposit-received.view.js';
import { shortfall, shortfallNote, topUpAmount, amountSection } from './deposit-amount.view.js';
import { memoSection, qrSection } from './deposit-address.view.js';
import { timersSection, submitSection } from './deposit-submit.view.js';
import { acceptsText, chainPickerSection } from './pay-from.view.js';

/** A deposit-address attribute with no saved receipt (or several, one per memo) on this device. */
export function missingSection(t: Text, target: SwapTarget) {
  const address = html`<span class="value">${target.depositAddress}</span>`;
  return html`<div part="not-found" role="alert">
    <p><strong>${target.ambiguous ? t('severalSwapsTitle') : t('noReceiptTitle')}</strong></p>
    <p>
      ${
        target.ambiguous
          ? t('severalSwapsDetail')
          : target.memo
            ? richMessage(t('noReceiptDetailWithMemo'), { address, memo: target.memo })
            : richMessage(t('noReceiptDetail'), { address })
      }
    </p>
  </div>`;
}

export function signatureErrorSection(t: Text, reason: string, onNewQuote: () => void) {
  return html`<div part="signature-error" role="alert">
    <p><strong>${t('signatureErrorTitle')}</strong></p>
    <p>${t('signatureErrorDetail', { reason })}</p>
    ${newQuoteButton(t, onNewQuote)}
  </div>`;
}

/**
 * What to mind before sending: the exchange caution for a chain transfer; for ANY_INPUT, that deposits add up and are
 * paid out, never refunded; none for a transfer inside NEAR Intents (no exchange sends one).
 */
function cautionSection(v: DepositView, intents: boolean) {
  const { t, quoteResponse } = v;
  if (quoteResponse.quoteRequest.swapType === 'ANY_INPUT') {
    const recipient = quoteResponse.quoteRequest.recipient;
    return html`<p part="caution"><strong>${t('anyInputTitle')}</strong> ${t('anyInputText', { recipient })}</p>`;
  }
  if (intents) return nothing;
  return html`<p part="caution"><strong>${t('cautionTitle')}</strong> ${t('cautionText')}</p>`;
}

/** Paying USDC from Hyperliquid: its deposit fee, its minimum and the send methods that work. */
function hyperliquidNote(v: DepositView) {
  const usdc = (units: string) => `${formatAmount(units, 8, { locale: v.locale })} USDC`;
  const { feeUnits, minimumUnits, usdSendExtraUnits } = HYPERLIQUID_DEPOSIT;
  return html`<p part="chain-note" class="hint">
    ${v.t('hyperliquidDepositNote', { fee: usdc(feeUnits), minimum: usdc(minimumUnits), extra: usdc(usdSendExtraUnits) })}
  </p>`;
}

/** The instructions (or, once the deposit arrived, what happened). */
export function instructionsSection(v: DepositView) {
  const { t, phase, quoteResponse, tokens, expired, pay } = v;
  if (phase === 'received' || phase === 'final') return receivedSection(v);
  const { quote, quoteRequest } = quoteResponse;
  // A chosen chain's address (ANY_INPUT); the swap's own address stays its identity everywhere else.
  const depositAddress = pay ? pay.chosen.address : quote.depositAddress!;
  const memo = pay ? pay.chosen.memo : memoOf(quoteResponse);
  const anyAsset = isAnyAsset(quoteRequest.originAsset);
  const token = anyAsset ? undefined : findToken(tokens, quoteRequest.originAsset);
  const symbol = anyAsset ? t('anyToken') : (token?.symbol ?? quoteRequest.originAsset);
  // A Confidential Intents account is funded like a NEAR Intents one, by a transfer inside Intents (a signed intent).
  const confidential = quoteRequest.depositType === 'CONFIDENTIAL_INTENTS';
  const intents = quoteRequest.depositType === 'INTENTS' || confidential;
  const where = token ? chainName(token.blockchain) : undefined;
  // What the address takes: any token (ANY_INPUT paid from a chain, or a quote for any token), else one token.
  const onChain = pay && pay.chosen.id !== INTENTS_ACCOUNT ? chainName(pay.chosen.chain) : undefined;
  const sendOnly = pay
    ? acceptsText(t, pay.chosen)
    : anyAsset
      ? t(intents ? 'acceptsIntents' : 'acceptsAnyToken')
      : confidential
        ? t('sendOnlyConfidential', { token: symbol })
        : intents
          ? where
            ? t('sendOnlyIntentsOnChain', { token: symbol, chain: where })
            : t('sendOnlyIntents', { token: symbol })
          : where
            ? t('sendOnlyOnChain', { token: symbol, chain: where })
            : t('sendOnlyToken', { token: symbol });
  const topUp = phase === 'top-up' ? shortfall(v) : undefined;
  // ANY_INPUT without a quoted amount (amount "0" or any token): nothing to show as an amount.
  const noAmount = quoteRequest.swapType === 'ANY_INPUT' && (anyAsset || !positive(quote.amountIn));
  // A payment link names one token on one chain: only the origin token's own chain gets one, never an account.
  const uriToken = pay
    ? onChain && token?.blockchain === pay.chosen.chain
      ? token
      : undefined
    : intents
      ? undefined
      : token;
  return html`
    ${verifiedMark(t)} ${expired ? expiredNote(v) : nothing}
    ${topUp ? shortfallNote(v, token, symbol, topUp.received) : nothing}
    ${pay ? chainPickerSection(t, pay, v.onPayFrom) : nothing}
    <p part=${pay || anyAsset ? 'accepts' : 'send-only'}>${sendOnly}</p>
    ${
      onChain
        ? html`<p class="hint">${t('wrongNetworkAnyTokenHint', { chain: onChain })}</p>`
        : intents || anyAsset
          ? nothing
          : html`<p class="hint">${t('wrongNetworkHint')}</p>`
    }
    ${!intents && quoteRequest.originAsset === HYPERLIQUID_USDC ? hyperliquidNote(v) : nothing}
    ${
      topUp
        ? topUpAmount(v, token, symbol, topUp.remaining)
        : noAmount
          ? nothing
          : amountSection(v, token, symbol, findToken(tokens, quoteRequest.destinationAsset))
    }
    ${v.wallet ?? nothing}
    <div part="deposit-address" class="field ${expired ? 'expired-address' : ''}">
      <span class="label">${t('depositAddressLabel')}</span>
      <div class="row">
        <span part="deposit-address-value" class="value">${depositAddress}</span>
        ${
          expired
            ? html`<span class="muted">${t('addressExpiredMark')}</span>`
            : html`<swap-copy-button
                exportparts="button: copy-button"
                .value=${depositAddress}
                label=${t('copyDepositAddress')}
              ></swap-copy-button>`
        }
      </div>
    </div>
    ${memo ? memoSection(t, memo, expired) : nothing}
    ${expired ? nothing : qrSection(v, uriToken, depositAddress, memo, topUp)} ${timersSection(v)}
    ${expired || topUp ? nothing : cautionSection(v, intents)} ${submitSection(v, token)} ${receiptButton(v)}
  `;
}
