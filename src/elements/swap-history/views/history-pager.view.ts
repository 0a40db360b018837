// The pager of <swap-history>: first/previous/next/last and the page number in page mode, "load newer / older" in
// cursor mode, and the page size in both.
import { html, nothing, type TemplateResult } from 'lit';
import type { Shown } from '../controllers/explorer-controller.js';
import type { HistoryMessage } from '../history.model.js';
import { count, type Words } from './history-table.view.js';

const PAGE_SIZES = [10, 25, 50, 100, 250, 500, 1000];

export interface PagerView extends Words {
  mode: 'page' | 'cursor';
  page: number;
  pageSize: number;
  pageSizeError?: HistoryMessage;
  pageError?: HistoryMessage;
  shown?: Shown;
  loading: boolean;
  setPage(page: number): void;
  setPageSize(size: number): void;
  more(direction: 'older' | 'newer'): void;
}

export function renderPager(view: PagerView): TemplateResult {
  const { t, loading } = view;
  const sizeError = view.pageSizeError;
  const sizes = PAGE_SIZES.includes(view.pageSize) ? PAGE_SIZES : [...PAGE_SIZES, view.pageSize].sort((a, b) => a - b);
  const onSize = (event: Event) => {
    const value = Number((event.target as HTMLSelectElement).value);
    if (Number.isFinite(value)) view.setPageSize(value);
  };
  const size = html`<span class="group">
    <label for="page-size">${t('rowsPerPage')}</label>
    <select
      id="page-size"
      part="page-size"
      aria-invalid=${sizeError ? 'true' : 'false'}
      aria-describedby=${sizeError ? 'error-page-size' : nothing}
      @change=${onSize}
    >
      ${sizes.map((n) => html`<option value=${n} ?selected=${n === view.pageSize}>${count(view, n)}</option>`)}
    </select>
    ${
      sizeError
        ? html`<span part="filter-error" class="error" id="error-page-size"
            >${t(sizeError.key, sizeError.values)}</span
          >`
        : nothing
    }
  </span>`;
  if (view.mode === 'cursor') {
    const state = view.shown?.kind === 'cursor' ? view.shown.state : undefined;
    return html`<nav part="pager" class="pager" aria-label=${t('cursorPagerLabel')}>
      <span class="group">
        <button
          part="page-button"
          class="action"
          type="button"
          ?disabled=${!state || loading}
          @click=${() => view.more('newer')}
        >
          ${t('loadNewer')}
        </button>
        <button
          part="page-button"
          class="action"
          type="button"
          ?disabled=${!state || state.oldestReached || loading}
          @click=${() => view.more('older')}
        >
          ${state?.oldestReached ? t('noOlder') : t('loadOlder')}
        </button>
      </span>
      ${size}
    </nav>`;
  }
  const { page, pageError } = view;
  const data = view.shown?.kind === 'page' ? view.shown.data : undefined;
  const pages = data ? Math.max(1, data.totalPages) : 1;
  const goTo = (to: number) => {
    const next = Math.max(1, data ? Math.min(to, pages) : to);
    if (next !== page) view.setPage(next);
  };
  const onInput = (event: Event) => {
    const value = Number((event.target as HTMLInputElement).value);
    if (Number.isInteger(value) && value >= 1) goTo(value);
  };
  const button = (label: string, to: number, disabled: boolean, name: string) =>
    html`<button
      part="page-button"
      class="action"
      type="button"
      aria-label=${name}
      ?disabled=${disabled || loading}
      @click=${() => goTo(to)}
    >
      ${label}
    </button>`;
  return html`<nav part="pager" class="pager" aria-label=${t('pagerLabel')}>
    <span class="group">
      ${button('«', 1, page <= 1, t('firstPage'))} ${button('‹', page - 1, page <= 1, t('previousPage'))}
      <label for="page-input">${t('pageLabel')}</label>
      <input
        id="page-input"
        part="page-input"
        type="number"
        min="1"
        max=${pages}
        .value=${String(page)}
        aria-invalid=${pageError ? 'true' : 'false'}
        aria-describedby=${pageError ? 'error-page' : nothing}
        @change=${onInput}
      />
      <span>${t('pageOfTotal', { pages: count(view, pages) })}</span>
      ${button('›', page + 1, !data || page >= pages, t('nextPage'))}
      ${button('»', pages, !data || page >= pages, t('lastPage'))}
    </span>
    ${
      pageError
        ? html`<span part="filter-error" class="error" id="error-page">${t(pageError.key, pageError.values)}</span>`
        : nothing
    }
    ${size}
  </nav>`;
}
