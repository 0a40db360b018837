import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { isSwapApiError, type SwapApiError } from '../../api/errors.js';
import type { QuoteResponse, StatusResponse, Token, TxHash } from '../../api/schemas.js';
import { compareUnits, formatAmount, formatUsd, isUnitsString, toDecimal } from '../../core/amounts.js';
import { chainName, findToken } from '../../core/assets.js';
import { FAST_POLL_MS, isFinalStatus, nextPollDelay, progressSteps, type StepState } from '../../core/status.js';
import { formatDateTime, formatDuration } from '../../core/time.js';
import {
  SwapCompleteEvent,
  SwapErrorEvent,
  SwapStatusChangeEvent,
  type SwapDepositSubmitEvent,
  type SwapQuoteConfirmEvent,
} from '../../events.js';
import { getPersistence, getStore } from '../../store/store.js';
import { richMessage } from '../../i18n/messages.js';
import { SwapElement } from '../swap-element.js';
import { Localize } from '../../controllers/localize.js';
import '../parts/copy-button.js';
import '../parts/countdown.js';
import { describeError } from '../../i18n/error-text.js';
import { timerScheduler, type PollScheduler } from './poll-scheduler.js';
import { StatusClient } from './status-client.js';
import { statusMessages } from '../../i18n/en/status.js';
import {
  refundReasonWords,
  statusWords,
  stepLabel,
  stepWithState,
  type StatusText,
  type StatusWords,
} from './status-words.js';
import { swapStatusStyles } from './swap-status.styles.js';
import { commonMessages } from '../../i18n/en/common.js';

export type { PollScheduler } from './poll-scheduler.js';

/** A 404 this soon after the quote means the service has not registered the address yet, not a wrong address. */
export const NOT_FOUND_GRACE_MS = 10 * 60_000;
/** The `interval` attribute is never taken below this (a kiosk must not hammer the service). */
export const MIN_INTERVAL_MS = 1_000;

interface Target {
  depositAddress: string;
  memo?: string;
  /** The signed quote, when this page has it (store, receipt or event); a status response also carries it. */
  quoteResponse?: QuoteResponse;
  /** A status the page already knows (e.g. the deposit element's submit response). */
  statusResponse?: StatusResponse;
}

const keyOf = (t: { depositAddress: string; memo?: string } | undefined) =>
  t ? `${t.depositAddress}\u0000${t.memo ?? ''}` : '';

/** Only http(s) URLs from the service become links; anything else (javascript:, data:...) stays text. */
export function safeHttpUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** The decimals behind a service-formatted amount ("100.5" for "100500000" → 6), when no token list is at hand. */
export function inferDecimals(
  units: string | null | undefined,
  formatted: string | null | undefined,
): number | undefined {
  if (!isUnitsString(units) || !formatted) return undefined;
  const want = formatted
    .trim()
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');
  for (let d = 0; d <= 36; d++) if (toDecimal(units, d) === want) return d;
  return undefined;
}

const STATUS_ICONS: Record<StatusWords['tone'], string> = {
  neutral: '…',
  progress: '↻',
  warning: '!',
  success: '✓',
  danger: '✕',
};
// A step that did not happen gets a dash and a struck label (and says so in words), never the tick of a done step.
/** Statuses in which the amount may still be sent: only then is it labelled "You send". */
const NEEDS_FUNDS = new Set(['PENDING_DEPOSIT', 'INCOMPLETE_DEPOSIT']);

const STEP_MARKS: Record<StepState, string> = { done: '✓', current: '●', upcoming: '', failed: '✕', skipped: '–' };

/** The service answered that it does not know the address (as opposed to not answering). */
const isNotFound = (error: unknown) => isSwapApiError(error) && error.kind === 'not-found';

/**
 * Follows one swap to its end: polls `GET /v0/status` on a schedule that fits the status, shows a step timeline,
 * the status in plain words, amounts in and out, refunds with their reason, transaction links, elapsed time and the
 * deadline, and explains what to do when a deposit is incomplete or a swap runs past its deadline.
 *
 * It follows the group's active swap (set by `<swap-quote>`, resumed from storage after a reload), or the swap of
 * `deposit-address` (and `memo`) alone, so it also works as a resumable, deep-linkable status page.
 *
 * Polling: the first request goes out at once; then every 3 s while the deposit is being confirmed or the swap is
 * processing, every 10 s while waiting for a deposit or a top-up, every 30 s past the deadline; on errors it backs
 * off exponentially up to a minute. Never two requests at once; nothing is sent while the page is hidden (it checks
 * at once when the page is shown again); it stops at SUCCESS, REFUNDED or FAILED.
 *
 * @tag swap-status
 * @summary The status of a swap, followed to the end and explained in plain words.
 *
 * @fires swap-status-change - The swap's status changed (the first status seen counts); `detail` is `{ group,
 *   status, previousStatus, statusResponse }`.
 * @fires swap-complete - The swap reached SUCCESS, REFUNDED or FAILED; `detail` is `{ group, status,
 *   statusResponse }`.
 * @fires swap-error - A status request failed (once per run of failures; polling goes on with backoff); `detail`
 *   is `{ group, error, operation: 'status' }`. Also once per credential the service refuses (`error.kind`
 *   `'unauthorized'`): the status is then followed without the credential, with no error shown.
 *
 * @slot help - Support contact or help text, shown with the explanations of a failed or overdue swap.
 *
 * @csspart base - The card around everything.
 * @csspart header - The icon and the status title.
 * @csspart status-icon - The round status icon (decorative; the title says the same in words).
 * @csspart status-title - The status in a few words.
 * @csspart status-detail - What the status means and what to do.
 * @csspart timeline - The list of steps.
 * @csspart step - Each step; also `step-done`, `step-current`, `step-upcoming`, `step-failed` or `step-skipped` (a
 *   step the swap went past without doing it, such as the swap of a refunded deposit).
 * @csspart step-marker - The circle of a step.
 * @csspart step-label - The text of a step.
 * @csspart notice - "Waiting for the service to know this address" after a fresh quote.
 * @csspart incomplete - How much arrived, how much is missing and until when a top-up is accepted.
 * @csspart late - The explanation of a swap past its deadline, with what to do.
 * @csspart error - A failed status request, with when the next attempt goes out.
 * @csspart amounts - Amounts sent, received and refunded.
 * @csspart refund-reason - The refund (or failure) reason in plain words.
 * @csspart details - Deposit address, memo, times, deadline and the quote's network fees.
 * @csspart withdraw-fee - The delivery network fee (already deducted from the output).
 * @csspart refund-fee - The refund network fee (charged only if refunded).
 * @csspart deposit-address - The deposit address.
 * @csspart memo - The deposit memo.
 * @csspart transactions - The transaction hashes.
 * @csspart tx-link - A transaction hash linked to its explorer.
 * @csspart tx-hash - A transaction hash without a (safe) explorer link.
 * @csspart actions - The row with the "Check now" button.
 * @csspart refresh-button - "Check now".
 * @csspart help - Around the `help` slot.
 * @csspart empty - Shown when there is no swap to follow.
 * @csspart announcer - The polite live region (visually hidden) that announces status changes.
 *
 * @cssproperty --swap-status-surface - Background of the card.
 * @cssproperty --swap-status-gap - Space between the sections.
 * @cssproperty --swap-status-step-size - Diameter of the timeline's step circles.
 * @cssproperty --swap-status-step-done-color - Finished steps and the line between them.
 * @cssproperty --swap-status-step-current-color - The step in progress.
 * @cssproperty --swap-status-step-upcoming-color - Steps not reached yet.
 * @cssproperty --swap-status-step-failed-color - A failed step.
 */
export class SwapStatus extends SwapElement {
  static override styles = [...SwapElement.styles, swapStatusStyles];
  private readonly words = new Localize(this, 'status', statusMessages, commonMessages);

  /** The latest status response. */
  @state() private latest?: StatusResponse;
  /** A status request is in flight. */
  @state() private checking = false;
  /** 404 shortly after quoting: the service does not know the address yet. */
  @state() private waitingForService = false;
  /** The last failed request (cleared by the next success). */
  @state() private error?: unknown;
  /** The delay until the next scheduled check, for "next check in 8 seconds". */
  @state() private nextDelayMs?: number;
  /** The text of the polite live region: set once per status change. */
  @state() private announcement = '';
  /** A swap taken up from a swap-quote-confirm event of this group. */
  @state() private eventSwap?: Target;

  /** Follow the swap of this deposit address instead of the group's active swap. */
  @property({ attribute: 'deposit-address' }) depositAddress = '';

  /** The deposit memo that goes with `deposit-address` (memo chains such as Stellar). */
  @property() memo = '';

  /** Seconds between checks, overriding the schedule (kiosks). Still stops at a final status and backs off on errors. */
  @property({ type: Number }) interval?: number;

  /** The timer that schedules the next check (tests and hosts can drive polling themselves). */
  @property({ attribute: false }) scheduler: PollScheduler = timerScheduler;

  private target?: Target;
  private lastActiveKey = '';
  /** The status the events compare against. */
  private lastStatus?: string;
  /** The server answered at least once for the current target. */
  private confirmed = false;
  private completed = false;
  private errors = 0;
  private errorReported = false;
  private inFlight?: AbortController;
  private current?: Promise<void>;
  private timer?: { handle: unknown; scheduler: PollScheduler };
  private readonly statusClient = new StatusClient();

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener('visibilitychange', this.onVisibilityChange);
    document.addEventListener('swap-quote-confirm', this.onQuoteConfirm);
    document.addEventListener('swap-deposit-submit', this.onDepositSubmit);
    // Reconnected (moved in the DOM): check at once, as on first connection.
    if (this.hasUpdated && this.target) void this.poll();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('visibilitychange', this.onVisibilityChange);
    document.removeEventListener('swap-quote-confirm', this.onQuoteConfirm);
    document.removeEventListener('swap-deposit-submit', this.onDepositSubmit);
    this.stop();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('interval') && this.interval !== undefined && !(this.interval > 0)) {
      console.warn(`<swap-status>: interval="${this.interval}" is not a positive number of seconds; it is ignored.`);
    }
    const next = this.resolveTarget();
    if (keyOf(next) !== keyOf(this.target)) {
      this.track(next);
      return;
    }
    if (next && this.target && next.quoteResponse) this.target = { ...this.target, quoteResponse: next.quoteResponse };
    if ((changed.has('interval') || changed.has('scheduler')) && this.timer) this.scheduleNext();
  }

  // ---- which swap -------------------------------------------------------------------------------------------------

  private resolveTarget(): Target | undefined {
    const active = this.storeController.state.activeSwap;
    const activeKey = keyOf(active);
    if (activeKey !== this.lastActiveKey) {
      // A newer active swap in the store supersedes one taken from an earlier event.
      this.lastActiveKey = activeKey;
      if (active) this.eventSwap = undefined;
    }
    const address = this.depositAddress.trim();
    if (!address) {
      return this.eventSwap ?? active;
    }
    let memo = this.memo.trim() || undefined;
    const persistence = getPersistence();
    let receipt = persistence.getReceipt(address, memo);
    if (!receipt && memo === undefined) {
      // Only the address was given: a single stored receipt for it tells the memo.
      const found = persistence.findByAddress(address);
      if (found.length === 1) receipt = found[0];
      memo = receipt?.memo;
    }
    const same = active && active.depositAddress === address && (active.memo ?? undefined) === memo;
    return {
      depositAddress: address,
      memo,
      quoteResponse: (same ? active.quoteResponse : undefined) ?? receipt?.quoteResponse,
      statusResponse: same ? active.statusResponse : undefined,
    };
  }

  /** Starts following another swap (or none): forgets the old one's state and checks the new one at once. */
  private track(next: Target | undefined): void {
    this.stop();
    this.target = next;
    this.latest = next?.statusResponse;
    this.lastStatus = next?.statusResponse?.status;
    this.completed = isFinalStatus(this.lastStatus);
    this.confirmed = false;
    this.errors = 0;
    this.errorReported = false;
    this.error = undefined;
    this.waitingForService = false;
    this.nextDelayMs = undefined;
    this.announcement = '';
    if (next) void this.poll();
  }

  // ---- polling ----------------------------------------------------------------------------------------------------

  private get intervalMs(): number | undefined {
    const seconds = this.interval;
    if (seconds === undefined || !(seconds > 0)) return undefined;
    return Math.max(MIN_INTERVAL_MS, seconds * 1000);
  }

  private get quoteResponse(): QuoteResponse | undefined {
    return this.latest?.quoteResponse ?? this.target?.quoteResponse;
  }

  private get deadlineMs(): number | undefined {
    const quote = this.quoteResponse?.quote;
    const ms = Date.parse(quote?.deadline ?? quote?.timeWhenInactive ?? '');
    return Number.isFinite(ms) ? ms : undefined;
  }

  private get pastDeadline(): boolean {
    const deadline = this.deadlineMs;
    return deadline !== undefined && this.now() > deadline && !isFinalStatus(this.lastStatus);
  }

  /** Whether more checks are due: not final yet, or never confirmed by the service. */
  private get open(): boolean {
    return !isFinalStatus(this.lastStatus) || !this.confirmed;
  }

  private poll(force = false): Promise<void> {
    const target = this.target;
    if (this.inFlight) return this.current ?? Promise.resolve();
    if (!target || !this.isConnected || (document.hidden && !force)) return Promise.resolve();
    this.cancelTimer();
    const controller = new AbortController();
    this.inFlight = controller;
    this.checking = true;
    const run = async () => {
      let response: StatusResponse | undefined;
      let failure: unknown;
      try {
        response = await this.statusClient.status(
          this.client,
          this.config,
          { depositAddress: target.depositAddress, ...(target.memo ? { depositMemo: target.memo } : {}) },
          { signal: controller.signal },
          (error) => this.credentialRefused(error),
        );
      } catch (error) {
        failure = error;
      }
      if (controller.signal.aborted) return;
      this.inFlight = undefined;
      this.checking = false;
      if (response) await this.accept(response, target);
      else await this.failed(failure, target);
      this.ensureTokens();
    };
    this.current = run();
    return this.current;
  }

  /** Told once per refused credential; the view shows no error, as the swap is still followed without it. */
  private credentialRefused(error: SwapApiError): void {
    console.warn(
      '<swap-status>: the swap service refused the partner credential (401); the status is followed without it. Set a valid apiKey or token to use one again.',
    );
    this.dispatchEvent(new SwapErrorEvent({ group: this.group, error, operation: 'status' }));
  }

  /** Takes a status response (polled, or from the deposit element): store, view, schedule, then the events. */
  private async accept(response: StatusResponse, target: Target): Promise<void> {
    if (this.latest && Date.parse(response.updatedAt) < Date.parse(this.latest.updatedAt)) {
      // An older answer (a poll that crossed the deposit element's submit response): no news, never a step back.
      this.errors = 0;
      this.error = undefined;
      this.scheduleNext();
      return;
    }
    const previous = this.lastStatus;
    const status = response.status;
    const changed = status !== previous;
    const completes = isFinalStatus(status) && !this.completed;
    const recovered = this.errorReported;
    this.latest = response;
    this.confirmed = true;
    this.errors = 0;
    this.errorReported = false;
    this.error = undefined;
    this.waitingForService = false;
    this.lastStatus = status;
    if (completes) this.completed = true;
    // Announced once per change; after a reported failure, once more to say it works again.
    if (changed) this.announcement = this.describe(status).title;
    else if (recovered) {
      this.announcement = this.words.t('announceConnectionRestored', { status: this.describe(status).title });
    }
    getStore(this.group).recordStatus(target.depositAddress, target.memo, response);
    this.scheduleNext();
    await this.updateComplete;
    if (keyOf(this.target) !== keyOf(target)) return;
    if (changed) {
      this.dispatchEvent(
        new SwapStatusChangeEvent({ group: this.group, status, previousStatus: previous, statusResponse: response }),
      );
    }
    if (completes) this.dispatchEvent(new SwapCompleteEvent({ group: this.group, status, statusResponse: response }));
  }

  private async failed(error: unknown, target: Target): Promise<void> {
    const quoted = Date.parse(target.quoteResponse?.timestamp ?? '');
    const fresh = Number.isFinite(quoted) && this.now() - quoted < NOT_FOUND_GRACE_MS;
    if (isSwapApiError(error) && error.kind === 'not-found' && fresh && !this.confirmed) {
      // Not a failure: the address was created moments ago and the service has not registered it yet.
      if (!this.waitingForService) this.announcement = this.words.t('announceWaitingForService');
      this.waitingForService = true;
      this.error = undefined;
      this.scheduleNext(error.retryAfterMs);
      await this.updateComplete;
      return;
    }
    this.errors++;
    this.error = error;
    this.waitingForService = false;
    this.scheduleNext(isSwapApiError(error) ? error.retryAfterMs : undefined);
    if (this.errorReported) return;
    this.errorReported = true;
    // An unknown address is announced as the title says it; other failures in the shared error words.
    this.announcement =
      isNotFound(error) && !this.latest ? this.words.t('notFoundTitle') : describeError(error, { text: this.words.common });
    await this.updateComplete;
    if (keyOf(this.target) !== keyOf(target)) return;
    this.dispatchEvent(
      new SwapErrorEvent({
        group: this.group,
        error: error instanceof Error ? error : new Error(String(error)),
        operation: 'status',
      }),
    );
  }

  private scheduleNext(atLeastMs = 0): void {
    this.cancelTimer();
    this.nextDelayMs = undefined;
    if (!this.target || !this.isConnected || document.hidden || !this.open) return;
    const delay =
      this.waitingForService && this.errors === 0
        ? (this.intervalMs ?? FAST_POLL_MS)
        : nextPollDelay({
            status: this.confirmed ? this.lastStatus : undefined,
            errors: this.errors,
            pastDeadline: this.pastDeadline,
            intervalMs: this.intervalMs,
          });
    if (delay === null) return;
    const ms = Math.max(delay, atLeastMs);
    this.nextDelayMs = ms;
    const timer: { handle: unknown; scheduler: PollScheduler } = { handle: undefined, scheduler: this.scheduler };
    timer.handle = timer.scheduler.schedule(() => {
      if (this.timer !== timer) return;
      this.timer = undefined;
      void this.poll();
    }, ms);
    this.timer = timer;
  }

  private cancelTimer(): void {
    // Cancelled on the scheduler that set it (the property may have changed since).
    if (this.timer) this.timer.scheduler.cancel(this.timer.handle);
    this.timer = undefined;
  }

  private stop(): void {
    this.cancelTimer();
    this.inFlight?.abort();
    this.inFlight = undefined;
    this.checking = false;
  }

  /** The token list gives symbols and decimals; one shared request per page, failures only cost the symbols. */
  private ensureTokens(): void {
    const store = getStore(this.group);
    if (store.get().tokens.state !== 'idle') return;
    store.loadTokens({ client: this.client }).catch(() => undefined);
  }

  // ---- handlers ---------------------------------------------------------------------------------------------------

  private readonly onVisibilityChange = () => {
    if (document.hidden) {
      this.cancelTimer();
      this.nextDelayMs = undefined;
    } else if (this.open) {
      void this.poll();
    }
  };

  private readonly onQuoteConfirm = (event: SwapQuoteConfirmEvent) => {
    const { group, quoteResponse } = event.detail;
    const depositAddress = quoteResponse.quote.depositAddress;
    if (group !== this.group || !depositAddress) return;
    this.eventSwap = { depositAddress, memo: quoteResponse.quote.depositMemo ?? undefined, quoteResponse };
  };

  private readonly onDepositSubmit = (event: SwapDepositSubmitEvent) => {
    const { group, depositAddress, memo, statusResponse } = event.detail;
    const target = this.target;
    if (group !== this.group || !target || keyOf(target) !== keyOf({ depositAddress, memo: memo || undefined })) return;
    void this.accept(statusResponse, target);
  };

  private readonly onRefreshClick = () => {
    void this.refresh();
  };

  // ---- public API -------------------------------------------------------------------------------------------------

  /** The latest status (`PENDING_DEPOSIT` ... `FAILED`), or undefined before the first answer. */
  get status(): string | undefined {
    return this.latest?.status;
  }

  /** The latest status response. */
  get statusResponse(): StatusResponse | undefined {
    return this.latest;
  }

  /** Resolves once the status request in flight (if any) has been handled: rendered, events fired. */
  get requestComplete(): Promise<void> {
    return this.current ?? Promise.resolve();
  }

  /**
   * Checks the status now (the "Check now" button) and resets the schedule from there. While a request is in
   * flight it waits for that one instead of sending another.
   */
  refresh(): Promise<void> {
    return this.poll(true);
  }

  // ---- view -------------------------------------------------------------------------------------------------------

  private get tokens(): Token[] {
    const tokens = this.storeController.state.tokens;
    return tokens.state === 'ready' ? tokens.tokens : [];
  }

  private describe(status: string): StatusWords {
    const quote = this.quoteResponse;
    const tokenIn = findToken(this.tokens, quote?.quoteRequest.originAsset);
    const details = this.latest?.swapDetails;
    const estimate = quote?.quote.timeEstimate;
    return statusWords(this.words.t, status, {
      originChain: tokenIn ? chainName(tokenIn.blockchain) : undefined,
      estimate: estimate ? formatDuration(estimate * 1000, this.words.locale) : undefined,
      amountOut: details?.amountOut
        ? this.amountText(details.amountOut, details.amountOutFormatted, quote?.quoteRequest.destinationAsset, quote)
        : undefined,
    });
  }

  /** "100.5 USDC", from units and the token list; the service's formatted text when the token is unknown. */
  private amountText(
    units: string | null | undefined,
    formatted: string | null | undefined,
    assetId: string | undefined,
    quote?: QuoteResponse,
  ): string {
    const token = findToken(this.tokens, assetId);
    if (token && isUnitsString(units))
      return `${formatAmount(units, token.decimals, { locale: this.words.locale })} ${token.symbol}`;
    const decimals = this.decimalsOf(assetId, quote);
    const text =
      decimals !== undefined && isUnitsString(units)
        ? formatAmount(units, decimals, { locale: this.words.locale })
        : (formatted ?? units ?? '');
    return `${text} ${assetId ?? ''}`.trim();
  }

  private decimalsOf(assetId: string | undefined, quote: QuoteResponse | undefined): number | undefined {
    const token = findToken(this.tokens, assetId);
    if (token) return token.decimals;
    if (!quote || !assetId) return undefined;
    if (assetId === quote.quoteRequest.originAsset)
      return inferDecimals(quote.quote.amountIn, quote.quote.amountInFormatted);
    if (assetId === quote.quoteRequest.destinationAsset) {
      return inferDecimals(quote.quote.amountOut, quote.quote.amountOutFormatted);
    }
    return undefined;
  }

  private amount(
    units: string | null | undefined,
    formatted: string | null | undefined,
    usd: string | null | undefined,
    assetId: string | undefined,
  ): TemplateResult {
    const usdText = formatUsd(usd, this.words.locale);
    return html`<span class="strong">${this.amountText(units, formatted, assetId, this.quoteResponse)}</span>${
        usdText ? html` <span class="usd">${this.words.t('usdValue', { usd: usdText })}</span>` : nothing
      }`;
  }

  override render() {
    const t = this.words.t;
    const target = this.target;
    if (!target) {
      return html`<p part="empty">${t('empty')}</p>
        <div part="announcer" class="visually-hidden" role="status" aria-live="polite" aria-atomic="true"></div>`;
    }
    const status = this.latest?.status;
    const words: StatusWords = status
      ? this.describe(status)
      : this.waitingForService
        ? { title: t('waitingForServiceTitle'), detail: t('waitingForServiceDetail'), tone: 'neutral' }
        : isNotFound(this.error)
          ? { title: t('notFoundTitle'), detail: t('notFoundDetail'), tone: 'danger' }
          : this.error
            ? { title: t('unavailableTitle'), detail: t('unavailableDetail'), tone: 'danger' }
            : { title: t('checkingTitle'), detail: t('checkingDetail'), tone: 'neutral' };
    const final = isFinalStatus(status);
    const late = this.pastDeadline && status !== undefined;
    return html`<div part="base" class="tone-${words.tone} ${final ? '' : 'active'}">
        <div part="header">
          <span part="status-icon" aria-hidden="true">${STATUS_ICONS[words.tone]}</span>
          <p part="status-title">${words.title}</p>
        </div>
        <p part="status-detail">${words.detail}</p>
        ${status ? this.renderTimeline(t, status) : nothing} ${this.renderError(t)}
        ${status === 'INCOMPLETE_DEPOSIT' ? this.renderIncomplete(t) : nothing}
        ${late ? this.renderLate(t, status) : nothing} ${this.renderAmounts(t, status)}
        ${this.renderDetails(t, target, status)} ${this.renderTransactions(t)}
        ${late || status === 'FAILED' ? html`<div part="help"><slot name="help"></slot></div>` : nothing}
        ${final && this.confirmed ? nothing : this.renderActions(t)}
      </div>
      <div part="announcer" class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        ${this.announcement}
      </div>`;
  }

  private renderTimeline(t: StatusText, status: string) {
    const steps = progressSteps(status);
    // The step in progress (or that failed) is current; once the swap is over, its last step is where it stands.
    let currentIndex = steps.findIndex((s) => s.state === 'current' || s.state === 'failed');
    if (currentIndex < 0 && isFinalStatus(status)) currentIndex = steps.length - 1;
    // The visible label is hidden from screen readers, which read the label with its state as one phrase instead.
    return html`<ol part="timeline" aria-label=${t('timelineLabel')}>
      ${steps.map(
        (step, i) =>
          html`<li part="step step-${step.state}" aria-current=${i === currentIndex ? 'step' : nothing}>
            <span part="step-marker" aria-hidden="true">${STEP_MARKS[step.state]}</span>
            <span part="step-label" aria-hidden="true">${stepLabel(t, step.id)}</span
            ><span class="visually-hidden">${stepWithState(t, step.id, step.state)}</span>
          </li>`,
      )}
    </ol>`;
  }

  private renderError(t: StatusText) {
    if (this.waitingForService && this.latest) return nothing;
    if (!this.error) return nothing;
    const next = this.nextDelayMs;
    // An unknown address before any status: the title and detail already say so, in one voice.
    const said = isNotFound(this.error) && !this.latest;
    if (said && next === undefined) return nothing;
    return html`<div part="error">
      ${said ? nothing : html`<p>${describeError(this.error, { text: this.words.common })}</p>`}
      ${
        next !== undefined
          ? html`<p class="muted">${t('nextAttempt', { duration: formatDuration(next, this.words.locale) })}</p>`
          : nothing
      }
    </div>`;
  }

  private countdown(deadline: number) {
    return html`<swap-countdown
      .clock=${() => this.now()}
      until=${new Date(deadline).toISOString()}
      locale=${this.words.locale ?? nothing}
    ></swap-countdown>`;
  }

  private renderIncomplete(t: StatusText) {
    const quote = this.quoteResponse;
    const details = this.latest?.swapDetails;
    const assetId = quote?.quoteRequest.originAsset;
    const deposited = details?.depositedAmount;
    const required = quote?.quote.amountIn;
    const minimum = quote?.quote.minAmountIn;
    const missing =
      isUnitsString(required) && isUnitsString(deposited) && compareUnits(required, deposited) > 0
        ? (BigInt(required) - BigInt(deposited)).toString()
        : undefined;
    const missingMin =
      isUnitsString(minimum) && isUnitsString(deposited) && compareUnits(minimum, deposited) > 0
        ? (BigInt(minimum) - BigInt(deposited)).toString()
        : undefined;
    const deadline = this.deadlineMs;
    const memo = this.target?.memo;
    return html`<div part="incomplete">
      <p class="heading">${t('incompleteHeading')}</p>
      <dl>
        <dt>${t('arrivedLabel')}</dt>
        <dd>
          ${
            deposited
              ? this.amount(deposited, details?.depositedAmountFormatted, details?.depositedAmountUsd, assetId)
              : t('notKnownYet')
          }
        </dd>
        ${
          required
            ? html`<dt>${t('requiredLabel')}</dt>
                <dd>${this.amount(required, quote?.quote.amountInFormatted, quote?.quote.amountInUsd, assetId)}</dd>`
            : nothing
        }
        ${
          missing
            ? html`<dt>${t('missingLabel')}</dt>
                <dd>
                  <span class="strong">${this.amountText(missing, undefined, assetId, quote)}</span>
                  ${
                    missingMin && missingMin !== missing
                      ? html`<span class="note"
                          >${t('missingMinimum', { amount: this.amountText(missingMin, undefined, assetId, quote) })}</span
                        >`
                      : nothing
                  }
                </dd>`
            : nothing
        }
      </dl>
      ${
        deadline !== undefined && !this.pastDeadline
          ? html`<p>
              ${richMessage(t('topUpUntil'), {
                date: html`<strong>${formatDateTime(deadline, this.words.locale)}</strong>`,
                countdown: this.countdown(deadline),
              })}
              ${memo ? t('topUpSameAddressAndMemo') : t('topUpSameAddress')} ${t('topUpRefund')}
            </p>`
          : nothing
      }
    </div>`;
  }

  private renderLate(t: StatusText, status: string | undefined) {
    const deadline = this.deadlineMs;
    const refundTo = this.quoteResponse?.quoteRequest.refundTo;
    const address = refundTo ? html`<span class="mono">${refundTo}</span>` : undefined;
    const waitingForDeposit = status === 'PENDING_DEPOSIT';
    return html`<div part="late">
      <p class="heading">
        ${
          deadline !== undefined
            ? t('lateHeadingWithDate', { date: formatDateTime(deadline, this.words.locale) })
            : t('lateHeading')
        }
      </p>
      ${
        waitingForDeposit
          ? html`<p>
              ${richMessage(t('lateQuoteExpired'), { doNotSend: html`<strong>${t('lateDoNotSend')}</strong>` })}
              ${address ? richMessage(t('lateAlreadySentWithAddress'), { address }) : t('lateAlreadySent')}
            </p>`
          : html`<p>${address ? richMessage(t('lateNotLostWithAddress'), { address }) : t('lateNotLost')}</p>`
      }
      <p>${t('lateKeepsChecking', { duration: formatDuration(this.intervalMs ?? 30_000, this.words.locale) })}</p>
    </div>`;
  }

  private renderAmounts(t: StatusText, status: string | undefined) {
    const quote = this.quoteResponse;
    if (!quote) return nothing;
    const details = this.latest?.swapDetails;
    const q = quote.quote;
    const assetIn = quote.quoteRequest.originAsset;
    const assetOut = quote.quoteRequest.destinationAsset;
    const success = status === 'SUCCESS';
    const refunded = details?.refundedAmount && details.refundedAmount !== '0' ? details : undefined;
    const reason = details?.refundReason;
    const deposited = details?.depositedAmount;
    const sendUnits = success && details?.amountIn ? details.amountIn : q.amountIn;
    return html`<dl part="amounts">
      <dt>
        ${success ? t('swappedLabel') : !status || NEEDS_FUNDS.has(status) ? t('youSendLabel') : t('quotedInLabel')}
      </dt>
      <dd>
        ${
          success && details?.amountIn
            ? this.amount(details.amountIn, details.amountInFormatted, details.amountInUsd, assetIn)
            : this.amount(q.amountIn, q.amountInFormatted, q.amountInUsd, assetIn)
        }
      </dd>
      ${
        deposited && status !== 'INCOMPLETE_DEPOSIT' && deposited !== sendUnits
          ? html`<dt>${t('depositedLabel')}</dt>
              <dd>
                ${this.amount(deposited, details?.depositedAmountFormatted, details?.depositedAmountUsd, assetIn)}
              </dd>`
          : nothing
      }
      ${
        status === 'REFUNDED' || status === 'FAILED'
          ? nothing
          : html`<dt>${success ? t('receivedLabel') : t('youReceiveLabel')}</dt>
              <dd>
                ${
                  success && details?.amountOut
                    ? this.amount(details.amountOut, details.amountOutFormatted, details.amountOutUsd, assetOut)
                    : html`${this.amount(q.amountOut, q.amountOutFormatted, q.amountOutUsd, assetOut)}
                      ${
                        q.minAmountOut && q.minAmountOut !== q.amountOut
                          ? html`<span class="note"
                              >${t('estimatedAtLeast', {
                                amount: this.amountText(q.minAmountOut, undefined, assetOut, quote),
                              })}</span
                            >`
                          : nothing
                      }`
                }
              </dd>`
      }
      ${
        refunded
          ? html`<dt>${t('refundedLabel')}</dt>
              <dd>
                ${this.amount(refunded.refundedAmount, refunded.refundedAmountFormatted, refunded.refundedAmountUsd, assetIn)}
                <span class="note"
                  >${
                    success && !reason ? t('refundedExcess') : t('refundedTo', { address: quote.quoteRequest.refundTo })
                  }</span
                >
              </dd>`
          : nothing
      }
      ${
        reason && (status === 'REFUNDED' || status === 'FAILED' || refunded)
          ? html`<dt>${status === 'FAILED' ? t('reasonLabel') : t('refundReasonLabel')}</dt>
              <dd part="refund-reason">${refundReasonWords(t, reason)}</dd>`
          : nothing
      }
      <dt>${t('recipientLabel')}</dt>
      <dd class="mono">${quote.quoteRequest.recipient}</dd>
    </dl>`;
  }

  private renderDetails(t: StatusText, target: Target, status: string | undefined) {
    const quote = this.quoteResponse;
    const started = Date.parse(quote?.timestamp ?? '');
    const final = isFinalStatus(status);
    const updated = Date.parse(this.latest?.updatedAt ?? '');
    const deadline = this.deadlineMs;
    const now = this.now();
    return html`<dl part="details">
      <dt>${t('depositAddressLabel')}</dt>
      <dd class="copyable">
        <span part="deposit-address">${target.depositAddress}</span>
        <swap-copy-button value=${target.depositAddress} label=${t('copyDepositAddress')}></swap-copy-button>
      </dd>
      ${
        target.memo
          ? html`<dt>${t('memoLabel')}</dt>
              <dd class="copyable">
                <span part="memo">${target.memo}</span>
                <swap-copy-button value=${target.memo} label=${t('copyMemo')}></swap-copy-button>
              </dd>`
          : nothing
      }
      ${
        Number.isFinite(started)
          ? html`<dt>${t('startedLabel')}</dt>
              <dd>${formatDateTime(started, this.words.locale)}</dd>
              <dt>${final ? t('tookLabel') : t('elapsedLabel')}</dt>
              <dd>
                ${formatDuration((final && Number.isFinite(updated) ? updated : now) - started, this.words.locale)}
                ${
                  !final && quote?.quote.timeEstimate
                    ? html`<span class="note"
                        >${t('usuallyTakes', {
                          duration: formatDuration(quote.quote.timeEstimate * 1000, this.words.locale),
                        })}</span
                      >`
                    : nothing
                }
              </dd>`
          : nothing
      }
      ${
        deadline !== undefined
          ? html`<dt>${t('deadlineLabel')}</dt>
              <dd>
                ${formatDateTime(deadline, this.words.locale)}
                ${
                  final
                    ? nothing
                    : now < deadline
                      ? richMessage(t('deadlineCountdown'), { countdown: this.countdown(deadline) })
                      : html`<span class="note"
                          >${t('deadlinePassed', { duration: formatDuration(now - deadline, this.words.locale) })}</span
                        >`
                }
              </dd>`
          : nothing
      }
      ${this.renderFees(t, quote, status)}
      ${
        Number.isFinite(updated)
          ? html`<dt>${t('lastChangeLabel')}</dt>
              <dd>${formatDateTime(updated, this.words.locale)}</dd>`
          : nothing
      }
    </dl>`;
  }

  /** The quote's network fees, when it has any: delivery (already out of the output) and refund (only if refunded). */
  private renderFees(t: StatusText, quote: QuoteResponse | undefined, status: string | undefined) {
    if (!quote) return nothing;
    const { withdrawFee, refundFee } = quote.quote;
    const { originAsset, destinationAsset } = quote.quoteRequest;
    const refundNote =
      status === 'REFUNDED'
        ? t('refundFeeRefunded')
        : status === 'INCOMPLETE_DEPOSIT'
          ? t('refundFeeIncomplete')
          : t('refundFeeIfRefunded');
    return html`${
      withdrawFee && withdrawFee !== '0'
        ? html`<dt>${t('withdrawFeeLabel')}</dt>
            <dd part="withdraw-fee">
              ${this.amountText(withdrawFee, undefined, destinationAsset, quote)}
              <span class="note">${t('withdrawFeeNote')}</span>
            </dd>`
        : nothing
    }${
      refundFee && refundFee !== '0'
        ? html`<dt>${t('refundFeeLabel')}</dt>
            <dd part="refund-fee">
              ${this.amountText(refundFee, undefined, originAsset, quote)}
              <span class="note">${refundNote}</span>
            </dd>`
        : nothing
    }`;
  }

  private renderTransactions(t: StatusText) {
    const details = this.latest?.swapDetails;
    if (!details) return nothing;
    const quote = this.quoteResponse;
    const tokenIn = findToken(this.tokens, quote?.quoteRequest.originAsset);
    const tokenOut = findToken(this.tokens, quote?.quoteRequest.destinationAsset);
    const near = (hash: string): TxHash => ({
      hash,
      explorerUrl: `https://nearblocks.io/txns/${encodeURIComponent(hash)}`,
    });
    const groups: { label: string; hashes: TxHash[] }[] = [
      {
        label: tokenIn
          ? t('originTransactionsOnChain', { chain: chainName(tokenIn.blockchain) })
          : t('originTransactions'),
        hashes: details.originChainTxHashes ?? [],
      },
      { label: t('nearTransactions'), hashes: (details.nearTxHashes ?? []).map(near) },
      {
        label: tokenOut
          ? t('destinationTransactionsOnChain', { chain: chainName(tokenOut.blockchain) })
          : t('destinationTransactions'),
        hashes: details.destinationChainTxHashes ?? [],
      },
      { label: t('intentHashes'), hashes: (details.intentHashes ?? []).map((hash) => ({ hash })) },
    ].filter((g) => g.hashes.length > 0);
    if (groups.length === 0) return nothing;
    return html`<div part="transactions">
      <dl>
        ${groups.map(
          (g) =>
            html`<dt>${g.label}</dt>
              <dd>
                <ul>
                  ${g.hashes.map((tx) => this.renderHash(t, tx))}
                </ul>
              </dd>`,
        )}
      </dl>
    </div>`;
  }

  private renderHash(t: StatusText, tx: TxHash) {
    const href = safeHttpUrl(tx.explorerUrl);
    return html`<li class="copyable">
      ${
        href
          ? html`<a part="tx-link" href=${href} target="_blank" rel="noopener noreferrer"
              >${tx.hash}<span class="visually-hidden"> ${t('opensInNewTab')}</span></a
            >`
          : html`<span part="tx-hash">${tx.hash}</span>`
      }
      <swap-copy-button value=${tx.hash} label=${t('copyTransactionHash')}></swap-copy-button>
    </li>`;
  }

  private renderActions(t: StatusText) {
    return html`<div part="actions">
      <button part="refresh-button" type="button" @click=${this.onRefreshClick}>
        ${this.checking ? t('checkingButton') : t('checkNow')}
      </button>
      ${
        !this.checking && this.nextDelayMs !== undefined && !this.error
          ? html`<span class="muted"
              >${t('checksAgainIn', { duration: formatDuration(this.nextDelayMs, this.words.locale) })}</span
            >`
          : nothing
      }
    </div>`;
  }
}

SwapStatus.define('swap-status');

declare global {
  interface HTMLElementTagNameMap {
    'swap-status': SwapStatus;
  }
}
