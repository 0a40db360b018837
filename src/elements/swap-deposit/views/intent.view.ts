// The "pay from your NEAR Intents balance" part of <swap-deposit> (IntentPayController decides, this draws): a
// "Sign with <wallet>" button per wallet that can sign intents, one live sentence for each step and each answer, and
// the intent hash once the service took the signed transfer.
import { html, nothing, type TemplateResult } from 'lit';
import { formatAmount } from '../../../core/amounts.js';
import { formatDateTime, formatDuration } from '../../../core/time.js';
import type { FamilyWallet, WalletFamily } from '../../../wallets/family.js';
import type { Phase } from '../controllers/deposit-progress-controller.js';
import type { IntentOrder, IntentPayState } from '../intent-pay.model.js';
import type { Words } from './deposit-parts.view.js';
import { intentMessages } from '../../../i18n/en/deposit-intents.js';
import { formatMessage, type Translate } from '../../../i18n/messages.js';
import type { depositMessages } from '../../../i18n/en/deposit.js';

/** The deposit section's words with this part's: the English of en/deposit-intents.ts comes with this chunk. */
export type IntentText = Translate<typeof depositMessages & typeof intentMessages>;

/**
 * The element's words, with this part's: the page's own (configure() or the messages property), else the English that
 * comes with this chunk. The element's lookup answers the key itself when it has no words for it.
 */
export function intentWords(words: Words): Omit<Words, 't'> & { t: IntentText } {
  const own = words.t as unknown as IntentText;
  const t: IntentText = (key, values) => {
    const said = own(key, values);
    return said === key && key in intentMessages
      ? formatMessage(intentMessages[key as keyof typeof intentMessages], values, words.locale)
      : said;
  };
  return { ...words, t };
}

/** A wallet that can sign intents: its standard, and its family's client. */
export interface IntentSigner {
  wallet: FamilyWallet;
  standard: string;
  family: WalletFamily;
}

export interface IntentView extends Omit<Words, 't'> {
  t: IntentText;
  phase: Phase;
  order?: IntentOrder;
  signers: readonly IntentSigner[];
  state: IntentPayState;
  /** How long one wallet request may go unanswered (said in the timeout message). */
  waitMs: number;
  onSign(signer: IntentSigner): void;
  /** Send the saved signed intent again. */
  onResend(): void;
  /** Ask the service whether the swap has its deposit (the saved signed intent's fate). */
  onCheck(): void;
}

const nameOf = (v: IntentView, name: string) => name || v.t('walletFallbackName');

/** The sentence of each problem that needs no choice of words (the others are chosen in `sentence`). */
const PROBLEM_KEYS = {
  timeout: 'walletTimeout',
  rejected: 'intentDeclined',
  pending: 'walletBusy',
  'no-account': 'walletNoAccount',
  mismatch: 'intentMismatch',
  signature: 'intentRefusedSignature',
  balance: 'intentRefusedBalance',
  expired: 'intentRefusedExpired',
  replayed: 'intentRefusedReplayed',
  'quote-state': 'intentRefusedQuote',
  intent: 'intentRefused',
  lapsed: 'intentLapsed',
} as const;

/** How a generated intent differs from what was asked, in words (intent-pay.model.ts IntentMismatch). */
const MISMATCH_KEYS = {
  shape: 'intentMismatch',
  signer: 'intentMismatchSigner',
  deadline: 'intentMismatchDeadline',
  receiver: 'intentMismatchReceiver',
  amount: 'intentMismatchAmount',
  'extra-token': 'intentMismatchToken',
  receives: 'intentMismatchReceives',
  payout: 'intentMismatchPayout',
  unbound: 'intentMismatchUnbound',
} as const;

/** The sentence for the state (and whether it reports a problem). */
function sentence(v: IntentView): { text: string; problem?: boolean } | undefined {
  const { t, state, order } = v;
  if (state.kind === 'idle' || state.kind === 'sent') return undefined;
  if (state.kind === 'interrupted') return { text: t('intentInterrupted'), problem: true };
  if (state.kind === 'arrived') return { text: t('intentArrived') };
  const wallet = state.wallet ? nameOf(v, state.wallet.info.name) : t('walletFallbackName');
  const amount = order
    ? t('amountWithToken', {
        amount: formatAmount(order.amount, order.decimals, { exact: true, locale: v.locale }),
        token: order.symbol,
      })
    : '';
  const account = state.account ?? '';
  if (state.kind === 'busy') {
    const key = {
      connect: 'walletConnecting',
      prepare: 'intentPreparing',
      sign: 'intentSigning',
      submit: 'intentSubmitting',
      check: 'intentChecking',
    } as const;
    return { text: t(key[state.step], { wallet, amount, account }) };
  }
  const until = state.until === undefined ? '' : formatDateTime(state.until, v.locale);
  const payout = order?.payout;
  const minimum = payout
    ? t('amountWithToken', {
        amount: formatAmount(payout.minAmount, payout.decimals, { exact: true, locale: v.locale }),
        token: payout.symbol,
      })
    : '';
  const values = { wallet, amount, account, minimum, message: state.message ?? '', until };
  const key =
    state.problem === 'mismatch'
      ? MISMATCH_KEYS[state.mismatch ?? 'shape']
      : state.problem === 'not-arrived'
        ? until
          ? 'intentNotArrivedUntil'
          : 'intentNotArrived'
        : state.problem === 'service'
          ? !state.resend
            ? 'intentServiceError'
            : until
              ? 'intentServiceResendUntil'
              : 'intentServiceResend'
          : (PROBLEM_KEYS[state.problem as keyof typeof PROBLEM_KEYS] ??
            (state.message ? 'walletFailed' : 'walletFailedNoMessage'));
  return { text: t(key, { ...values, duration: formatDuration(v.waitMs, v.locale) }), problem: true };
}

function signButton(v: IntentView, signer: IntentSigner): TemplateResult {
  const { state } = v;
  const { wallet } = signer;
  const name = nameOf(v, wallet.info.name);
  const busy = state.kind === 'busy';
  const again = state.kind === 'failed' && state.wallet === wallet;
  // aria-disabled, not disabled: the button keeps the focus while the wallet works.
  return html`<button
    part="intent-sign"
    class="button"
    type="button"
    aria-disabled=${busy ? 'true' : 'false'}
    @click=${() => busy || v.onSign(signer)}
  >
    ${wallet.info.icon ? html`<img src=${wallet.info.icon} alt="" />` : nothing}
    <span>${again ? v.t('intentSignAgain', { wallet: name }) : v.t('intentSign', { wallet: name })}</span>
  </button>`;
}

/**
 * The Intents part: sign buttons while the swap awaits its deposit and nothing was sent, the state in a polite live
 * region, and the intent hash once the service took it. Nothing without a wallet that can sign or a saved payment.
 */
export function intentSection(v: IntentView): TemplateResult | typeof nothing {
  const { t, state, order } = v;
  const sent = state.kind === 'sent' ? state : undefined;
  const signable = !!order && v.signers.length > 0 && !sent;
  const resend = state.kind === 'failed' && state.resend;
  const said = sentence(v);
  if (!signable && !sent && !said) return nothing;
  const amount = order
    ? t('amountWithToken', {
        amount: formatAmount(order.amount, order.decimals, { exact: true, locale: v.locale }),
        token: order.symbol,
      })
    : '';
  return html`<div part="intent">
    ${
      sent
        ? html`<div part="intent-sent">
            <p>${t(v.phase === 'final' ? 'intentSentDone' : 'intentSent', { wallet: nameOf(v, sent.wallet) })}</p>
            <div class="field">
              <span class="label">${t('intentHashLabel')}</span>
              <span class="value">${sent.intentHash}</span>
            </div>
          </div>`
        : nothing
    }
    ${
      signable
        ? html`<div class="row">${v.signers.map((signer) => signButton(v, signer))}</div>
            <p class="hint">${t('intentHint', { amount })}</p>`
        : nothing
    }
    <p part="intent-status" class=${said?.problem ? 'problem' : ''} role="status">${said?.text ?? ''}</p>
    ${
      resend
        ? html`<div class="row">
            <button part="intent-resend" class="button secondary" type="button" @click=${() => v.onResend()}>
              ${t('intentResend')}
            </button>
            <button part="intent-check" class="button secondary" type="button" @click=${() => v.onCheck()}>
              ${t('intentCheck')}
            </button>
          </div>`
        : nothing
    }
  </div>`;
}
