// The token picker's template (the ARIA editable combobox with a listbox popup): what TokenComboboxController
// decided (open, the highlighted option, the groups shown) drawn, every user action handed back to it.
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { Token } from '../../../api/schemas.js';
import { chainName } from '../../../core/assets.js';
import { formatUsd } from '../../../core/amounts.js';
import type { QuoteText } from '../quote-form.model.js';

export interface TokenComboboxView {
  /** Tokens the page allows, in list order. */
  tokens: readonly Token[];
  /** The selected asset id. */
  value?: string;
  label: string;
  /** Id of the visible label element in the host. */
  labelId: string;
  placeholder: string;
  /** Ids of the hint/error elements that describe the input. */
  describedBy?: string;
  invalid?: boolean;
  /** Fixed by the page (lock-origin / lock-destination): shown, not editable. */
  locked?: boolean;
  /** No token list yet (loading or failed). */
  unavailable?: boolean;
  /** The host's "quote" messages. */
  text: QuoteText;
  /** The host's locale for prices. */
  locale?: string;
}

export interface OptionGroup {
  label: string;
  tokens: Token[];
}

/** The picker's state as its controller holds it. */
export interface ComboboxState {
  /** The form's side, also the prefix of the element ids. */
  id: string;
  open: boolean;
  query?: string;
  /** Index of the highlighted option in display order (-1: none). */
  active: number;
  selected?: Token;
  /** The groups shown (empty while closed). */
  groups: readonly OptionGroup[];
}

/** What the picker does on each user action. */
export interface ComboboxActions {
  logo(token: Token): TemplateResult;
  input(event: InputEvent): void;
  keydown(event: KeyboardEvent): void;
  click(): void;
  blur(): void;
  toggle(): void;
  pick(token: Token): void;
  hover(index: number): void;
}

export const tokenText = (token: Token): string => `${token.symbol} · ${chainName(token.blockchain)}`;

const shorten = (text: string): string => (text.length > 14 ? `${text.slice(0, 6)}…${text.slice(-4)}` : text);

export function renderTokenCombobox(view: TokenComboboxView, state: ComboboxState, on: ComboboxActions) {
  const { id, open, active, selected, groups } = state;
  const selectedText = selected ? tokenText(selected) : '';
  const logo = selected ? on.logo(selected) : nothing;
  if (view.locked || view.unavailable) {
    return html`<div class="combobox">
      ${logo}<input
        id="${id}-input"
        part="token-input"
        class="token-input"
        .value=${live(selected ? selectedText : (view.value ?? ''))}
        aria-labelledby=${view.labelId}
        readonly
        aria-readonly="true"
        aria-describedby=${view.describedBy || nothing}
        aria-invalid=${view.invalid ? 'true' : 'false'}
        placeholder=${view.unavailable ? view.text('tokensLoadingPlaceholder') : view.placeholder}
      />
    </div>`;
  }
  const shown = groups.reduce((n, g) => n + g.tokens.length, 0);
  let index = 0;
  const activeId = open && active >= 0 ? `${id}-option-${active}` : '';
  return html`<div class="combobox" part="token-combobox">
    ${logo}
    <input
      id="${id}-input"
      part="token-input"
      class="token-input"
      type="text"
      role="combobox"
      aria-labelledby=${view.labelId}
      autocomplete="off"
      spellcheck="false"
      aria-autocomplete="list"
      aria-expanded=${open ? 'true' : 'false'}
      aria-controls="${id}-listbox"
      aria-activedescendant=${activeId || nothing}
      aria-describedby=${view.describedBy || nothing}
      aria-invalid=${view.invalid ? 'true' : 'false'}
      placeholder=${view.placeholder}
      .value=${live(state.query ?? selectedText)}
      @input=${on.input}
      @keydown=${on.keydown}
      @click=${on.click}
      @focus=${(e: FocusEvent) => (e.target as HTMLInputElement).select()}
      @blur=${on.blur}
    />
    ${
      selected?.price != null
        ? html`<span class="token-price" part="token-price">${formatUsd(selected.price, view.locale)}</span>`
        : nothing
    }
    <button
      type="button"
      class="token-toggle"
      part="token-toggle"
      tabindex="-1"
      aria-label=${view.text('tokenToggleLabel', { label: view.label })}
      aria-controls="${id}-listbox"
      aria-expanded=${open ? 'true' : 'false'}
      @mousedown=${(e: MouseEvent) => e.preventDefault()}
      @click=${on.toggle}
    >
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
        <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" stroke-width="2" />
      </svg>
    </button>
    <div
      id="${id}-listbox"
      class="listbox"
      part="token-listbox"
      role="listbox"
      aria-label=${view.text('tokenListLabel', { label: view.label })}
      ?hidden=${!open || shown === 0}
      @mousedown=${(e: MouseEvent) => e.preventDefault()}
    >
      ${groups.map(
        (group, g) =>
          html`<div role="group" class="group" aria-labelledby="${id}-group-${g}">
            <div role="presentation" class="group-label" part="token-group-label" id="${id}-group-${g}">
              ${group.label}
            </div>
            ${group.tokens.map((token) => {
              const i = index++;
              // Keyboard use goes through the combobox (aria-activedescendant); the click is for pointers.
              // eslint-disable-next-line lit-a11y/click-events-have-key-events
              return html`<div
                role="option"
                id="${id}-option-${i}"
                class="option"
                part="token-option"
                aria-selected=${token.assetId === view.value ? 'true' : 'false'}
                ?data-active=${i === active}
                @click=${() => on.pick(token)}
                @mousemove=${() => on.hover(i)}
              >
                ${on.logo(token)}
                <span class="option-symbol">${token.symbol}</span>
                <span class="option-chain">${chainName(token.blockchain)}</span>
                ${
                  token.contractAddress
                    ? html`<span class="option-contract">${shorten(token.contractAddress)}</span>`
                    : nothing
                }
                <span class="option-price">${formatUsd(token.price, view.locale)}</span>
              </div>`;
            })}
          </div>`,
      )}
    </div>
    ${
      open && shown === 0
        ? html`<div class="no-match" part="token-no-match">
            ${view.text('tokenNoMatch', { query: state.query ?? '' })}
          </div>`
        : nothing
    }
  </div>`;
}
