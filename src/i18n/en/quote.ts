// The built-in English of <swap-quote> ("quote" section of the message catalogue, src/i18n/messages.ts).
// Placeholders are written {name}; keep them when translating. Amounts arrive formatted with their token symbol
// ("1,234.5 USDC"), durations and dates in the reader's language ("1 hour", "15 Jan 2026, 13:00").
export const quoteMessages = {
  // The form's accessible name; {group} is the page's name for a group of elements when it is not the default.
  formLabel: 'Swap',
  formLabelGroup: 'Swap ({group})',
  loadingTokens: 'Loading tokens…',

  // The two panels of the form.
  sendHeading: 'You send',
  receiveHeading: 'You receive',
  tokenToSendLabel: 'Token to send',
  tokenToReceiveLabel: 'Token to receive',
  tokenSearchPlaceholder: 'Search by name, chain or contract',
  // Placeholder of a token picker while the token list loads (or failed to load).
  tokensLoadingPlaceholder: 'Tokens are loading',
  // The button that opens a token list; {label} is tokenToSendLabel or tokenToReceiveLabel.
  tokenToggleLabel: 'Show {label} tokens',
  // The accessible name of a token list; {label} is tokenToSendLabel or tokenToReceiveLabel.
  tokenListLabel: '{label} tokens',
  // {query} is what the user typed in the token search.
  tokenNoMatch: 'No token matches “{query}”.',
  // Headings of the token list: tokens this device used lately, the site's picks, then every token.
  tokenGroupRecent: 'Recent',
  tokenGroupFeatured: 'Featured',
  tokenGroupAll: 'All tokens',
  amountLabel: 'Amount',
  // {symbol} is the token's symbol, e.g. USDC.
  amountLabelToken: 'Amount in {symbol}',
  // Under the amount once the swap service named this route's minimum; {minimum}: the amount with its token.
  amountMinimum: 'This route takes at least {minimum}.',
  // Shown where the quoted amount will appear, while the quote loads.
  gettingQuote: 'Getting a quote…',
  // Before a quote arrives: {amount} (with its symbol) worked out from the tokens' list prices.
  estimateAtListPrices: '≈ {amount} at list prices',
  reverseLabel: 'Reverse direction: swap the tokens you send and receive',

  // Address fields; {chain} is a chain name such as Ethereum.
  recipientAccountLabel: 'Recipient NEAR Intents account',
  recipientAddressLabel: 'Recipient address',
  recipientAddressOnChainLabel: 'Recipient address on {chain}',
  refundAccountLabel: 'Refund NEAR Intents account',
  refundAddressLabel: 'Refund address',
  refundAddressOnChainLabel: 'Refund address on {chain}',
  intentsAccountHint: 'A NEAR Intents account, for example alice.near.',
  addressHint: 'An address on {chain}.',
  // {format} is one of the common section's formatHint… texts, e.g. "0x followed by 40 hex characters".
  addressHintFormat: 'An address on {chain}: {format}.',
  // USDC to Hyperliquid: where it lands (after the address hint).
  hyperliquidPerpsHint: 'USDC arrives in this account’s Hyperliquid perps balance, not its spot balance.',
  memoHint: '{chain} deposits need a memo: it will be shown with the deposit address.',

  // The settings disclosure. {swapType} is one of the swap type names below, {slippage} a percentage, {deadline} a
  // duration.
  settingsSummary: 'Settings: {swapType}, slippage {slippage}, deadline {deadline}',
  swapTypeLabel: 'Swap type',
  swapTypeExactInput: 'Exact amount in',
  swapTypeExactInputHint: 'You send exactly this amount; what you receive is estimated.',
  swapTypeExactOutput: 'Exact amount out',
  swapTypeExactOutputHint:
    'You receive exactly this amount; the amount to send is quoted with a small margin, and any excess is refunded.',
  swapTypeFlexInput: 'Flexible amount in',
  swapTypeFlexInputHint:
    'You may send a little more or less; what you receive follows what you send, within the slippage.',
  swapTypeAnyInput: 'Any amount in',
  swapTypeAnyInputHint: 'Whatever amount you send is swapped (partner accounts only).',
  slippageLabel: 'Slippage tolerance',
  slippageCustomLabel: 'Custom slippage in percent',
  slippageCustomPlaceholder: 'Custom %',
  deadlineLabel: 'Deadline',
  // {time} is a date and time.
  deadlineHint: 'If no deposit arrives in time, refunds begin at {time}.',
  depositTypeLabel: 'Deposit from',
  depositFromWallet: 'A wallet or exchange',
  depositFromWalletOnChain: 'A wallet or exchange on {chain}',
  intentsAccountOption: 'A NEAR Intents account',
  recipientTypeLabel: 'Deliver to',
  refundTypeLabel: 'Refund to',
  addressOnChainOption: 'An address on {chain}',
  addressOnDestinationChainOption: 'An address on the destination chain',
  addressOnOriginChainOption: 'An address on the origin chain',

  // Quote details.
  quoteTitle: 'Quote details',
  refreshButton: 'Refresh',
  rateRow: 'Rate',
  // One unit of a token in the other: "1 USDC = 0.31 wNEAR"; {amount} comes with its symbol.
  rateValue: '1 {symbol} = {amount}',
  // The button that flips the rate; {symbol} is the token the rate will then be given per.
  rateInvertLabel: 'Show the rate per {symbol}',
  maxAmountInRow: 'Most you may need to send',
  minAmountInRow: 'Least accepted deposit',
  // ANY_INPUT: the minimum received is for the least accepted deposit, not for the amount entered.
  minAmountOutAnyInputRow: 'Minimum received for the least deposit',
  // ANY_INPUT: when it pays out and that it never refunds (CONTRACT.md "2026-11 update"). {recipient}: the payout address.
  anyInputPayoutRow: 'Payout',
  anyInputPayoutValue:
    'To {recipient} once the deposits add up to the swap service’s payout minimum ($1,000 as of November 2026). Nothing is refunded.',
  anyInputPayoutValueNoRecipient:
    'To the recipient once the deposits add up to the swap service’s payout minimum ($1,000 as of November 2026). Nothing is refunded.',
  minAmountOutRow: 'Minimum received',
  valueRow: 'Value',
  // {amountIn} → {amountOut}, both in US dollars.
  valueValue: '{amountIn} → {amountOut}',
  marketRow: 'Compared with market prices',
  belowMarketWarning: '(noticeably below market value)',
  feesRow: 'Fees',
  platformFee: 'Platform fee',
  // {recipient} is the account that gets the fee.
  appFee: 'App fee ({recipient})',
  // The insurance the quote request asked for (`insured`).
  insuranceFee: 'Insurance',
  // {fee} is platformFee, appFee or insuranceFee, {percent} its rate, {amount} what it comes to.
  feeLine: '{fee} ({percent}): {amount}',
  // {amount}: the destination chain's network fee for delivering the tokens, already taken from what is received.
  withdrawFee: 'Network fee for delivery (already deducted): {amount}',
  // {amount}: the origin chain's network fee for sending a refund; nothing is charged unless the swap is refunded.
  refundFee: 'Network fee for a refund (charged only if refunded): {amount}',
  noFees: 'No platform or app fees',
  // Where the fee figures come from: {source} is feeSourceSchedule or feeSourceSite.
  feeSource: 'Source: {source}',
  // {edition}: when the service published its fee schedule, e.g. 2026-11.
  feeSourceSchedule: 'service fee schedule ({edition})',
  // The site changed the schedule's figures (configure feeSchedule or platformFeeBps).
  feeSourceSite: 'set by this site',
  // The service refused a confidential quote (401): the site sent no partner credential with it.
  confidentialNeedsCredential:
    'Confidential swaps need this site’s partner account with the swap service. Turn off “Confidential swap” to get a quote.',
  // A choice in the settings, shown where the site allows confidential swaps.
  confidentialLabel: 'Confidential swap',
  confidentialHint: 'The swap is not shown in public explorers. Needs this site’s partner account with the service.',
  timeRow: 'Estimated time',
  // {duration} such as "3 minutes".
  timeValue: 'about {duration}',

  // Problems with the whole form, and the buttons.
  // {error} is a sentence from the common section saying what went wrong.
  tokensFailed: 'The token list could not be loaded. {error}',
  tryAgain: 'Try again',
  // Closes the message of a failed "Get deposit address" (which otherwise stays until the user retries or edits).
  dismissProblem: 'Dismiss',
  quoteNotVerified:
    'The quote could not be verified as coming from the swap service, so its deposit address is not shown and nothing was saved. Do not send funds; please try again.',
  // The loss confirmation's words (lossWarning, lossAccept, lossNotAccepted): en/quote-loss.ts, with its view.
  confirmButton: 'Get deposit address',
  confirmPending: 'Getting deposit address…',
  // Announced to screen readers when the confirm button is pressed.
  confirmAnnouncement: 'Getting your deposit address…',
  // Announced when a new quote arrives; {amount} comes with its symbol.
  quoteAnnouncementSend: 'Quote: you send about {amount}.',
  quoteAnnouncementReceive: 'Quote: you receive about {amount}.',
  // {amountIn} is the exact amount to send, {amountOut} the estimate received.
  depositReady: 'Deposit address ready: send {amountIn} to receive about {amountOut}.',
  // Asked before a second deposit address replaces one that may still receive funds; {address} is the current one.
  replaceTitle: 'Replace this deposit address?',
  replaceDetail:
    'Do not send to the old address {address} once it is replaced. It stays saved on this device and its status can still be followed.',
  replaceConfirm: 'Replace deposit address',
  replaceKeep: 'Keep the current one',
  // After a replacement; {address} is the address that was replaced.
  replacedNote: 'Replaced deposit address {address}: do not send to it. Its receipt stays saved on this device.',
  // The form was edited after a deposit address was given; {amountIn}/{amountOut} describe the active deposit.
  formMismatch:
    'The form no longer matches your active deposit (send {amountIn} to receive about {amountOut}). That deposit address is unchanged; getting a new one replaces it.',

  // Field checks.
  chooseOrigin: 'Choose the token you send.',
  chooseDestination: 'Choose the token you receive.',
  // The page asked for a token the service does not offer (its asset id goes to the console, not to the user).
  tokenUnavailable: 'This token is not offered here. Choose another one.',
  sameToken: 'Choose a token different from the one you send.',
  chooseSwapType: 'Choose a swap type.',
  swapTypeNeedsPartner: 'This swap type needs a partner token. Choose another swap type.',
  // Custom slippage checks; write the examples the way your language writes numbers (both 0.5 and 0,5 are read).
  slippageEmpty: 'Enter a slippage tolerance, for example 1 for 1%.',
  slippageFormat: 'Enter the slippage as a percentage with at most two decimals, for example 0.5.',
  slippageTooHigh: 'The slippage tolerance can be at most 100%.',
  slippageRange: 'The slippage tolerance must be between 0% and 100%.',
  // {percent} is the chosen slippage tolerance.
  slippageHighWarning:
    'A slippage tolerance above 5% lets the price move a lot: you may receive up to {percent} less than quoted.',
  recipientEmpty: 'Enter the address that receives the tokens.',
  refundEmpty: 'Enter an address for refunds.',
  // A chain's all-zero address: valid in shape, but nobody can spend what is sent there.
  addressOwnedByNobody: 'Nobody owns this address: tokens sent to it are lost. Enter your own address.',
  // The address is the contract of a token in the service's list; {symbol} such as "USDC", {chain} such as "Ethereum".
  addressIsTokenContract: 'This is the {symbol} contract on {chain}, not a wallet: tokens sent to it are lost.',
  // The address is a deposit address of a swap saved on this device.
  addressIsDepositAddress:
    'This is a deposit address of a swap on this device, not a wallet: tokens sent to it may be lost.',
  // A recipient typed in on another chain than the connected wallet's; {chain} the recipient's, {symbol} the token
  // received.
  recipientOtherChainCaution:
    'If this is an exchange address, check that the exchange credits {symbol} on {chain}: exchanges may not credit deposits from another network.',
  // While the address checks load (a moment after the page opens).
  checkingAddress: 'Checking the address…',
  // {min} and {max} are durations, e.g. "10 minutes" and "7 days".
  deadlineRange: 'Choose a deadline between {min} and {max}.',
  slowChainDeadline:
    '{chain} deposits can take an hour or more to confirm. If yours confirms after the deadline it is refunded, so consider 2 hours or more.',
  // Shown when the page set up app fees wrongly; {reason} is one of the common section's appFee… sentences.
  misconfigured: 'This widget is misconfigured: {reason}',
  // The connected wallet's balance line: en/quote-wallet.ts, loaded with its view.
} satisfies Record<string, string>;
