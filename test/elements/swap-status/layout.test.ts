// <swap-status> on a 320 px phone: in every state, long addresses, hashes and asset ids wrap or are cut inside their
// own box, buttons stay inside the card, and nothing makes the page scroll sideways.
import { expect, waitUntil } from '@open-wc/testing';
import { de } from '../../../src/i18n/de.js';
import { PROCESSING_MS, confirmMs } from '../../../src/simulator/lifecycle.js';
import { configure, getStore } from '../../../src/store/store.js';
import type { Simulator } from '../../../src/simulator/app.js';
import { XLM, addressOn, makeSim } from '../../simulator/helpers.js';
import { overflowingBoxes } from '../../helpers/fits-width.js';
import { activate, controlVisibility, countingFetch, mount, openSwap, type Mounted } from './helpers.js';
import { freshStore } from '../../helpers/fresh-store.js';

const CONFIRM = confirmMs('eth');
/** A NEAR implicit account: 64 characters without a break opportunity, the longest recipient there is. */
const LONG_RECIPIENT = 'f00dcafe'.repeat(8);
const WIDTH = 320;

/** A swap with a long recipient, followed by a 320 px wide <swap-status>. */
async function follow(sim: Simulator, patch: Parameters<typeof openSwap>[1] = {}) {
  const swap = await openSwap(sim, { recipient: LONG_RECIPIENT, ...patch });
  await activate(sim, swap.quote);
  const m = await mount(sim, countingFetch(sim).fetch, { width: WIDTH });
  return { ...swap, m };
}

/** The final card and help block come with a chunk of their own: measured once they are shown. */
const helpShown = (m: Mounted) => waitUntil(() => m.all('[part=support]').length > 0, 'the help block is shown');

async function expectFits(m: Mounted, state: string) {
  await m.el.updateComplete;
  expect(m.el.getBoundingClientRect().width, 'the container is a phone').to.equal(WIDTH);
  expect(overflowingBoxes(m.el), state).to.deep.equal([]);
  // Every button is inside the card, so it can be seen and pressed.
  const edge = m.el.getBoundingClientRect().right + 0.5;
  const buttons = [...m.all('button'), ...m.all('swap-copy-button').map((b) => b.shadowRoot!.querySelector('button')!)];
  for (const button of buttons) expect(button.getBoundingClientRect().right, `${state}: a button`).to.be.at.most(edge);
}

describe('<swap-status> at 320 px', () => {
  let visibility: ReturnType<typeof controlVisibility>;

  beforeEach(() => {
    freshStore();
    visibility = controlVisibility();
  });

  afterEach(() => visibility.restore());

  it('fits while waiting for a deposit, incomplete, processing and complete', async () => {
    const sim = makeSim();
    const { m, depositAddress, quote } = await follow(sim);
    expect(m.el.status).to.equal('PENDING_DEPOSIT');
    expect(m.text('[part=amounts]')).to.contain(LONG_RECIPIENT);
    await expectFits(m, 'PENDING_DEPOSIT');

    sim.deposit({ depositAddress, amount: '40000000' });
    await m.tick();
    expect(m.el.status).to.equal('INCOMPLETE_DEPOSIT');
    await expectFits(m, 'INCOMPLETE_DEPOSIT');

    sim.deposit({ depositAddress, amount: (BigInt(quote.quote.amountIn) - 40_000_000n + 12_345_000n).toString() });
    await m.tick();
    expect(m.el.status).to.equal('KNOWN_DEPOSIT_TX');
    await expectFits(m, 'KNOWN_DEPOSIT_TX');

    sim.clock.advance(CONFIRM);
    await m.tick();
    expect(m.el.status).to.equal('PROCESSING');
    await expectFits(m, 'PROCESSING');

    sim.clock.advance(PROCESSING_MS);
    await m.tick();
    expect(m.el.status).to.equal('SUCCESS');
    expect(m.all('[part=tx-link]').length).to.be.greaterThan(2);
    expect(m.text('[part=amounts]')).to.contain('Refunded', 'the excess, with the refund address');
    await expectFits(m, 'SUCCESS');
  });

  it('fits when refunded, failed or past the deadline', async () => {
    const sim = makeSim();
    const refunded = await follow(sim);
    sim.deposit({ depositAddress: refunded.depositAddress, amount: '25000000' });
    await refunded.m.tick();
    sim.clock.advance(Date.parse(refunded.quote.quote.deadline!) - sim.clock.now());
    await refunded.m.tick();
    expect(refunded.m.el.status).to.equal('REFUNDED');
    await helpShown(refunded.m);
    await expectFits(refunded.m, 'REFUNDED');

    // Each swap on a page of its own: an element left on the page would follow the next simulator's swap too.
    refunded.m.el.remove();
    freshStore(); // a new simulator hands out the same addresses again
    const failing = makeSim();
    failing.setFaults({ swapFailureRate: 1, swapFailureKind: 'FAILED' });
    const failed = await follow(failing);
    const help = Object.assign(document.createElement('a'), { slot: 'help', href: 'https://support.example/' });
    help.textContent = 'Contact support';
    failed.m.el.append(help);
    failing.deposit({ depositAddress: failed.depositAddress, amount: failed.quote.quote.amountIn });
    failing.clock.advance(CONFIRM + PROCESSING_MS);
    await failed.m.tick();
    expect(failed.m.el.status).to.equal('FAILED');
    await helpShown(failed.m);
    await expectFits(failed.m, 'FAILED');

    failed.m.el.remove();
    freshStore();
    const slow = makeSim();
    const late = await follow(slow);
    slow.clock.advance(Date.parse(late.quote.quote.deadline!) - slow.clock.now() + 60_000);
    await late.m.tick();
    expect(late.m.all('[part=late]')).to.have.length(1);
    await helpShown(late.m);
    await expectFits(late.m, 'past the deadline');
  });

  it('fits for an unknown address, after errors, with nothing to follow, and with a memo', async () => {
    const sim = makeSim();
    const unknown = await mount(sim, countingFetch(sim).fetch, { depositAddress: addressOn('eth', 9), width: WIDTH });
    expect(unknown.text('[part=status-title]')).to.equal('Deposit address not found');
    await expectFits(unknown, 'not found');

    const broken = makeSim();
    const { quote } = await openSwap(broken, { recipient: LONG_RECIPIENT });
    await activate(broken, quote);
    broken.setFaults({ errorRate: 1 });
    const errors = await mount(broken, countingFetch(broken).fetch, { width: WIDTH });
    expect(errors.all('[part=retrying]')).to.have.length(1);
    await expectFits(errors, 'error');

    freshStore();
    const empty = await mount(sim, countingFetch(sim).fetch, { width: WIDTH });
    expect(empty.all('[part=empty]')).to.have.length(1);
    await expectFits(empty, 'nothing to follow');

    const stellar = await openSwap(sim, { originAsset: XLM, fromChain: 'stellar', amount: '1000000000' });
    getStore().activate(stellar.quote, true);
    const memo = await mount(sim, countingFetch(sim).fetch, { width: WIDTH });
    expect(memo.all('[part=memo]')).to.have.length(1);
    await expectFits(memo, 'with a memo');
  });

  it('fits without a token list, where amounts name the raw asset id', async () => {
    const sim = makeSim();
    const { depositAddress } = await openSwap(sim, { recipient: LONG_RECIPIENT });
    const { fetch: simFetch } = countingFetch(sim);
    const fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      String(input instanceof Request ? input.url : input).includes('/v0/tokens')
        ? Promise.resolve(new Response('{"message":"gone"}', { status: 404 }))
        : simFetch(input, init)) as typeof globalThis.fetch;
    const m = await mount(sim, fetch, { depositAddress, width: WIDTH });
    expect(m.text('[part=amounts]')).to.contain('nep141:eth-0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48.omft.near');
    await expectFits(m, 'no token list');
  });

  it('fits in German, whose words are longer', async () => {
    configure({ messages: de });
    const sim = makeSim();
    const { m, depositAddress, quote } = await follow(sim);
    await expectFits(m, 'de: PENDING_DEPOSIT');
    sim.deposit({ depositAddress, amount: '40000000' });
    await m.tick();
    await expectFits(m, 'de: INCOMPLETE_DEPOSIT');
    sim.deposit({ depositAddress, amount: (BigInt(quote.quote.amountIn) - 40_000_000n).toString() });
    sim.clock.advance(CONFIRM + PROCESSING_MS);
    await m.tick();
    expect(m.el.status).to.equal('SUCCESS');
    await expectFits(m, 'de: SUCCESS');
  });
});
