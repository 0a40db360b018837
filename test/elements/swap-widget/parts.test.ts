// <swap-widget> passes its inner elements' parts up (docs/CONVENTIONS.md "Tokens and parts"): a page styles
// `swap-widget::part(quote__form)` as it would `swap-quote::part(form)`, through the nested copy button too.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import '../../../src/elements/swap-widget/swap-widget.js';
import type { SwapWidget } from '../../../src/elements/swap-widget/swap-widget.js';
import { configure } from '../../../src/store/store.js';
import { BASE, makeSim, XLM } from '../../simulator/helpers.js';
import { activate, openSwap } from '../swap-status/helpers.js';
import { dropStore, freshStore } from '../../helpers/fresh-store.js';

interface Declaration {
  tagName?: string;
  cssParts?: { name: string }[];
}

const sheet = document.createElement('style');
sheet.textContent = `
  swap-widget::part(quote) { outline: 2px solid rgb(9, 9, 9); }
  swap-widget::part(quote__form) { outline: 3px solid rgb(1, 2, 3); }
  swap-widget::part(deposit__copy-button) { color: rgb(4, 5, 6); }
  swap-widget::part(status__status-title) { color: rgb(7, 8, 9); }
`;

const inner = (el: SwapWidget, tag: string) => el.shadowRoot!.querySelector(tag)!;
const partIn = (host: Element, part: string) => host.shadowRoot?.querySelector<HTMLElement>(`[part~="${part}"]`);

describe('<swap-widget> parts', () => {
  before(() => document.head.append(sheet));
  after(() => sheet.remove());

  beforeEach(() => {
    freshStore();
  });

  afterEach(() => {
    dropStore();
  });

  it('passes up every documented part of its inner elements as <step>__<part>', async () => {
    const manifest = (await (await fetch(new URL('../../../custom-elements.json', import.meta.url))).json()) as {
      modules: { declarations?: Declaration[] }[];
    };
    const declarations = manifest.modules.flatMap((mod) => mod.declarations ?? []);
    const parts = (tag: string) => declarations.find((d) => d.tagName === tag)?.cssParts?.map((p) => p.name) ?? [];
    const sim = makeSim();
    configure({ group: 'p', servicePublicKey: (await sim.info()).publicKey });
    const el = await fixture<SwapWidget>(
      html`<swap-widget group="p" base-url=${BASE} .fetch=${sim.fetch} .clock=${sim.clock.now}></swap-widget>`,
    );
    const exported = (tag: string) => inner(el, tag).getAttribute('exportparts')!.split(', ');
    expect(exported('swap-quote')).to.deep.equal(parts('swap-quote').map((p) => `${p}: quote__${p}`));
    expect(parts('swap-quote')).to.include('confirm-button');
    const widgetParts = parts('swap-widget');
    for (const [step, tag] of [
      ['quote', 'swap-quote'],
      ['deposit', 'swap-deposit'],
      ['status', 'swap-status'],
    ] as const) {
      expect(widgetParts, `the widget documents its inner ${tag}`).to.include(step);
      for (const part of parts(tag)) expect(widgetParts).to.include(`${step}__${part}`);
    }

    await activate(
      sim,
      (await openSwap(sim, { originAsset: XLM, fromChain: 'stellar', amount: '1000000000' })).quote,
      'p',
    );
    await el.updateComplete;
    expect(exported('swap-deposit')).to.deep.equal(parts('swap-deposit').map((p) => `${p}: deposit__${p}`));
    expect(exported('swap-status')).to.deep.equal(parts('swap-status').map((p) => `${p}: status__${p}`));
  });

  it('lets the page style an inner part through the widget, at each step', async () => {
    const sim = makeSim();
    configure({ group: 'q', servicePublicKey: (await sim.info()).publicKey });
    const el = await fixture<SwapWidget>(
      html`<swap-widget group="q" base-url=${BASE} .fetch=${sim.fetch} .clock=${sim.clock.now}></swap-widget>`,
    );
    const quote = inner(el, 'swap-quote');
    await waitUntil(() => partIn(quote, 'form'), 'the quote form');
    expect(getComputedStyle(quote).outlineColor).to.equal('rgb(9, 9, 9)');
    expect(getComputedStyle(partIn(quote, 'form')!).outlineColor).to.equal('rgb(1, 2, 3)');

    await activate(
      sim,
      (await openSwap(sim, { originAsset: XLM, fromChain: 'stellar', amount: '1000000000' })).quote,
      'q',
    );
    await el.updateComplete;
    const deposit = inner(el, 'swap-deposit');
    await waitUntil(() => deposit.shadowRoot?.querySelector('swap-copy-button'), 'the deposit step');
    // Two levels down: the copy button's own `button` part, which <swap-deposit> passes up as `copy-button`.
    const copy = deposit.shadowRoot!.querySelector('swap-copy-button')!;
    await waitUntil(() => partIn(copy, 'button'), 'the copy button');
    expect(getComputedStyle(partIn(copy, 'button')!).color).to.equal('rgb(4, 5, 6)');
    const status = inner(el, 'swap-status');
    await waitUntil(() => partIn(status, 'status-title'), 'the status title');
    expect(getComputedStyle(partIn(status, 'status-title')!).color).to.equal('rgb(7, 8, 9)');
  });
});
