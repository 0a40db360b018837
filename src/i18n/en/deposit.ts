// The built-in English of <swap-deposit> ("deposit" section of the message catalogue, src/i18n/messages.ts).
// Placeholders are written {name}; keep them when translating.
export const depositMessages = {
  // ---- heading and landmark ----
  title: 'Send your deposit',
  // The accessible name of the element's region; {group} tells several deposits on one page apart.
  regionLabelWithGroup: 'Send your deposit ({group})',
  // The heading once the deposit has arrived (the swap is under way or over): nothing more is asked of the payer.
  titleReceived: 'Your deposit',
  regionLabelReceivedWithGroup: 'Your deposit ({group})',
  // The heading while a short deposit can still be topped up.
  titleTopUp: 'Top up your deposit',
  regionLabelTopUpWithGroup: 'Top up your deposit ({group})',

  // ---- no swap, loading, failures before the instructions ----
  empty: 'There is no swap to deposit for yet. Get a quote and confirm it to receive a deposit address.',
  previewQuote: 'This quote is a preview without a deposit address. Confirm the quote to receive a deposit address.',
  checkingSignature: "Checking the swap service's signature on this quote…",
  loadingTokens: 'Loading the token details…',
  // {error}: one sentence saying what went wrong, e.g. "The swap service could not be reached. Check your connection."
  // Shown above the deposit details, which come from the quote saved on this device (they stay while the list fails).
  tokensFailed:
    '{error} The deposit details below come from the quote saved on this device and stay valid. Until the token list loads, the token is shown by its id: send only that token.',
  tryAgain: 'Try again',

  // ---- a deposit-address attribute with no saved receipt on this device ----
  severalSwapsTitle: 'Several swaps on this device use this deposit address.',
  severalSwapsDetail: 'Add the memo of your swap to show its deposit instructions.',
  noReceiptTitle: 'No saved receipt for this deposit address was found on this device.',
  // {address}: the deposit address (shown in a monospace font).
  noReceiptDetail:
    "The deposit instructions (token, chain, amount, memo and deadline) are kept only in the browser where the quote was made. Do not send funds to {address} on the strength of the address alone: get a new quote, or check the swap's status.",
  // {address}: the deposit address; {memo}: its memo.
  noReceiptDetailWithMemo:
    "The deposit instructions (token, chain, amount, memo and deadline) are kept only in the browser where the quote was made. Do not send funds to {address} (memo {memo}) on the strength of the address alone: get a new quote, or check the swap's status.",

  // ---- the quote's signature could not be verified ----
  signatureErrorTitle: 'Do not send funds: this deposit address could not be verified.',
  // {reason}: one of the signature... sentences below (or an error sentence).
  signatureErrorDetail:
    '{reason} The address is hidden because it may have been tampered with. Get a new quote from the swap service.',
  signatureMismatch:
    "The service's signature does not match this quote. The deposit address may have been tampered with; do not send funds.",
  signatureMissing:
    "The service's quote signature is missing or malformed, so the deposit address cannot be trusted; do not send funds.",
  // A configuration problem of the page (its servicePublicKey), not of the user.
  signatureKeyInvalid: 'The public key for checking quotes is not a valid Ed25519 key.',
  signatureUnsupported: "This browser could not check the service's signature on the quote; do not send funds.",
  // A swap saved on this device whose signature had already failed.
  signatureFailedWhenSaved: "This quote's signature did not match the swap service's key when it was saved.",
  newQuoteButton: 'Get a new quote',

  // ---- the instructions ----
  verified: 'Verified: signed by the swap service',
  // Tooltip of the verified mark.
  verifiedTitle: "The quote and this address carry the swap service's valid signature.",
  // {token}: the token symbol, e.g. "USDC"; {chain}: the blockchain, e.g. "Ethereum".
  sendOnlyOnChain: 'Send only {token} on {chain}.',
  // When the token's chain is not known.
  sendOnlyToken: 'Send only the token {token}.',
  // Deposits inside NEAR Intents (an account there, not a blockchain address).
  sendOnlyIntentsOnChain: 'Send only {token} ({chain}) inside NEAR Intents, to this NEAR Intents account.',
  sendOnlyIntents: 'Send only {token} inside NEAR Intents, to this NEAR Intents account.',
  // depositType CONFIDENTIAL_INTENTS: the address is a Confidential Intents account, funded by a signed transfer.
  sendOnlyConfidential:
    'Send only {token} inside Confidential Intents, by a signed transfer to this Confidential Intents account. A transfer from a blockchain does not reach it.',
  wrongNetworkHint: 'Tokens sent on another network, or another token, cannot be swapped and may be lost.',
  // Paying USDC from Hyperliquid. {fee}: the flat deposit fee; {minimum}: the smallest deposit; {extra}: what usdSend
  // costs on top (all "0.2 USDC"-like).
  hyperliquidDepositNote:
    'From Hyperliquid: a flat {fee} deposit fee, at least {minimum}. Send with sendAsset or spotSend; usdSend costs {extra} more and can leave the deposit short.',

  // ---- the amount ----
  sendExactlyLabel: 'Send exactly',
  amountToSendLabel: 'Amount to send',
  // ANY_INPUT quotes: the amount the quote was made for; any amount is accepted.
  quotedAmountLabel: 'Quoted amount',
  // {amount}: a formatted number, e.g. "1,234.5"; {token}: its symbol, e.g. "USDC".
  amountWithToken: '{amount} {token}',
  // When the token's decimals are unknown: {units} is the integer amount in the token's smallest units.
  amountInSmallestUnits: '{units} smallest units of {token}',
  // {value}: the amount in US dollars, e.g. "$100.00".
  amountUsd: '({value})',
  copyAmount: 'Copy amount to send',
  // Fixed-amount swaps. {refundTo}: the refund address.
  rulesExactInput:
    'Less than this is refunded to {refundTo} after the deadline. More is swapped, and the excess is refunded to {refundTo} after the swap.',
  // The same when the quote refunds inside NEAR Intents (refundType INTENTS): {refundTo} is an Intents account.
  rulesExactInputIntents:
    'Less than this is refunded to the NEAR Intents account {refundTo} after the deadline. More is swapped, and the excess is refunded there after the swap.',
  // EXACT_OUTPUT with an upper bound. {min}, {max}: amounts with their token, e.g. "100.5 USDC".
  rulesExactOutputRange:
    'Accepted: from {min} to {max}. Less than {min} is refunded after the deadline. More than {max} is swapped, and the excess is refunded to {refundTo} after the swap.',
  rulesExactOutput: 'Accepted: from {min}. Less than {min} is refunded after the deadline.',
  // FLEX_INPUT. {min}: the least accepted total; {minOut}: the least the user receives, e.g. "412.5 wNEAR".
  rulesFlexInputWithMinimumOut:
    'Any total from {min} is accepted and swapped, as long as you receive at least {minOut}; several deposits add up until the deadline. If less than {min} has arrived by the deadline, it is refunded to {refundTo}. More than the amount above is still swapped.',
  rulesFlexInput:
    'Any total from {min} is accepted and swapped; several deposits add up until the deadline. If less than {min} has arrived by the deadline, it is refunded to {refundTo}. More than the amount above is still swapped.',
  // ANY_INPUT. {token}: the token symbol.
  rulesAnyInput: 'This quote accepts any amount of {token}: what arrives is swapped at the rate of the moment.',

  // ---- ANY_INPUT: the chain the user pays from (quotes that list an address per chain) ----
  // The label of the chain picker.
  payFromLabel: 'Pay from',
  payFromHint: 'Each chain has its own address: the address, memo and QR code below are for the chain picked here.',
  // The choice of the quote's own NEAR Intents account in the chain picker.
  intentsAccountOption: 'NEAR Intents account',
  // What the address shown accepts. {chain}: the blockchain, e.g. "Ethereum".
  acceptsOnChain: 'This address accepts any amount of any supported token sent on {chain}.',
  acceptsIntents: 'This NEAR Intents account accepts any amount of any supported token sent inside NEAR Intents.',
  // When the quote names no chain for its address.
  acceptsAnyToken: 'This address accepts any amount of any supported token.',
  // {chain}: the blockchain of the address shown.
  wrongNetworkAnyTokenHint: 'Send on {chain} only: tokens sent on another network cannot be swapped and may be lost.',
  // ANY_INPUT quoted for an amount of one token, paid from a chosen chain. {token}: the quoted token's symbol.
  rulesAnyInputAnyToken:
    'The quote was made for this amount of {token}; any amount of any supported token is accepted and swapped at the rate of the moment.',
  // In place of a token symbol when the quote takes any token (origin asset "1cs_v1:any").
  anyToken: 'any token',

  // ---- deposit address and memo ----
  depositAddressLabel: 'Deposit address',
  // Next to the deposit address after the deadline, instead of its copy button.
  addressExpiredMark: '(expired: do not send)',
  copyDepositAddress: 'Copy deposit address',
  memoLabel: 'Memo',
  // A badge next to "Memo".
  memoRequired: 'REQUIRED',
  copyMemo: 'Copy memo',
  memoHint:
    'Enter this memo in your wallet or exchange with the transfer. Without it the deposit cannot be matched to your swap and may be lost.',

  // ---- QR code ----
  qrLegend: 'QR code shows',
  qrAddressOption: 'Address',
  // A payment URI (bitcoin:, ethereum:, solana:...) that also carries the token and amount.
  qrPaymentLinkOption: 'Payment link',
  qrMemoOption: 'Memo',
  // Text alternatives of the QR image; {address}, {link}, {memo}: what the code holds.
  qrAddressAlt: 'QR code of the deposit address {address}',
  qrPaymentLinkAlt: 'QR code of the payment link {link}',
  qrMemoAlt: 'QR code of the memo {memo}',
  qrPaymentLinkHint:
    'Not every wallet reads payment links: if yours shows the wrong amount or token, scan the address instead.',
  // A bitcoin: link (BIP-21) with the address and amount: the visitor's Bitcoin wallet opens with both filled in.
  bitcoinLink: 'Open in your Bitcoin wallet',

  // ---- deadline and inactivity ----
  // {date}: a date and time, e.g. "Jan 15, 2026, 1:00 PM".
  deadlinePassed: 'The deadline passed on {date}.',
  // {countdown}: a ticking clock such as "59:07"; {date}: the deadline's date and time.
  timeLeft: 'Time left to send: {countdown} (until {date}).',
  // {refundTo}: the refund address.
  afterDeadline: 'After the deadline, a swap that has not completed is refunded to {refundTo}.',
  // A quote that refunds inside NEAR Intents (refundType INTENTS): {refundTo} is an Intents account.
  afterDeadlineIntents:
    'After the deadline, a swap that has not completed is refunded to the NEAR Intents account {refundTo}.',
  // ANY_INPUT never refunds. {recipient}: where the payouts go.
  afterDeadlineAnyInput: 'What arrives before the deadline is paid out to {recipient}, never refunded.',
  inactivePassed: 'The address stopped being watched on {date}.',
  // {countdown}: a ticking clock; {date}: when the address stops being watched.
  inactiveIn: 'The address stops being watched in {countdown} (at {date}).',
  afterInactive:
    'Anything sent after that is not swapped: keep the receipt, which has what whoever runs this site needs to recover it.',

  // ---- caution, expiry ----
  cautionTitle: 'Sending from an exchange?',
  cautionText:
    'Send a small test amount first. Exchanges that use intermediate or per-user deposit addresses may not credit a deposit until the address is recognised or whitelisted. The test amount counts toward the total: send the rest before the deadline, or everything is refunded.',
  // ANY_INPUT, instead of the exchange caution: it never refunds, and pays out once the deposits add up to the
  // service's payout minimum (CONTRACT.md "2026-11 update"). {recipient}: where the payouts go.
  anyInputTitle: 'Nothing is refunded.',
  anyInputText:
    'Deposits of any supported token add up and are paid out to {recipient} once together they reach the swap service’s payout minimum ($1,000 as of November 2026).',
  expiredTitle: 'Do not send anything to this address: the quote has expired.',
  expiredDetail:
    'Funds sent now are not swapped. If you already sent your deposit before the deadline, you can still submit its transaction hash below; an unfinished swap is refunded to your refund address.',
  expiredDetailAnyInput:
    'Funds sent now are not swapped. Deposits that arrived before the deadline are paid out, never refunded; if you sent one, you can still submit its transaction hash below.',
  // Read out by screen readers when the deadline passes while the instructions are shown.
  announceExpired: 'The deposit address has expired. Do not send funds to it.',

  // ---- transaction hash form ----
  txHashLabel: 'Already sent? Speed it up with the transaction hash',
  // {chain}: the blockchain of the transfer, e.g. "Ethereum".
  txHashHintOnChain:
    'Optional: the swap starts by itself when the deposit arrives. The hash of your {chain} transfer lets the service find it sooner.',
  txHashHint: 'Optional: the swap starts by itself when the deposit arrives. The hash lets the service find it sooner.',
  senderLabel: 'Your NEAR account that sent the deposit (optional)',
  // Placeholder of the NEAR sender field: an example account name.
  senderPlaceholder: 'alice.near',
  senderHasSpaces: 'An account has no spaces: check what was pasted.',
  senderInvalid:
    'This is not a valid NEAR account: expected a NEAR account such as alice.near, or a 64-character implicit account.',
  submitButton: 'Submit transaction hash',
  submitting: 'Submitting…',
  // {status}: one of the status... sentences below.
  submitted: 'Submitted. {status}',
  submittedAgain: 'This hash was already submitted. {status}',
  statusPendingDeposit: 'The service has your transaction hash but has not seen the deposit yet. It keeps checking.',
  statusKnownDepositTx: 'The service found your deposit transaction and is waiting for it to be confirmed.',
  statusProcessing: 'Your deposit is confirmed and the swap is being processed.',
  statusSuccess: 'The swap is complete: the tokens were delivered to the recipient.',
  statusIncompleteDeposit:
    'The deposit is below the required amount. Send the rest before the deadline, or it will be refunded.',
  statusRefunded: 'The swap did not complete and the deposit was refunded to your refund address.',
  statusFailed:
    'The swap failed. Keep your receipt and give it to whoever runs this site: it has what they need to trace the funds.',
  // {status}: a status code this page does not know, as the service sent it.
  statusUnknown: 'The service reports the status “{status}”.',

  // ---- after the deposit arrived: no instructions, only what happened (never asks for funds) ----
  receivedTitle: 'Deposit received',
  receivedKnownDepositTx:
    'The service found your deposit transaction and is waiting for its confirmations. Nothing more is needed from you.',
  receivedProcessing: 'Your deposit is confirmed and the swap is being processed. Nothing more is needed from you.',
  outcomeSuccessTitle: 'Swap complete',
  // {recipient}: the recipient address.
  outcomeSuccess: 'The tokens were delivered to {recipient}.',
  // {amount}: the amount delivered with its token, e.g. "412.5 wNEAR".
  outcomeSuccessWithAmount: '{amount} was delivered to {recipient}.',
  // SUCCESS with no amounts and no transaction to the recipient: the service has answered so for refunded deposits.
  outcomeUnconfirmedTitle: 'Check the refund: delivery not confirmed',
  // {refundTo}: the refund address.
  outcomeUnconfirmed:
    'The service says complete but reports no amount and no transfer to the recipient, as it has for refunded deposits. Check whether your deposit came back to {refundTo}.',
  outcomeRefundedTitle: 'Swap refunded',
  // {refundTo}: the refund address.
  outcomeRefunded: 'The swap did not complete. Your deposit was refunded to {refundTo}.',
  // {amount}: the amount refunded with its token, e.g. "100 USDC".
  outcomeRefundedWithAmount: 'The swap did not complete. {amount} was refunded to {refundTo}.',
  outcomeFailedTitle: 'Swap failed',
  outcomeFailed:
    'The swap did not complete. Keep your receipt and give it, with this deposit address, to whoever runs this site: they can trace the funds with it.',
  // Label of the deposit address shown for reference once the deposit arrived.
  depositedToLabel: 'Your deposit went to',

  // ---- a short deposit (INCOMPLETE_DEPOSIT) that can still be topped up ----
  // {received}, {total}: amounts with their token, e.g. "40 USDC" of "100 USDC".
  topUpReceived: 'Received so far: {received} of {total}. The deposit is short.',
  // When the service did not say how much arrived.
  topUpShort: 'The deposit is below the required amount.',
  stillToSendLabel: 'Still to send',
  copyStillToSend: 'Copy amount still to send',
  // {refundTo}: the refund address.
  topUpRules: 'If the rest has not arrived by the deadline, everything received is refunded to {refundTo}.',
  txHashLabelTopUp: 'Sent the rest? Speed it up with its transaction hash',

  // ---- paying from a browser wallet (EVM chains; the address and QR stay for every other way to pay) ----
  // {wallet}: the wallet's name as it announces itself, e.g. "MetaMask" (walletFallbackName when it gives none).
  walletPay: 'Pay with {wallet}',
  walletPayAgain: 'Try again with {wallet}',
  walletFallbackName: 'Browser wallet',
  // {chain}: the chain, e.g. "Ethereum"; {amount}: the exact amount with its token, e.g. "100 USDC".
  walletHint:
    'The wallet asks you to approve each step: connect, switch to {chain}, send exactly {amount} to the address below. Or send it yourself from any wallet or exchange.',
  // Bitcoin and Tron wallets: no network to switch.
  walletHintDirect:
    'The wallet asks you to approve each step: connect, then send exactly {amount} to the address below. Or send it yourself from any wallet or exchange.',
  walletConnecting: 'Waiting for {wallet}: approve the connection there.',
  walletSwitching: 'Waiting for {wallet}: approve switching to {chain} there.',
  walletChecking: 'Checking your balance with {wallet}…',
  walletSending: 'Waiting for {wallet}: confirm sending exactly {amount} there.',
  // Above the transaction hash, by the swap's progress: sent (this page hands the hash to the swap service at once,
  // without the user doing anything), seen by the service, and once the swap is over.
  walletSent:
    '{wallet} sent the payment, and this page gave its transaction hash to the swap service. Nothing more to do.',
  walletSentSeen: '{wallet} sent the payment, and the swap service has seen it.',
  walletSentDone: 'Paid with {wallet}.',
  walletTxHashLabel: 'Transaction hash',
  walletDeclined: 'You declined the request in {wallet}. Nothing was sent.',
  walletUnknownChain:
    '{wallet} does not know {chain}. Add {chain} to the wallet and try again, or send the amount yourself to the address below.',
  walletWrongChain: '{wallet} is still on another network. Switch it to {chain}, then try again.',
  // {network}: the test network the wallet is on, e.g. "Nile", "Shasta", "testnet".
  walletTestNetwork:
    '{wallet} is on {network}, a test network. Switch it to the {chain} main network, then try again. Nothing was sent.',
  // {network}: another chain's main network the wallet is on, e.g. "Movement" for an Aptos payment.
  walletOtherMainnet: '{wallet} is on {network}, not {chain}. Switch it to {chain}, then try again. Nothing was sent.',
  // Tron: an account that never received TRX cannot send anything.
  walletInactive:
    'The account in {wallet} is not activated on {chain} yet, so it cannot send. Receive some TRX on it first, then try again. Nothing was sent.',
  // Stellar: the paying account does not exist yet (it is created by a first payment of at least 1 XLM).
  walletUnfunded:
    'The account in {wallet} does not exist on {chain} yet, so it cannot send. Receive at least 1 XLM on it first, then try again. Nothing was sent.',
  // Stellar: the paying account holds no trustline for the token it would pay.
  walletNoTrustline:
    'The account in {wallet} has no trustline for this token on {chain}, so it cannot send it. Nothing was sent.',
  // Stellar: the deposit address is no account yet, or cannot receive this token (no trustline).
  walletDepositUnready:
    'The deposit address cannot receive this token on {chain} yet. Nothing was sent. Check the swap before paying another way.',
  // Tron: too little energy and bandwidth, and too little TRX for the network to burn instead. {fee}: e.g. "13.35 TRX".
  walletNoResources:
    'The account in {wallet} lacks the energy and bandwidth for this transfer and does not hold the TRX the network would burn instead (about {fee}). Add TRX, or stake or rent energy, then try again. Nothing was sent.',
  walletNoResourcesNoFee:
    'The network refused the transfer: the account in {wallet} lacks the energy or bandwidth for it. Add TRX, or stake or rent energy, then try again.',
  walletBusy: '{wallet} already has a request open. Finish or close it in the wallet, then try again.',
  walletNoAccount: '{wallet} gave no account. Unlock it or add an account, then try again.',
  // The wallet's own answer to the payment: the balance does not cover it with its network fee.
  walletFundsLow: '{wallet} says the account cannot pay {amount} plus the network fee. Nothing was sent.',
  // Checked before sending. {account}: the wallet's account; {balance}: what it holds, with its token.
  walletBalanceLow:
    'The account {account} holds {balance} on {chain}; this payment needs {amount}. Add funds or choose another account in {wallet}, then try again.',
  walletBalanceLowNative:
    'The account {account} holds {balance} on {chain}; this payment needs {amount} plus the network fee. Add funds or choose another account in {wallet}, then try again.',
  // {refundTo}: the swap's refund address on the same chain.
  walletOtherAccount:
    '{wallet} is on the account {account}, not on your refund address {refundTo}. If the swap is refunded, the funds go to {refundTo}, not back to this account. Switch accounts in {wallet} and try again, or pay from this account.',
  walletContinue: 'Pay from {account} anyway',
  // {duration}: how long the wallet was waited for, e.g. "2 minutes".
  walletTimeout:
    '{wallet} has not answered for {duration}. Open the wallet: if it shows a request, answer it there, then try again.',
  walletTimeoutSend:
    '{wallet} has not answered the payment for {duration}. If it still shows it, confirm or decline it there. Before you try again, check the wallet’s activity so that you do not pay twice.',
  // {message}: the wallet's own words (not translated).
  walletFailed: '{wallet} could not do this: {message}',
  walletFailedNoMessage: '{wallet} could not do this. Try again, or send the amount yourself to the address below.',
  walletInterrupted:
    'This page was reloaded while your wallet was asked to pay, so its answer was lost. Check the wallet’s activity before you pay again: if the payment went out, enter its transaction hash below.',

  // ---- receipt ----
  downloadReceipt: 'Download receipt',
  receiptHint: 'The signed quote, as JSON: keep it to resolve any dispute about this swap.',
} satisfies Record<string, string>;
