export { MemoryStorage } from '../../helpers/memory-storage.js';
export { controlVisibility } from '../../helpers/visibility.js';
// Set-up for the <swap-status> tests: a manual-clock simulator behind a fetch that counts what the element sent,
// a scheduler the test fires by hand (no real waiting), and helpers to read the rendered shadow DOM.
import { html } from '@open-wc/testing';
import { nothing } from 'lit';
import type { Messages } from '../../../src/i18n/messages.js';
import type { QuoteRequest, QuoteResponse } from '../../../src/api/schemas.js';
import type { Simulator } from '../../../src/simulator/app.js';
import '../../../src/elements/swap-status/swap-status.js';
import type { SwapStatus } from '../../../src/elements/swap-status/swap-status.js';
import { getStore } from '../../../src/store/store.js';
import { BASE, clientFor, quoteRequest } from '../../simulator/helpers.js';
import { mountPlaced, normText } from '../../helpers/mount.js';
import { FakeTimers } from '../../helpers/fake-timers.js';

/** The simulator's fetch, recording each URL the element requested (optionally rewriting responses). */
export function countingFetch(sim: Simulator, rewrite?: (url: string, body: unknown) => unknown) {
  const urls: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = input instanceof Request ? input.url : String(input);
    urls.push(url);
    const response = await sim.fetch(input, init);
    if (!rewrite || !response.ok) return response;
    const body = rewrite(url, await response.json());
    return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    urls,
    statusRequests: () => urls.filter((u) => u.includes('/v0/status')),
  };
}

export async function openSwap(sim: Simulator, patch: Partial<QuoteRequest> & { fromChain?: string } = {}) {
  const client = clientFor(sim);
  const quote = await client.quote(quoteRequest(sim, { dry: false, ...patch }));
  return {
    client,
    quote,
    depositAddress: quote.quote.depositAddress ?? '',
    memo: quote.quote.depositMemo ?? undefined,
  };
}

/** Makes the quote the group's active swap (as <swap-quote> does) after loading the token list (as it does too). */
export async function activate(sim: Simulator, quote: QuoteResponse, group = 'default') {
  await getStore(group).loadTokens({ client: clientFor(sim) });
  getStore(group).activate(quote, true);
}

export interface Mounted {
  el: SwapStatus;
  timers: FakeTimers;
  events: CustomEvent[];
  /** Fires the pending timer and waits until the check it sends is handled and rendered. */
  tick(): Promise<void>;
  settle(): Promise<void>;
  text(selector: string): string;
  /** The text a sighted reader sees: without visually hidden text (the exact value of a shortened amount). */
  seen(selector: string): string;
  all(selector: string): Element[];
  eventsOf(type: string): CustomEvent[];
}

export async function mount(
  sim: Simulator,
  fetch: typeof globalThis.fetch,
  attrs: {
    depositAddress?: string;
    memo?: string;
    interval?: number;
    group?: string;
    /** The `locale` attribute: en-US unless given; null leaves it out (the page's `lang` decides). */
    locale?: string | null;
    /** Mounts the element inside `<div lang=...>`. */
    lang?: string;
    /** Mounts the element inside a `<div>` this many pixels wide (a phone). */
    width?: number;
    messages?: Messages;
  } = {},
): Promise<Mounted> {
  const timers = new FakeTimers();
  const events: CustomEvent[] = [];
  const record = (e: Event) => events.push(e as CustomEvent);
  const element = html`<swap-status
    .fetch=${fetch}
    .clock=${sim.clock.now}
    .scheduler=${timers}
    .messages=${attrs.messages}
    base-url=${BASE}
    locale=${attrs.locale === undefined ? 'en-US' : (attrs.locale ?? nothing)}
    group=${attrs.group ?? 'default'}
    deposit-address=${attrs.depositAddress ?? ''}
    memo=${attrs.memo ?? ''}
    .interval=${attrs.interval}
    @swap-status-change=${record}
    @swap-complete=${record}
    @swap-error=${record}
  ></swap-status>`;
  const el = await mountPlaced<SwapStatus>(element, 'swap-status', attrs);
  const settle = async () => {
    await el.requestComplete;
    await el.updateComplete;
  };
  await settle();
  const root = el.shadowRoot!;
  return {
    el,
    timers,
    events,
    settle,
    async tick() {
      timers.fire();
      await settle();
    },
    text: (selector) => normText(root.querySelector(selector)?.textContent),
    seen: (selector) => {
      const copy = root.querySelector(selector)?.cloneNode(true) as Element | undefined;
      copy?.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
      return normText(copy?.textContent);
    },
    all: (selector) => [...root.querySelectorAll(selector)],
    eventsOf: (type) => events.filter((e) => e.type === type),
  };
}

/**
 * Test pages may run in background tabs (document.hidden is true there): the tests decide visibility themselves.
 * Call in beforeEach; the returned function sets it and fires visibilitychange.
 */
