// Which swap an element shows, in one place for <swap-deposit> and <swap-status>: a quote response set as a
// property, else a deposit address (+ memo) set as attributes (its receipt on this device, when there is one), else the
// group's active swap in the store. Its status is the table's (store/swaps.ts swapStatus), read where it is shown.
import type { ReactiveControllerHost } from 'lit';
import type { QuoteResponse } from '../api/schemas.js';
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
  origin: 'property' | 'address' | 'store';
  quoteResponse?: QuoteResponse;
  /** false when the receipt or the store recorded a failed signature check; undefined when not checked yet. */
  verified?: boolean;
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

export class SwapTargetController {
  private current?: SwapTarget;

  /** The host re-renders on the store's changes (its StoreController); `resolve()` in its willUpdate follows them. */
  constructor(
    _host: ReactiveControllerHost,
    private readonly input: () => TargetInput,
  ) {}

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

  private find(): SwapTarget | undefined {
    const { group, quote, depositAddress, memo } = this.input();
    const fromProperty = swapOf(quote);
    if (quote && fromProperty) return { ...fromProperty, origin: 'property', quoteResponse: quote };
    const active = getStore(group).get().activeSwap;
    const address = depositAddress?.trim();
    if (address) return this.byAddress(address, memo?.trim() || undefined, active);
    if (!active) return undefined;
    return {
      depositAddress: active.depositAddress,
      memo: active.memo,
      origin: 'store',
      quoteResponse: active.quoteResponse,
      verified: active.verified,
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
      ...(ambiguous ? { ambiguous } : {}),
    };
  }
}
