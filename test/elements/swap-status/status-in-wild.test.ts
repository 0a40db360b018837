// Issue 48 item 7, status in the wild (CONTRACT.md "Status in the wild"): a SUCCESS with no amounts, no destination
// hash and the deposit refunded reads as "check the refund", never as delivered; a swap past its deadline still
// PROCESSING says so and shows the support block; an unknown status is never success. Each answer comes from the
// simulator's own control endpoint (/_sim/status-answer).
import { expect } from '@open-wc/testing';
import { PROCESSING_MS, confirmMs } from '../../../src/simulator/lifecycle.js';
import type { Simulator } from '../../../src/simulator/app.js';
import { de } from '../../../src/i18n/de.js';
import { configure } from '../../../src/store/store.js';
import { freshStore } from '../../helpers/fresh-store.js';
import { makeSim, post } from '../../simulator/helpers.js';
import { overflowingPage } from '../../helpers/fits-width.js';
import { waitUntil } from '../../helpers/wait-until.js';
import { activate, controlVisibility, countingFetch, mount, openSwap, type Mounted } from './helpers.js';

async function answer(sim: Simulator, depositAddress: string, value: string | null) {
  const r = await post(sim, '/_sim/status-answer', { depositAddress, answer: value });
  expect(r.status, JSON.stringify(r.body)).to.equal(200);
}

const supportShown = async (m: Mounted) => {
  await waitUntil(() => m.all('[part=support]').length > 0, 'the support block is shown', { timeout: 5000 });
  await m.el.updateComplete;
};

/** The support block's labels. */
const supportLabels = (m: Mounted) => m.all('[part=support] dt').map((dt) => dt.textContent!.trim());

describe('<swap-status> and status answers in the wild (issue 48 item 7)', () => {
  let visibility: ReturnType<typeof controlVisibility>;
  beforeEach(() => {
    freshStore();
    visibility = controlVisibility();
  });
  afterEach(() => {
    visibility.restore();
    configure({ messages: undefined });
  });

  it('SUCCESS with no amounts and no destination hash reads as "check the refund", never as delivered', async () => {
    const sim = makeSim();
    const { quote, depositAddress } = await openSwap(sim);
    await activate(sim, quote);
    const m = await mount(sim, countingFetch(sim).fetch, { width: 320 });
    sim.deposit({ depositAddress, amount: quote.quote.amountIn });
    await answer(sim, depositAddress, 'refunded-as-success');
    sim.clock.advance(confirmMs('eth') + PROCESSING_MS);
    await m.tick();
    expect(m.el.status).to.equal('SUCCESS');
    expect(m.text('[part=status-title]')).to.equal('Check the refund: delivery not confirmed');
    const detail = m.text('[part=status-detail]');
    expect(detail).to.contain(`came back to ${quote.quoteRequest.refundTo}, and keep the details below`);
    expect(detail).to.not.match(/was delivered|were delivered/);
    expect(m.el.shadowRoot!.querySelector('[part=base]')!.className).to.contain('tone-warning');
    // The timeline never ticks the delivery; the amounts never say received.
    expect(m.text('[part=timeline]')).to.contain('Delivery: not yet');
    expect(m.text('[part=timeline]')).to.not.contain('Delivery: done');
    expect(m.text('[part=amounts]')).to.not.match(/Received|as quoted/);
    await supportShown(m);
    expect(supportLabels(m)).to.include('Deposit address');
    expect(overflowingPage(m.el)).to.deep.equal([]);
    await expect(m.el).to.be.accessible();
  });

  it('in German too', async () => {
    const sim = makeSim();
    const { quote, depositAddress } = await openSwap(sim);
    await activate(sim, quote);
    configure({ messages: de });
    const m = await mount(sim, countingFetch(sim).fetch, { locale: 'de-DE', width: 320 });
    sim.deposit({ depositAddress, amount: quote.quote.amountIn });
    await answer(sim, depositAddress, 'refunded-as-success');
    sim.clock.advance(confirmMs('eth') + PROCESSING_MS);
    await m.tick();
    expect(m.text('[part=status-title]')).to.equal('Rückerstattung prüfen: Lieferung nicht bestätigt');
    await supportShown(m);
    expect(overflowingPage(m.el)).to.deep.equal([]);
  });

  it('a SUCCESS with its destination hash is still delivered (the rule is narrow)', async () => {
    const sim = makeSim();
    const { quote, depositAddress } = await openSwap(sim);
    await activate(sim, quote);
    const m = await mount(sim, countingFetch(sim).fetch);
    sim.deposit({ depositAddress, amount: quote.quote.amountIn });
    sim.clock.advance(confirmMs('eth') + PROCESSING_MS);
    await m.tick();
    expect(m.text('[part=status-title]')).to.equal('Swap complete');
    expect(m.text('[part=timeline]')).to.contain('Delivery: done');
  });

  it('PROCESSING past the deadline says it is late and shows the support block with reference and hashes', async () => {
    const sim = makeSim();
    const { quote, depositAddress } = await openSwap(sim);
    await activate(sim, quote);
    const m = await mount(sim, countingFetch(sim).fetch, { width: 320 });
    sim.deposit({ depositAddress, amount: quote.quote.amountIn });
    await answer(sim, depositAddress, 'stuck-processing');
    sim.clock.advance(confirmMs('eth'));
    await m.tick();
    expect(m.el.status).to.equal('PROCESSING');
    expect(m.text('[part=status-detail]')).to.contain('usually takes about');
    sim.clock.advance(Date.parse(quote.quote.deadline!) - sim.clock.now() + 40 * 3_600_000);
    await m.tick();
    expect(m.el.status).to.equal('PROCESSING');
    expect(m.text('[part=status-detail]')).to.contain('still running past its deadline');
    expect(m.text('[part=status-detail]')).to.not.contain('usually takes about');
    expect(m.all('[part=late]')).to.have.length(1);
    await supportShown(m);
    expect(supportLabels(m)).to.include.members(['Reference (correlation id)', 'Deposit address']);
    expect(m.text('[part=support]')).to.contain(depositAddress);
    expect(m.text('[part=support]')).to.contain(quote.correlationId);
    expect(overflowingPage(m.el)).to.deep.equal([]);
    await expect(m.el).to.be.accessible();
  });

  it('an unknown status (a compliance hold) is shown as text, never as success, and polling goes on', async () => {
    const sim = makeSim();
    const { quote, depositAddress } = await openSwap(sim);
    await activate(sim, quote);
    const { fetch, statusRequests } = countingFetch(sim);
    const m = await mount(sim, fetch);
    sim.deposit({ depositAddress, amount: quote.quote.amountIn });
    await answer(sim, depositAddress, 'COMPLIANCE_HOLD');
    await m.tick();
    expect(m.el.status).to.equal('COMPLIANCE_HOLD');
    expect(m.text('[part=status-title]')).to.equal('Status: COMPLIANCE_HOLD');
    expect(m.el.shadowRoot!.querySelector('[part=base]')!.className).to.not.contain('tone-success');
    expect(m.text('[part=timeline]')).to.not.contain('Delivery: done');
    expect(m.eventsOf('swap-complete')).to.have.length(0);
    const asked = statusRequests().length;
    await m.tick();
    expect(statusRequests().length).to.be.greaterThan(asked, 'still checking');
  });
});
