// The table of <swap-history>: the header row with the sort button, the rows (every one up to PLAIN_ROWS_MAX, past
// that through the virtualizer), a row's details, and the keyboard moves between rows. Plain functions of a view
// object worked out once per render: the row renderer runs for every row shown, and again as the virtualizer
// scrolls, so nothing is looked up per row or cell.
import { html, nothing, type TemplateResult } from 'lit';
import { Directive, directive, type ElementPart } from 'lit/directive.js';
import { repeat } from 'lit/directives/repeat.js';
import type { Token } from '../../../api/schemas.js';
import type { ExplorerTransaction } from '../../../api/explorer-schemas.js';
import { formatUsd } from '../../../core/amounts.js';
import { chainName } from '../../../core/assets.js';
import { formatBps } from '../../../core/bps.js';
import { numberFormat } from '../../../core/intl.js';
import { isFinalStatus } from '../../../core/status.js';
import { formatDateTime, formatRelative } from '../../../core/time.js';
import type { Virtualizer } from '../../../controllers/lazy-module.js';
import { historyMessages, type HistoryMessageKey } from '../../../i18n/en/history.js';
import type { MessageCatalogue, Translate } from '../../../i18n/messages.js';
import '../../parts/swap-copy-button.js';
import { readableText } from '../../parts/views/amount.view.js';
import { PLAIN_ROWS_MAX, amountText, assetLabel, codeKey, humanize, rowKey, shorten } from '../history.model.js';

/** A shortened amount with its exact value in its title and for assistive technology (the reading rule). */
const readable = (text: string, exact: string) => readableText({ text, exact, shortened: text !== exact });

/** Rows younger than this show a relative time ("3 hours ago"); older ones a local date and time. */
const RECENT_MS = 24 * 3_600_000;

/** The section's words and the format locale (from the element's Localize). */
export interface Words {
  t: Translate<MessageCatalogue['history']>;
  locale: string | undefined;
}

export interface TableView extends Words {
  now: number;
  tokens: Map<string, Token>;
  /** The rows in the order shown. */
  rows: ExplorerTransaction[];
  loading: boolean;
  /** The filters and paging can be sent (else the empty table asks to fix them). */
  valid: boolean;
  sortOrder: 'newest' | 'oldest';
  expanded: ReadonlySet<string>;
  selectedKey?: string;
  /** The virtualizer module once loaded (the element fetches it for more than PLAIN_ROWS_MAX rows). */
  virtualizer?: Virtualizer;
  /** The shadow root, to move focus between rows. */
  root: ParentNode;
  sort(): void;
  toggle(tx: ExplorerTransaction, open?: boolean): void;
  select(tx: ExplorerTransaction): void;
}

/**
 * Sets the rows count the body's height is worked out from (`--_rows`) through the CSSOM: a `style` attribute (what
 * styleMap writes on first render) is blocked on pages whose CSP has no 'unsafe-inline' for styles.
 */
const rowsProperty = directive(
  class extends Directive {
    render(_rows: number) {
      return nothing;
    }
    override update(part: ElementPart, [rows]: [number]) {
      (part.element as HTMLElement).style.setProperty('--_rows', String(rows));
      return nothing;
    }
  },
);

/** A whole number in the page's language. */
export const count = (view: Words, n: number): string => numberFormat(view.locale).format(n);

/** A service code (status, refund reason, account type) in the page's language; unknown codes stay readable. */
export function codeLabel(t: Words['t'], prefix: string, code: string): string {
  const key = codeKey(prefix, code);
  return Object.prototype.hasOwnProperty.call(historyMessages, key) ? t(key as HistoryMessageKey) : humanize(code);
}

export function renderTable(view: TableView): TemplateResult {
  const { t, rows, sortOrder } = view;
  const virtualized = rows.length > PLAIN_ROWS_MAX;
  // The wrapper scrolls sideways on narrow pages: focusable so keyboard users can scroll it (WCAG 2.1.1), even
  // before the virtualizer has rendered any row with a button in it.
  return html`<div class="table-wrap" tabindex="0" role="group" aria-labelledby="title">
    <div
      part="table"
      class="table"
      role="table"
      aria-labelledby="title"
      aria-rowcount=${rows.length + 1}
      aria-busy=${view.loading ? 'true' : 'false'}
    >
      <div class="head" role="rowgroup">
        <div part="header-row" class="row" role="row" aria-rowindex="1">
          <span class="cell" role="columnheader"><span class="visually-hidden">${t('columnDetails')}</span></span>
          <span
            class="cell created"
            role="columnheader"
            aria-sort=${sortOrder === 'newest' ? 'descending' : 'ascending'}
          >
            <button part="sort-button" class="sort" type="button" @click=${() => view.sort()}>
              ${t('columnCreated')} <span aria-hidden="true">${sortOrder === 'newest' ? '↓' : '↑'}</span>
              <span class="visually-hidden"
                >${sortOrder === 'newest' ? t('sortedNewestFirst') : t('sortedOldestFirst')}</span
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
        rows.length === 0 || (virtualized && !view.virtualizer)
          ? html`<div role="rowgroup">
              <div role="row" class="row" aria-rowindex="2">
                <span role="cell" part="empty" class="cell empty">
                  ${view.loading || rows.length > 0 ? t('loadingSwaps') : view.valid ? t('noSwaps') : t('fixFilters')}
                </span>
              </div>
            </div>`
          : virtualized
            ? html`<div part="body" class="body" role="rowgroup" ${rowsProperty(rows.length)}>
                ${view.virtualizer!.virtualize({
                  items: rows,
                  scroller: true,
                  // The virtualizer may ask about an index the list no longer has while it shrinks.
                  keyFunction: (tx: ExplorerTransaction | undefined) => (tx ? rowKey(tx) : ''),
                  renderItem: (tx: ExplorerTransaction | undefined, index: number) =>
                    tx ? renderRow(view, tx, index) : html``,
                })}
              </div>`
            : // Keyed as the virtualizer keys them: a focused row keeps its focus when a refresh adds rows above it.
              html`<div part="body" class="body" role="rowgroup" ${rowsProperty(rows.length)}>
                ${repeat(rows, rowKey, (tx, index) => renderRow(view, tx, index))}
              </div>`
      }
    </div>
  </div>`;
}

function renderRow(view: TableView, tx: ExplorerTransaction, index: number): TemplateResult {
  const { t, locale } = view;
  const key = rowKey(tx);
  const open = view.expanded.has(key);
  const selected = view.selectedKey === key;
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
    @click=${(e: MouseEvent) => onRowClick(view, e, tx)}
    @keydown=${(e: KeyboardEvent) => onRowKeydown(view, e, tx, index)}
  >
    <span class="cell" role="cell">
      <button
        part="expand-button"
        class="expand"
        type="button"
        aria-expanded=${open ? 'true' : 'false'}
        aria-controls=${open ? detailsId : nothing}
        aria-label=${t('detailsButton')}
        @click=${() => view.toggle(tx)}
      >
        <span aria-hidden="true">▸</span>
      </button>
    </span>
    <span class="cell" role="cell">
      <button part="select-button" class="select" type="button" @click=${() => view.select(tx)}>
        <time datetime=${tx.createdAt} title=${full}>${when}</time
        ><span class="visually-hidden">${t('chooseSwap')}</span>
      </button>
    </span>
    <span class="cell assets" role="cell">
      ${leg(view, tx.originAsset, tx.amountIn, tx.amountInFormatted, tx.amountInUsd)}
      <span aria-hidden="true">→</span><span class="visually-hidden">${t('legTo')}</span>
      ${leg(view, tx.destinationAsset, tx.amountOut, tx.amountOutFormatted, tx.amountOutUsd)}
    </span>
    <span class="cell" role="cell">
      <span part="status-badge" class="badge ${tx.status}">${codeLabel(t, 'status', tx.status)}</span>
    </span>
    <span class="cell" role="cell">${label(t('columnRecipient'))}${address(tx.recipient, t('copyRecipient'))}</span>
    <span class="cell" role="cell">
      ${label(t('columnDepositAddress'))}${address(tx.depositAddress, t('copyDepositAddress'))}
      ${tx.depositMemo ? html`<span class="sub">${t('memoValue', { memo: tx.depositMemo })}</span>` : nothing}
    </span>
    <span class="cell" role="cell"
      >${label(t('columnReferral'))}${tx.referral ? tx.referral : html`<span class="muted">—</span>`}</span
    >
    <span class="cell" role="cell">${label(t('columnAppFees'))}${appFees(view, tx)}</span>
    ${open ? renderDetails(view, tx, detailsId) : nothing}
  </div>`;
}

function leg(
  view: TableView,
  assetId: string,
  units: string | null | undefined,
  formatted: string | null | undefined,
  usd: string | null | undefined,
) {
  const token = view.tokens.get(assetId);
  const amount = readable(
    amountText(units, formatted, token, view.locale),
    amountText(units, formatted, token, view.locale, true),
  );
  const usdText = formatUsd(usd, view.locale);
  return html`<span class="leg">
    <span><strong>${amount}</strong> ${assetLabel(assetId, token)}</span>
    <span class="sub">${token ? chainName(token.blockchain) : ''}${token && usdText ? ' · ' : ''}${usdText}</span>
  </span>`;
}

/**
 * A cell's column name, shown only where the rows stack as cards (a narrow page) and the header row is hidden; hidden
 * from assistive technology, which has the column header.
 */
const label = (text: string) => html`<span class="label" aria-hidden="true">${text}</span>`;

/** A shortened address with its full text for hover, focus and screen readers; `copyLabel` names its copy button. */
function address(value: string | null | undefined, copyLabel: string) {
  if (!value) return html`<span class="muted">—</span>`;
  return html`<span part="address" class="address mono">
    <span aria-hidden="true">${shorten(value)}</span>
    <span class="visually-hidden">${value}</span>
    <span part="address-full" class="full" aria-hidden="true">${value}</span>
    <swap-copy-button exportparts="button: copy-button" value=${value} label=${copyLabel}></swap-copy-button>
  </span>`;
}

function appFees(view: TableView, tx: ExplorerTransaction) {
  const fees = tx.appFees ?? [];
  if (fees.length === 0) return html`<span class="muted">—</span>`;
  return fees.map(
    (f) =>
      html`<span class="leg"
        ><span>${formatBps(f.fee, view.locale)}</span><span class="sub mono">${shorten(f.recipient, 10, 6)}</span></span
      >`,
  );
}

function renderDetails(view: TableView, tx: ExplorerTransaction, id: string) {
  const { t } = view;
  // A finished swap gets no more transactions: "None yet" would promise some. A refund delivers nothing.
  const noneText = isFinalStatus(tx.status) ? t('none') : t('noneYet');
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
  const account = (type: string | null | undefined) => codeLabel(t, 'account', type ?? 'UNKNOWN');
  const origin = view.tokens.get(tx.originAsset);
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
        ${list(tx.destinationChainTxHashes, t('copyDestinationTx'), tx.status === 'REFUNDED' ? t('noneRefunded') : noneText)}
      </dd>
      <dt>${t('detailRefundReason')}</dt>
      <dd>
        ${tx.refundReason ? codeLabel(t, 'refund', tx.refundReason) : html`<span class="muted">${t('none')}</span>`}
      </dd>
      ${
        // The explorer sends "0" when nothing was charged: shown as the plain amount it is, here only.
        tx.refundFeeFormatted || tx.refundFee
          ? html`<dt>${t('detailRefundFee')}</dt>
              <dd>
                ${
                  readable(
                    amountText(tx.refundFee, tx.refundFeeFormatted, origin, view.locale),
                    amountText(tx.refundFee, tx.refundFeeFormatted, origin, view.locale, true),
                  ) || tx.refundFee
                }
                ${assetLabel(tx.originAsset, origin)}
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

function onRowClick(view: TableView, event: MouseEvent, tx: ExplorerTransaction) {
  // Buttons and links in the row do their own thing; selecting text to copy is not a choice either.
  const interactive = event
    .composedPath()
    .some((node) => node instanceof HTMLElement && /^(BUTTON|A|INPUT|SWAP-COPY-BUTTON)$/.test(node.tagName));
  if (interactive || (window.getSelection()?.toString() ?? '') !== '') return;
  view.select(tx);
}

/** Arrow keys move between rows (the virtualized ones too); Right opens a row's details, Left closes them. */
function onRowKeydown(view: TableView, event: KeyboardEvent, tx: ExplorerTransaction, index: number) {
  const part = (event.target as HTMLElement).getAttribute('part');
  if (part !== 'expand-button' && part !== 'select-button') return;
  const last = view.rows.length - 1;
  let to: number | undefined;
  if (event.key === 'ArrowDown') to = Math.min(last, index + 1);
  else if (event.key === 'ArrowUp') to = Math.max(0, index - 1);
  else if (event.key === 'Home' && event.ctrlKey) to = 0;
  else if (event.key === 'End' && event.ctrlKey) to = last;
  else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
    event.preventDefault();
    view.toggle(tx, event.key === 'ArrowRight');
    return;
  }
  if (to === undefined) return;
  event.preventDefault();
  void focusRow(view, to, part);
}

async function focusRow(view: TableView, index: number, part: string) {
  // A virtualized row may not be in the DOM yet: the virtualizer scrolls to it first. Plain rows are all there.
  const virtualizerRef = view.virtualizer?.virtualizerRef;
  const body = view.root.querySelector('.body') as unknown as
    Record<symbol, { element(i: number): { scrollIntoView(o?: object): void } | undefined }> | null; // prettier-ignore
  if (virtualizerRef) body?.[virtualizerRef]?.element(index)?.scrollIntoView({ block: 'nearest' });
  for (let attempt = 0; attempt < 5; attempt++) {
    const button = view.root.querySelector<HTMLElement>(`[data-index="${index}"] [part="${part}"]`);
    if (button) return button.focus();
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}
