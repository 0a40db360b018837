// The deposit already given to <swap-quote>'s group (ConfirmQuoteController decides): the note that the form no
// longer matches it, and the question before it is replaced.
import { html, nothing, type TemplateResult } from 'lit';
import type { TokensState } from '../../../store/store.js';
import { findToken } from '../../../core/assets.js';
import { tokenAmount, type QuoteText } from '../quote-form.model.js';
import type { ConfirmQuoteController } from '../controllers/confirm-quote-controller.js';

export interface ActiveDepositView {
  t: QuoteText;
  locale?: string;
  /** The service's whole token list (the active deposit may use a token this form does not offer). */
  tokensState: TokensState;
  confirm: ConfirmQuoteController;
  replace(): void;
  keep(): void;
}

/** The deposit already given to this group: a form that no longer matches it, and the replace question. */
export function renderActiveDeposit(v: ActiveDepositView): TemplateResult | typeof nothing {
  const mismatched = v.confirm.prompt ? undefined : v.confirm.mismatched;
  if (mismatched) {
    const { quote, quoteRequest } = mismatched.quoteResponse;
    const tokens = v.tokensState.state === 'ready' ? v.tokensState.tokens : [];
    const amount = (units: string, assetId: string, exact: boolean) =>
      tokenAmount(units, findToken(tokens, assetId), v.locale, exact) || units;
    return html`<p class="notice" part="mismatch">
      ${v.t('formMismatch', {
        amountIn: amount(quote.amountIn, quoteRequest.originAsset, true),
        amountOut: amount(quote.amountOut, quoteRequest.destinationAsset, false),
      })}
    </p>`;
  }
  const inFlight = v.confirm.prompt ? v.confirm.inFlight : undefined;
  if (!inFlight) return nothing;
  return html`<div
    class="alert"
    part="replace-prompt"
    role="alertdialog"
    aria-labelledby="replace-title"
    aria-describedby="replace-detail"
  >
    <p id="replace-title"><strong>${v.t('replaceTitle')}</strong></p>
    <p id="replace-detail">${v.t('replaceDetail', { address: inFlight.depositAddress })}</p>
    <div class="actions">
      <button type="button" part="replace-keep" @click=${v.keep}>${v.t('replaceKeep')}</button>
      <button type="button" part="replace-confirm" @click=${v.replace}>${v.t('replaceConfirm')}</button>
    </div>
  </div>`;
}
