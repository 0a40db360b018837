// Issue 46 item 7 (status part): a swap paid from the NEAR Intents balance (deposit type INTENTS) is a transfer within
// Intents: <swap-status> names no origin chain and no confirmations, and a refund of refund type INTENTS goes back to
// the Intents balance, not to an address on a chain.
import { expect } from '@open-wc/testing';
import { makeSim } from '../../simulator/helpers.js';
import { overflowingBoxes } from '../../helpers/fits-width.js';
import { activate, controlVisibility, countingFetch, mount, openSwap } from './helpers.js';
import { freshStore } from '../../helpers/fresh-store.js';

const INTENTS = { depositType: 'INTENTS', refundType: 'INTENTS', refundTo: 'payer.near' } as const;

describe('<swap-status> for a swap paid from the NEAR Intents balance', () => {
  let visibility: ReturnType<typeof controlVisibility>;

  beforeEach(() => {
    freshStore();
    visibility = controlVisibility();
  });

  afterEach(() => visibility.restore());

  it('words the deposit as a transfer within Intents: no chain, no confirmations', async () => {
    const sim = makeSim();
    const { quote, depositAddress } = await openSwap(sim, INTENTS);
    await activate(sim, quote);
    const m = await mount(sim, countingFetch(sim).fetch, { width: 320 });
    expect(m.text('[part=status-detail]')).to.equal(
      'Pay the exact amount from your NEAR Intents balance. This page updates by itself as soon as the service sees the transfer.',
    );

    sim.deposit({ depositAddress, amount: quote.quote.amountIn });
    await m.tick();
    expect(m.el.status).to.equal('KNOWN_DEPOSIT_TX');
    expect(m.text('[part=status-title]')).to.equal('Transfer seen');
    expect(m.text('[part=status-detail]')).to.equal(
      'Your transfer from your NEAR Intents balance was seen. Nothing to do: the swap starts by itself.',
    );
    const transactions = m.text('[part=transactions]');
    expect(transactions).to.contain('Deposit and refund transfers (NEAR Intents balance)');
    expect(m.text('[part=base]')).to.not.match(/Ethereum|confirmations/);
    expect(overflowingBoxes(m.el)).to.deep.equal([]);
    await expect(m.el).to.be.accessible();
  });

  it('says a refund went back to the Intents balance', async () => {
    const sim = makeSim();
    const { quote, depositAddress } = await openSwap(sim, INTENTS);
    await activate(sim, quote);
    const m = await mount(sim, countingFetch(sim).fetch);
    sim.deposit({ depositAddress, amount: '25000000' });
    await m.tick();
    sim.clock.advance(Date.parse(quote.quote.deadline!) - sim.clock.now());
    await m.tick();
    expect(m.el.status).to.equal('REFUNDED');
    expect(m.text('[part=status-detail]')).to.equal(
      'The swap did not go through and your deposit went back to your NEAR Intents balance.',
    );
    expect(m.text('[part=amounts]')).to.contain('Returned to the NEAR Intents balance of payer.near.');
    expect(m.text('[part=base]')).to.not.match(/Ethereum|refund address/);
  });

  it('with a refund on a chain, names the Intents deposit and not the origin chain', async () => {
    const sim = makeSim();
    const { quote, depositAddress } = await openSwap(sim, { depositType: 'INTENTS' });
    await activate(sim, quote);
    const m = await mount(sim, countingFetch(sim).fetch);
    sim.deposit({ depositAddress, amount: quote.quote.amountIn });
    await m.tick();
    expect(m.text('[part=transactions]')).to.contain('Deposit (from the NEAR Intents balance) and refund transactions');
    expect(m.text('[part=status-detail]')).to.not.contain('Ethereum');
  });
});
