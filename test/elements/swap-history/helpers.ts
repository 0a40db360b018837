// Shared set-up for the <swap-history> tests: the simulator and recording fetch of sim.ts, the element mounted with
// a gate that opens at once (or on a manual clock), and small DOM helpers.
import { fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import { RequestGate } from '../../../src/api/pacing.js';
import '../../../src/elements/swap-history/swap-history.js';
import type { SwapHistory } from '../../../src/elements/swap-history/swap-history.js';

export { BASE, EXPLORER, flush, historySim, manualClock, recordingFetch, type Sent } from './sim.js';
import { BASE, EXPLORER } from './sim.js';

// Browsers report a ResizeObserver loop (the virtualizer measuring rows that are still settling) to window.onerror
// although nothing failed; the spec calls it benign. Only that message is let through, everything else still fails.
window.addEventListener(
  'error',
  (event) => {
    if (/ResizeObserver loop/.test(event.message)) event.stopImmediatePropagation();
  },
  true,
);

export interface MountOptions {
  attrs?: Record<string, string>;
  token?: string;
  explorerUrl?: string | null;
  fetch: typeof globalThis.fetch;
  gate?: RequestGate;
  clock?: () => number;
  /** Places the element inside a `<div>` this many pixels wide (a phone). */
  width?: number;
}

/** Builds the element with attributes and properties all set before its first update, then places it. */
export async function mount(options: MountOptions): Promise<SwapHistory> {
  const el = document.createElement('swap-history');
  el.setAttribute('base-url', BASE);
  if (options.explorerUrl !== null) el.setAttribute('explorer-url', options.explorerUrl ?? EXPLORER);
  for (const [name, value] of Object.entries(options.attrs ?? {})) el.setAttribute(name, value);
  el.fetch = options.fetch;
  el.gate = options.gate ?? new RequestGate(0);
  if (options.clock) el.clock = options.clock;
  if (options.token) el.token = options.token;
  if (options.width) {
    await fixture<HTMLDivElement>(html`<div style="width: ${options.width}px">${el}</div>`);
    return el;
  }
  const placed = await fixture<SwapHistory>(html`${el}`);
  return placed;
}

export const $ = <T extends Element = HTMLElement>(el: SwapHistory, selector: string) =>
  el.shadowRoot!.querySelector<T>(selector);
export const $$ = <T extends Element = HTMLElement>(el: SwapHistory, selector: string) => [
  ...el.shadowRoot!.querySelectorAll<T>(selector),
];

export const summary = (el: SwapHistory) => $(el, '[part="summary"]')?.textContent?.trim() ?? '';

/** Waits until the summary line says something matching. */
export async function settled(el: SwapHistory, pattern: RegExp = /Swaps \d|No swaps|swaps loaded/) {
  await waitUntil(() => pattern.test(summary(el)), `summary never matched ${pattern}: "${summary(el)}"`, {
    timeout: 5000,
  });
  await el.updateComplete;
  // The virtualizer places rows once it has measured the viewport.
  if (/Swaps \d|swaps loaded/.test(summary(el)) && !/^0 swaps/.test(summary(el))) {
    await waitUntil(() => renderedRows(el).length > 0, 'rows rendered', { timeout: 5000 });
  }
}

/** Rows currently in the DOM (the virtualizer renders only those near the viewport). */
export const renderedRows = (el: SwapHistory) => $$(el, '[part~="row"]');

/** Types into a filter input the way a person does: one input event per keystroke. */
export function typeInto(input: HTMLInputElement, text: string) {
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

export function choose(select: HTMLSelectElement | HTMLInputElement, value: string | boolean) {
  if (typeof value === 'boolean') (select as HTMLInputElement).checked = value;
  else select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
}

export const totalOf = (el: SwapHistory) => {
  const match = /of ([\d,]+),/.exec(summary(el));
  return match ? Number(match[1]!.replace(/,/g, '')) : undefined;
};
