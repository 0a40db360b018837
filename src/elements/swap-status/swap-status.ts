import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from '../decorators.js';
import type { StatusResponse } from '../../api/schemas.js';
import { isFinalStatus } from '../../core/status.js';
import { SwapCompleteEvent, SwapStatusChangeEvent } from '../../events.js';
import { SwapElement } from '../swap-element.js';
import { Localize } from '../../controllers/localize.js';
import { TokenList } from '../../controllers/token-list.js';
import { SwapTargetController } from '../../controllers/swap-target.js';
import '../parts/swap-copy-button.js';
import '../parts/swap-countdown.js';
import { describeError } from '../../i18n/error-text.js';
import { timerScheduler, type PollScheduler } from '../../controllers/scheduler.js';
import { StatusPollerController } from './controllers/status-poller-controller.js';
import { statusMessages } from '../../i18n/en/status.js';
import type { MessageCatalogue } from '../../i18n/messages.js';
import { readableText } from '../parts/views/amount.view.js';
import { amountsSection, detailsSection, transactionsSection } from './views/status-details.view.js';
import {
  STATUS_ICONS,
  actionsSection,
  amountText,
  describeStatus,
  errorSection,
  headline,
  incompleteSection,
  isNotFound,
  isRetrying,
  lateSection,
  timelineSection,
  type StatusView,
} from './views/status.view.js';
import { swapStatusStyles } from './swap-status.styles.js';
import type { WithdrawalsController } from './controllers/withdrawals-controller.js';
import type { withdrawalsSection } from './views/withdrawals.view.js';
import { commonMessages } from '../../i18n/en/common.js';
import type { helpSections } from './views/help.view.js';
import { needsSupport } from './needs-support.model.js';

export type { PollScheduler } from '../../controllers/scheduler.js';
export { MIN_INTERVAL_MS, NOT_FOUND_GRACE_MS } from './controllers/status-poller-controller.js';
export { safeHttpUrl } from './views/status-details.view.js';
import { inferDecimals } from './decimals.model.js';
import '../../store/receipt-check.js'; // the check of stored receipts (zod, the quote's schema), not at load
export { inferDecimals };

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
 * @csspart retrying - A status request that failed and is asked again by itself (rate limit, server error, no
 *   connection), with when: a notice, not the failure look.
 * @csspart amounts - Amounts sent, received and refunded.
 * @csspart chain-note - A rule of the destination under the recipient (USDC to Hyperliquid lands in perps).
 * @csspart withdrawals - ANY_INPUT swaps: "Collected and withdrawn", what the address collected and paid out (from
 *   `GET /v0/any-input/withdrawals`, which needs the partner credential or a gateway that adds it).
 * @csspart withdrawals-totals - The number of withdrawals, the total received and the total fees.
 * @csspart withdrawal-list - The list of withdrawals, newest first.
 * @csspart withdrawal - One withdrawal: time, amount out, fee, status and transaction hash.
 * @csspart withdrawal-status - A withdrawal's status in words (delivered, failed).
 * @csspart withdrawals-note - Nothing collected yet, loading, or that listing needs the partner credential.
 * @csspart withdrawals-error - A failed withdrawals request, with its "Try again" button.
 * @csspart withdrawals-retry - "Try again" for the withdrawals.
 * @csspart refund-reason - The refund (or failure) reason in plain words.
 * @csspart final-amounts - A final swap: how what arrived, was swapped, refunded and delivered add up, every digit.
 * @csspart final-sent - The amount that arrived at the deposit address; also `final-swapped`, `final-refundFee`,
 *   `final-refunded` and `final-delivered` for the other lines (only those the status reports).
 * @csspart final-fees - The platform and app fees the swapped amount included.
 * @csspart final-incomplete - Said instead of a sum when the service's figures are incomplete.
 * @csspart support - A failed, refunded or overdue swap: who to contact, and the swap's reference, deposit address,
 *   memo and transaction hashes, each copyable.
 * @csspart support-contact - The sentence naming the site's support contact (or its operator, when none is set).
 * @csspart support-link - The support contact's link (`support-url` or `configure({ support })`).
 * @csspart support-copy-all - "Copy all": the details as plain text.
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
 * @cssproperty --swap-max-width - Largest width of <swap-quote>, <swap-deposit> and <swap-status> (default 480px).
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
  // Every key of the section; the withdrawals' English comes with their chunk (views/withdrawals.view.ts).
  private readonly words = new Localize<'status', Partial<MessageCatalogue['status']>>(
    this,
    'status',
    statusMessages,
    commonMessages,
  );

  /** The text of the polite live region: set once per status change. */
  @state() private announcement = '';

  /** Follow the swap of this deposit address instead of the group's active swap. */
  @property({ attribute: 'deposit-address' }) depositAddress = '';

  /** The deposit memo that goes with `deposit-address` (memo chains such as Stellar). */
  @property() memo = '';

  /** Seconds between checks, overriding the schedule (kiosks). Still stops at a final status and backs off on errors. */
  @property({ type: Number }) interval?: number;

  /**
   * Where visitors get help with a failed, refunded or overdue swap: an https: URL or an e-mail address (over
   * `configure({ support })`). Anything else is ignored with a console warning.
   */
  @property({ attribute: 'support-url' }) supportUrl = '';

  /** The timer that schedules the next check (tests and hosts can drive polling themselves). */
  @property({ attribute: false }) scheduler: PollScheduler = timerScheduler;

  /** Which swap: `deposit-address` (+ `memo`), else a confirmed quote of the group, else the group's active swap. */
  private readonly swap = new SwapTargetController(this, () => ({
    group: this.group,
    depositAddress: this.depositAddress,
    memo: this.memo,
  }));

  private readonly poller = new StatusPollerController(
    this,
    () => ({
      group: this.group,
      target: this.swap.value,
      config: this.config,
      interval: this.interval,
      scheduler: this.scheduler,
      now: () => this.now(),
    }),
    {
      accepted: (response, news, swap) => {
        // Announced once per change; after a reported failure, once more to say it works again.
        const title = describeStatus(this.view(swap), response.status).title;
        if (news.changed) this.announcement = title;
        else if (news.recovered) this.announcement = this.words.t('announceConnectionRestored', { status: title });
        // An ANY_INPUT swap's withdrawals follow each status answer.
        this.withdrawalsController?.refresh();
      },
      changed: (response, previousStatus) =>
        this.dispatchEvent(
          new SwapStatusChangeEvent({
            group: this.group,
            status: response.status,
            previousStatus,
            statusResponse: response,
          }),
        ),
      completed: (response, status) =>
        this.dispatchEvent(new SwapCompleteEvent({ group: this.group, status, statusResponse: response })),
      waiting: () => {
        this.announcement = this.words.t('announceWaitingForService');
      },
      failed: (error) => {
        // An unknown address is announced as the title says it; a retry as one; other failures in the shared words.
        this.announcement =
          isNotFound(error) && !this.poller.state.latest
            ? this.words.t('notFoundTitle')
            : isRetrying(error)
              ? this.words.t('retryingTitle')
              : describeError(error, { text: this.words.common });
      },
      errored: (error) => this.fail(error, 'status'),
      // Told once per refused credential; the view shows no error, as the swap is still followed without it.
      refused: (error) => {
        console.warn(
          '<swap-status>: the swap service refused the partner credential (401); the status is followed without it. Set a valid apiKey or token to use one again.',
        );
        this.fail(error, 'status');
      },
    },
  );

  /**
   * What an ANY_INPUT address collected and paid out (nothing is asked for other swaps): its controller and view are
   * a chunk of their own, fetched for the first such swap shown (a failed fetch is tried again at the next update).
   */
  private withdrawals?: { controller: WithdrawalsController; section: typeof withdrawalsSection } | Promise<unknown>;

  private get withdrawalsController(): WithdrawalsController | undefined {
    return this.withdrawals instanceof Promise ? undefined : this.withdrawals?.controller;
  }

  private loadWithdrawals(): void {
    this.withdrawals = Promise.all([
      import('./controllers/withdrawals-controller.js'),
      import('./views/withdrawals.view.js'),
    ]).then(
      ([{ WithdrawalsController }, { withdrawalsSection }]) => {
        const controller = new WithdrawalsController(this, () => ({
          swap: this.swap.value,
          quoteResponse: this.poller.quoteResponse,
          config: this.config,
        }));
        this.withdrawals = { controller, section: withdrawalsSection };
        // The status answers taken while it loaded: one request for them.
        if (this.poller.state.latest) controller.refresh();
        this.requestUpdate();
      },
      () => (this.withdrawals = undefined),
    );
  }

  /**
   * The final card and the help block (views/help.view.ts): a chunk of their own, fetched for the first swap that is
   * over or needs help (a failed fetch is tried again at the next update).
   */
  private help?: typeof helpSections | Promise<unknown>;

  private needsSupport(): boolean {
    const latest = this.poller.state.latest;
    const { pastDeadline } = this.poller;
    const { status, updatedAt, swapDetails: details } = latest ?? {};
    return needsSupport({ status, pastDeadline, updatedAt, now: this.now(), details });
  }

  private loadHelp(): void {
    this.help = import('./views/help.view.js').then(
      ({ helpSections }) => {
        this.help = helpSections;
        this.requestUpdate();
      },
      () => (this.help = undefined),
    );
  }

  /**
   * The token list gives symbols and decimals; one shared request per page, failures only cost the symbols. Asked for
   * once the swap's status has had an answer, so the status request goes first.
   */
  private readonly tokenList = new TokenList(this, () => {
    const { latest, error, waitingForService } = this.poller.state;
    return {
      store: this.storeController.store,
      client: this.client,
      wanted: latest !== undefined || error !== undefined || waitingForService,
    };
  });

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('interval') && this.interval !== undefined && !(this.interval > 0)) {
      console.warn(`<swap-status>: interval="${this.interval}" is not a positive number of seconds; it is ignored.`);
    }
    // Another swap: nothing of the old one is announced any more (the poller starts over in its hostUpdate).
    const before = this.swap.key;
    this.swap.resolve();
    if (this.swap.key !== before) this.announcement = '';
    if (!this.withdrawals && this.poller.quoteResponse?.quoteRequest.swapType === 'ANY_INPUT') this.loadWithdrawals();
    if (!this.help && (isFinalStatus(this.status) || this.needsSupport())) this.loadHelp();
  }

  private readonly onRefresh = () => {
    void this.refresh();
  };

  private readonly onRetryWithdrawals = () => this.withdrawalsController?.refresh();

  // ---- public API -------------------------------------------------------------------------------------------------

  /** The latest status (`PENDING_DEPOSIT` ... `FAILED`), or undefined before the first answer. */
  get status(): string | undefined {
    return this.poller.state.latest?.status;
  }

  /** The latest status response. */
  get statusResponse(): StatusResponse | undefined {
    return this.poller.state.latest;
  }

  /** Resolves once the status request in flight (if any) has been handled: rendered, events fired. */
  get requestComplete(): Promise<void> {
    return this.poller.requestComplete;
  }

  /**
   * Checks the status now (the "Check now" button) and resets the schedule from there. While a request is in
   * flight it waits for that one instead of sending another.
   */
  refresh(): Promise<void> {
    return this.poller.refresh();
  }

  // ---- view -------------------------------------------------------------------------------------------------------

  private view(swap: { depositAddress: string; memo?: string }): StatusView {
    const poller = this.poller;
    const tokens = this.storeController.state.tokens;
    return {
      t: this.words.t,
      common: this.words.common,
      locale: this.words.locale,
      swap,
      ...poller.state,
      quote: poller.quoteResponse,
      tokens: tokens.state === 'ready' ? tokens.tokens : [],
      now: () => this.now(),
      deadline: poller.deadlineMs,
      pastDeadline: poller.pastDeadline,
      intervalMs: poller.intervalMs,
      onRefresh: this.onRefresh,
    };
  }

  override render() {
    const swap = this.swap.value;
    if (!swap) {
      return html`<p part="empty">${this.words.t('empty')}</p>
        <div part="announcer" class="visually-hidden" role="status" aria-live="polite" aria-atomic="true"></div>`;
    }
    const view = this.view(swap);
    const status = view.latest?.status;
    const words = headline(view);
    const final = isFinalStatus(status);
    const late = view.pastDeadline && status !== undefined;
    const withdrawals = this.withdrawals instanceof Promise ? undefined : this.withdrawals;
    const help =
      typeof this.help === 'function'
        ? this.help(view, {
            config: this.config,
            supportUrl: this.supportUrl,
            authenticated: this.client.authenticated,
            needsSupport: this.needsSupport(),
            amountText,
          })
        : undefined;
    return html`<div part="base" class="tone-${words.tone} ${final ? '' : 'active'}">
        <div part="header">
          <span part="status-icon" aria-hidden="true">${STATUS_ICONS[words.tone]}</span>
          <p part="status-title">${words.title}</p>
        </div>
        <p part="status-detail">
          ${
            words.exactDetail
              ? readableText({ text: words.detail, exact: words.exactDetail, shortened: true })
              : words.detail
          }
        </p>
        ${status ? timelineSection(view, status) : nothing} ${errorSection(view)}
        ${status === 'INCOMPLETE_DEPOSIT' ? incompleteSection(view) : nothing}
        ${late ? lateSection(view, status) : nothing} ${amountsSection(view, status)}
        ${withdrawals?.controller.applies ? withdrawals.section(view, withdrawals.controller.state, this.onRetryWithdrawals, inferDecimals) : nothing}
        ${help?.finalAmounts} ${detailsSection(view, status)} ${transactionsSection(view)} ${help?.support}
        ${late || status === 'FAILED' ? html`<div part="help"><slot name="help"></slot></div>` : nothing}
        ${final && view.confirmed ? nothing : actionsSection(view)}
      </div>
      <div part="announcer" class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        ${this.announcement}
      </div>`;
  }
}

SwapStatus.define('swap-status');

declare global {
  interface HTMLElementTagNameMap {
    'swap-status': SwapStatus;
  }
}
