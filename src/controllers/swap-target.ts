// Which swap an element shows, in one place for <swap-deposit> and <swap-status>: a quote response set as a
// property, else a deposit address (+ memo) set as attributes (its receipt on this device, when there is one), else the
// swap a `swap-quote-confirm` of the group announced, else the group's active swap in the store.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { QuoteResponse, StatusResponse } from '../api/schemas.js';
import { SwapQuoteConfirmEvent } from '../events.js';
import { getStore, type ActiveSwap } from '../store/store.js';
import { sameSwap, savedReceipt, savedReceiptsAt, swapKey, type SwapRef } from '../store/receipts.js';

/** What the host asks for. */
export interface TargetInput {
  group: string;
  /** A signed quote response with a deposit address (a property); wins over everything. */
  quote?: QuoteResponse;
  depositAddress?: string;
  memo?: string;
}

/** The swap shown. Without `quoteResponse`, the page knows only its address (no receipt on this device). */
export interface SwapTarget {
  depositAddress: string;
  memo?: string;
  /** Where it came from. */
  origin: 'property' | 'address' | 'event' | 'store';
  quoteResponse?: QuoteResponse;
  /** false when the receipt or the store recorded a failed signature check; undefined when not checked yet. */
  verified?: boolean;
  /** The status the group's store holds for it (what a <swap-status> of the group last saw). */
  statusResponse?: StatusResponse;
  /** Only an address was given and this device holds several receipts for it (one per memo). */
  ambiguous?: boolean;
}

export { swapKey, sameSwap, type SwapRef };

/** The swap of a quote response, when it has a deposit address (a non-dry quote). */
export function swapOf(
  quoteResponse: QuoteResponse | undefined,
): { depositAddress: string; memo?: string } | undefined {
  const depositAddress = quoteResponse?.quote.depositAddress;
  return depositAddress ? { depositAddress, memo: quoteResponse.quote.depositMemo || undefined } : undefined;
}

export class SwapTargetController implements ReactiveController {
  /** The swap of the latest confirm event of the group, until the store moves after it. */
  private announced?: { quoteResponse: QuoteResponse; storeKeyThen: string };
  private current?: SwapTarget;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly input: () => TargetInput,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    document.addEventListener(SwapQuoteConfirmEvent.eventName, this.onConfirm);
  }

  hostDisconnected(): void {
    document.removeEventListener(SwapQuoteConfirmEvent.eventName, this.onConfirm);
  }

  /** The swap shown as of the last `resolve()`. */
  get value(): SwapTarget | undefined {
    return this.current;
  }

  /** The swap's key ('' for none). */
  get key(): string {
    return this.current ? swapKey(this.current) : '';
  }

  /** Works out the swap to show (call it in willUpdate); `changed` when it is another swap than before. */
  resolve(): { target?: SwapTarget; changed: boolean } {
    const previous = this.current;
    const target = (this.current = this.find());
    const changed = previous
      ? !target || !sameSwap(previous, target) || (!!target.quoteResponse && !previous.quoteResponse)
      : !!target;
    return { target, changed };
  }

  /** Drops the announced swap (the user asked for a new quote): the store decides again. */
  forget(): void {
    this.announced = undefined;
  }

  private find(): SwapTarget | undefined {
    const { group, quote, depositAddress, memo } = this.input();
    const fromProperty = swapOf(quote);
    if (quote && fromProperty) return { ...fromProperty, origin: 'property', quoteResponse: quote };
    const active = getStore(group).get().activeSwap;
    const address = depositAddress?.trim();
    if (address) return this.byAddress(address, memo?.trim() || undefined, active);
    const storeKey = active ? swapKey(active) : '';
    if (this.announced && this.announced.storeKeyThen !== storeKey) this.announced = undefined;
    const event = this.announced?.quoteResponse;
    const eventSwap = swapOf(event);
    if (event && eventSwap && !sameSwap(eventSwap, active))
      return { ...eventSwap, origin: 'event', quoteResponse: event };
    if (!active) return undefined;
    return {
      depositAddress: active.depositAddress,
      memo: active.memo,
      origin: 'store',
      quoteResponse: active.quoteResponse,
      verified: active.verified,
      statusResponse: active.statusResponse,
    };
  }

  /** An address (+ memo) from attributes: its receipt on this device; a single receipt tells a missing memo. */
  private byAddress(depositAddress: string, memo: string | undefined, active: ActiveSwap | undefined): SwapTarget {
    let receipt = savedReceipt({ depositAddress, memo });
    let ambiguous = false;
    if (!receipt && memo === undefined) {
      const all = savedReceiptsAt(depositAddress);
      if (all.length === 1) receipt = all[0];
      ambiguous = all.length > 1;
    }
    const ref = { depositAddress, memo: receipt?.memo ?? memo };
    const same = sameSwap(active, ref) ? active : undefined;
    return {
      ...ref,
      origin: 'address',
      quoteResponse: same?.quoteResponse ?? receipt?.quoteResponse,
      verified: same?.verified ?? receipt?.verified,
      statusResponse: same?.statusResponse,
      ...(ambiguous ? { ambiguous } : {}),
    };
  }

  private readonly onConfirm = (event: SwapQuoteConfirmEvent) => {
    const { group, quoteResponse } = event.detail ?? {};
    if (group !== this.input().group || !swapOf(quoteResponse)) return;
    const active = getStore(group).get().activeSwap;
    this.announced = { quoteResponse: quoteResponse!, storeKeyThen: active ? swapKey(active) : '' };
    this.host.requestUpdate();
  };
}
