import { html, css } from 'lit';
import { DefaultingElement } from '../defaulting-element.js';
import { property, state } from '../decorators.js';
import { partStyles } from '../../styles/tokens.js';
import { Localize } from '../../controllers/localize.js';
import { commonMessages } from '../../i18n/en/common.js';
import { SwapCopyEvent } from '../../events.js';

/**
 * A button that copies `value` to the clipboard and announces the result politely ("Copied" or how to copy by
 * hand). Internal building block of the swap elements: its words come from the common messages of the element whose
 * shadow root holds it (English when it stands alone).
 *
 * @csspart button - The button.
 * @fires {SwapCopyEvent} swap-copy - After a copy attempt; `detail` is `{ value, ok }`. Bubbles and is composed.
 */
export class SwapCopyButton extends DefaultingElement {
  static override styles = [
    partStyles,
    css`
      :host {
        display: inline-block;
      }
      button {
        border: 1px solid var(--_border);
        background: var(--_surface-raised);
        color: var(--_text);
        border-radius: var(--_radius-small);
        padding: 4px 10px;
        min-height: 32px;
        white-space: nowrap; /* "Kopieren" must not break into two lines in a narrow cell */
      }
      button:hover {
        border-color: var(--_accent);
      }
      .done {
        color: var(--_success);
      }
      .failed {
        color: var(--_danger);
      }
    `,
  ];

  @state() private result: 'idle' | 'copied' | 'failed' = 'idle';

  /** The text to copy. */
  @property() value = '';

  /** Accessible name of the button, e.g. "Copy deposit address" (defaults to the visible text). */
  @property() label?: string;

  /** Visible text of the button (defaults to "Copy" in the host's messages). */
  @property() text?: string;

  private readonly words = new Localize(this, 'common', commonMessages, commonMessages);

  private resetTimer?: ReturnType<typeof setTimeout>;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.resetTimer);
  }

  private async copy() {
    const ok = await copyText(this.value);
    this.result = ok ? 'copied' : 'failed';
    this.dispatchEvent(new SwapCopyEvent({ value: this.value, ok }));
    clearTimeout(this.resetTimer);
    this.resetTimer = setTimeout(() => (this.result = 'idle'), 4000);
  }

  override render() {
    const t = this.words.t;
    const text = this.text ?? t('copyButton');
    const message = this.result === 'copied' ? t('copied') : this.result === 'failed' ? t('copyFailed') : '';
    return html`<button part="button" type="button" aria-label=${this.label ?? text} @click=${this.copy}>
        ${this.result === 'copied' ? t('copiedButton') : text}
      </button>
      <span class="visually-hidden" role="status" aria-live="polite">${message}</span>
      ${this.result === 'failed' ? html`<span class="failed" aria-hidden="true">${message}</span>` : ''}`;
  }
}

/** Copies with the async Clipboard API, falling back to a selected textarea where it is not allowed. */
export async function copyText(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = value;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}

if (!customElements.get('swap-copy-button')) customElements.define('swap-copy-button', SwapCopyButton);

declare global {
  interface HTMLElementTagNameMap {
    'swap-copy-button': SwapCopyButton;
  }
}
