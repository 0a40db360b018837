// <swap-order>: placing (checked field by field, sent as the service's JSON:API attributes), funding, following the
// fills and payouts (polled, paused while hidden, stopped at a final payout), cancelling after a confirmation that says
// exactly what comes back, each error code's sentence, and a reload mid-order.
import { expect } from '@open-wc/testing';
import type { Order } from '../../../src/elements/swap-order/order.model.js';
import { ORDERS_KEY, orderRecord } from '../../../src/store/orders.js';
import { freshStore } from '../../helpers/fresh-store.js';
import { controlVisibility } from '../../helpers/visibility.js';
import { makeSim } from '../../simulator/helpers.js';
import { fillForm, mount, orderService, place, RouteError, USDC, WNEAR } from './helpers.js';

const NEAR_1_5 = '1500000000000000000000000';

describe('<swap-order>', () => {
  let visibility: ReturnType<typeof controlVisibility>;
  beforeEach(() => {
    freshStore();
    visibility = controlVisibility();
  });
  afterEach(() => visibility.restore());

  it('checks every field before sending and says what is wrong with each', async () => {
    const service = orderService();
    const m = await mount(makeSim(), service.port);
    expect(m.text('[part=market]')).to.match(/^Market: \d/);
    await m.type('price', 'abc');
    await m.type('quantity', '0.0000000000000000000000001');
    await m.type('days', '0');
    m.$('[part=place-button]').click();
    await m.el.updateComplete;
    expect(m.texts('[part=check]')).to.deep.equal([
      'Enter the price as a number above zero, e.g. 3000.5.',
      'Enter the quantity as a number above zero with at most 24 decimals.',
      'Enter a whole number of days from 1 to 365.',
      'Enter the address that receives the tokens.',
      'Enter the address that gets the unfilled part back.',
    ]);
    expect(m.$('#price').getAttribute('aria-describedby')).to.equal('price-check');
    expect(m.el.shadowRoot!.activeElement?.id).to.equal('price');
    expect(service.calls).to.deep.equal([]);
  });

  it('places an order in the service form, saves its receipt and shows where to send exactly what', async () => {
    const sim = makeSim();
    const service = orderService();
    const m = await mount(sim, service.port);
    const id = await place(m);
    const sent = service.calls[0]!;
    expect(sent.route).to.equal('create');
    expect(sent.body).to.deep.include({
      baseAsset: WNEAR,
      quoteAsset: USDC,
      side: 'SELL',
      price: '3.25',
      quantity: NEAR_1_5,
      confidentiality: 'basic',
      timeInForce: 'GTC',
      deadline: new Date(sim.clock.now() + 7 * 86_400_000).toISOString(),
    });
    const placed = m.events.find((e) => e.type === 'swap-order-place')!;
    expect(placed.detail.order.id).to.equal(id);
    expect(m.text('[part=fill-status]')).to.equal('Waiting for the deposit');
    expect(m.text('[part=fund] p')).to.equal('Send exactly 1.5 wNEAR to this address:');
    expect(m.text('[part=deposit-address]')).to.equal('deposit-1.near');
    expect(orderRecord(id)?.placed.attributes).to.deep.include({ quantity: NEAR_1_5, price: '3.25' });
  });

  it('follows funding, each partial fill, the fill and the payout, then stops asking', async () => {
    const service = orderService();
    const m = await mount(makeSim(), service.port);
    const id = await place(m);
    service.fund(id, NEAR_1_5);
    await m.tick();
    expect(m.text('[part=fill-status]')).to.equal('Open: waiting to fill');
    expect(m.all('[part=fund]')).to.have.length(0); // past needing funds: no "send" any more
    expect(m.text('[part=deposited]')).to.equal('1.5 wNEAR');
    service.fill(id, '500000000000000000000000', '1625000');
    await m.tick();
    expect(m.text('[part=fill-status]')).to.equal('Partly filled');
    expect(m.texts('[part=fill]')).to.deep.equal(['0.5 wNEAR for 1.625 USDC']);
    service.fill(id, '1000000000000000000000000', '3250000');
    service.set(id, {
      payoutStatus: 'COMPLETED',
      isPayoutStatusFinal: true,
      payouts: { withdrawal: { status: 'COMPLETED', txHash: '0xabc123', amount: '4875000' } },
    });
    await m.tick();
    expect(m.text('[part=fill-status]')).to.equal('Filled');
    expect(m.text('[part=payout-status]')).to.equal('Paid out');
    expect(m.texts('[part=fill]')).to.deep.equal(['0.5 wNEAR for 1.625 USDC', '1 wNEAR for 3.25 USDC']);
    expect(m.text('[part=payout]')).to.match(/^Payout: completed 4\.875 USDC Transaction 0xabc123/);
    expect(m.timers.pending, 'no more checks after a final payout').to.have.length(0);
    const changes = m.events
      .filter((e) => e.type === 'swap-order-change')
      .map((e) => e.detail.order.attributes.fillStatus);
    expect(changes).to.deep.equal(['OPEN', 'PARTIALLY_FILLED', 'FILLED']);
    expect(orderRecord<Order>(id)?.latest.attributes.fillStatus).to.equal('FILLED');
  });

  it('asks nothing while the page is hidden and asks again when it shows', async () => {
    const service = orderService();
    const m = await mount(makeSim(), service.port);
    const id = await place(m);
    expect(m.timers.pending).to.have.length(1);
    visibility.set(true);
    expect(m.timers.pending).to.have.length(0);
    service.fund(id, NEAR_1_5);
    const before = service.calls.length;
    visibility.set(false);
    await m.settle();
    expect(service.calls.length).to.equal(before + 1);
    expect(m.text('[part=fill-status]')).to.equal('Open: waiting to fill');
  });

  it('cancels after a partial fill only once confirmed, saying the exact unfilled part and where it goes', async () => {
    const service = orderService();
    const m = await mount(makeSim(), service.port);
    const id = await place(m);
    service.fund(id, '1500000000000000000000001');
    service.fill(id, '500000000000000000000000', '1625000');
    await m.tick();
    m.$('[part=cancel-button]').click();
    await m.el.updateComplete;
    expect(m.text('[part=confirm-detail]')).to.equal(
      'Nothing more will fill. The unfilled part, 1.000000000000000000000001 wNEAR, goes back to alice.near (on the chain you sent from), less the refund fee. What has filled is paid out as usual.',
    );
    expect(service.calls.filter((c) => c.route === 'cancel')).to.have.length(0);
    m.$('[part=confirm-button]').click();
    await m.settle();
    expect(service.calls.filter((c) => c.route === 'cancel')).to.deep.equal([{ route: 'cancel', body: id }]);
    expect(m.text('[part=fill-status]')).to.equal('Cancelling…');
    expect(m.events.find((e) => e.type === 'swap-order-cancel')?.detail.order.id).to.equal(id);
    service.set(id, {
      fillStatus: 'CANCELED',
      payoutStatus: 'COMPLETED',
      isPayoutStatusFinal: true,
      payouts: {
        withdrawal: { status: 'COMPLETED', txHash: '0xout', amount: '1625000' },
        refund: { status: 'COMPLETED', txHash: 'refund-hash', amount: '1000000000000000000000001' },
      },
    });
    await m.tick();
    expect(m.text('[part=fill-status]')).to.equal('Cancelled');
    expect(m.texts('[part=payout]')[1]).to.match(
      /^Refund: completed 1\.000000000000000000000001 wNEAR Transaction refund-hash/,
    );
    expect(m.all('[part=cancel-button]')).to.have.length(0);
  });

  it('says each error code as a sentence; validation-failed marks its field', async () => {
    const expected: Record<string, string> = {
      'malformed-request': 'The order could not be read by the service. Nothing was placed; try again.',
      'request-rejected': 'The service refused this request. Nothing was placed.',
      'order-rejected': 'The service rejected this order (for example the pair or the price). Nothing was placed.',
      'authentication-required': 'Orders need this site to be signed in with the service. Please contact the site.',
      'client-generated-id': 'The order was sent with an id of its own, which the service does not allow.',
      'order-not-found': 'The service does not know this order.',
      'resource-type-mismatch': 'The order was sent in a form the service does not take.',
      'internal-error': 'The service had an internal error. Try again shortly.',
      'service-unavailable': 'The service is unavailable right now. Try again shortly.',
    };
    const service = orderService();
    const m = await mount(makeSim(), service.port);
    await fillForm(m);
    for (const [code, sentence] of Object.entries(expected)) {
      service.fail(new RouteError(code));
      m.$('[part=place-button]').click();
      await m.settle();
      expect(m.text('[part=error]'), code).to.equal(sentence);
    }
    service.fail(new RouteError('validation-failed', '/data/attributes/recipient'));
    m.$('[part=place-button]').click();
    await m.settle();
    expect(m.text('[part=error]')).to.equal('The service did not accept the order: check the marked field.');
    expect(m.texts('[part=check]')).to.deep.equal([
      'The service did not accept this address: check that it belongs to the chain you receive on.',
    ]);
    expect(m.$('#recipient').getAttribute('aria-invalid')).to.equal('true');
    const errors = m.events.filter((e) => e.type === 'swap-error');
    expect(errors.map((e) => (e.detail.error as RouteError).code)).to.deep.equal([
      ...Object.keys(expected),
      'validation-failed',
    ]);
    expect(errors.every((e) => e.detail.operation === 'order')).to.equal(true);
  });

  it('waits out a rate limit, then sends the order again', async () => {
    const service = orderService();
    const m = await mount(makeSim(), service.port);
    await fillForm(m);
    service.fail(new RouteError('rate-limit-exceeded', undefined, 12_000));
    m.$('[part=place-button]').click();
    await m.settle();
    expect(m.text('[part=error]')).to.equal('Too many requests right now. Trying again in 12 s.');
    expect(m.timers.nextDelay).to.equal(12_000);
    await m.tick();
    expect(service.calls.map((c) => c.route)).to.deep.equal(['create', 'create', 'get']);
    expect(m.text('[part=fill-status]')).to.equal('Waiting for the deposit');
  });

  it('finds the order again after a reload mid-order', async () => {
    const storage = freshStore();
    const service = orderService();
    const sim = makeSim();
    const first = await mount(sim, service.port, { width: 600 });
    const id = await place(first);
    service.fund(id, NEAR_1_5);
    service.fill(id, '500000000000000000000000', '1625000');
    await first.tick();
    first.el.remove(); // the old page goes

    freshStore(storage); // the reload: a new page over the same storage
    service.fail(new RouteError('service-unavailable'));
    const again = await mount(sim, service.port, { orderId: id });
    expect(again.text('[part=fill-status]')).to.equal('Partly filled');
    expect(again.texts('[part=fill]')).to.deep.equal(['0.5 wNEAR for 1.625 USDC']);
    expect(again.text('[part=check-failed]')).to.match(/^The service is unavailable right now\./);
    service.fill(id, '1000000000000000000000000', '3250000');
    await again.tick();
    expect(again.text('[part=fill-status]')).to.equal('Filled');
    expect(JSON.parse(storage.getItem(ORDERS_KEY)!)[id].latest.attributes.fillStatus).to.equal('FILLED');
  });

  it('shows what another tab learned of the order', async () => {
    const storage = freshStore();
    const service = orderService();
    const m = await mount(makeSim(), service.port);
    const id = await place(m);
    // Another tab (same storage) saw the order fill and pay out; the browser tells this one by a storage event.
    const stored = JSON.parse(storage.getItem(ORDERS_KEY)!);
    stored[id].latest.attributes = { ...stored[id].latest.attributes, fillStatus: 'FILLED', isPayoutStatusFinal: true };
    storage.setItem(ORDERS_KEY, JSON.stringify(stored));
    window.dispatchEvent(new StorageEvent('storage', { key: ORDERS_KEY }));
    await m.el.updateComplete;
    expect(m.text('[part=fill-status]')).to.equal('Filled');
    expect(m.events.at(-1)?.type).to.equal('swap-order-change');
  });
});
