// The browser-wallet part of <swap-deposit>'s instructions (WalletPayController decides, this draws): a "Pay with <wallet>"
// button per wallet found, and one live sentence for each step and each answer of the wallet.
import { css, html, nothing, type TemplateResult } from 'lit';
import { formatAmount } from '../../../core/amounts.js';
import { chainName } from '../../../core/assets.js';
import { formatDuration } from '../../../core/time.js';
import type { FamilyWallet as Wallet } from '../../../wallets/family.js';
import type { Phase } from '../controllers/deposit-progress-controller.js';
import type { Words } from './deposit-parts.view.js';
import type { PayOrder, PayState } from '../wallet-pay.model.js';

export interface WalletView extends Words {
  phase: Phase;
  /** What a wallet may pay now (none: no buttons). */
  order?: PayOrder;
  /** The wallets found on the page (empty until the wallet code loaded, or when the swap is not payable). */
  wallets: readonly Wallet[];
  state: PayState;
  /** How long one wallet request may go unanswered (said in the timeout message). */
  waitMs: number;
  onPay(wallet: Wallet): void;
  /** Pay from `account` although it is not the refund address. */
  onContinue(wallet: Wallet, account: string): void;
}

export const walletStyles = css`
  [part='wallet'] {
    display: grid;
    gap: var(--_space);
  }
  [part='wallet-pay'] {
    display: inline-flex;
    align-items: center;
    gap: var(--_space);
    max-width: 100%;
  }
  [part='wallet-pay'] img {
    width: 20px;
    height: 20px;
    flex: none;
  }
  [part='wallet-sent'] {
    display: grid;
    gap: calc(var(--_space) / 2);
  }
  [part='wallet-sent'] p {
    margin: 0;
  }
  [part='wallet-status']:empty {
    display: none;
  }
  [part='wallet-status'].problem {
    border-left: 4px solid var(--_warning);
    padding-left: var(--_space);
  }
  [part='wallet-status'] .value {
    display: block;
  }
`;

const nameOf = (v: Words, name: string) => name || v.t('walletFallbackName');

/** The wallet's payment in the tense of the swap: sent and handed over, seen by the service, or part of a past swap. */
const SENT_WORDS = {
  send: 'walletSent',
  'top-up': 'walletSent',
  received: 'walletSentSeen',
  final: 'walletSentDone',
} as const satisfies Record<Phase, string>;

function amountText(v: WalletView, units: bigint | string, order: PayOrder): string {
  const amount = formatAmount(units, order.decimals, { exact: true, locale: v.locale });
  return v.t('amountWithToken', { amount, token: order.symbol });
}

/** The sentence for the state (and whether it reports a problem). */
function sentence(v: WalletView, order: PayOrder | undefined): { text: string; problem?: boolean } | undefined {
  const { t, state } = v;
  if (state.kind === 'idle' || state.kind === 'sent') return undefined;
  if (state.kind === 'interrupted') return { text: t('walletInterrupted'), problem: true };
  if (!order) return undefined;
  const wallet = nameOf(v, state.wallet.info.name);
  const chain = chainName(order.chain);
  const amount = amountText(v, order.amount, order);
  switch (state.kind) {
    case 'busy':
      return {
        text:
          state.step === 'connect'
            ? t('walletConnecting', { wallet })
            : state.step === 'switch'
              ? t('walletSwitching', { wallet, chain })
              : state.step === 'balance'
                ? t('walletChecking', { wallet })
                : t('walletSending', { wallet, amount }),
      };
    case 'other-account':
      return {
        text: t('walletOtherAccount', { wallet, account: state.account, refundTo: order.refundTo ?? '' }),
        problem: true,
      };
    case 'insufficient':
      return {
        text: t(order.contractAddress ? 'walletBalanceLow' : 'walletBalanceLowNative', {
          wallet,
          account: state.account,
          balance: amountText(v, state.balance, order),
          chain,
          amount,
        }),
        problem: true,
      };
    case 'failed': {
      // Only Tron lacks fee resources: what the network would burn is in TRX (6 decimals).
      const fee =
        state.needed === undefined ? '' : amountText(v, state.needed, { ...order, decimals: 6, symbol: 'TRX' });
      // "mainnet:<chain>": the wallet is on another chain's main network, not a test network (aptos.ts).
      const other = state.problem === 'wrong-network' && !!state.message?.startsWith('mainnet:');
      const network = other ? state.message!.slice(8) : (state.message ?? '');
      const values = { wallet, chain, amount, message: state.message ?? '', network, fee };
      const key =
        state.problem === 'timeout'
          ? state.step === 'send'
            ? 'walletTimeoutSend'
            : 'walletTimeout'
          : state.problem === 'rejected'
            ? 'walletDeclined'
            : state.problem === 'unknown-chain'
              ? 'walletUnknownChain'
              : state.problem === 'wrong-chain'
                ? 'walletWrongChain'
                : state.problem === 'wrong-network'
                  ? other
                    ? 'walletOtherMainnet'
                    : 'walletTestNetwork'
                  : state.problem === 'inactive-account'
                    ? 'walletInactive'
                    : state.problem === 'unfunded-account'
                      ? 'walletUnfunded'
                      : state.problem === 'no-trustline'
                        ? 'walletNoTrustline'
                        : state.problem === 'deposit-unready'
                          ? 'walletDepositUnready'
                          : state.problem === 'no-resources'
                            ? fee
                              ? 'walletNoResources'
                              : 'walletNoResourcesNoFee'
                            : state.problem === 'pending'
                              ? 'walletBusy'
                              : state.problem === 'insufficient-funds'
                                ? 'walletFundsLow'
                                : state.problem === 'no-account'
                                  ? 'walletNoAccount'
                                  : state.message
                                    ? 'walletFailed'
                                    : 'walletFailedNoMessage';
      return { text: t(key, { ...values, duration: formatDuration(v.waitMs, v.locale) }), problem: true };
    }
  }
}

function payButton(v: WalletView, wallet: Wallet): TemplateResult {
  const { state } = v;
  const name = nameOf(v, wallet.info.name);
  const busy = state.kind === 'busy';
  const again =
    (state.kind === 'failed' || state.kind === 'insufficient' || state.kind === 'other-account') &&
    state.wallet === wallet;
  // aria-disabled, not disabled: the button keeps the focus while the wallet works.
  return html`<button
    part="wallet-pay"
    class="button"
    type="button"
    aria-disabled=${busy ? 'true' : 'false'}
    @click=${() => busy || v.onPay(wallet)}
  >
    ${wallet.info.icon ? html`<img src=${wallet.info.icon} alt="" />` : nothing}
    <span>${again ? v.t('walletPayAgain', { wallet: name }) : v.t('walletPay', { wallet: name })}</span>
  </button>`;
}

/**
 * The wallet part: pay buttons while funds are due and no payment went out (a short deposit may be topped up after
 * one), the state in a polite live region, and the hash once the wallet sent it. Nothing without a wallet or a
 * saved payment.
 */
export function walletSection(v: WalletView): TemplateResult | typeof nothing {
  const { t, state, order, phase } = v;
  const sent = state.kind === 'sent' ? state : undefined;
  const payable = order && v.wallets.length > 0 && (!sent || phase === 'top-up');
  const due = phase === 'send' || phase === 'top-up';
  if (!payable && !sent && !(state.kind === 'interrupted' && due)) return nothing;
  const said = sentence(v, order);
  const other = state.kind === 'other-account' ? state : undefined;
  return html`<div part="wallet">
    ${
      sent
        ? html`<div part="wallet-sent">
            <p>${t(SENT_WORDS[phase], { wallet: nameOf(v, sent.wallet) })}</p>
            <div class="field">
              <span class="label">${t('walletTxHashLabel')}</span>
              <span class="value">${sent.txHash}</span>
            </div>
          </div>`
        : nothing
    }
    ${
      payable
        ? html`<div class="row">${v.wallets.map((wallet) => payButton(v, wallet))}</div>
            <p class="hint">
              ${t(order.chainId === undefined ? 'walletHintDirect' : 'walletHint', {
                chain: chainName(order.chain),
                amount: amountText(v, order.amount, order),
              })}
            </p>`
        : nothing
    }
    <p part="wallet-status" class=${said?.problem ? 'problem' : ''} role="status">${said?.text ?? ''}</p>
    ${
      other && payable
        ? html`<button
            part="wallet-continue"
            class="button secondary"
            type="button"
            @click=${() => v.onContinue(other.wallet, other.account)}
          >
            ${t('walletContinue', { account: other.account })}
          </button>`
        : nothing
    }
  </div>`;
}
