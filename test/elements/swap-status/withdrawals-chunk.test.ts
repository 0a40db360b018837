// Issue 30: <swap-status> fetches its withdrawals controller and view (what an ANY_INPUT address collected and paid
// out) as a chunk of their own: a page showing any other swap never requests them. Served unbundled
// (web-test-runner.config.mjs), so the page's requests are each module's own; nothing here imports them.
import { expect } from '@open-wc/testing';
import { configure, resetStores } from '../../../src/store/store.js';
import { waitUntil } from '../../helpers/wait-until.js';
import { anyInputQuote, makeSim } from '../../simulator/helpers.js';
import { activate, controlVisibility, countingFetch, mount, openSwap } from './helpers.js';
import { dropStore, freshStore } from '../../helpers/fresh-store.js';

/** The withdrawals modules this page requested so far. */
const withdrawalModules = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) =>
      /\/swap-status\/(controllers\/withdrawals-controller|views\/withdrawals\.view)\.(ts|js)$/.test(path),
    )
    .map((path) => path.replace(/^.*\/([\w.-]+)\.\w+$/, '$1'))
    .sort();

describe('<swap-status> fetches the withdrawals code only for an ANY_INPUT swap', () => {
  let visibility: ReturnType<typeof controlVisibility>;
  before(() => {
    // The page's own modules (hundreds, unbundled) may have filled the default buffer of 250: count from here on.
    performance.setResourceTimingBufferSize(10_000);
    performance.clearResourceTimings();
  });
  beforeEach(() => {
    freshStore();
    visibility = controlVisibility();
  });
  afterEach(() => {
    visibility.restore();
    dropStore();
  });

  it('shows an EXACT_INPUT swap without them, then an ANY_INPUT swap with them', async () => {
    const sim = makeSim();
    const { quote } = await openSwap(sim);
    await activate(sim, quote);
    const exact = await mount(sim, countingFetch(sim).fetch);
    await waitUntil(() => exact.text('[part=status-title]') === 'Waiting for your deposit', 'the status is shown');
    await exact.tick();
    expect(exact.all('[part=withdrawals]')).to.have.length(0);
    expect(withdrawalModules(), 'requested for an EXACT_INPUT swap').to.deep.equal([]);
    exact.el.remove();

    const token = await sim.issueToken();
    const anyInput = await anyInputQuote(sim, token);
    resetStores();
    configure({ token });
    await activate(sim, anyInput);
    const { fetch, urls } = countingFetch(sim);
    const collecting = await mount(sim, fetch);
    await waitUntil(
      () => collecting.text('[part=withdrawals]').includes('Nothing collected yet.'),
      'the withdrawals section',
    );
    // Both fetched now (a module the element imported statically would have come before the count began: missing).
    expect(withdrawalModules()).to.deep.equal(['withdrawals-controller', 'withdrawals.view']);
    // One withdrawals request for the status answers taken while the chunk loaded.
    expect(urls.filter((url) => url.includes('/v0/any-input/withdrawals'))).to.have.length(1);
  });
});
