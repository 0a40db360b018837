// The upper parts of <swap-history>: the set-up instructions, the header actions with the pacing line, the CSV
// export's progress and result, the summary line, notices and a failed request with its retry button.
import { html, nothing, type TemplateResult } from 'lit';
import { isSwapApiError } from '../../../api/errors.js';
import { formatDuration } from '../../../core/time.js';
import { describeError } from '../../../i18n/error-text.js';
import type { CommonWords, Translate } from '../../../i18n/messages.js';
import type { CsvExportController } from '../controllers/csv-export-controller.js';
import type { ExplorerController, Notice } from '../controllers/explorer-controller.js';
import { MIN_REFRESH_SECONDS } from '../history.model.js';
import { count, type Words } from './history-table.view.js';

export interface HeaderView extends Words {
  common: Translate<CommonWords>;
  /** The filters and paging can be sent. */
  valid: boolean;
  /** Why not, when the paging (not a filter) needs attention. */
  pagingInvalid: boolean;
  refresh?: number;
  /** The gate's interval, for the time an export has left. */
  intervalMs: number;
  explorer: ExplorerController;
  csv: CsvExportController;
}

export function renderSetup({ t }: Words, unauthorized = false): TemplateResult {
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

export function renderActions(view: HeaderView): TemplateResult {
  const { t, explorer } = view;
  const wait = explorer.pacing.seconds;
  const refresh =
    view.refresh && view.refresh > 0
      ? t('refreshesEvery', { seconds: count(view, Math.max(MIN_REFRESH_SECONDS, view.refresh)) })
      : '';
  return html`<div class="actions">
    <span part="pacing" class="pacing">
      ${wait > 0 ? t('updatingIn', { seconds: count(view, wait) }) : explorer.loading ? t('updating') : refresh}
    </span>
    <button
      part="refresh-button"
      class="action"
      type="button"
      ?disabled=${!view.valid || explorer.loading}
      @click=${() => explorer.reload()}
    >
      ${t('refreshButton')}
    </button>
    <button
      part="export-button"
      class="action primary"
      type="button"
      ?disabled=${!view.valid || Boolean(view.csv.progress)}
      @click=${() => void view.csv.start()}
    >
      ${t('exportButton')}
    </button>
  </div>`;
}

/** The summary line, a notice, and a failed request (a refused credential brings back the set-up). */
export function renderStatus(view: HeaderView): TemplateResult {
  const { t, explorer } = view;
  const { error, notice } = explorer;
  const unauthorized = isSwapApiError(error) && error.kind === 'unauthorized';
  return html`<p part="summary" class="summary" role="status">${summaryText(view)}</p>
    ${notice ? html`<p class="notice warning">${noticeText(view, notice)}</p>` : nothing}
    ${
      unauthorized
        ? renderSetup(view, true)
        : error
          ? html`<div part="error" class="notice danger" role="alert">
              ${describeError(error, { text: view.common })}
              <button part="retry-button" class="action" type="button" @click=${() => explorer.retry()}>
                ${t('retryButton')}
              </button>
            </div>`
          : nothing
    }`;
}

function noticeText(view: HeaderView, notice: Notice): string {
  if (notice.kind === 'list-changed') return view.t('listChanged');
  return view.t('noSuchPage', { page: count(view, notice.page), pages: notice.pages });
}

/** The summary, and how many rows of the answer could not be read (they are left out, never shown half-read). */
function summaryText(view: HeaderView): string {
  const text = shownText(view);
  const { shown } = view.explorer;
  const unreadable = !view.valid || !shown ? 0 : shown.kind === 'page' ? shown.data.unreadable : shown.state.unreadable;
  return unreadable ? `${text} ${view.t('rowsUnreadable', { count: unreadable })}` : text;
}

function shownText(view: HeaderView): string {
  const { t } = view;
  const { shown, loading } = view.explorer;
  const n = (value: number) => count(view, value);
  if (!view.valid) return view.pagingInvalid ? t('pagingNeedsAttention') : t('filtersNeedAttention');
  if (!shown) return loading ? t('loadingSwaps') : '';
  if (shown.kind === 'page') {
    const { data } = shown;
    if (data.total === 0) return t('noMatches');
    if (data.data.length === 0) return t('emptyPage', { total: n(data.total) });
    const first = (data.page - 1) * data.perPage + 1;
    // While a long page's later rows are read (a few tasks), the span the explorer sent.
    const last = first + (data.reading ? Math.min(data.perPage, data.total - first + 1) : data.data.length) - 1;
    return t('pageSummary', {
      first: n(first),
      last: n(last),
      total: n(data.total),
      page: n(data.page),
      pages: n(data.totalPages),
    });
  }
  const { state } = shown;
  if (state.rows.length === 0) return t('noMatches');
  const loaded = t(state.oldestReached ? 'cursorLoadedAll' : 'cursorLoaded', { count: state.rows.length });
  if (state.newer === undefined) return loaded;
  return `${loaded} ${state.newer === 0 ? t('newerNone') : t('newerLoaded', { count: state.newer })}`;
}

export function renderExport(view: HeaderView): TemplateResult | typeof nothing {
  const { t, csv } = view;
  const n = (value: number) => count(view, value);
  const { progress, result, message } = csv;
  if (progress) {
    const label =
      progress.total === undefined
        ? t('exportStarting')
        : t('exportProgress', { done: n(progress.done), total: progress.total });
    const left = progress.pages ? Math.max(0, progress.pages - progress.page) : 0;
    const timing = [
      csv.pacing.seconds > 0 ? t('exportNextPage', { seconds: n(csv.pacing.seconds) }) : '',
      left > 0 ? t('exportTimeLeft', { duration: formatDuration(left * view.intervalMs, view.locale) }) : '',
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
      <button part="export-cancel" class="action" type="button" @click=${() => csv.cancel()}>
        ${t('exportCancel')}
      </button>
    </div>`;
  }
  if (result) {
    const { url, name, rows } = result;
    return html`<p class="export" role="status">
      ${t('exportDone', { count: rows })}
      <a part="export-link" href=${url} download=${name}>${t('exportDownload', { name })}</a>
    </p>`;
  }
  if (!message) return nothing;
  const text =
    message.kind === 'cancelled'
      ? t('exportCancelled')
      : t('exportFailed', { reason: describeError(message.error, { text: view.common }) });
  return html`<p class="export" role="status">${text}</p>`;
}
