import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/elements/parts/swap-copy-button.js';
import '../../src/elements/parts/swap-countdown.js';
import type { SwapCopyButton } from '../../src/elements/parts/swap-copy-button.js';
import type { SwapCountdown } from '../../src/elements/parts/swap-countdown.js';

describe('parts', () => {
  describe('<swap-copy-button>', () => {
    it('is accessible, copies its value and announces it', async () => {
      const el = await fixture<SwapCopyButton>(
        html`<swap-copy-button value="0xabc" label="Copy deposit address"></swap-copy-button>`,
      );
      await expect(el).to.be.accessible();
      let copied: string | undefined;
      const original = navigator.clipboard.writeText;
      Object.defineProperty(navigator.clipboard, 'writeText', {
        configurable: true,
        value: (text: string) => ((copied = text), Promise.resolve()),
      });
      try {
        const button = el.shadowRoot!.querySelector('button')!;
        expect(button.getAttribute('aria-label')).to.equal('Copy deposit address');
        setTimeout(() => button.click());
        const event = await oneEvent(el, 'swap-copy');
        expect(event.detail).to.deep.equal({ value: '0xabc', ok: true });
        await el.updateComplete;
        expect(copied).to.equal('0xabc');
        expect(el.shadowRoot!.querySelector('[role=status]')!.textContent).to.equal('Copied');
      } finally {
        Object.defineProperty(navigator.clipboard, 'writeText', { configurable: true, value: original });
      }
    });

    it('tells how to copy by hand when the clipboard refuses', async () => {
      const el = await fixture<SwapCopyButton>(html`<swap-copy-button value="x"></swap-copy-button>`);
      const original = navigator.clipboard.writeText;
      const exec = document.execCommand;
      Object.defineProperty(navigator.clipboard, 'writeText', {
        configurable: true,
        value: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
      });
      document.execCommand = () => false;
      try {
        setTimeout(() => el.shadowRoot!.querySelector('button')!.click());
        const event = await oneEvent(el, 'swap-copy');
        expect(event.detail.ok).to.equal(false);
        await el.updateComplete;
        expect(el.shadowRoot!.querySelector('[role=status]')!.textContent).to.contain('copy it by hand');
      } finally {
        Object.defineProperty(navigator.clipboard, 'writeText', { configurable: true, value: original });
        document.execCommand = exec;
      }
    });
  });

  describe('<swap-countdown>', () => {
    it('shows the clock, names the time in words, and fires once at zero', async () => {
      let now = Date.UTC(2026, 10, 22, 12);
      const until = new Date(now + 65_000).toISOString();
      const el = await fixture<SwapCountdown>(
        html`<swap-countdown .clock=${() => now} until=${until} locale="en"></swap-countdown>`,
      );
      await expect(el).to.be.accessible();
      expect(el.shadowRoot!.querySelector('[part=clock]')!.textContent).to.equal('1:05');
      const timer = el.shadowRoot!.querySelector('[role=timer]')!;
      expect(timer.getAttribute('aria-label')).to.equal('1 minute 5 seconds');
      expect(timer.getAttribute('aria-live')).to.equal(null, 'a timer is not announced every second');

      let ends = 0;
      el.addEventListener('swap-countdown-end', () => ends++);
      now += 65_000;
      el.clock = () => now;
      await el.updateComplete;
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('[part=clock]')!.textContent).to.equal('0:00');
      expect(ends).to.equal(1);
      el.requestUpdate();
      await el.updateComplete;
      expect(ends).to.equal(1);
    });
  });
});
