import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import { RequestGate } from '../../../src/api/pacing.js';
import type { ExplorerTransaction, TransactionsPageQuery } from '../../../src/api/explorer-schemas.js';
import { formatAmount } from '../../../src/core/amounts.js';
import { formatDateTime } from '../../../src/core/time.js';
import { commonMessages } from '../../../src/i18n/en/common.js';
import { historyMessages } from '../../../src/i18n/en/history.js';
import type { SwapHistory } from '../../../src/elements/swap-history/swap-history.js';
import type { Messages } from '../../../src/i18n/messages.js';
import { configure } from '../../../src/store/store.js';
import type { Simulator } from '../../../src/simulator/app.js';
import { clientFor } from '../../simulator/helpers.js';
import {
  $,
  BASE,
  EXPLORER,
  historySim,
  manualClock,
  mount,
  recordingFetch,
  renderedRows,
  settled,
  summary,
} from './helpers.js';
import { freshStore } from '../../helpers/fresh-store.js';

/** Every key of a section mapped to «key»: whatever still reads as English was never looked up. */
const marked = (english: object) => Object.fromEntries(Object.keys(english).map((key) => [key, `«${key}»`]));
const MARKED: Messages = { history: marked(historyMessages), common: marked(commonMessages) };

/** The text people meet in the shadow root: visible text plus the names and hints carried by attributes. */
function readable(el: SwapHistory): string {
  const root = el.shadowRoot!;
  const parts = [root.textContent ?? ''];
  for (const node of root.querySelectorAll('[aria-label], [placeholder], [label], [title]')) {
    for (const name of ['aria-label', 'placeholder', 'label', 'title']) parts.push(node.getAttribute(name) ?? '');
  }
  return parts.join('\n');
}

/**
 * Runs of three or more lowercase English-looking words outside «…»: a cheap detector for strings that skipped the
 * catalogue. A word is letters only (with trailing punctuation), so addresses (bob.near, 0x12…), asset ids, code
 * (swap-history, explorer-url) and numbers break a run rather than make one.
 */
function untranslated(text: string): string[] {
  const words = text
    .replace(/«[^»]*»/g, ' | ')
    .split(/\s+/)
    .filter(Boolean);
  const runs: string[] = [];
  let run: string[] = [];
  const end = () => {
    if (run.length >= 3) runs.push(run.join(' '));
    run = [];
  };
  for (const word of words) {
    if (/^[a-z]+[.,:;!?…]?$/.test(word)) {
      run.push(word);
      if (/[.,:;!?…]$/.test(word)) end();
    } else end();
  }
  end();
  return runs;
}

describe('<swap-history> languages', () => {
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

  const direct = (query: TransactionsPageQuery) => clientFor(sim, token).transactionsPage(query);

  /** Mounts the element inside `<div lang=…>` so it inherits the page language through the DOM. */
  async function mountIn(lang: string, attrs: Record<string, string> = {}, clock?: () => number) {
    const el = document.createElement('swap-history');
    el.setAttribute('base-url', BASE);
    el.setAttribute('explorer-url', EXPLORER);
    for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
    el.fetch = sim.fetch;
    el.gate = new RequestGate(0);
    el.token = token;
    if (clock) el.clock = clock;
    const wrapper = document.createElement('div');
    wrapper.lang = lang;
    wrapper.append(el);
    await fixture(html`${wrapper}`);
    return el;
  }

  it('takes messages from configure(), and the messages property wins over them', async () => {
    configure({ messages: { history: { title: 'Verlauf', refreshButton: 'Aktualisieren' } } });
    const el = await mount({ fetch: sim.fetch, token, attrs: { 'page-size': '10' } });
    await settled(el);
    expect($(el, '[part="title"]')!.textContent!.trim()).to.equal('Verlauf');
    expect($(el, '[part="refresh-button"]')!.textContent!.trim()).to.equal('Aktualisieren');
    expect($(el, '[part="export-button"]')!.textContent!.trim()).to.equal(
      'Export CSV',
      'untranslated keys stay English',
    );

    el.messages = { history: { title: 'Meine Tausche' } };
    await el.updateComplete;
    expect($(el, '[part="title"]')!.textContent!.trim()).to.equal('Meine Tausche');
    expect($(el, '[part="refresh-button"]')!.textContent!.trim()).to.equal('Aktualisieren', 'configure() still counts');

    // A later configure() re-renders the element in place.
    configure({ messages: { history: { exportButton: 'CSV exportieren' } } });
    await waitUntil(() => $(el, '[part="export-button"]')!.textContent!.trim() === 'CSV exportieren', 'configure()');
    expect($(el, '[part="title"]')!.textContent!.trim()).to.equal('Meine Tausche');
  });

  it('fills placeholders, in the summary, in filter messages and in plurals', async () => {
    configure({
      messages: {
        history: {
          pageSummary: 'Tausche {first} bis {last} von {total} (Seite {page}/{pages})',
          chainNotCode: '„{value}“ ist kein Kettenkürzel.',
        },
      },
    });
    const el = await mount({ fetch: sim.fetch, token, attrs: { 'page-size': '10' } });
    await settled(el, /^Tausche/);
    const expected = await direct({ statuses: ['FAILED', 'PROCESSING', 'REFUNDED', 'SUCCESS'], perPage: 10 });
    const total = new Intl.NumberFormat('en-US').format(expected.total);
    const pages = new Intl.NumberFormat('en-US').format(expected.totalPages);
    expect(summary(el)).to.equal(`Tausche 1 bis 10 von ${total} (Seite 1/${pages})`);

    el.fromChain = 'Ethereum';
    await el.updateComplete;
    expect($(el, '#error-fromChain')!.textContent!.trim()).to.equal('„Ethereum“ ist kein Kettenkürzel.');

    // A plural message chooses its words by the page language's rules.
    el.fromChain = undefined;
    el.messages = {
      history: { exportDone: '{count, plural, one {Ein Tausch exportiert.} other {# Tausche exportiert.}}' },
    };
    el.referral = 'kite-swap';
    await settled(el, /Tausche/);
    await el.exportCsv();
    await el.updateComplete;
    const all = await direct({ statuses: ['FAILED', 'PROCESSING', 'REFUNDED', 'SUCCESS'], referral: 'kite-swap' });
    expect(all.total).to.be.greaterThan(1);
    expect($(el, '.export[role="status"]')!.textContent).to.contain(`${all.total} Tausche exportiert.`);
  });

  it('formats amounts, numbers, dates and relative times in the inherited lang', async () => {
    const expected = await direct({ statuses: ['FAILED', 'PROCESSING', 'REFUNDED', 'SUCCESS'], perPage: 1000 });
    const tokens = await clientFor(sim, token).tokens();
    const newest = expected.data[0]!;
    // Three hours after the newest swap: it reads as a relative time, older ones as dates.
    const clock = () => Date.parse(newest.createdAt) + 3 * 3_600_000;
    const el = await mountIn('de', { 'page-size': '1000' }, clock);
    await settled(el, /Swaps 1–1\.000 of/);
    expect(summary(el)).to.contain(`of ${new Intl.NumberFormat('de').format(expected.total)},`);
    expect(expected.total).to.be.greaterThan(999, 'a total with a thousands separator');

    const rows = renderedRows(el);
    expect(rows[0]!.querySelector('time')!.textContent).to.equal('vor 3 Stunden');
    expect(rows[0]!.querySelector('time')!.getAttribute('title')).to.equal(formatDateTime(newest.createdAt, 'de'));
    expect(rows[0]!.querySelector('time')!.getAttribute('title')).to.match(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);

    // Amounts: exact digits with German separators ("1.234,5").
    const decimalsOf = new Map(tokens.map((t) => [t.assetId, t.decimals]));
    const withFraction = rows
      .map((row) => ({ row, tx: expected.data[Number(row.dataset.index)]! }))
      .find(({ tx }) => decimalsOf.has(tx.originAsset) && /,\d/.test(amountIn(tx, decimalsOf, 'de')));
    expect(withFraction, 'a rendered row with a fractional amount').to.not.equal(undefined);
    const german = amountIn(withFraction!.tx, decimalsOf, 'de');
    expect(german).to.not.equal(amountIn(withFraction!.tx, decimalsOf, 'en'));
    // As seen: a shortened amount carries its exact digits beside it for assistive technology, visually hidden.
    const seen = withFraction!.row.querySelector('strong')!.cloneNode(true) as Element;
    seen.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
    expect(seen.textContent).to.equal(german);
    expect(withFraction!.row.textContent).to.match(/\d+,\d{2}\s\$/, 'USD values in German style');

    // The page size list and the page count follow the language too.
    expect([...el.shadowRoot!.querySelectorAll('[part="page-size"] option')].map((o) => o.textContent)).to.include(
      '1.000',
    );

    // The page switching language re-renders in the new one.
    el.parentElement!.lang = 'en-US';
    await waitUntil(() => /Swaps 1–1,000 of/.test(summary(el)), 'English separators after the switch');
    expect(renderedRows(el)[0]!.querySelector('time')!.textContent).to.equal('3 hours ago');
  });

  it('the locale property overrides the inherited lang', async () => {
    const el = await mountIn('de', { 'page-size': '1000', locale: 'fr' });
    await settled(el, /Swaps 1–1\s000 of/);
    const time = renderedRows(el)[0]!.querySelector('time')!;
    expect(time.textContent).to.equal(formatDateTime(time.dateTime, 'fr'));
    expect(time.textContent).to.not.equal(formatDateTime(time.dateTime, 'de'));
  });

  describe('every string comes from the catalogue', () => {
    const check = (el: SwapHistory, state: string) =>
      expect(untranslated(readable(el)), `English left in ${state}`).to.deep.equal([]);

    it('the detector finds English when nothing is translated', async () => {
      const el = await mount({ fetch: sim.fetch, token: undefined, explorerUrl: null });
      await el.updateComplete;
      expect(untranslated(readable(el)).length).to.be.greaterThan(3);
    });

    it('set-up, refused access and a failed request', async () => {
      configure({ messages: MARKED });
      const setup = await mount({ fetch: sim.fetch, explorerUrl: null });
      await setup.updateComplete;
      check(setup, 'the set-up notice');

      const refused = await mount({ fetch: sim.fetch, token: 'not-a-real-token' });
      await waitUntil(() => $(refused, '[part="setup"]'), 'setup shown after 401');
      check(refused, 'the refused notice');

      let offline = true;
      const flaky = ((input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input instanceof Request ? input.url : input);
        return offline && url.includes('/explorer/')
          ? Promise.reject(new TypeError('Failed to fetch'))
          : sim.fetch(input, init);
      }) as typeof fetch;
      const failed = await mount({ fetch: flaky, token });
      await waitUntil(() => $(failed, '[part="error"]'), 'error shown');
      check(failed, 'a failed request');
      offline = false;
    });

    it('page mode: rows, details, filter problems and paging', async () => {
      configure({ messages: MARKED });
      const el = await mount({ fetch: sim.fetch, token, attrs: { statuses: 'REFUNDED', 'page-size': '10' } });
      await settled(el, /«pageSummary»/);
      await waitUntil(() => renderedRows(el).length > 2, 'rows rendered');
      const toggles = el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="expand-button"]');
      for (const button of [...toggles].slice(0, 3)) button.click();
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('[part="details"]')).to.not.equal(null);
      check(el, 'rows with details');

      $(el, '[part="sort-button"]')!.click();
      el.page = 999;
      await waitUntil(() => /«noSuchPage/.test(readable(el)), 'no such page notice');
      check(el, 'a page past the end');

      el.minUsd = 500;
      el.maxUsd = 20;
      el.start = 'yesterday';
      el.fromChain = 'Ethereum';
      el.toToken = 'wrap.near';
      el.pageSize = 2000;
      await el.updateComplete;
      expect(el.shadowRoot!.querySelectorAll('[part="filter-error"]').length).to.be.greaterThan(4);
      check(el, 'filter problems');
      el.statuses = ['KNOWN_DEPOSIT_TX'];
      el.fromChain = 'eth';
      el.toToken = 'nep141:wrap.near';
      el.fromToken = 'nep141:eth.omft.near';
      await el.updateComplete;
      check(el, 'more filter problems');
    });

    it('cursor mode and the CSV export', async () => {
      configure({ messages: MARKED });
      const { clock, advance } = manualClock();
      const rec = recordingFetch(sim);
      const el = await mount({
        fetch: rec.fetch,
        token,
        gate: new RequestGate(5000, clock),
        attrs: { mode: 'cursor', 'page-size': '20', refresh: '60' },
      });
      await advance(0);
      await settled(el, /«cursorLoaded/);
      check(el, 'cursor mode');
      (el.shadowRoot!.querySelector('[part="pager"] button') as HTMLButtonElement).click();
      await advance(5000);
      await settled(el, /«newer/);
      check(el, 'after loading newer');

      const exporting = el.exportCsv();
      await advance(5000);
      await waitUntil(() => /«exportProgress/.test(readable(el)), 'export progress');
      await advance(1000);
      check(el, 'export progress');
      el.cancelExport();
      await exporting;
      await el.updateComplete;
      check(el, 'export cancelled');
    });
  });
});

function amountIn(tx: ExplorerTransaction, decimals: Map<string, number>, locale: string): string {
  return tx.amountIn ? formatAmount(tx.amountIn, decimals.get(tx.originAsset)!, { locale }) : '';
}
