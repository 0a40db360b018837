// A searchable token picker following the ARIA editable combobox with a listbox popup (APG "list autocomplete"):
// the input filters, the arrows move a virtual focus (aria-activedescendant), Enter picks, Escape closes. It is a
// controller that renders into its host's shadow root, so the host's labels, hints and errors share one id space.
// Without a query the list starts with the tokens this device used lately and the site's featured ones (labelled
// groups; the arrows move across them); a query shows the matches best first, under their chains.
import { css, html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { live } from 'lit/directives/live.js';
import type { Token } from '../../../api/schemas.js';
import { chainName, groupByChain } from '../../../core/assets.js';
import { formatUsd } from '../../../core/amounts.js';
import { SwapQuoteConfirmEvent } from '../../../events.js';
import { recentTokens, rememberToken, type TokenSide } from '../../../store/recent-tokens.js';
import { renderTokenLogo, tokenIcon, tokenLogoStyles, type TokenIconFn } from '../../parts/views/token-logo.view.js';
import type { QuoteText } from '../quote-form.model.js';
import { matchTokens } from '../token-search.model.js';

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

/** What the page sets for the pickers (the form's properties of these names). */
export interface TokenPickerInput {
  /** Icon URL template ({blockchain}, {symbol}, {contractAddress}, {assetId}). */
  tokenIcons?: string;
  tokenIcon?: TokenIconFn;
  /** Asset ids shown first, in this order. */
  featuredTokens?: readonly string[];
}

type Host = ReactiveControllerHost & HTMLElement & TokenPickerInput & { renderRoot: HTMLElement | DocumentFragment };

interface OptionGroup {
  label: string;
  tokens: Token[];
}

export const tokenText = (token: Token): string => `${token.symbol} · ${chainName(token.blockchain)}`;

export class TokenCombobox implements ReactiveController {
  /** The popup is shown. */
  open = false;
  /** Text typed since the input got focus (undefined: the input shows the selected token). */
  query?: string;
  /** Index of the highlighted option in display order (-1: none). */
  active = -1;
  private scrollPending = false;
  private shown: Token[] = [];

  constructor(
    private readonly host: Host,
    /** The form's side, also the prefix of the element ids (unique within the host's shadow root). */
    readonly id: TokenSide,
    private readonly onSelect: (token: Token) => void,
    /** The page's picker settings; by default the host's properties of the same names. */
    private readonly input: () => TokenPickerInput = () => host,
  ) {
    host.addController(this);
    // A confirmed swap's token counts as used. Listened to for the host's whole life: <swap-widget> removes the
    // form as the confirmation activates the swap, before the event is sent.
    host.addEventListener(SwapQuoteConfirmEvent.eventName, (event) => {
      const request = (event as SwapQuoteConfirmEvent).detail.quoteResponse.quoteRequest;
      rememberToken(id, id === 'origin' ? request.originAsset : request.destinationAsset);
    });
  }

  hostUpdated(): void {
    if (!this.scrollPending) return;
    this.scrollPending = false;
    const option = this.host.renderRoot.querySelector(`#${this.id}-option-${this.active}`);
    option?.scrollIntoView?.({ block: 'nearest' });
  }

  /** Closes the popup and forgets the typed text (e.g. the host reversed the direction). */
  reset(): void {
    this.open = false;
    this.query = undefined;
    this.active = -1;
    this.host.requestUpdate();
  }

  private setActive(index: number): void {
    this.active = index;
    this.scrollPending = true;
    this.host.requestUpdate();
  }

  private openList(view: TokenComboboxView, at: 'selected' | 'first' | 'last'): void {
    this.open = true;
    const list = this.results(view);
    const selected = list.findIndex((t) => t.assetId === view.value);
    const index = at === 'last' ? list.length - 1 : at === 'selected' && selected >= 0 ? selected : 0;
    this.setActive(list.length ? index : -1);
  }

  private close(): void {
    this.open = false;
    this.query = undefined;
    this.active = -1;
    this.host.requestUpdate();
  }

  private pick(token: Token | undefined): void {
    this.close();
    if (!token) return;
    rememberToken(this.id, token.assetId);
    this.onSelect(token);
  }

  /**
   * The groups shown: for a query the matches best first, each run of one chain under its name; else "Recent" and
   * "Featured" (the allowed ones, in their order) before "All tokens", or the chains alone when there are neither.
   */
  private groups(view: TokenComboboxView): OptionGroup[] {
    const byChain = (tokens: readonly Token[]) =>
      groupByChain(tokens).map((g) => ({ label: g.name, tokens: g.tokens }));
    if (this.query) {
      const runs: (OptionGroup & { chain: string })[] = [];
      for (const token of matchTokens(view.tokens, this.query)) {
        const last = runs[runs.length - 1];
        if (last?.chain === token.blockchain) last.tokens.push(token);
        else runs.push({ chain: token.blockchain, label: chainName(token.blockchain), tokens: [token] });
      }
      return runs;
    }
    const known = (ids: readonly string[] = []) => ids.flatMap((id) => view.tokens.find((t) => t.assetId === id) ?? []);
    const recent = known(recentTokens(this.id));
    const featured = known(this.input().featuredTokens).filter((t) => !recent.includes(t));
    if (!recent.length && !featured.length) return byChain(view.tokens);
    return [
      { label: view.text('tokenGroupRecent'), tokens: recent },
      { label: view.text('tokenGroupFeatured'), tokens: featured },
      { label: view.text('tokenGroupAll'), tokens: byChain(view.tokens).flatMap((g) => g.tokens) },
    ].filter((g) => g.tokens.length);
  }

  /** The options in display order. */
  private results(view: TokenComboboxView): Token[] {
    return this.groups(view).flatMap((group) => group.tokens);
  }

  private logo(token: Token) {
    const { tokenIcons, tokenIcon: icon } = this.input();
    return renderTokenLogo(token, tokenIcon({ template: tokenIcons, icon }, token), () => this.host.requestUpdate());
  }

  private onInput(view: TokenComboboxView, event: InputEvent): void {
    this.query = (event.target as HTMLInputElement).value;
    this.open = true;
    this.setActive(this.results(view).length ? 0 : -1);
  }

  private onKeydown(view: TokenComboboxView, event: KeyboardEvent): void {
    const count = this.shown.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!this.open || event.altKey) this.openList(view, 'selected');
        else if (count) this.setActive(Math.min(this.active + 1, count - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (this.open && event.altKey) this.pick(this.shown[this.active]);
        else if (!this.open) this.openList(view, 'last');
        else if (count) this.setActive(Math.max(this.active - 1, 0));
        break;
      case 'PageDown':
        if (!this.open || !count) return;
        event.preventDefault();
        this.setActive(Math.min(this.active + 10, count - 1));
        break;
      case 'PageUp':
        if (!this.open || !count) return;
        event.preventDefault();
        this.setActive(Math.max(this.active - 10, 0));
        break;
      case 'Enter':
        // Never submits the form from the picker.
        event.preventDefault();
        if (this.open && this.active >= 0) this.pick(this.shown[this.active]);
        else if (!this.open) this.openList(view, 'selected');
        break;
      case 'Escape':
        if (this.open || this.query !== undefined) {
          event.preventDefault();
          // Keeps Escape from reaching a host page's dialog while the list is open.
          event.stopPropagation();
          this.close();
        }
        break;
      case 'Tab':
        if (this.open) this.close();
        break;
    }
  }

  render(view: TokenComboboxView) {
    const id = this.id;
    const selected = view.tokens.find((t) => t.assetId === view.value);
    const selectedText = selected ? tokenText(selected) : '';
    const logo = selected ? this.logo(selected) : nothing;
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
    const groups = this.open ? this.groups(view) : [];
    this.shown = groups.flatMap((g) => g.tokens);
    if (this.active >= this.shown.length) this.active = this.shown.length - 1;
    let index = 0;
    const activeId = this.open && this.active >= 0 ? `${id}-option-${this.active}` : '';
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
        aria-expanded=${this.open ? 'true' : 'false'}
        aria-controls="${id}-listbox"
        aria-activedescendant=${activeId || nothing}
        aria-describedby=${view.describedBy || nothing}
        aria-invalid=${view.invalid ? 'true' : 'false'}
        placeholder=${view.placeholder}
        .value=${live(this.query ?? selectedText)}
        @input=${(e: InputEvent) => this.onInput(view, e)}
        @keydown=${(e: KeyboardEvent) => this.onKeydown(view, e)}
        @click=${() => (this.open ? undefined : this.openList(view, 'selected'))}
        @focus=${(e: FocusEvent) => (e.target as HTMLInputElement).select()}
        @blur=${() => this.close()}
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
        aria-expanded=${this.open ? 'true' : 'false'}
        @mousedown=${(e: MouseEvent) => e.preventDefault()}
        @click=${() => {
          if (this.open) this.close();
          else this.openList(view, 'selected');
          (this.host.renderRoot.querySelector(`#${id}-input`) as HTMLInputElement | null)?.focus();
        }}
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
        ?hidden=${!this.open || this.shown.length === 0}
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
                  ?data-active=${i === this.active}
                  @click=${() => this.pick(token)}
                  @mousemove=${() => (i === this.active ? undefined : this.setActive(i))}
                >
                  ${this.logo(token)}
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
        this.open && this.shown.length === 0
          ? html`<div class="no-match" part="token-no-match">
              ${view.text('tokenNoMatch', { query: this.query ?? '' })}
            </div>`
          : nothing
      }
    </div>`;
  }
}

const shorten = (text: string): string => (text.length > 14 ? `${text.slice(0, 6)}…${text.slice(-4)}` : text);

/** The logos' own styles and their place in the picker (the logo spans an option's two rows). */
export const tokenPickerStyles = css`
  ${tokenLogoStyles}
  .option {
    grid-template-columns: auto auto 1fr auto;
    align-items: center;
  }
  .option > .logo {
    grid-row: 1 / span 2;
  }
  .option-contract {
    grid-column: 3;
  }
  .option-price {
    grid-column: 4;
  }
`;
