// What the wallet payment tests of every family share (EVM, bitcoin, tron, solana, near): <swap-deposit> shown for a
// confirmed quote at phone width with its timers on the test's port, paid (its wallet button clicked), read (its
// wallet buttons and status, the submissions sent, the payment saved with the receipt), checked (axe in light and
// dark, 320 px), reloaded as a visitor's page is, and the swap followed to SUCCESS on the simulator's clock.
import { expect, fixture, html } from '@open-wc/testing';
import type { SwapDeposit } from '../../src/elements/swap-deposit/swap-deposit.js';
import type { QuoteResponse } from '../../src/api/schemas.js';
import { configure, getPersistence, getStore, resetStores, setPersistence } from '../../src/store/store.js';
import { Persistence } from '../../src/store/persistence.js';
import type { Simulator } from '../../src/simulator/app.js';
import { PROCESSING_MS, confirmMs } from '../../src/simulator/lifecycle.js';
import { BASE, clientFor } from '../simulator/helpers.js';
import type { MemoryStorage } from './memory-storage.js';
import type { FakeTimers } from './fake-timers.js';
import { overflowingBoxes } from './fits-width.js';
import { waitUntil } from './wait-until.js';
import { never } from './fake-wallet.js';
import { resetFamilyWallets } from './fake-family-wallets.js';
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

/** Waits for the wallet's button and clicks it. */
export async function pay(el: SwapDeposit) {
  await waitUntil(() => payButtons(el).length, 'the wallet is offered');
  payButton(el).click();
}

/**
 * The simulator's page fetch whose hash submissions are recorded in `requests` and never answered (the tab is closed
 * while one is under way).
 */
export function unansweredSubmits(sim: Simulator): { fetch: typeof globalThis.fetch; requests: Sent[] } {
  const { fetch: recording, requests } = recordingFetch(sim);
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (!request.url.endsWith('/v0/deposit/submit')) return recording(request);
    requests.push({ method: 'POST', path: '/v0/deposit/submit', body: await request.json() });
    return never();
  };
  return { fetch, requests };
}

/** The simulator confirms the deposit on `chain` and finishes the swap (its manual clock), and says SUCCESS. */
export async function reachesSuccess(sim: Simulator, quote: QuoteResponse, chain: string) {
  sim.clock.advance(confirmMs(chain) + PROCESSING_MS);
  const answer = await clientFor(sim).status({ depositAddress: quote.quote.depositAddress! });
  expect(answer.status).to.equal('SUCCESS');
  expect(answer.swapDetails?.depositedAmount, 'exactly the quoted amount arrived').to.equal(quote.quote.amountIn);
}
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
