// The list of <swap-activity>: one entry per saved swap (amounts, age, live status, its actions), the confirmation
// step of "Forget", "Show more" and the empty state. Plain functions of a view object worked out once per render.
import { html, nothing, type TemplateResult } from 'lit';
import { formatDateTime, formatRelative } from '../../../core/time.js';
import type { MessageCatalogue, Translate } from '../../../i18n/messages.js';
import type { Receipt } from '../../../store/receipts.js';
import type { Tone } from '../activity.model.js';
import { readableText } from '../../parts/views/amount.view.js';

const readable = (text: string, exact: string) => readableText({ text, exact, shortened: text !== exact });

/** One swap as shown. */
export interface Entry {
  receipt: Receipt;
  /** The status that counts (undefined before any is known). */
  status?: string;
  /** SUCCESS, REFUNDED or FAILED: nothing changes any more. */
  final: boolean;
  label: string;
  tone: Tone;
  /** Why the last check failed (checks go on), for a swap not finished. */
  failure?: string;
  /** The amounts by the reading rule, and with every digit (for the title and assistive technology). */
  amountIn: string;
  amountOut: string;
  amountInExact: string;
  amountOutExact: string;
  /** "100 USDC to 412.35 wNEAR" (names the swap in labels and announcements, by the reading rule). */
  summary: string;
  /** When the swap started (epoch ms). */
  started: number;
  /** The site's status page for it, when the site gave a template. */
  href?: string;
  /** Where the deposit went, shortened. */
  address: string;
}

export interface ListView {
  t: Translate<MessageCatalogue['activity']>;
  locale: string | undefined;
  now: number;
  entries: Entry[];
  /** How many saved swaps are not shown yet. */
  more: number;
  /** The entry whose "Forget" waits for confirmation. */
  confirming?: Receipt;
  open(entry: Entry, event: Event): void;
  download(entry: Entry): void;
  forget(entry: Entry): void;
  confirm(entry: Entry): void;
  cancel(entry: Entry): void;
  showMore(): void;
}

export function renderEmpty(view: Pick<ListView, 't'>): TemplateResult {
  return html`<p part="empty">${view.t('empty')}</p>`;
}

export function renderList(view: ListView): TemplateResult {
  return html`<ol part="list">
      ${view.entries.map((entry, index) => renderEntry(view, entry, index))}
    </ol>
    ${
      view.more > 0
        ? html`<button part="more-button" class="action" type="button" @click=${() => view.showMore()}>
            ${view.t('showMore', { count: view.more })}
          </button>`
        : nothing
    }`;
}

function renderEntry(view: ListView, entry: Entry, index: number): TemplateResult {
  const { t, locale } = view;
  const age = formatRelative(entry.started, view.now, locale);
  const about = `about-${index}`;
  const { memo } = entry.receipt;
  const confirming = view.confirming === entry.receipt;
  const open = (event: Event) => view.open(entry, event);
  return html`<li part="entry" class="tone-${entry.tone}">
    <p part="amounts">
      <span class="amount">${readable(entry.amountIn, entry.amountInExact)}</span>
      <span aria-hidden="true">→</span><span class="visually-hidden"> ${t('amountsTo')} </span>
      <span class="amount">${readable(entry.amountOut, entry.amountOutExact)}</span>
    </p>
    <p class="facts">
      <span part="status">${entry.label}</span>
      <time part="age" datetime=${new Date(entry.started).toISOString()} title=${formatDateTime(entry.started, locale)}
        >${t('startedAgo', { age })}</time
      >
    </p>
    ${entry.failure ? html`<p part="check-failed">${t('checkFailed', { reason: entry.failure })}</p>` : nothing}
    <p part="deposit-address">
      ${t('depositTo', { address: entry.address })}${memo ? html`, ${t('depositMemo', { memo })}` : nothing}
    </p>
    <span id=${about} hidden>${t('actionsFor', { swap: entry.summary, age })}</span>
    <div part="actions">
      ${
        entry.href
          ? html`<a part="open-link" class="action" href=${entry.href} aria-describedby=${about} @click=${open}
              >${t('openButton')}</a
            >`
          : html`<button part="open-button" class="action" type="button" aria-describedby=${about} @click=${open}>
              ${t('openButton')}
            </button>`
      }
      <button
        part="download-button"
        class="action"
        type="button"
        aria-describedby=${about}
        @click=${() => view.download(entry)}
      >
        ${t('downloadButton')}
      </button>
      <button
        part="forget-button"
        class="action"
        id="forget-${index}"
        type="button"
        aria-describedby=${about}
        aria-expanded=${confirming ? 'true' : 'false'}
        @click=${() => view.forget(entry)}
      >
        ${t('forgetButton')}
      </button>
    </div>
    ${confirming ? renderConfirm(view, entry, index) : nothing}
  </li>`;
}

/** "Forget this swap?": says whether money may still be in flight; "Keep it" takes the focus. */
function renderConfirm(view: ListView, entry: Entry, index: number): TemplateResult {
  const { t } = view;
  return html`<div
    part="confirm"
    class=${entry.final ? 'final' : 'unfinished'}
    role="group"
    aria-labelledby="confirm-question-${index}"
    aria-describedby="confirm-detail-${index}"
  >
    <p id="confirm-question-${index}" class="question">${t('forgetQuestion')}</p>
    <p id="confirm-detail-${index}" part="confirm-detail">${entry.final ? t('forgetFinal') : t('forgetUnfinished')}</p>
    <div class="confirm-actions">
      <button part="confirm-button" class="action danger" type="button" @click=${() => view.confirm(entry)}>
        ${t('forgetConfirm')}
      </button>
      <button part="cancel-button" class="action" id="confirm-cancel" type="button" @click=${() => view.cancel(entry)}>
        ${t('forgetCancel')}
      </button>
    </div>
  </div>`;
}
