// Issue 50, done-when: <swap-order> on the simulator's order routes through its own client (a page-held partner
// credential, set as a property): place → fund at the deposit address → partial fill → fill → payout; a cancel after
// a partial fill refunds exactly the unfilled part; expiry; an error code's sentence from the service; a reload.
import { expect } from '@open-wc/testing';
import type { Simulator } from '../../../src/simulator/app.js';
import { CANCEL_MS, FILL_INTERVAL_MS, PAYOUT_MS } from '../../../src/simulator/orders.js';
import { freshStore } from '../../helpers/fresh-store.js';
import { controlVisibility } from '../../helpers/visibility.js';
import { makeSim, post } from '../../simulator/helpers.js';
import { fillForm, mount, place, USDC, WNEAR, type Mounted } from './helpers.js';

const NEAR = 10n ** 24n;

describe('<swap-order> on the simulator', () => {
  let visibility: ReturnType<typeof controlVisibility>;
  let sim: Simulator;
  let apiKey: string;
  const price = (p: string) => post(sim, '/_sim/market/price', { base: WNEAR, quote: USDC, price: p });
  /** Moves simulated time on, then lets the element ask (its pending check fires). */
  const later = async (m: Mounted, ms: number) => {
    sim.clock.advance(ms);
    await m.tick();
  };

  beforeEach(async () => {
    freshStore();
    visibility = controlVisibility();
    sim = makeSim();
    apiKey = await sim.issueToken('demo-partner');
    await price('3');
  });
  afterEach(() => visibility.restore());

  it('place → fund → partial fill → fill → payout, with the credential only in the request header', async () => {
    const m = await mount(sim, undefined, { apiKey });
    const id = await place(m);
    expect(m.text('[part=fill-status]')).to.equal('Waiting for the deposit');
    expect(m.text('[part=fund] p')).to.equal('Send exactly 1.5 wNEAR to this address:');
    const address = m.text('[part=deposit-address]');
    expect(m.el.getAttributeNames().some((name) => m.el.getAttribute(name)?.includes(apiKey))).to.equal(false);

    await post(sim, '/_sim/deposit', { depositAddress: address, amount: ((15n * NEAR) / 10n).toString() });
    await m.tick();
    expect(m.text('[part=fill-status]')).to.equal('Waiting for the price');
    expect(m.text('[part=deposited]')).to.equal('1.5 wNEAR');
    await price('3.5');
    await later(m, FILL_INTERVAL_MS);
    expect(m.text('[part=fill-status]')).to.equal('Partly filled');
    expect(m.texts('[part=fill]')).to.deep.equal(['0.5 wNEAR for 1.625 USDC']);
    await later(m, FILL_INTERVAL_MS * 2);
    expect(m.text('[part=fill-status]')).to.equal('Filled');
    expect(m.texts('[part=fill]')).to.have.length(3);
    expect(m.text('[part=payout-status]')).to.equal('Payout in progress');
    await later(m, PAYOUT_MS);
    expect(m.text('[part=payout-status]')).to.equal('Paid out');
    expect(m.text('[part=payout]')).to.match(/^Payout: completed 4\.875 USDC Transaction 0x[0-9a-f]{64}/);
    // The payout's hash links to the chain's explorer page the service named (Ethereum: etherscan).
    const hash = m.el.order!.attributes.payouts!.withdrawal!.txHash!;
    const link = m.$<HTMLAnchorElement>('[part=payout] [part=tx-link]');
    expect(link.href).to.equal(`https://etherscan.io/tx/${hash}`);
    expect([link.target, link.rel]).to.deep.equal(['_blank', 'noopener noreferrer']);
    expect(m.timers.pending, 'no checks after the final payout').to.have.length(0);
    expect(m.el.order?.id).to.equal(id);
  });

  it('cancel after a partial fill refunds exactly the unfilled part', async () => {
    const m = await mount(sim, undefined, { apiKey });
    const id = await place(m);
    await post(sim, '/_sim/deposit', {
      depositAddress: m.text('[part=deposit-address]'),
      amount: '1500000000000000000000000',
    });
    await post(sim, '/_sim/orders/fill', { orderId: id, quantity: '400000000000000000000001' });
    await m.tick();
    expect(m.text('[part=fill-status]')).to.equal('Partly filled');
    m.$('[part=cancel-button]').click();
    await m.el.updateComplete;
    expect(m.text('[part=confirm-detail]')).to.match(
      /^Nothing more will fill\. The unfilled part, 1\.099999999999999999999999 wNEAR, goes back to alice\.near/,
    );
    m.$('[part=confirm-button]').click();
    await m.settle();
    expect(m.text('[part=fill-status]')).to.equal('Cancelling…');
    await later(m, CANCEL_MS);
    expect(m.text('[part=fill-status]')).to.equal('Cancelled');
    await later(m, PAYOUT_MS);
    expect(m.texts('[part=payout]')[1]).to.match(/^Refund: completed 1\.099999999999999999999999 wNEAR Transaction /);
    // The refund went back on NEAR (the chain the deposit came from): its hash links to NEAR's explorer.
    const refund = m.el.order!.attributes.payouts!.refund!.txHash!;
    expect(m.all<HTMLAnchorElement>('[part=payout] [part=tx-link]')[1]!.href).to.equal(
      `https://nearblocks.io/txns/${refund}`,
    );
    expect(m.el.order!.attributes.payouts!.refund!.amount).to.equal('1099999999999999999999999');
  });

  it('expires at its deadline', async () => {
    const m = await mount(sim, undefined, { apiKey });
    await fillForm(m);
    await m.type('days', '1');
    m.$('[part=place-button]').click();
    await m.settle();
    await post(sim, '/_sim/deposit', {
      depositAddress: m.text('[part=deposit-address]'),
      amount: '1500000000000000000000000',
    });
    await later(m, 86_400_000);
    expect(m.text('[part=fill-status]')).to.equal('Expired');
    await later(m, PAYOUT_MS);
    expect(m.texts('[part=payout]')[0]).to.match(/^Refund: completed 1\.5 wNEAR/);
  });

  it("says the service's error code as a sentence and marks the field it points at", async () => {
    const m = await mount(sim, undefined, { apiKey });
    await fillForm(m);
    await post(sim, '/_sim/orders/next-error', { code: 'validation-failed', attribute: 'price' });
    m.$('[part=place-button]').click();
    await m.settle();
    expect(m.text('[part=error]')).to.equal('The service did not accept the order: check the marked field.');
    expect(m.texts('[part=check]')).to.deep.equal(['Enter the price as a number above zero, e.g. 3000.5.']);
    await post(sim, '/_sim/orders/next-error', { code: 'order-rejected' });
    m.$('[part=place-button]').click();
    await m.settle();
    expect(m.text('[part=error]')).to.equal(
      'The service rejected this order (for example the pair or the price). Nothing was placed.',
    );
  });

  it('a reload mid-order shows the saved order at once and follows it on', async () => {
    const storage = freshStore();
    const first = await mount(sim, undefined, { apiKey, width: 600 });
    const id = await place(first);
    await post(sim, '/_sim/deposit', {
      depositAddress: first.text('[part=deposit-address]'),
      amount: '1500000000000000000000000',
    });
    await post(sim, '/_sim/orders/fill', { orderId: id, quantity: '500000000000000000000000' });
    await first.tick();
    first.el.remove();
    freshStore(storage);
    const again = await mount(sim, undefined, { apiKey, orderId: id });
    expect(again.text('[part=fill-status]')).to.equal('Partly filled');
    expect(again.texts('[part=fill]')).to.deep.equal(['0.5 wNEAR for 1.625 USDC']);
    await post(sim, '/_sim/orders/fill', { orderId: id, quantity: '1000000000000000000000000' });
    await again.tick();
    expect(again.text('[part=fill-status]')).to.equal('Filled');
  });
});
