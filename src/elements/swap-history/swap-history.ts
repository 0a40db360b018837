import { html, type PropertyValues } from 'lit';
import { property, state } from '../decorators.js';
import { DEFAULT_EXPLORER_URL } from '../../api/client.js';
import { EXPLORER_INTERVAL_MS, type RequestGate } from '../../api/pacing.js';
import type { Token } from '../../api/schemas.js';
import type { ExplorerTransaction } from '../../api/explorer-schemas.js';
import { LazyModule, virtualizerModule } from '../../controllers/lazy-module.js';
import { Localize } from '../../controllers/localize.js';
import { TokenList } from '../../controllers/token-list.js';
import { SwapHistorySelectEvent } from '../../events.js';
import { commonMessages } from '../../i18n/en/common.js';
import { historyMessages } from '../../i18n/en/history.js';
import { SwapElement } from '../swap-element.js';
import { CsvExportController } from './controllers/csv-export-controller.js';
import { ExplorerController, FIRST_ROWS } from './controllers/explorer-controller.js';
import { renderFilters, resetTextInputs } from './views/history-filters.view.js';
import { TypingSettleController } from './controllers/typing-settle-controller.js';
import { renderActions, renderExport, renderSetup, renderStatus } from './views/history-header.view.js';
import {
  DEFAULT_PAGE_SIZE,
  EXPLORER_DEFAULT_STATUSES,
  EXPLORER_FILTER_STATUSES,
  PLAIN_ROWS_MAX,
  buildFilter,
  checkPageSize,
  parseStatusList,
  rowKey,
  type FilterField,
  type FilterInput,
  type FilterResult,
  type HistoryMessage,
} from './history.model.js';
import { renderPager } from './views/history-pager.view.js';
import { renderTable } from './views/history-table.view.js';
import { historyStyles } from './swap-history.styles.js';
import '../../store/receipt-check.js'; // the check of stored receipts (zod, the quote's schema), not at load

const FILTER_PROPS = ['statuses', 'fromChain', 'toChain', 'fromToken', 'toToken', 'search', 'referral', 'affiliate',
  'minUsd', 'maxUsd', 'start', 'end', 'showTest'] as const; // prettier-ignore

const statusConverter = {
  fromAttribute: (value: string | null) => parseStatusList(value),
  toAttribute: (value: readonly string[]) => value.join(','),
};

/**
 * The partner's swaps from the Intents Explorer: a filterable, paged table (virtualized past 50 rows) that stays within the
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
 * @csspart body - The scrolling rows (virtualized when there are more than 50).
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
 * @cssproperty --swap-history-min-width - The wide table's least width: between it and 40rem it scrolls sideways, below
 *   40rem its rows stack as cards (default 980px).
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
  /** The row virtualizer, fetched only for a list longer than PLAIN_ROWS_MAX (or a page size that asks for one). */
  private readonly virtualizer = new LazyModule(this, virtualizerModule, { onConnect: false });

  /** The explorer reading: pages or cursor windows, caches, pacing, refresh, failures. */
  private readonly explorer: ExplorerController = new ExplorerController(
    this,
    () => ({
      off: this.access === 'none',
      config: this.config,
      gate: this.gate,
      mode: this.mode,
      page: this.page,
      pageSize: this.pageSize,
      query: this.valid ? this.filter.query : undefined,
      refresh: this.refresh,
      busy: Boolean(this.csv.progress),
      // Newest first (the explorer's order) shows a page's top first: read that first.
      firstRows: this.sortOrder === 'newest' ? FIRST_ROWS : undefined,
    }),
    (error) => this.fail(error, 'history'),
  );

  /** The CSV export: every page of the filter through the explorer view, progress, cancel, the file's link. */
  private readonly csv: CsvExportController = new CsvExportController(
    this,
    this.explorer,
    () => ({
      query: this.access === 'none' ? undefined : this.filter.query,
      tokens: this.tokenMap,
      fileName: this.words.t('exportFileName', { date: new Date(this.now()).toISOString().slice(0, 10) }),
      link: this.exportLink,
    }),
    (error) => this.fail(error, 'export'),
  );

  /** Typed filter text settles before it counts. */
  private readonly typing = new TypingSettleController(this, (field, value) => this.setField(field, value));
  /** Symbols and decimals come from the token list; it is not needed to read the history, so failures are quiet. */
  private readonly tokenList = new TokenList(this, () => ({
    store: this.storeController.store,
    client: this.explorer.client,
    wanted: this.access !== 'none',
  }));
  private tokenMapCache?: { tokens: readonly Token[]; map: Map<string, Token> };

  // A getter, not Lit's @query: that decorator's module would ride in the chunk every element shares.
  private get exportLink(): HTMLAnchorElement | null {
    return this.renderRoot?.querySelector('a[part="export-link"]') ?? null;
  }

  @state() private expanded = new Set<string>();
  @state() private selectedKey?: string;
  @state() private sortOrder: 'newest' | 'oldest' = 'newest';
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

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const reset = FILTER_PROPS.some((p) => changed.has(p)) || changed.has('pageSize') || changed.has('mode');
    if (this.hasUpdated && reset && !changed.has('page')) this.page = 1;
    this.filter = buildFilter(this.filterInput(), this.tokens);
    // Fetched with the page that needs it (a larger page size), or once a cursor window grows past plain rows.
    if (this.pageSize > PLAIN_ROWS_MAX || this.rows.length > PLAIN_ROWS_MAX) this.virtualizer.load();
  }

  /** How the explorer is reached: with a credential (apiKey or token), through the site's proxy, or not at all. */
  get access(): 'token' | 'proxy' | 'none' {
    const config = this.config;
    if (config.apiKey || config.token) return 'token';
    const url = config.explorerUrl?.trim().replace(/\/+$/, '');
    return url && url !== DEFAULT_EXPLORER_URL ? 'proxy' : 'none';
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

  /** Re-reads what is shown: the current page (bypassing the cache), or newer swaps in cursor mode. */
  reload(): void {
    this.explorer.reload();
  }

  /**
   * Exports every swap of the current filter as CSV, paged through the rate limit (1000 rows per request), and
   * offers the file for download. Resolves with the CSV text, or undefined when cancelled or failed.
   */
  exportCsv(): Promise<string | undefined> {
    return this.csv.start();
  }

  /** Stops a running export; nothing is downloaded. */
  cancelExport(): void {
    this.csv.cancel();
  }

  // ---- handlers ------------------------------------------------------------------------------------------------

  private setField(field: FilterField, value: unknown) {
    (this as unknown as Record<string, unknown>)[field] = value;
  }

  private toggleStatus(status: string, on: boolean) {
    const set = new Set(this.statuses.map((s) => s.toUpperCase()));
    if (on) set.add(status);
    else set.delete(status);
    this.statuses = EXPLORER_FILTER_STATUSES.filter((s) => set.has(s));
  }

  private resetFilters() {
    this.typing.cancel();
    for (const prop of FILTER_PROPS) {
      const attribute = (this.constructor as typeof SwapHistory).attributeNameFor(prop);
      const value = this.getAttribute(attribute);
      if (prop === 'statuses') this.statuses = parseStatusList(value);
      else if (prop === 'showTest') this.showTest = value !== null;
      else this.setField(prop, value ?? undefined);
    }
    resetTextInputs(this.renderRoot, this.filterInput());
  }

  private static attributeNameFor(prop: string): string {
    const options = this.getPropertyOptions(prop);
    return typeof options.attribute === 'string' ? options.attribute : prop.toLowerCase();
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

  // ---- rendering -----------------------------------------------------------------------------------------------

  /** The rows shown, in the chosen order (the explorer sends newest first). */
  private get rows(): ExplorerTransaction[] {
    const shown = this.explorer.shown;
    const rows = !shown ? [] : shown.kind === 'page' ? shown.data.data : shown.state.rows;
    return this.sortOrder === 'newest' ? rows : [...rows].reverse();
  }

  override render() {
    // Words, locale and clock for this render, looked up once.
    const { t, common, locale } = this.words;
    const { explorer, csv } = this;
    const words = { t, locale };
    const off = this.access === 'none';
    const { loading, shown } = explorer;
    const valid = this.valid;
    const header = {
      ...words,
      common,
      valid,
      pagingInvalid: Boolean(this.pageSizeError || this.pageError),
      refresh: this.refresh,
      intervalMs: this.gate?.intervalMs ?? EXPLORER_INTERVAL_MS,
      explorer,
      csv,
    };
    const body = html`${renderExport(header)}
    ${renderFilters({
      ...words,
      values: this.filterInput(),
      errors: this.filter.errors,
      tokens: this.tokens,
      typing: this.typing,
      set: (field, value) => this.setField(field, value),
      toggleStatus: (status, on) => this.toggleStatus(status, on),
      reset: () => this.resetFilters(),
    })}
    ${renderStatus(header)}
    ${renderTable({
      ...words,
      now: this.now(),
      tokens: this.tokenMap,
      rows: this.rows,
      loading,
      valid,
      sortOrder: this.sortOrder,
      expanded: this.expanded,
      selectedKey: this.selectedKey,
      virtualizer: this.virtualizer.value,
      root: this.renderRoot,
      sort: () => (this.sortOrder = this.sortOrder === 'newest' ? 'oldest' : 'newest'),
      toggle: (tx, open) => this.toggle(tx, open),
      select: (tx) => this.select(tx),
    })}
    ${renderPager({
      ...words,
      mode: this.mode,
      page: this.page,
      pageSize: this.pageSize,
      pageSizeError: this.pageSizeError,
      pageError: this.pageError,
      shown,
      loading,
      setPage: (page) => (this.page = page),
      setPageSize: (size) => (this.pageSize = size),
      more: (direction) => explorer.more(direction),
    })}`;
    return html`<section part="base" aria-labelledby="title">
      <div class="header">
        <h2 part="title" id="title">${t('title')}</h2>
        ${off ? '' : renderActions(header)}
      </div>
      ${off ? renderSetup(words) : body}
    </section>`;
  }
}

SwapHistory.define('swap-history');

declare global {
  interface HTMLElementTagNameMap {
    'swap-history': SwapHistory;
  }
}
