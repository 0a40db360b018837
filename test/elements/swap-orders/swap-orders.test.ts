// <swap-orders>: the visitor's orders from the order routes, each filter as the service's query, "Load more" with its
// cursor, opening an order, a failure's sentence, and its looks (German, 320 px, axe in both schemes).
import { expect, fixture, html } from '@open-wc/testing';
import { nothing } from 'lit';
import '../../../src/elements/swap-orders/swap-orders.js';
import type { SwapOrders } from '../../../src/elements/swap-orders/swap-orders.js';
import { PAGE_SIZE } from '../../../src/elements/swap-orders/orders-list.model.js';
import { de } from '../../../src/i18n/de.js';
import type { Messages } from '../../../src/i18n/messages.js';
import { getStore } from '../../../src/store/store.js';
import { freshStore } from '../../helpers/fresh-store.js';
import { overflowingBoxes } from '../../helpers/fits-width.js';
import { normText } from '../../helpers/mount.js';
import { waitUntil } from '../../helpers/wait-until.js';
import { BASE, makeSim } from '../../simulator/helpers.js';
import { orderService, RouteError, USDC, WNEAR, type Service } from '../swap-order/helpers.js';

async function seed(service: Service, count: number) {
  for (let i = 0; i < count; i++) {
    const order = await service.port.createOrder({
      baseAsset: WNEAR,
      quoteAsset: USDC,
      side: i % 2 ? 'BUY' : 'SELL',
      price: `${i + 1}`,
      quantity: '1000000000000000000000000',
    });
    if (i % 3 === 0) service.set(order.id, { fillStatus: 'FILLED', isPayoutStatusFinal: true });
  }
  service.calls.length = 0;
}

async function mount(service: Service, attrs: { theme?: 'light' | 'dark'; messages?: Messages; width?: number } = {}) {
  const sim = makeSim();
  const events: CustomEvent[] = [];
  const wrapper = await fixture<HTMLDivElement>(
    html`<div lang="en-US" style=${attrs.width ? `width: ${attrs.width}px` : nothing}>
      <swap-orders
        .fetch=${sim.fetch}
        .orders=${service.port}
        .messages=${attrs.messages}
        base-url=${BASE}
        theme=${attrs.theme ?? nothing}
        @swap-order-select=${(e: Event) => events.push(e as CustomEvent)}
        @swap-error=${(e: Event) => events.push(e as CustomEvent)}
      ></swap-orders>
    </div>`,
  );
  const el = wrapper.querySelector<SwapOrders>('swap-orders')!;
  const root = el.shadowRoot!;
  const settle = async () => {
    await waitUntil(() => getStore(el.group).get().tokens.state === 'ready', 'tokens');
    await el.requestComplete;
  };
  await settle();
  return {
    el,
    events,
    settle,
    $: <E extends HTMLElement>(s: string) => root.querySelector<E>(s)!,
    texts: (s: string) => [...root.querySelectorAll(s)].map((e) => normText(e.textContent)),
  };
}

describe('<swap-orders>', () => {
  beforeEach(() => freshStore());

  it('lists the orders newest first and pages on with the cursor', async () => {
    const service = orderService();
    await seed(service, PAGE_SIZE + 2);
    const m = await mount(service);
    expect(service.calls).to.deep.equal([{ route: 'list', body: { size: PAGE_SIZE } }]);
    expect(m.texts('[part=entry]')).to.have.length(PAGE_SIZE);
    expect(m.texts('[part=summary]')[0]).to.equal(`Buy wNEAR: 1 @ ${PAGE_SIZE + 2} USDC`);
    m.$('[part=more-button]').click();
    await m.settle();
    expect(service.calls[1]).to.deep.equal({ route: 'list', body: { size: PAGE_SIZE, after: `ord_3` } });
    expect(m.texts('[part=summary]').slice(-2)).to.deep.equal(['Buy wNEAR: 1 @ 2 USDC', 'Sell wNEAR: 1 @ 1 USDC']);
    expect(m.$('[part=more-button]')).to.equal(null);
  });

  it('asks the service for each filter and opens an order', async () => {
    const service = orderService();
    await seed(service, 4);
    const m = await mount(service);
    const select = m.$<HTMLSelectElement>('[part=filter]');
    select.value = 'open';
    select.dispatchEvent(new Event('change'));
    await m.el.updateComplete;
    await m.settle();
    expect(service.calls.at(-1)!.body).to.deep.equal({
      size: PAGE_SIZE,
      fillStatus: ['AWAITING_DEPOSIT', 'UNTRIGGERED', 'OPEN', 'PARTIALLY_FILLED'],
    });
    expect(m.texts('[part=fill-status]')).to.deep.equal(['Waiting for the deposit', 'Waiting for the deposit']);
    select.value = 'done';
    select.dispatchEvent(new Event('change'));
    await m.el.updateComplete;
    await m.settle();
    expect(service.calls.at(-1)!.body).to.deep.equal({ size: PAGE_SIZE, isPayoutStatusFinal: true });
    expect(m.texts('[part=fill-status]')).to.deep.equal(['Filled', 'Filled']);
    m.$('[part=open-button]').click();
    expect(m.events[0]!.type).to.equal('swap-order-select');
    expect(m.events[0]!.detail.order.id).to.equal('ord_4');
  });

  it('says why listing failed, and when there are none', async () => {
    const service = orderService();
    service.fail(new RouteError('authentication-required'));
    const m = await mount(service);
    expect(m.texts('[part=error]')).to.deep.equal([
      'Orders need this site to be signed in with the service. Please contact the site.',
    ]);
    expect(m.events.map((e) => e.type)).to.deep.equal(['swap-error']);
    const empty = await mount(orderService());
    expect(empty.texts('[part=empty]')).to.deep.equal(['No orders yet.']);
  });

  it('speaks German and fits 320 px', async () => {
    const service = orderService();
    await seed(service, PAGE_SIZE + 1);
    const m = await mount(service, { messages: de, width: 320 });
    expect(m.texts('[part=title]')).to.deep.equal(['Ihre Orders']);
    expect(m.texts('[part=more-button]')).to.deep.equal(['Mehr laden']);
    expect(overflowingBoxes(m.el)).to.deep.equal([]);
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`is axe-clean in ${theme}: list, empty, failed`, async () => {
      const service = orderService();
      await seed(service, PAGE_SIZE + 1);
      await expect((await mount(service, { theme })).el).to.be.accessible();
      await expect((await mount(orderService(), { theme })).el).to.be.accessible();
      const failing = orderService();
      failing.fail(new RouteError('internal-error'));
      await expect((await mount(failing, { theme })).el).to.be.accessible();
    });
  }
});
