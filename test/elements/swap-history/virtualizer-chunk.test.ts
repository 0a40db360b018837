// Issue 30: <swap-history> renders a list of up to 50 rows (a default page) as plain rows and fetches the row
// virtualizer (@lit-labs/virtualizer with its flow layout, 9 kB gzip) only for a longer one. Served unbundled
// (web-test-runner.config.mjs), so the page's requests are each module's own; nothing here imports the virtualizer.
import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import type { Simulator } from '../../../src/simulator/app.js';
import { waitUntil } from '../../helpers/wait-until.js';
import { $, historySim, mount, recordingFetch, renderedRows, settled } from './helpers.js';

/** The virtualizer's modules this page requested so far, by their path in the package. */
const virtualizerModules = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.includes('/@lit-labs/virtualizer/'))
    .map((path) => path.replace(/^.*\/@lit-labs\/virtualizer\//, ''));

const rowIndexes = (rows: HTMLElement[]) => rows.map((row) => Number(row.getAttribute('aria-rowindex')));

describe('<swap-history> fetches the virtualizer only for more than 50 rows', () => {
  let sim: Simulator;
  let token: string;
  before(async () => {
    // The page's own modules (hundreds, unbundled) may have filled the default buffer of 250: count from here on.
    performance.setResourceTimingBufferSize(10_000);
    performance.clearResourceTimings();
    sim = historySim();
    token = await sim.issueToken('demo-partner');
  });
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('renders a default page as plain rows the keyboard reaches, then a 100-row page through the virtualizer', async () => {
    const el = await mount({ fetch: recordingFetch(sim).fetch, token });
    await settled(el, /^Swaps 1–50 of/);
    // Every row is in the DOM, in order, below the header row (aria-rowindex 1).
    expect(rowIndexes(renderedRows(el))).to.deep.equal(Array.from({ length: 50 }, (_, i) => i + 2));
    expect($(el, '[part="table"]')!.getAttribute('aria-rowcount')).to.equal('51');
    expect(virtualizerModules(), 'fetched for 50 rows').to.deep.equal([]);

    // Ctrl+End from the first row moves focus to the last one, scrolled into the table's view.
    $(el, '[part="select-button"]')!.focus();
    await sendKeys({ down: 'Control' });
    await sendKeys({ press: 'End' });
    await sendKeys({ up: 'Control' });
    await waitUntil(
      () =>
        (el.shadowRoot!.activeElement as HTMLElement | null)?.closest('[part~="row"]')?.getAttribute('data-index') ===
        '49',
      'focus on the last row',
    );
    const active = el.shadowRoot!.activeElement as HTMLElement;
    expect(active.getAttribute('part')).to.equal('select-button');
    const body = $(el, '[part="body"]')!.getBoundingClientRect();
    const last = active.closest('[part~="row"]')!.getBoundingClientRect();
    expect(last.top).to.be.at.least(body.top - 1);
    expect(last.bottom).to.be.at.most(body.bottom + 1);
    await sendKeys({ press: 'ArrowUp' });
    await waitUntil(
      () =>
        (el.shadowRoot!.activeElement as HTMLElement | null)?.closest('[part~="row"]')?.getAttribute('data-index') ===
        '48',
      'focus on the row above',
    );
    expect(virtualizerModules(), 'fetched by the keyboard moves').to.deep.equal([]);

    // A larger page fetches the virtualizer, which renders only the rows near the view.
    el.setAttribute('page-size', '100');
    await settled(el, /^Swaps 1–100 of/);
    expect(virtualizerModules()).to.include.members(['virtualize.js', 'layouts/flow.js']);
    expect($(el, '[part="table"]')!.getAttribute('aria-rowcount')).to.equal('101');
    const rendered = rowIndexes(renderedRows(el));
    expect(rendered[0]).to.equal(2);
    expect(rendered.length).to.be.greaterThan(3);
    expect(rendered.length).to.be.lessThan(100, 'only the rows near the view are in the DOM');
  });

  it('keeps plain rows inside the table on a phone: the page never scrolls sideways', async () => {
    await setViewport({ width: 320, height: 640 });
    const el = await mount({ fetch: recordingFetch(sim).fetch, token });
    await settled(el, /^Swaps 1–50 of/);
    expect(renderedRows(el)).to.have.length(50);
    // The rows stack as cards as wide as the phone (no sideways scroll, not even in the table's own frame); what is
    // positioned in them (the screen-reader text, the full address on hover) stays inside that frame too.
    expect($(el, '[part="table"]')!.getBoundingClientRect().width).to.be.at.most(320);
    expect(document.documentElement.scrollWidth).to.be.at.most(320);
  });
});
