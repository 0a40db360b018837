// <swap-quote>'s token, amount and address fields, rendered from a view object the element builds on each render;
// the view type and the field messages are shared with the settings and the quote details.
import type { SwapConfig } from '../../../store/store.js';
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { AppFee, QuoteResponse, Token } from '../../../api/schemas.js';
import { formatUsd, usdValue } from '../../../core/amounts.js';
import { chainName } from '../../../core/assets.js';
import { HYPERLIQUID_USDC } from '../../../core/chains.js';
import { numberFormat } from '../../../core/intl.js';
import type { ConfidentialChoiceController } from '../controllers/confidential-choice-controller.js';
import type { TokensState } from '../../../store/store.js';
import type { DryResult } from '../controllers/dry-quote-controller.js';
import {
  addressHint,
  recipientChain,
  refundChain,
  tokenAmount,
  routeMinimum,
  type CommonText,
  type Field,
  type FormCheck,
  type FormValues,
  type QuoteText,
  type ServerProblem,
} from '../quote-form.model.js';
import type { TokenComboboxController } from '../controllers/token-combobox-controller.js';

/** The element's form values the sections show and change. */
export type QuoteValues = Pick<FormValues, 'originAsset' | 'destinationAsset' | 'amount' | 'swapType' | 'slippage' |
  'recipient' | 'recipientType' | 'refundAddress' | 'refundType' | 'depositType' | 'deadlineMinutes'> & {
  lockOrigin: boolean;
  lockDestination: boolean;
}; // prettier-ignore

export interface QuoteView {
  t: QuoteText;
  /** The resolved settings the wallet balance reads the chain with (rpc, baseUrl). */
  config?: Pick<SwapConfig, 'rpc' | 'baseUrl' | 'fetch' | 'feeSchedule' | 'platformFeeBps'>;
  common: CommonText;
  locale?: string;
  values: Readonly<QuoteValues>;
  /** The custom slippage as typed (percent), when the user typed one. */
  customSlippage?: string;
  form: FormCheck;
  /** The tokens offered (allow-lists applied). */
  tokens: readonly Token[];
  /** The service's token list: loading, ready or failed. */
  tokensState: TokensState;
  /** The last failed quote or confirmation (shown only while it is current). */
  problem?: ServerProblem;
  retryTokens(): void;
  /** Gets the deposit address again (a failed confirm's Try again). */
  retryConfirm(): void;
  /** Closes a failed confirm's message. */
  dismissProblem(): void;
  /** The dry quote for the form as it is now. */
  quote?: QuoteResponse;
  /** The last dry quote that arrived, whatever it was for. */
  last?: DryResult;
  loading: boolean;
  authenticated: boolean;
  appFees?: readonly AppFee[];
  /** The "Confidential swap" choice: offered, ticked, and what ticking does. */
  confidential?: Pick<ConfidentialChoiceController, 'offered' | 'chosen' | 'choose'>;
  /** The configured clock, in epoch ms. */
  now: number;
  /** An address field got the focus: the address checks are fetched now, before the first character needs them. */
  prefetchAddressChecks(): void;
  picker(side: 'origin' | 'destination'): TokenComboboxController;
  invertRate: boolean;
  flipRate(): void;
  refresh(): void;
  /** The message shown under a field, if any. */
  error(field: Field): string | undefined;
  /** The user changed values; `retire` drops a deposit address shown for the form as it was. */
  set(patch: Partial<QuoteValues> & { customSlippage?: string }, retire?: boolean): void;
  /** The user left a field: its problems may now be shown. */
  touch(field: Field): void;
  /** The connected wallet's balance of the origin token, with Max (WalletBalanceController), under the origin amount. */
  balance?: { render(v: QuoteView): unknown };
}

export function describedBy(v: QuoteView, field: Field, hint: boolean): string {
  const ids: string[] = [];
  if (hint) ids.push(`${field}-hint`);
  if (v.error(field)) ids.push(`${field}-error`);
  if (v.form.warnings[field]) ids.push(`${field}-warning`);
  return ids.join(' ');
}

export function fieldMessages(v: QuoteView, field: Field): TemplateResult {
  const error = v.error(field);
  const warning = v.form.warnings[field];
  return html`${error ? html`<p class="error" part="error" id="${field}-error">${error}</p>` : nothing}
  ${warning ? html`<p class="warning" part="warning" id="${field}-warning">${warning}</p>` : nothing}`;
}

/** "You send" or "You receive": the token picker, and the amount field or the quoted amount. */
export function renderLeg(v: QuoteView, side: 'origin' | 'destination'): TemplateResult {
  const { origin, destination } = v.form;
  const values = v.values;
  const amountHere = (values.swapType === 'EXACT_OUTPUT') === (side === 'destination');
  const token = side === 'origin' ? origin : destination;
  const heading = side === 'origin' ? v.t('sendHeading') : v.t('receiveHeading');
  const tokenLabel = side === 'origin' ? v.t('tokenToSendLabel') : v.t('tokenToReceiveLabel');
  const quote = v.quote?.quote;
  const quotedUnits = side === 'origin' ? quote?.amountIn : quote?.amountOut;
  const quotedUsd = side === 'origin' ? quote?.amountInUsd : quote?.amountOutUsd;
  const typedUsd =
    amountHere && token && v.form.dryDraft ? usdValue(v.form.dryDraft.amount, token.decimals, token.price) : undefined;
  const tokenError = v.error(side);
  const least = amountHere && token ? routeMinimum(values) : undefined;
  const minimum = least ? tokenAmount(least, token, v.locale, true) : '';
  return html`<div class="leg" part="leg ${side}-leg" role="group" aria-labelledby="${side}-heading">
    <span class="leg-heading" id="${side}-heading">${heading}</span>
    <label class="label" part="label" for="${side}-input">${tokenLabel}</label>
    ${v.picker(side).render({
      tokens: v.tokens,
      value: side === 'origin' ? values.originAsset : values.destinationAsset,
      label: tokenLabel,
      labelId: `${side}-label`,
      placeholder: v.t('tokenSearchPlaceholder'),
      text: v.t,
      locale: v.locale,
      describedBy: tokenError ? `${side}-error` : '',
      invalid: Boolean(tokenError),
      locked: side === 'origin' ? values.lockOrigin : values.lockDestination,
      unavailable: v.tokensState.state !== 'ready',
    })}
    ${fieldMessages(v, side)}
    ${
      amountHere
        ? html`<label class="label" part="label" for="amount"
              >${token ? v.t('amountLabelToken', { symbol: token.symbol }) : v.t('amountLabel')}</label
            >
            <input
              id="amount"
              class="amount"
              part="amount-input"
              type="text"
              inputmode="decimal"
              autocomplete="off"
              placeholder=${numberFormat(v.locale, { minimumFractionDigits: 1 }).format(0)}
              .value=${live(values.amount)}
              aria-invalid=${v.error('amount') ? 'true' : 'false'}
              aria-describedby=${describedBy(v, 'amount', !!minimum) || nothing}
              @input=${(e: InputEvent) => v.set({ amount: (e.target as HTMLInputElement).value }, true)}
              @change=${() => v.touch('amount')}
            />
            ${typedUsd ? html`<span class="usd" part="usd">${formatUsd(typedUsd, v.locale)}</span>` : nothing}
            ${
              minimum
                ? html`<p class="hint" part="hint" id="amount-hint">${v.t('amountMinimum', { minimum })}</p>`
                : nothing
            }
            ${fieldMessages(v, 'amount')}`
        : html`<p class="quoted ${v.loading ? 'stale' : ''}" part="quoted-amount">
            ${
              quotedUnits && token
                ? html`<span class="amount-text">${tokenAmount(quotedUnits, token, v.locale)}</span>
                    ${quotedUsd ? html`<span class="usd" part="usd">${formatUsd(quotedUsd, v.locale)}</span>` : nothing}`
                : html`<span class="placeholder">${v.loading ? v.t('gettingQuote') : estimate(v, side)}</span>`
            }
          </p>`
    }
    ${side === 'origin' ? v.balance?.render(v) : nothing}
  </div>`;
}

/** Before a live quote (e.g. no addresses yet): the value at list prices, labelled as an estimate. */
function estimate(v: QuoteView, side: 'origin' | 'destination'): string {
  const { origin, destination, amountToken } = v.form;
  if (!origin || !destination || !amountToken || v.form.errors.amount || !amountToken.price) return '—';
  const other = side === 'origin' ? origin : destination;
  if (!other.price) return '—';
  if (!v.values.amount.trim()) return '—';
  const units = v.form.dryDraft?.amount ?? v.form.draft?.amount;
  const usd = Number(usdValue(units ?? '0', amountToken.decimals, amountToken.price));
  const value = usd / other.price;
  if (!Number.isFinite(value) || value <= 0) return '—';
  const text = numberFormat(v.locale, { maximumSignificantDigits: 6 }).format(value);
  return v.t('estimateAtListPrices', { amount: `${text} ${other.symbol}` });
}

/** The recipient or the refund address, with its chain's hint. */
export function renderAddress(v: QuoteView, kind: 'recipient' | 'refund'): TemplateResult {
  const { origin, destination } = v.form;
  const values = v.values;
  const intents = kind === 'recipient' ? values.recipientType === 'INTENTS' : values.refundType === 'INTENTS';
  const chain =
    kind === 'recipient' ? recipientChain(values.recipientType, destination) : refundChain(values.refundType, origin);
  const label =
    kind === 'recipient'
      ? intents
        ? v.t('recipientAccountLabel')
        : chain
          ? v.t('recipientAddressOnChainLabel', { chain: chainName(chain) })
          : v.t('recipientAddressLabel')
      : intents
        ? v.t('refundAccountLabel')
        : chain
          ? v.t('refundAddressOnChainLabel', { chain: chainName(chain) })
          : v.t('refundAddressLabel');
  // USDC to Hyperliquid lands in the perps balance: said where the recipient is chosen.
  const perps = kind === 'recipient' && !intents && v.values.destinationAsset === HYPERLIQUID_USDC;
  const hint = [addressHint(chain, intents, v.t, v.common), perps ? v.t('hyperliquidPerpsHint') : '']
    .filter(Boolean)
    .join(' ');
  return html`<div class="field">
    <label class="label" part="label" for="${kind}">${label}</label>
    <input
      id="${kind}"
      class="address"
      part="input"
      type="text"
      autocomplete="off"
      spellcheck="false"
      .value=${live(kind === 'recipient' ? values.recipient : values.refundAddress)}
      aria-invalid=${v.error(kind) ? 'true' : 'false'}
      aria-describedby=${describedBy(v, kind, Boolean(hint)) || nothing}
      @input=${(e: InputEvent) => {
        const text = (e.target as HTMLInputElement).value;
        v.set(kind === 'recipient' ? { recipient: text } : { refundAddress: text }, true);
      }}
      @change=${() => v.touch(kind)}
      @focus=${v.prefetchAddressChecks}
    />
    ${hint ? html`<p class="hint" part="hint" id="${kind}-hint">${hint}</p>` : nothing} ${fieldMessages(v, kind)}
  </div>`;
}
