// Colour contrast of every element, in its states with muted, placeholder and disabled text, in light and dark and
// with every demo theme preset, plus pages that set only a surface colour. Each state is held on purpose (a fetch
// that answers only when the test lets it), never caught by timing; axe-core then checks WCAG 2.2 AA.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until.js';
import { BASE, XLM, addressOn } from '../simulator/helpers.js';
import { activate, openSwap } from '../elements/swap-status/helpers.js';
import { driveTo, type DrivenStatus } from '../elements/swap-deposit/helpers.js';
import { quote as savedQuote, save } from '../elements/swap-activity/helpers.js';
import { FakeTimers } from '../helpers/fake-timers.js';
import { contrastSetUp, heldFetch, problemsInEveryLook, WAIT } from './contrast-helpers.js';
import type { Simulator } from '../../src/simulator/app.js';

describe('colour contrast in every theme (axe, WCAG 2.2 AA): <swap-deposit>, <swap-status> and <swap-activity>', function () {
  // Dozens of axe runs per test: CPU-bound, so a busy machine stretches them (a failing check still fails).
  this.timeout(300_000);
  const state = contrastSetUp();
  let sim: Simulator;
  beforeEach(() => (sim = state.sim));

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
    // A 5xx is retried by itself: the "checking again" notice (the failure box is the unknown address's, above).
    await waitUntil(() => failing.shows(failing.status, '[part=retrying]') && failing.shows(failing.deposit, '[part=qr]'), 'retrying', WAIT); // prettier-ignore
    expect(await problemsInEveryLook([failing.deposit, failing.status])).to.deep.equal([]);
    sim.resetFaults();
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
});
