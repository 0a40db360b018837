// <swap-history> on a 320 px phone: the header, filters, notices, pager and the table fit in every state. The table
// does not scroll sideways either: on a narrow page its rows stack as cards, each cell with its column name.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import { de } from '../../../src/i18n/de.js';
import { configure } from '../../../src/store/store.js';
import type { Simulator } from '../../../src/simulator/app.js';
import type { SwapHistory } from '../../../src/elements/swap-history/swap-history.js';
import { overflowingBoxes } from '../../helpers/fits-width.js';
import { $, $$, historySim, mount, recordingFetch, renderedRows, settled, summary, typeInto } from './helpers.js';
import { freshStore } from '../../helpers/fresh-store.js';

const WIDTH = 320;

async function expectFits(el: SwapHistory, state: string) {
  await el.updateComplete;
  expect(el.getBoundingClientRect().width, 'the container is a phone').to.equal(WIDTH);
  expect(overflowingBoxes(el), state).to.deep.equal([]);
  // Nor inside the table's own box, which would scroll sideways.
  const wrap = $(el, '.table-wrap');
  if (wrap) {
    expect(wrap.scrollWidth, `${state}: the table scrolls sideways`).to.be.at.most(wrap.clientWidth);
    const edge = wrap.getBoundingClientRect().right + 0.5;
    const past = [...wrap.querySelectorAll('*')].filter((box) => {
      const rect = box.getBoundingClientRect();
      return rect.width > 1 && rect.right > edge;
    });
    expect(
      past.map((box) => `${box.localName}.${box.className}`),
      `${state}: boxes of the table past its edge`,
    ).to.deep.equal([]);
  }
  // The header's and pager's buttons are on the page, not behind a sideways scroll.
  const edge = el.getBoundingClientRect().right + 0.5;
  for (const button of $$(el, '.header button, .pager button, [part="error"] button, [part="reset-button"]')) {
    expect(button.getBoundingClientRect().right, `${state}: ${button.textContent!.trim()}`).to.be.at.most(edge);
  }
}

/**
 * Waits for the rows. On a phone the filters stack above the table, below the fold, and the virtualizer renders
 * only rows in view: the table is scrolled into view as a person would.
 */
async function rowsShown(el: SwapHistory, pattern = /Swaps \d/) {
  await waitUntil(() => pattern.test(summary(el)), `summary never matched ${pattern}: "${summary(el)}"`);
  await el.updateComplete;
  $(el, '.table-wrap')!.scrollIntoView();
  await settled(el, pattern);
}

/** A fetch whose explorer requests wait until the test lets them through. */
function heldFetch(sim: Simulator) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes('/explorer/')) await released;
    return sim.fetch(input, init);
  }) as typeof globalThis.fetch;
  return { fetch, release };
}

describe('<swap-history> at 320 px', () => {
  let sim: Simulator;
  let token: string;

  before(async () => {
    sim = historySim();
    token = await sim.issueToken('demo-partner');
  });

  beforeEach(() => {
    freshStore();
    sim.resetFaults();
  });

  it('fits while loading and once loaded with rows, an open row and the next pages', async () => {
    const held = heldFetch(sim);
    const el = await mount({ fetch: held.fetch, token, width: WIDTH, attrs: { 'page-size': '10' } });
    await waitUntil(() => summary(el) === 'Loading swaps…', 'loading');
    await expectFits(el, 'loading');

    held.release();
    await rowsShown(el);
    expect(renderedRows(el).length).to.be.greaterThan(2);
    await expectFits(el, 'with rows');
    // Every column's information is there, named: a row is a card with the column names beside the values.
    const row = renderedRows(el)[0]!;
    const labels = [...row.querySelectorAll('.label')].map((l) => l.textContent!.trim());
    expect(labels).to.deep.equal(['Recipient', 'Deposit address', 'Referral', 'App fees']);
    for (const label of row.querySelectorAll('.label')) expect(getComputedStyle(label).display).to.not.equal('none');
    expect(row.querySelector('[part="status-badge"]')!.getBoundingClientRect().width).to.be.greaterThan(0);
    expect(row.querySelector('.assets')!.textContent).to.match(/→/);
    // The sort button stays on show.
    expect($(el, '[part="sort-button"]')!.getBoundingClientRect().width).to.be.greaterThan(0);

    $(el, '[part="expand-button"]')!.click();
    await el.updateComplete;
    expect($$(el, '[part="details"]')).to.have.length(1);
    await expectFits(el, 'with an open row');
  });

  it('fits when nothing matches, with filter problems, and without access', async () => {
    const empty = await mount({
      fetch: recordingFetch(sim).fetch,
      token,
      width: WIDTH,
      attrs: { search: 'no-such-swap-anywhere' },
    });
    await settled(empty, /No swaps match/);
    await expectFits(empty, 'empty');

    typeInto($<HTMLInputElement>(empty, '[data-field="minUsd"]')!, '-5');
    await waitUntil(() => $(empty, '[part="filter-error"]'), 'filter problem shown');
    await expectFits(empty, 'a filter problem');
    empty.remove();

    const setup = await mount({ fetch: recordingFetch(sim).fetch, explorerUrl: null, width: WIDTH });
    expect($(setup, '[part="setup"]')).to.not.equal(null);
    await expectFits(setup, 'set-up notice');
  });

  it('fits with an error and its retry button, and in German', async () => {
    const offline = ((input: RequestInfo | URL, init?: RequestInit) =>
      String(input instanceof Request ? input.url : input).includes('/explorer/')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : sim.fetch(input, init)) as typeof fetch;
    const failed = await mount({ fetch: offline, token, width: WIDTH });
    await waitUntil(() => $(failed, '[part="error"]'), 'error shown');
    await expectFits(failed, 'error');
    failed.remove();

    configure({ messages: de });
    const german = await mount({ fetch: recordingFetch(sim).fetch, token, width: WIDTH, attrs: { 'page-size': '10' } });
    await rowsShown(german);
    await expectFits(german, 'de: with rows');
  });
});
