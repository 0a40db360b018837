// Colour contrast of every element, in its states with muted, placeholder and disabled text, in light and dark and
// with every demo theme preset, plus pages that set only a surface colour. Each state is held on purpose (a fetch
// that answers only when the test lets it), never caught by timing; axe-core then checks WCAG 2.2 AA.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until.js';
import { RequestGate } from '../../src/api/pacing.js';
import { BASE, EXPLORER, makeSim } from '../simulator/helpers.js';
import { contrastSetUp, heldFetch, problemsInEveryLook, WAIT } from './contrast-helpers.js';

describe('colour contrast in every theme (axe, WCAG 2.2 AA): <swap-history>', function () {
  // Dozens of axe runs per test: CPU-bound, so a busy machine stretches them (a failing check still fails).
  this.timeout(300_000);
  contrastSetUp();

  it('<swap-history> with rows, and while the next page loads over them', async () => {
    // Seed 1: its first eight rows hold all four statuses (the seeded history follows the token list).
    const history = makeSim({ seed: 1, explorerIntervalMs: 0 });
    const token = await history.issueToken('demo-partner');
    const held = heldFetch(history, (url) => url.includes('/explorer/'));
    const el = document.createElement('swap-history');
    Object.assign(el, { fetch: held.fetch, gate: new RequestGate(0), token });
    el.setAttribute('base-url', BASE);
    el.setAttribute('explorer-url', EXPLORER);
    // Eight rows hold every status badge of this history (each status has its colours); fifty only cost axe more.
    el.setAttribute('page-size', '8');
    const page = await fixture<HTMLDivElement>(html`<div>${el}</div>`);
    const rows = () => el.shadowRoot!.querySelectorAll('[part~=row]').length;
    await waitUntil(() => rows() > 0, 'no rows', WAIT);
    expect(page.contains(el)).to.equal(true);
    const badges = [...el.shadowRoot!.querySelectorAll('[part=status-badge]')].map((b) => b.classList[1]);
    expect([...new Set(badges)].sort()).to.deep.equal(['FAILED', 'PROCESSING', 'REFUNDED', 'SUCCESS']);
    expect(await problemsInEveryLook(el)).to.deep.equal([]);

    held.on = true;
    el.shadowRoot!.querySelector<HTMLButtonElement>('[aria-label="Next page"]')!.click();
    await waitUntil(
      () => held.held() > 0 && el.shadowRoot!.querySelector('[part=table][aria-busy=true]'),
      'not busy',
      WAIT,
    );
    expect(rows()).to.be.greaterThan(0);
    expect(await problemsInEveryLook(el)).to.deep.equal([]);
    held.release();
  });

  it('<swap-history> loading, with an open row, when nothing matches, with a filter problem, failing and unset', async () => {
    // Seed 1: its first eight rows hold all four statuses (the seeded history follows the token list).
    const history = makeSim({ seed: 1, explorerIntervalMs: 0 });
    const token = await history.issueToken('demo-partner');
    const place = async (fetch: typeof globalThis.fetch, attrs: Record<string, string> = {}, explorer = true) => {
      const el = document.createElement('swap-history');
      Object.assign(el, { fetch, gate: new RequestGate(0), token: explorer ? token : undefined });
      el.setAttribute('base-url', BASE);
      if (explorer) el.setAttribute('explorer-url', EXPLORER);
      // The states here are about the frame around the rows: three rows are enough (the badges are checked above).
      el.setAttribute('page-size', '3');
      for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
      const page = await fixture<HTMLDivElement>(html`<div>${el}</div>`);
      const part = (selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
      return { el, page, part };
    };

    const held = heldFetch(history, (url) => url.includes('/explorer/'));
    held.on = true;
    const loading = await place(held.fetch);
    await waitUntil(() => held.held() > 0 && loading.part('[part=summary]')?.textContent?.trim() === 'Loading swaps…', 'not loading', WAIT); // prettier-ignore
    expect(await problemsInEveryLook(loading.el)).to.deep.equal([]);
    held.release();
    await waitUntil(() => loading.part('[part~=row] [part=expand-button]'), 'no rows', WAIT);
    loading.part('[part~=row] [part=expand-button]')!.click();
    await waitUntil(() => loading.part('[part=details]'), 'no open row', WAIT);
    expect(await problemsInEveryLook(loading.el)).to.deep.equal([]);
    loading.page.remove();

    const empty = await place(history.fetch, { search: 'no-such-swap-anywhere' });
    await waitUntil(() => /No swaps match/.test(empty.part('[part=summary]')?.textContent ?? ''), 'not empty', WAIT);
    expect(await problemsInEveryLook(empty.el)).to.deep.equal([]);
    const minUsd = empty.part('[data-field="minUsd"]') as HTMLInputElement;
    minUsd.value = '-5';
    minUsd.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
    await waitUntil(() => empty.part('[part=filter-error]'), 'no filter problem', WAIT);
    expect(await problemsInEveryLook(empty.el)).to.deep.equal([]);
    empty.page.remove();

    const offline = ((input: RequestInfo | URL, init?: RequestInit) =>
      String(input instanceof Request ? input.url : input).includes('/explorer/')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : history.fetch(input, init)) as typeof fetch;
    const failed = await place(offline);
    await waitUntil(() => failed.part('[part=error]'), 'no error', WAIT);
    expect(await problemsInEveryLook(failed.el)).to.deep.equal([]);
    failed.page.remove();

    const unset = await place(history.fetch, {}, false);
    await waitUntil(() => unset.part('[part=setup]'), 'no set-up notice', WAIT);
    expect(await problemsInEveryLook(unset.el)).to.deep.equal([]);
  });
});
