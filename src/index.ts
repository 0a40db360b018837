// The package entry: what an integrator uses besides the elements, free of side effects (importing configure defines
// nothing and costs only what it needs): the elements' events, configure() and the per-group store, the API client
// and its error, the data types of the contract, the message types and the few helpers a page needs. The elements
// come by their own entries ('swap-elements/swap-quote' …), all at once from 'swap-elements/all' (all.ts, also the
// classic script's window.SwapElements), or loaded on demand by defineElements(). The zod schemas are in
// 'swap-elements/schemas'; everything else is internal. test/public-surface.test.ts pins this list and the others.
import type { ElementTag } from './autoload.js';

// The order elements' types (their classes and events come with the elements: 'swap-elements/all' or their entries).
export type { SwapOrderDetail, SwapOrderChangeDetail } from './elements/swap-order/swap-order.js';
export type { Order, OrderAttributes, OrdersPort } from './elements/swap-order/order.model.js';
export type { SwapAccountChangeDetail } from './elements/swap-account/swap-account.js';
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
  'swap-account',
  'swap-order',
  'swap-orders',
];
// As in autoload.ts, which also watches the document on import (not wanted here).
const loaders: Record<ElementTag, () => Promise<unknown>> = {
  'swap-quote': () => import('./elements/swap-quote/swap-quote.js'),
  'swap-deposit': () => import('./elements/swap-deposit/swap-deposit.js'),
  'swap-status': () => import('./elements/swap-status/swap-status.js'),
  'swap-history': () => import('./elements/swap-history/swap-history.js'),
  'swap-widget': () => import('./elements/swap-widget/swap-widget.js'),
  'swap-activity': () => import('./elements/swap-activity/swap-activity.js'),
  'swap-account': () => import('./elements/swap-account/swap-account.js'),
  'swap-order': () => import('./elements/swap-order/swap-order.js'),
  'swap-orders': () => import('./elements/swap-orders/swap-orders.js'),
};
/**
 * Loads and defines the given elements (all by default), as the script tag's defineElements() does; resolves when they
 * are defined. A bundler makes each element its own lazy chunk; an app that never calls it carries none of them.
 */
export function defineElements(tags: readonly ElementTag[] = ELEMENT_TAGS): Promise<void> {
  return Promise.all(tags.map((tag) => loaders[tag]())).then(() => undefined);
}
