// What the wallet payment tests of every family share (bitcoin, tron, solana, near): <swap-deposit> shown for a
// confirmed quote at phone width with its timers on the test's port, read (its wallet buttons and status, the
// submissions sent, the payment saved with the receipt), checked (axe in light and dark, 320 px) and reloaded as a
// visitor's page is.
import { expect, fixture, html } from '@open-wc/testing';
import type { SwapDeposit } from '../../src/elements/swap-deposit/swap-deposit.js';
import type { QuoteResponse } from '../../src/api/schemas.js';
import { configure, getPersistence, getStore, resetStores, setPersistence } from '../../src/store/store.js';
import { Persistence } from '../../src/store/persistence.js';
import type { Simulator } from '../../src/simulator/app.js';
import { BASE } from '../simulator/helpers.js';
import type { MemoryStorage } from '../helpers/memory-storage.js';
import type { FakeTimers } from '../helpers/fake-timers.js';
import { overflowingBoxes } from '../helpers/fits-width.js';
import { resetFamilyWallets } from '../helpers/fake-family-wallets.js';
import { recordingFetch, renderDeposit, shown, textOf, type Sent } from '../elements/swap-deposit/helpers.js';

/** The quote made the active swap and <swap-deposit> shown for it, 320 px wide, its timers on `timers`. */
export async function showDeposit(
  sim: Simulator,
  fetch: typeof globalThis.fetch,
  timers: FakeTimers,
  quote: QuoteResponse,
): Promise<SwapDeposit> {
  getStore().activate(quote, true);
  const el = await renderDeposit(
    sim,
    fetch,
    html`<div style="width: 320px"><swap-deposit .scheduler=${timers}></swap-deposit></div>`,
  );
  await shown(el);
  return el;
}

export const payButtons = (el: SwapDeposit) => [
  ...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part=wallet-pay]'),
];
export const payButton = (el: SwapDeposit) => payButtons(el)[0]!;
export const walletStatus = (el: SwapDeposit) => textOf(el, '[part=wallet-status]');
export const submitsIn = (requests: Sent[]) => requests.filter((r) => r.path === '/v0/deposit/submit');
/** The wallet payment kept with the quote's receipt. */
export const savedPayment = (quote: QuoteResponse) =>
  (getPersistence().getReceipt(quote.quote.depositAddress!) as unknown as { walletPayment?: Record<string, unknown> })
    .walletPayment;

/** axe in light and dark, and nothing wider than the 320 px page. */
export async function looksRight(el: HTMLElement, state: string) {
  for (const theme of ['light', 'dark']) {
    el.setAttribute('theme', theme);
    await (el as SwapDeposit).updateComplete;
    await expect(el, `${state}, ${theme}`).to.be.accessible();
  }
  expect(overflowingBoxes(el), state).to.deep.equal([]);
}

/**
 * A reload, first half: the page and its stores gone, a fresh store reading the same storage, no wallet known yet.
 * Returns the new page's recording fetch.
 */
export async function reloadStores(el: SwapDeposit, sim: Simulator, storage: MemoryStorage) {
  el.parentElement!.remove();
  resetStores();
  setPersistence(new Persistence(storage));
  configure({ servicePublicKey: (await sim.info()).publicKey });
  await resetFamilyWallets();
  return recordingFetch(sim);
}

/** A reload, second half: the new page's <swap-deposit>, which finds the active swap in storage by itself. */
export async function remountDeposit(
  sim: Simulator,
  fetch: typeof globalThis.fetch,
  timers: FakeTimers,
): Promise<SwapDeposit> {
  const wrapper = await fixture<HTMLDivElement>(
    html`<div style="width: 320px">
      <swap-deposit
        .fetch=${fetch}
        .clock=${sim.clock.now}
        .scheduler=${timers}
        base-url=${BASE}
        locale="en-US"
      ></swap-deposit>
    </div>`,
  );
  const again = wrapper.querySelector('swap-deposit')!;
  await shown(again);
  return again;
}
