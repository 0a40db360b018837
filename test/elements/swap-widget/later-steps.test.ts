// Issue 30: <swap-widget> fetches its deposit and status steps only when the flow needs them (the visitor about to
// confirm a quote, or a swap active), never for a quote only read, shows that they load, and when their fetch fails
// says so with a retry while the swap stays saved.
// Served unbundled (web-test-runner.config.mjs) so the page's requests are each module's own: nothing in this file
// imports <swap-deposit> or <swap-status>.
import { expect, fixture, html } from '@open-wc/testing';
import { sendMouse, setViewport } from '@web/test-runner-commands';
import { waitUntil } from '../../helpers/wait-until.js';
import { SwapWidget } from '../../../src/elements/swap-widget/swap-widget.js';
import { configure, getStore } from '../../../src/store/store.js';
import { overflowingPage } from '../../helpers/fits-width.js';
import { FakeTimers } from '../../helpers/fake-timers.js';
import { addressOn, BASE, clientFor, makeSim, quoteRequest, WNEAR, XLM } from '../../simulator/helpers.js';
import { dropStore, freshStore } from '../../helpers/fresh-store.js';

/** The later steps' modules this page requested so far. */
const stepModules = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => /\/src\/elements\/swap-(deposit|status)\/swap-(deposit|status)\.(ts|js)$/.test(path))
    .map((path) => path.replace(/^.*\/(swap-\w+)\.\w+$/, '$1'))
    .sort();
const defined = () => ['swap-deposit', 'swap-status'].filter((tag) => customElements.get(tag));

describe('<swap-widget> fetches its later steps when the flow needs them', () => {
  const realFetch = SwapWidget.fetchLaterSteps;
  before(() => {
    // The page's own modules (hundreds, unbundled) may have filled the default buffer of 250: count from here on.
    performance.setResourceTimingBufferSize(10_000);
    performance.clearResourceTimings();
    return setViewport({ width: 320, height: 900 });
  });
  after(() => {
    SwapWidget.fetchLaterSteps = realFetch;
    dropStore();
    return setViewport({ width: 800, height: 600 });
  });

  it('fetches nothing of them for a quote read, fetches them once the visitor moves to confirm; a failed fetch shows a retry and keeps the swap; the retry shows it', async () => {
    freshStore();
    const sim = makeSim();
    configure({ group: 'later', servicePublicKey: (await sim.info()).publicKey });
    const el = await fixture<SwapWidget>(
      html`<swap-widget
        group="later"
        base-url=${BASE}
        locale="en-US"
        origin-asset=${XLM}
        destination-asset=${WNEAR}
        recipient=${'ab'.repeat(32)}
        refund-address=${addressOn('stellar')}
        .fetch=${sim.fetch}
        .clock=${sim.clock.now}
        .scheduler=${new FakeTimers()}
      ></swap-widget>`,
    );
    const quoteElement = el.shadowRoot!.querySelector('swap-quote')!;
    await waitUntil(() => quoteElement.shadowRoot?.querySelector('[part~="amount-input"], input'), 'no form');
    expect(defined(), 'defined before a quote').to.deep.equal([]);
    expect(stepModules(), 'requested before a quote').to.deep.equal([]);

    // A quote shown and read: nothing of the later steps is fetched (a visitor who only compares quotes downloads a
    // quote page).
    const attempts: string[] = [];
    SwapWidget.fetchLaterSteps = () => {
      attempts.push(getStore('later').get().activeSwap ? 'swap active' : 'about to confirm');
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    };
    el.amount = '1000';
    await waitUntil(
      () => quoteElement.shadowRoot!.querySelector('[part="quote"][aria-busy="false"]'),
      'no quote shown',
    );
    await el.updateComplete;
    const confirm = quoteElement.shadowRoot!.querySelector<HTMLButtonElement>('[part~="confirm-button"]')!;
    expect(confirm.disabled, 'the quote can be confirmed').to.equal(false);
    expect(attempts, 'fetched for a quote only read').to.deep.equal([]);
    expect(stepModules()).to.deep.equal([]);

    // The pointer over "Get deposit address": the steps are fetched ahead of the confirmation (here the fetch fails,
    // as offline); focus on it (a keyboard, or a touch) does the same.
    confirm.scrollIntoView({ block: 'center' });
    const box = confirm.getBoundingClientRect();
    await sendMouse({
      type: 'move',
      position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
    });
    await waitUntil(() => attempts.length === 1, 'no fetch with the pointer over the confirm button');
    await el.updateComplete;
    confirm.focus();
    await waitUntil(() => attempts.length === 2, 'no fetch with the confirm button focused');
    expect(attempts).to.deep.equal(['about to confirm', 'about to confirm']);
    await el.updateComplete;
    // Failing ahead of need shows nothing: the quote step stays as it was.
    expect(el.shadowRoot!.querySelector('[part="steps-error"]')).to.equal(null);
    expect(el.shadowRoot!.querySelector('swap-quote')).to.equal(quoteElement);

    // The swap becomes active: its steps are fetched again, fail again, and the widget says so.
    const quote = await clientFor(sim).quote(quoteRequest(sim, { dry: false }));
    await getStore('later').loadTokens({ client: clientFor(sim) });
    getStore('later').activate(quote, true);
    await el.updateComplete;
    expect(attempts).to.deep.equal(['about to confirm', 'about to confirm', 'swap active']);
    expect(el.shadowRoot!.querySelector('[aria-current="step"]')!.textContent!.trim()).to.equal('2. Deposit');
    const error = el.shadowRoot!.querySelector('[part="steps-error"]')!;
    expect(error.getAttribute('role')).to.equal('alert');
    expect(error.textContent!.trim()).to.equal(
      'The next step could not be loaded. Your swap is saved: check your connection and try again.',
    );
    expect(el.shadowRoot!.querySelectorAll('swap-deposit, swap-status').length).to.equal(0);
    expect(getStore('later').get().activeSwap?.depositAddress).to.equal(quote.quote.depositAddress);
    expect(overflowingPage(el), 'the error at 320 px').to.deep.equal([]);
    await expect(el).to.be.accessible();
    el.theme = 'dark';
    await el.updateComplete;
    await expect(el).to.be.accessible();

    // The retry, with the connection back: "Loading…" while the steps are fetched (held here), then the deposit step.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    SwapWidget.fetchLaterSteps = () => held.then(realFetch);
    const retry = el.shadowRoot!.querySelector<HTMLButtonElement>('[part="steps-retry"]')!;
    expect(retry.textContent!.trim()).to.equal('Try again');
    retry.click();
    await waitUntil(() => el.shadowRoot!.querySelector('[part="steps-loading"]'), 'no loading line');
    const loading = el.shadowRoot!.querySelector('[part="steps-loading"]')!;
    expect(loading.getAttribute('role')).to.equal('status');
    expect(loading.textContent!.trim()).to.equal('Loading the next step…');
    expect(el.shadowRoot!.querySelector('[part="steps-error"]')).to.equal(null);
    await expect(el).to.be.accessible();
    // Light again (updateComplete would wait for the held steps: the update runs before the next frame).
    el.theme = undefined;
    await new Promise(requestAnimationFrame);
    expect(el.hasAttribute('theme')).to.equal(false);
    await expect(el).to.be.accessible();
    release();
    await el.updateComplete;
    expect(defined()).to.deep.equal(['swap-deposit', 'swap-status']);
    expect(stepModules()).to.deep.equal(['swap-deposit', 'swap-status']);
    expect([...el.shadowRoot!.querySelectorAll('swap-deposit, swap-status')].map((e) => e.localName)).to.deep.equal([
      'swap-deposit',
      'swap-status',
    ]);
    // The deposit step got the widget's settings before it first rendered: it shows the swap's address.
    const deposit = el.shadowRoot!.querySelector('swap-deposit')!;
    expect(deposit.baseUrl).to.equal(BASE);
    expect(deposit.fetch).to.equal(sim.fetch);
    await waitUntil(
      () => deposit.shadowRoot?.textContent?.includes(quote.quote.depositAddress!),
      'the deposit step does not show the address',
    );
    expect(el.shadowRoot!.querySelector('[part="steps-error"]')).to.equal(null);
  });
});
