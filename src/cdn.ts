// The script-tag entry (dist/cdn/swap-elements.js): the API, the store, configure() and the base class; the element
// classes load on first use of their tag so a page pays only for the elements it shows (see autoload.ts).
export * from './api/schemas.js';
export * from './api/errors.js';
export * from './events.js';
export { formatMessage } from './i18n/messages.js';
export { VERSION } from './version.js';
export { createSwapClient, DEFAULT_BASE_URL, DEFAULT_EXPLORER_URL } from './api/client.js';
export { RequestGate, EXPLORER_INTERVAL_MS } from './api/pacing.js';
export { verifyQuoteSignature, PRODUCTION_QUOTE_PUBLIC_KEY } from './api/signature.js';
export { configure, resolveConfig, getStore, getPersistence, DEFAULT_GROUP } from './store/store.js';
export { defineElements, ELEMENT_TAGS } from './autoload.js';
// Every element needs Lit and the base class: they come with the script tag, so an element costs one more request.
export { SwapElement } from './elements/swap-element.js';
