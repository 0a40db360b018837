// A searchable token picker following the ARIA editable combobox with a listbox popup (APG "list autocomplete"):
// the input filters, the arrows move a virtual focus (aria-activedescendant), Enter picks, Escape closes. It is a
// controller that renders into its host's shadow root (views/token-combobox.view.ts draws it), so the host's labels,
// hints and errors share one id space.
// Without a query the list starts with the tokens this device used lately and the site's featured ones (labelled
// groups; the arrows move across them); a query shows the matches best first, under their chains.
// The built-in chain and token logos (src/icons/logos.ts) are a chunk of their own, asked for the first time a picker
// opens: a page pays for them only once someone looks for a token.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Token } from '../../../api/schemas.js';
import { chainName } from '../../../core/assets.js';
import { groupByChain } from '../../../core/token-filters.js';
import { logosModule } from '../../../controllers/lazy-module.js';
import { recentTokens, rememberToken, type TokenSide } from '../../../store/recent-tokens.js';
import { chainIcon, renderTokenLogo, tokenIcon, type TokenIconFn } from '../../parts/views/token-logo.view.js';
import { matchTokens } from '../token-search.model.js';
import { renderTokenCombobox, type OptionGroup, type TokenComboboxView } from '../views/token-combobox.view.js';

export type { TokenComboboxView } from '../views/token-combobox.view.js';

/** What the page sets for the pickers (the form's properties of these names). */
export interface TokenPickerInput {
  /** Icon URL template ({blockchain}, {symbol}, {contractAddress}, {assetId}). */
  tokenIcons?: string;
  tokenIcon?: TokenIconFn;
  /** Asset ids shown first, in this order. */
  featuredTokens?: readonly string[];
}

type Host = ReactiveControllerHost & HTMLElement & TokenPickerInput & { renderRoot: HTMLElement | DocumentFragment };

export class TokenComboboxController implements ReactiveController {
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

  /** Asks for the built-in logos (once per page; a failed load is asked again at the next opening). */
  private loadLogos(): void {
    if (logosModule.current) return;
    logosModule.load().then(
      () => this.host.requestUpdate(),
      () => undefined, // the monograms stay
    );
  }

  private openList(view: TokenComboboxView, at: 'selected' | 'first' | 'last'): void {
    this.open = true;
    this.loadLogos();
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
    const logos = logosModule.current;
    return renderTokenLogo(
      token,
      tokenIcon({ template: tokenIcons, icon }, token, logos),
      () => this.host.requestUpdate(),
      chainIcon(token, logos),
    );
  }

  private onInput(view: TokenComboboxView, event: InputEvent): void {
    this.query = (event.target as HTMLInputElement).value;
    this.open = true;
    this.loadLogos();
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
    const selected = view.tokens.find((t) => t.assetId === view.value);
    let groups: OptionGroup[] = [];
    if (!view.locked && !view.unavailable) {
      groups = this.open ? this.groups(view) : [];
      this.shown = groups.flatMap((g) => g.tokens);
      if (this.active >= this.shown.length) this.active = this.shown.length - 1;
    }
    return renderTokenCombobox(
      view,
      { id: this.id, open: this.open, query: this.query, active: this.active, selected, groups },
      {
        logo: (token) => this.logo(token),
        input: (event) => this.onInput(view, event),
        keydown: (event) => this.onKeydown(view, event),
        click: () => (this.open ? undefined : this.openList(view, 'selected')),
        blur: () => this.close(),
        toggle: () => {
          if (this.open) this.close();
          else this.openList(view, 'selected');
          (this.host.renderRoot.querySelector(`#${this.id}-input`) as HTMLInputElement | null)?.focus();
        },
        pick: (token) => this.pick(token),
        hover: (index) => (index === this.active ? undefined : this.setActive(index)),
      },
    );
  }
}
