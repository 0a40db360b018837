// What every render section of <swap-deposit> shares: the view object the element builds in render() (its handlers
// are the element's methods, which Lit calls on the host), the words, and the small pieces several sections show.
import { html, type TemplateResult } from 'lit';
import { type QuoteResponse, type Token } from '../../../api/schemas.js';
import type { SignatureCheck } from '../../../api/signature.js';
import { formatAmount, isUnitsString } from '../../../core/amounts.js';
import type { depositMessages } from '../../../i18n/en/deposit.js';
import { describeError } from '../../../i18n/error-text.js';
import { readableUnits } from '../../parts/views/amount.view.js';
import { type CommonWords, type Translate } from '../../../i18n/messages.js';
import type { Known, Phase } from '../controllers/deposit-progress-controller.js';
import type { Submission } from '../controllers/deposit-submit-controller.js';
import { type PayChoice } from '../pay-from.model.js';

export type QrMode = 'address' | 'uri' | 'memo';

export type Text = Translate<typeof depositMessages>;

/** The element's words and format locale (from its Localize controller). */
export interface Words {
  t: Text;
  common: Translate<CommonWords>;
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
  /** The browser-wallet payment (views/wallet.view.ts), shown before the address and with the outcome. */
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

export const statusText = (t: Text, status: string): string => {
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

export const memoOf = (quoteResponse: QuoteResponse): string | undefined =>
  quoteResponse.quote.depositMemo || undefined;

export const positive = (units: string | null | undefined): boolean => isUnitsString(units) && BigInt(units) > 0n;

export const verifiedMark = (t: Text) =>
  html`<p part="verified" title=${t('verifiedTitle')}>
    <span class="check" aria-hidden="true">✓</span> ${t('verified')}
  </p>`;

export const receiptButton = (v: DepositView) =>
  html`<div class="row">
    <button part="receipt-button" class="button secondary" type="button" @click=${v.onDownload}>
      ${v.t('downloadReceipt')}
    </button>
    <span class="hint">${v.t('receiptHint')}</span>
  </div>`;

export const newQuoteButton = (t: Text, onNewQuote: () => void) =>
  html`<button part="new-quote-button" class="button" type="button" @click=${onNewQuote}>
    ${t('newQuoteButton')}
  </button>`;

export const expiredNote = (v: DepositView) =>
  html`<div part="expired">
    <p><strong>${v.t('expiredTitle')}</strong></p>
    <p>${v.t(v.quoteResponse.quoteRequest.swapType === 'ANY_INPUT' ? 'expiredDetailAnyInput' : 'expiredDetail')}</p>
    ${newQuoteButton(v.t, v.onNewQuote)}
  </div>`;

/** Formats an amount of a token exactly, or in smallest units when its decimals are unknown. */
export function amountFormatter(w: Words, token: Pick<Token, 'decimals'> | undefined, symbol: string) {
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
 * Formats an amount of a token for reading (what arrived, what was delivered or refunded): by the reading rule, with
 * the exact value in its title and for assistive technology; exact in smallest units when the decimals are unknown.
 * Never for an amount to send (amountFormatter keeps every digit).
 */
export function readableFormatter(w: Words, token: Pick<Token, 'decimals'> | undefined, symbol: string) {
  const { t, locale } = w;
  const decimals = token?.decimals;
  const exact = amountFormatter(w, token, symbol);
  return (units: string | null | undefined): TemplateResult | string =>
    units == null || decimals === undefined
      ? exact(units)
      : readableUnits(units, decimals, locale, (amount) => t('amountWithToken', { amount, token: symbol }));
}
