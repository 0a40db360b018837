import { html, css } from 'lit';
import { DefaultingElement } from '../defaulting-element.js';
import { property, state } from '../decorators.js';
import { formatClock, formatDuration } from '../../core/time.js';
import { partStyles } from '../../styles/tokens.js';
import { Localize } from '../../controllers/localize.js';
import { commonMessages } from '../../i18n/en/common.js';
import { SwapCountdownEndEvent } from '../../events.js';

/**
 * A countdown to `until`. It ticks visually every second, but it is a `timer` (never announced by itself); a
 * screen reader reads the remaining time in words when it reaches it. Fires `swap-countdown-end` once at zero.
 * Internal building block of the swap elements: it speaks the language of the element whose shadow root holds it.
 *
 * @csspart clock - The ticking clock text.
 * @fires {SwapCountdownEndEvent} swap-countdown-end - When the time is up; `detail` is `{ until }`. Bubbles and is
 * composed.
 */
export class SwapCountdown extends DefaultingElement {
  static override styles = [
    partStyles,
    css`
      :host {
        display: inline;
      }
      [part='clock'] {
        font-variant-numeric: tabular-nums;
      }
    `,
  ];

  @state() private now = Date.now();

  /** ISO date-time or epoch milliseconds to count down to. */
  @property() until?: string | number;

  /** Language of the spoken remaining time (defaults to the host element's locale, else the inherited `lang`). */
  @property() locale?: string;

  private readonly words = new Localize(this, 'common', commonMessages, commonMessages);

  /** Clock source in epoch ms (tests and the simulator's manual clock replace it). */
  @property({ attribute: false }) clock: () => number = () => Date.now();

  private timer?: ReturnType<typeof setInterval>;
  private ended = false;

  override connectedCallback(): void {
    super.connectedCallback();
    this.timer = setInterval(() => (this.now = this.clock()), 1000);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearInterval(this.timer);
  }

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('until')) this.ended = false;
    if (changed.has('clock') || changed.has('until')) this.now = this.clock();
  }

  /** Milliseconds left (0 when past or unset). */
  get remainingMs(): number {
    const target = this.until === undefined ? NaN : new Date(this.until).getTime();
    return Number.isFinite(target) ? Math.max(0, target - this.now) : 0;
  }

  override updated(): void {
    if (this.until !== undefined && this.remainingMs === 0 && !this.ended) {
      this.ended = true;
      this.dispatchEvent(new SwapCountdownEndEvent({ until: this.until }));
    }
  }

  override render() {
    const left = this.remainingMs;
    const duration = formatDuration(left, this.locale || this.words.locale);
    return html`<span role="timer" aria-label=${this.words.t('countdownLabel', { duration })}
      ><span part="clock" aria-hidden="true">${formatClock(left)}</span></span
    >`;
  }
}

if (!customElements.get('swap-countdown')) customElements.define('swap-countdown', SwapCountdown);

declare global {
  interface HTMLElementTagNameMap {
    'swap-countdown': SwapCountdown;
  }
}
