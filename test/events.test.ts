import { expect, fixture, html } from '@open-wc/testing';
import {
  SwapCompleteEvent,
  SwapCopyEvent,
  SwapCountdownEndEvent,
  SwapDepositRestartEvent,
  SwapDepositSubmitEvent,
  SwapErrorEvent,
  SwapHistorySelectEvent,
  SwapQuoteChangeEvent,
  SwapQuoteConfirmEvent,
  SwapStatusChangeEvent,
} from '../src/events.js';
import { SwapApiError } from '../src/api/errors.js';
import '../src/elements/parts/swap-copy-button.js';
import '../src/elements/parts/swap-countdown.js';
import type { SwapCopyButton } from '../src/elements/parts/swap-copy-button.js';
import type { SwapCountdown } from '../src/elements/parts/swap-countdown.js';
import { quoteResponse } from './helpers/quotes.js';

const statusResponse = { status: 'SUCCESS', updatedAt: '2026-11-22T11:00:00Z', quoteResponse: null, swapDetails: null };

describe('events', () => {
  // [name, class, a made event]: every public event, each a class of its own with its name as `eventName`.
  const cases = [
    [
      'swap-quote-change',
      SwapQuoteChangeEvent,
      () => new SwapQuoteChangeEvent({ group: 'g', quoteResponse: quoteResponse({ dry: true }) }),
    ],
    [
      'swap-quote-confirm',
      SwapQuoteConfirmEvent,
      () => new SwapQuoteConfirmEvent({ group: 'g', quoteResponse: quoteResponse() }),
    ],
    [
      'swap-deposit-submit',
      SwapDepositSubmitEvent,
      () => new SwapDepositSubmitEvent({ group: 'g', depositAddress: 'a', txHash: '0x1', statusResponse }),
    ],
    [
      'swap-deposit-restart',
      SwapDepositRestartEvent,
      () => new SwapDepositRestartEvent({ group: 'g', depositAddress: 'a', memo: 'm' }),
    ],
    [
      'swap-status-change',
      SwapStatusChangeEvent,
      () => new SwapStatusChangeEvent({ group: 'g', status: 'SUCCESS', previousStatus: 'PROCESSING', statusResponse }),
    ],
    [
      'swap-complete',
      SwapCompleteEvent,
      () => new SwapCompleteEvent({ group: 'g', status: 'SUCCESS', statusResponse }),
    ],
    [
      'swap-history-select',
      SwapHistorySelectEvent,
      () =>
        new SwapHistorySelectEvent({
          group: 'g',
          transaction: {
            originAsset: 'a:b',
            destinationAsset: 'c:d',
            depositAddress: 'x',
            status: 'SUCCESS',
            createdAt: '2026-11-22T11:00:00Z',
            createdAtTimestamp: 1,
          },
        }),
    ],
    [
      'swap-error',
      SwapErrorEvent,
      () => new SwapErrorEvent({ group: 'g', error: new SwapApiError('network', 'offline'), operation: 'quote' }),
    ],
    ['swap-copy', SwapCopyEvent, () => new SwapCopyEvent({ value: '0xabc', ok: true })],
    ['swap-countdown-end', SwapCountdownEndEvent, () => new SwapCountdownEndEvent({ until: 1_000 })],
  ] as const;
  // The inner copy button and countdown know no group: their detail is only what happened.
  const partEvents: readonly string[] = ['swap-copy', 'swap-countdown-end'];

  for (const [name, EventClass, make] of cases) {
    it(`${name} bubbles out of a shadow root with its detail${partEvents.includes(name) ? '' : ' and group'}`, () => {
      const host = document.createElement('div');
      const inner = document.createElement('span');
      host.attachShadow({ mode: 'open' }).append(inner);
      document.body.append(host);
      const received: Event[] = [];
      document.addEventListener(name, (e) => received.push(e), { once: true });
      const event = make();
      inner.dispatchEvent(event);
      host.remove();
      expect(EventClass.eventName).to.equal(name);
      expect(received).to.have.length(1);
      expect(received[0]).to.be.instanceOf(EventClass);
      const got = received[0] as CustomEvent<Record<string, unknown>>;
      expect(got.type).to.equal(name);
      expect(got.bubbles).to.equal(true);
      expect(got.composed).to.equal(true);
      expect(got.detail).to.equal(event.detail);
      if (partEvents.includes(name)) expect(got.detail).to.not.have.property('group');
      else expect(got.detail.group).to.equal('g');
    });
  }

  it('carries the detail it was made with for the part events', () => {
    expect(new SwapCopyEvent({ value: 'v', ok: false }).detail).to.deep.equal({ value: 'v', ok: false });
    expect(new SwapCountdownEndEvent({ until: '2026-11-22T12:00:00Z' }).detail).to.deep.equal({
      until: '2026-11-22T12:00:00Z',
    });
    const change = new SwapStatusChangeEvent({ group: 'g', status: 'PROCESSING', statusResponse });
    expect(change.detail.status).to.equal('PROCESSING');
    expect(change.detail.previousStatus).to.equal(undefined);
  });

  it('<swap-copy-button> fires a SwapCopyEvent with { value, ok }', async () => {
    const el = await fixture<SwapCopyButton>(html`<swap-copy-button value="0xabc"></swap-copy-button>`);
    const original = navigator.clipboard.writeText;
    Object.defineProperty(navigator.clipboard, 'writeText', { configurable: true, value: () => Promise.resolve() });
    try {
      const fired = new Promise<Event>((resolve) => document.addEventListener('swap-copy', resolve, { once: true }));
      el.shadowRoot!.querySelector('button')!.click();
      const event = await fired;
      expect(event).to.be.instanceOf(SwapCopyEvent);
      expect((event as SwapCopyEvent).detail).to.deep.equal({ value: '0xabc', ok: true });
    } finally {
      Object.defineProperty(navigator.clipboard, 'writeText', { configurable: true, value: original });
    }
  });

  it('<swap-countdown> fires one SwapCountdownEndEvent with its until at zero', async () => {
    let now = Date.UTC(2026, 10, 22, 12);
    const until = now + 5_000;
    const el = await fixture<SwapCountdown>(
      html`<swap-countdown .clock=${() => now} .until=${until}></swap-countdown>`,
    );
    const received: Event[] = [];
    const listener = (e: Event) => received.push(e);
    document.addEventListener('swap-countdown-end', listener);
    try {
      await el.updateComplete;
      expect(received, 'nothing before zero').to.have.length(0);
      now = until;
      el.clock = () => now;
      await el.updateComplete;
      await el.updateComplete;
      expect(received).to.have.length(1);
      expect(received[0]).to.be.instanceOf(SwapCountdownEndEvent);
      expect((received[0] as SwapCountdownEndEvent).detail).to.deep.equal({ until });
    } finally {
      document.removeEventListener('swap-countdown-end', listener);
    }
  });
});
