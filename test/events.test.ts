import { expect } from '@open-wc/testing';
import {
  SwapCompleteEvent,
  SwapDepositSubmitEvent,
  SwapErrorEvent,
  SwapHistorySelectEvent,
  SwapQuoteChangeEvent,
  SwapQuoteConfirmEvent,
  SwapStatusChangeEvent,
} from '../src/events.js';
import { SwapApiError } from '../src/api/errors.js';
import { quoteResponse } from './helpers/quotes.js';

const statusResponse = { status: 'SUCCESS', updatedAt: '2026-11-22T11:00:00Z', quoteResponse: null, swapDetails: null };

describe('events', () => {
  const cases = [
    ['swap-quote-change', () => new SwapQuoteChangeEvent({ group: 'g', quoteResponse: quoteResponse({ dry: true }) })],
    ['swap-quote-confirm', () => new SwapQuoteConfirmEvent({ group: 'g', quoteResponse: quoteResponse() })],
    [
      'swap-deposit-submit',
      () => new SwapDepositSubmitEvent({ group: 'g', depositAddress: 'a', txHash: '0x1', statusResponse }),
    ],
    ['swap-status-change', () => new SwapStatusChangeEvent({ group: 'g', status: 'SUCCESS', statusResponse })],
    ['swap-complete', () => new SwapCompleteEvent({ group: 'g', status: 'SUCCESS', statusResponse })],
    [
      'swap-history-select',
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
      () => new SwapErrorEvent({ group: 'g', error: new SwapApiError('network', 'offline'), operation: 'quote' }),
    ],
  ] as const;

  for (const [name, make] of cases) {
    it(`${name} bubbles out of a shadow root with its detail and group`, () => {
      const host = document.createElement('div');
      const inner = document.createElement('span');
      host.attachShadow({ mode: 'open' }).append(inner);
      document.body.append(host);
      const received: CustomEvent[] = [];
      document.addEventListener(name, (e) => received.push(e as CustomEvent), { once: true });
      const event = make();
      inner.dispatchEvent(event);
      host.remove();
      expect(received).to.have.length(1);
      expect(received[0]!.type).to.equal(name);
      expect(received[0]!.bubbles).to.equal(true);
      expect(received[0]!.composed).to.equal(true);
      expect(received[0]!.detail.group).to.equal('g');
      expect(received[0]!.detail).to.equal(event.detail);
      expect(received[0]).to.be.instanceOf(CustomEvent);
    });
  }
});
