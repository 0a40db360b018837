// Issue 18: hostile or broken explorer answers. A page whose `data` is not a list is a clear, accessible error with a
// retry that works once the explorer is sane again; rows that break the contract (no depositAddress or createdAt, a
// negative amount) are left out with a visible note, and no negative amount is ever shown. The `page` attribute's
// own error is carried by the field (aria-describedby).
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import type { Simulator } from '../../../src/simulator/app.js';
import type { SwapHistory } from '../../../src/elements/swap-history/swap-history.js';
import { $, historySim, mount, renderedRows, settled, summary } from './helpers.js';
import { freshStore } from '../../helpers/fresh-store.js';

type Rewrite = (body: unknown) => unknown;

/** The simulator's fetch with the explorer's answers rewritten while `rewrite.current` is set. */
function hostileFetch(sim: Simulator) {
  const rewrite: { current?: Rewrite } = {};
  let explorerRequests = 0;
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const response = await sim.fetch(request);
    if (!request.url.includes('/explorer/')) return response;
    explorerRequests++;
    if (!rewrite.current || !response.ok) return response;
    const body = rewrite.current(await response.json());
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { fetch, rewrite, explorerRequests: () => explorerRequests };
}

type Row = Record<string, unknown>;
const rowsOf = (body: unknown): Row[] =>
  Array.isArray(body) ? (body as Row[]) : ((body as { data: Row[] }).data ?? []);

/** The amounts and USD values the rendered rows show. */
const amountsShown = (el: SwapHistory) =>
  renderedRows(el).flatMap((row) =>
    [...row.querySelectorAll('.leg strong, .leg .sub')].map((e) => e.textContent ?? ''),
  );

describe('<swap-history> with hostile explorer answers (issue 18)', () => {
  let sim: Simulator;
  let token: string;

  before(async () => {
    sim = historySim();
    token = await sim.issueToken('hostile-partner');
  });

  beforeEach(() => {
    freshStore();
    sim.resetFaults();
  });

  it('says so in an alert when `data` is a string, and its retry works once the explorer is sane', async () => {
    const hostile = hostileFetch(sim);
    hostile.rewrite.current = (body) => ({ ...(body as object), data: 'not a list' });
    const el = await mount({ fetch: hostile.fetch, token, attrs: { 'page-size': '10' } });
    await waitUntil(() => $(el, '[part="error"]'), 'an error is shown');
    const error = $(el, '[part="error"]')!;
    expect(error.getAttribute('role')).to.equal('alert');
    expect(error.textContent).to.match(/could not read/i);
    expect(renderedRows(el)).to.have.length(0);
    await expect(el).to.be.accessible();

    hostile.rewrite.current = undefined;
    $<HTMLButtonElement>(el, '[part="retry-button"]')!.click();
    await settled(el);
    expect($(el, '[part="error"]')).to.equal(null);
    expect(summary(el)).to.match(/^Swaps 1–10 of/);
    expect(renderedRows(el).length).to.be.greaterThan(0);
  });

  it('leaves out rows without depositAddress or createdAt and says how many, showing the others', async () => {
    const hostile = hostileFetch(sim);
    hostile.rewrite.current = (body) => {
      const rows = rowsOf(body);
      delete rows[0]!.depositAddress;
      delete rows[1]!.createdAt;
      return body;
    };
    const el = await mount({ fetch: hostile.fetch, token, attrs: { 'page-size': '10' } });
    await settled(el);
    expect($(el, '[part="error"]')).to.equal(null);
    expect(summary(el)).to.match(/^Swaps 1–8 of [\d,]+, page 1 of [\d,]+\. 2 rows from the explorer could not be read/);
    expect($(el, '[part="summary"]')!.getAttribute('role')).to.equal('status');
    expect(el.shadowRoot!.querySelector('[part="table"]')!.getAttribute('aria-rowcount')).to.equal('9');
  });

  it('never shows a negative amount: such rows are left out with the note, in cursor mode too', async () => {
    const hostile = hostileFetch(sim);
    hostile.rewrite.current = (body) => {
      const rows = rowsOf(body);
      rows[0]!.amountIn = '-5000000';
      rows[1]!.amountOutFormatted = '-12.5';
      rows[2]!.amountInUsd = '-3.20';
      return body;
    };
    const el = await mount({ fetch: hostile.fetch, token, attrs: { mode: 'cursor', 'page-size': '10' } });
    await settled(el);
    expect(summary(el)).to.match(/^7 swaps loaded\. 3 rows from the explorer could not be read and are left out\.$/);
    const amounts = amountsShown(el);
    expect(amounts.length).to.be.greaterThan(0);
    for (const text of amounts) expect(text).to.not.match(/[-−]\s?[$\d]/);
    // Three rows left out of a full answer: there may be older ones, so "load older" stays on.
    const older = el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="page-button"]')[1]!;
    expect(older.disabled).to.equal(false);
  });

  it('carries the error of page="-1" on the page field (aria-describedby) and sends nothing', async () => {
    const hostile = hostileFetch(sim);
    const el = await mount({ fetch: hostile.fetch, token, attrs: { page: '-1' } });
    await el.updateComplete;
    const input = $<HTMLInputElement>(el, '[part="page-input"]')!;
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    const describedBy = input.getAttribute('aria-describedby');
    expect(describedBy, 'aria-describedby').to.be.a('string');
    const message = el.shadowRoot!.getElementById(describedBy!);
    expect(message?.textContent?.trim()).to.equal('The page number must be a whole number from 1.');
    expect(summary(el)).to.equal('The paging settings need attention: nothing was requested.');
    expect(hostile.explorerRequests()).to.equal(0);
    await expect(el).to.be.accessible();
  });
});
