// Shared by the colour contrast tests (contrast-*.test.ts): the looks (every demo theme preset, and pages that set
// only a surface colour) in both schemes, axe over each, and the check of disabled controls' words that axe skips.
import 'axe-core/axe.min.js';
import type { AxeResults } from 'axe-core';
import '../../src/elements/swap-quote/swap-quote.js';
import '../../src/elements/swap-deposit/swap-deposit.js';
import '../../src/elements/swap-status/swap-status.js';
import '../../src/elements/swap-history/swap-history.js';
import '../../src/elements/swap-widget/swap-widget.js';
import '../../src/elements/swap-activity/swap-activity.js';
import type { SwapElement } from '../../src/elements/swap-element.js';
import { configure } from '../../src/store/store.js';
import type { Simulator } from '../../src/simulator/app.js';
import { THEMES } from '../../demo/themes.js';
import { makeSim } from '../simulator/helpers.js';
import { dropStore, freshStore } from '../helpers/fresh-store.js';
// Also lets through the benign ResizeObserver loop report of the history's virtualizer.
import '../elements/swap-history/helpers.js';

/** The demo presets, and pages that give one plain surface colour whatever the scheme (or a see-through one). */
export const LOOKS: Record<string, Record<string, string>> = {
  ...THEMES,
  'light surface only': { '--swap-color-surface': '#f1f8fc' },
  'dark surface only': { '--swap-color-surface': '#102030' },
  'transparent surface': { '--swap-color-surface': 'transparent' },
};
export const SCHEMES = ['light', 'dark'] as const;
export const FIRST_LOOK = Object.keys(LOOKS)[0];
/** The axe rules whose outcome depends on colours (WCAG 1.4.3 text contrast, 1.4.1 links told apart by colour). */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
/** How long a wait for a rendered state may take before the test fails (it ends as soon as the state is there). */
export const WAIT = { timeout: 5000 };

export const axe = () => (window as unknown as { axe: typeof import('axe-core') }).axe;

/** One fetch for the simulator whose answers wait while `hold` says so, until `release()`. */
export function heldFetch(sim: Simulator, hold: (url: string) => boolean) {
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
export async function problemsInEveryLook(
  target: SwapElement | SwapElement[],
  checked: string[] = [],
): Promise<string[]> {
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
      // Several elements (side by side on one page, as a site shows them) are checked in one run. Every rule runs in
      // the first look in light; in the other looks only what a colour can change (the rest reads the same DOM).
      const rules =
        look === FIRST_LOOK && scheme === 'light' ? {} : { runOnly: { type: 'rule' as const, values: COLOUR_RULES } };
      const result: AxeResults = await axe().run(els.length === 1 ? els[0]! : page, rules);
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

export const inShadow = (el: Element, text: string) => (el.shadowRoot?.textContent ?? '').includes(text);

/** Every element matching in the element's shadow tree and the shadow trees inside it. */
export function deepAll(root: Element, selector: string): HTMLElement[] {
  const shadow = root.shadowRoot;
  if (!shadow) return [];
  const nested = [...shadow.querySelectorAll('*')].flatMap((child) => deepAll(child, selector));
  return [...shadow.querySelectorAll<HTMLElement>(selector), ...nested];
}

/** sRGB channels 0..255 and alpha of a computed colour (Chromium gives rgb() or color(srgb ...)). */
export function channels(color: string): [number, number, number, number] {
  const [a = 0, b = 0, c = 0, alpha = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return color.startsWith('color(srgb') ? [a * 255, b * 255, c * 255, alpha] : [a, b, c, alpha];
}

export const hex = (color: string) =>
  `#${channels(color)
    .slice(0, 3)
    .map((v) => Math.round(v).toString(16).padStart(2, '0'))
    .join('')}`;

export function contrast(one: string, two: string): number {
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
export function disabledProblems(el: Element): string[] {
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

/** Each test's simulator (manual clock) and a fresh store with storage in memory. */
export function contrastSetUp(): { readonly sim: Simulator } {
  const state = {} as { sim: Simulator };
  beforeEach(async () => {
    freshStore();
    state.sim = makeSim();
    configure({ servicePublicKey: (await state.sim.info()).publicKey });
  });
  afterEach(() => dropStore());
  return state;
}
