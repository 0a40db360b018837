// The balance line under <swap-quote>'s origin amount (WalletBalanceController decides, this draws): "Connect
// <wallet>" buttons, the balance or why there is none, "Switch to <chain>", and Max with its fee reserve.
import type { SwapConfig } from '../../../store/store.js';
import { html, nothing, type TemplateResult } from 'lit';
import type { SwapType, Token } from '../../../api/schemas.js';
import { formatAmount } from '../../../core/amounts.js';
import type { FamilyProblem, FamilyWallet as Wallet } from '../../../wallets/family.js';
import type { QuoteText } from '../quote-form.model.js';
import { walletMessages } from '../../../i18n/en/quote-wallet.js';
import { formatMessage } from '../../../i18n/messages.js';

/** What the balance reads of <swap-quote>'s view. */
export interface BalanceView {
  t: QuoteText;
  locale?: string;
  form: { origin?: Token; destination?: Token; draft?: { amount: string }; dryDraft?: { amount: string } };
  values: {
    swapType: SwapType;
    refundAddress?: string;
    refundType?: string;
    recipient?: string;
    recipientType?: string;
    /** INTENTS or CONFIDENTIAL_INTENTS: paid from a NEAR Intents balance, not from the wallet's balance on the chain. */
    depositType?: string;
  };
  /** Fills the amount field, the refund address or the recipient (as the user would type them). */
  set(patch: { amount?: string; refundAddress?: string; recipient?: string }, retire?: boolean): void;
  touch(field: 'amount'): void;
  /** Where Solana and NEAR balances are read (store's rpcUrlFor): the host's resolved settings. */
  config?: Pick<SwapConfig, 'rpc' | 'baseUrl' | 'fetch'>;
}

export type Reading =
  | { key: string; state: 'reading' }
  | { key: string; state: 'failed' }
  | { key: string; state: 'other-chain' }
  /** Bitcoin or Tron wallets on a test network (its name). */
  | { key: string; state: 'test-network'; network: string }
  /** A wallet that does not tell web pages its balance (most Bitcoin wallets). */
  | { key: string; state: 'not-shared' }
  /**
   * `reserve`: smallest units kept for the fee by Max (native coin only; undefined when the wallet gave no gas price);
   * `fixed`: the reserve is the family's fixed one (Bitcoin, Tron), not three transfers at the gas price.
   */
  | { key: string; state: 'ready'; balance: bigint; native: boolean; reserve?: bigint; fixed?: boolean };

/** The last failed connect or switch. */
export interface BalanceProblem {
  wallet: string;
  problem: FamilyProblem;
  message?: string;
  chain?: string;
}

export interface BalanceState {
  token: Token;
  /** The token's chain, by name. */
  chain: string;
  wallets: readonly Wallet[];
  connection?: { wallet: Wallet; account: string };
  /** The wallet can be asked to switch to the token's chain (EVM). */
  canSwitch: boolean;
  /** The wallet family's name: the token's chain for Bitcoin, Tron, Solana and NEAR; none for EVM (walletFamilyEvm). */
  family?: string;
  reading?: Reading;
  problem?: BalanceProblem;
}

export interface BalanceActions {
  connect(wallet: Wallet): void;
  switchChain(wallet: Wallet): void;
  disconnect(): void;
}

/** An account shortened for a narrow line (0x12ab…cdef); short ones (most NEAR names) whole. */
export const shortAccount = (account: string): string =>
  account.length > 20 ? `${account.slice(0, 6)}…${account.slice(-4)}` : account;

/** The connected wallet, its family and account (whole in the title), and Disconnect. */
function accountLine(v: BalanceView, state: BalanceState, on: BalanceActions, wallet: Wallet, account: string) {
  const { t } = v;
  return html`<p part="wallet-account" class="hint">
    <span title=${account}
      >${t('walletAccount', {
        wallet: wallet.info.name || t('walletFallbackName'),
        family: state.family ?? t('walletFamilyEvm'),
        account: shortAccount(account),
      })}</span
    >
    <button type="button" class="link" part="wallet-disconnect" @click=${() => on.disconnect()}>
      ${t('walletDisconnect')}
    </button>
  </p>`;
}

/** A wallet's answer in words: each problem a wallet family reports has its own sentence; others quote the wallet. */
function describeProblem({ t }: BalanceView, problem: BalanceProblem): string {
  const wallet = problem.wallet || t('walletFallbackName');
  switch (problem.problem) {
    case 'rejected':
      return t('walletDeclined', { wallet });
    case 'unknown-chain':
      return t('walletUnknownChain', { wallet, chain: problem.chain ?? '' });
    case 'no-account':
      return t('walletNoAccount', { wallet });
    case 'pending':
      return t('walletBusy', { wallet });
    case 'wrong-network':
      // "mainnet:<chain>": another chain's main network, not a test network (aptos.ts).
      return problem.message?.startsWith('mainnet:')
        ? t('walletOtherNet', { wallet, network: problem.message.slice(8) })
        : t('walletTestNet', { wallet, network: problem.message ?? '' });
    default:
      return problem.message
        ? t('walletFailed', { wallet, message: problem.message })
        : t('walletFailedNoMessage', { wallet });
  }
}

/**
 * The view with this line's words: the page's own, else the English that comes with this chunk (en/quote-wallet.ts).
 * The element's lookup answers the key itself when it has no words for it.
 */
function withOwnWords(view: BalanceView): BalanceView {
  const t = ((key, values) => {
    const said = view.t(key, values);
    return said === key && key in walletMessages
      ? formatMessage(walletMessages[key as keyof typeof walletMessages], values, view.locale)
      : said;
  }) as QuoteText;
  return { ...view, t };
}

export function renderWalletBalance(view: BalanceView, state: BalanceState, on: BalanceActions): TemplateResult {
  const v = withOwnWords(view);
  const { t } = v;
  const { token, chain, connection, problem } = state;
  const name = (wallet: { info: { name: string } }) => wallet.info.name || t('walletFallbackName');
  const problemText = problem ? describeProblem(v, problem) : '';
  const problemLine = problem ? html`<p class="error" part="error" role="alert">${problemText}</p>` : nothing;
  if (!connection) {
    return html`<div class="actions">
      ${state.wallets.map(
        (wallet) =>
          html`<button type="button" class="link" part="wallet-button" @click=${() => on.connect(wallet)}>
            ${wallet.info.icon ? html`<img src=${wallet.info.icon} alt="" width="16" height="16" />` : nothing}${t(
              'connectWallet',
              {
                wallet: name(wallet),
              },
            )}
          </button>`,
      )}
      ${problemLine}
    </div>`;
  }
  const reading = state.reading;
  let line: unknown = t('balanceReading');
  let extra: unknown = nothing;
  if (/INTENTS$/.test(v.values.depositType ?? '')) {
    // Neither the balance on the chain nor a Max from it, nor its chain: an Intents balance pays, signed for in
    // <swap-deposit> (the controller reads nothing then).
    line = t('balanceIntents', { wallet: name(connection.wallet), account: connection.account });
  } else if (reading?.state === 'failed') line = t('balanceFailed', { wallet: name(connection.wallet) });
  else if (reading?.state === 'test-network') {
    const other = reading.network.startsWith('mainnet:'); // another chain's main network (aptos.ts)
    line = t(other ? 'balanceOtherMainnet' : 'balanceTestNetwork', {
      wallet: name(connection.wallet),
      network: other ? reading.network.slice(8) : reading.network,
      chain,
    });
  } else if (reading?.state === 'not-shared') {
    line = t('balanceNotShared', { wallet: name(connection.wallet), account: connection.account });
  } else if (reading?.state === 'other-chain') {
    line = t('balanceOtherChain', { wallet: name(connection.wallet), chain });
    extra = state.canSwitch
      ? html`<button type="button" class="link" part="wallet-button" @click=${() => on.switchChain(connection.wallet)}>
          ${t('switchChain', { chain })}
        </button>`
      : nothing;
  } else if (reading?.state === 'ready') {
    line = t('balance', { amount: amountText(v, reading.balance, token) });
    extra = renderMax(v, reading, token);
  }
  return html`<div class="actions">
    ${accountLine(v, state, on, connection.wallet, connection.account)}
    <p part="balance" class="hint">${line}</p>
    ${extra} ${problemLine}
  </div>`;
}

function amountText(v: BalanceView, units: bigint, token: Token): string {
  return `${formatAmount(units, token.decimals, { exact: true, locale: v.locale })} ${token.symbol}`;
}

/** Max, where the amount is the origin's (not EXACT_OUTPUT): the whole balance, less the fee reserve for a coin. */
function renderMax(v: BalanceView, reading: Reading & { state: 'ready' }, token: Token) {
  const { t } = v;
  const typed = v.form.draft?.amount ?? v.form.dryDraft?.amount;
  const over =
    v.values.swapType !== 'EXACT_OUTPUT' && typed !== undefined && BigInt(typed) > reading.balance
      ? html`<p class="warning" part="warning">${t('balanceBelowAmount')}</p>`
      : nothing;
  if (v.values.swapType === 'EXACT_OUTPUT' || v.values.swapType === 'ANY_INPUT') return over;
  const { balance, native, reserve } = reading;
  if (native && reserve === undefined)
    return html`<p class="hint">${t('maxNoFee')}</p>
      ${over}`;
  const max = balance - (reserve ?? 0n);
  const reserveText = reserve === undefined ? '' : amountText(v, reserve, token);
  if (max <= 0n)
    return html`<p class="hint">${t('maxTooLow', { reserve: reserveText })}</p>
      ${over}`;
  return html`<button
      type="button"
      class="link"
      part="max"
      aria-describedby=${native ? 'max-note' : nothing}
      @click=${() => {
        v.set({ amount: formatAmount(max, token.decimals, { exact: true, locale: v.locale }) }, true);
        v.touch('amount');
      }}
    >
      ${t('max')}
    </button>
    ${
      native
        ? html`<p class="hint" id="max-note">
            ${t(reading.fixed ? 'maxReserveFixed' : 'maxReserve', { reserve: reserveText })}
          </p>`
        : nothing
    }
    ${over}`;
}
