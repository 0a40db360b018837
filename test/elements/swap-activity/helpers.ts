// Set-up for the <swap-activity> tests: real signed quotes from a manual-clock simulator saved through the real
// persistence API, a fetch that records (and can hold back) what the element sent, a scheduler the test fires by hand,
// and helpers to read the rendered shadow DOM.
import { html } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import { nothing } from 'lit';
import type { QuoteRequest, QuoteResponse } from '../../../src/api/schemas.js';
import '../../../src/elements/swap-activity/swap-activity.js';
import type { SwapActivity } from '../../../src/elements/swap-activity/swap-activity.js';
import type { Messages } from '../../../src/i18n/messages.js';
import type { Simulator } from '../../../src/simulator/app.js';
import type { Receipt } from '../../../src/store/persistence.js';
import { getPersistence, getStore } from '../../../src/store/store.js';
import { BASE, clientFor, quoteRequest } from '../../simulator/helpers.js';
import { mountPlaced, normText } from '../../helpers/mount.js';
import { FakeTimers } from '../../helpers/fake-timers.js';

export { MemoryStorage } from '../../helpers/memory-storage.js';
export { controlVisibility } from '../../helpers/visibility.js';

export interface Sent {
  url: string;
  headers: Headers;
}

/** The simulator's fetch, recording each request; with `hold`, status answers wait until `release()`. */
export function recordingFetch(sim: Simulator) {
  const sent: Sent[] = [];
  let held: (() => void)[] = [];
  const state = {
    sent,
    hold: false,
    /** Status requests sent so far. */
    statusRequests: () => sent.filter((s) => s.url.includes('/v0/status')),
    /** Status requests waiting for their answer. */
    held: () => held.length,
    /** Lets the held answers go (the first `count`, or all). */
    release(count = held.length) {
      const go = held.slice(0, count);
      held = held.slice(count);
      go.forEach((resolve) => resolve());
    },
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      sent.push({ url: request.url, headers: request.headers });
      if (state.hold && request.url.includes('/v0/status')) {
        await new Promise<void>((resolve, reject) => {
          held.push(resolve);
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      }
      return sim.fetch(request);
    }) as typeof globalThis.fetch,
  };
  return state;
}

/** A real non-dry quote from the simulator (signed, with its deposit address). */
export async function quote(
  sim: Simulator,
  patch: Partial<QuoteRequest> & { fromChain?: string } = {},
): Promise<QuoteResponse> {
  return clientFor(sim).quote(quoteRequest(sim, { dry: false, ...patch }));
}

/** Saves a quote as this device's receipt through the persistence API (as <swap-quote> does on confirm). */
export function save(quoteResponse: QuoteResponse, status?: string): Receipt {
  const receipt: Receipt = {
    quoteResponse,
    depositAddress: quoteResponse.quote.depositAddress!,
    memo: quoteResponse.quote.depositMemo ?? undefined,
    status,
    verified: true,
    savedAt: quoteResponse.timestamp,
    updatedAt: quoteResponse.timestamp,
  };
  getPersistence().saveReceipt(receipt);
  return receipt;
}

export interface Mounted {
  el: SwapActivity;
  timers: FakeTimers;
  events: CustomEvent[];
  /** Fires the pending timers and waits until the checks they send are handled and rendered. */
  tick(): Promise<void>;
  settle(): Promise<void>;
  text(selector: string): string;
  texts(selector: string): string[];
  all<E extends Element = HTMLElement>(selector: string): E[];
  $<E extends Element = HTMLElement>(selector: string): E;
}

export async function mount(
  sim: Simulator,
  fetch: typeof globalThis.fetch,
  attrs: {
    limit?: number;
    statusPage?: string;
    theme?: 'light' | 'dark';
    /** The `locale` attribute: en-US unless given; null leaves it out (the page's `lang` decides). */
    locale?: string | null;
    lang?: string;
    width?: number;
    messages?: Messages;
    group?: string;
    /** false: return at once, without waiting for the first checks (answers held back). */
    settle?: boolean;
  } = {},
): Promise<Mounted> {
  const timers = new FakeTimers();
  const events: CustomEvent[] = [];
  const record = (e: Event) => events.push(e as CustomEvent);
  const element = html`<swap-activity
    .fetch=${fetch}
    .clock=${sim.clock.now}
    .scheduler=${timers}
    .messages=${attrs.messages}
    base-url=${BASE}
    group=${attrs.group ?? 'default'}
    locale=${attrs.locale === undefined ? 'en-US' : (attrs.locale ?? nothing)}
    theme=${attrs.theme ?? nothing}
    limit=${attrs.limit ?? nothing}
    status-page=${attrs.statusPage ?? nothing}
    @swap-activity-select=${record}
    @swap-error=${record}
  ></swap-activity>`;
  const el = await mountPlaced<SwapActivity>(element, 'swap-activity', attrs);
  // Handled status answers, and the token list (symbols) loaded or failed, all rendered.
  const settle = async () => {
    await waitUntil(() => getStore(el.group).get().tokens.state !== 'loading', 'the token list settles');
    await el.requestComplete;
    await el.updateComplete;
  };
  if (attrs.settle !== false) await settle();
  const root = el.shadowRoot!;
  return {
    el,
    timers,
    events,
    settle,
    async tick() {
      timers.fireAll();
      await settle();
    },
    text: (selector) => normText(root.querySelector(selector)?.textContent),
    texts: (selector) => [...root.querySelectorAll(selector)].map((e) => normText(e.textContent)),
    all: <E extends Element>(selector: string) => [...root.querySelectorAll<E>(selector)],
    $: <E extends Element>(selector: string) => root.querySelector<E>(selector)!,
  };
}
