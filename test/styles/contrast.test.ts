// Colour contrast of every element, in its states with muted, placeholder and disabled text, in light and dark and
// with every demo theme preset, plus pages that set only a surface colour. Each state is held on purpose (a fetch
// that answers only when the test lets it), never caught by timing; axe-core then checks WCAG 2.2 AA.
import 'axe-core/axe.min.js';
import type { AxeResults } from 'axe-core';
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/elements/swap-quote/swap-quote.js';
import '../../src/elements/swap-deposit/swap-deposit.js';
import '../../src/elements/swap-status/swap-status.js';
import '../../src/elements/swap-history/swap-history.js';
import '../../src/elements/swap-widget/swap-widget.js';
import '../../src/elements/swap-activity/swap-activity.js';
import type { SwapElement } from '../../src/elements/swap-element.js';
import { RequestGate } from '../../src/api/pacing.js';
import { configure, getStore, resetStores, setPersistence } from '../../src/store/store.js';
import { Persistence } from '../../src/store/persistence.js';
import { MemoryStorage } from '../helpers/memory-storage.js';
import type { Simulator } from '../../src/simulator/app.js';
import { THEMES } from '../../demo/themes.js';
import { BASE, ETH_USDC, EXPLORER, WNEAR, XLM, addressOn, makeSim } from '../simulator/helpers.js';
import { activate, openSwap } from '../elements/swap-status/helpers.js';
import { driveTo, type DrivenStatus } from '../elements/swap-deposit/helpers.js';
import { quote as savedQuote, save } from '../elements/swap-activity/helpers.js';
// Also lets through the benign ResizeObserver loop report of the history's virtualizer.
import '../elements/swap-history/helpers.js';
import { FakeTimers } from '../helpers/fake-timers.js';

/** The demo presets, and pages that give one plain surface colour whatever the scheme (or a see-through one). */
const LOOKS: Record<string, Record<string, string>> = {
  ...THEMES,
  'light surface only': { '--swap-color-surface': '#f1f8fc' },
  'dark surface only': { '--swap-color-surface': '#102030' },
  'transparent surface': { '--swap-color-surface': 'transparent' },
};
const SCHEMES = ['light', 'dark'] as const;
/** How long a wait for a rendered state may take before the test fails (it ends as soon as the state is there). */
const WAIT = { timeout: 5000 };

const axe = () => (window as unknown as { axe: typeof import('axe-core') }).axe;

/** One fetch for the simulator whose answers wait while `hold` says so, until `release()`. */
function heldFetch(sim: Simulator, hold: (url: string) => boolean) {
  let waiting: (() => void)[] = [];
  const state = {
    on: false,
    held: () => waiting.length,
    release() {
      state.on = false;
      const resume = waiting;
      waiting = [];
      resume.forEach((go) => go());
    },
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (state.on && hold(request.url)) await new Promise<void>((go) => waiting.push(go));
      return sim.fetch(request);
    }) as typeof globalThis.fetch,
  };
  return state;
}

/**
 * Runs axe on the element for every look in both schemes (the page follows the scheme too) and returns every
 * problem. `checked` are texts whose contrast axe must have measured (not skipped as undecidable) in each run.
 */
async function problemsInEveryLook(target: SwapElement | SwapElement[], checked: string[] = []): Promise<string[]> {
  const els = Array.isArray(target) ? target : [target];
  const page = els[0]!.parentElement!;
  const problems: string[] = [];
  for (const [look, vars] of Object.entries(LOOKS)) {
    for (const scheme of SCHEMES) {
      page.removeAttribute('style');
      page.style.colorScheme = scheme;
      page.style.background = 'Canvas';
      for (const [name, value] of Object.entries(vars)) page.style.setProperty(name, value);
      for (const el of els) el.theme = scheme;
      await Promise.all(els.map((el) => el.updateComplete));
      // Several elements (side by side on one page, as a site shows them) are checked in one run.
      const result: AxeResults = await axe().run(els.length === 1 ? els[0]! : page);
      for (const el of els) problems.push(...disabledProblems(el).map((problem) => `${look}/${scheme}: ${problem}`));
      for (const violation of result.violations) {
        for (const node of violation.nodes) problems.push(`${look}/${scheme}: ${violation.id} ${node.html}`);
      }
      const measured = result.passes.find((rule) => rule.id === 'color-contrast')?.nodes ?? [];
      for (const text of checked) {
        if (!measured.some((node) => node.html.includes(text)))
          problems.push(`${look}/${scheme}: "${text}" unmeasured`);
      }
    }
  }
  return problems;
}

const inShadow = (el: Element, text: string) => (el.shadowRoot?.textContent ?? '').includes(text);

/** Every element matching in the element's shadow tree and the shadow trees inside it. */
function deepAll(root: Element, selector: string): HTMLElement[] {
  const shadow = root.shadowRoot;
  if (!shadow) return [];
  const nested = [...shadow.querySelectorAll('*')].flatMap((child) => deepAll(child, selector));
  return [...shadow.querySelectorAll<HTMLElement>(selector), ...nested];
}

/** sRGB channels 0..255 and alpha of a computed colour (Chromium gives rgb() or color(srgb ...)). */
function channels(color: string): [number, number, number, number] {
  const [a = 0, b = 0, c = 0, alpha = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return color.startsWith('color(srgb') ? [a * 255, b * 255, c * 255, alpha] : [a, b, c, alpha];
}

const hex = (color: string) =>
  `#${channels(color)
    .slice(0, 3)
    .map((v) => Math.round(v).toString(16).padStart(2, '0'))
    .join('')}`;

function contrast(one: string, two: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = channels(color)
      .map((v) => v / 255)
      .map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(one), luminance(two)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * axe skips disabled controls, but their words must still be read: each must be fully opaque and reach 4.5:1
 * against the first background behind it.
 */
function disabledProblems(el: Element): string[] {
  const problems: string[] = [];
  for (const control of deepAll(el, 'button:disabled, [aria-disabled=true]')) {
    if (!control.textContent?.trim()) continue;
    let background = 'rgba(0, 0, 0, 0)';
    let dimmed = false;
    for (let node: Element | null = control; node;) {
      const style = getComputedStyle(node);
      if (style.opacity !== '1') dimmed = true;
      if (channels(background)[3] === 0) background = style.backgroundColor;
      node = node.parentElement ?? (node.parentNode as ShadowRoot | null)?.host ?? null;
    }
    const ratio = contrast(getComputedStyle(control).color, background);
    if (dimmed || ratio < 4.5)
      problems.push(`disabled "${control.textContent.trim()}" ${ratio.toFixed(2)}:1${dimmed ? ' (opacity)' : ''}`);
  }
  return problems;
}

describe('colour contrast in every theme (axe, WCAG 2.2 AA)', function () {
  this.timeout(60_000);
  let sim: Simulator;

  beforeEach(async () => {
    resetStores();
    setPersistence(new Persistence(new MemoryStorage()));
    sim = makeSim();
    configure({ servicePublicKey: (await sim.info()).publicKey });
  });

  afterEach(() => resetStores());

  it('the token defaults follow the surface: a light surface in the dark scheme keeps dark text', async () => {
    const page = await fixture<HTMLDivElement>(
      html`<div style="--swap-color-surface: #f1f8fc">
        <swap-quote theme="dark" .fetch=${sim.fetch} base-url=${BASE}></swap-quote>
      </div>`,
    );
    const el = page.querySelector('swap-quote')!;
    const style = getComputedStyle(el);
    expect(style.backgroundColor).to.equal('rgb(241, 248, 252)');
    // The light-surface defaults, not the dark scheme's (#e9ecef text was unreadable on it).
    expect(hex(style.color)).to.equal('#1a1b1e');
    page.style.setProperty('--swap-color-surface', 'light-dark(#f1f8fc, #0b1d29)');
    expect(getComputedStyle(el).backgroundColor).to.equal('rgb(11, 29, 41)');
    expect(hex(getComputedStyle(el).color)).to.equal('#e9ecef');
  });

  it('<swap-quote> while the quote loads, with the quote, and with a stale quote while the next one loads', async () => {
    const held = heldFetch(sim, (url) => url.endsWith('/v0/quote'));
    held.on = true;
    const page = await fixture<HTMLDivElement>(
      html`<div>
        <swap-quote
          .fetch=${held.fetch}
          .clock=${sim.clock.now}
          base-url=${BASE}
          origin-asset=${ETH_USDC}
          destination-asset=${WNEAR}
          amount="100"
          recipient=${addressOn('near', 2)}
          refund-address=${addressOn('eth')}
        ></swap-quote>
      </div>`,
    );
    const el = page.querySelector('swap-quote')!;
    await waitUntil(() => held.held() > 0 && inShadow(el, 'Getting a quote…'), 'the quote never started loading', WAIT);
    expect(await problemsInEveryLook(el, ['Getting a quote…'])).to.deep.equal([]);

    held.release();
    await waitUntil(() => el.shadowRoot!.querySelector('[part=quote][aria-busy=false]'), 'no quote shown', WAIT);
    expect(await problemsInEveryLook(el)).to.deep.equal([]);

    held.on = true;
    el.amount = '250';
    await waitUntil(
      () => held.held() > 0 && el.shadowRoot!.querySelector('[part=quote][aria-busy=true]'),
      'no stale quote',
      WAIT,
    );
    expect(await problemsInEveryLook(el, ['Getting a quote…'])).to.deep.equal([]);
    held.release();
  });

  it('<swap-deposit> and <swap-status> for an open swap', async () => {
    const { quote } = await openSwap(sim);
    await activate(sim, quote);
    const page = await fixture<HTMLDivElement>(
      html`<div>
        <swap-deposit .fetch=${sim.fetch} .clock=${sim.clock.now} base-url=${BASE}></swap-deposit>
        <swap-status
          .fetch=${sim.fetch}
          .clock=${sim.clock.now}
          .scheduler=${new FakeTimers()}
          base-url=${BASE}
        ></swap-status>
      </div>`,
    );
    const deposit = page.querySelector('swap-deposit')!;
    const status = page.querySelector('swap-status')!;
    await waitUntil(() => deposit.shadowRoot!.querySelector('[part~=deposit-address]'), 'no deposit address', WAIT);
    await waitUntil(() => status.shadowRoot!.querySelector('[part=status-title]'), 'no status', WAIT);
    await status.updateComplete;
    expect(await problemsInEveryLook(deposit)).to.deep.equal([]);
    expect(await problemsInEveryLook(status)).to.deep.equal([]);
  });

  it('<swap-history> with rows, and while the next page loads over them', async () => {
    const history = makeSim({ explorerIntervalMs: 0 });
    const token = await history.issueToken('demo-partner');
    const held = heldFetch(history, (url) => url.includes('/explorer/'));
    const el = document.createElement('swap-history');
    Object.assign(el, { fetch: held.fetch, gate: new RequestGate(0), token });
    el.setAttribute('base-url', BASE);
    el.setAttribute('explorer-url', EXPLORER);
    const page = await fixture<HTMLDivElement>(html`<div>${el}</div>`);
    const rows = () => el.shadowRoot!.querySelectorAll('[part~=row]').length;
    await waitUntil(() => rows() > 0, 'no rows', WAIT);
    expect(page.contains(el)).to.equal(true);
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

  it('<swap-widget> at its quote step and at its deposit step', async () => {
    const page = await fixture<HTMLDivElement>(
      html`<div>
        <swap-widget
          .fetch=${sim.fetch}
          .clock=${sim.clock.now}
          base-url=${BASE}
          origin-asset=${ETH_USDC}
          destination-asset=${WNEAR}
          amount="100"
          recipient=${addressOn('near', 2)}
          refund-address=${addressOn('eth')}
        ></swap-widget>
      </div>`,
    );
    const el = page.querySelector('swap-widget')!;
    const inner = (tag: string) => el.shadowRoot!.querySelector(tag);
    await waitUntil(
      () => inner('swap-quote')?.shadowRoot?.querySelector('[part=quote][aria-busy=false]'),
      'no quote',
      WAIT,
    );
    expect(await problemsInEveryLook(el)).to.deep.equal([]);

    const { quote } = await openSwap(sim);
    await activate(sim, quote);
    await waitUntil(
      () => inner('swap-deposit')?.shadowRoot?.querySelector('[part~=deposit-address]'),
      'no address',
      WAIT,
    );
    expect(getStore().get().activeSwap?.depositAddress).to.equal(quote.quote.depositAddress);
    expect(await problemsInEveryLook(el)).to.deep.equal([]);
  });
  // Issue 13 point 11: each element in each of its states, every look, both schemes.

  it('<swap-quote> empty, with field errors, a service error, confirmed, mismatched and asking to replace', async () => {
    const part = (el: Element, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
    const empty = await fixture<HTMLDivElement>(
      html`<div><swap-quote .fetch=${sim.fetch} .clock=${sim.clock.now} base-url=${BASE}></swap-quote></div>`,
    );
    const blank = empty.querySelector('swap-quote')!;
    await waitUntil(() => part(blank, '[role=combobox]'), 'no token list', WAIT);
    expect(await problemsInEveryLook(blank)).to.deep.equal([]);
    empty.remove();

    const page = await fixture<HTMLDivElement>(
      html`<div>
        <swap-quote
          .fetch=${sim.fetch}
          .clock=${sim.clock.now}
          base-url=${BASE}
          origin-asset=${ETH_USDC}
          destination-asset=${WNEAR}
          amount="1.2.3"
          recipient=${addressOn('near', 2)}
          refund-address="0x1234"
        ></swap-quote>
      </div>`,
    );
    const el = page.querySelector('swap-quote')!;
    await waitUntil(() => part(el, '[role=combobox]'), 'no token list', WAIT);
    part(el, '[part=confirm-button]')!.click(); // shows every field's problem
    await waitUntil(() => part(el, '#amount-error') && part(el, '#refund-error'), 'no field errors', WAIT);
    expect(await problemsInEveryLook(el)).to.deep.equal([]);

    sim.setFaults({ errorRate: 1 });
    el.refundAddress = addressOn('eth');
    el.amount = '100';
    await waitUntil(() => part(el, '[part=alert]'), 'no service error', WAIT);
    expect(await problemsInEveryLook(el)).to.deep.equal([]);
    sim.resetFaults();

    part(el, '[part=retry-button]')!.click();
    await waitUntil(() => part(el, '[part=quote][aria-busy=false]'), 'no quote', WAIT);
    part(el, '[part=confirm-button]')!.click();
    await waitUntil(() => part(el, '[part=confirmation]'), 'not confirmed', WAIT);
    expect(await problemsInEveryLook(el)).to.deep.equal([]);

    el.amount = '250';
    await waitUntil(() => part(el, '[part=mismatch]') && part(el, '[part=quote][aria-busy=false]'), 'no mismatch', WAIT); // prettier-ignore
    expect(await problemsInEveryLook(el)).to.deep.equal([]);

    part(el, '[part=confirm-button]')!.click();
    await waitUntil(() => part(el, '[part=replace-prompt]'), 'no replace prompt', WAIT);
    expect(await problemsInEveryLook(el)).to.deep.equal([]);
  });

  /** <swap-deposit> and <swap-status> side by side for the group's active swap (or `address`). */
  async function depositAndStatus(address?: string) {
    const page = await fixture<HTMLDivElement>(
      html`<div>
        <swap-deposit
          .fetch=${sim.fetch}
          .clock=${sim.clock.now}
          base-url=${BASE}
          deposit-address=${address ?? ''}
        ></swap-deposit>
        <swap-status
          .fetch=${sim.fetch}
          .clock=${sim.clock.now}
          .scheduler=${new FakeTimers()}
          base-url=${BASE}
          deposit-address=${address ?? ''}
        ></swap-status>
      </div>`,
    );
    const deposit = page.querySelector('swap-deposit')!;
    const status = page.querySelector('swap-status')!;
    const shows = (el: Element, selector: string) => !!el.shadowRoot!.querySelector(selector);
    const title = () => status.shadowRoot!.querySelector('[part=status-title]')?.textContent?.trim();
    return { page, deposit, status, shows, title };
  }

  const STATUS_VIEWS: [DrivenStatus, string, string][] = [
    ['INCOMPLETE_DEPOSIT', '[part=top-up]', 'Deposit incomplete'],
    ['KNOWN_DEPOSIT_TX', '[part=received]', 'Deposit seen, waiting for confirmations'],
    ['PROCESSING', '[part=received]', 'Swapping'],
    ['SUCCESS', '[part=outcome]', 'Swap complete'],
    ['REFUNDED', '[part=outcome]', 'Refunded'],
    ['FAILED', '[part=outcome]', 'Swap failed'],
  ];

  it('<swap-deposit> and <swap-status> at every status of a swap', async () => {
    const problems: string[] = [];
    for (const [status, depositPart, statusTitle] of STATUS_VIEWS) {
      const { quote } = await openSwap(sim);
      await activate(sim, quote);
      await driveTo(sim, quote, status);
      const v = await depositAndStatus();
      await waitUntil(() => v.shows(v.deposit, depositPart) && v.title() === statusTitle, status, WAIT);
      problems.push(...(await problemsInEveryLook([v.deposit, v.status])).map((p) => `${status}: ${p}`));
      v.page.remove();
    }
    expect(problems).to.deep.equal([]);
  });

  it('<swap-deposit> and <swap-status> with nothing to show, an unknown address, past the deadline, and failing', async () => {
    const none = await depositAndStatus();
    await waitUntil(() => none.shows(none.deposit, '[part=empty]') && none.shows(none.status, '[part=empty]'), 'empty', WAIT); // prettier-ignore
    expect(await problemsInEveryLook([none.deposit, none.status])).to.deep.equal([]);
    none.page.remove();

    const unknown = await depositAndStatus(addressOn('eth', 9));
    await waitUntil(() => unknown.shows(unknown.deposit, '[part=not-found]') && unknown.title() === 'Deposit address not found', 'not found', WAIT); // prettier-ignore
    expect(await problemsInEveryLook([unknown.deposit, unknown.status])).to.deep.equal([]);
    unknown.page.remove();

    const { quote } = await openSwap(sim);
    await activate(sim, quote);
    sim.clock.advance(Date.parse(quote.quote.deadline!) - sim.clock.now() + 5 * 60_000);
    const late = await depositAndStatus();
    await waitUntil(() => late.shows(late.deposit, '[part=expired]') && late.shows(late.status, '[part=late]'), 'late', WAIT); // prettier-ignore
    expect(await problemsInEveryLook([late.deposit, late.status])).to.deep.equal([]);
    late.page.remove();

    const open = await openSwap(sim);
    await activate(sim, open.quote);
    sim.setFaults({ errorRate: 1 });
    const failing = await depositAndStatus();
    await waitUntil(() => failing.shows(failing.status, '[part=error]') && failing.shows(failing.deposit, '[part=qr]'), 'error', WAIT); // prettier-ignore
    expect(await problemsInEveryLook([failing.deposit, failing.status])).to.deep.equal([]);
    sim.resetFaults();
  });

  it('<swap-history> loading, with an open row, when nothing matches, with a filter problem, failing and unset', async () => {
    const history = makeSim({ explorerIntervalMs: 0 });
    const token = await history.issueToken('demo-partner');
    const place = async (fetch: typeof globalThis.fetch, attrs: Record<string, string> = {}, explorer = true) => {
      const el = document.createElement('swap-history');
      Object.assign(el, { fetch, gate: new RequestGate(0), token: explorer ? token : undefined });
      el.setAttribute('base-url', BASE);
      if (explorer) el.setAttribute('explorer-url', EXPLORER);
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

  it('<swap-activity> empty, checking, with live statuses, failing and confirming a forget', async () => {
    const place = async (fetch: typeof globalThis.fetch) => {
      const page = await fixture<HTMLDivElement>(
        html`<div>
          <swap-activity
            .fetch=${fetch}
            .clock=${sim.clock.now}
            .scheduler=${new FakeTimers()}
            base-url=${BASE}
            locale="en-US"
          ></swap-activity>
        </div>`,
      );
      const el = page.querySelector('swap-activity')!;
      const texts = (selector: string) =>
        [...el.shadowRoot!.querySelectorAll(selector)].map((e) => e.textContent!.replace(/\s+/g, ' ').trim());
      return { page, el, texts };
    };
    const empty = await place(sim.fetch);
    await waitUntil(() => empty.el.shadowRoot!.querySelector('[part=empty]'), 'not empty', WAIT);
    expect(await problemsInEveryLook(empty.el)).to.deep.equal([]);
    empty.page.remove();

    const done = await savedQuote(sim, { amount: '100000000' });
    const stellar = await savedQuote(sim, { originAsset: XLM, fromChain: 'stellar', amount: '1234567890' });
    const refunded = await savedQuote(sim, { amount: '5000000' });
    const open = await savedQuote(sim, { amount: '7500000' });
    save(done, 'SUCCESS');
    save(refunded, 'REFUNDED');
    save(stellar);
    save(open);
    sim.deposit({ depositAddress: open.quote.depositAddress!, amount: open.quote.amountIn });

    const held = heldFetch(sim, (url) => url.includes('/v0/status'));
    held.on = true;
    const checking = await place(held.fetch);
    await waitUntil(() => held.held() === 2 && checking.texts('[part=status]').includes('Checking…'), 'not checking', WAIT); // prettier-ignore
    expect(await problemsInEveryLook(checking.el)).to.deep.equal([]);
    held.release();
    await waitUntil(() => checking.texts('[part=status]').includes('Deposit seen'), 'no live status', WAIT);
    expect(checking.texts('[part=status]')).to.include.members(['Completed', 'Refunded', 'Waiting for deposit']);
    expect(await problemsInEveryLook(checking.el)).to.deep.equal([]);
    checking.el.shadowRoot!.querySelector<HTMLElement>('[part=forget-button]')!.click();
    await waitUntil(() => checking.el.shadowRoot!.querySelector('[part=confirm]'), 'no confirmation', WAIT);
    expect(await problemsInEveryLook(checking.el)).to.deep.equal([]);
    checking.page.remove();

    sim.setFaults({ errorRate: 1 });
    const failing = await place(sim.fetch);
    await waitUntil(() => failing.texts('[part=check-failed]').length === 2, 'no failed checks', WAIT);
    expect(await problemsInEveryLook(failing.el)).to.deep.equal([]);
    sim.resetFaults();
  });

  it('<swap-widget> at its done step', async () => {
    const timers = new FakeTimers();
    const page = await fixture<HTMLDivElement>(
      html`<div>
        <swap-widget .fetch=${sim.fetch} .clock=${sim.clock.now} .scheduler=${timers} base-url=${BASE}></swap-widget>
      </div>`,
    );
    const el = page.querySelector('swap-widget')!;
    const { quote } = await openSwap(sim);
    await driveTo(sim, quote, 'SUCCESS');
    await activate(sim, quote);
    await waitUntil(() => el.shadowRoot!.querySelector('[part=new-swap]'), 'not done', WAIT);
    const status = el.shadowRoot!.querySelector('swap-status')!;
    await waitUntil(() => status.shadowRoot!.querySelector('[part=status-title]')?.textContent?.trim() === 'Swap complete', 'no status', WAIT); // prettier-ignore
    expect(await problemsInEveryLook(el)).to.deep.equal([]);
  });
});
