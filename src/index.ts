// The package entry: the API client, the store and configure(), the events, and the shared building blocks.
// Each element issue adds its element here (registered with its guarded define()).
export { VERSION } from './version.js';
export * from './api/schemas.js';
export * from './api/errors.js';
export {
  createSwapClient,
  DEFAULT_BASE_URL,
  DEFAULT_EXPLORER_URL,
  type SwapClient,
  type SwapClientConfig,
  type CallOptions,
  type ExplorerCallOptions,
} from './api/client.js';
export { RequestGate, EXPLORER_INTERVAL_MS } from './api/pacing.js';
export { verifyQuoteSignature, PRODUCTION_QUOTE_PUBLIC_KEY } from './api/signature.js';
export {
  configure,
  resolveConfig,
  getStore,
  DEFAULT_GROUP,
  type SwapConfig,
  type SwapState,
  type ActiveSwap,
  type SwapStore,
} from './store/store.js';
export { getPersistence } from './store/store.js';
export type { Receipt } from './store/persistence.js';
export * from './events.js';
export {
  formatMessage,
  type MessageCatalogue,
  type Messages,
  type MessageSection,
  type MessageValues,
} from './i18n/messages.js';
export { SwapElement } from './elements/swap-element.js';
export { SwapDeposit } from './elements/swap-deposit/swap-deposit.js';
export { paymentUri } from './elements/swap-deposit/payment-uri.js';
export { SwapHistory } from './elements/swap-history/swap-history.js';
export { SwapStatus } from './elements/swap-status/swap-status.js';
export type { PollScheduler } from './elements/swap-status/poll-scheduler.js';
export { SwapQuote } from './elements/swap-quote/swap-quote.js';
export { SwapWidget } from './elements/swap-widget/swap-widget.js';
