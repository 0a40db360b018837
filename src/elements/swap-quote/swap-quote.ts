import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { Task, TaskStatus, initialState } from '@lit/task';
import { isSwapApiError, knownServerError, SwapApiError } from '../../api/errors.js';
import type {
  DepositType,
  QuoteRequest,
  QuoteResponse,
  RecipientType,
  RefundType,
  SwapType,
  Token,
} from '../../api/schemas.js';
import { SWAP_TYPES } from '../../api/schemas.js';
import { PRODUCTION_QUOTE_PUBLIC_KEY, verifyQuoteSignature } from '../../api/signature.js';
import { formatAmount, formatUsd, toDecimal, usdValue } from '../../core/amounts.js';
import { chainName, chainNeedsMemo, filterTokens, findToken } from '../../core/assets.js';
import { depositCutoff, isFinalStatus } from '../../core/status.js';
import { feeBreakdown, formatBps } from '../../core/fees.js';
import { formatDateTime, formatDuration } from '../../core/time.js';
import { SwapErrorEvent, SwapQuoteChangeEvent, SwapQuoteConfirmEvent, type SwapOperation } from '../../events.js';
import { describeError } from '../../i18n/error-text.js';
import { numberFormat } from '../../core/intl.js';
import { LazyModule, addressesModule } from '../../controllers/lazy-module.js';
import { SwapElement } from '../swap-element.js';
import { Localize } from '../../controllers/localize.js';
import { DEFAULT_GROUP, getPersistence, type ActiveSwap } from '../../store/store.js';
import {
  addressHint,
  checkForm,
  DEADLINE_CHOICES,
  isDryPlaceholder,
  recipientChain,
  refundChain,
  SLIPPAGE_PRESETS,
  type Field,
  type FormCheck,
  type QuoteText,
} from './form.js';
import { quoteMessages } from '../../i18n/en/quote.js';
import { swapQuoteStyles } from './swap-quote.styles.js';
import { TokenCombobox } from './token-combobox.js';
import { commonMessages } from '../../i18n/en/common.js';

/** The request fields that make a deposit what it is: a form that differs in any of them asks for another one. */
const COMPARED_FIELDS = ['originAsset', 'destinationAsset', 'amount', 'swapType', 'slippageTolerance', 'recipient',
  'recipientType', 'refundTo', 'refundType', 'depositType'] as const; // prettier-ignore

/** Wall-clock pause after the last keystroke before a dry quote is asked for. */
export const QUOTE_DEBOUNCE_MS = 300;
/** A shown dry quote is refreshed when it is this old (by the configured clock) and the page is visible. */
export const QUOTE_REFRESH_MS = 30_000;
const TICK_MS = 1000;

const listConverter = {
  fromAttribute: (value: string | null) => (value ? value.split(/[\s,]+/).filter(Boolean) : undefined),
  toAttribute: (value: string[] | undefined) => value?.join(' '),
};

interface DryResult {
  key: string;
  request: QuoteRequest;
  response: QuoteResponse;
  /** By the configured clock, for the 30 s refresh. */
  at: number;
}

/** A failed quote or confirmation; its sentence is built when shown, so it follows a change of messages. */
interface ServerProblem {
  key: string;
  field?: Field;
  /** The error to describe, or 'unverified' for a quote whose signature did not check out. */
  error: unknown;
  retry: boolean;
}

type QuoteKey = keyof typeof quoteMessages;

const SWAP_TYPE_TEXT: Record<SwapType, { label: QuoteKey; hint: QuoteKey }> = {
  EXACT_INPUT: { label: 'swapTypeExactInput', hint: 'swapTypeExactInputHint' },
  EXACT_OUTPUT: { label: 'swapTypeExactOutput', hint: 'swapTypeExactOutputHint' },
  FLEX_INPUT: { label: 'swapTypeFlexInput', hint: 'swapTypeFlexInputHint' },
  ANY_INPUT: { label: 'swapTypeAnyInput', hint: 'swapTypeAnyInputHint' },
};

/**
 * Choose a swap, see live quotes, and get a signed deposit quote. Tokens come from the service's token list (loaded
 * once per page and shared); dry quotes follow the form as it settles; "Get deposit address" asks for one non-dry
 * quote, checks its signature, stores it as a receipt and makes it the group's active swap.
 *
 * @tag swap-quote
 * @summary A swap form with token pickers, live quotes, fee breakdown and a signed deposit quote.
 *
 * @fires swap-quote-change - A new dry quote arrived (detail: `{ group, quoteResponse }`). Bubbles, composed. Dry
 *   quotes price the pair before the user typed addresses, so their `quoteRequest.recipient`/`refundTo` are the
 *   chain's all-zero placeholder, never the user's.
 * @fires swap-quote-confirm - The user confirmed: the non-dry quote with its deposit address, signature checked
 *   and stored (detail: `{ group, quoteResponse }`). Bubbles, composed.
 * @fires swap-error - Loading tokens, a quote or the confirmation failed (detail: `{ group, error, operation }`).
 *
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
 * @csspart token-price - The USD price of the chosen token.
 * @csspart token-no-match - The "no token matches" note.
 * @csspart amount-input - The amount field.
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
 * @csspart alert - A problem with the whole form (tokens, network, signature).
 * @csspart retry-button - "Try again" after a network problem.
 * @csspart refresh-button - Refreshes the quote now.
 * @csspart confirm-button - "Get deposit address".
 * @csspart confirmation - The note shown once a deposit address is ready.
 * @csspart replaced - The note naming the deposit address a new one replaced.
 * @csspart mismatch - The note that the form no longer matches the group's active deposit.
 * @csspart replace-prompt - The "Replace this deposit address?" question.
 * @csspart replace-keep - Its "Keep the current one" button.
 * @csspart replace-confirm - Its "Replace deposit address" button.
 *
 * @cssproperty --swap-quote-max-width - Largest width of the form (default 480px).
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
  static override styles = [...SwapElement.styles, swapQuoteStyles];
  private readonly words = new Localize(this, 'quote', quoteMessages, commonMessages);

  private readonly originPicker = new TokenCombobox(this, 'origin', (t) => this.chooseToken('origin', t));
  private readonly destinationPicker = new TokenCombobox(this, 'destination', (t) =>
    this.chooseToken('destination', t),
  );

  private readonly quoteTask = new Task<[QuoteRequest | undefined, string | undefined], DryResult>(this, {
    autoRun: false,
    task: async ([request, key], { signal }) => {
      if (!request || !key) return initialState;
      this.lastAttemptAt = this.now();
      const response = await this.client.quote(request, { signal });
      if (signal.aborted) throw new SwapApiError('aborted', 'The request was cancelled.');
      return { key, request, response, at: this.now() };
    },
    onComplete: (result) => this.dryQuoteArrived(result),
    onError: (error) => this.dryQuoteFailed(error),
  });

  private form: FormCheck = { errors: {}, warnings: {} };
  /** The key the debounce timer or the task is working on. */
  private scheduledKey?: string;
  private debounceTimer?: ReturnType<typeof setTimeout>;
  private ticker?: ReturnType<typeof setInterval>;
  private lastAttemptAt = 0;
  /** Set synchronously on click so a double click cannot send two non-dry quotes. */
  private confirming = false;
  private confirmAbort?: AbortController;
  private tokensKey?: string;
  private tokensAbort?: AbortController;
  private warnedReferral = false;
  private readonly warnedAssets = new Set<string>();
  /** What to focus once the next update is rendered (the first invalid field, the prompt's safe button). */
  private focusAfterUpdate?: string;
  private announcedKey?: string;
  private confirmedKey?: string;

  @state() private debouncing = false;
  @state() private touched = new Set<Field>();
  @state() private attempted = false;
  @state() private customSlippage?: string;
  @state() private confirmPending = false;
  @state() private problem?: ServerProblem;
  @state() private confirmed?: QuoteResponse;
  /** The "Replace this deposit address?" question is open. */
  @state() private replacePrompt = false;
  /** The deposit address the last confirmation replaced (still saved, not to be paid). */
  @state() private replaced?: string;
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

  override connectedCallback(): void {
    super.connectedCallback();
    this.ticker = setInterval(() => this.tick(), TICK_MS);
    document.addEventListener('visibilitychange', this.onVisibility);
    // After a reconnect, schedule() runs again and asks for a quote if the form is valid.
    this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearInterval(this.ticker);
    clearTimeout(this.debounceTimer);
    this.debouncing = false;
    this.scheduledKey = undefined;
    this.quoteTask.abort();
    this.confirmAbort?.abort();
    this.tokensAbort?.abort();
    this.tokensKey = undefined;
    document.removeEventListener('visibilitychange', this.onVisibility);
  }

  /** The per-chain address checks arrive as their own chunk (shared with <swap-deposit>). */
  private readonly addresses = new LazyModule(this, addressesModule);

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.loadTokensIfNeeded();
    this.warnAboutAttributes(changed);
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
      referral: this.referralValue(),
      appFees: this.config.appFees,
      quoteWaitingTimeMs: this.waitingTime(),
      locale: this.words.locale,
      text: this.words.t,
      commonText: this.words.common,
      addresses: this.addresses.value,
    });
    for (const asset of [this.originAsset, this.destinationAsset]) {
      if (asset && this.tokens.length && !findToken(this.tokens, asset) && !this.warnedAssets.has(asset)) {
        this.warnedAssets.add(asset);
        console.warn(`<swap-quote>: the token ${asset} is not in the service's token list (or not allowed here).`);
      }
    }
    // A confirmation describes the form it was made for; any edit retires it.
    if (this.confirmed && this.form.key !== this.confirmedKey) this.confirmed = undefined;
    this.schedule();
  }

  protected override updated(): void {
    if (this.focusAfterUpdate) {
      this.renderRoot.querySelector<HTMLElement>(this.focusAfterUpdate)?.focus();
      this.focusAfterUpdate = undefined;
    }
  }

  /** Asks for a fresh dry quote now (e.g. after the page changed configure()). */
  refresh(): void {
    const key = this.form.dryKey;
    if (!key) return;
    clearTimeout(this.debounceTimer);
    this.debouncing = false;
    this.scheduledKey = key;
    this.problem = undefined;
    void this.quoteTask.run([this.request(true), key]);
  }

  // ---- tokens ------------------------------------------------------------------------------------------------

  private get tokens(): Token[] {
    const tokens = this.storeController.state.tokens;
    return tokens.state === 'ready' ? filterTokens(tokens.tokens, { assets: this.assets, chains: this.chains }) : [];
  }

  private loadTokensIfNeeded(): void {
    const client = this.client;
    const key = client.baseUrl;
    const state = this.storeController.state.tokens.state;
    if (state === 'ready' || (state === 'loading' && key === this.tokensKey)) return;
    if (key === this.tokensKey && state === 'error') return; // wait for the retry button
    this.tokensKey = key;
    void this.loadTokens();
  }

  private async loadTokens(): Promise<void> {
    // A load for an older configuration must not report its failure over the current one.
    this.tokensAbort?.abort();
    const abort = (this.tokensAbort = new AbortController());
    try {
      await this.storeController.store.loadTokens({ client: this.client, signal: abort.signal });
    } catch (error) {
      if (!abort.signal.aborted) this.fail(error, 'tokens');
    }
  }

  // ---- dry quotes --------------------------------------------------------------------------------------------

  /** Starts the debounce for a changed, valid form; stops everything for an invalid one. One request per key. */
  private schedule(): void {
    const key = this.form.dryKey;
    if (key === this.scheduledKey) return;
    this.scheduledKey = key;
    clearTimeout(this.debounceTimer);
    // The stale request is aborted right away: its answer would describe inputs that are gone.
    if (this.quoteTask.status !== TaskStatus.INITIAL) void this.quoteTask.run([undefined, undefined]);
    this.debouncing = key !== undefined;
    if (key === undefined) return;
    this.debounceTimer = setTimeout(() => {
      this.debouncing = false;
      if (this.scheduledKey === key && this.form.dryKey === key) void this.quoteTask.run([this.request(true), key]);
    }, QUOTE_DEBOUNCE_MS);
  }

  /**
   * The request for the current form; the deadline counts from now by the configured clock. A dry one prices the
   * pair with placeholder addresses; a non-dry one carries only the user's checked addresses, never a placeholder.
   */
  private request(dry: boolean): QuoteRequest {
    const deadline = new Date(this.now() + this.deadlineMinutes * 60_000).toISOString();
    const draft = dry ? this.form.dryDraft : this.form.draft;
    if (!draft || (!dry && (isDryPlaceholder(draft.recipient) || isDryPlaceholder(draft.refundTo)))) {
      throw new SwapApiError('invalid-request', 'A deposit address needs the recipient and refund addresses.');
    }
    return { dry, ...draft, deadline };
  }

  private tick(): void {
    // Nothing to refresh once the user has a deposit address (until they edit the form again).
    if (document.visibilityState === 'hidden' || this.confirming || this.confirmed || !this.form.dryKey) return;
    const status = this.quoteTask.status;
    const value = this.quoteTask.value;
    if (status === TaskStatus.COMPLETE && value?.key === this.form.dryKey) {
      if (this.now() - value.at >= QUOTE_REFRESH_MS) this.refresh();
    } else if (
      status === TaskStatus.ERROR &&
      this.problem?.retry &&
      this.now() - this.lastAttemptAt >= QUOTE_REFRESH_MS
    ) {
      this.refresh();
    }
  }

  private readonly onVisibility = () => {
    if (document.visibilityState === 'visible') this.tick();
  };

  private async dryQuoteArrived(result: DryResult): Promise<void> {
    this.problem = undefined;
    // Announced once per settled input, not on every 30 s refresh.
    if (this.announcedKey !== result.key) {
      this.announcedKey = result.key;
      this.announcement = this.quoteSentence(result.response);
    }
    await this.updateComplete;
    this.dispatchEvent(new SwapQuoteChangeEvent({ group: this.group, quoteResponse: result.response }));
  }

  private dryQuoteFailed(error: unknown): void {
    if (isSwapApiError(error) && error.kind === 'aborted') return;
    const key = this.scheduledKey;
    if (key) this.problem = this.toProblem(error, key);
    this.announcement = '';
    this.fail(error, 'quote');
  }

  private toProblem(error: unknown, key: string): ServerProblem {
    const known = isSwapApiError(error) ? knownServerError(error.serverMessage) : undefined;
    const field: Field | undefined = (
      {
        'origin-token-invalid': 'origin',
        'destination-token-invalid': 'destination',
        'recipient-invalid': 'recipient',
        'refund-invalid': 'refund',
        'amount-too-low': 'amount',
        'no-liquidity': 'amount',
        'swap-type-needs-auth': 'swapType',
      } as const
    )[known?.code as string];
    const retry = isSwapApiError(error) && (error.transient || error.kind === 'rate-limited');
    return { key, field, error, retry };
  }

  /** A problem belongs to the form as it is: a dry quote's to its priced fields, a confirm's to the whole form. */
  private isCurrent(problem: ServerProblem): boolean {
    return problem.key === this.form.dryKey || problem.key === this.form.key;
  }

  private problemMessage(problem: ServerProblem): string {
    if (problem.error === 'unverified') return this.words.t('quoteNotVerified');
    return describeError(problem.error, {
      formatMinimum: (units) => this.formatAmountToken(units),
      text: this.words.common,
    });
  }

  private formatAmountToken(units: string): string {
    const token = this.form.amountToken;
    return token
      ? `${formatAmount(units, token.decimals, { locale: this.words.locale, exact: true })} ${token.symbol}`
      : units;
  }

  // ---- confirm -----------------------------------------------------------------------------------------------

  /**
   * The group's deposit that may still receive funds: confirmed, not final, before its cutoff. A second deposit
   * address must not replace it without the user saying so.
   */
  private get swapInFlight(): ActiveSwap | undefined {
    const active = this.storeController.state.activeSwap;
    if (!active) return undefined;
    const status =
      active.statusResponse?.status ?? getPersistence().getReceipt(active.depositAddress, active.memo)?.status;
    if (isFinalStatus(status)) return undefined;
    const cutoff = depositCutoff(active.quoteResponse.quote);
    return cutoff !== undefined && this.now() >= cutoff ? undefined : active;
  }

  /** The in-flight deposit when the form (as it is now) asks for something else. */
  private get mismatchedSwap(): ActiveSwap | undefined {
    const active = this.swapInFlight;
    const draft = this.form.draft;
    if (!active) return undefined;
    const made = active.quoteResponse.quoteRequest as Record<string, unknown>;
    const same = draft && COMPARED_FIELDS.every((field) => String(draft[field] ?? '') === String(made[field] ?? ''));
    return same ? undefined : active;
  }

  private confirm(event: Event): void {
    event.preventDefault();
    void this.requestDeposit(false);
  }

  private async requestDeposit(replaceApproved: boolean): Promise<void> {
    if (this.confirming) return;
    this.attempted = true;
    const key = this.form.key;
    if (!key || !this.form.draft) {
      this.focusAfterUpdate = '[aria-invalid="true"]';
      return;
    }
    const inFlight = this.swapInFlight;
    if (inFlight && !replaceApproved) {
      this.replacePrompt = true;
      this.focusAfterUpdate = '[part~="replace-keep"]';
      return;
    }
    this.replacePrompt = false;
    this.confirming = true;
    this.confirmPending = true;
    this.confirmed = undefined;
    this.problem = undefined;
    this.announcement = this.words.t('confirmAnnouncement');
    const abort = (this.confirmAbort = new AbortController());
    try {
      const response = await this.client.quote(this.request(false), { signal: abort.signal });
      const check = await verifyQuoteSignature(response, this.config.servicePublicKey ?? PRODUCTION_QUOTE_PUBLIC_KEY);
      if (!check.ok) {
        const error = new Error(`The quote's signature did not verify (${check.reason}): ${check.message}`);
        this.problem = { key, error: 'unverified', retry: false };
        this.announcement = '';
        this.fail(error, 'verify');
        return;
      }
      this.storeController.store.activate(response, true);
      this.replaced = inFlight?.depositAddress;
      this.confirmed = response;
      this.confirmedKey = key;
      this.announcement = this.confirmSentence(response);
      await this.updateComplete;
      this.dispatchEvent(new SwapQuoteConfirmEvent({ group: this.group, quoteResponse: response }));
    } catch (error) {
      if (abort.signal.aborted) return;
      this.problem = this.toProblem(error, key);
      this.announcement = '';
      this.fail(error, 'confirm');
    } finally {
      this.confirming = false;
      this.confirmPending = false;
    }
  }

  // ---- user edits --------------------------------------------------------------------------------------------

  private chooseToken(side: 'origin' | 'destination', token: Token): void {
    if (side === 'origin') this.originAsset = token.assetId;
    else this.destinationAsset = token.assetId;
    this.touched = new Set(this.touched).add(side);
    this.confirmed = undefined;
  }

  private touch(field: Field): void {
    if (!this.touched.has(field)) this.touched = new Set(this.touched).add(field);
  }

  private reverse(): void {
    if (this.lockOrigin || this.lockDestination) return;
    const result = this.quoteTask.value;
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
    this.confirmed = undefined;
  }

  private chooseSlippage(bps: number): void {
    this.slippage = bps;
    this.customSlippage = undefined;
  }

  /** Dev hints for page authors; the field itself shows the problem to the user. */
  private warnAboutAttributes(changed: PropertyValues<this>): void {
    if (changed.has('swapType') && !SWAP_TYPES.includes(this.swapType)) {
      console.warn(`<swap-quote>: unknown swap-type "${this.swapType}"; use one of ${SWAP_TYPES.join(', ')}.`);
    }
    if (changed.has('slippage') && (!Number.isInteger(this.slippage) || this.slippage < 0 || this.slippage > 10_000)) {
      console.warn(
        `<swap-quote>: slippage is in basis points, a whole number from 0 to 10000 (100 = 1%); got ${this.slippage}.`,
      );
    }
    if (changed.has('deadlineMinutes') && (!Number.isInteger(this.deadlineMinutes) || this.deadlineMinutes < 10)) {
      console.warn(
        `<swap-quote>: deadline-minutes must be a whole number of at least 10; got ${this.deadlineMinutes}.`,
      );
    }
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
    if (this.problem?.field === field && this.isCurrent(this.problem)) return this.problemMessage(this.problem);
    const error = this.form.errors[field];
    if (!error) return undefined;
    if (error.required && !this.attempted && !this.touched.has(field)) return undefined;
    // An address is judged once the user leaves the field (not while typing it).
    if ((field === 'recipient' || field === 'refund') && !this.attempted && !this.touched.has(field)) return undefined;
    return error.message;
  }

  private describedBy(field: Field, hint: boolean): string {
    const ids: string[] = [];
    if (hint) ids.push(`${field}-hint`);
    if (this.errorFor(field)) ids.push(`${field}-error`);
    if (this.form.warnings[field]) ids.push(`${field}-warning`);
    return ids.join(' ');
  }

  private fieldMessages(field: Field): TemplateResult {
    const error = this.errorFor(field);
    const warning = this.form.warnings[field];
    return html`${error ? html`<p class="error" part="error" id="${field}-error">${error}</p>` : nothing}
    ${warning ? html`<p class="warning" part="warning" id="${field}-warning">${warning}</p>` : nothing}`;
  }

  private fmt(units: string | null | undefined, token: Token | undefined, exact = false): string {
    if (units == null || !token) return '';
    return `${formatAmount(units, token.decimals, { locale: this.words.locale, exact })} ${token.symbol}`;
  }

  private quoteSentence(response: QuoteResponse): string {
    const { origin, destination } = this.form;
    const q = response.quote;
    if (this.swapType === 'EXACT_OUTPUT')
      return this.words.t('quoteAnnouncementSend', { amount: this.fmt(q.amountIn, origin) });
    return this.words.t('quoteAnnouncementReceive', { amount: this.fmt(q.amountOut, destination) });
  }

  private confirmSentence(response: QuoteResponse): string {
    const { origin, destination } = this.form;
    const q = response.quote;
    return this.words.t('depositReady', {
      amountIn: this.fmt(q.amountIn, origin, true),
      amountOut: this.fmt(q.amountOut, destination),
    });
  }

  /** The dry quote that matches the form as it is now (a stale one is never shown as current). */
  private get currentQuote(): QuoteResponse | undefined {
    const value = this.quoteTask.value;
    return this.quoteTask.status === TaskStatus.COMPLETE && value && value.key === this.form.dryKey
      ? value.response
      : undefined;
  }

  private get loading(): boolean {
    return this.debouncing || this.quoteTask.status === TaskStatus.PENDING;
  }

  private renderLeg(side: 'origin' | 'destination'): TemplateResult {
    const { origin, destination } = this.form;
    const picker = side === 'origin' ? this.originPicker : this.destinationPicker;
    const tokensState = this.storeController.state.tokens.state;
    const amountHere = (this.swapType === 'EXACT_OUTPUT') === (side === 'destination');
    const token = side === 'origin' ? origin : destination;
    const t = this.words.t;
    const heading = side === 'origin' ? t('sendHeading') : t('receiveHeading');
    const tokenLabel = side === 'origin' ? t('tokenToSendLabel') : t('tokenToReceiveLabel');
    const quote = this.currentQuote?.quote;
    const quotedUnits = side === 'origin' ? quote?.amountIn : quote?.amountOut;
    const quotedUsd = side === 'origin' ? quote?.amountInUsd : quote?.amountOutUsd;
    const typedUsd =
      amountHere && token && this.form.dryDraft
        ? usdValue(this.form.dryDraft.amount, token.decimals, token.price)
        : undefined;
    const tokenError = this.errorFor(side);
    return html`<div class="leg" part="leg ${side}-leg" role="group" aria-labelledby="${side}-heading">
      <span class="leg-heading" id="${side}-heading">${heading}</span>
      <label class="label" part="label" for="${side}-input">${tokenLabel}</label>
      ${picker.render({
        tokens: this.tokens,
        value: side === 'origin' ? this.originAsset : this.destinationAsset,
        label: tokenLabel,
        labelId: `${side}-label`,
        placeholder: t('tokenSearchPlaceholder'),
        text: t,
        locale: this.words.locale,
        describedBy: tokenError ? `${side}-error` : '',
        invalid: Boolean(tokenError),
        locked: side === 'origin' ? this.lockOrigin : this.lockDestination,
        unavailable: tokensState !== 'ready',
      })}
      ${this.fieldMessages(side)}
      ${
        amountHere
          ? html`<label class="label" part="label" for="amount"
                >${token ? t('amountLabelToken', { symbol: token.symbol }) : t('amountLabel')}</label
              >
              <input
                id="amount"
                class="amount"
                part="amount-input"
                type="text"
                inputmode="decimal"
                autocomplete="off"
                placeholder=${numberFormat(this.words.locale, { minimumFractionDigits: 1 }).format(0)}
                .value=${live(this.amount)}
                aria-invalid=${this.errorFor('amount') ? 'true' : 'false'}
                aria-describedby=${this.describedBy('amount', false) || nothing}
                @input=${(e: InputEvent) => {
                  this.amount = (e.target as HTMLInputElement).value;
                  this.confirmed = undefined;
                }}
                @change=${() => this.touch('amount')}
              />
              ${typedUsd ? html`<span class="usd" part="usd">${formatUsd(typedUsd, this.words.locale)}</span>` : nothing}
              ${this.fieldMessages('amount')}`
          : html`<p class="quoted ${this.loading ? 'stale' : ''}" part="quoted-amount">
              ${
                quotedUnits && token
                  ? html`<span class="amount-text">${this.fmt(quotedUnits, token)}</span>
                      ${quotedUsd ? html`<span class="usd" part="usd">${formatUsd(quotedUsd, this.words.locale)}</span>` : nothing}`
                  : html`<span class="placeholder">${this.loading ? t('gettingQuote') : this.estimate(side)}</span>`
              }
            </p>`
      }
    </div>`;
  }

  /** Before a live quote (e.g. no addresses yet): the value at list prices, labelled as an estimate. */
  private estimate(side: 'origin' | 'destination'): string {
    const { origin, destination, amountToken } = this.form;
    if (!origin || !destination || !amountToken || this.form.errors.amount || !amountToken.price) return '—';
    const other = side === 'origin' ? origin : destination;
    if (!other.price) return '—';
    const typed = this.amount.trim();
    if (!typed) return '—';
    const usd = Number(usdValue(this.parsedUnits() ?? '0', amountToken.decimals, amountToken.price));
    const estimate = usd / other.price;
    if (!Number.isFinite(estimate) || estimate <= 0) return '—';
    const text = numberFormat(this.words.locale, { maximumSignificantDigits: 6 }).format(estimate);
    return this.words.t('estimateAtListPrices', { amount: `${text} ${other.symbol}` });
  }

  private parsedUnits(): string | undefined {
    const token = this.form.amountToken;
    if (!token) return undefined;
    return this.form.dryDraft?.amount ?? this.form.draft?.amount;
  }

  private renderAddress(kind: 'recipient' | 'refund'): TemplateResult {
    const { origin, destination } = this.form;
    const intents = kind === 'recipient' ? this.recipientType === 'INTENTS' : this.refundType === 'INTENTS';
    const chain =
      kind === 'recipient' ? recipientChain(this.recipientType, destination) : refundChain(this.refundType, origin);
    const t = this.words.t;
    const label =
      kind === 'recipient'
        ? intents
          ? t('recipientAccountLabel')
          : chain
            ? t('recipientAddressOnChainLabel', { chain: chainName(chain) })
            : t('recipientAddressLabel')
        : intents
          ? t('refundAccountLabel')
          : chain
            ? t('refundAddressOnChainLabel', { chain: chainName(chain) })
            : t('refundAddressLabel');
    const hint = addressHint(chain, intents, this.addresses.value, t, this.words.common);
    const value = kind === 'recipient' ? this.recipient : this.refundAddress;
    return html`<div class="field">
      <label class="label" part="label" for="${kind}">${label}</label>
      <input
        id="${kind}"
        class="address"
        part="input"
        type="text"
        autocomplete="off"
        spellcheck="false"
        .value=${live(value)}
        aria-invalid=${this.errorFor(kind) ? 'true' : 'false'}
        aria-describedby=${this.describedBy(kind, Boolean(hint)) || nothing}
        @input=${(e: InputEvent) => {
          const text = (e.target as HTMLInputElement).value;
          if (kind === 'recipient') this.recipient = text;
          else this.refundAddress = text;
          this.confirmed = undefined;
        }}
        @change=${() => this.touch(kind)}
      />
      ${hint ? html`<p class="hint" part="hint" id="${kind}-hint">${hint}</p>` : nothing} ${this.fieldMessages(kind)}
    </div>`;
  }

  private renderSettings(): TemplateResult {
    const { origin, destination } = this.form;
    const bps = this.form.slippageBps;
    const custom = this.customSlippage !== undefined;
    const swapTypes = SWAP_TYPES.filter((t) => t !== 'ANY_INPUT' || this.client.authenticated || this.swapType === t);
    const deadlines = [...new Set([...DEADLINE_CHOICES, this.deadlineMinutes])]
      .filter((m) => Number.isInteger(m) && m > 0)
      .sort((a, b) => a - b);
    const refundAt = formatDateTime(this.now() + this.deadlineMinutes * 60_000, this.words.locale);
    const t = this.words.t;
    const typeText = SWAP_TYPE_TEXT[this.swapType];
    const summary = t('settingsSummary', {
      swapType: typeText ? t(typeText.label) : this.swapType,
      slippage: bps !== undefined ? formatBps(bps, this.words.locale) : '—',
      deadline: formatDuration(this.deadlineMinutes * 60_000, this.words.locale),
    });
    const settingsProblem = (['swapType', 'slippage', 'deadline'] as const).some(
      (f) => this.errorFor(f) || this.form.warnings[f],
    );
    return html`<details class="settings" part="settings" ?open=${settingsProblem}>
      <summary part="settings-summary">${summary}</summary>
      <div class="settings-body">
        <div class="field">
          <label class="label" part="label" for="swap-type">${t('swapTypeLabel')}</label>
          <select
            id="swap-type"
            part="select"
            aria-describedby=${this.describedBy('swapType', true)}
            aria-invalid=${this.errorFor('swapType') ? 'true' : 'false'}
            @change=${(e: Event) => (this.swapType = (e.target as HTMLSelectElement).value as SwapType)}
          >
            ${swapTypes.map(
              (type) =>
                html`<option value=${type} ?selected=${type === this.swapType}>
                  ${t(SWAP_TYPE_TEXT[type].label)}
                </option>`,
            )}
          </select>
          <p class="hint" part="hint" id="swapType-hint">${typeText ? t(typeText.hint) : ''}</p>
          ${this.fieldMessages('swapType')}
        </div>
        <fieldset class="field slippage">
          <legend class="label" part="label">${t('slippageLabel')}</legend>
          <div class="presets">
            ${SLIPPAGE_PRESETS.map(
              (preset) =>
                html`<label class="preset" part="slippage-preset">
                  <input
                    type="radio"
                    name="slippage"
                    .checked=${live(!custom && this.slippage === preset)}
                    @change=${() => this.chooseSlippage(preset)}
                  />
                  ${formatBps(preset, this.words.locale)}
                </label>`,
            )}
            <label class="preset custom" part="slippage-preset">
              <span class="visually-hidden">${t('slippageCustomLabel')}</span>
              <input
                id="slippage-custom"
                part="input"
                type="text"
                inputmode="decimal"
                placeholder=${t('slippageCustomPlaceholder')}
                .value=${live(this.customSlippage ?? (SLIPPAGE_PRESETS.includes(this.slippage as never) ? '' : String(this.slippage / 100)))}
                aria-invalid=${this.errorFor('slippage') ? 'true' : 'false'}
                aria-describedby=${this.describedBy('slippage', false) || nothing}
                @input=${(e: InputEvent) => {
                  const text = (e.target as HTMLInputElement).value;
                  this.customSlippage = text === '' ? undefined : text;
                }}
              />
            </label>
          </div>
          ${this.fieldMessages('slippage')}
        </fieldset>
        <div class="field">
          <label class="label" part="label" for="deadline">${t('deadlineLabel')}</label>
          <select
            id="deadline"
            part="select"
            aria-describedby=${this.describedBy('deadline', true)}
            aria-invalid=${this.errorFor('deadline') ? 'true' : 'false'}
            @change=${(e: Event) => (this.deadlineMinutes = Number((e.target as HTMLSelectElement).value))}
          >
            ${deadlines.map(
              (m) =>
                html`<option value=${m} ?selected=${m === this.deadlineMinutes}>
                  ${formatDuration(m * 60_000, this.words.locale)}
                </option>`,
            )}
          </select>
          <p class="hint" part="hint" id="deadline-hint">${t('deadlineHint', { time: refundAt })}</p>
          ${this.fieldMessages('deadline')}
        </div>
        <div class="field">
          <label class="label" part="label" for="deposit-type">${t('depositTypeLabel')}</label>
          <select
            id="deposit-type"
            part="select"
            @change=${(e: Event) => (this.depositType = (e.target as HTMLSelectElement).value as DepositType)}
          >
            <option value="ORIGIN_CHAIN" ?selected=${this.depositType === 'ORIGIN_CHAIN'}>
              ${origin ? t('depositFromWalletOnChain', { chain: chainName(origin.blockchain) }) : t('depositFromWallet')}
            </option>
            <option value="INTENTS" ?selected=${this.depositType === 'INTENTS'}>${t('intentsAccountOption')}</option>
          </select>
        </div>
        <div class="field">
          <label class="label" part="label" for="recipient-type">${t('recipientTypeLabel')}</label>
          <select
            id="recipient-type"
            part="select"
            @change=${(e: Event) => (this.recipientType = (e.target as HTMLSelectElement).value as RecipientType)}
          >
            <option value="DESTINATION_CHAIN" ?selected=${this.recipientType === 'DESTINATION_CHAIN'}>
              ${
                destination
                  ? t('addressOnChainOption', { chain: chainName(destination.blockchain) })
                  : t('addressOnDestinationChainOption')
              }
            </option>
            <option value="INTENTS" ?selected=${this.recipientType === 'INTENTS'}>${t('intentsAccountOption')}</option>
          </select>
        </div>
        <div class="field">
          <label class="label" part="label" for="refund-type">${t('refundTypeLabel')}</label>
          <select
            id="refund-type"
            part="select"
            @change=${(e: Event) => (this.refundType = (e.target as HTMLSelectElement).value as RefundType)}
          >
            <option value="ORIGIN_CHAIN" ?selected=${this.refundType === 'ORIGIN_CHAIN'}>
              ${
                origin
                  ? t('addressOnChainOption', { chain: chainName(origin.blockchain) })
                  : t('addressOnOriginChainOption')
              }
            </option>
            <option value="INTENTS" ?selected=${this.refundType === 'INTENTS'}>${t('intentsAccountOption')}</option>
          </select>
        </div>
      </div>
    </details>`;
  }

  private renderQuote(): TemplateResult | typeof nothing {
    const { origin, destination } = this.form;
    const previous = this.quoteTask.value;
    // While the next quote loads, the last one stays (dimmed) only if it is for the same pair and swap type.
    const samePair =
      previous?.request.originAsset === origin?.assetId &&
      previous?.request.destinationAsset === destination?.assetId &&
      previous?.request.swapType === this.swapType;
    const response = this.currentQuote ?? (this.loading && samePair ? previous?.response : undefined);
    if (!response || !origin || !destination) return nothing;
    const q = response.quote;
    const t = this.words.t;
    const locale = this.words.locale;
    const stale = !this.currentQuote;
    const amountIn = BigInt(q.amountIn);
    const amountOut = BigInt(q.amountOut);
    const rows: TemplateResult[] = [];
    const row = (label: string, value: unknown, cls = '') =>
      html`<div class="row ${cls}" part="quote-row">
        <dt>${label}</dt>
        <dd>${value}</dd>
      </div>`;

    if (amountIn > 0n && amountOut > 0n) {
      const [base, other, num, den] = this.invertRate
        ? [destination, origin, amountIn, amountOut]
        : [origin, destination, amountOut, amountIn];
      // One unit of `base` in units of `other`, exactly (truncated).
      const rate = (num * 10n ** BigInt(base.decimals)) / den;
      rows.push(
        row(
          t('rateRow'),
          html`${t('rateValue', { symbol: base.symbol, amount: this.fmt(rate.toString(), other) })}
            <button
              type="button"
              class="link"
              part="rate-button"
              aria-label=${t('rateInvertLabel', { symbol: other.symbol })}
              @click=${() => (this.invertRate = !this.invertRate)}
            >
              ⇄
            </button>`,
        ),
      );
    }
    if (this.swapType === 'EXACT_OUTPUT') {
      if (q.maxAmountIn) rows.push(row(t('maxAmountInRow'), this.fmt(q.maxAmountIn, origin)));
      if (q.minAmountIn) rows.push(row(t('minAmountInRow'), this.fmt(q.minAmountIn, origin)));
    } else {
      if (q.minAmountOut) rows.push(row(t('minAmountOutRow'), this.fmt(q.minAmountOut, destination)));
      if (q.minAmountIn && this.swapType !== 'EXACT_INPUT') {
        rows.push(row(t('minAmountInRow'), this.fmt(q.minAmountIn, origin)));
      }
    }
    if (q.amountInUsd || q.amountOutUsd) {
      rows.push(
        row(
          t('valueRow'),
          t('valueValue', {
            amountIn: formatUsd(q.amountInUsd, locale) || '—',
            amountOut: formatUsd(q.amountOutUsd, locale) || '—',
          }),
        ),
      );
    }
    const listIn = usdValue(amountIn, origin.decimals, origin.price);
    const listOut = usdValue(amountOut, destination.decimals, destination.price);
    if (listIn && listOut && Number(listIn) > 0) {
      const diff = Number(listOut) / Number(listIn) - 1;
      const text = numberFormat(locale, {
        style: 'percent',
        maximumFractionDigits: 2,
        signDisplay: 'exceptZero',
      }).format(diff);
      rows.push(
        row(
          t('marketRow'),
          diff < -0.03 ? html`${text} <span class="warning-inline">${t('belowMarketWarning')}</span>` : text,
          diff < -0.03 ? 'bad' : '',
        ),
      );
    }
    // The fees the service priced: the echoed request's app fees (a gateway may have set the partner's), and no
    // platform fee when a credential was sent, by the page or by a gateway on its behalf.
    const appFees = (response.quoteRequest.appFees ?? this.config.appFees ?? []).map((f) => ({
      recipient: f.recipient,
      fee: f.fee,
    }));
    const fees = feeBreakdown(amountIn, appFees, this.client.authenticated || response.partnerCredential === true);
    // The app fee lines follow the platform fee (when charged) in the order of appFees.
    const firstApp = fees.length - appFees.length;
    const feeRows = fees.map(
      (fee, i) =>
        html`<li>
          ${t('feeLine', {
            // This section's words instead of feeBreakdown's English label.
            fee:
              fee.kind === 'platform'
                ? t('platformFee')
                : t('appFee', { recipient: appFees[i - firstApp]?.recipient ?? '' }),
            percent: formatBps(fee.bps, locale),
            amount: this.fmt(fee.units.toString(), origin),
          })}
          ${origin.price ? html`<span class="usd">${formatUsd(usdValue(fee.units, origin.decimals, origin.price), locale)}</span>` : nothing}
        </li>`,
    );
    if (q.withdrawFee && q.withdrawFee !== '0') {
      feeRows.push(html`<li>${t('withdrawFee', { amount: this.fmt(q.withdrawFee, destination) })}</li>`);
    }
    if (q.refundFee && q.refundFee !== '0') {
      feeRows.push(html`<li>${t('refundFee', { amount: this.fmt(q.refundFee, origin) })}</li>`);
    }
    rows.push(
      row(
        t('feesRow'),
        feeRows.length
          ? html`<ul class="fees" part="fees">
              ${feeRows}
            </ul>`
          : t('noFees'),
      ),
    );
    if (q.timeEstimate != null)
      rows.push(row(t('timeRow'), t('timeValue', { duration: formatDuration(q.timeEstimate * 1000, locale) })));
    return html`<div class="quote ${stale ? 'stale' : ''}" part="quote" aria-busy=${stale ? 'true' : 'false'}>
      <div class="quote-head">
        <span class="quote-title">${t('quoteTitle')}</span>
        <button
          type="button"
          class="link"
          part="refresh-button"
          ?disabled=${this.loading}
          @click=${() => this.refresh()}
        >
          ${t('refreshButton')}
        </button>
      </div>
      <dl>${rows}</dl>
    </div>`;
  }

  private renderAlert(): TemplateResult | typeof nothing {
    const tokens = this.storeController.state.tokens;
    const t = this.words.t;
    if (tokens.state === 'error') {
      return html`<div class="alert" part="alert" role="alert">
        <p>${t('tokensFailed', { error: describeError(tokens.error, { text: this.words.common }) })}</p>
        <button type="button" part="retry-button" @click=${() => this.loadTokens()}>${t('tryAgain')}</button>
      </div>`;
    }
    if (this.form.errors.config) {
      return html`<div class="alert" part="alert" role="alert">${this.form.errors.config.message}</div>`;
    }
    const problem = this.problem;
    if (!problem || problem.field || !this.isCurrent(problem)) return nothing;
    return html`<div class="alert" part="alert" role="alert">
      <p>${this.problemMessage(problem)}</p>
      ${
        problem.retry
          ? html`<button type="button" part="retry-button" @click=${() => this.refresh()}>${t('tryAgain')}</button>`
          : nothing
      }
    </div>`;
  }

  /** The deposit already given to this group: a form that no longer matches it, and the replace question. */
  private renderActiveDeposit(): TemplateResult | typeof nothing {
    const t = this.words.t;
    const mismatched = this.replacePrompt ? undefined : this.mismatchedSwap;
    if (mismatched) {
      const { quote, quoteRequest } = mismatched.quoteResponse;
      const all = this.storeController.state.tokens;
      const tokens = all.state === 'ready' ? all.tokens : [];
      const amount = (units: string, assetId: string, exact: boolean) =>
        this.fmt(units, findToken(tokens, assetId), exact) || units;
      return html`<p class="notice" part="mismatch">
        ${t('formMismatch', {
          amountIn: amount(quote.amountIn, quoteRequest.originAsset, true),
          amountOut: amount(quote.amountOut, quoteRequest.destinationAsset, false),
        })}
      </p>`;
    }
    const inFlight = this.replacePrompt ? this.swapInFlight : undefined;
    if (!inFlight) return nothing;
    return html`<div
      class="alert"
      part="replace-prompt"
      role="alertdialog"
      aria-labelledby="replace-title"
      aria-describedby="replace-detail"
    >
      <p id="replace-title"><strong>${t('replaceTitle')}</strong></p>
      <p id="replace-detail">${t('replaceDetail', { address: inFlight.depositAddress })}</p>
      <div class="actions">
        <button type="button" part="replace-keep" @click=${this.keepDeposit}>${t('replaceKeep')}</button>
        <button type="button" part="replace-confirm" @click=${() => void this.requestDeposit(true)}>
          ${t('replaceConfirm')}
        </button>
      </div>
    </div>`;
  }

  private keepDeposit(): void {
    this.replacePrompt = false;
    this.focusAfterUpdate = '[part~="confirm-button"]';
  }

  override render() {
    const tokensState = this.storeController.state.tokens.state;
    const memo = this.depositType === 'ORIGIN_CHAIN' && this.form.origin && chainNeedsMemo(this.form.origin.blockchain);
    const locked = this.lockOrigin || this.lockDestination;
    const t = this.words.t;
    return html`<form
      class="form"
      part="form"
      novalidate
      aria-label=${this.group === DEFAULT_GROUP ? t('formLabel') : t('formLabelGroup', { group: this.group })}
      @submit=${this.confirm}
    >
      ${
        tokensState === 'loading' || tokensState === 'idle'
          ? html`<p class="loading" part="hint">${t('loadingTokens')}</p>`
          : nothing
      }
      ${this.renderLeg('origin')}
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
      ${this.renderLeg('destination')} ${this.renderAddress('recipient')} ${this.renderAddress('refund')}
      ${
        memo
          ? html`<p class="hint" part="hint">${t('memoHint', { chain: chainName(this.form.origin!.blockchain) })}</p>`
          : nothing
      }
      ${this.renderSettings()} ${this.renderQuote()} ${this.renderAlert()} ${this.renderActiveDeposit()}
      <button
        type="submit"
        class="confirm"
        part="confirm-button"
        aria-disabled=${this.confirmPending ? 'true' : 'false'}
        ?disabled=${tokensState !== 'ready'}
      >
        ${this.confirmPending ? t('confirmPending') : t('confirmButton')}
      </button>
      ${
        this.confirmed
          ? html`<p class="confirmation" part="confirmation">${this.confirmSentence(this.confirmed)}</p>
              ${this.replaced ? html`<p class="hint" part="replaced">${t('replacedNote', { address: this.replaced })}</p>` : nothing}`
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
