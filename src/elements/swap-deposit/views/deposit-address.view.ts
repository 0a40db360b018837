// <swap-deposit>'s memo and QR code (the address, the payment link or the memo, as the user picks).
import { html, nothing } from 'lit';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import { type Token } from '../../../api/schemas.js';
import { bitcoinLink, paymentUri } from '../payment-uri.model.js';
import { type QrMode, type Text, type DepositView } from './deposit-parts.view.js';

export function memoSection(t: Text, memo: string, expired: boolean) {
  return html`<div part="memo" class="field ${expired ? 'expired-address' : ''}">
    <span class="label">${t('memoLabel')} <span part="memo-required">${t('memoRequired')}</span></span>
    <div class="row">
      <span part="memo-value" class="value">${memo}</span>
      ${
        expired
          ? nothing
          : html`<swap-copy-button
              exportparts="button: copy-button"
              .value=${memo}
              label=${t('copyMemo')}
            ></swap-copy-button>`
      }
    </div>
    <p class="hint">${t('memoHint')}</p>
  </div>`;
}

/** `token`: the token a payment link may name (none: no link). */
export function qrSection(
  v: DepositView,
  token: Token | undefined,
  depositAddress: string,
  memo: string | undefined,
  topUp: { remaining?: string } | undefined,
) {
  const { t } = v;
  const { quoteRequest, quote } = v.quoteResponse;
  // A top-up's link carries what is missing (none when that is unknown); ANY_INPUT has no amount to carry.
  const amount = topUp ? topUp.remaining : quoteRequest.swapType === 'ANY_INPUT' ? undefined : quote.amountIn;
  const target = token && {
    chain: token.blockchain,
    contractAddress: token.contractAddress,
    decimals: token.decimals,
    depositAddress,
    memo,
    amount,
  };
  const uri = target && paymentUri(target);
  // Bitcoin wallets register bitcoin: links (BIP-21), so a tap opens one with the address and amount filled in.
  const link = target && bitcoinLink(target);
  const modes: { mode: QrMode; label: string; text: string; alt: string }[] = [
    {
      mode: 'address',
      label: t('qrAddressOption'),
      text: depositAddress,
      alt: t('qrAddressAlt', { address: depositAddress }),
    },
  ];
  if (uri) {
    modes.push({
      mode: 'uri',
      label: t('qrPaymentLinkOption'),
      text: uri,
      alt: t('qrPaymentLinkAlt', { link: uri }),
    });
  }
  if (memo) modes.push({ mode: 'memo', label: t('qrMemoOption'), text: memo, alt: t('qrMemoAlt', { memo }) });
  const current = modes.find((m) => m.mode === v.qrMode) ?? modes[0]!;
  return html`<div class="qr-area">
    ${
      modes.length > 1
        ? html`<fieldset part="qr-toggle">
            <legend>${t('qrLegend')}</legend>
            ${modes.map(
              (m) =>
                html`<label
                  ><input
                    type="radio"
                    name="qr-mode"
                    .value=${m.mode}
                    .checked=${m.mode === current.mode}
                    @change=${v.onQrMode}
                  />${m.label}</label
                >`,
            )}
          </fieldset>`
        : nothing
    }
    <div part="qr" role="img" aria-label=${current.alt} data-mode=${current.mode} data-text=${current.text}>
      ${unsafeHTML(v.qrSvg(current.text))}
    </div>
    <p part="qr-caption" aria-hidden="true">${current.text}</p>
    ${current.mode === 'uri' ? html`<p class="hint">${t('qrPaymentLinkHint')}</p>` : nothing}
    ${link ? html`<p><a part="payment-link" href=${link}>${t('bitcoinLink')}</a></p>` : nothing}
  </div>`;
}
