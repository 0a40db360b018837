// Issue 52 item 2: a long page shows the rows read first. Only the top of a page (FIRST_ROWS) is read (checked
// against the contract) before it renders; the rest are read when the page is idle and join it. Validation is never
// given up: a broken row, early or late, is left out and counted, and never renders.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import type { Simulator } from '../../../src/simulator/app.js';
import { FIRST_ROWS } from '../../../src/elements/swap-history/controllers/explorer-controller.js';
import { $, historySim, mount, renderedRows, settled, summary } from './helpers.js';
import { freshStore } from '../../helpers/fresh-store.js';

type Row = Record<string, unknown>;

/** The simulator's fetch with every explorer page rewritten by `rewrite`. */
function rewritingFetch(sim: Simulator, rewrite: (rows: Row[]) => void) {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const response = await sim.fetch(request);
    if (!request.url.includes('/explorer/') || !response.ok) return response;
    const body = (await response.json()) as { data: Row[] };
    rewrite(body.data);
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
}

describe('<swap-history>: a long page shows the rows read first (issue 52)', () => {
  let sim: Simulator;
  let token: string;

  before(async () => {
    sim = historySim();
    token = await sim.issueToken('first-rows-partner');
  });

  beforeEach(() => freshStore());

  it('renders the top of a 300-row page first, then the rest; broken rows early and late are left out', async () => {
    expect(FIRST_ROWS).to.equal(100);
    const fetch = rewritingFetch(sim, (rows) => {
      delete rows[5]!.depositAddress; // among the rows read first
      rows[250]!.amountIn = '-5000000'; // among the rows read later
    });
    // Every row count the table ever states, in order.
    const counts: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target as Element;
        if (record.attributeName === 'aria-rowcount') counts.push(target.getAttribute('aria-rowcount') ?? '');
      }
    });
    const el = await mount({ fetch, token, attrs: { 'page-size': '300' } });
    observer.observe(el.shadowRoot!, { attributes: true, subtree: true, attributeFilter: ['aria-rowcount'] });
    await settled(el);
    await waitUntil(() => /could not be read/.test(summary(el)) && /^Swaps 1–298 /.test(summary(el)), summary(el));
    observer.disconnect();
    const table = $(el, '[part="table"]')!;
    expect(table.getAttribute('aria-rowcount')).to.equal('299'); // 298 rows and the header
    // First the 99 good rows of the first 100 (and the header), then more as they were read: never a broken one.
    expect(counts[0]).to.equal('100');
    expect(counts.map(Number)).to.deep.equal([...counts.map(Number)].sort((a, b) => a - b));
    expect(summary(el)).to.match(
      /^Swaps 1–298 of [\d,]+, page 1 of [\d,]+\. 2 rows from the explorer could not be read/,
    );

    // At the end of the list: the late broken row (a negative amount) is not there.
    const body = $(el, '[part="body"]')!;
    // Scrolled again on every look: the virtualizer corrects its estimate of the list's height as it measures rows.
    await waitUntil(
      () => {
        body.scrollTop = body.scrollHeight;
        return renderedRows(el).some((row) => row.getAttribute('aria-rowindex') === '299');
      },
      'the last row',
      { timeout: 8000 },
    );
    const amounts = renderedRows(el).flatMap((row) =>
      [...row.querySelectorAll('.leg strong, .leg .sub')].map((e) => e.textContent ?? ''),
    );
    expect(amounts.length).to.be.greaterThan(0);
    for (const text of amounts) expect(text).to.not.match(/[-−]\s?[$\d]/);
  });
});
