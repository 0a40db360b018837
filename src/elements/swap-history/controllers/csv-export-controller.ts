// The CSV export of <swap-history>: every page of a filter, 1000 rows per request, read through the explorer view
// (so under the explorer's gate, and from its page cache when a page was seen), with progress, pacing and cancel.
// The file is offered as a link whose object URL lives until the next export.
import { Task, TaskStatus, initialState } from '@lit/task';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ExplorerCallOptions } from '../../../api/client.js';
import { isSwapApiError } from '../../../api/errors.js';
import type { Token } from '../../../api/schemas.js';
import type { ExplorerTransaction, TransactionsFilter, TransactionsPage } from '../../../api/explorer-schemas.js';
import { PacingController } from './explorer-controller.js';
import { toCsv } from '../history.model.js';

const EXPORT_PAGE_SIZE = 1000;

/** Where the pages come from (the explorer view). */
export interface PageReader {
  readPage(
    query: TransactionsFilter,
    page: number,
    perPage: number,
    options: ExplorerCallOptions,
  ): Promise<TransactionsPage>;
}

/** What the host gives, read when an export starts and when its file is made. */
export interface ExportInput {
  /** The filter to export; undefined when there is nothing to export (no access, a filter needs attention). */
  query?: TransactionsFilter;
  /** Symbols and chains for the CSV. */
  tokens: ReadonlyMap<string, Token>;
  /** The file's name. */
  fileName: string;
  /** The rendered download link (clicked once the file is ready). */
  link?: HTMLAnchorElement | null;
}

export interface ExportProgress {
  done: number;
  total?: number;
  page: number;
  pages?: number;
}

export type ExportMessage = { kind: 'cancelled' } | { kind: 'failed'; error: unknown };

export class CsvExportController implements ReactiveController {
  /** While an export runs. */
  progress?: ExportProgress;
  /** The last file made. */
  result?: { url: string; name: string; rows: number };
  /** How the last export ended when it made no file. */
  message?: ExportMessage;
  readonly pacing: PacingController;
  private readonly task: Task<[TransactionsFilter], string>;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly reader: PageReader,
    private readonly input: () => ExportInput,
    /** The export failed (not cancelled): the host tells the page. */
    private readonly onError: (error: unknown) => void,
  ) {
    this.pacing = new PacingController(host);
    this.task = new Task<[TransactionsFilter], string>(host, {
      autoRun: false,
      task: ([query], { signal }) => this.collect(query, signal),
      onError: (error) => {
        this.message = { kind: 'failed', error };
        if (!isSwapApiError(error) || error.kind !== 'aborted') this.onError(error);
      },
    });
    host.addController(this);
  }

  hostDisconnected(): void {
    this.task.abort();
  }

  /** Exports the host's filter; resolves with the CSV text, or undefined when cancelled, failed or already running. */
  async start(): Promise<string | undefined> {
    const { query } = this.input();
    if (!query || this.progress) return undefined;
    if (this.result) URL.revokeObjectURL(this.result.url);
    this.result = this.message = undefined;
    this.progress = { done: 0, page: 1 };
    await this.task.run([query]);
    this.progress = undefined;
    this.pacing.clear();
    this.host.requestUpdate();
    if (this.task.status !== TaskStatus.COMPLETE) return undefined;
    await this.host.updateComplete;
    this.input().link?.click();
    return this.task.value;
  }

  /** Stops a running export; nothing is downloaded. */
  cancel(): void {
    this.task.abort();
  }

  private async collect(query: TransactionsFilter, signal: AbortSignal): Promise<string | typeof initialState> {
    const rows: ExplorerTransaction[] = [];
    const options: ExplorerCallOptions = { signal, onWait: (ms) => this.pacing.set(ms) };
    try {
      for (let page = 1; ; page++) {
        const data = await this.reader.readPage(query, page, EXPORT_PAGE_SIZE, options);
        rows.push(...data.data);
        this.pacing.clear();
        this.progress = { done: rows.length, total: data.total, page, pages: data.totalPages };
        this.host.requestUpdate();
        if (!data.nextPage || data.data.length === 0) break;
      }
    } catch (error) {
      if (!signal.aborted) throw error;
      this.message = { kind: 'cancelled' };
      return initialState;
    }
    const { tokens, fileName } = this.input();
    const csv = toCsv(rows, tokens);
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    this.result = { url, name: fileName, rows: rows.length };
    return csv;
  }
}
