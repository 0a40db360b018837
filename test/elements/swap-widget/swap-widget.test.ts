import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import '../../../src/elements/swap-widget/swap-widget.js';
import type { SwapWidget } from '../../../src/elements/swap-widget/swap-widget.js';
import type { StatusResponse } from '../../../src/api/schemas.js';
import { configure, getStore } from '../../../src/store/store.js';
import { BASE, ETH_USDC, WNEAR, addressOn, makeSim } from '../../simulator/helpers.js';
import { activate, openSwap } from '../swap-status/helpers.js';
import { fill, type } from '../swap-quote/helpers.js';
import { PROCESSING_MS, confirmMs } from '../../../src/simulator/lifecycle.js';
import {
  SwapCompleteEvent,
  SwapDepositRestartEvent,
  SwapDepositSubmitEvent,
  SwapErrorEvent,
  SwapQuoteChangeEvent,
  SwapQuoteConfirmEvent,
  SwapStatusChangeEvent,
} from '../../../src/events.js';
import { FakeTimers } from '../../helpers/fake-timers.js';
import { freshStore } from '../../helpers/fresh-store.js';

const EVENT_CLASSES: Record<string, abstract new (...args: never[]) => CustomEvent> = {
  'swap-deposit-restart': SwapDepositRestartEvent,
  'swap-quote-change': SwapQuoteChangeEvent,
  'swap-quote-confirm': SwapQuoteConfirmEvent,
  'swap-deposit-submit': SwapDepositSubmitEvent,
  'swap-status-change': SwapStatusChangeEvent,
  'swap-complete': SwapCompleteEvent,
  'swap-error': SwapErrorEvent,
};

const inner = (el: SwapWidget) =>
  [...el.shadowRoot!.querySelectorAll('swap-quote, swap-deposit, swap-status')].map((e) => e.localName);
const current = (el: SwapWidget) => el.shadowRoot!.querySelector('[aria-current="step"]')?.textContent?.trim();

describe('<swap-widget>', () => {
  beforeEach(() => {
    freshStore();
  });

  it('walks quote → deposit and status → done in one group, and starts over', async () => {
    const sim = makeSim();
    configure({ group: 'w', servicePublicKey: (await sim.info()).publicKey });
    const el = await fixture<SwapWidget>(
      html`<swap-widget group="w" base-url=${BASE} .fetch=${sim.fetch} .clock=${sim.clock.now}></swap-widget>`,
    );
    expect(inner(el)).to.deep.equal(['swap-quote']);
    expect(current(el)).to.equal('1. Quote');

    const { quote } = await openSwap(sim);
    await activate(sim, quote, 'w');
    await el.updateComplete;
    expect(inner(el)).to.deep.equal(['swap-deposit', 'swap-status']);
    expect(current(el)).to.equal('2. Deposit');

    const active = getStore('w').get().activeSwap!;
    getStore('w').recordStatus(active.depositAddress, active.memo, {
      correlationId: 'c',
      quoteResponse: quote,
      status: 'SUCCESS',
      updatedAt: new Date(sim.clock.now()).toISOString(),
      swapDetails: {},
    } as StatusResponse);
    await el.updateComplete;
    expect(inner(el)).to.deep.equal(['swap-status']);
    expect(current(el)).to.equal('3. Done');

    el.shadowRoot!.querySelector<HTMLButtonElement>('[part="new-swap"]')!.click();
    await el.updateComplete;
    expect(getStore('w').get().activeSwap).to.equal(undefined);
    expect(inner(el)).to.deep.equal(['swap-quote']);
  });

  it('passes its attributes and properties to the inner elements, and later attribute changes too', async () => {
    const sim = makeSim();
    const fees = [{ recipient: 'mywallet.near', fee: 25 }];
    const el = await fixture<SwapWidget>(
      html`<swap-widget
        base-url=${BASE}
        origin-asset=${ETH_USDC}
        destination-asset=${WNEAR}
        recipient=${addressOn('near', 2)}
        theme="dark"
        .fetch=${sim.fetch}
        .appFees=${fees}
      ></swap-widget>`,
    );
    const quote = el.shadowRoot!.querySelector('swap-quote')!;
    expect(quote.originAsset).to.equal(ETH_USDC);
    expect(quote.destinationAsset).to.equal(WNEAR);
    expect(quote.recipient).to.equal(addressOn('near', 2));
    expect(quote.theme).to.equal('dark');
    expect(quote.getAttribute('theme')).to.equal('dark');
    expect(quote.baseUrl).to.equal(BASE);
    expect(quote.appFees).to.deep.equal(fees);
    expect(quote.fetch).to.equal(sim.fetch);
    el.setAttribute('referral', 'mysite');
    el.amount = '25'; // a framework binding sets the property
    await el.updateComplete;
    expect(quote.referral).to.equal('mysite');
    expect(quote.amount).to.equal('25');
  });

  it('sends every documented event to the document, with its detail, through a whole swap', async () => {
    const sim = makeSim();
    configure({ group: 'w', servicePublicKey: (await sim.info()).publicKey });
    const timers = new FakeTimers();
    const el = await fixture<SwapWidget>(
      html`<swap-widget
        group="w"
        base-url=${BASE}
        origin-asset=${ETH_USDC}
        destination-asset=${WNEAR}
        recipient=${addressOn('near', 2)}
        refund-address=${addressOn('eth')}
        .fetch=${sim.fetch}
        .clock=${sim.clock.now}
        .scheduler=${timers}
      ></swap-widget>`,
    );
    const names = [
      'swap-quote-change',
      'swap-quote-confirm',
      'swap-deposit-submit',
      'swap-status-change',
      'swap-complete',
      'swap-error',
    ] as const;
    const seen: CustomEvent[] = [];
    const record = (event: Event) => seen.push(event as CustomEvent);
    for (const name of names) document.addEventListener(name, record);
    const of = (name: string) => seen.filter((event) => event.type === name);
    const shadow = (tag: string) => el.shadowRoot!.querySelector(tag)!.shadowRoot!;
    try {
      const quote = el.shadowRoot!.querySelector('swap-quote')!;
      await waitUntil(() => quote.shadowRoot!.querySelector('#amount'), 'the form did not render');

      // Too small for the route: the service says so.
      await type(quote, '#amount', '0.000001');
      await waitUntil(() => of('swap-error').length === 1, 'no swap-error', { timeout: 3000 });
      expect(of('swap-error')[0]!.detail.operation).to.equal('quote');

      await fill(quote, '#amount', '100');
      await waitUntil(() => of('swap-quote-change').length === 1, 'no swap-quote-change', { timeout: 3000 });
      expect(of('swap-quote-change')[0]!.detail.quoteResponse.quoteRequest).to.include({
        dry: true,
        amount: '100000000',
      });

      await waitUntil(() => quote.shadowRoot!.querySelector('[part=quote]'), 'no quote shown');
      quote.shadowRoot!.querySelector<HTMLButtonElement>('[part~=confirm-button]')!.click();
      await waitUntil(() => of('swap-quote-confirm').length === 1, 'no swap-quote-confirm', { timeout: 3000 });
      const active = getStore('w').get().activeSwap!;
      const confirmed = of('swap-quote-confirm')[0]!.detail.quoteResponse;
      expect(confirmed.quote.depositAddress).to.equal(active.depositAddress);
      expect(confirmed.quoteRequest).to.include({ dry: false, amount: '100000000' });
      expect(inner(el)).to.deep.equal(['swap-deposit', 'swap-status']);

      // The status element checks at once.
      await waitUntil(() => of('swap-status-change').length === 1, 'no first status', { timeout: 3000 });
      await waitUntil(() => shadow('swap-deposit').querySelector('[part=tx-hash-input]'), 'no hash form');
      const hash = `0x${'ab'.repeat(32)}`;
      const input = shadow('swap-deposit').querySelector<HTMLInputElement>('[part=tx-hash-input]')!;
      input.value = hash;
      input.dispatchEvent(new Event('input'));
      shadow('swap-deposit').querySelector<HTMLButtonElement>('[part=submit-button]')!.click();
      await waitUntil(() => of('swap-deposit-submit').length === 1, 'no swap-deposit-submit', { timeout: 3000 });
      expect(of('swap-deposit-submit')[0]!.detail).to.include({ depositAddress: active.depositAddress, txHash: hash });

      sim.deposit({ depositAddress: active.depositAddress, amount: confirmed.quote.amountIn });
      sim.clock.advance(confirmMs('eth') + PROCESSING_MS);
      while (of('swap-complete').length === 0) {
        await waitUntil(() => timers.pending.length === 1, 'no status check scheduled', { timeout: 3000 });
        const before = of('swap-status-change').length;
        timers.fire();
        await waitUntil(() => of('swap-status-change').length > before || of('swap-complete').length > 0);
      }
      expect(of('swap-complete')[0]!.detail.status).to.equal('SUCCESS');
      expect(of('swap-status-change').at(-1)!.detail.status).to.equal('SUCCESS');
      await el.updateComplete;
      expect(current(el)).to.equal('3. Done');

      for (const name of names) {
        expect(of(name).length, name).to.be.greaterThan(0);
        for (const event of of(name)) {
          expect(event, name).to.be.instanceOf(EVENT_CLASSES[name]);
          expect(event.target, `${name} comes from the widget`).to.equal(el);
          expect(event.detail.group, name).to.equal('w');
        }
      }
    } finally {
      for (const name of names) document.removeEventListener(name, record);
    }
  });
  it('sends swap-deposit-restart to the document when the expired deposit step asks for a new quote', async () => {
    const sim = makeSim();
    configure({ group: 'w', servicePublicKey: (await sim.info()).publicKey });
    const el = await fixture<SwapWidget>(
      html`<swap-widget
        group="w"
        base-url=${BASE}
        .fetch=${sim.fetch}
        .clock=${sim.clock.now}
        .scheduler=${new FakeTimers()}
      ></swap-widget>`,
    );
    const { quote, depositAddress } = await openSwap(sim);
    await activate(sim, quote, 'w');
    await el.updateComplete;
    const deposit = el.shadowRoot!.querySelector('swap-deposit')!;
    await waitUntil(() => deposit.shadowRoot!.querySelector('[part~=deposit-address]'), 'the deposit step');
    sim.clock.advance(2 * 3_600_000); // past the deadline: the address takes no more funds
    deposit.requestUpdate();
    await waitUntil(() => deposit.shadowRoot!.querySelector('[part=expired] [part=new-quote-button]'), 'not expired');

    const seen: CustomEvent[] = [];
    const record = (event: Event) => seen.push(event as CustomEvent);
    document.addEventListener('swap-deposit-restart', record);
    try {
      deposit.shadowRoot!.querySelector<HTMLButtonElement>('[part=expired] [part=new-quote-button]')!.click();
      await el.updateComplete;
    } finally {
      document.removeEventListener('swap-deposit-restart', record);
    }
    expect(seen).to.have.length(1);
    expect(seen[0]).to.be.instanceOf(EVENT_CLASSES['swap-deposit-restart']);
    expect(seen[0]!.target, 'from the widget').to.equal(el);
    expect(seen[0]!.detail).to.deep.equal({ group: 'w', depositAddress, memo: undefined });
    expect(getStore('w').get().activeSwap).to.equal(undefined);
    expect(inner(el)).to.deep.equal(['swap-quote']);
    expect(current(el)).to.equal('1. Quote');
  });
  it('declares in custom-elements.json every attribute <swap-quote> has, interval, and the events tested above', async () => {
    type Declaration = { tagName?: string; attributes?: { name: string }[]; events?: { name: string }[] };
    const manifest = (await (await fetch(new URL('../../../custom-elements.json', import.meta.url))).json()) as {
      modules: { declarations?: Declaration[] }[];
    };
    const declared = (tag: string) => manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === tag)!; // prettier-ignore
    const widget = declared('swap-widget');
    const attributes = widget.attributes!.map((a) => a.name);
    const quoteAttributes = declared('swap-quote').attributes!.map((a) => a.name);
    expect(quoteAttributes).to.include.members(['origin-asset', 'amount', 'recipient', 'refund-address', 'swap-type']);
    expect(attributes).to.include.members([...quoteAttributes, 'interval']);
    expect(widget.events!.map((e) => e.name)).to.have.members(Object.keys(EVENT_CLASSES));
  });
});
