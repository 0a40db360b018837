// <swap-status> and the service as it runs today (issue 26, point 6): a status answer with only { status }
// (confidential swaps), a swap still PENDING_DEPOSIT long after its address was given, and a SUCCESS whose amounts
// are missing. Each against the in-process simulator, its answers trimmed the way the real service sends them.
import { expect } from '@open-wc/testing';
import { de } from '../../../src/i18n/de.js';
import { configure, getStore } from '../../../src/store/store.js';
import { STILL_WAITING_MS } from '../../../src/elements/swap-status/views/status.view.js';
import { makeSim } from '../../simulator/helpers.js';
import { overflowingPage } from '../../helpers/fits-width.js';
import { activate, controlVisibility, countingFetch, mount, openSwap } from './helpers.js';
import { freshStore } from '../../helpers/fresh-store.js';
import { activeResponse } from '../../helpers/active-status.js';

describe('<swap-status> and the service as it runs today', () => {
  let visibility: ReturnType<typeof controlVisibility>;
  beforeEach(() => {
    freshStore();
    visibility = controlVisibility();
  });
  afterEach(() => visibility.restore());

  it('shows a status answer that carries only { status } as far as it goes, never as an error', async () => {
    const sim = makeSim();
    const { quote, depositAddress } = await openSwap(sim);
    await activate(sim, quote);
    const { fetch } = countingFetch(sim, (url, body) =>
      url.includes('/v0/status') ? { status: (body as { status: string }).status } : body,
    );
    const m = await mount(sim, fetch);
    expect(m.text('[part=status-title]')).to.equal('Waiting for your deposit');
    expect(m.all('[role=alert]')).to.have.length(0);
    expect(m.eventsOf('swap-error')).to.have.length(0);

    sim.deposit({ depositAddress, amount: quote.quote.amountIn });
    sim.clock.advance(60 * 60_000);
    await m.tick();
    expect(m.text('[part=status-title]')).to.equal('Swap complete');
    // The amounts are the quote's, said to be so; the headline gives the guaranteed minimum.
    expect(m.text('[part=amounts]')).to.contain('as quoted; the service has not reported the exact amount delivered');
    expect(m.text('[part=status-detail]')).to.match(/has not reported the exact amount.*at least [\d.,]+ wNEAR/);
    expect(activeResponse(getStore('default'))?.status).to.equal('SUCCESS');
    expect(m.eventsOf('swap-error')).to.have.length(0);
    await expect(m.el).to.be.accessible();
  });

  it('says what to check, when to submit the hash and what the deadline means when no deposit shows for long', async () => {
    const sim = makeSim();
    const { quote } = await openSwap(sim);
    await activate(sim, quote);
    const { fetch } = countingFetch(sim);
    const m = await mount(sim, fetch, { width: 320 });
    expect(m.text('[part=status-title]')).to.equal('Waiting for your deposit');

    sim.clock.advance(STILL_WAITING_MS);
    await m.tick();
    expect(m.text('[part=status-title]')).to.equal('Still waiting for your deposit');
    const detail = m.text('[part=status-detail]');
    expect(detail).to.contain('went to exactly this deposit address on Ethereum');
    expect(detail).to.contain('submit its transaction hash');
    expect(detail).to.match(/If nothing arrives by the deadline, .*2026.*nothing is swapped/);
    expect(overflowingPage(m.el)).to.deep.equal([]);
    await expect(m.el).to.be.accessible();
  });

  it('in German too', async () => {
    const sim = makeSim();
    const { quote } = await openSwap(sim);
    await activate(sim, quote);
    const { fetch } = countingFetch(sim);
    configure({ messages: de });
    const m = await mount(sim, fetch, { locale: 'de-DE', width: 320 });
    sim.clock.advance(STILL_WAITING_MS);
    await m.tick();
    expect(m.text('[part=status-title]')).to.equal('Wir warten weiterhin auf Ihre Einzahlung');
    expect(m.text('[part=status-detail]')).to.contain('auf Ethereum');
    expect(overflowingPage(m.el)).to.deep.equal([]);
  });
});
