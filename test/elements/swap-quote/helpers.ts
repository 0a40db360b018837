// Shared set-up for the <swap-quote> tests: a manual-clock simulator behind a fetch that counts (and can rewrite) the
// quote requests it forwards, a fixture bound to it, and small helpers to type into the shadow DOM.
import { fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait-until.js';
import { addressesModule } from '../../../src/controllers/lazy-module.js';
import '../../../src/elements/swap-quote/swap-quote.js';
import type { SwapQuote } from '../../../src/elements/swap-quote/swap-quote.js';
import type { QuoteRequest } from '../../../src/api/schemas.js';
import type { Simulator } from '../../../src/simulator/app.js';
import { configure } from '../../../src/store/store.js';
import { BASE, makeSim } from '../../simulator/helpers.js';
import { MemoryStorage } from '../../helpers/memory-storage.js';
import { freshStore } from '../../helpers/fresh-store.js';
import { FakeTimers } from '../../helpers/fake-timers.js';

export interface SeenQuote {
  body: QuoteRequest;
  signal?: AbortSignal;
  /** Settles when the simulator's answer to this request has reached the element (or failed). */
  answered: Promise<void>;
}

export interface Harness {
  sim: Simulator;
  /** Every POST /v0/quote that reached the simulator, in order. */
  quotes: SeenQuote[];
  dry: () => SeenQuote[];
  nonDry: () => SeenQuote[];
  fetch: typeof fetch;
  /** Rewrites the request body before the simulator sees it (the simulator still answers for real). */
  alterRequest?: (body: QuoteRequest) => QuoteRequest;
  /** Rewrites the simulator's response body (e.g. to tamper with a deposit address). */
  alterResponse?: (body: Record<string, unknown>, request: QuoteRequest) => Record<string, unknown>;
  storage: Storage;
  /** The timer port a test may give the element (mount's `timers: true`): debounce and refresh run when it says. */
  timers: FakeTimers;
  /**
   * Holds every quote request that arrives from now on before the simulator sees it (a request in flight on purpose,
   * not by a latency a busy machine may outrun); the returned function lets them through.
   */
  holdQuotes(): () => void;
}

/** A Storage in memory, so a test can read back what the element persisted. */
export const memoryStorage = (): Storage => new MemoryStorage();

export async function harness(): Promise<Harness> {
  const storage = freshStore();
  const sim = makeSim();
  configure({ servicePublicKey: (await sim.info()).publicKey });
  let held: Promise<void> | undefined;
  const h: Harness = {
    sim,
    quotes: [],
    dry: () => h.quotes.filter((q) => q.body.dry),
    nonDry: () => h.quotes.filter((q) => !q.body.dry),
    storage,
    timers: new FakeTimers(),
    holdQuotes: () => {
      let release!: () => void;
      held = new Promise<void>((go) => (release = go));
      return () => {
        held = undefined;
        release();
      };
    },
    fetch: (input, init) => {
      if (!String(input).endsWith('/v0/quote')) return sim.fetch(input, init);
      let body = JSON.parse(String(init?.body)) as QuoteRequest;
      const seen: SeenQuote = { body, signal: init?.signal ?? undefined, answered: Promise.resolve() };
      h.quotes.push(seen);
      const hold = held;
      const answer = (async () => {
        await hold;
        if (h.alterRequest) body = h.alterRequest(body);
        const response = await sim.fetch(input, { ...init, body: JSON.stringify(body) });
        if (!h.alterResponse || !response.ok) return response;
        const altered = h.alterResponse((await response.json()) as Record<string, unknown>, body);
        return new Response(JSON.stringify(altered), { status: response.status, headers: response.headers });
      })();
      seen.answered = answer.then(
        () => undefined,
        () => undefined,
      );
      return answer;
    },
  };
  return h;
}

export interface MountOptions {
  origin?: string;
  destination?: string;
  recipient?: string;
  refund?: string;
  amount?: string;
  group?: string;
  /** Give the element the harness's fake timers (its debounce and refresh then wait for the test). */
  timers?: boolean;
}

export async function mount(h: Harness, o: MountOptions = {}): Promise<SwapQuote> {
  const el = await fixture<SwapQuote>(
    html`<swap-quote
      .fetch=${h.fetch}
      .clock=${h.sim.clock.now}
      .scheduler=${o.timers ? h.timers : undefined}
      base-url=${BASE}
      group=${o.group ?? 'default'}
      origin-asset=${o.origin ?? ''}
      destination-asset=${o.destination ?? ''}
      recipient=${o.recipient ?? ''}
      refund-address=${o.refund ?? ''}
      amount=${o.amount ?? ''}
    ></swap-quote>`,
  );
  await waitUntil(() => el.shadowRoot!.querySelector('[role=combobox]'), 'the token list did not load');
  // Given an address, the element fetches the address checks; a confirm before they are here only says "Checking the
  // address…", so a test that confirms starts once they are.
  if (o.recipient?.trim() || o.refund?.trim()) await addressesChecked(el);
  return el;
}

/** Waits for the address checks the element fetched (a chunk), and for the update that uses them. */
async function addressesChecked(el: SwapQuote): Promise<void> {
  await waitUntil(() => addressesModule.current, 'the address checks never arrived');
  await el.updateComplete;
}

export const $ = <T extends Element = HTMLElement>(el: SwapQuote, selector: string): T | null =>
  el.shadowRoot!.querySelector<T>(selector);

export const $$ = <T extends Element = HTMLElement>(el: SwapQuote, selector: string): T[] => [
  ...el.shadowRoot!.querySelectorAll<T>(selector),
];

/** Types text one character at a time, letting the element update after each keystroke. */
export async function type(el: SwapQuote, selector: string, text: string): Promise<void> {
  const input = $<HTMLInputElement>(el, selector)!;
  input.focus();
  for (let i = 1; i <= text.length; i++) {
    input.value = text.slice(0, i);
    input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
    await el.updateComplete;
  }
}

/**
 * Sets a field as a paste followed by leaving the field would. An address waits for the address checks, which the
 * element fetches once an address is filled (a chunk: until it is here the field says "Checking the address…", and on
 * a busy machine it may come after the next update), so what follows sees the address checked.
 */
export async function fill(el: SwapQuote, selector: string, value: string): Promise<void> {
  const input = $<HTMLInputElement>(el, selector)!;
  input.value = value;
  input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
  await el.updateComplete;
  if ((selector === '#recipient' || selector === '#refund') && value.trim()) await addressesChecked(el);
}

export function key(target: Element, key: string, init: KeyboardEventInit = {}): void {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true, ...init }));
}

export const errorText = (el: SwapQuote, field: string): string | undefined =>
  $(el, `#${field}-error`)?.textContent?.trim();
