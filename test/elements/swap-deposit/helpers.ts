// Set-up for the <swap-deposit> tests: a manual-clock simulator behind a fetch that records what the element sent,
// the simulator driven to each swap status, and readers of the rendered shadow DOM.
import { fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import type { TemplateResult } from 'lit';
import '../../../src/elements/swap-deposit/swap-deposit.js';
import type { SwapDeposit } from '../../../src/elements/swap-deposit/swap-deposit.js';
import type { QuoteRequest, QuoteResponse, StatusResponse } from '../../../src/api/schemas.js';
import type { Simulator } from '../../../src/simulator/app.js';
import { PROCESSING_MS, confirmMs } from '../../../src/simulator/lifecycle.js';
import { BASE, clientFor, post, quoteRequest } from '../../simulator/helpers.js';

export type Sent = { method: string; path: string; body: unknown };

/** The simulator's fetch, recording each request (method, path without the base, JSON body). */
export function recordingFetch(sim: Simulator): { fetch: typeof globalThis.fetch; requests: Sent[] } {
  const requests: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const text = request.method === 'POST' ? await request.clone().text() : '';
    requests.push({
      method: request.method,
      path: new URL(request.url).pathname.replace('/1click', ''),
      // JSON bodies parsed; a form body (Horizon's POST /transactions) kept as its text.
      body: text
        ? request.headers.get('content-type')?.includes('json') === false
          ? text
          : JSON.parse(text)
        : undefined,
    });
    return sim.fetch(request);
  };
  return { fetch, requests };
}

export const confirmedQuote = (
  sim: Simulator,
  patch: Partial<QuoteRequest> & { fromChain?: string; toChain?: string } = {},
): Promise<QuoteResponse> => clientFor(sim).quote({ ...quoteRequest(sim, patch), dry: false });

/** Renders a deposit element on the simulator (its clock, its fetch) in en-US. */
export async function renderDeposit(
  sim: Simulator,
  fetch: typeof globalThis.fetch,
  template: TemplateResult = html`<swap-deposit></swap-deposit>`,
): Promise<SwapDeposit> {
  const found = await fixture<HTMLElement>(template);
  const el = (found.localName === 'swap-deposit' ? found : found.querySelector('swap-deposit')!) as SwapDeposit;
  el.fetch = fetch;
  el.clock = sim.clock.now;
  el.baseUrl = BASE;
  el.locale = 'en-US';
  await el.updateComplete;
  return el;
}

export const $ = (el: Element, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
export const textOf = (el: Element, selector: string) =>
  $(el, selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
export const shown = (el: Element) => waitUntil(() => $(el, '[part~=deposit-address]'), 'deposit view shown');

/** Every text the user sees in the element, its inner parts' shadow roots included (no styles). */
export function visibleText(el: Element): string {
  const texts: string[] = [];
  const walk = (root: ShadowRoot) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest('style')) texts.push(node.textContent ?? '');
    }
    for (const inner of root.querySelectorAll('*')) if (inner.shadowRoot) walk(inner.shadowRoot);
  };
  walk(el.shadowRoot!);
  return texts.join(' ').replace(/\s+/g, ' ').trim();
}

export type DrivenStatus =
  'PENDING_DEPOSIT' | 'INCOMPLETE_DEPOSIT' | 'KNOWN_DEPOSIT_TX' | 'PROCESSING' | 'SUCCESS' | 'REFUNDED' | 'FAILED';

/**
 * Drives the simulator's swap of `quote` to `status` through its control endpoints and manual clock, and returns the
 * service's status response. INCOMPLETE_DEPOSIT deposits `short` (default a third of the amount).
 */
export async function driveTo(
  sim: Simulator,
  quote: QuoteResponse,
  status: DrivenStatus,
  short?: bigint,
): Promise<StatusResponse> {
  const depositAddress = quote.quote.depositAddress!;
  const memo = quote.quote.depositMemo ?? undefined;
  const amountIn = BigInt(quote.quote.amountIn);
  if (status === 'FAILED' || status === 'REFUNDED') sim.setFaults({ swapFailureRate: 1, swapFailureKind: status });
  if (status !== 'PENDING_DEPOSIT') {
    const amount = status === 'INCOMPLETE_DEPOSIT' ? (short ?? amountIn / 3n) : amountIn;
    const response = await post(sim, '/_sim/deposit', {
      depositAddress,
      ...(memo ? { memo } : {}),
      amount: String(amount),
    });
    if (response.status !== 200) throw new Error(`deposit refused: ${JSON.stringify(response.body)}`);
  }
  const tokens = await clientFor(sim).tokens();
  const chain = tokens.find((t) => t.assetId === quote.quoteRequest.originAsset)!.blockchain;
  if (status === 'PROCESSING') sim.clock.advance(confirmMs(chain));
  if (status === 'SUCCESS' || status === 'FAILED' || status === 'REFUNDED') {
    sim.clock.advance(confirmMs(chain) + PROCESSING_MS);
  }
  sim.resetFaults();
  const response = await clientFor(sim).status({ depositAddress, ...(memo ? { depositMemo: memo } : {}) });
  if (response.status !== status) throw new Error(`expected ${status}, the simulator says ${response.status}`);
  return response;
}
