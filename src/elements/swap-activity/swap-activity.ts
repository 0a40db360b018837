import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from '../decorators.js';
import type { Token } from '../../api/schemas.js';
import { isFinalStatus } from '../../core/status.js';
import { Localize } from '../../controllers/localize.js';
import { timerScheduler, type PollScheduler } from '../../controllers/scheduler.js';
import { TickerController } from '../../controllers/ticker.js';
import { TokenList } from '../../controllers/token-list.js';
import { SwapActivitySelectEvent } from '../../events.js';
import { activityMessages } from '../../i18n/en/activity.js';
import { commonMessages } from '../../i18n/en/common.js';
import { describeError } from '../../i18n/error-text.js';
import { sameSwap, type Receipt } from '../../store/receipts.js';
import { downloadReceiptFile } from '../parts/download.model.js';
import { SwapElement } from '../swap-element.js';
import { renderEmpty, renderList, type Entry } from './views/activity-list.view.js';
import {
  amounts,
  currentStatus,
  isPastDeadline,
  shorten,
  startedAt,
  statusLabel,
  statusPageHref,
} from './activity.model.js';
import { ActivityPollerController } from './controllers/activity-poller-controller.js';
import { DeviceReceiptsController } from './controllers/device-receipts-controller.js';
import { activityStyles } from './swap-activity.styles.js';
import '../../store/receipt-check.js'; // the check of stored receipts (zod, the quote's schema), not at load

export { MAX_IN_FLIGHT } from './controllers/activity-poller-controller.js';

/** How many swaps are shown before "Show more" when `limit` is not a positive whole number. */
const DEFAULT_LIMIT = 10;

/**
 * The end user's own swaps on this device: the receipts saved when they confirmed a quote here (no credential, no
 * explorer), newest first, each with its amounts and tokens, when it started, and its live status. Only unfinished
 * swaps are checked (`GET /v0/status`, without any partner credential), on the same schedule as `<swap-status>`, at
 * most two requests at a time and nothing while the page is hidden; what it learns is saved with the receipt.
 *
 * Each swap can be opened (the `swap-activity-select` event, to show it in a `<swap-status>`; with `status-page`, also
 * a link to the site's status page), its signed receipt downloaded (the quote response as the service signed it, the
 * same file `<swap-deposit>` offers), or forgotten on this device after a confirmation that warns when money may
 * still be in flight.
 *
 * @tag swap-activity
 * @summary The end user's own swaps on this device, with live status, receipts and a link to each swap's status.
 *
 * @fires swap-activity-select - A swap was opened; `detail` is `{ group, depositAddress, memo, status, receipt }`
 *   (SwapActivitySelectEvent). Cancelable: `preventDefault()` keeps a `status-page` link from being followed.
 * @fires swap-error - A status check failed (once per swap and run of failures; checks go on with backoff);
 *   `detail` is `{ group, error, operation: 'status' }`.
 *
 * @csspart base - The element's box.
 * @csspart title - The heading.
 * @csspart intro - The line under the heading.
 * @csspart empty - The sentence shown when this device has no swaps.
 * @csspart list - The list of swaps.
 * @csspart entry - One swap.
 * @csspart amounts - The amounts in and out with their tokens.
 * @csspart status - The swap's status in words.
 * @csspart check-failed - Why checking a swap's status failed (checks go on with backoff).
 * @csspart age - When the swap started ("Started 5 minutes ago").
 * @csspart deposit-address - The (shortened) deposit address and memo.
 * @csspart actions - The row of a swap's actions.
 * @csspart open-button - "Open" (without `status-page`): fires swap-activity-select.
 * @csspart open-link - "Open" as a link to the `status-page` (also fires swap-activity-select).
 * @csspart download-button - "Download receipt".
 * @csspart forget-button - "Forget": asks for confirmation first.
 * @csspart confirm - The confirmation step of "Forget".
 * @csspart confirm-detail - What forgetting means (a warning when the swap is not finished).
 * @csspart confirm-button - Forgets the swap.
 * @csspart cancel-button - Keeps the swap.
 * @csspart more-button - "Show more".
 * @csspart announcer - The polite live region (visually hidden) that announces status changes and removals.
 *
 * @cssproperty --swap-activity-surface - Background of each swap's card.
 * @cssproperty --swap-activity-gap - Space between the swaps.
 */
export class SwapActivity extends SwapElement {
  static override styles = [...SwapElement.styles, activityStyles];
  private readonly words = new Localize(this, 'activity', activityMessages, commonMessages);
  private readonly receipts = new DeviceReceiptsController(this);

  /** How many swaps are shown: `limit`, then `limit` more per "Show more". */
  @state() private pages = 1;
  /** The swap whose "Forget" waits for confirmation. */
  @state() private confirming?: Receipt;
  /** The text of the polite live region. */
  @state() private announcement = '';

  /** How many swaps to show before "Show more" (a positive whole number; default 10). */
  @property({ type: Number }) limit = 10; // DEFAULT_LIMIT, written out for the manifest

  /**
   * The site's status page for one swap, as a URL template: `{depositAddress}` and `{memo}` are replaced by the
   * swap's (URL-encoded), e.g. `/status?deposit={depositAddress}&memo={memo}`. With it, "Open" is a link there.
   */
  @property({ attribute: 'status-page' }) statusPage?: string;

  /** The timer that schedules the status checks (tests and hosts can drive them). */
  @property({ attribute: false }) scheduler: PollScheduler = timerScheduler;

  /** Ages ("5 minutes ago") move on by themselves. */
  private readonly ticker = new TickerController(this, () => this.requestUpdate());

  private readonly poller = new ActivityPollerController(
    this,
    () => ({
      group: this.group,
      receipts: this.shown,
      config: this.config,
      scheduler: this.scheduler,
      now: () => this.now(),
    }),
    {
      accepted: (receipt, response, previous) => {
        if (previous !== undefined && previous !== response.status) {
          const entry = this.entry({ ...receipt, status: response.status });
          this.announcement = this.words.t('statusChanged', { swap: entry.summary, status: entry.label });
        }
      },
      failed: (_receipt, error) => this.fail(error, 'status'),
    },
  );

  /** Symbols and decimals; quiet on failure (the quote's own formatted amounts stand in). */
  private readonly tokenList = new TokenList(this, () => ({
    store: this.storeController.store,
    client: this.client,
    wanted: this.receipts.list.length > 0,
  }));

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('limit') && this.limit !== DEFAULT_LIMIT && !this.validLimit) {
      console.warn(
        `<swap-activity>: limit="${this.limit}" is not a positive whole number; ${DEFAULT_LIMIT} are shown.`,
      );
    }
  }

  private get validLimit(): boolean {
    return Number.isInteger(this.limit) && this.limit > 0;
  }

  /** The swaps shown now, newest first. */
  private get shown(): Receipt[] {
    return this.receipts.list.slice(0, (this.validLimit ? this.limit : DEFAULT_LIMIT) * this.pages);
  }

  private get tokens(): readonly Token[] {
    const tokens = this.storeController.state.tokens;
    return tokens.state === 'ready' ? tokens.tokens : [];
  }

  /** A saved swap as shown: its status (live, or as saved), words, amounts and link. */
  private entry(receipt: Receipt): Entry {
    const { t, common, locale } = this.words;
    const latest = this.poller.latest(receipt);
    const status = currentStatus(receipt, latest);
    const check = this.poller.check(receipt);
    const label = statusLabel(status, check, isPastDeadline(receipt, this.now()), latest?.swapDetails);
    const { amountIn, amountOut } = amounts(receipt.quoteResponse, latest, this.tokens, locale);
    const exact = amounts(receipt.quoteResponse, latest, this.tokens, locale, true);
    return {
      receipt,
      status,
      final: isFinalStatus(status),
      label: t(label.key, { status: label.status ?? '' }),
      tone: label.tone,
      failure: check.failed && !isFinalStatus(status) ? describeError(check.error, { text: common }) : undefined,
      amountIn,
      amountOut,
      amountInExact: exact.amountIn,
      amountOutExact: exact.amountOut,
      summary: t('swapSummary', { amountIn, amountOut }),
      started: startedAt(receipt),
      href: statusPageHref(this.statusPage, receipt),
      address: shorten(receipt.depositAddress),
    };
  }

  // ---- handlers ----------------------------------------------------------------------------------------------------

  private open(entry: Entry, event: Event) {
    const { depositAddress, memo } = entry.receipt;
    const select = new SwapActivitySelectEvent({
      group: this.group,
      depositAddress,
      memo,
      status: entry.status,
      receipt: entry.receipt,
    });
    // The page may open the swap in place instead of following the link.
    if (!this.dispatchEvent(select)) event.preventDefault();
  }

  private download(entry: Entry) {
    downloadReceiptFile(this.renderRoot, entry.receipt.quoteResponse, entry.receipt);
  }

  private async forget(entry: Entry) {
    this.confirming = entry.receipt;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('#confirm-cancel')?.focus();
  }

  private async cancel(index: number) {
    this.confirming = undefined;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>(`#forget-${index}`)?.focus();
  }

  private async confirm(entry: Entry) {
    this.receipts.forget(entry.receipt, this.storeController.store);
    this.confirming = undefined;
    this.announcement = this.words.t('forgotten');
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('[part=title]')?.focus();
  }

  private async showMore() {
    const first = this.shown.length;
    this.pages++;
    await this.updateComplete;
    this.renderRoot.querySelectorAll<HTMLElement>('[part=actions] > :first-child')[first]?.focus();
  }

  // ---- public API --------------------------------------------------------------------------------------------------

  /** Resolves once no status check is in flight (each answer handled and rendered). */
  get requestComplete(): Promise<void> {
    return this.poller.settled().then(() => this.updateComplete.then(() => undefined));
  }

  // ---- render ------------------------------------------------------------------------------------------------------

  override render() {
    const { t, locale } = this.words;
    const all = this.receipts.list;
    const shown = this.shown;
    const entries = shown.map((receipt) => this.entry(receipt));
    const index = (entry: Entry) => entries.indexOf(entry);
    const confirming = this.confirming;
    return html`<section part="base" aria-labelledby="title">
      <h2 part="title" id="title" tabindex="-1">${t('title')}</h2>
      ${all.length ? html`<p part="intro">${t('intro')}</p>` : nothing}
      ${
        all.length
          ? renderList({
              t,
              locale,
              now: this.now(),
              entries,
              more: all.length - shown.length,
              confirming: entries.find((entry) => sameSwap(entry.receipt, confirming))?.receipt,
              open: (entry, event) => this.open(entry, event),
              download: (entry) => this.download(entry),
              forget: (entry) => void this.forget(entry),
              confirm: (entry) => void this.confirm(entry),
              cancel: (entry) => void this.cancel(index(entry)),
              showMore: () => void this.showMore(),
            })
          : renderEmpty({ t })
      }
      <div part="announcer" class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        ${this.announcement}
      </div>
    </section>`;
  }
}

SwapActivity.define('swap-activity');

declare global {
  interface HTMLElementTagNameMap {
    'swap-activity': SwapActivity;
  }
}
