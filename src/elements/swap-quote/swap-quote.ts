import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from '../decorators.js';
import type { DepositType, RecipientType, RefundType, SwapType, Token } from '../../api/schemas.js';
import { PRODUCTION_QUOTE_PUBLIC_KEY } from '../../api/verify.js';
import { toDecimal } from '../../core/amounts.js';
import { chainName, findToken } from '../../core/assets.js';
import { chainNeedsMemo } from '../../core/chains.js';
import { filterTokens } from '../../core/token-filters.js';
import { SwapQuoteChangeEvent, SwapQuoteConfirmEvent, type SwapOperation } from '../../events.js';
import { commonWithChecks } from '../../i18n/en/checks.js';
import { quoteMessages } from '../../i18n/en/quote.js';
import type { MessageCatalogue } from '../../i18n/messages.js';
import { Localize } from '../../controllers/localize.js';
import { DEFAULT_GROUP, knownSwaps } from '../../store/store.js';
import { SwapElement } from '../swap-element.js';
import { swapQuoteStyles } from './swap-quote.styles.js';
import { configError } from '../../store/config-check.js';
import {
  checkForm,
  isCurrent,
  problemMessage,
  depositSentence,
  quoteRequest,
  quoteSentence,
  toProblem,
  warnAboutAttributes,
  warnUnknownAssets,
  type Field,
  type FormCheck,
  type ServerProblem,
} from './quote-form.model.js';
import {
  DryQuoteController,
  type DryQuoteInput,
  type DryResult,
  type PollScheduler,
} from './controllers/dry-quote-controller.js';
import { TokenList } from '../../controllers/token-list.js';
// The controllers, then the render sections, then the class: templates end up side by side in the bundle (it
// compresses better), and lit's directives load before the lazy-module registry (its shared chunk keeps its name).
import { TokenComboboxController } from './controllers/token-combobox-controller.js';
import { tokenPickerStyles } from './views/token-combobox.styles.js';
import { ConfirmQuoteController, type ConfirmInput } from './controllers/confirm-quote-controller.js';
import { renderActiveDeposit, type ActiveDepositView } from './views/active-deposit.view.js';
import { renderAddress, renderLeg, type QuoteValues, type QuoteView } from './views/quote-fields.view.js';
import { renderSettings } from './views/quote-settings.view.js';
import { renderAlert, renderQuote } from './views/quote-details.view.js';
import { BalanceLineController } from './controllers/balance-line-controller.js';
import { LazyModule, addressesModule } from '../../controllers/lazy-module.js';
import { connectedAccount, isKnownDepositAddress } from './recipient-safety.model.js';
import { DEFAULT_CONFIRM_LOSS_BPS } from './quote-value.model.js';
import { ValueLossController } from './controllers/value-loss-controller.js';
import { ConfidentialChoiceController } from './controllers/confidential-choice-controller.js';
import '../../store/receipt-check.js'; // the check of stored receipts (zod, the quote's schema), not at load
export { QUOTE_DEBOUNCE_MS, QUOTE_REFRESH_MS } from './controllers/dry-quote-controller.js';

const listConverter = {
  fromAttribute: (value: string | null) => (value ? value.split(/[\s,]+/).filter(Boolean) : undefined),
  toAttribute: (value: string[] | undefined) => value?.join(' '),
};

/**
 * Choose a swap, see live quotes, and get a signed deposit quote. Tokens come from the service's token list (loaded
 * once per page and shared); dry quotes follow the form as it settles; "Get deposit address" asks for one non-dry
 * quote, checks its signature, stores it as a receipt and makes it the group's active swap.
 *
 * @tag swap-quote
 * @summary A swap form with token pickers, live quotes, fee breakdown and a signed deposit quote.
 * @fires swap-quote-change - A new dry quote arrived (detail: `{ group, quoteResponse }`). Bubbles, composed. Dry
 *   quotes price the pair before the user typed addresses, so their `quoteRequest.recipient`/`refundTo` are the
 *   chain's all-zero placeholder, never the user's.
 * @fires swap-quote-confirm - The user confirmed: the non-dry quote with its deposit address, signature checked
 *   and stored (detail: `{ group, quoteResponse }`). Bubbles, composed.
 * @fires swap-error - Loading tokens, a quote or the confirmation failed (detail: `{ group, error, operation }`).
 * @csspart form - The whole form.
 * @csspart leg - The "You send" and "You receive" panels.
 * @csspart origin-leg - The "You send" panel.
 * @csspart destination-leg - The "You receive" panel.
 * @csspart label - Field labels.
 * @csspart token-combobox - A token picker.
 * @csspart token-input - A token picker's search input.
 * @csspart token-toggle - The button that opens a token list.
 * @csspart token-listbox - The list of tokens.
 * @csspart token-group-label - A chain heading in the token list.
 * @csspart token-option - A token in the list.
 * @csspart token-logo - A token's icon, built-in logo or monogram (in the list and beside the chosen token).
 * @csspart token-chain-badge - The chain's built-in logo, or its initial, on a token's logo.
 * @csspart token-price - The USD price of the chosen token.
 * @csspart token-no-match - The "no token matches" note.
 * @csspart amount-input - The amount field.
 * @csspart balance - The connected wallet's balance of the token sent (or an offer to connect or switch network).
 * @csspart max - Fills in the whole balance (less a network fee reserve for a chain's own coin).
 * @csspart wallet-button - "Connect <wallet>" or "Switch to <chain>", for the balance.
 * @csspart wallet-account - The connected wallet, its chain family and short account.
 * @csspart wallet-disconnect - Disconnects the wallet (the site forgets it); the Connect buttons come back.
 * @csspart quoted-amount - The quoted amount on the other side (out, or in for an exact output).
 * @csspart usd - A USD value next to an amount.
 * @csspart reverse-button - Swaps the origin and destination.
 * @csspart input - Text inputs for addresses and the custom slippage.
 * @csspart select - Drop-downs (swap type, deadline, recipient, refund and deposit types).
 * @csspart settings - The settings disclosure.
 * @csspart settings-summary - Its summary line.
 * @csspart slippage-preset - A slippage preset choice.
 * @csspart hint - Help text under a field.
 * @csspart error - A field's error message.
 * @csspart warning - A field's warning.
 * @csspart quote - The quote details panel.
 * @csspart quote-row - One line of the quote details.
 * @csspart rate-button - Flips the shown exchange rate.
 * @csspart fees - The fee breakdown.
 * @csspart fee-source - Where the fee figures come from (the service's schedule, or this site).
 * @csspart confidential - The "Confidential swap" choice in the settings (where the page allows it).
 * @csspart alert - A problem with the whole form (tokens, network, signature).
 * @csspart retry-button - "Try again" after a network problem.
 * @csspart dismiss-button - Closes the message of a failed "Get deposit address".
 * @csspart refresh-button - Refreshes the quote now.
 * @csspart confirm-button - "Get deposit address".
 * @csspart loss-confirm - The note and checkbox a quote that loses more than confirm-loss-bps of its value needs.
 * @csspart loss-accept - Its checkbox.
 * @csspart confirmation - The note shown once a deposit address is ready.
 * @csspart replaced - The note naming the deposit address a new one replaced.
 * @csspart mismatch - The note that the form no longer matches the group's active deposit.
 * @csspart replace-prompt - The "Replace this deposit address?" question.
 * @csspart replace-keep - Its "Keep the current one" button.
 * @csspart replace-confirm - Its "Replace deposit address" button.
 *
 * @cssproperty --swap-max-width - Largest width of <swap-quote>, <swap-deposit> and <swap-status> (default 480px).
 * @cssproperty --swap-quote-max-width - Largest width of this form only (falls back to --swap-max-width).
 * @cssproperty --swap-quote-accent - Accent of this element only (falls back to --swap-color-accent).
 * @cssproperty --swap-quote-leg-background - Background of the send/receive panels (falls back to --swap-color-surface-raised).
 * @cssproperty --swap-quote-amount-font-size - Font size of the amounts (default 1.6em).
 * @cssproperty --swap-quote-listbox-max-height - Height of the token list before it scrolls (default 320px).
 * @cssproperty --swap-color-accent - Buttons, links and highlights.
 * @cssproperty --swap-color-accent-text - Text on the accent colour.
 * @cssproperty --swap-color-surface - Background of the element.
 * @cssproperty --swap-color-surface-raised - Background of panels and inputs.
 * @cssproperty --swap-color-text - Main text colour.
 * @cssproperty --swap-color-text-muted - Secondary text colour.
 * @cssproperty --swap-color-border - Borders and dividers.
 * @cssproperty --swap-color-danger - Errors.
 * @cssproperty --swap-color-warning - Cautions.
 * @cssproperty --swap-color-success - The confirmation note.
 * @cssproperty --swap-color-focus - The focus ring.
 * @cssproperty --swap-radius - Corner radius of the form.
 * @cssproperty --swap-radius-small - Corner radius of inputs and buttons.
 * @cssproperty --swap-space - The spacing unit.
 * @cssproperty --swap-font-family - Font of the element.
 * @cssproperty --swap-font-family-mono - Font of addresses.
 * @cssproperty --swap-font-size - Base font size.
 */
export class SwapQuote extends SwapElement {
  static override styles = [...SwapElement.styles, swapQuoteStyles, tokenPickerStyles];
  // The wallet line's English (en/quote-wallet.ts) comes with its view: its keys answer themselves until then.
  private readonly words = new Localize<'quote', Partial<MessageCatalogue['quote']>, typeof commonWithChecks>(
    this,
    'quote',
    quoteMessages,
    commonWithChecks,
  );

  private readonly originPicker = new TokenComboboxController(this, 'origin', (t) => this.chooseToken('origin', t));
  private readonly destinationPicker = new TokenComboboxController(this, 'destination', (t) =>
    this.chooseToken('destination', t),
  );
  /** The address checks (a chunk shared with <swap-deposit>): fetched once an address is filled in or focused. */
  private readonly addresses = new LazyModule(this, addressesModule, { onConnect: false });
  private readonly balance = new BalanceLineController(this, () => this.view());
  private readonly tokenList = new TokenList(
    this,
    () => ({ store: this.storeController.store, client: this.client }),
    (error) => this.fail(error, 'tokens'),
  );
  private readonly dryQuote = new DryQuoteController(this, () => this.io(true), {
    sent: () => (this.problem = this.problem?.confirm ? this.problem : undefined), // a failed confirm stays
    arrived: (result) => void this.quoteArrived(result),
    failed: (error, key) => this.report(error, 'quote', key),
  });
  private readonly confirmer = new ConfirmQuoteController(this, () => this.io(false), {
    started: () => {
      this.problem = undefined;
      this.announcement = this.words.t('confirmAnnouncement');
    },
    confirmed: async (response) => {
      this.announcement = depositSentence(response, this.form, this.words.t, this.words.locale);
      await this.updateComplete;
      this.dispatchEvent(new SwapQuoteConfirmEvent({ group: this.group, quoteResponse: response }));
    },
    failed: (error, operation, key) => this.report(error, operation, key),
  });
  private readonly confidentialChoice = new ConfidentialChoiceController(this, () => ({
    ...{ allowed: this.confidential, client: this.client, values: this, last: this.dryQuote.last },
    changed: () => this.edit({}, true),
  }));
  private readonly valueLoss = new ValueLossController(this, () => ({
    ...{ form: this.form, last: this.dryQuote.last, bps: this.confirmLossBps, t: this.words.t },
    locale: this.words.locale,
  }));
  private form: FormCheck = { errors: {}, warnings: {} };
  private warnedReferral = false;
  private readonly warnedAssets = new Set<string>();
  /** What to focus once the next update is rendered (the first invalid field, the prompt's safe button). */
  private focusAfterUpdate?: string;
  private announcedKey?: string;
  private edits = 0; // the user's edits, so a confirm waiting for the address checks knows of one since
  @state() private touched = new Set<Field>();
  @state() private attempted = false;
  @state() private customSlippage?: string;
  @state() private problem?: ServerProblem;
  @state() private invertRate = false;
  /** What the polite status region says: only new quotes and results, not every refresh. */
  @state() private announcement = '';
  /** Asset id preselected (and kept in sync with the user's choice) for the token sent. */
  @property({ attribute: 'origin-asset' }) originAsset = '';
  /** Asset id preselected (and kept in sync with the user's choice) for the token received. */
  @property({ attribute: 'destination-asset' }) destinationAsset = '';
  /** Only these asset ids are offered (space- or comma-separated). */
  @property({ converter: listConverter }) assets?: string[];
  /** Only tokens on these chains are offered (space- or comma-separated chain codes, e.g. "eth base near"). */
  @property({ converter: listConverter }) chains?: string[];
  /** The origin token cannot be changed. */
  @property({ type: Boolean, attribute: 'lock-origin' }) lockOrigin = false;
  /** The destination token cannot be changed. */
  @property({ type: Boolean, attribute: 'lock-destination' }) lockDestination = false;
  /** The amount in decimal units of the amount's token (as typed; kept in sync with the field). */
  @property() amount = '';
  /** EXACT_INPUT, EXACT_OUTPUT, FLEX_INPUT, or ANY_INPUT (only with a partner token). */
  @property({ attribute: 'swap-type' }) swapType: SwapType = 'EXACT_INPUT';
  /** Slippage tolerance in basis points (100 = 1%). */
  @property({ type: Number }) slippage = 100;
  /** Address (or account) that receives the tokens. */
  @property() recipient = '';
  /** DESTINATION_CHAIN (an address on the destination chain) or INTENTS (a NEAR Intents account). */
  @property({ attribute: 'recipient-type' }) recipientType: RecipientType = 'DESTINATION_CHAIN';
  /** Address (or account) that gets refunds. */
  @property({ attribute: 'refund-address' }) refundAddress = '';
  /** ORIGIN_CHAIN (an address on the origin chain) or INTENTS (a NEAR Intents account). */
  @property({ attribute: 'refund-type' }) refundType: RefundType = 'ORIGIN_CHAIN';
  /** ORIGIN_CHAIN (send from a wallet or exchange) or INTENTS (from a NEAR Intents account). */
  @property({ attribute: 'deposit-type' }) depositType: DepositType = 'ORIGIN_CHAIN';
  /** Minutes from the quote until refunds begin when no deposit arrived (default 60). */
  @property({ type: Number, attribute: 'deadline-minutes' }) deadlineMinutes = 60;
  /** How long the service may wait for market makers, in ms (0 = fastest quote); default configure() or 3000. */
  @property({ type: Number, attribute: 'quote-waiting-time-ms' }) quoteWaitingTimeMs?: number;
  /** Basis points of its USD value a quote may lose before "Get deposit address" asks the user to tick a box
   * (default 500 = 5%; 10000 never asks). */
  @property({ type: Number, attribute: 'confirm-loss-bps' }) confirmLossBps = DEFAULT_CONFIRM_LOSS_BPS;
  /** Token icon URL template: {blockchain}, {symbol}, {contractAddress}, {assetId} (URL-encoded); else built-in. */
  @property({ attribute: 'token-icons' }) tokenIcons?: string;
  /** A token's icon URL (undefined: token-icons, else the built-in logo or monogram); a failed one falls back. */
  @property({ attribute: false }) tokenIcon?: (token: Token) => string | undefined;
  /** Asset ids offered first in the token lists, in this order (comma-separated; ids not offered are ignored). */
  @property({ attribute: 'featured-tokens', converter: listConverter }) featuredTokens?: string[];
  /** The timer behind the quote's debounce and refresh check (tests and hosts can drive them); default: the page's. */
  @property({ attribute: false }) scheduler?: PollScheduler;
  /** Offers a "Confidential swap" choice where a partner credential goes with the quotes (README). */
  @property({ type: Boolean }) confidential = false;

  protected override willUpdate(changed: PropertyValues<this>): void {
    warnAboutAttributes(changed, this);
    if (this.recipient.trim() || this.refundAddress.trim()) this.addresses.load(); // "Checking the address…" until here
    const { tokens, activeSwap } = this.storeController.state;
    this.form = checkForm({
      tokens: this.tokens,
      originAsset: this.originAsset,
      destinationAsset: this.destinationAsset,
      amount: this.amount,
      swapType: this.swapType,
      slippage: this.slippage,
      customSlippage: this.customSlippage,
      recipient: this.recipient,
      recipientType: this.recipientType,
      refundAddress: this.refundAddress,
      refundType: this.refundType,
      depositType: this.depositType,
      deadlineMinutes: this.deadlineMinutes,
      authenticated: this.client.authenticated,
      confidential: this.confidentialChoice.send,
      referral: this.referralValue(),
      appFees: this.config.appFees,
      config: configError(this.config, ['baseUrl', 'appFees']),
      quoteWaitingTimeMs: this.waitingTime(),
      locale: this.words.locale,
      text: this.words.t,
      commonText: this.words.common,
      addresses: this.addresses.value,
      allTokens: tokens.state === 'ready' ? tokens.tokens : [],
      isDepositAddress: (address) => isKnownDepositAddress([activeSwap, ...knownSwaps()], address),
      walletAccount: connectedAccount(findToken(this.tokens, this.originAsset)?.blockchain),
    });
    warnUnknownAssets(this.tokens, [this.originAsset, this.destinationAsset], this.warnedAssets);
  }

  protected override updated(): void {
    if (this.focusAfterUpdate) this.renderRoot.querySelector<HTMLElement>(this.focusAfterUpdate)?.focus();
    this.focusAfterUpdate = undefined;
  }

  /** What the quote controllers read: the form's key and request (dry or not), the client, the clock, the store. */
  private io(dry: boolean): DryQuoteInput & ConfirmInput {
    const form = this.form;
    return {
      key: dry ? form.dryKey : form.key,
      draft: form.draft,
      request: () => quoteRequest(form, dry, this.now(), this.deadlineMinutes),
      quote: (request, options) => this.client.quote(request, options),
      now: () => this.now(),
      scheduler: this.scheduler,
      // Nothing to refresh once the user has a deposit address (until they edit the form again).
      paused: this.confirmer.busy || this.confirmer.confirmed !== undefined,
      publicKey: this.config.servicePublicKey ?? PRODUCTION_QUOTE_PUBLIC_KEY,
      store: this.storeController.store,
    };
  }

  /** Asks for a fresh dry quote now (e.g. after the page changed configure()). */
  refresh(): void {
    this.dryQuote.refresh();
  }

  private get tokens(): Token[] {
    const tokens = this.storeController.state.tokens;
    return tokens.state === 'ready' ? filterTokens(tokens.tokens, { assets: this.assets, chains: this.chains }) : [];
  }

  private async quoteArrived(result: DryResult): Promise<void> {
    if (!this.problem?.confirm) this.problem = undefined; // a failed confirm stays until the user acts
    // Announced once per settled input, not on every 30 s refresh.
    if (this.announcedKey !== result.key) {
      this.announcedKey = result.key;
      this.announcement = quoteSentence(result.response, this.form, this.swapType, this.words.t, this.words.locale);
    }
    await this.updateComplete;
    this.dispatchEvent(new SwapQuoteChangeEvent({ group: this.group, quoteResponse: result.response }));
  }

  /** A failed quote or confirmation: its problem for the form it was made for, and `swap-error`. */
  private report(error: unknown, operation: SwapOperation, key: string | undefined): void {
    const problem = key && toProblem(error, key, operation !== 'quote', this);
    if (problem && !(this.problem?.confirm && operation === 'quote'))
      this.problem = operation === 'verify' ? { ...problem, error: 'unverified', retry: false } : problem;
    this.announcement = '';
    this.fail(error, operation);
  }
  private requestDeposit(replaceApproved: boolean): void {
    if (this.confirmer.busy) return;
    this.attempted = true;
    if (!this.addresses.value && (this.recipient.trim() || this.refundAddress.trim())) {
      const edits = this.edits; // the checks on their way: confirm once they are here, unless the user edited since
      void this.addresses.load().then(async () => {
        await this.updateComplete;
        if (this.addresses.value && this.isConnected && this.edits === edits) this.requestDeposit(replaceApproved);
      });
    } else if (!this.form.key || !this.form.draft) this.focusAfterUpdate = '[aria-invalid="true"]';
    else if (this.valueLoss.refuse())
      this.focusAfterUpdate = '#loss-accept'; // a large loss waits for the tick
    else if (this.confirmer.run(replaceApproved) === 'prompt') this.focusAfterUpdate = '[part~="replace-keep"]';
  }

  private keepDeposit(): void {
    this.confirmer.keep();
    this.focusAfterUpdate = '[part~="confirm-button"]';
  }
  // ---- user edits --------------------------------------------------------------------------------------------
  /** The user changed values; `retire` drops a deposit address shown for the form as it was. */
  private edit(patch: Partial<QuoteValues> & { customSlippage?: string }, retire = false): void {
    Object.assign(this, patch);
    this.edits++;
    if (this.problem?.confirm) this.problem = undefined;
    if (retire) this.confirmer.retire();
  }

  private chooseToken(side: 'origin' | 'destination', token: Token): void {
    this.edit(side === 'origin' ? { originAsset: token.assetId } : { destinationAsset: token.assetId }, true);
    this.touched = new Set(this.touched).add(side);
  }

  private touch(field: Field): void {
    if (!this.touched.has(field)) this.touched = new Set(this.touched).add(field);
  }

  private reverse(): void {
    if (this.lockOrigin || this.lockDestination) return;
    const result = this.dryQuote.last;
    const { origin, destination } = this.form;
    if (result && result.key === this.form.dryKey && origin && destination) {
      // The other side's quoted amount becomes the typed one, as in most swap widgets.
      const quote = result.response.quote;
      this.amount =
        this.swapType === 'EXACT_OUTPUT'
          ? toDecimal(quote.amountIn, origin.decimals)
          : toDecimal(quote.amountOut, destination.decimals);
    }
    [this.originAsset, this.destinationAsset] = [this.destinationAsset, this.originAsset];
    const recipient = this.recipient;
    const recipientIsChain = this.recipientType === 'DESTINATION_CHAIN';
    const refundIsChain = this.refundType === 'ORIGIN_CHAIN';
    this.recipient = this.refundAddress;
    this.refundAddress = recipient;
    this.recipientType = refundIsChain ? 'DESTINATION_CHAIN' : 'INTENTS';
    this.refundType = recipientIsChain ? 'ORIGIN_CHAIN' : 'INTENTS';
    this.originPicker.reset();
    this.destinationPicker.reset();
    this.confirmer.retire();
  }

  private referralValue(): string | undefined {
    const referral = this.config.referral?.trim();
    if (!referral) return undefined;
    if (referral !== referral.toLowerCase() && !this.warnedReferral) {
      this.warnedReferral = true;
      console.warn(`<swap-quote>: referral "${referral}" is sent in lowercase, as the service requires.`);
    }
    return referral.toLowerCase();
  }

  private waitingTime(): number | undefined {
    const value = this.quoteWaitingTimeMs ?? this.config.quoteWaitingTimeMs;
    if (value === undefined || Number.isNaN(value)) return undefined;
    if (!Number.isInteger(value) || value < 0 || value > 60_000) {
      console.warn(`<swap-quote>: quote-waiting-time-ms must be a whole number from 0 to 60000; got ${value}.`);
      return undefined;
    }
    return value;
  }

  // ---- rendering ---------------------------------------------------------------------------------------------
  /** The message shown under a field, if any: server problems first, then the form's own checks. */
  private errorFor(field: Field): string | undefined {
    const problem = this.problem;
    if (problem?.field === field && isCurrent(problem, this.form)) {
      return problemMessage(problem, this.form, this.words.t, this.words.common, this.words.locale);
    }
    const error = this.form.errors[field];
    if (!error) return undefined;
    if (error.required && !this.attempted && !this.touched.has(field)) return undefined;
    // An address is judged once the user leaves the field (not while typing it).
    if ((field === 'recipient' || field === 'refund') && !this.attempted && !this.touched.has(field)) return undefined;
    return error.message;
  }

  /** What the render sections read and call. */
  private view(): QuoteView & ActiveDepositView {
    return {
      t: this.words.t,
      common: this.words.common,
      locale: this.words.locale,
      values: this,
      customSlippage: this.customSlippage,
      form: this.form,
      tokens: this.tokens,
      tokensState: this.storeController.state.tokens,
      problem: this.problem,
      quote: this.dryQuote.current,
      last: this.dryQuote.last,
      loading: this.dryQuote.loading,
      authenticated: this.client.authenticated,
      appFees: this.config.appFees,
      confidential: this.confidentialChoice,
      config: this.config, // the wallet balance reads Solana and NEAR with its rpc URLs
      now: this.now(),
      prefetchAddressChecks: () => this.addresses.load(),
      picker: (side) => (side === 'origin' ? this.originPicker : this.destinationPicker),
      invertRate: this.invertRate,
      flipRate: () => (this.invertRate = !this.invertRate),
      refresh: () => this.refresh(),
      retryTokens: () => void this.tokenList.load(),
      retryConfirm: () => this.requestDeposit(false),
      dismissProblem: () => (this.problem = undefined),
      error: (field) => this.errorFor(field),
      set: (patch, retire) => this.edit(patch, retire),
      touch: (field) => this.touch(field),
      balance: this.balance,
      confirm: this.confirmer,
      replace: () => this.requestDeposit(true),
      keep: () => this.keepDeposit(),
    };
  }

  override render() {
    const v = this.view();
    const { t, form } = v;
    const tokensState = v.tokensState.state;
    const memo = this.depositType === 'ORIGIN_CHAIN' && form.origin && chainNeedsMemo(form.origin.blockchain);
    const locked = this.lockOrigin || this.lockDestination;
    const confirmed = this.confirmer.confirmed;
    const replaced = this.confirmer.replaced;
    return html`<form
      class="form"
      part="form"
      novalidate
      aria-label=${this.group === DEFAULT_GROUP ? t('formLabel') : t('formLabelGroup', { group: this.group })}
      @submit=${(event: Event) => {
        event.preventDefault();
        this.requestDeposit(false);
      }}
    >
      ${
        tokensState === 'loading' || tokensState === 'idle'
          ? html`<p class="loading" part="hint">${t('loadingTokens')}</p>`
          : nothing
      }
      ${renderLeg(v, 'origin')}
      <div class="reverse-row">
        <button
          type="button"
          class="reverse"
          part="reverse-button"
          aria-label=${t('reverseLabel')}
          ?disabled=${locked}
          @click=${this.reverse}
        >
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path d="M5 2v11M2 10l3 3 3-3M11 14V3M8 6l3-3 3 3" fill="none" stroke="currentColor" stroke-width="1.6" />
          </svg>
        </button>
      </div>
      ${renderLeg(v, 'destination')} ${renderAddress(v, 'recipient')} ${renderAddress(v, 'refund')}
      ${
        memo
          ? html`<p class="hint" part="hint">${t('memoHint', { chain: chainName(form.origin!.blockchain) })}</p>`
          : nothing
      }
      ${renderSettings(v)} ${renderQuote(v)} ${renderAlert(v)} ${renderActiveDeposit(v)} ${this.valueLoss.render()}
      <button
        type="submit"
        class="confirm"
        part="confirm-button"
        aria-disabled=${this.confirmer.busy || this.valueLoss.blocking ? 'true' : 'false'}
        ?disabled=${tokensState !== 'ready'}
      >
        ${this.confirmer.busy ? t('confirmPending') : t('confirmButton')}
      </button>
      ${
        confirmed
          ? html`<p class="confirmation" part="confirmation">${depositSentence(confirmed, form, t, v.locale)}</p>
              ${replaced ? html`<p class="hint" part="replaced">${t('replacedNote', { address: replaced })}</p>` : nothing}`
          : nothing
      }
      <p class="visually-hidden" role="status">${this.announcement}</p>
    </form>`;
  }
}

SwapQuote.define('swap-quote');

declare global {
  interface HTMLElementTagNameMap {
    'swap-quote': SwapQuote;
  }
}
