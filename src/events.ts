// The events the elements fire: bubbling, composed CustomEvents with a typed `detail` that names the sender's group
// (the inner copy button and countdown know no group: their events carry only what happened). They work unchanged in
// plain HTML, Vue, Angular, Svelte and React. Fired for user actions and async results only, never because the page
// set a property.
import type { SwapApiError } from './api/errors.js';
import type { QuoteResponse, StatusResponse } from './api/schemas.js';
import type { ExplorerTransaction } from './api/explorer-schemas.js';
import type { FinalStatusName, SwapStatusName } from './core/status.js';
import type { Receipt } from './store/receipts.js';

const init = <T>(detail: T): CustomEventInit<T> => ({ detail, bubbles: true, composed: true });

export interface SwapQuoteDetail {
  group: string;
  quoteResponse: QuoteResponse;
}

/** A new dry quote arrived while the user edits the form. */
export class SwapQuoteChangeEvent extends CustomEvent<SwapQuoteDetail> {
  static readonly eventName = 'swap-quote-change';
  constructor(detail: SwapQuoteDetail) {
    super(SwapQuoteChangeEvent.eventName, init(detail));
  }
}

/** The user confirmed: a non-dry, signature-checked quote with a deposit address. */
export class SwapQuoteConfirmEvent extends CustomEvent<SwapQuoteDetail> {
  static readonly eventName = 'swap-quote-confirm';
  constructor(detail: SwapQuoteDetail) {
    super(SwapQuoteConfirmEvent.eventName, init(detail));
  }
}

export interface SwapDepositSubmitDetail {
  group: string;
  depositAddress: string;
  memo?: string;
  txHash: string;
  statusResponse: StatusResponse;
}

/** The user submitted the deposit transaction hash and the service answered. */
export class SwapDepositSubmitEvent extends CustomEvent<SwapDepositSubmitDetail> {
  static readonly eventName = 'swap-deposit-submit';
  constructor(detail: SwapDepositSubmitDetail) {
    super(SwapDepositSubmitEvent.eventName, init(detail));
  }
}

/**
 * A status the service reported: one of the seven the contract lists, or a newer one this version does not know yet
 * (shown as text, never final), so `string` stays possible.
 */
export type ReportedStatus = SwapStatusName | (string & {});

export interface SwapStatusChangeDetail {
  group: string;
  status: ReportedStatus;
  previousStatus?: ReportedStatus;
  statusResponse: StatusResponse;
}

/** The swap's status changed (the first status seen counts as a change). */
export class SwapStatusChangeEvent extends CustomEvent<SwapStatusChangeDetail> {
  static readonly eventName = 'swap-status-change';
  constructor(detail: SwapStatusChangeDetail) {
    super(SwapStatusChangeEvent.eventName, init(detail));
  }
}

export interface SwapCompleteDetail {
  group: string;
  status: FinalStatusName;
  statusResponse: StatusResponse;
}

/** The swap reached SUCCESS, REFUNDED or FAILED. */
export class SwapCompleteEvent extends CustomEvent<SwapCompleteDetail> {
  static readonly eventName = 'swap-complete';
  constructor(detail: SwapCompleteDetail) {
    super(SwapCompleteEvent.eventName, init(detail));
  }
}

export interface SwapHistorySelectDetail {
  group: string;
  transaction: ExplorerTransaction;
}

/** A row of the history was chosen. */
export class SwapHistorySelectEvent extends CustomEvent<SwapHistorySelectDetail> {
  static readonly eventName = 'swap-history-select';
  constructor(detail: SwapHistorySelectDetail) {
    super(SwapHistorySelectEvent.eventName, init(detail));
  }
}

export interface SwapActivitySelectDetail {
  group: string;
  depositAddress: string;
  memo?: string;
  /** The latest status known on this device, if any. */
  status?: ReportedStatus;
  /** The swap's receipt saved on this device (the signed quote response, its status, when it was saved). */
  receipt: Receipt;
}

/**
 * The user opened one of their swaps in <swap-activity> (to show it in <swap-status>). Cancelable: with a
 * `status-page` link, `preventDefault()` keeps the page from following it (to open the swap in place instead).
 */
export class SwapActivitySelectEvent extends CustomEvent<SwapActivitySelectDetail> {
  static readonly eventName = 'swap-activity-select';
  constructor(detail: SwapActivitySelectDetail) {
    super(SwapActivitySelectEvent.eventName, { ...init(detail), cancelable: true });
  }
}

export type SwapOperation =
  | 'tokens'
  | 'quote'
  | 'confirm'
  | 'verify'
  | 'deposit-submit'
  | 'status'
  | 'history'
  | 'export'
  | 'restore'
  | 'balances'
  | 'order';

export interface SwapErrorDetail {
  group: string;
  /** A SwapApiError, or a validation/signature error raised before anything was sent. */
  error: SwapApiError | Error;
  operation: SwapOperation;
}

/** Something failed; the element also shows it. */
export class SwapErrorEvent extends CustomEvent<SwapErrorDetail> {
  static readonly eventName = 'swap-error';
  constructor(detail: SwapErrorDetail) {
    super(SwapErrorEvent.eventName, init(detail));
  }
}

export interface SwapDepositRestartDetail {
  group: string;
  depositAddress: string;
  memo?: string;
}

/** The user asked for a new quote after the deposit address expired (or its quote could not be trusted). */
export class SwapDepositRestartEvent extends CustomEvent<SwapDepositRestartDetail> {
  static readonly eventName = 'swap-deposit-restart';
  constructor(detail: SwapDepositRestartDetail) {
    super(SwapDepositRestartEvent.eventName, init(detail));
  }
}

export interface SwapCopyDetail {
  /** The text that was to be copied. */
  value: string;
  /** Whether it reached the clipboard (false: the button tells the user to copy by hand). */
  ok: boolean;
}

/** A copy button inside an element was used. */
export class SwapCopyEvent extends CustomEvent<SwapCopyDetail> {
  static readonly eventName = 'swap-copy';
  constructor(detail: SwapCopyDetail) {
    super(SwapCopyEvent.eventName, init(detail));
  }
}

export interface SwapCountdownEndDetail {
  /** The time that was counted down to, as the countdown was given it (ISO date-time or epoch ms). */
  until: string | number;
}

/** A countdown inside an element (a deposit deadline) reached zero. */
export class SwapCountdownEndEvent extends CustomEvent<SwapCountdownEndDetail> {
  static readonly eventName = 'swap-countdown-end';
  constructor(detail: SwapCountdownEndDetail) {
    super(SwapCountdownEndEvent.eventName, init(detail));
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'swap-quote-change': SwapQuoteChangeEvent;
    'swap-quote-confirm': SwapQuoteConfirmEvent;
    'swap-deposit-submit': SwapDepositSubmitEvent;
    'swap-status-change': SwapStatusChangeEvent;
    'swap-complete': SwapCompleteEvent;
    'swap-history-select': SwapHistorySelectEvent;
    'swap-activity-select': SwapActivitySelectEvent;
    'swap-error': SwapErrorEvent;
    'swap-deposit-restart': SwapDepositRestartEvent;
    'swap-copy': SwapCopyEvent;
    'swap-countdown-end': SwapCountdownEndEvent;
  }
}
