// The filter form of <swap-history>: status checkboxes, free text, chains, tokens, USD bounds, dates and test
// transactions, each with its problem next to it (typed text settles in TypingSettleController before it counts).
import { html, nothing, type TemplateResult } from 'lit';
import type { Token } from '../../../api/schemas.js';
import { chainName } from '../../../core/assets.js';
import { collator } from '../../../core/intl.js';
import { EXPLORER_FILTER_STATUSES } from '../history.model.js';
import { shorten, type FilterField, type FilterInput, type FilterResult } from '../history.model.js';
import { codeLabel, type Words } from './history-table.view.js';
import type { TypingSettleController } from '../controllers/typing-settle-controller.js';

/** Chains offered before the token list has arrived. */
const KNOWN_CHAINS = ['near', 'eth', 'base', 'arb', 'btc', 'sol', 'ton', 'doge', 'xrp', 'zec', 'bsc', 'pol', 'tron',
  'sui', 'op', 'avax', 'stellar', 'aptos', 'cardano', 'ltc']; // prettier-ignore

export interface FiltersView extends Words {
  values: FilterInput;
  errors: FilterResult['errors'];
  tokens: readonly Token[];
  typing: TypingSettleController;
  set(field: FilterField, value: unknown): void;
  toggleStatus(status: string, on: boolean): void;
  reset(): void;
}

export function renderFilters(view: FiltersView): TemplateResult {
  const { t, values } = view;
  const selected = new Set(values.statuses.map((s) => s.toUpperCase()));
  // The explorer leaves swaps still waiting for a deposit out unless asked: say so while neither is ticked.
  const openHidden = !selected.has('PENDING_DEPOSIT') && !selected.has('INCOMPLETE_DEPOSIT');
  const describedBy = [openHidden ? 'statuses-hint' : '', view.errors.statuses ? 'error-statuses' : '']
    .filter(Boolean)
    .join(' ');
  return html`<form
    part="filters"
    class="filters"
    aria-label=${t('filtersLabel')}
    @submit=${(e: Event) => e.preventDefault()}
  >
    <fieldset part="statuses" class="statuses" aria-describedby=${describedBy || nothing}>
      <legend>${t('statusesLegend')}</legend>
      ${EXPLORER_FILTER_STATUSES.map(
        (s) =>
          html`<label>
            <input
              type="checkbox"
              .checked=${selected.has(s)}
              @change=${(e: Event) => view.toggleStatus(s, (e.target as HTMLInputElement).checked)}
            />
            ${codeLabel(t, 'status', s)}
          </label>`,
      )}
      ${openHidden ? html`<p class="hint" id="statuses-hint">${t('statusesOpenHidden')}</p>` : nothing}
      ${fieldError(view, 'statuses')}
    </fieldset>
    ${textField(view, 'search', t('searchLabel'), { type: 'search', placeholder: t('searchPlaceholder') })}
    ${chainField(view, 'fromChain', t('fromChainLabel'))}
    ${tokenField(view, 'fromToken', t('fromTokenLabel'), values.fromChain)}
    ${chainField(view, 'toChain', t('toChainLabel'))} ${tokenField(view, 'toToken', t('toTokenLabel'), values.toChain)}
    ${textField(view, 'referral', t('referralLabel'))} ${textField(view, 'affiliate', t('affiliateLabel'))}
    ${textField(view, 'minUsd', t('minUsdLabel'), { type: 'number' })}
    ${textField(view, 'maxUsd', t('maxUsdLabel'), { type: 'number' })} ${dateField(view, 'start', t('startLabel'))}
    ${dateField(view, 'end', t('endLabel'))}
    <div class="field check">
      <input
        id="filter-showTest"
        type="checkbox"
        .checked=${Boolean(values.showTest)}
        @change=${onChange(view, 'showTest')}
      />
      <label for="filter-showTest">${t('showTestLabel')}</label>
    </div>
    <div class="filter-actions">
      <button part="reset-button" class="action" type="button" @click=${() => view.reset()}>
        ${t('resetFilters')}
      </button>
    </div>
  </form>`;
}

/** After a reset: inputs typed into but not yet settled keep their text otherwise. */
export function resetTextInputs(root: ParentNode, values: FilterInput): void {
  for (const input of root.querySelectorAll<HTMLInputElement>('input[data-field]')) {
    input.value = String(values[input.dataset.field as FilterField] ?? '');
  }
}

const onChange = (view: FiltersView, field: FilterField) => (event: Event) => {
  const target = event.target as HTMLInputElement;
  view.set(field, target.type === 'checkbox' ? target.checked : target.value || undefined);
};

/** aria-invalid and aria-describedby of a field, and its problem. */
function problem(view: FiltersView, field: FilterField) {
  const message = view.errors[field];
  return {
    invalid: message ? 'true' : 'false',
    describedBy: message ? `error-${field}` : nothing,
  };
}

function fieldError(view: FiltersView, field: FilterField) {
  const message = view.errors[field];
  return message
    ? html`<p part="filter-error" class="error" id="error-${field}">${view.t(message.key, message.values)}</p>`
    : nothing;
}

function textField(
  view: FiltersView,
  field: FilterField,
  label: string,
  options: { type?: string; placeholder?: string } = {},
) {
  const value = view.values[field];
  const { invalid, describedBy } = problem(view, field);
  const number = options.type === 'number';
  return html`<div class="field">
    <label for="filter-${field}">${label}</label>
    <input
      id="filter-${field}"
      part="filter-input"
      data-field=${field}
      type=${options.type ?? 'text'}
      inputmode=${number ? 'decimal' : nothing}
      min=${number ? '0' : nothing}
      step=${number ? 'any' : nothing}
      placeholder=${options.placeholder ?? nothing}
      autocomplete="off"
      spellcheck="false"
      .value=${value === undefined || value === null ? '' : String(value)}
      aria-invalid=${invalid}
      aria-describedby=${describedBy}
      @input=${view.typing.input(field)}
    />
    ${fieldError(view, field)}
  </div>`;
}

function dateField(view: FiltersView, field: 'start' | 'end', label: string) {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(view.values[field] ?? '')?.[0] ?? '';
  const { invalid, describedBy } = problem(view, field);
  return html`<div class="field">
    <label for="filter-${field}">${label}</label>
    <input
      id="filter-${field}"
      part="filter-input"
      type="date"
      .value=${day}
      aria-invalid=${invalid}
      aria-describedby=${describedBy}
      @change=${onChange(view, field)}
    />
    ${fieldError(view, field)}
  </div>`;
}

function chains(view: FiltersView): { code: string; name: string }[] {
  const codes = new Set(view.tokens.map((t) => t.blockchain));
  for (const code of [view.values.fromChain, view.values.toChain]) if (code) codes.add(code);
  if (view.tokens.length === 0) for (const code of KNOWN_CHAINS) codes.add(code);
  const byName = collator(view.locale);
  return [...codes].map((code) => ({ code, name: chainName(code) })).sort((a, b) => byName.compare(a.name, b.name));
}

/** A labelled select of filter values, with its field problem; "any" (empty) first. */
function selectField(
  view: FiltersView,
  field: 'fromChain' | 'toChain' | 'fromToken' | 'toToken',
  label: string,
  any: string,
  options: unknown,
) {
  const value = view.values[field] ?? '';
  const { invalid, describedBy } = problem(view, field);
  return html`<div class="field">
    <label for="filter-${field}">${label}</label>
    <select
      id="filter-${field}"
      part="filter-input"
      aria-invalid=${invalid}
      aria-describedby=${describedBy}
      @change=${onChange(view, field)}
    >
      <option value="" ?selected=${!value}>${any}</option>
      ${options}
    </select>
    ${fieldError(view, field)}
  </div>`;
}

function chainField(view: FiltersView, field: 'fromChain' | 'toChain', label: string) {
  const value = view.values[field] ?? '';
  const options = chains(view).map(
    (c) => html`<option value=${c.code} ?selected=${c.code === value}>${c.name}</option>`,
  );
  return selectField(view, field, label, view.t('anyChain'), options);
}

function tokenField(view: FiltersView, field: 'fromToken' | 'toToken', label: string, chain: string | undefined) {
  const { t } = view;
  const value = view.values[field] ?? '';
  const known = view.tokens.some((token) => token.assetId === value);
  const byChain = new Map<string, Token[]>();
  for (const token of view.tokens) {
    if (chain && token.blockchain !== chain) continue;
    const list = byChain.get(token.blockchain);
    if (list) list.push(token);
    else byChain.set(token.blockchain, [token]);
  }
  const options = html`${
    value && !known ? html`<option value=${value} selected>${shorten(value, 18, 8)}</option>` : nothing
  }
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
  )}`;
  return selectField(view, field, label, t('anyToken'), options);
}
