// Colour contrast of every element, in its states with muted, placeholder and disabled text, in light and dark and
// with every demo theme preset, plus pages that set only a surface colour. Each state is held on purpose (a fetch
// that answers only when the test lets it), never caught by timing; axe-core then checks WCAG 2.2 AA.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until.js';
import { getStore } from '../../src/store/store.js';
import { BASE, ETH_USDC, WNEAR, addressOn } from '../simulator/helpers.js';
import { activate, openSwap } from '../elements/swap-status/helpers.js';
import { driveTo } from '../elements/swap-deposit/helpers.js';
import { FakeTimers } from '../helpers/fake-timers.js';
import { overflowingBoxes } from '../helpers/fits-width.js';
import { contrastSetUp, heldFetch, hex, inShadow, problemsInEveryLook, WAIT } from './contrast-helpers.js';
import type { Simulator } from '../../src/simulator/app.js';

describe('colour contrast in every theme (axe, WCAG 2.2 AA): <swap-quote> and <swap-widget>', function () {
  // Dozens of axe runs per test: CPU-bound, so a busy machine stretches them (a failing check still fails).
  this.timeout(300_000);
  const state = contrastSetUp();
  let sim: Simulator;
  beforeEach(() => (sim = state.sim));

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

  it('<swap-quote> with a token list open: built-in logos, chain badges and the initial of a chain without one', async () => {
    const page = await fixture<HTMLDivElement>(
      html`<div style="width: 320px">
        <swap-quote .fetch=${sim.fetch} .clock=${sim.clock.now} base-url=${BASE} origin-asset=${ETH_USDC}></swap-quote>
      </div>`,
    );
    const el = page.querySelector('swap-quote')!;
    const part = (selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
    await waitUntil(() => part('[role=combobox]'), 'no token list', WAIT);
    part('#origin-input ~ [part=token-toggle]')!.click();
    await waitUntil(
      () => {
        const images = [...el.shadowRoot!.querySelectorAll<HTMLImageElement>('#origin-listbox img')];
        return images.length > 20 && images.every((img) => img.src.startsWith('data:') && img.naturalWidth > 0);
      },
      'the built-in logos did not show',
      WAIT,
    );
    expect(part('#origin-listbox span.chain-badge')?.textContent).to.equal('H', 'HyperCore keeps its initial');
    expect(overflowingBoxes(el)).to.deep.equal([]);
    expect(await problemsInEveryLook(el)).to.deep.equal([]);
    expect(part('#origin-input')!.getAttribute('aria-expanded')).to.equal('true', 'checked with the list open');
    expect(overflowingBoxes(el)).to.deep.equal([]);
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
