// The built-in English of <swap-status> ("status" section of the message catalogue, src/i18n/messages.ts); the words of
// an ANY_INPUT swap's withdrawals are en/status-withdrawals.ts, loaded with that part.
// Placeholders are written {name}; keep them when translating.
export const statusMessages = {
  // ---- the status in words: a short title and one or two sentences of what it means and what to do ----
  pendingDepositTitle: 'Waiting for your deposit',
  pendingDepositDetail:
    'Send the exact amount to the deposit address. This page updates by itself as soon as the service sees your transfer.',
  // ANY_INPUT: the address collects deposits of any amount until its deadline.
  // Still PENDING_DEPOSIT long after the address was given (the payer may say they sent): what to check, when to
  // submit the hash, what happens at the deadline. {chain}: the chain to send on; {date}: the deadline.
  stillWaitingTitle: 'Still waiting for your deposit',
  stillWaitingDetail:
    'If you already sent it, check in your wallet that the transfer went to exactly this deposit address on {chain} (with the memo, if one is shown) and that it is confirmed. Once it is confirmed, submit its transaction hash where you got the address, so the service looks for it at once. If nothing arrives by the deadline, {date}, nothing is swapped, and funds that arrive later go back to your refund address.',
  // ANY_INPUT, still open, after deliveries: what the address has done so far. {amount}: delivered in total so far;
  // {date}: the deadline until which it keeps collecting.
  anyInputDeliveredTitle: 'Delivered so far, still collecting',
  anyInputDeliveredDetail:
    'Deposits to this address were converted and {amount} was delivered to the recipient so far. The address keeps accepting deposits until {date}; each one is converted and delivered by itself.',
  pendingDepositAnyInputDetail:
    'This address accepts deposits until its deadline; each one is converted and delivered by itself. This page updates as they arrive.',
  // Past the deadline and nothing arrived: the deposit window is closed (the late box below says the same).
  depositClosedTitle: 'Deposit window closed',
  depositClosedDetail:
    'The deadline passed before a deposit arrived, so this swap will not go ahead. Do not send funds to this deposit address; get a new quote instead.',
  depositClosedAnyInputDetail:
    'This address stopped accepting deposits at its deadline. Do not send funds to it any more; get a new quote instead.',
  // Past the deadline with too little arrived.
  incompleteClosedDetail:
    'Less than the required amount arrived before the deadline, so the swap will not go ahead and what arrived is refunded. Do not send more to this deposit address.',
  knownDepositTitle: 'Deposit seen, waiting for confirmations',
  // {chain}: the blockchain the deposit was sent on, e.g. "Ethereum".
  knownDepositDetailOnChain:
    'Your transfer was seen on {chain} and is waiting for enough confirmations. Nothing to do: the swap starts by itself.',
  knownDepositDetail:
    'Your transfer was seen and is waiting for enough confirmations. Nothing to do: the swap starts by itself.',
  // Paid from the NEAR Intents balance (deposit type INTENTS): a transfer within Intents, no chain confirmations.
  pendingDepositIntentsDetail:
    'Pay the exact amount from your NEAR Intents balance. This page updates by itself as soon as the service sees the transfer.',
  knownDepositIntentsTitle: 'Transfer seen',
  knownDepositIntentsDetail:
    'Your transfer from your NEAR Intents balance was seen. Nothing to do: the swap starts by itself.',
  incompleteDepositTitle: 'Deposit incomplete',
  incompleteDepositDetail:
    'Less than the required amount has arrived. Send the missing amount to the same deposit address before the deadline, or wait: after the deadline what arrived is refunded.',
  processingTitle: 'Swapping',
  // {duration}: the quote's estimate, e.g. "2 minutes".
  processingDetailWithEstimate:
    'Your deposit is confirmed and the swap is being carried out; this usually takes about {duration}. Nothing to do: you can close this page, the swap goes on.',
  processingDetail:
    'Your deposit is confirmed and the swap is being carried out. Nothing to do: you can close this page, the swap goes on.',
  successTitle: 'Swap complete',
  // {amount}: the delivered amount with its token, e.g. "412.5 wNEAR".
  successDetailWithAmount: '{amount} was delivered to the recipient.',
  successDetail: 'The tokens were delivered to the recipient.',
  // SUCCESS without the delivered amount in the answer (reported by integrators). {amount}: the quoted minimum.
  successDetailNoAmount:
    'The tokens were delivered to the recipient. The service has not reported the exact amount: the recipient’s wallet shows it, and the quote guaranteed at least {amount}.',
  // SUCCESS with no amounts and no transaction on the destination chain: the service has answered so for deposits it
  // had in fact refunded on the origin chain. Never "delivered". {address}: the refund address.
  unconfirmedSuccessTitle: 'Check the refund: delivery not confirmed',
  unconfirmedSuccessDetail:
    'The service says complete but reports no amount and no transfer to the recipient, as it has for refunded deposits. Check whether your deposit came back to your refund address, and keep the details below.',
  unconfirmedSuccessDetailWithAddress:
    'The service says complete but reports no amount and no transfer to the recipient, as it has for refunded deposits. Check whether your deposit came back to {address}, and keep the details below.',
  // PROCESSING after the deadline (seen for 40 hours and more): late, not "usually takes a minute".
  processingLateDetail:
    'Your deposit arrived, but the swap is still running past its deadline. Your funds are not lost: keep the details below; this page keeps checking.',
  // Beside the quoted amount under "Received" when the service has not reported the delivered amount.
  receivedNotReported: 'as quoted; the service has not reported the exact amount delivered',
  refundedTitle: 'Refunded',
  refundedDetail: 'The swap did not go through and your deposit was sent back to your refund address.',
  // Refund type INTENTS: the refund goes back to a NEAR Intents balance, not to an address on a chain.
  refundedIntentsDetail: 'The swap did not go through and your deposit went back to your NEAR Intents balance.',
  failedTitle: 'Swap failed',
  failedDetail:
    'The swap could not be completed. Keep the details under “Need help with this swap?” below: the funds can be traced with them.',
  // {status}: a status code the page does not know, shown as the service sent it (e.g. "AWAITING_SOLVER").
  unknownStatusTitle: 'Status: {status}',
  unknownStatusDetail: 'The service reports a status this page does not know yet. It keeps checking.',
  checkingTitle: 'Checking the status…',
  checkingDetail: 'Asking the swap service about this deposit address.',
  waitingForServiceTitle: 'Waiting for the service to know this address',
  waitingForServiceDetail:
    'The deposit address was created moments ago and the swap service has not registered it yet. This is normal and takes a few seconds; this page keeps checking.',
  // The service answered that it does not know the deposit address (and it was not created moments ago).
  notFoundTitle: 'Deposit address not found',
  notFoundDetail:
    'The swap service does not know this deposit address. Check the address (and the memo, if the swap has one). This page keeps checking, in case the address was created moments ago.',
  // A check that failed and is asked again by itself (rate limit, server error, no connection): not a failure.
  retryingTitle: 'Checking again shortly',
  retryingDetail: 'The swap service did not answer this check. This page asks again by itself; nothing to do.',
  unavailableTitle: 'Status not available yet',
  unavailableDetail: 'The swap service has not answered yet. This page keeps trying by itself.',
  empty: 'No swap to follow yet. Once a deposit address is created, its status appears here.',

  // ---- announcements for screen readers (polite live region) ----
  announceWaitingForService: 'Waiting for the service to register the deposit address',
  // {status}: the status title, e.g. "Waiting for your deposit".
  announceConnectionRestored: 'Connection restored. {status}',

  // ---- refund (or failure) reasons ----
  refundReasonPartialDeposit: 'Less than the required amount arrived before the deadline.',
  refundReasonAmountBelowMinOut:
    'The price moved: the swap would have delivered less than the minimum you accepted (your slippage limit).',
  refundReasonAmountAboveBalance: 'The amount was larger than the liquidity available for this swap.',
  refundReasonIntentSubmitFailed: 'The swap could not be submitted for execution.',
  refundReasonCircuitBreaker: 'Swaps on this route are paused for safety at the moment.',
  refundReasonFeeEstimationFailed: 'The network fee for delivering the tokens could not be estimated.',
  refundReasonNoLiquidity: 'There was not enough liquidity to fill the swap.',
  refundReasonBelowMinWithdrawable:
    'The resulting amount was below the smallest amount that can be delivered on the destination chain.',
  refundReasonInsufficientBalance: 'There was not enough balance to complete the swap.',
  refundReasonRefundFailed: 'The refund could not be arranged automatically. Ask for help with the details below.',
  refundReasonUnknown: 'The service gave no specific reason.',
  // {reason}: a reason code the page does not know, shown as the service sent it.
  refundReasonOther: 'The service gave this reason: {reason}.',

  // ---- the timeline ----
  timelineLabel: 'Progress',
  stepDeposit: 'Deposit',
  stepProcessing: 'Swap',
  stepDelivered: 'Delivery',
  stepRefunded: 'Refund',
  stepFailed: 'Failed',
  // Read by screen readers for each step, since its look alone does not say its state. {step}: a step name above.
  stepDone: '{step}: done',
  stepCurrent: '{step}: in progress',
  stepUpcoming: '{step}: not yet',
  stepFailedState: '{step}: failed',
  // A step the swap went past without doing it, e.g. the swap of a refunded deposit.
  stepSkipped: '{step}: did not happen',

  // ---- a failed status request ----
  // {duration}: e.g. "8 seconds".
  nextAttempt: 'Next attempt in {duration}.',
  // ---- a status request that is asked again by itself (why, then when) ----
  retryBusy: 'The swap service is busy right now.',
  retryServer: 'The swap service had a brief problem.',
  retryUnreachable: 'The swap service could not be reached; check your connection.',
  // {duration}: e.g. "8 seconds".
  retryIn: 'Checking again in {duration}.',

  // ---- an incomplete deposit ----
  incompleteHeading: 'Part of the deposit is missing',
  arrivedLabel: 'Arrived',
  notKnownYet: 'Not known yet',
  requiredLabel: 'Required',
  missingLabel: 'Missing',
  // {amount}: an amount with its token, e.g. "50 USDC".
  missingMinimum: 'At least {amount} is needed for the swap to go ahead.',
  // {date}: date and time of the deadline; {countdown}: a ticking clock such as "59:07".
  topUpUntil: 'A top-up is accepted until {date} ({countdown} left).',
  topUpSameAddress: 'Send it to the same deposit address.',
  topUpSameAddressAndMemo: 'Send it to the same deposit address with the same memo.',
  topUpRefund: 'If nothing more arrives by then, what arrived is refunded to your refund address.',

  // ---- a swap past its deadline ----
  // {date}: date and time of the deadline.
  lateHeadingWithDate: 'This swap is past its deadline ({date}) and has not finished.',
  lateHeading: 'This swap is past its deadline and has not finished.',
  // {doNotSend}: the emphasised warning lateDoNotSend.
  lateQuoteExpired: 'The quote has expired: {doNotSend} Get a new quote instead.',
  lateDoNotSend: 'do not send funds to this deposit address now.',
  // {address}: the refund address.
  lateAlreadySentWithAddress:
    'If you already sent funds, they are returned to your refund address ({address}) once the service processes the transfer.',
  lateAlreadySent:
    'If you already sent funds, they are returned to your refund address once the service processes the transfer.',
  lateNotLostWithAddress:
    'Your funds are not lost. Swaps can take longer when a network is congested; one that cannot complete is refunded to your refund address ({address}).',
  lateNotLost:
    'Your funds are not lost. Swaps can take longer when a network is congested; one that cannot complete is refunded to your refund address.',
  // {duration}: e.g. "30 seconds".
  lateKeepsChecking:
    'This page keeps checking every {duration}. Keep the deposit address below: you can close this page and come back to it. If nothing changes within a few hours, ask for help with the details below.',

  // ---- amounts ----
  youSendLabel: 'You send',
  // The quoted input once the swap no longer needs funds (deposit seen, processing, refunded, failed).
  quotedInLabel: 'Quoted amount',
  swappedLabel: 'Swapped',
  depositedLabel: 'Deposited',
  youReceiveLabel: 'You receive',
  receivedLabel: 'Received',
  // {amount}: the guaranteed minimum with its token.
  estimatedAtLeast: 'Estimated; at least {amount}',
  // ANY_INPUT: the quote's minimum is for its smallest accepted deposit, not for the amount above. {min}: that deposit.
  estimatedAnyInputMinimum: 'Estimated; the smallest accepted deposit ({min}) gives at least {amount}',
  refundedLabel: 'Refunded',
  refundedExcess: 'You sent more than the swap needed; the excess went back to your refund address.',
  // {address}: the refund address.
  refundedTo: 'Sent back to {address}.',
  // {address}: the NEAR Intents account the refund went back to.
  refundedToIntents: 'Returned to the NEAR Intents balance of {address}.',
  reasonLabel: 'Reason',
  refundReasonLabel: 'Refund reason',
  recipientLabel: 'Recipient',
  // Under the recipient of USDC to Hyperliquid.
  hyperliquidPerpsNote: 'USDC arrives in the Hyperliquid perps balance, not the spot balance.',
  // {usd}: a dollar value such as "$100.02", after an amount.
  usdValue: '(≈ {usd})',

  // ---- details ----
  depositAddressLabel: 'Deposit address',
  copyDepositAddress: 'Copy deposit address',
  memoLabel: 'Memo',
  copyMemo: 'Copy memo',
  startedLabel: 'Started',
  elapsedLabel: 'Elapsed',
  tookLabel: 'Took',
  // {duration}: the quote's time estimate, e.g. "2 minutes".
  usuallyTakes: 'Usually about {duration} after the deposit.',
  deadlineLabel: 'Deadline',
  // {countdown}: a ticking clock such as "59:07".
  deadlineCountdown: '({countdown} left)',
  // {duration}: e.g. "5 minutes".
  deadlinePassed: 'Passed {duration} ago.',
  lastChangeLabel: 'Last change',
  // The quote's network fees (amounts follow the labels). The delivery fee is already out of "You receive".
  withdrawFeeLabel: 'Delivery fee',
  withdrawFeeNote: 'Network fee, already deducted from the amount you receive.',
  refundFeeLabel: 'Refund fee',
  refundFeeIfRefunded: 'Network fee, charged only if the deposit is refunded.',
  refundFeeIncomplete: 'Network fee, taken from the refund if the missing amount does not arrive before the deadline.',
  refundFeeRefunded: 'Network fee, charged for sending the refund.',

  // ---- transactions ----
  // {chain}: the blockchain of the deposit, e.g. "Ethereum".
  originTransactionsOnChain: 'Deposit and refund transactions ({chain})',
  originTransactions: 'Deposit and refund transactions',
  // Paid from the NEAR Intents balance, refunded there too (or, the second, refunded on a chain).
  intentsTransfers: 'Deposit and refund transfers (NEAR Intents balance)',
  intentsDepositTransfers: 'Deposit (from the NEAR Intents balance) and refund transactions',
  nearTransactions: 'NEAR transactions',
  // {chain}: the blockchain the tokens are delivered on.
  destinationTransactionsOnChain: 'Delivery transactions ({chain})',
  destinationTransactions: 'Delivery transactions',
  intentHashes: 'Intent',
  // Read by screen readers after a transaction link.
  opensInNewTab: '(opens the explorer in a new tab)',
  copyTransactionHash: 'Copy transaction hash',

  // ---- actions ----
  checkNow: 'Check now',
  checkingButton: 'Checking…',
  // {duration}: e.g. "10 seconds".
  checksAgainIn: 'Checks again by itself in {duration}.',
} satisfies Record<string, string>;
