// Issue 50 (o4, item 1): <swap-orders> loads without <swap-order>, which it fetches only when an order is opened; a
// page that shows the order itself (preventDefault on swap-order-select) never fetches it; a failed fetch says so
// with a retry, and the retry shows the order. Nothing in this file imports <swap-order> (its test helpers do).
import { expect, fixture, html } from '@open-wc/testing';
import { nothing } from 'lit';
import { createOrder } from '../../../src/api/orders.js';
import { SwapOrders } from '../../../src/elements/swap-orders/swap-orders.js';
import type { Simulator } from '../../../src/simulator/app.js';
import { getStore } from '../../../src/store/store.js';
import { de } from '../../../src/i18n/de.js';
import type { Messages } from '../../../src/i18n/messages.js';
import { overflowingBoxes } from '../../helpers/fits-width.js';
import { freshStore } from '../../helpers/fresh-store.js';
import { normText } from '../../helpers/mount.js';
import { waitUntil } from '../../helpers/wait-until.js';
import { BASE, clientFor, makeSim, orderRequest } from '../../simulator/helpers.js';

describe('<swap-orders> fetches <swap-order> only when an order is opened', () => {
  const realFetch = SwapOrders.fetchOrderElement;
  let sim: Simulator;
  let apiKey: string;
  let fetches: string[];

  beforeEach(async () => {
    freshStore();
    sim = makeSim();
    apiKey = await sim.issueToken('demo-partner');
    await createOrder(clientFor(sim, apiKey), orderRequest({ price: '5.25' }));
    fetches = [];
  });
  afterEach(() => (SwapOrders.fetchOrderElement = realFetch));

  async function mount(attrs: { width?: number; messages?: Messages } = {}) {
    const events: CustomEvent[] = [];
    const wrapper = await fixture<HTMLDivElement>(
      html`<div lang="en-US" style=${attrs.width ? `width: ${attrs.width}px` : nothing}>
        <swap-orders
          .fetch=${sim.fetch}
          .clock=${sim.clock.now}
          .apiKey=${apiKey}
          .messages=${attrs.messages}
          base-url=${BASE}
          @swap-order-select=${(e: Event) => events.push(e as CustomEvent)}
        ></swap-orders>
      </div>`,
    );
    const el = wrapper.querySelector<SwapOrders>('swap-orders')!;
    await waitUntil(() => getStore(el.group).get().tokens.state === 'ready', 'tokens');
    await el.requestComplete;
    const root = el.shadowRoot!;
    return {
      el,
      events,
      $: <E extends HTMLElement>(s: string) => root.querySelector<E>(s),
      text: (s: string) => normText(root.querySelector(s)?.textContent),
    };
  }

  it('a page that shows the order itself (preventDefault) keeps the list and fetches nothing', async () => {
    expect(customElements.get('swap-order'), 'defined with the list').to.equal(undefined);
    SwapOrders.fetchOrderElement = () => (fetches.push('fetch'), realFetch());
    const m = await mount();
    m.el.addEventListener('swap-order-select', (e) => e.preventDefault());
    m.$('[part=open-button]')!.click();
    await m.el.updateComplete;
    expect(m.events.map((e) => [e.type, e.cancelable, e.defaultPrevented])).to.deep.equal([
      ['swap-order-select', true, true],
    ]);
    expect(fetches).to.deep.equal([]);
    expect(m.$('[part=list]')).to.not.equal(null);
    expect(m.$('[part=opened]')).to.equal(null);
    expect(customElements.get('swap-order')).to.equal(undefined);
  });

  it('opening fetches it: a failed fetch says so with a retry (320 px, axe, German); the retry shows the order', async () => {
    expect(customElements.get('swap-order'), 'defined with the list').to.equal(undefined);
    SwapOrders.fetchOrderElement = () => {
      fetches.push('failed');
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    };
    const m = await mount({ width: 320 });
    expect(m.text('[part=summary]')).to.equal('Sell wNEAR: 2 @ 5.25 USDC');
    m.$('[part=open-button]')!.click();
    await waitUntil(() => m.$('[part=order-error]'), 'no failure sentence');
    expect(fetches).to.deep.equal(['failed']);
    expect(m.events[0]!.detail.order.attributes.side).to.equal('SELL');
    expect(m.$('[part=order-error]')!.getAttribute('role')).to.equal('alert');
    expect(m.text('[part=order-error]')).to.equal(
      'The order could not be loaded. Check your connection and try again.',
    );
    expect(m.text('[part=order-retry]')).to.equal('Try again');
    expect(m.text('[part=back-button]')).to.equal('Back to your orders');
    expect(m.$('[part=list]'), 'the list gives way to the order').to.equal(null);
    expect(customElements.get('swap-order')).to.equal(undefined);
    expect(overflowingBoxes(m.el)).to.deep.equal([]);
    await expect(m.el).to.be.accessible();
    m.el.theme = 'dark';
    await m.el.updateComplete;
    await expect(m.el).to.be.accessible();
    m.el.messages = de;
    await m.el.updateComplete;
    expect(m.text('[part=order-error]')).to.equal(
      'Die Order konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    );
    expect(m.text('[part=order-retry]')).to.equal('Erneut versuchen');
    expect(overflowingBoxes(m.el)).to.deep.equal([]);
    m.el.messages = undefined;
    m.el.theme = undefined;

    // Back on line: "Loading the order…" while it is fetched (held here), then the order in its own <swap-order>.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    SwapOrders.fetchOrderElement = () => (fetches.push('retry'), held.then(realFetch));
    m.$('[part=order-retry]')!.click();
    await waitUntil(() => m.$('[part=order-loading]'), 'no loading line');
    expect(m.text('[part=order-loading]')).to.equal('Loading the order…');
    expect(m.$('[part=order-loading]')!.getAttribute('role')).to.equal('status');
    expect(m.$('[part=order-error]')).to.equal(null);
    release();
    await waitUntil(() => m.$('swap-order'), 'no order shown');
    expect(fetches).to.deep.equal(['failed', 'retry']);
    expect(customElements.get('swap-order')).to.not.equal(undefined);
    const inner = m.$('swap-order')!;
    expect(inner.getAttribute('order-id')).to.equal(m.events[0]!.detail.order.id);
    await waitUntil(
      () => normText(inner.shadowRoot?.querySelector('[part=fill-status]')?.textContent) === 'Waiting for the deposit',
      'the opened order shows its fill status',
    );
    expect(normText(inner.shadowRoot!.querySelector('[part=deposit-address]')?.textContent)).to.equal(
      m.events[0]!.detail.order.attributes.depositAddress,
    );
    expect(overflowingBoxes(m.el)).to.deep.equal([]);
    await expect(m.el).to.be.accessible();

    // Back to the list: the same orders, the title focused.
    m.$('[part=back-button]')!.click();
    await m.el.updateComplete;
    expect(m.$('swap-order')).to.equal(null);
    expect(m.text('[part=summary]')).to.equal('Sell wNEAR: 2 @ 5.25 USDC');
    expect(m.el.shadowRoot!.activeElement?.getAttribute('part')).to.equal('title');
  });
});
