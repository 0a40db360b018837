// 'swap-elements/all' (and the classic script's window.SwapElements): the package entry with every element defined on
// import (each by its guarded define()) and their classes, for a page that wants them all at once. The root entry
// (index.ts) is the same without the elements, free of side effects.
import { ELEMENT_TAGS, type ElementTag } from './index.js';

export * from './index.js';
export { SwapElement } from './elements/swap-element.js';
export { SwapQuote } from './elements/swap-quote/swap-quote.js';
export { SwapDeposit } from './elements/swap-deposit/swap-deposit.js';
export { SwapStatus } from './elements/swap-status/swap-status.js';
export { SwapHistory } from './elements/swap-history/swap-history.js';
export { SwapWidget } from './elements/swap-widget/swap-widget.js';
export { SwapActivity } from './elements/swap-activity/swap-activity.js';
export { SwapAccount, SwapAccountChangeEvent } from './elements/swap-account/swap-account.js';
export {
  SwapOrder,
  SwapOrderPlaceEvent,
  SwapOrderChangeEvent,
  SwapOrderCancelEvent,
} from './elements/swap-order/swap-order.js';
export { SwapOrders, SwapOrderSelectEvent } from './elements/swap-orders/swap-orders.js';

/**
 * Resolves when the given elements (all by default) are defined. This entry defines them all on import, so unlike the
 * root's and the script tag's defineElements() it loads nothing (the classic script, built from here, carries no
 * dynamic imports).
 */
export function defineElements(tags: readonly ElementTag[] = ELEMENT_TAGS): Promise<void> {
  return Promise.all(tags.map((tag) => customElements.whenDefined(tag))).then(() => undefined);
}
