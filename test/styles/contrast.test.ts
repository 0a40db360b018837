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
import type { SwapElement } from '../../src/elements/swap-element.js';
import { RequestGate } from '../../src/api/pacing.js';
import { configure, getStore, resetStores, setPersistence } from '../../src/store/store.js';
import { Persistence } from '../../src/store/persistence.js';
import { MemoryStorage } from '../helpers/memory-storage.js';
import type { Simulator } from '../../src/simulator/app.js';
import { THEMES } from '../../demo/themes.js';
import { BASE, ETH_USDC, EXPLORER, WNEAR, addressOn, makeSim } from '../simulator/helpers.js';
import { ManualScheduler, activate, openSwap } from '../elements/swap-status/helpers.js';
// Also lets through the benign ResizeObserver loop report of the history's virtualizer.
import '../elements/swap-history/helpers.js';

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
async function problemsInEveryLook(el: SwapElement, checked: string[] = []): Promise<string[]> {
  const page = el.parentElement!;
  const problems: string[] = [];
  for (const [look, vars] of Object.entries(LOOKS)) {
    for (const scheme of SCHEMES) {
      page.removeAttribute('style');
      page.style.colorScheme = scheme;
      page.style.background = 'Canvas';
      for (const [name, value] of Object.entries(vars)) page.style.setProperty(name, value);
      el.theme = scheme;
      await el.updateComplete;
      const result: AxeResults = await axe().run(el);
      problems.push(...disabledProblems(el).map((problem) => `${look}/${scheme}: ${problem}`));
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
          .scheduler=${new ManualScheduler()}
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
});
