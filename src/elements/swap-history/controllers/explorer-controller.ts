// What <swap-history> reads from the explorer: the page (page mode) or the window of rows (cursor mode) its host
// asks for, read through the explorer client and its gate (one request per 5 s), kept in bounded caches per client,
// re-read on a timer when asked, with the pacing wait, loading and failure for the view. A Task runs each request;
// a newer one aborts the one before, and a view found in the cache shows at once.
import { Task, TaskStatus, initialState } from '@lit/task';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ExplorerCallOptions, SwapClient } from '../../../api/client.js';
import { isSwapApiError } from '../../../api/errors.js';
import type { GateClock, RequestGate } from '../../../api/pacing.js';
import type {
  ExplorerTransaction,
  TransactionsCursorQuery,
  TransactionsFilter,
  TransactionsPage,
} from '../../../api/explorer-schemas.js';
import { clientFor, type SwapConfig } from '../../../store/store.js';
import { MIN_REFRESH_SECONDS, queryKey, rowKey } from '../history.model.js';

/** Pages kept across filters; a 1000-row page is about 1 MB, so the cache stays bounded. */
const MAX_CACHED_PAGES = 60;

/** A page as read: `unreadable` rows broke the contract and were left out; `reading` while its later rows are read. */
export type ReadPage = TransactionsPage & { unreadable?: number; reading?: true };

/**
 * Rows of a page read (checked against the contract) before it shows: more than a tall screen holds, so what is seen
 * first was read first; the rest follow a slice per idle callback (readRows) and join the page as they are read.
 */
export const FIRST_ROWS = 100;

export interface CursorState {
  rows: ExplorerTransaction[];
  oldestReached: boolean;
  /** Rows left out of what was loaded because they broke the contract. */
  unreadable?: number;
  /** What the last "load newer" found, for the status line. */
  newer?: number;
}

export type Shown = { kind: 'page'; key: string; data: ReadPage } | { kind: 'cursor'; key: string; state: CursorState };

export type Notice = { kind: 'no-such-page'; page: number; pages: number } | { kind: 'list-changed' };

/** What the host asks for, read on each of its updates. */
export interface ExplorerInput {
  /** Neither a credential nor a proxy: nothing is requested. */
  off: boolean;
  /** The host's configuration (URLs, credential, fetch, timeout). */
  config: SwapConfig;
  /** The explorer gate; by default the client's, one per credential and URL. */
  gate?: RequestGate;
  mode: 'page' | 'cursor';
  page: number;
  pageSize: number;
  /** The filter to send; undefined while a filter or the paging needs attention (nothing is sent). */
  query?: TransactionsFilter;
  /** Re-read every this many seconds (at least MIN_REFRESH_SECONDS); off when unset. */
  refresh?: number;
  /** Another reader (an export) is using the gate: a refresh round is skipped. */
  busy: boolean;
  /** Read only the top of a page before showing it (FIRST_ROWS); unset when the page's end shows first. */
  firstRows?: number;
}

type Request =
  | { kind: 'page'; key: string; query: TransactionsFilter; page: number; perPage: number }
  | { kind: 'cursor'; key: string; query: TransactionsFilter; perPage: number; direction: 'first' | 'older' | 'newer' };

/** The refresh timer's clock (tests pass a manual one). */
export type Timers = Pick<GateClock, 'setTimeout' | 'clearTimeout'>;

const realTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const aborted = (error: unknown) => isSwapApiError(error) && error.kind === 'aborted';

/** The row used as a cursor left the filter (its status changed): the explorer refuses the cursor. */
const cursorGone = (error: unknown) =>
  isSwapApiError(error) && error.status === 400 && /lastDepositAddressAndMemo/.test(error.serverMessage ?? '');

/** "Updating in 3 s": when a request queued at the gate goes out; the host re-renders each second until then. */
export class PacingController implements ReactiveController {
  private until = 0;
  private ticker?: ReturnType<typeof setInterval>;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  /** Whole seconds left, rounded up; 0 when nothing waits. */
  get seconds(): number {
    const left = this.until - performance.now();
    return left > 0 ? Math.ceil(left / 1000) : 0;
  }

  /** The gate's onWait: how long until the request goes out. */
  set(ms: number): void {
    this.until = ms > 0 ? performance.now() + ms : 0;
    this.host.requestUpdate();
    this.ticker ??= setInterval(() => {
      if (this.until <= performance.now()) this.stop();
      this.host.requestUpdate();
    }, 1000);
  }

  clear(): void {
    this.until = 0;
  }

  hostDisconnected(): void {
    this.stop();
    this.until = 0;
  }

  private stop() {
    clearInterval(this.ticker);
    this.ticker = undefined;
  }
}

export class ExplorerController implements ReactiveController {
  /** The rows shown (they stay while filters need attention). */
  shown?: Shown;
  /** The failure of the latest request (cleared by the next one, or by another view). */
  error?: unknown;
  notice?: Notice;
  readonly pacing: PacingController;

  private readonly pages = new Map<string, ReadPage>();
  /** Pages whose later rows are still being read: each resolves to the whole page. */
  private readonly whole = new Map<string, Promise<ReadPage>>();
  private readonly cursors = new Map<string, CursorState>();
  private seen?: SwapClient;
  private clientId = 0;
  private keyShown?: string;
  private refreshTimer: unknown;
  private armedFor?: { refresh: number | undefined };
  private warned = false;
  private readonly task: Task<[Request], Shown>;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly input: () => ExplorerInput,
    /** A request failed (not a cancelled one): the host tells the page. */
    private readonly onError: (error: unknown) => void,
    private readonly timers: Timers = realTimers,
  ) {
    this.pacing = new PacingController(host);
    this.task = new Task<[Request], Shown>(host, {
      autoRun: false,
      task: ([request], { signal }) => this.read(request, signal),
      onComplete: (shown) => (this.shown = shown),
      onError: (error) => {
        this.error = error;
        this.onError(error);
      },
    });
    host.addController(this);
  }

  /** A request is on its way (or waits at the gate). */
  get loading(): boolean {
    return this.task.status === TaskStatus.PENDING;
  }

  /** The explorer client for the host's configuration and gate (from the page-wide client cache). */
  get client(): SwapClient {
    const { config: c, gate } = this.input();
    const client = clientFor({
      baseUrl: c.baseUrl,
      explorerUrl: c.explorerUrl,
      apiKey: c.apiKey,
      token: c.token,
      fetch: c.fetch,
      timeoutMs: c.timeoutMs,
      explorerGate: gate,
    });
    if (client !== this.seen) {
      // Other credentials may see other swaps: nothing seen before is reused.
      this.seen = client;
      this.clientId++;
      this.pages.clear();
      this.cursors.clear();
    }
    return client;
  }

  hostConnected(): void {
    // Back in the page: pick up where it was.
    this.host.requestUpdate();
  }

  hostUpdate(): void {
    const input = this.input();
    this.arm(input.refresh);
    const key = this.viewKey(input);
    if (key === this.keyShown) return;
    this.keyShown = key;
    this.task.abort();
    this.pacing.clear();
    this.error = this.notice = undefined;
    if (key === 'none') this.shown = undefined;
    // Invalid filters: the last rows stay visible while the messages explain what to fix; nothing is sent.
    if (key === 'none' || key === 'invalid') return;
    const page = this.pages.get(key);
    const state = this.cursors.get(key);
    if (input.mode === 'page' && page) this.shown = { kind: 'page', key, data: page };
    else if (input.mode === 'cursor' && state) this.shown = { kind: 'cursor', key, state };
    else void this.run(input.mode === 'cursor' ? 'first' : undefined);
  }

  hostDisconnected(): void {
    this.task.abort();
    this.keyShown = undefined;
    this.timers.clearTimeout(this.refreshTimer);
    this.refreshTimer = this.armedFor = undefined;
  }

  /** Re-reads what is shown: the current page (bypassing the cache), or newer swaps in cursor mode. */
  reload(): void {
    const { off, query, mode } = this.input();
    if (off || !query) return;
    if (mode === 'cursor') {
      void this.run(this.cursors.has(this.cursorKey(query)) ? 'newer' : 'first');
      return;
    }
    // New swaps shift every page: the other pages seen for this filter are stale now.
    const prefix = `${this.filterKey(query)}#`;
    for (const key of [...this.pages.keys()]) if (key.startsWith(prefix)) this.pages.delete(key);
    void this.run();
  }

  /** Reads older or newer rows (cursor mode). */
  more(direction: 'older' | 'newer'): void {
    void this.run(direction);
  }

  /** Tries the failed request again. */
  retry(): void {
    this.error = undefined;
    void this.run(this.input().mode === 'page' ? undefined : this.shown?.kind === 'cursor' ? 'older' : 'first');
  }

  /**
   * One page of a filter: from the cache, else read through the gate and kept (the export reads through this). Whole,
   * or with `firstRows` its top at once and the rest joining it as read (shown and cached pages are replaced).
   */
  async readPage(
    query: TransactionsFilter,
    page: number,
    perPage: number,
    options: ExplorerCallOptions,
    cached = true,
    firstRows?: number,
  ): Promise<ReadPage> {
    const key = this.pageKey(query, page, perPage);
    const hit = cached ? this.pages.get(key) : undefined;
    if (hit) return hit.reading && firstRows === undefined ? (this.whole.get(key) ?? hit) : hit;
    let unreadable = 0;
    const onUnreadable = (rows: number) => (unreadable = rows);
    const later: ExplorerCallOptions = {};
    let data: ReadPage | undefined;
    let whole: Promise<ReadPage> | undefined;
    if (firstRows !== undefined) {
      let done: (page: ReadPage) => void = () => undefined;
      whole = new Promise<ReadPage>((resolve) => (done = resolve));
      later.firstRows = firstRows;
      // Called in later tasks, after `data` is set below (readRows delivers when the page is idle).
      later.onLaterRows = (rows, bad, last) => {
        const before = data!;
        if (rows.length || bad || (last && before.reading)) {
          const next: ReadPage = { ...before, data: rows.length ? [...before.data, ...rows] : before.data };
          if (bad) next.unreadable = (before.unreadable ?? 0) + bad;
          if (last) delete next.reading;
          if (this.pages.get(key) === before) this.pages.set(key, next);
          if (this.shown?.kind === 'page' && this.shown.data === before) this.shown = { ...this.shown, data: next };
          data = next;
          this.host.requestUpdate();
        }
        if (!last) return;
        if (this.whole.get(key) === whole) this.whole.delete(key);
        done(data!);
      };
      this.whole.set(key, whole);
    }
    const read = await this.client
      .transactionsPage({ ...query, page, perPage }, { ...options, onUnreadable, ...later })
      .catch((error: unknown) => {
        if (whole && this.whole.get(key) === whole) this.whole.delete(key);
        throw error;
      });
    data = unreadable ? { ...read, unreadable } : { ...read };
    // Fewer rows than asked for first: the page was whole already (the last call, with none, only confirms it).
    if (later.onLaterRows && read.data.length + unreadable >= firstRows!) data.reading = true;
    this.pages.delete(key);
    this.pages.set(key, data);
    while (this.pages.size > MAX_CACHED_PAGES) this.pages.delete(this.pages.keys().next().value!);
    return data;
  }

  /** Reads the host's current page, or (cursor mode) the rows in `direction`. */
  private run(direction?: 'first' | 'older' | 'newer'): Promise<void> | undefined {
    const { off, query, mode, page, pageSize: perPage } = this.input();
    if (off || !query) return undefined;
    this.error = undefined;
    return this.task.run([
      mode === 'cursor'
        ? { kind: 'cursor', key: this.cursorKey(query), query, perPage, direction: direction ?? 'first' }
        : { kind: 'page', key: this.pageKey(query, page, perPage), query, page, perPage },
    ]);
  }

  /** A Task run: the rows read, or initialState when it was aborted (a newer view, a disconnect). */
  private async read(request: Request, signal: AbortSignal): Promise<Shown | typeof initialState> {
    const options: ExplorerCallOptions = {
      signal,
      onWait: (ms) => {
        if (!signal.aborted) this.pacing.set(ms);
      },
    };
    try {
      if (request.kind === 'cursor') {
        const shown = await this.readCursor(request, options);
        return signal.aborted ? initialState : shown;
      }
      const { key, query, page, perPage } = request;
      const data = await this.readPage(query, page, perPage, options, false, this.input().firstRows);
      if (signal.aborted) return initialState;
      if (data.total > 0 && page > data.totalPages)
        this.notice = { kind: 'no-such-page', page, pages: data.totalPages };
      return { kind: 'page', key, data };
    } catch (error) {
      if (signal.aborted || aborted(error)) return initialState;
      throw error;
    } finally {
      if (!signal.aborted) this.pacing.clear();
    }
  }

  private async readCursor(request: Request & { kind: 'cursor' }, options: ExplorerCallOptions): Promise<Shown> {
    const { key, query, perPage } = request;
    const current = this.cursors.get(key);
    const rows = current?.rows ?? [];
    const direction = rows.length === 0 ? 'first' : request.direction;
    const q: TransactionsCursorQuery = { ...query, numberOfTransactions: perPage };
    if (direction !== 'first') {
      q.lastDepositAddressAndMemo = rowKey((direction === 'older' ? rows.at(-1) : rows[0])!);
      q.direction = direction === 'older' ? 'next' : 'prev';
    }
    let got: ExplorerTransaction[];
    let unreadable = 0;
    try {
      got = await this.client.transactions(q, { ...options, onUnreadable: (rows) => (unreadable = rows) });
    } catch (error) {
      if (direction === 'first' || !cursorGone(error)) throw error;
      // Start again from the newest.
      this.cursors.delete(key);
      this.notice = { kind: 'list-changed' };
      return this.readCursor({ ...request, direction: 'first' }, options);
    }
    const seen = new Set(rows.map(rowKey));
    const fresh = got.filter((tx) => !seen.has(rowKey(tx)));
    // A short answer means the end; rows left out still came, so they count towards a full one.
    const oldestReached = got.length + unreadable < perPage;
    const state: CursorState =
      direction === 'first'
        ? { rows: got, oldestReached }
        : direction === 'older'
          ? { rows: [...rows, ...fresh], oldestReached }
          : { rows: [...fresh, ...rows], oldestReached: current?.oldestReached ?? false, newer: fresh.length };
    const left = (direction === 'first' ? 0 : (current?.unreadable ?? 0)) + unreadable;
    if (left) state.unreadable = left;
    this.cursors.set(key, state);
    return { kind: 'cursor', key, state };
  }

  private arm(refresh: number | undefined) {
    if (this.armedFor && Object.is(this.armedFor.refresh, refresh)) return;
    this.timers.clearTimeout(this.refreshTimer);
    this.refreshTimer = undefined;
    this.armedFor = { refresh };
    if (refresh === undefined || refresh === null || !Number.isFinite(refresh) || refresh <= 0) return;
    if (refresh < MIN_REFRESH_SECONDS && !this.warned) {
      this.warned = true;
      console.warn(
        `<swap-history> refresh="${refresh}" is below the explorer's rate limit; refreshing every ${MIN_REFRESH_SECONDS} s.`,
      );
    }
    const every = Math.max(MIN_REFRESH_SECONDS, refresh) * 1000;
    const tick = () => {
      this.refreshTimer = this.timers.setTimeout(tick, every);
      // Nobody is looking, or a request is already on its way: skip this round.
      if (document.visibilityState !== 'hidden' && !this.loading && !this.input().busy) this.reload();
    };
    this.refreshTimer = this.timers.setTimeout(tick, every);
  }

  private filterKey(query: TransactionsFilter): string {
    void this.client; // a new client clears the caches and changes every key
    return JSON.stringify({ c: this.clientId, q: queryKey(query) });
  }

  private pageKey(query: TransactionsFilter, page: number, perPage: number): string {
    return `${this.filterKey(query)}#${perPage}#${page}`;
  }

  private cursorKey(query: TransactionsFilter): string {
    return `cursor:${this.filterKey(query)}#${this.input().pageSize}`;
  }

  private viewKey(input: ExplorerInput): string {
    if (input.off) return 'none';
    if (!input.query) return 'invalid';
    return input.mode === 'cursor'
      ? this.cursorKey(input.query)
      : this.pageKey(input.query, input.page, input.pageSize);
  }
}
