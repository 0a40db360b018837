// The script-tag entry (dist/cdn/swap-elements.js): the same runtime names as index.ts (types come with the npm
// entry), except the elements' own code, which loads on first use of their tag so a page pays only for the elements it
// shows (see autoload.ts): the element classes, and paymentUri (the deposit element's helper, which would bring the
// amount formatting into the first download). The base class comes with the script tag: every element needs it and
// Lit, so an element costs one more request. test/public-surface.test.ts holds the two lists equal.
export { SwapElement } from './elements/swap-element.js';
export * from './events.js';
export { configure, getStore, swapStatus, watchSwap } from './store/store.js';
export { createSwapClient, DEFAULT_BASE_URL, DEFAULT_EXPLORER_URL } from './api/client.js';
export { AmountTooLowError, SwapApiError, isSwapApiError } from './api/errors.js';
export { verifyQuoteSignature, PRODUCTION_QUOTE_PUBLIC_KEY } from './api/verify.js';
export { formatMessage } from './i18n/messages.js';
export { VERSION } from './version.js';
export { defineElements, ELEMENT_TAGS } from './autoload.js';
import { useScript } from './store/page-config.js';

// This module's own <script type="module"> tag may declare settings (data-base-url…): see store/page-config.ts.
if (typeof document !== 'undefined') useScript([...document.scripts].find((script) => script.src === import.meta.url));
