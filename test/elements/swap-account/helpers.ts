// Set-up for the <swap-account> tests: the element on a manual-clock simulator (its fetch recording every request,
// its NEAR RPC at <base>/rpc/near), 320 px wide, and readers of its shadow DOM.
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/elements/swap-account/swap-account.js';
import type { SwapAccount } from '../../../src/elements/swap-account/swap-account.js';
import type { Simulator } from '../../../src/simulator/app.js';
import { BASE } from '../../simulator/helpers.js';
import { FakeTimers } from '../../helpers/fake-timers.js';
import { waitUntil } from '../../helpers/wait-until.js';

export interface Sent {
  method: string;
  url: string;
  headers: Headers;
  body?: string;
}

/** The simulator's fetch, recording each request. */
export function recordingFetch(sim: Simulator): { fetch: typeof globalThis.fetch; requests: Sent[] } {
  const requests: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const body = request.method === 'POST' ? await request.clone().text() : undefined;
    requests.push({ method: request.method, url: request.url, headers: request.headers, body });
    return sim.fetch(request);
  };
  return { fetch, requests };
}

/** <swap-account> in a 320 px box on the simulator, in en-US. */
export async function renderAccount(
  sim: Simulator,
  fetch: typeof globalThis.fetch,
  timers = new FakeTimers(),
): Promise<SwapAccount> {
  const box = await fixture<HTMLElement>(
    html`<div style="width: 320px">
      <swap-account
        .fetch=${fetch}
        .clock=${sim.clock.now}
        .scheduler=${timers}
        base-url=${BASE}
        locale="en-US"
      ></swap-account>
    </div>`,
  );
  const el = box.querySelector('swap-account')!;
  await el.updateComplete;
  return el;
}

export const $ = (el: Element, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
export const $$ = (el: Element, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
export const textOf = (el: Element, selector: string) =>
  $(el, selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** The balance rows as shown: the exact amount (visually hidden or plain), its symbol, the USD text. */
export const shownBalances = (el: Element) =>
  $$(el, '[part=balance]').map((row) => ({
    asset: row.dataset.asset,
    amount: (row.querySelector('[part=amount] .visually-hidden') ?? row.querySelector('[part=amount]'))!
      .textContent!.replace(/\s+/g, ' ')
      .trim(),
    usd: row.querySelector('[part=usd]')?.textContent?.trim(),
  }));

export const connectButtons = (el: Element) => $$(el, '[part=connect-button]');

/** Waits until the element shows an account id, and returns it. */
export async function shownAccountId(el: SwapAccount): Promise<string> {
  await waitUntil(() => $(el, '[part=account-id]'), 'the account id is shown');
  return textOf(el, '[part=account-id]');
}

/** axe in both colour schemes (the light default, then theme="dark"), the element left as it was. */
export async function accessibleInBothSchemes(el: SwapAccount, state: string): Promise<void> {
  const before = el.theme;
  for (const theme of ['light', 'dark'] as const) {
    el.theme = theme;
    await el.updateComplete;
    await expect(el, `${state} (${theme})`).to.be.accessible();
  }
  el.theme = before;
  await el.updateComplete;
}
