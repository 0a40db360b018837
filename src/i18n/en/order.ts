// The built-in English of <swap-order> ("order" section of the message catalogue, src/i18n/messages.ts): placing a
// limit order, funding it, following its fills and payouts, cancelling it. Placeholders are written {name}; keep them
// when translating.
export const orderMessages = {
  title: 'Limit order',
  // ---- the form ----
  sideLabel: 'Side',
  sideSell: 'Sell {base}',
  sideBuy: 'Buy {base}',
  priceLabel: 'Price ({quote} per {base})',
  // Beside the price: the market price now, e.g. "Market: 3,012.5".
  marketPrice: 'Market: {price}',
  marketUnknown: 'Market price unavailable',
  quantityLabel: 'Quantity ({base})',
  deadlineLabel: 'Good for (days)',
  gtcLabel: 'Good till cancelled (until the deadline)',
  recipientLabel: 'Recipient address',
  refundLabel: 'Refund address',
  // A checkbox: the order is funded by signing one transfer from the payer's NEAR Intents balance (depositType INTENTS).
  fromIntentsLabel: 'Fund from my NEAR Intents balance',
  fromIntentsHint: 'After placing, a wallet signs one transfer of the amount due. Nothing is sent on a chain.',
  placeButton: 'Place order',
  placing: 'Placing the order…',

  // ---- each field's check (one sentence per field) ----
  checkPriceEmpty: 'Enter a price.',
  checkPriceInvalid: 'Enter the price as a number above zero, e.g. 3000.5.',
  checkQuantityEmpty: 'Enter a quantity.',
  checkQuantityInvalid: 'Enter the quantity as a number above zero with at most {decimals} decimals.',
  checkDeadlineInvalid: 'Enter a whole number of days from 1 to 365.',
  checkRecipientEmpty: 'Enter the address that receives the tokens.',
  checkRefundEmpty: 'Enter the address that gets the unfilled part back.',
  checkRecipientInvalid: 'The service did not accept this address: check that it belongs to the chain you receive on.',
  checkRefundInvalid: 'The service did not accept this address: check that it belongs to the chain you send from.',
  checkTokensMissing: 'This order form has no tokens set (base-asset and quote-asset).',

  // ---- the service's error codes, one sentence each ----
  errorMalformedRequest: 'The order could not be read by the service. Nothing was placed; try again.',
  errorValidationFailed: 'The service did not accept the order: check the marked field.',
  errorRequestRejected: 'The service refused this request. Nothing was placed.',
  errorOrderRejected: 'The service rejected this order (for example the pair or the price). Nothing was placed.',
  errorAuthenticationRequired: 'Orders need this site to be signed in with the service. Please contact the site.',
  errorClientGeneratedId: 'The order was sent with an id of its own, which the service does not allow.',
  errorOrderNotFound: 'The service does not know this order.',
  errorResourceTypeMismatch: 'The order was sent in a form the service does not take.',
  // {seconds} until the next attempt.
  errorRateLimitExceeded: 'Too many requests right now. Trying again in {seconds} s.',
  errorInternal: 'The service had an internal error. Try again shortly.',
  errorServiceUnavailable: 'The service is unavailable right now. Try again shortly.',
  errorOther: 'The order request failed. Try again.',

  // ---- the order card ----
  orderSummary: '{side} {quantity} {base} at {price} {quote}',
  fillAwaitingDeposit: 'Waiting for the deposit',
  fillPendingCancel: 'Cancelling…',
  fillUntriggered: 'Waiting for the price',
  fillOpen: 'Open: waiting to fill',
  fillPartiallyFilled: 'Partly filled',
  fillFilled: 'Filled',
  fillCanceled: 'Cancelled',
  fillExpired: 'Expired',
  fillOther: 'Status: {status}',
  payoutNotStarted: 'Payout not started',
  payoutInProgress: 'Payout in progress',
  payoutCompleted: 'Paid out',
  payoutFailed: 'Payout failed',
  payoutOther: 'Payout: {status}',
  fundTitle: 'Fund the order',
  // {amount} with its token, e.g. "1.5 ETH".
  fundSend: 'Send exactly {amount} to this address:',
  fundMemo: 'Memo (required)',
  copyAddress: 'Copy the deposit address',
  copyMemo: 'Copy the memo',
  depositedLabel: 'Deposited',
  feesLabel: 'Estimated fees',
  // {withdraw} and {refund} are amounts with their token.
  feesValue: 'payout {withdraw}, refund {refund}',
  deadlineValue: 'Deadline',
  fillsTitle: 'Fills',
  // One partial fill: {amountIn} and {amountOut} with their token.
  fillLine: '{amountIn} for {amountOut}',
  noFills: 'No fills yet.',
  payoutsTitle: 'Payouts',
  withdrawalLine: 'Payout: {status}',
  refundLine: 'Refund: {status}',
  txLink: 'Transaction {hash}',
  // After a transaction link, for screen readers.
  opensInNewTab: '(opens the explorer in a new tab)',
  transferCompleted: 'completed',
  transferInProgress: 'in progress',
  transferFailed: 'failed',

  // ---- cancel ----
  cancelButton: 'Cancel order',
  cancelQuestion: 'Cancel this order?',
  // {amount} the unfilled part with its token, {address} the refund address, {type} where it goes.
  cancelDetail:
    'Nothing more will fill. The unfilled part, {amount}, goes back to {address} ({type}), less the refund fee. What has filled is paid out as usual.',
  cancelUnfunded: 'Nothing has been deposited yet, so nothing needs to be refunded.',
  refundToOrigin: 'on the chain you sent from',
  refundToIntents: 'to an Intents balance',
  cancelConfirm: 'Cancel it',
  cancelKeep: 'Keep it',
  cancelSent: 'Cancelling: the service confirms shortly.',

  // ---- my orders ----
  listTitle: 'Your orders',
  listEmpty: 'No orders yet.',
  filterLabel: 'Show',
  filterAll: 'All',
  filterOpen: 'Open and partly filled',
  filterDone: 'Finished',
  loadMore: 'Load more',
  openOrder: 'Open',
  checkingAgain: '{reason} Checking again shortly.',
  backToList: 'Back to your orders',
  orderLoading: 'Loading the order…',
  orderLoadFailed: 'The order could not be loaded. Check your connection and try again.',
  orderLoadRetry: 'Try again',
};
