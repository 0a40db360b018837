// The render sections of <swap-deposit>: plain functions of a view object the element builds in render(). Handlers in
// the view are the element's methods (Lit calls them on the host).
import { html, nothing, type TemplateResult } from 'lit';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import { ANY_ASSET, type QuoteResponse, type Token } from '../../../api/schemas.js';
import type { SignatureCheck } from '../../../api/signature.js';
import { formatAmount, formatUsd, isUnitsString, toDecimal } from '../../../core/amounts.js';
import { chainName, findToken } from '../../../core/assets.js';
import { formatDateTime } from '../../../core/time.js';
import type { SwapTarget } from '../../../controllers/swap-target.js';
import type { depositMessages } from '../../../i18n/en/deposit.js';
import { describeError } from '../../../i18n/error-text.js';
import { richMessage, type MessageCatalogue, type Translate } from '../../../i18n/messages.js';
import type { Known, Phase } from '../controllers/deposit-progress-controller.js';
import type { Submission } from '../controllers/deposit-submit-controller.js';
import {
  INTENTS_ACCOUNT,
  acceptsText,
  chainPickerSection,
  type PayChoice,
} from '../controllers/pay-from-controller.js';
import { paymentUri } from '../payment-uri.model.js';

export type QrMode = 'address' | 'uri' | 'memo';

export type Text = Translate<typeof depositMessages>;

/** The element's words and format locale (from its Localize controller). */
export interface Words {
  t: Text;
  common: Translate<MessageCatalogue['common']>;
  locale?: string;
}

/** What the instructions show, and the element's handlers. */
export interface DepositView extends Words {
  quoteResponse: QuoteResponse;
  tokens: Token[];
  phase: Phase;
  known: Known;
  expired: boolean;
  /** The element's clock (epoch ms): the countdowns tick on it. */
  clock: () => number;
  qrMode: QrMode;
  /** The QR code of a text as SVG markup ('' until the encoder has loaded). */
  qrSvg: (text: string) => string;
  txHash: string;
  txHashError: string;
  sender: string;
  senderError: string;
  submission?: Submission;
  /** The browser-wallet payment (wallet-sections.ts), shown before the address and with the outcome. */
  wallet?: unknown;
  /** ANY_INPUT with an address per chain: the chain the user pays from. */
  pay?: PayChoice;
  onPayFrom: (event: Event) => void;
  onNewQuote: () => void;
  onQrMode: (event: Event) => void;
  onTxHashInput: (event: Event) => void;
  onSenderInput: (event: Event) => void;
  onSubmit: (event: Event) => void;
  onDownload: () => void;
}

/** The message key of each status the service reports to a submitted hash. */
const STATUS_TEXT: Readonly<Record<string, keyof typeof depositMessages>> = {
  PENDING_DEPOSIT: 'statusPendingDeposit',
  KNOWN_DEPOSIT_TX: 'statusKnownDepositTx',
  PROCESSING: 'statusProcessing',
  SUCCESS: 'statusSuccess',
  INCOMPLETE_DEPOSIT: 'statusIncompleteDeposit',
  REFUNDED: 'statusRefunded',
  FAILED: 'statusFailed',
};

const statusText = (t: Text, status: string): string => {
  const key = STATUS_TEXT[status];
  return key ? t(key) : t('statusUnknown', { status });
};

/** The sentence for a failed signature check, by its reason (the check's own English message goes to the event). */
const SIGNATURE_TEXT: Readonly<Record<Exclude<SignatureCheck, { ok: true }>['reason'], keyof typeof depositMessages>> =
  {
    mismatch: 'signatureMismatch',
    'malformed-signature': 'signatureMissing',
    'malformed-key': 'signatureKeyInvalid',
    unsupported: 'signatureUnsupported',
  };

/** Why the address is hidden: a failed check (`saved`: it had failed when the swap was saved), or an error. */
export function signatureReason(
  w: Words,
  check: (SignatureCheck & { ok: false; saved?: boolean }) | undefined,
  error?: unknown,
): string {
  if (!check) return describeError(error, { text: w.common });
  return check.saved ? w.t('signatureFailedWhenSaved') : w.t(SIGNATURE_TEXT[check.reason]);
}

/** The chain the deposit transaction happens on: the origin chain, or NEAR for deposits inside NEAR Intents. */
export function depositChain(quoteResponse: QuoteResponse, token: Token | undefined): string | undefined {
  // INTENTS and CONFIDENTIAL_INTENTS deposits are transfers between accounts on NEAR, never on the origin chain.
  if (quoteResponse.quoteRequest.depositType !== 'ORIGIN_CHAIN') return 'near';
  return token?.blockchain;
}

const memoOf = (quoteResponse: QuoteResponse): string | undefined => quoteResponse.quote.depositMemo || undefined;

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

/** The instructions (or, once the deposit arrived, what happened). */
export function instructionsSection(v: DepositView) {
  const { t, phase, quoteResponse, tokens, expired, pay } = v;
  if (phase === 'received' || phase === 'final') return receivedSection(v);
  const { quote, quoteRequest } = quoteResponse;
  // A chosen chain's address (ANY_INPUT); the swap's own address stays its identity everywhere else.
  const depositAddress = pay ? pay.chosen.address : quote.depositAddress!;
  const memo = pay ? pay.chosen.memo : memoOf(quoteResponse);
  const anyAsset = quoteRequest.originAsset === ANY_ASSET;
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
    ${expired || topUp ? nothing : html`<p part="caution"><strong>${t('cautionTitle')}</strong> ${t('cautionText')}</p>`}
    ${submitSection(v, token)} ${receiptButton(v)}
  `;
}

const positive = (units: string | null | undefined): boolean => isUnitsString(units) && BigInt(units) > 0n;

const verifiedMark = (t: Text) =>
  html`<p part="verified" title=${t('verifiedTitle')}>
    <span class="check" aria-hidden="true">✓</span> ${t('verified')}
  </p>`;

const receiptButton = (v: DepositView) =>
  html`<div class="row">
    <button part="receipt-button" class="button secondary" type="button" @click=${v.onDownload}>
      ${v.t('downloadReceipt')}
    </button>
    <span class="hint">${v.t('receiptHint')}</span>
  </div>`;

const newQuoteButton = (t: Text, onNewQuote: () => void) =>
  html`<button part="new-quote-button" class="button" type="button" @click=${onNewQuote}>
    ${t('newQuoteButton')}
  </button>`;

const expiredNote = (v: DepositView) =>
  html`<div part="expired">
    <p><strong>${v.t('expiredTitle')}</strong></p>
    <p>${v.t('expiredDetail')}</p>
    ${newQuoteButton(v.t, v.onNewQuote)}
  </div>`;

/** Formats an amount of a token exactly, or in smallest units when its decimals are unknown. */
function amountFormatter(w: Words, token: Pick<Token, 'decimals'> | undefined, symbol: string) {
  const { t, locale } = w;
  const decimals = token?.decimals;
  return (units: string | null | undefined): string =>
    units == null
      ? ''
      : decimals === undefined
        ? // Without the decimals only the integer in smallest units is exact.
          t('amountInSmallestUnits', { units: formatAmount(units, 0, { exact: true, locale }), token: symbol })
        : t('amountWithToken', { amount: formatAmount(units, decimals, { exact: true, locale }), token: symbol });
}

/**
 * The deposit arrived (the swap is under way) or the swap is over: what happened, the address for reference and
 * the receipt. Nothing here asks for funds: no amount to copy, QR, countdown or hash form.
 */
function receivedSection(v: DepositView) {
  const { t, quoteResponse, tokens, known } = v;
  const { quote, quoteRequest } = quoteResponse;
  const status = known.status;
  const details = known.response?.swapDetails;
  const amount = (units: string | null | undefined, assetId: string) => {
    const token = findToken(tokens, assetId);
    return token && isUnitsString(units) ? amountFormatter(v, token, token.symbol)(units) : undefined;
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
    if (status === 'SUCCESS') {
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

/** What arrived of a short deposit and what is still missing, from the latest status response (exact units). */
function shortfall(v: DepositView): { received?: string; remaining?: string } {
  const received = v.known.response?.swapDetails?.depositedAmount;
  const required = v.quoteResponse.quote.amountIn;
  if (!isUnitsString(received) || !isUnitsString(required)) return {};
  const rest = BigInt(required) - BigInt(received);
  return { received, remaining: rest > 0n ? rest.toString() : undefined };
}

function shortfallNote(v: DepositView, token: Token | undefined, symbol: string, received: string | undefined) {
  const fmt = amountFormatter(v, token, symbol);
  return html`<p part="top-up">
    ${
      received === undefined
        ? v.t('topUpShort')
        : v.t('topUpReceived', { received: fmt(received), total: fmt(v.quoteResponse.quote.amountIn) })
    }
  </p>`;
}

/** The amount of a top-up: exactly what is missing, or the quoted total when the service did not say. */
function topUpAmount(v: DepositView, token: Token | undefined, symbol: string, remaining: string | undefined) {
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

function amountSection(v: DepositView, token: Token | undefined, symbol: string, destination: Token | undefined) {
  const { t, locale } = v;
  const { quote, quoteRequest } = v.quoteResponse;
  const decimals = token?.decimals ?? quotedDecimals(quote);
  const fmt = amountFormatter(v, decimals === undefined ? undefined : { decimals }, symbol);
  const exact = decimals === undefined ? quote.amountIn : toDecimal(quote.amountIn, decimals);
  const usd = formatUsd(quote.amountInUsd, locale);
  const refundTo = quoteRequest.refundTo;
  const min = fmt(quote.minAmountIn ?? quote.amountIn);
  const max = quote.maxAmountIn ? fmt(quote.maxAmountIn) : undefined;
  const minOut =
    quote.minAmountOut && destination
      ? t('amountWithToken', {
          amount: formatAmount(quote.minAmountOut, destination.decimals, { locale }),
          token: destination.symbol,
        })
      : undefined;
  let label: string;
  let rules: string;
  switch (quoteRequest.swapType) {
    case 'EXACT_OUTPUT':
      label = t('amountToSendLabel');
      rules = max ? t('rulesExactOutputRange', { min, max, refundTo }) : t('rulesExactOutput', { min, refundTo });
      break;
    case 'FLEX_INPUT':
      label = t('amountToSendLabel');
      rules = minOut
        ? t('rulesFlexInputWithMinimumOut', { min, minOut, refundTo })
        : t('rulesFlexInput', { min, refundTo });
      break;
    case 'ANY_INPUT':
      label = t('quotedAmountLabel');
      rules = t(v.pay ? 'rulesAnyInputAnyToken' : 'rulesAnyInput', { token: symbol });
      break;
    default:
      label = t('sendExactlyLabel');
      rules = t('rulesExactInput', { refundTo });
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

function memoSection(t: Text, memo: string, expired: boolean) {
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
function qrSection(
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
  const uri = token
    ? paymentUri({
        chain: token.blockchain,
        contractAddress: token.contractAddress,
        decimals: token.decimals,
        depositAddress,
        memo,
        amount,
      })
    : undefined;
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
  </div>`;
}

function timersSection(v: DepositView) {
  const { t, locale, expired, clock } = v;
  const { deadline, timeWhenInactive } = v.quoteResponse.quote;
  const refundTo = v.quoteResponse.quoteRequest.refundTo;
  const when = (iso: string) => formatDateTime(iso, locale);
  const countdown = (iso: string) =>
    html`<swap-countdown .until=${iso} .clock=${clock} .locale=${locale}></swap-countdown>`;
  const distinctInactive = timeWhenInactive && timeWhenInactive !== deadline;
  return html`<div part="timers">
    ${
      deadline
        ? html`<p>
            ${
              expired
                ? t('deadlinePassed', { date: when(deadline) })
                : richMessage(t('timeLeft'), { countdown: countdown(deadline), date: when(deadline) })
            }
            ${t('afterDeadline', { refundTo })}
          </p>`
        : nothing
    }
    ${
      distinctInactive
        ? html`<p>
            ${
              clock() >= Date.parse(timeWhenInactive)
                ? t('inactivePassed', { date: when(timeWhenInactive) })
                : richMessage(t('inactiveIn'), {
                    countdown: countdown(timeWhenInactive),
                    date: when(timeWhenInactive),
                  })
            }
            ${t('afterInactive')}
          </p>`
        : nothing
    }
  </div>`;
}

function submitSection(v: DepositView, token: Token | undefined) {
  const { t, submission, txHashError, senderError } = v;
  const chain = v.pay?.chosen.chain ?? depositChain(v.quoteResponse, token);
  const pending = submission?.state === 'pending';
  return html`<form part="submit" novalidate @submit=${v.onSubmit}>
    <label for="tx-hash"><strong>${v.phase === 'top-up' ? t('txHashLabelTopUp') : t('txHashLabel')}</strong></label>
    <p class="hint" id="tx-hash-hint">
      ${chain ? t('txHashHintOnChain', { chain: chainName(chain) }) : t('txHashHint')}
    </p>
    <input
      id="tx-hash"
      part="tx-hash-input"
      type="text"
      autocomplete="off"
      spellcheck="false"
      .value=${v.txHash}
      aria-invalid=${txHashError ? 'true' : 'false'}
      aria-describedby="tx-hash-hint ${txHashError ? 'tx-hash-error' : ''}"
      @input=${v.onTxHashInput}
    />
    ${txHashError ? html`<p id="tx-hash-error" part="field-error" role="alert">${txHashError}</p>` : nothing}
    ${
      chain === 'near'
        ? html`<label for="sender">${t('senderLabel')}</label>
            <input
              id="sender"
              part="sender-input"
              type="text"
              autocomplete="off"
              spellcheck="false"
              placeholder=${t('senderPlaceholder')}
              .value=${v.sender}
              aria-invalid=${senderError ? 'true' : 'false'}
              aria-describedby=${senderError ? 'sender-error' : nothing}
              @input=${v.onSenderInput}
            />
            ${senderError ? html`<p id="sender-error" part="field-error" role="alert">${senderError}</p>` : nothing}`
        : nothing
    }
    <button part="submit-button" class="button" type="submit" ?disabled=${pending}>
      ${pending ? t('submitting') : t('submitButton')}
    </button>
    <div part="submit-result" role="status">
      ${
        submission?.state === 'done'
          ? html`<p>
              ${t(submission.repeated ? 'submittedAgain' : 'submitted', {
                status: statusText(t, submission.statusResponse.status),
              })}
            </p>`
          : submission?.state === 'error'
            ? html`<p part="field-error">${describeError(submission.error, { text: v.common })}</p>`
            : nothing
      }
    </div>
  </form>`;
}
