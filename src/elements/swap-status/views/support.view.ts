// Help with a failed, refunded or overdue swap: who to contact (the site's support setting, else its operator) and
// the facts they trace the swap with, each copyable, and all of them as one text (needs-support.model.ts says when). The
// status code goes only into that text: the card's title says it in words.
import { html, nothing, type TemplateResult } from 'lit';
import { richMessage } from '../../../i18n/messages.js';
import type { SupportLink } from '../../../store/config-support.js';
import { supportFields, supportSummary, type SupportField } from '../support.model.js';
import type { StatusView } from './status.view.js';

const LABELS = {
  status: 'supportStatusLabel',
  reference: 'supportReferenceLabel',
  depositAddress: 'depositAddressLabel',
  memo: 'memoLabel',
  origin: 'supportOriginLabel',
  destination: 'supportDestinationLabel',
} as const;

const COPY_LABELS = {
  status: undefined,
  reference: 'copyReference',
  depositAddress: 'copyDepositAddress',
  memo: 'copyMemo',
  origin: 'copyTransactionHash',
  destination: 'copyTransactionHash',
} as const;

/** The block, when `shown` (the element decides with needs-support.model.ts, which it reads at every update). */
export function supportSection(
  view: StatusView,
  link: SupportLink | undefined,
  shown: boolean,
): TemplateResult | typeof nothing {
  if (!shown) return nothing;
  const { t, latest } = view;
  const fields = supportFields(view.swap, latest, view.quote);
  const label = (field: SupportField) => t(LABELS[field]);
  const web = link?.href.startsWith('https:');
  const contact = link
    ? richMessage(t('supportContact'), {
        link: html`<a
          part="support-link"
          href=${link.href}
          target=${web ? '_blank' : nothing}
          rel=${web ? 'noopener noreferrer' : nothing}
          >${link.text}${web ? html`<span class="visually-hidden"> ${t('supportOpensInNewTab')}</span>` : nothing}</a
        >`,
      })
    : t('supportNoContact');
  return html`<div part="support">
    <p class="heading">${t('supportHeading')}</p>
    <p part="support-contact">${contact}</p>
    <dl>
      ${fields
        .filter(([field]) => field !== 'status')
        .map(([field, values]) => {
          const copy = COPY_LABELS[field];
          return html`<dt>${label(field)}</dt>
            ${values.map(
              (value) =>
                html`<dd class="copyable" data-field=${field}>
                  <span class="mono">${value}</span>
                  ${copy ? html`<swap-copy-button value=${value} label=${t(copy)}></swap-copy-button>` : nothing}
                </dd>`,
            )}`;
        })}
    </dl>
    <swap-copy-button
      part="support-copy-all"
      value=${supportSummary(fields, label)}
      text=${t('copyAll')}
      label=${t('copyAllLabel')}
    ></swap-copy-button>
  </div>`;
}
