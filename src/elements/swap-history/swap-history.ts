import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { styleMap } from 'lit/directives/style-map.js';
import { DEFAULT_EXPLORER_URL, createSwapClient, type SwapClient } from '../../api/client.js';
import { isSwapApiError } from '../../api/errors.js';
import type { RequestGate } from '../../api/pacing.js';
import type { ExplorerTransaction, Token, TransactionsCursorQuery, TransactionsPage } from '../../api/schemas.js';
import { formatUsd } from '../../core/amounts.js';
import { chainName } from '../../core/assets.js';
import { formatBps } from '../../core/fees.js';
import { EXPLORER_DEFAULT_STATUSES, EXPLORER_FILTER_STATUSES, isFinalStatus } from '../../core/status.js';
import { formatDateTime, formatDuration, formatRelative } from '../../core/time.js';
import { SwapErrorEvent, SwapHistorySelectEvent } from '../../events.js';
import { describeError } from '../../i18n/error-text.js';
import '../parts/copy-button.js';
import { collator, numberFormat, pluralSuffix } from '../../core/intl.js';
import type { MessageCatalogue, Translate } from '../../i18n/messages.js';
import { LazyModule, virtualizerModule } from '../../controllers/lazy-module.js';
import { SwapElement } from '../swap-element.js';
import { Localize } from '../../controllers/localize.js';
import {
  DEFAULT_PAGE_SIZE,
  MIN_REFRESH_SECONDS,
  amountText,
  assetLabel,
  buildFilter,
  checkPageSize,
  codeKey,
  humanize,
  parseStatusList,
  queryKey,
  rowKey,
  shorten,
  toCsv,
  type FilterField,
  type FilterInput,
  type FilterResult,
  type HistoryMessage,
} from './history-model.js';
import { historyMessages, type HistoryMessageKey } from '../../i18n/en/history.js';
import { historyStyles } from './swap-history.styles.js';
import { commonMessages } from '../../i18n/en/common.js';

/** Rows younger than this show a relative time ("3 hours ago"); older ones a local date and time. */
const RECENT_MS = 24 * 3_600_000;
/** Free-text filters settle this long after the last keystroke before they count. */
const TYPING_SETTLE_MS = 400;
/** Pages kept across filters; a 1000-row page is about 1 MB, so the cache stays bounded. */
const MAX_CACHED_PAGES = 60;
const PAGE_SIZES = [10, 25, 50, 100, 250, 500, 1000];
const EXPORT_PAGE_SIZE = 1000;

const FILTER_PROPS = ['statuses', 'fromChain', 'toChain', 'fromToken', 'toToken', 'search', 'referral', 'affiliate',
  'minUsd', 'maxUsd', 'start', 'end', 'showTest'] as const; // prettier-ignore

const statusConverter = {
  fromAttribute: (value: string | null) => parseStatusList(value),
  toAttribute: (value: readonly string[]) => value.join(','),
};

interface CursorState {
  rows: ExplorerTransaction[];
  oldestReached: boolean;
  /** What the last "load newer" found, for the status line. */
  newer?: number;
}

type Shown =
  { kind: 'page'; key: string; data: TransactionsPage } | { kind: 'cursor'; key: string; state: CursorState };

type ExportMessage = { kind: 'cancelled' } | { kind: 'failed'; error: unknown };
type Notice = { kind: 'no-such-page'; page: number; pages: number } | { kind: 'list-changed' };

/**
 * What one render needs, worked out once and passed down (the row renderer runs for every visible row, and again
 * as the virtualizer scrolls: no lookups of configuration, locale or messages per row or cell).
 */
interface View {
  t: Translate<MessageCatalogue['history']>;
  common: Translate<MessageCatalogue['common']>;
  locale: string | undefined;
  now: number;
  tokens: Map<string, Token>;
  /** "One" or "Other": which of a pair of plural keys fits a count. */
  plural(count: number): 'One' | 'Other';
}

function pluralOf(locale: string | undefined): (count: number) => 'One' | 'Other' {
  return (count) => pluralSuffix(count, locale);
}

/** A message key built from a service code, when the catalogue has it. */
function knownKey(prefix: string, code: string): HistoryMessageKey | undefined {
  const key = codeKey(prefix, code);
  return Object.prototype.hasOwnProperty.call(historyMessages, key) ? (key as HistoryMessageKey) : undefined;
}

interface ExportProgress {
  done: number;
  total?: number;
  page: number;
  pages?: number;
}

/**
 * The partner's swaps from the Intents Explorer: a filterable, paged, virtualized table that stays within the
 * explorer's rate limit (one request per 5 s) and never exposes the partner token.
 *
 * Access: set the `apiKey` (or legacy `token`) property from script (never an attribute), or point `explorer-url`
 * at the site's own proxy that adds the credential. Without either the element shows how to set it up and sends
 * nothing.
 *
 * Language: every string comes from the "history" section of the message catalogue (replace any of them through
 * `configure({ messages })` or the `messages` property); numbers, amounts and dates follow `locale`, else the
 * inherited `lang`. The CSV export stays English and unformatted: it is data for spreadsheets and scripts.
 *
 * @tag swap-history
 * @summary The partner's swap history from the explorer: filters, paging, rate-limit pacing and CSV export.
 *
 * @fires swap-history-select - A row was chosen; `detail` is `{ group, transaction }` (SwapHistorySelectEvent).
 * @fires swap-error - Loading or exporting failed; `detail` is `{ group, error, operation: 'history' | 'export' }`.
 *
 * @csspart base - The element's box.
 * @csspart title - The heading.
 * @csspart setup - The set-up instructions shown without a token or proxy.
 * @csspart pacing - "Updating in 3 s": when the next request goes out under the rate limit.
 * @csspart refresh-button - Re-reads the current page.
 * @csspart export-button - Starts the CSV export.
 * @csspart export - The export progress area.
 * @csspart export-progress - The export progress bar.
 * @csspart export-cancel - Cancels the export.
 * @csspart export-link - The link to the exported file.
 * @csspart filters - The filter form.
 * @csspart statuses - The status checkboxes.
 * @csspart filter-input - Every filter input and select.
 * @csspart filter-error - A message next to a filter that cannot be sent.
 * @csspart reset-button - Resets the filters to the element's attributes.
 * @csspart summary - The polite status line ("Swaps 1–50 of 3,204").
 * @csspart error - A failed request, with a retry button.
 * @csspart retry-button - Retries a failed request.
 * @csspart table - The table (role="table").
 * @csspart header-row - The row of column headers.
 * @csspart sort-button - Toggles newest/oldest first.
 * @csspart body - The scrolling, virtualized rows.
 * @csspart row - One swap.
 * @csspart expand-button - Shows or hides a row's details.
 * @csspart select-button - Chooses a row (fires swap-history-select).
 * @csspart status-badge - The status of a row.
 * @csspart address - A shortened address with its full text on hover or focus.
 * @csspart address-full - The full address shown on hover or focus.
 * @csspart copy-button - A copy button.
 * @csspart details - The expanded details of a row.
 * @csspart empty - The "no swaps" message.
 * @csspart pager - Paging controls.
 * @csspart page-button - First/previous/next/last and load older/newer buttons.
 * @csspart page-input - The page number input.
 * @csspart page-size - The page size input.
 *
 * @cssproperty --swap-history-max-height - Height of the scrolling rows area (default 560px).
 * @cssproperty --swap-history-row-height - Estimated row height for sizing (default 52px).
 * @cssproperty --swap-history-min-width - Width below which the table scrolls sideways (default 980px).
 * @cssproperty --swap-color-accent - Buttons, links and highlights.
 * @cssproperty --swap-color-accent-text - Text on the accent colour.
 * @cssproperty --swap-color-surface - Background of the element.
 * @cssproperty --swap-color-surface-raised - Background of inputs, headers and hovered rows.
 * @cssproperty --swap-color-text - Main text colour.
 * @cssproperty --swap-color-text-muted - Secondary text colour.
 * @cssproperty --swap-color-border - Borders and dividers.
 * @cssproperty --swap-color-danger - Errors and failed swaps.
 * @cssproperty --swap-color-warning - Refunds and incomplete deposits.
 * @cssproperty --swap-color-success - Successful swaps.
 * @cssproperty --swap-color-focus - The focus ring.
 * @cssproperty --swap-radius - Corner radius of the element.
 * @cssproperty --swap-radius-small - Corner radius of inputs and buttons.
 * @cssproperty --swap-space - The spacing unit.
 * @cssproperty --swap-font-family - Font of the element.
 * @cssproperty --swap-font-family-mono - Font of addresses and hashes.
 * @cssproperty --swap-font-size - Base font size.
 */
export class SwapHistory extends SwapElement {
  static override styles = [...SwapElement.styles, historyStyles];
  private readonly words = new Localize(this, 'history', historyMessages, commonMessages);

  private pageCache = new Map<string, TransactionsPage>();
  private cursorCache = new Map<string, CursorState>();
  private explorerCache?: { deps: unknown[]; client: SwapClient; id: number };
  private viewController?: AbortController;
  private exportController?: AbortController;
  private viewKeyShown?: string;
  private typingTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private refreshTimer?: ReturnType<typeof setInterval>;
  private waitTicker?: ReturnType<typeof setInterval>;
  private tokenListFor?: string;
  private tokenMapCache?: { tokens: readonly Token[]; map: Map<string, Token> };
  private warnedRefresh = false;
  private refreshArmed = false;

  @query('.body') private bodyEl?: HTMLElement;
  @query('a[part="export-link"]') private exportLink?: HTMLAnchorElement;

  @state() private shown?: Shown;
  @state() private loading = false;
  @state() private error?: unknown;
  @state() private notice?: Notice;
  /** performance.now() at which the queued request goes out; 0 when none waits. */
  @state() private waitUntil = 0;
  @state() private expanded = new Set<string>();
  @state() private selectedKey?: string;
  @state() private sortOrder: 'newest' | 'oldest' = 'newest';
  @state() private exporting?: ExportProgress;
  @state() private exportWaitUntil = 0;
  @state() private exportResult?: { url: string; name: string; rows: number };
  @state() private exportMessage?: ExportMessage;
  @state() private filter: FilterResult = { errors: {} };

  /** `page` (numbered pages with a total) or `cursor` ("load older / newer", cheaper for the explorer). */
  @property() mode: 'page' | 'cursor' = 'page';

  /** The page shown in page mode, from 1. */
  @property({ type: Number }) page = 1;

  /** Rows per page (or per "load older" in cursor mode), 1 to 1000. */
  @property({ type: Number, attribute: 'page-size' }) pageSize = DEFAULT_PAGE_SIZE;

  /** Comma-separated statuses to show (FAILED, INCOMPLETE_DEPOSIT, PENDING_DEPOSIT, PROCESSING, REFUNDED, SUCCESS). */
  @property({ converter: statusConverter }) statuses: string[] = [...EXPLORER_DEFAULT_STATUSES];

  /** Origin chain code, e.g. `eth`. */
  @property({ attribute: 'from-chain' }) fromChain?: string;

  /** Destination chain code, e.g. `near`. */
  @property({ attribute: 'to-chain' }) toChain?: string;

  /** Origin asset id, e.g. `nep141:eth.omft.near`. */
  @property({ attribute: 'from-token' }) fromToken?: string;

  /** Destination asset id, e.g. `nep141:wrap.near`. */
  @property({ attribute: 'to-token' }) toToken?: string;

  /** Free text: a deposit address, recipient, sender or transaction hash. */
  @property() search?: string;

  /** Only swaps whose app fees go to this account. */
  @property() affiliate?: string;

  /** Smallest USD value (of both input and output). */
  @property({ attribute: 'min-usd' }) minUsd?: number | string;

  /** Largest USD value (of both input and output). */
  @property({ attribute: 'max-usd' }) maxUsd?: number | string;

  /** Only swaps created after this date (YYYY-MM-DD, local) or ISO date-time. */
  @property() start?: string;

  /** Only swaps created before the end of this date (YYYY-MM-DD, local) or before this ISO date-time. */
  @property() end?: string;

  /** Include test transactions. */
  @property({ type: Boolean, attribute: 'show-test' }) showTest = false;

  /** Re-read the current page every this many seconds (at least 5); off when unset. */
  @property({ type: Number }) refresh?: number;

  /** The explorer request gate (tests pass one with a short interval); by default one shared per token and URL. */
  @property({ attribute: false }) gate?: RequestGate;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.viewController?.abort();
    this.exportController?.abort();
    this.viewKeyShown = undefined;
    clearInterval(this.refreshTimer);
    clearInterval(this.waitTicker);
    this.refreshTimer = this.waitTicker = undefined;
    this.refreshArmed = false;
    for (const timer of this.typingTimers.values()) clearTimeout(timer);
    this.typingTimers.clear();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Back in the page: pick up where it was (willUpdate loads the view again).
    if (this.hasUpdated) this.requestUpdate();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const filterChanged = FILTER_PROPS.some((p) => changed.has(p));
    if (this.hasUpdated && (filterChanged || changed.has('pageSize') || changed.has('mode')) && !changed.has('page')) {
      this.page = 1;
    }
    const access = this.access;
    if (access !== 'none') this.loadTokenList();
    this.filter = buildFilter(this.filterInput(), this.tokens);
    if (changed.has('refresh') || !this.refreshArmed) this.scheduleRefresh();
    const key = this.viewKey();
    if (key !== this.viewKeyShown) {
      this.viewKeyShown = key;
      this.showView(key);
    }
  }

  // ---- access and client ---------------------------------------------------------------------------------------

  /** How the explorer is reached: with a credential (apiKey or token), through the site's proxy, or not at all. */
  get access(): 'token' | 'proxy' | 'none' {
    const config = this.config;
    if (config.apiKey || config.token) return 'token';
    const url = config.explorerUrl?.trim().replace(/\/+$/, '');
    return url && url !== DEFAULT_EXPLORER_URL ? 'proxy' : 'none';
  }

  /** The explorer client: the element's configuration plus its gate. Caches are per client (per credentials). */
  private get explorerClient(): { client: SwapClient; id: number } {
    const c = this.config;
    const deps = [c.baseUrl, c.explorerUrl, c.apiKey, c.token, c.fetch, c.timeoutMs, this.gate];
    const cache = this.explorerCache;
    if (!cache || deps.some((d, i) => d !== cache.deps[i])) {
      const client = createSwapClient({
        baseUrl: c.baseUrl,
        explorerUrl: c.explorerUrl,
        apiKey: c.apiKey,
        token: c.token,
        fetch: c.fetch,
        timeoutMs: c.timeoutMs,
        explorerGate: this.gate,
      });
      this.explorerCache = { deps, client, id: (cache?.id ?? 0) + 1 };
      // Other credentials may see other swaps: nothing seen before is reused.
      this.pageCache.clear();
      this.cursorCache.clear();
    }
    return this.explorerCache!;
  }

  private get tokens(): readonly Token[] {
    const tokens = this.storeController.state.tokens;
    return tokens.state === 'ready' ? tokens.tokens : [];
  }

  private get tokenMap(): Map<string, Token> {
    const tokens = this.tokens;
    if (this.tokenMapCache?.tokens !== tokens) {
      this.tokenMapCache = { tokens, map: new Map(tokens.map((t) => [t.assetId, t])) };
    }
    return this.tokenMapCache.map;
  }

  /** Symbols and decimals come from the token list; it is not needed to read the history, so failures are quiet. */
  private loadTokenList() {
    const { client } = this.explorerClient;
    if (this.tokenListFor === client.baseUrl) return;
    this.tokenListFor = client.baseUrl;
    this.storeController.store.loadTokens({ client }).catch(() => undefined);
  }

  // ---- view loading --------------------------------------------------------------------------------------------

  private filterInput(): FilterInput {
    return {
      statuses: this.statuses,
      fromChain: this.fromChain,
      toChain: this.toChain,
      fromToken: this.fromToken,
      toToken: this.toToken,
      search: this.search,
      referral: this.referral,
      affiliate: this.affiliate,
      minUsd: this.minUsd,
      maxUsd: this.maxUsd,
      start: this.start,
      end: this.end,
      showTest: this.showTest,
    };
  }

  private get pageSizeError(): HistoryMessage | undefined {
    return checkPageSize(this.pageSize);
  }

  private get pageError(): HistoryMessage | undefined {
    return Number.isInteger(this.page) && this.page >= 1 ? undefined : { key: 'pageNotWhole' };
  }

  private get valid(): boolean {
    return Boolean(this.filter.query) && !this.pageSizeError && !this.pageError;
  }

  private filterKey(): string {
    return JSON.stringify({
      c: this.access === 'none' ? 0 : this.explorerClient.id,
      q: queryKey(this.filter.query ?? {}),
      n: this.pageSize,
    });
  }

  private pageKey(page: number, perPage = this.pageSize): string {
    return `${this.filterKey()}#${perPage}#${page}`;
  }

  private viewKey(): string {
    if (this.access === 'none') return 'none';
    if (!this.valid) return 'invalid';
    return this.mode === 'cursor' ? `cursor:${this.filterKey()}` : `page:${this.pageKey(this.page)}`;
  }

  private showView(key: string) {
    this.viewController?.abort();
    this.viewController = undefined;
    this.loading = false;
    this.waitUntil = 0;
    this.error = undefined;
    this.notice = undefined;
    if (key === 'none') {
      this.shown = undefined;
      return;
    }
    // Invalid filters: the last rows stay visible while the messages explain what to fix; nothing is sent.
    if (key === 'invalid') return;
    if (this.mode === 'cursor') {
      const cached = this.cursorCache.get(key);
      if (cached) this.shown = { kind: 'cursor', key, state: cached };
      else void this.loadCursor('first');
      return;
    }
    const cached = this.pageCache.get(this.pageKey(this.page));
    if (cached) this.shown = { kind: 'page', key: this.pageKey(this.page), data: cached };
    else void this.loadPage(this.page);
  }

  private remember(key: string, data: TransactionsPage) {
    this.pageCache.delete(key);
    this.pageCache.set(key, data);
    while (this.pageCache.size > MAX_CACHED_PAGES) this.pageCache.delete(this.pageCache.keys().next().value!);
  }

  private startRequest(): AbortController {
    this.viewController?.abort();
    const controller = new AbortController();
    this.viewController = controller;
    this.loading = true;
    this.error = undefined;
    return controller;
  }

  private finishRequest(controller: AbortController) {
    if (this.viewController !== controller) return;
    this.viewController = undefined;
    this.loading = false;
    this.waitUntil = 0;
  }

  private onWait = (controller: AbortController) => (ms: number) => {
    if (this.viewController !== controller) return;
    this.waitUntil = ms > 0 ? performance.now() + ms : 0;
    this.startWaitTicker();
  };

  private async loadPage(page: number) {
    const filter = this.filter.query;
    if (!filter) return;
    const key = this.pageKey(page);
    const controller = this.startRequest();
    try {
      const data = await this.explorerClient.client.transactionsPage(
        { ...filter, page, perPage: this.pageSize },
        { signal: controller.signal, onWait: this.onWait(controller) },
      );
      this.remember(key, data);
      if (this.viewController === controller) {
        this.shown = { kind: 'page', key, data };
        if (data.total > 0 && page > data.totalPages) {
          this.notice = { kind: 'no-such-page', page, pages: data.totalPages };
        }
      }
    } catch (error) {
      this.failed(error, controller, 'history');
    } finally {
      this.finishRequest(controller);
    }
  }

  private async loadCursor(direction: 'first' | 'older' | 'newer'): Promise<void> {
    const filter = this.filter.query;
    if (!filter) return;
    const key = `cursor:${this.filterKey()}`;
    const current = this.cursorCache.get(key);
    const rows = current?.rows ?? [];
    if (direction !== 'first' && rows.length === 0) direction = 'first';
    const q: TransactionsCursorQuery = { ...filter, numberOfTransactions: this.pageSize };
    if (direction === 'older') {
      q.lastDepositAddressAndMemo = rowKey(rows[rows.length - 1]!);
      q.direction = 'next';
    } else if (direction === 'newer') {
      q.lastDepositAddressAndMemo = rowKey(rows[0]!);
      q.direction = 'prev';
    }
    const controller = this.startRequest();
    try {
      const got = await this.explorerClient.client.transactions(q, {
        signal: controller.signal,
        onWait: this.onWait(controller),
      });
      const seen = new Set(rows.map(rowKey));
      const fresh = got.filter((tx) => !seen.has(rowKey(tx)));
      let next: CursorState;
      if (direction === 'first') next = { rows: got, oldestReached: got.length < this.pageSize };
      else if (direction === 'older') next = { rows: [...rows, ...fresh], oldestReached: got.length < this.pageSize };
      else next = { rows: [...fresh, ...rows], oldestReached: current?.oldestReached ?? false, newer: fresh.length };
      this.cursorCache.set(key, next);
      if (this.viewController === controller) this.shown = { kind: 'cursor', key, state: next };
    } catch (error) {
      // The row used as a cursor left this filter (its status changed): start again from the newest.
      if (
        direction !== 'first' &&
        isSwapApiError(error) &&
        error.status === 400 &&
        /lastDepositAddressAndMemo/.test(error.serverMessage ?? '')
      ) {
        this.finishRequest(controller);
        this.cursorCache.delete(key);
        this.notice = { kind: 'list-changed' };
        return this.loadCursor('first');
      }
      this.failed(error, controller, 'history');
    } finally {
      this.finishRequest(controller);
    }
  }

  private failed(error: unknown, controller: AbortController, operation: 'history' | 'export') {
    if (controller.signal.aborted || (isSwapApiError(error) && error.kind === 'aborted')) return;
    if (operation === 'history') {
      if (this.viewController !== controller) return;
      this.error = error;
    }
    this.fail(error, operation);
  }

  /** Re-reads what is shown: the current page (bypassing the cache), or newer swaps in cursor mode. */
  reload(): void {
    if (this.access === 'none' || !this.valid) return;
    if (this.mode === 'cursor') {
      void this.loadCursor(this.cursorCache.has(`cursor:${this.filterKey()}`) ? 'newer' : 'first');
      return;
    }
    // New swaps shift every page: the other pages seen for this filter are stale now.
    const prefix = `${this.filterKey()}#`;
    for (const key of [...this.pageCache.keys()]) if (key.startsWith(prefix)) this.pageCache.delete(key);
    void this.loadPage(this.page);
  }

  private scheduleRefresh() {
    clearInterval(this.refreshTimer);
    this.refreshTimer = undefined;
    this.refreshArmed = true;
    if (this.refresh === undefined || this.refresh === null || !Number.isFinite(this.refresh) || this.refresh <= 0)
      return;
    if (this.refresh < MIN_REFRESH_SECONDS && !this.warnedRefresh) {
      this.warnedRefresh = true;
      console.warn(
        `<swap-history> refresh="${this.refresh}" is below the explorer's rate limit; refreshing every ${MIN_REFRESH_SECONDS} s.`,
      );
    }
    const seconds = Math.max(MIN_REFRESH_SECONDS, this.refresh);
    this.refreshTimer = setInterval(() => {
      // Nobody is looking, or a request is already on its way: skip this round.
      if (document.visibilityState === 'hidden' || this.loading || this.exporting) return;
      this.reload();
    }, seconds * 1000);
  }

  private startWaitTicker() {
    if (this.waitTicker !== undefined) return;
    this.waitTicker = setInterval(() => {
      const now = performance.now();
      if (this.waitUntil <= now && this.exportWaitUntil <= now) {
        clearInterval(this.waitTicker);
        this.waitTicker = undefined;
      }
      this.requestUpdate();
    }, 1000);
  }

  // ---- export --------------------------------------------------------------------------------------------------

  /**
   * Exports every swap of the current filter as CSV, paged through the rate limit (1000 rows per request), and
   * offers the file for download. Resolves with the CSV text, or undefined when cancelled or failed.
   */
  async exportCsv(): Promise<string | undefined> {
    const filter = this.filter.query;
    if (this.access === 'none' || !filter || this.exporting) return undefined;
    const controller = new AbortController();
    this.exportController = controller;
    if (this.exportResult) URL.revokeObjectURL(this.exportResult.url);
    this.exportResult = undefined;
    this.exportMessage = undefined;
    this.exporting = { done: 0, page: 1 };
    const rows: ExplorerTransaction[] = [];
    try {
      for (let page = 1; ; page++) {
        const key = this.pageKey(page, EXPORT_PAGE_SIZE);
        let data = this.pageCache.get(key);
        if (!data) {
          data = await this.explorerClient.client.transactionsPage(
            { ...filter, page, perPage: EXPORT_PAGE_SIZE },
            {
              signal: controller.signal,
              onWait: (ms) => {
                this.exportWaitUntil = ms > 0 ? performance.now() + ms : 0;
                this.startWaitTicker();
              },
            },
          );
          this.remember(key, data);
        }
        rows.push(...data.data);
        this.exportWaitUntil = 0;
        this.exporting = { done: rows.length, total: data.total, page, pages: data.totalPages };
        if (!data.nextPage || data.data.length === 0) break;
      }
      const csv = toCsv(rows, this.tokenMap);
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const day = new Date(this.now()).toISOString().slice(0, 10);
      const name = this.words.t('exportFileName', { date: day });
      this.exportResult = { url, name, rows: rows.length };
      this.exporting = undefined;
      await this.updateComplete;
      this.exportLink?.click();
      return csv;
    } catch (error) {
      if (controller.signal.aborted) this.exportMessage = { kind: 'cancelled' };
      else {
        this.exportMessage = { kind: 'failed', error };
        this.failed(error, controller, 'export');
      }
      return undefined;
    } finally {
      this.exporting = undefined;
      this.exportWaitUntil = 0;
      if (this.exportController === controller) this.exportController = undefined;
    }
  }

  /** Stops a running export; nothing is downloaded. */
  cancelExport(): void {
    this.exportController?.abort();
  }

  // ---- handlers ------------------------------------------------------------------------------------------------

  private setField(field: FilterField, value: unknown) {
    (this as unknown as Record<string, unknown>)[field] = value;
  }

  /** Typing settles before it counts, and the gate spaces what is left: never more than one request per 5 s. */
  private onTyping(field: FilterField) {
    return (event: Event) => {
      const value = (event.target as HTMLInputElement).value;
      clearTimeout(this.typingTimers.get(field));
      this.typingTimers.set(
        field,
        setTimeout(() => {
          this.typingTimers.delete(field);
          this.setField(field, value);
        }, TYPING_SETTLE_MS),
      );
    };
  }

  private onChange(field: FilterField) {
    return (event: Event) => {
      const target = event.target as HTMLInputElement;
      this.setField(field, target.type === 'checkbox' ? target.checked : target.value || undefined);
    };
  }

  private toggleStatus(status: string, on: boolean) {
    const set = new Set(this.statuses.map((s) => s.toUpperCase()));
    if (on) set.add(status);
    else set.delete(status);
    this.statuses = EXPLORER_FILTER_STATUSES.filter((s) => set.has(s));
  }

  private resetFilters() {
    for (const timer of this.typingTimers.values()) clearTimeout(timer);
    this.typingTimers.clear();
    for (const prop of FILTER_PROPS) {
      const attribute = (this.constructor as typeof SwapHistory).attributeNameFor(prop);
      const value = this.getAttribute(attribute);
      if (prop === 'statuses') this.statuses = parseStatusList(value);
      else if (prop === 'showTest') this.showTest = value !== null;
      else this.setField(prop, value ?? undefined);
    }
    // Inputs typed into but not yet settled keep their text otherwise.
    for (const input of this.renderRoot.querySelectorAll<HTMLInputElement>('input[data-field]')) {
      input.value = String((this as unknown as Record<string, unknown>)[input.dataset.field!] ?? '');
    }
  }

  private static attributeNameFor(prop: string): string {
    const options = this.getPropertyOptions(prop);
    return typeof options.attribute === 'string' ? options.attribute : prop.toLowerCase();
  }

  private goToPage(page: number) {
    const pages = this.shown?.kind === 'page' ? Math.max(1, this.shown.data.totalPages) : undefined;
    const next = Math.max(1, pages ? Math.min(page, pages) : page);
    if (next !== this.page) this.page = next;
  }

  private onPageInput(event: Event) {
    const value = Number((event.target as HTMLInputElement).value);
    if (Number.isInteger(value) && value >= 1) this.goToPage(value);
  }

  private onPageSize(event: Event) {
    const value = Number((event.target as HTMLSelectElement).value);
    if (Number.isFinite(value)) this.pageSize = value;
  }

  private select(tx: ExplorerTransaction) {
    this.selectedKey = rowKey(tx);
    this.dispatchEvent(new SwapHistorySelectEvent({ group: this.group, transaction: tx }));
  }

  private toggle(tx: ExplorerTransaction, open = !this.expanded.has(rowKey(tx))) {
    const next = new Set(this.expanded);
    if (open) next.add(rowKey(tx));
    else next.delete(rowKey(tx));
    this.expanded = next;
  }

  private onRowClick(event: MouseEvent, tx: ExplorerTransaction) {
    // Buttons and links in the row do their own thing; selecting text to copy is not a choice either.
    const interactive = event
      .composedPath()
      .some((node) => node instanceof HTMLElement && /^(BUTTON|A|INPUT|SWAP-COPY-BUTTON)$/.test(node.tagName));
    if (interactive || (window.getSelection()?.toString() ?? '') !== '') return;
    this.select(tx);
  }

  /** Arrow keys move between rows (the virtualized ones too); Right opens a row's details, Left closes them. */
  private onRowKeydown(event: KeyboardEvent, tx: ExplorerTransaction, index: number) {
    const target = event.target as HTMLElement;
    const part = target.getAttribute('part');
    if (part !== 'expand-button' && part !== 'select-button') return;
    const rows = this.rows;
    let to: number | undefined;
    if (event.key === 'ArrowDown') to = Math.min(rows.length - 1, index + 1);
    else if (event.key === 'ArrowUp') to = Math.max(0, index - 1);
    else if (event.key === 'Home' && event.ctrlKey) to = 0;
    else if (event.key === 'End' && event.ctrlKey) to = rows.length - 1;
    else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      this.toggle(tx, event.key === 'ArrowRight');
      return;
    }
    if (to === undefined) return;
    event.preventDefault();
    void this.focusRow(to, part);
  }

  private async focusRow(index: number, part: string) {
    const virtualizerRef = this.virtualizer.value?.virtualizerRef;
    if (!virtualizerRef) return;
    const virtualizer = (
      this.bodyEl as unknown as
        Record<symbol, { element(i: number): { scrollIntoView(o?: object): void } | undefined }> | undefined
    )?.[virtualizerRef];
    virtualizer?.element(index)?.scrollIntoView({ block: 'nearest' });
    for (let attempt = 0; attempt < 5; attempt++) {
      const button = this.renderRoot.querySelector<HTMLElement>(`[data-index="${index}"] [part="${part}"]`);
      if (button) return button.focus();
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  }

  // ---- rendering -----------------------------------------------------------------------------------------------

  /** The rows shown, in the chosen order (the explorer sends newest first). */
  private get rows(): ExplorerTransaction[] {
    const shown = this.shown;
    const rows = !shown ? [] : shown.kind === 'page' ? shown.data.data : shown.state.rows;
    return this.sortOrder === 'newest' ? rows : [...rows].reverse();
  }

  /** Messages, locale and clock for this render, looked up once. */
  private view(): View {
    const locale = this.words.locale;
    return {
      t: this.words.t,
      common: this.words.common,
      locale,
      now: this.now(),
      tokens: this.tokenMap,
      plural: pluralOf(locale),
    };
  }

  /** A whole number in the page's language. */
  private static count(view: View, n: number): string {
    return numberFormat(view.locale).format(n);
  }

  private say(view: View, message: HistoryMessage): string {
    return view.t(message.key, message.values);
  }

  override render() {
    const access = this.access;
    const view = this.view();
    const { t } = view;
    return html`<section part="base" aria-labelledby="title">
      <div class="header">
        <h2 part="title" id="title">${t('title')}</h2>
        ${access === 'none' ? nothing : this.renderActions(view)}
      </div>
      ${access === 'none' ? this.renderSetup(view) : this.renderBody(view)}
    </section>`;
  }

  private renderSetup({ t }: View, unauthorized = false) {
    return html`<div part="setup" class="notice setup ${unauthorized ? 'danger' : 'warning'}" role="note">
      <p>
        <strong>${unauthorized ? t('setupRefused') : t('setupConnect')}</strong>
        ${t('setupIntro')}
      </p>
      <ol>
        <li>
          ${t('setupProxy')}
          <code>&lt;swap-history explorer-url="/api/explorer"&gt;</code>.
        </li>
        <li>
          ${t('setupScript')}
          <code>document.querySelector('swap-history').apiKey = partnerApiKey;</code>
        </li>
      </ol>
      <p>${unauthorized ? t('setupCheck') : t('setupWaiting')}</p>
    </div>`;
  }

  private renderActions(view: View) {
    const { t } = view;
    const now = performance.now();
    const wait = this.waitUntil > now ? Math.ceil((this.waitUntil - now) / 1000) : 0;
    const refresh =
      this.refresh && this.refresh > 0
        ? t('refreshesEvery', { seconds: SwapHistory.count(view, Math.max(MIN_REFRESH_SECONDS, this.refresh)) })
        : '';
    return html`<div class="actions">
      <span part="pacing" class="pacing">
        ${
          wait > 0
            ? t('updatingIn', { seconds: SwapHistory.count(view, wait) })
            : this.loading
              ? t('updating')
              : refresh
        }
      </span>
      <button
        part="refresh-button"
        class="action"
        type="button"
        ?disabled=${!this.valid || this.loading}
        @click=${() => this.reload()}
      >
        ${t('refreshButton')}
      </button>
      <button
        part="export-button"
        class="action primary"
        type="button"
        ?disabled=${!this.valid || Boolean(this.exporting)}
        @click=${() => void this.exportCsv()}
      >
        ${t('exportButton')}
      </button>
    </div>`;
  }

  private renderBody(view: View) {
    const { t } = view;
    const unauthorized = isSwapApiError(this.error) && this.error.kind === 'unauthorized';
    return html`${this.renderExport(view)} ${this.renderFilters(view)}
      <p part="summary" class="summary" role="status">${this.summaryText(view)}</p>
      ${this.notice ? html`<p class="notice warning">${this.noticeText(view, this.notice)}</p>` : nothing}
      ${
        unauthorized
          ? this.renderSetup(view, true)
          : this.error
            ? html`<div part="error" class="notice danger" role="alert">
                ${describeError(this.error, { text: view.common })}
                <button part="retry-button" class="action" type="button" @click=${() => this.retry()}>
                  ${t('retryButton')}
                </button>
              </div>`
            : nothing
      }
      ${this.renderTable(view)} ${this.renderPager(view)}`;
  }

  private noticeText(view: View, notice: Notice): string {
    if (notice.kind === 'list-changed') return view.t('listChanged');
    const values = { page: SwapHistory.count(view, notice.page), pages: SwapHistory.count(view, notice.pages) };
    return view.t(`noSuchPage${view.plural(notice.pages)}`, values);
  }

  private retry() {
    this.error = undefined;
    if (this.mode === 'cursor') void this.loadCursor(this.shown?.kind === 'cursor' ? 'older' : 'first');
    else void this.loadPage(this.page);
  }

  private summaryText(view: View): string {
    const { t, plural } = view;
    const n = (value: number) => SwapHistory.count(view, value);
    if (!this.valid) {
      return this.pageSizeError || this.pageError ? t('pagingNeedsAttention') : t('filtersNeedAttention');
    }
    const shown = this.shown;
    if (!shown) return this.loading ? t('loadingSwaps') : '';
    if (shown.kind === 'page') {
      const { data } = shown;
      if (data.total === 0) return t('noMatches');
      if (data.data.length === 0) return t('emptyPage', { total: n(data.total) });
      const first = (data.page - 1) * data.perPage + 1;
      const last = first + data.data.length - 1;
      return t('pageSummary', {
        first: n(first),
        last: n(last),
        total: n(data.total),
        page: n(data.page),
        pages: n(data.totalPages),
      });
    }
    const { state } = shown;
    const count = state.rows.length;
    if (count === 0) return t('noMatches');
    const loaded = t(`${state.oldestReached ? 'cursorLoadedAll' : 'cursorLoaded'}${plural(count)}`, {
      count: n(count),
    });
    if (state.newer === undefined) return loaded;
    const newer =
      state.newer === 0 ? t('newerNone') : t(`newerLoaded${plural(state.newer)}`, { count: n(state.newer) });
    return `${loaded} ${newer}`;
  }

  private renderExport(view: View) {
    const { t, plural } = view;
    const n = (value: number) => SwapHistory.count(view, value);
    const progress = this.exporting;
    if (progress) {
      const now = performance.now();
      const wait = this.exportWaitUntil > now ? Math.ceil((this.exportWaitUntil - now) / 1000) : 0;
      const label =
        progress.total === undefined
          ? t('exportStarting')
          : t(`exportProgress${plural(progress.total)}`, { done: n(progress.done), total: n(progress.total) });
      const left = progress.pages ? Math.max(0, progress.pages - progress.page) : 0;
      const interval = this.gate?.intervalMs ?? 5000;
      const timing = [
        wait > 0 ? t('exportNextPage', { seconds: n(wait) }) : '',
        left > 0 ? t('exportTimeLeft', { duration: formatDuration(left * interval, view.locale) }) : '',
      ];
      return html`<div part="export" class="export" role="group" aria-label=${t('exportLabel')}>
        <label for="export-progress">${label}</label>
        <progress
          id="export-progress"
          part="export-progress"
          max=${progress.total ?? 1}
          .value=${progress.total === undefined ? 0 : progress.done}
        ></progress>
        <span class="muted">${timing.filter(Boolean).join(' ')}</span>
        <button part="export-cancel" class="action" type="button" @click=${() => this.cancelExport()}>
          ${t('exportCancel')}
        </button>
      </div>`;
    }
    if (this.exportResult) {
      const { url, name, rows } = this.exportResult;
      return html`<p class="export" role="status">
        ${t(`exportDone${plural(rows)}`, { count: n(rows) })}
        <a part="export-link" href=${url} download=${name}>${t('exportDownload', { name })}</a>
      </p>`;
    }
    const message = this.exportMessage;
    if (message) {
      const text =
        message.kind === 'cancelled'
          ? t('exportCancelled')
          : t('exportFailed', { reason: describeError(message.error, { text: view.common }) });
      return html`<p class="export" role="status">${text}</p>`;
    }
    return nothing;
  }

  private fieldError(view: View, field: FilterField) {
    const message = this.filter.errors[field];
    return message
      ? html`<p part="filter-error" class="error" id="error-${field}">${this.say(view, message)}</p>`
      : nothing;
  }

  private textField(
    view: View,
    field: FilterField,
    label: string,
    options: { type?: string; placeholder?: string } = {},
  ) {
    const value = (this as unknown as Record<string, unknown>)[field];
    const invalid = Boolean(this.filter.errors[field]);
    return html`<div class="field">
      <label for="filter-${field}">${label}</label>
      <input
        id="filter-${field}"
        part="filter-input"
        data-field=${field}
        type=${options.type ?? 'text'}
        inputmode=${options.type === 'number' ? 'decimal' : nothing}
        min=${options.type === 'number' ? '0' : nothing}
        step=${options.type === 'number' ? 'any' : nothing}
        placeholder=${options.placeholder ?? nothing}
        autocomplete="off"
        spellcheck="false"
        .value=${value === undefined || value === null ? '' : String(value)}
        aria-invalid=${invalid ? 'true' : 'false'}
        aria-describedby=${invalid ? `error-${field}` : nothing}
        @input=${this.onTyping(field)}
      />
      ${this.fieldError(view, field)}
    </div>`;
  }

  private dateField(view: View, field: 'start' | 'end', label: string) {
    const value = this[field] ?? '';
    const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0] ?? '';
    const invalid = Boolean(this.filter.errors[field]);
    return html`<div class="field">
      <label for="filter-${field}">${label}</label>
      <input
        id="filter-${field}"
        part="filter-input"
        type="date"
        .value=${day}
        aria-invalid=${invalid ? 'true' : 'false'}
        aria-describedby=${invalid ? `error-${field}` : nothing}
        @change=${this.onChange(field)}
      />
      ${this.fieldError(view, field)}
    </div>`;
  }

  private chains(locale: string | undefined): { code: string; name: string }[] {
    const codes = new Set(this.tokens.map((t) => t.blockchain));
    for (const code of [this.fromChain, this.toChain]) if (code) codes.add(code);
    if (this.tokens.length === 0) {
      for (const code of ['near', 'eth', 'base', 'arb', 'btc', 'sol', 'ton', 'doge', 'xrp', 'zec', 'bsc', 'pol',
        'tron', 'sui', 'op', 'avax', 'stellar', 'aptos', 'cardano', 'ltc']) codes.add(code); // prettier-ignore
    }
    const byName = collator(locale);
    return [...codes].map((code) => ({ code, name: chainName(code) })).sort((a, b) => byName.compare(a.name, b.name));
  }

  private chainField(view: View, field: 'fromChain' | 'toChain', label: string) {
    const value = this[field] ?? '';
    const invalid = Boolean(this.filter.errors[field]);
    return html`<div class="field">
      <label for="filter-${field}">${label}</label>
      <select
        id="filter-${field}"
        part="filter-input"
        aria-invalid=${invalid ? 'true' : 'false'}
        aria-describedby=${invalid ? `error-${field}` : nothing}
        @change=${this.onChange(field)}
      >
        <option value="" ?selected=${!value}>${view.t('anyChain')}</option>
        ${this.chains(view.locale).map(
          (c) => html`<option value=${c.code} ?selected=${c.code === value}>${c.name}</option>`,
        )}
      </select>
      ${this.fieldError(view, field)}
    </div>`;
  }

  private tokenField(view: View, field: 'fromToken' | 'toToken', label: string, chain: string | undefined) {
    const { t } = view;
    const value = this[field] ?? '';
    const invalid = Boolean(this.filter.errors[field]);
    const tokens = this.tokens.filter((token) => !chain || token.blockchain === chain);
    const known = this.tokens.some((token) => token.assetId === value);
    const byChain = new Map<string, Token[]>();
    for (const token of tokens) byChain.set(token.blockchain, [...(byChain.get(token.blockchain) ?? []), token]);
    return html`<div class="field">
      <label for="filter-${field}">${label}</label>
      <select
        id="filter-${field}"
        part="filter-input"
        aria-invalid=${invalid ? 'true' : 'false'}
        aria-describedby=${invalid ? `error-${field}` : nothing}
        @change=${this.onChange(field)}
      >
        <option value="" ?selected=${!value}>${t('anyToken')}</option>
        ${value && !known ? html`<option value=${value} selected>${shorten(value, 18, 8)}</option>` : nothing}
        ${[...byChain].map(
          ([code, list]) =>
            html`<optgroup label=${chainName(code)}>
              ${list.map(
                (token) =>
                  html`<option value=${token.assetId} ?selected=${token.assetId === value}>
                    ${t('tokenOption', { symbol: token.symbol, chain: chainName(token.blockchain) })}
                  </option>`,
              )}
            </optgroup>`,
        )}
      </select>
      ${this.fieldError(view, field)}
    </div>`;
  }

  private statusLabel({ t }: View, status: string): string {
    const key = knownKey('status', status);
    return key ? t(key) : humanize(status);
  }

  private renderFilters(view: View) {
    const { t } = view;
    const selected = new Set(this.statuses.map((s) => s.toUpperCase()));
    const statusError = Boolean(this.filter.errors.statuses);
    return html`<form
      part="filters"
      class="filters"
      aria-label=${t('filtersLabel')}
      @submit=${(e: Event) => e.preventDefault()}
    >
      <fieldset part="statuses" class="statuses" aria-describedby=${statusError ? 'error-statuses' : nothing}>
        <legend>${t('statusesLegend')}</legend>
        ${EXPLORER_FILTER_STATUSES.map(
          (s) =>
            html`<label>
              <input
                type="checkbox"
                .checked=${selected.has(s)}
                @change=${(e: Event) => this.toggleStatus(s, (e.target as HTMLInputElement).checked)}
              />
              ${this.statusLabel(view, s)}
            </label>`,
        )}
        ${this.fieldError(view, 'statuses')}
      </fieldset>
      ${this.textField(view, 'search', t('searchLabel'), { type: 'search', placeholder: t('searchPlaceholder') })}
      ${this.chainField(view, 'fromChain', t('fromChainLabel'))}
      ${this.tokenField(view, 'fromToken', t('fromTokenLabel'), this.fromChain)}
      ${this.chainField(view, 'toChain', t('toChainLabel'))}
      ${this.tokenField(view, 'toToken', t('toTokenLabel'), this.toChain)}
      ${this.textField(view, 'referral', t('referralLabel'))} ${this.textField(view, 'affiliate', t('affiliateLabel'))}
      ${this.textField(view, 'minUsd', t('minUsdLabel'), { type: 'number' })}
      ${this.textField(view, 'maxUsd', t('maxUsdLabel'), { type: 'number' })}
      ${this.dateField(view, 'start', t('startLabel'))} ${this.dateField(view, 'end', t('endLabel'))}
      <div class="field check">
        <input id="filter-showTest" type="checkbox" .checked=${this.showTest} @change=${this.onChange('showTest')} />
        <label for="filter-showTest">${t('showTestLabel')}</label>
      </div>
      <div class="filter-actions">
        <button part="reset-button" class="action" type="button" @click=${() => this.resetFilters()}>
          ${t('resetFilters')}
        </button>
      </div>
    </form>`;
  }

  private renderTable(view: View) {
    const { t } = view;
    const rows = this.rows;
    // The wrapper scrolls sideways on narrow pages: focusable so keyboard users can scroll it (WCAG 2.1.1), even
    // before the virtualizer has rendered any row with a button in it.
    return html`<div class="table-wrap" tabindex="0" role="group" aria-labelledby="title">
      <div
        part="table"
        class="table"
        role="table"
        aria-labelledby="title"
        aria-rowcount=${rows.length + 1}
        aria-busy=${this.loading ? 'true' : 'false'}
      >
        <div class="head" role="rowgroup">
          <div part="header-row" class="row" role="row" aria-rowindex="1">
            <span class="cell" role="columnheader"><span class="visually-hidden">${t('columnDetails')}</span></span>
            <span
              class="cell"
              role="columnheader"
              aria-sort=${this.sortOrder === 'newest' ? 'descending' : 'ascending'}
            >
              <button
                part="sort-button"
                class="sort"
                type="button"
                @click=${() => (this.sortOrder = this.sortOrder === 'newest' ? 'oldest' : 'newest')}
              >
                ${t('columnCreated')} <span aria-hidden="true">${this.sortOrder === 'newest' ? '↓' : '↑'}</span>
                <span class="visually-hidden"
                  >${this.sortOrder === 'newest' ? t('sortedNewestFirst') : t('sortedOldestFirst')}</span
                >
              </button>
            </span>
            <span class="cell" role="columnheader">${t('columnSwap')}</span>
            <span class="cell" role="columnheader">${t('columnStatus')}</span>
            <span class="cell" role="columnheader">${t('columnRecipient')}</span>
            <span class="cell" role="columnheader">${t('columnDepositAddress')}</span>
            <span class="cell" role="columnheader">${t('columnReferral')}</span>
            <span class="cell" role="columnheader">${t('columnAppFees')}</span>
          </div>
        </div>
        ${
          rows.length === 0 || !this.virtualizer.value
            ? html`<div role="rowgroup">
                <div role="row" class="row" aria-rowindex="2">
                  <span role="cell" part="empty" class="cell empty">
                    ${this.loading || rows.length > 0 ? t('loadingSwaps') : this.valid ? t('noSwaps') : t('fixFilters')}
                  </span>
                </div>
              </div>`
            : html`<div part="body" class="body" role="rowgroup" style=${styleMap({ '--_rows': String(rows.length) })}>
                ${this.virtualizer.value.virtualize({
                  items: rows,
                  scroller: true,
                  // The virtualizer may ask about an index the list no longer has while it shrinks.
                  keyFunction: (tx: ExplorerTransaction | undefined) => (tx ? rowKey(tx) : ''),
                  renderItem: (tx: ExplorerTransaction | undefined, index: number) =>
                    tx ? this.renderRow(view, tx, index) : html``,
                })}
              </div>`
        }
      </div>
    </div>`;
  }

  /** The row virtualizer is only this element's: it arrives as its own chunk. */
  private readonly virtualizer = new LazyModule(this, virtualizerModule);

  private renderRow(view: View, tx: ExplorerTransaction, index: number): TemplateResult {
    const { t, locale } = view;
    const key = rowKey(tx);
    const open = this.expanded.has(key);
    const selected = this.selectedKey === key;
    const created = Date.parse(tx.createdAt);
    const full = formatDateTime(created, locale);
    const when = Math.abs(view.now - created) < RECENT_MS ? formatRelative(created, view.now, locale) : full;
    const detailsId = `details-${index}`;
    return html`<div
      part="row"
      class="row ${selected ? 'selected' : ''}"
      role="row"
      aria-rowindex=${index + 2}
      data-index=${index}
      aria-current=${selected ? 'true' : nothing}
      @click=${(e: MouseEvent) => this.onRowClick(e, tx)}
      @keydown=${(e: KeyboardEvent) => this.onRowKeydown(e, tx, index)}
    >
      <span class="cell" role="cell">
        <button
          part="expand-button"
          class="expand"
          type="button"
          aria-expanded=${open ? 'true' : 'false'}
          aria-controls=${open ? detailsId : nothing}
          aria-label=${t('detailsButton')}
          @click=${() => this.toggle(tx)}
        >
          <span aria-hidden="true">▸</span>
        </button>
      </span>
      <span class="cell" role="cell">
        <button part="select-button" class="select" type="button" @click=${() => this.select(tx)}>
          <time datetime=${tx.createdAt} title=${full}>${when}</time
          ><span class="visually-hidden">${t('chooseSwap')}</span>
        </button>
      </span>
      <span class="cell assets" role="cell">
        ${this.leg(view, tx.originAsset, tx.amountIn, tx.amountInFormatted, tx.amountInUsd)}
        <span aria-hidden="true">→</span><span class="visually-hidden">${t('legTo')}</span>
        ${this.leg(view, tx.destinationAsset, tx.amountOut, tx.amountOutFormatted, tx.amountOutUsd)}
      </span>
      <span class="cell" role="cell">
        <span part="status-badge" class="badge ${tx.status}">${this.statusLabel(view, tx.status)}</span>
      </span>
      <span class="cell" role="cell">${this.address(tx.recipient, t('copyRecipient'))}</span>
      <span class="cell" role="cell">
        ${this.address(tx.depositAddress, t('copyDepositAddress'))}
        ${tx.depositMemo ? html`<span class="sub">${t('memoValue', { memo: tx.depositMemo })}</span>` : nothing}
      </span>
      <span class="cell" role="cell">${tx.referral ? tx.referral : html`<span class="muted">—</span>`}</span>
      <span class="cell" role="cell">${this.renderAppFees(view, tx)}</span>
      ${open ? this.renderDetails(view, tx, detailsId) : nothing}
    </div>`;
  }

  private leg(
    view: View,
    assetId: string,
    units: string | null | undefined,
    formatted: string | null | undefined,
    usd: string | null | undefined,
  ) {
    const token = view.tokens.get(assetId);
    const amount = amountText(units, formatted, token, view.locale);
    const usdText = formatUsd(usd, view.locale);
    return html`<span class="leg">
      <span><strong>${amount}</strong> ${assetLabel(assetId, token)}</span>
      <span class="sub">${token ? chainName(token.blockchain) : ''}${token && usdText ? ' · ' : ''}${usdText}</span>
    </span>`;
  }

  /** A shortened address with its full text for hover, focus and screen readers; `copyLabel` names its copy button. */
  private address(value: string | null | undefined, copyLabel: string) {
    if (!value) return html`<span class="muted">—</span>`;
    return html`<span part="address" class="address mono">
      <span aria-hidden="true">${shorten(value)}</span>
      <span class="visually-hidden">${value}</span>
      <span part="address-full" class="full" aria-hidden="true">${value}</span>
      <swap-copy-button exportparts="button: copy-button" value=${value} label=${copyLabel}></swap-copy-button>
    </span>`;
  }

  private renderAppFees(view: View, tx: ExplorerTransaction) {
    const fees = tx.appFees ?? [];
    if (fees.length === 0) return html`<span class="muted">—</span>`;
    return fees.map(
      (f) =>
        html`<span class="leg"
          ><span>${formatBps(f.fee, view.locale)}</span
          ><span class="sub mono">${shorten(f.recipient, 10, 6)}</span></span
        >`,
    );
  }

  /** A service code (refund reason, account type) in the page's language; codes the catalogue lacks stay readable. */
  private codeLabel({ t }: View, prefix: string, code: string): string {
    const key = knownKey(prefix, code);
    return key ? t(key) : humanize(code);
  }

  private renderDetails(view: View, tx: ExplorerTransaction, id: string) {
    const { t } = view;
    // A finished swap gets no more transactions: "None yet" would promise some. A refund delivers nothing.
    const finished = isFinalStatus(tx.status);
    const noneText = finished ? t('none') : t('noneYet');
    const list = (values: readonly string[] | null | undefined, copyLabel: string, empty = noneText) =>
      values && values.length > 0
        ? html`<ul>
            ${values.map(
              (v) =>
                html`<li>
                  <span class="mono">${v}</span>
                  <swap-copy-button exportparts="button: copy-button" value=${v} label=${copyLabel}></swap-copy-button>
                </li>`,
            )}
          </ul>`
        : html`<span class="muted">${empty}</span>`;
    const one = (value: string | null | undefined, copyLabel: string) => list(value ? [value] : [], copyLabel);
    const account = (type: string | null | undefined) => this.codeLabel(view, 'account', type ?? 'UNKNOWN');
    return html`<div part="details" class="details" role="cell" id=${id} aria-colspan="8">
      <dl>
        <dt>${t('columnCreated')}</dt>
        <dd>${formatDateTime(tx.createdAt, view.locale)}</dd>
        <dt>${t('columnDepositAddress')}</dt>
        <dd>${one(tx.depositAddress, t('copyDepositAddress'))}</dd>
        ${
          tx.depositMemo
            ? html`<dt>${t('detailMemo')}</dt>
                <dd>${one(tx.depositMemo, t('copyMemo'))}</dd>`
            : nothing
        }
        <dt>${t('columnRecipient')}</dt>
        <dd>${one(tx.recipient, t('copyRecipient'))}</dd>
        <dt>${t('detailRefundAddress')}</dt>
        <dd>${one(tx.refundTo, t('copyRefundAddress'))}</dd>
        <dt>${t('detailSenders')}</dt>
        <dd>${list(tx.senders, t('copySender'))}</dd>
        <dt>${t('detailIntentHash')}</dt>
        <dd>${one(tx.intentHashes, t('copyIntentHash'))}</dd>
        <dt>${t('detailNearTxs')}</dt>
        <dd>${list(tx.nearTxHashes, t('copyNearTx'))}</dd>
        <dt>${t('detailOriginTxs')}</dt>
        <dd>${list(tx.originChainTxHashes, t('copyOriginTx'))}</dd>
        <dt>${t('detailDestinationTxs')}</dt>
        <dd>
          ${list(
            tx.destinationChainTxHashes,
            t('copyDestinationTx'),
            tx.status === 'REFUNDED' ? t('noneRefunded') : noneText,
          )}
        </dd>
        <dt>${t('detailRefundReason')}</dt>
        <dd>
          ${
            tx.refundReason
              ? this.codeLabel(view, 'refund', tx.refundReason)
              : html`<span class="muted">${t('none')}</span>`
          }
        </dd>
        ${
          // The explorer sends "0" when nothing was charged: shown as the plain amount it is, here only.
          tx.refundFeeFormatted || tx.refundFee
            ? html`<dt>${t('detailRefundFee')}</dt>
                <dd>
                  ${
                    amountText(tx.refundFee, tx.refundFeeFormatted, view.tokens.get(tx.originAsset), view.locale) ||
                    tx.refundFee
                  }
                  ${assetLabel(tx.originAsset, view.tokens.get(tx.originAsset))}
                </dd>`
            : nothing
        }
        <dt>${t('detailTypes')}</dt>
        <dd>
          ${t('typesValue', {
            deposit: account(tx.depositType),
            recipient: account(tx.recipientType),
            refund: account(tx.refundType),
          })}
        </dd>
      </dl>
    </div>`;
  }

  private renderPager(view: View) {
    const { t } = view;
    const n = (value: number) => SwapHistory.count(view, value);
    const sizeError = this.pageSizeError;
    const sizes = PAGE_SIZES.includes(this.pageSize)
      ? PAGE_SIZES
      : [...PAGE_SIZES, this.pageSize].sort((a, b) => a - b);
    const size = html`<span class="group">
      <label for="page-size">${t('rowsPerPage')}</label>
      <select
        id="page-size"
        part="page-size"
        aria-invalid=${sizeError ? 'true' : 'false'}
        aria-describedby=${sizeError ? 'error-page-size' : nothing}
        @change=${this.onPageSize}
      >
        ${sizes.map((size) => html`<option value=${size} ?selected=${size === this.pageSize}>${n(size)}</option>`)}
      </select>
      ${
        sizeError
          ? html`<span part="filter-error" class="error" id="error-page-size">${this.say(view, sizeError)}</span>`
          : nothing
      }
    </span>`;
    if (this.mode === 'cursor') {
      const state = this.shown?.kind === 'cursor' ? this.shown.state : undefined;
      return html`<nav part="pager" class="pager" aria-label=${t('cursorPagerLabel')}>
        <span class="group">
          <button
            part="page-button"
            class="action"
            type="button"
            ?disabled=${!state || this.loading}
            @click=${() => void this.loadCursor('newer')}
          >
            ${t('loadNewer')}
          </button>
          <button
            part="page-button"
            class="action"
            type="button"
            ?disabled=${!state || state.oldestReached || this.loading}
            @click=${() => void this.loadCursor('older')}
          >
            ${state?.oldestReached ? t('noOlder') : t('loadOlder')}
          </button>
        </span>
        ${size}
      </nav>`;
    }
    const data = this.shown?.kind === 'page' ? this.shown.data : undefined;
    const pages = data ? Math.max(1, data.totalPages) : 1;
    const pageError = this.pageError;
    const button = (label: string, to: number, disabled: boolean, name: string) =>
      html`<button
        part="page-button"
        class="action"
        type="button"
        aria-label=${name}
        ?disabled=${disabled || this.loading}
        @click=${() => this.goToPage(to)}
      >
        ${label}
      </button>`;
    return html`<nav part="pager" class="pager" aria-label=${t('pagerLabel')}>
      <span class="group">
        ${button('«', 1, this.page <= 1, t('firstPage'))}
        ${button('‹', this.page - 1, this.page <= 1, t('previousPage'))}
        <label for="page-input">${t('pageLabel')}</label>
        <input
          id="page-input"
          part="page-input"
          type="number"
          min="1"
          max=${pages}
          .value=${String(this.page)}
          aria-invalid=${pageError ? 'true' : 'false'}
          @change=${this.onPageInput}
        />
        <span>${t('pageOfTotal', { pages: n(pages) })}</span>
        ${button('›', this.page + 1, !data || this.page >= pages, t('nextPage'))}
        ${button('»', pages, !data || this.page >= pages, t('lastPage'))}
      </span>
      ${pageError ? html`<span part="filter-error" class="error">${this.say(view, pageError)}</span>` : nothing} ${size}
    </nav>`;
  }
}

SwapHistory.define('swap-history');

declare global {
  interface HTMLElementTagNameMap {
    'swap-history': SwapHistory;
  }
}
