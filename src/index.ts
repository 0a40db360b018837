// The package entry (and the classic script's window.SwapElements): what an integrator uses. The elements (each
// registered by its guarded define()), their events, configure() and the per-group store, the API client and its
// error, the data types of the contract, the message types and the few helpers a page needs. The zod schemas are
// in 'swap-elements/schemas'; everything else is internal. test/public-surface.test.ts pins this list, and that cdn.ts
// exports the same names except the elements' own code (the classes and paymentUri), which loads there on first use.
import type { ElementTag } from './autoload.js';

export { SwapElement } from './elements/swap-element.js';
export { SwapQuote } from './elements/swap-quote/swap-quote.js';
export { SwapDeposit } from './elements/swap-deposit/swap-deposit.js';
export { SwapStatus } from './elements/swap-status/swap-status.js';
export { SwapHistory } from './elements/swap-history/swap-history.js';
export { SwapWidget } from './elements/swap-widget/swap-widget.js';
export { SwapActivity } from './elements/swap-activity/swap-activity.js';
export {
  SwapOrder,
  SwapOrderPlaceEvent,
  SwapOrderChangeEvent,
  SwapOrderCancelEvent,
  SwapOrderSelectEvent,
  type SwapOrderDetail,
  type SwapOrderChangeDetail,
} from './elements/swap-order/swap-order.js';
export { SwapOrders } from './elements/swap-orders/swap-orders.js';
export type { Order, OrderAttributes, OrdersPort } from './elements/swap-order/order.model.js';
export * from './events.js';
export {
  configure,
  getStore,
  swapStatus,
  watchSwap,
  type SwapStatus as SwapStatusEntry,
  type SwapConfig,
  type SwapState,
  type TokensState,
  type ActiveSwap,
  type SwapStore,
} from './store/store.js';
export type { Receipt } from './store/receipts.js';
export {
  createSwapClient,
  DEFAULT_BASE_URL,
  DEFAULT_EXPLORER_URL,
  type SwapClient,
  type SwapClientConfig,
  type CallOptions,
  type ExplorerCallOptions,
} from './api/client.js';
export { AmountTooLowError, SwapApiError, isSwapApiError, type SwapApiErrorKind } from './api/errors.js';
export { verifyQuoteSignature, PRODUCTION_QUOTE_PUBLIC_KEY } from './api/verify.js';
export type { SignatureCheck } from './api/signature.js';
export type {
  SwapType,
  DepositType,
  RefundType,
  RecipientType,
  DepositMode,
  ExplorerStatus,
  Token,
  AppFee,
  QuoteRequest,
  QuoteRequestEcho,
  Quote,
  QuoteResponse,
  DepositSubmitRequest,
  StatusQuery,
  TxHash,
  SwapDetails,
  StatusResponse,
  ChainDepositAddress,
  ErrorBody,
  Issue,
} from './api/schemas.js';
export type {
  ExplorerTransaction,
  TransactionsPage,
  TransactionsFilter,
  TransactionsPageQuery,
  TransactionsCursorQuery,
} from './api/explorer-schemas.js';
export type { AnyInputWithdrawal, AnyInputWithdrawals, AnyInputWithdrawalsQuery } from './api/any-input-schemas.js';
export type {
  GenerateIntentRequest,
  GenerateIntentResponse,
  Intent,
  IntentRefusal,
  IntentRefusedError,
  IntentStandard,
  SignedIntent,
  SubmitIntentResponse,
} from './api/intent-schemas.js';
export type { SwapStatusName, FinalStatusName } from './core/status.js';
export {
  formatMessage,
  type MessageCatalogue,
  type Messages,
  type MessageSection,
  type MessageValues,
} from './i18n/messages.js';
export { VERSION } from './version.js';
export { paymentUri, type PaymentTarget } from './elements/swap-deposit/payment-uri.model.js';
export type { PollScheduler } from './controllers/scheduler.js';

export type { ElementTag };
/** The elements' tags (the same list as the script tag's autoloader, autoload.ts). */
export const ELEMENT_TAGS: ElementTag[] = [
  'swap-quote',
  'swap-deposit',
  'swap-status',
  'swap-history',
  'swap-widget',
  'swap-activity',
  'swap-order',
  'swap-orders',
];

/**
 * Resolves when the given elements (all by default) are defined. This entry defines them all on import, so unlike the
 * script tag's defineElements() it loads nothing; it is here so one page script works with either entry (and the
 * autoloader's dynamic imports stay out of the classic script, which would grow by 2 kB).
 */
export function defineElements(tags: readonly ElementTag[] = ELEMENT_TAGS): Promise<void> {
  return Promise.all(tags.map((tag) => customElements.whenDefined(tag))).then(() => undefined);
}
